#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Every pending stop is served: busy threads by the dozen must not keep the one that
# has a signal to take from running. tests/progs/orphan_threads ends only when a
# worker thread takes the SIGHUP the kernel sends when the process group is
# orphaned; a tracer that always serves the busy threads first never gets there.
# Not timed: it must end (strace takes well under a second; the timeout is generous).
. "${abs_top_srcdir}/tests/init.sh"
PROG="$abs_top_builddir/tests/progs/orphan_threads"

"$PROG" 24 || fail_ "untraced, orphan_threads exited with $?"
for n in 12 24 48; do
	timeout -k 5 60 "$SYSTRACE" -f -qq -e trace=none -o trace.$n "$PROG" $n >out.$n 2>err.$n
	st=$?
	case $st in 124|137) fail_ "$n threads: still running after 60 s" ;; esac
	[ $st -eq 0 ] || { cat err.$n >&2; fail_ "$n threads: exit status $st"; }
	# Both its children took the SIGHUP: the stopper died of it, the worker ended.
	match_grep trace.$n '--- SIGHUP \{si_signo=SIGHUP, si_code=SI_KERNEL\} ---'
done
exit 0
