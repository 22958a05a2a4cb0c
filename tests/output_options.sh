#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Output options behave as in strace: -s, -x, -xx, -y, -e status= (-z, -Z),
# -e trace=%class, -t/-tt/-ttt/-r/-T prefixes and suffixes, -a, -qq.
. "${abs_top_srcdir}/tests/init.sh"
prog="$abs_top_builddir/tests/progs/various"
run() { timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -o out -e trace=openat,write,close "$@" "$prog" || fail_ "systrace $* failed"; }
enoent="-1 ENOENT (No such file or directory)"

# Default: strings cut at 32 bytes, octal escapes.
run
{
	trace_line 'openat(AT_FDCWD, "/dev/null", O_WRONLY)' 3
	trace_line 'write(3, "text\n\1\377 and more than sixteen by"..., 35)' 35
	trace_line 'openat(AT_FDCWD, "/nonexistent/various", O_RDONLY)' "$enoent"
	trace_line 'close(3)' 0
} >exp
from_first_expected exp out >out.t
match_diff exp out.t

# -s 8 -x: non-ASCII strings in hex; -y: paths behind descriptors.
run -s 8 -x -y
{
	cwd=$(pwd -P)
	trace_line "openat(AT_FDCWD<$cwd>, \"/dev/null\", O_WRONLY)" '3</dev/null>'
	trace_line 'write(3</dev/null>, "\x74\x65\x78\x74\x0a\x01\xff\x20"..., 35)' 35
	trace_line "openat(AT_FDCWD<$cwd>, \"/nonexistent/various\", O_RDONLY)" "$enoent"
	trace_line 'close(3</dev/null>)' 0
} >exp
from_first_expected exp out >out.t
match_diff exp out.t

# -xx: every string in hex.
run -xx -s 4 -e trace=close,write
{
	trace_line 'write(3, "\x74\x65\x78\x74"..., 35)' 35
	trace_line 'close(3)' 0
} >exp
from_first_expected exp out >out.t
match_diff exp out.t

# -Z: failed calls only; -z: successful ones only.
run -Z
trace_line 'openat(AT_FDCWD, "/nonexistent/various", O_RDONLY)' "$enoent" >exp
match_diff exp out
run -z -e trace=openat
trace_line 'openat(AT_FDCWD, "/dev/null", O_WRONLY)' 3 >exp
from_first_expected exp out >out.t
match_diff exp out.t

# -e trace=%class and negation.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -o out -e trace=%creds,getppid "$prog" || fail_ "%creds run failed"
grep -q '^getppid()' out || fail_ "-e trace=%creds,getppid: no getppid line"
grep -v '^getppid()' out | grep -Ev '^(get|set)(e|res|fs)?(uid|gid|groups)|^cap(get|set)|^prctl' && fail_ "-e trace=%creds let other syscalls through"
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -o out -e 'trace=!%file,%memory,%desc' "$prog" || fail_ "negated run failed"
grep -Eq '^(openat|close|write|mmap|brk)\(' out && fail_ "-e trace=!%file,%memory,%desc let one through"
grep -q '^getppid()' out || fail_ "-e trace=!...: getppid missing"

# Time prefixes and -T.
run -tt -T -e trace=close
grep -Eq '^[0-2][0-9]:[0-5][0-9]:[0-5][0-9]\.[0-9]{6} close\(3\) += 0 <0\.[0-9]{6}>$' out ||
	fail_ "-tt -T: bad line: $(cat out)"
run -ttt -e trace=close
grep -Eq '^[0-9]{10}\.[0-9]{6} close\(3\) += 0$' out || fail_ "-ttt: bad line: $(cat out)"
run -t -e trace=close
grep -Eq '^[0-2][0-9]:[0-5][0-9]:[0-5][0-9] close\(3\) += 0$' out || fail_ "-t: bad line: $(cat out)"
run -r -e trace=close
grep -Eq '^ +[0-9]+\.[0-9]{6} close\(3\) += 0$' out || fail_ "-r: bad line: $(cat out)"

# -a: the result column.
run -a 20 -e trace=close
printf 'close(3)            = 0\n' >exp
tail -n 1 out >out.t
match_diff exp out.t

# Without -qq: the exit line.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -o out -e trace=none "$prog"
echo '+++ exited with 0 +++' >exp
match_diff exp out
