#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -e trace= elements strace 6.1 takes besides names and classes: syscall numbers,
# ?NAME (no error if unknown), NAME@64 (x86_64's), NAME@32/@x32 (select nothing
# here), /regex; and strace's diagnostics for bad ones.
. "${abs_top_srcdir}/tests/init.sh"
prog="$abs_top_builddir/tests/progs/options_consts"
ebadf="-1 EBADF (Bad file descriptor)"
einval="-1 EINVAL (Invalid argument)"
run() {
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -a0 -o out "$@" "$prog" ||
		fail_ "systrace $* failed"
}
lseeks() {
	printf '%s\n' "lseek(-1, 0, SEEK_END) = $ebadf" "lseek(-1, 0, SEEK_SET) = $ebadf"
}

# 8 is lseek, 73 flock (x86_64).
run -e trace=8,73
{
	printf '%s\n' "lseek(-1, 0, SEEK_END) = $ebadf" "flock(-1, LOCK_EX|LOCK_NB|0x1000) = $einval"
	printf '%s\n' "lseek(-1, 0, SEEK_SET) = $ebadf"
} >exp
match_diff exp out
run -e 8
lseeks >exp
match_diff exp out
run -e trace='?nosuchcall,lseek@64'
match_diff exp out
run -e trace=flock@32,lseek -e signal=none
match_diff exp out
run --trace='?%nosuchclass,/^lseek$'
match_diff exp out

bad() {
	want=$1; shift
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" "$@" true >/dev/null 2>err
	rc=$?
	[ "$rc" -eq 2 ] || fail_ "systrace $* exited with $rc, expected 2"
	printf 'systrace: %s\n' "$want" >exp.err
	match_diff exp.err err
}
bad "invalid system call '99999'" -e trace=99999
bad "invalid system call '-1'" -e trace=-1
bad "invalid system call '0x2'" -e trace=0x2
bad "invalid system call 'nosuchcall@64'" -e trace=nosuchcall@64
bad "incorrect personality designator '65' in qualification 'open@65'" -e trace=open@65
bad "incorrect personality designator '65' in qualification 'open@65'" -e 'trace=?open@65'
bad "invalid system call '%foo'" -e trace=%foo
bad "invalid system call ''" -e trace=
bad "invalid system call 'foo=bar'" -e foo=bar
bad 'regcomp: (: Unmatched ( or \(' -e 'trace=/('
exit 0
