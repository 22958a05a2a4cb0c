#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The -k options: --stack-trace[=symbol], -kk and =source refused (no source lines),
# --stack-trace-frame-limit checked and warned about without -k, --help lists them.
. "${abs_top_srcdir}/tests/init.sh"
PROG="$abs_top_builddir/tests/progs/stack_chain-O2_fp"
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -k -e trace=none true >/dev/null 2>&1 || skip_ "this systrace has no -k (no libunwind)"

timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" --help >help.out || fail_ "--help failed"
match_grep help.out '^  -k, --stack-trace ' '--stack-trace-frame-limit=N'

for opt in --stack-trace --stack-trace=symbol; do
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" $opt -e trace=chdir -o trace "$PROG" || fail_ "$opt failed"
	match_grep trace '^ > .*\(f3\+0x[0-9a-f]+\) \[0x[0-9a-f]+\]$'
done

expect_status 2 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -kk true 2>err
match_grep err 'source line information'
expect_status 2 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" --stack-trace=source true 2>err
match_grep err "invalid --stack-trace 'source'"
for bad in 0 -1 x 1073741824; do
	expect_status 2 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -k --stack-trace-frame-limit="$bad" true 2>err
	match_grep err "invalid --stack-trace-frame-limit argument: '$bad'"
done
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" --stack-trace-frame-limit=5 -e trace=none -o trace "$PROG" 2>err ||
	fail_ "--stack-trace-frame-limit without -k failed"
match_grep err 'has no effect without -k'
exit 0
