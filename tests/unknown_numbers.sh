#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# x86_64 syscall numbers no table names: the text, JSON's "name" and -c's table
# write them sign-extended as strace 6.1 does ("syscall_0xffffffffffffffff" for -1);
# -c counts a number inside the table's range (a hole, 400) and leaves out the
# ones past its end (-1, 999), as strace 6.1 does (it crashes on the hole).
. "${abs_top_srcdir}/tests/init.sh"
require_cmd python3
prog='import ctypes; l = ctypes.CDLL(None); [l.syscall(n) for n in (-1, 999, 400)]'

timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -o text.out python3 -c "$prog" ||
	fail_ "text run failed: $(cat text.out)"
match_grep text.out '^syscall_0xffffffffffffffff\(.*\) += -1 ENOSYS ' \
	'^syscall_0x3e7\(.*\) += -1 ENOSYS ' '^syscall_0x190\(.*\) += -1 ENOSYS '

timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq --output-format=json -o json.out python3 -c "$prog" ||
	fail_ "JSON run failed: $(cat json.out)"
match_grep json.out '"name":"syscall_0xffffffffffffffff","nr":-1,' '"name":"syscall_0x3e7","nr":999,' \
	'"name":"syscall_0x190","nr":400,'
grep -q '"arch"' json.out && fail_ "JSON: x86_64 calls with an arch: $(grep '"arch"' json.out)"

timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -c -S name -U calls,errors,name -o count.out \
	python3 -c "$prog" || fail_ "-c run failed: $(cat count.out)"
match_grep count.out '^ +1 +1 syscall_0x190$'
grep -q 'syscall_0x3e7\|syscall_0xf' count.out && fail_ "-c counted numbers past the table: $(cat count.out)"
grep -q 'System call usage summary' count.out && fail_ "-c: a 32 bit table for a 64-bit program"
exit 0
