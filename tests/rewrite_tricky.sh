#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/progs/tricky under -m rewrite: everything as untraced and as in buffered
# mode (behaviour/tricky.test) except what page 0 changes, as systrace(1) says:
# the program's bad pointer 0x8 is inside the trampoline's page, so its own
# store there faults with SEGV_ACCERR instead of SEGV_MAPERR; a file name or a
# write buffer there still fails with EFAULT (the library sees to it; open is
# recorded with that result). The program's output is the same.
. "${abs_top_srcdir}/tests/init.sh"
. "${abs_top_srcdir}/tests/rewrite/env.sh"
PROGS="$abs_top_builddir/tests/progs"
"$PROGS/tricky" >plain.out 2>&1 || { cat plain.out >&2; framework_failure_ "tricky fails untraced"; }
timeout 120 "$SYSTRACE" -m rewrite -f -qq -o out "$PROGS/tricky" >traced.out 2>&1
rc=$?
[ "$rc" = 0 ] || { cat traced.out >&2; fail_ "exit status $rc, expected 0"; }
match_diff plain.out traced.out
P='^[0-9]+ +'
match_grep out \
	"$P--- SIGSYS \\{si_signo=SIGSYS, si_code=SI_USER, " \
	"$P--- SIGSEGV \\{si_signo=SIGSEGV, si_code=SEGV_ACCERR, si_addr=0x8\\} ---" \
	"${P}openat\\(AT_FDCWD, .*, O_RDONLY\\) += -1 EFAULT \\(Bad address\\)" \
	"${P}prctl\\((0x3b|PR_SET_SYSCALL_USER_DISPATCH), .*= -1 EBUSY" \
	"${P}close_range\\(3, 4294967295, 0\\) += 0" \
	"${P}execve\\(\"/proc/self/exe\", \\[\"[^\"]*\"(\\.\\.\\.)?, \"child\"\\]" \
	"${P}exit_group\\(7\\) += \\?"
[ "$(grep -E "${P}exit\\(0(\\) += \\?| <unfinished)" out | wc -l)" = 3 ] ||
	fail_ "expected the three clone() children's exit(0): $(grep -E 'exit\(' out)"
if grep -E 'SYSTRACE_RING|/proc/[0-9]+/fd/|prctl\((0x3b|PR_SET_SYSCALL_USER_DISPATCH), 0x1' out; then
	fail_ "the capture library's own syscalls are in the trace"
fi
exit 0
