#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# A child cloned with CLONE_PTRACE is traced by the kernel's choice, not the user's:
# without -f systrace lets it go at once (it runs untraced, its syscalls are not in
# the trace); with -f it is followed like any child.
. "${abs_top_srcdir}/tests/init.sh"
PROG="$abs_top_builddir/tests/progs/clone_ptrace"

printf 'child\nparent 3\n' >exp
"$PROG" >untraced || fail_ "untraced, clone_ptrace exited with $?"
match_diff exp untraced

timeout -k 5 60 "$SYSTRACE" -o nof "$PROG" >out 2>err
st=$?
[ $st -eq 0 ] || { cat err >&2; fail_ "without -f: exit status $st"; }
match_diff exp out
match_grep nof '^clone\(.*CLONE_PTRACE' '^write\(1, "parent 3\\n", 9\) += 9$' \
	'^\+\+\+ exited with 0 \+\+\+$'
if grep -q 'write(1, "child' nof; then
	cat nof >&2
	fail_ "without -f, the CLONE_PTRACE child is in the trace"
fi
if grep -q 'attached' err; then
	cat err >&2
	fail_ "without -f, systrace attached the CLONE_PTRACE child"
fi

timeout -k 5 60 "$SYSTRACE" -f -o withf "$PROG" >out 2>err
st=$?
[ $st -eq 0 ] || { cat err >&2; fail_ "with -f: exit status $st"; }
match_diff exp out
# (its write may be split by another task's line: match the call's start)
match_grep withf '^[0-9]+ +write\(1, "child\\n", 6' '^[0-9]+ +\+\+\+ exited with 3 \+\+\+$'
exit 0
