#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -P PATH on descriptors open on PATH: opened, used, duplicated (dup, dup2,
# fcntl F_DUPFD_CLOEXEC), closed and their numbers reused, inherited (from the
# shell, by a forked child), shared (a thread, a clone(CLONE_FILES) child),
# close-on-exec across execve; with -e trace= narrower than the calls that make
# the descriptors. The same lines as strace 6.1 in ptrace, seccomp and buffered
# modes (buffered mode decodes after the calls: it follows the descriptors from
# the records, tests/pathtrace_rewrite.sh does the same in rewrite mode).
. "${abs_top_srcdir}/tests/init.sh"
. "${abs_top_srcdir}/tests/pathtrace_scenarios.sh"

if command -v strace >/dev/null 2>&1; then
	scenarios_ strace strace
fi
for m in ptrace seccomp buffered; do
	scenarios_ "$SYSTRACE" "$m"	# watchdog: check_ runs it under timeout
done
exit 0
