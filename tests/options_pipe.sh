#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -o '|command' and -o '!command': the trace goes to the command's standard input,
# and systrace waits for the command before it exits; -ff cannot be piped.
. "${abs_top_srcdir}/tests/init.sh"
prog="$abs_top_builddir/tests/progs/options_consts"
flock='flock(-1, LOCK_EX|LOCK_NB|0x1000) = -1 EINVAL (Invalid argument)'

timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -a0 -e trace=flock -o '|cat >piped' "$prog" ||
	fail_ "-o '|cat >piped' failed"
# No wait here: systrace has waited for the command.
printf '%s\n' "$flock" '+++ exited with 0 +++' >exp
match_diff exp piped

timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -a0 -e trace=flock -o '!sed "s/^/> /" >piped' "$prog" ||
	fail_ "-o '!sed' failed"
printf '%s\n' "> $flock" '> +++ exited with 0 +++' >exp
match_diff exp piped

# The command's own output goes where systrace's standard output goes.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -e trace=flock,lseek -o '|grep -c EBADF' "$prog" >count ||
	fail_ "-o '|grep -c' failed"
echo 2 >exp
match_diff exp count

# The program's exit status is systrace's, whatever the command does.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -o '|cat >/dev/null' sh -c 'exit 3'
[ $? -eq 3 ] || fail_ "-o '|cat': exit status not the program's"

timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -ff -o '|cat' true 2>err
[ $? -eq 2 ] || fail_ "-ff -o '|cat' did not fail with status 2"
echo "systrace: piping the output and -ff/--output-separately are mutually exclusive" >exp
match_diff exp err
exit 0
