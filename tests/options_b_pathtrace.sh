#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -P PATH / --trace-path: only the calls touching PATH, by a path argument or a
# descriptor open on it, the "resolved into" message; -e trace-fds=SET.
. "${abs_top_srcdir}/tests/init.sh"
prog="$abs_top_builddir/tests/progs/various"

{
	trace_line 'openat(AT_FDCWD, "/dev/null", O_WRONLY)' 3
	trace_line 'write(3, "text\n\1\377 and more than sixteen by"..., 35)' 35
	trace_line 'close(3)' 0
} >exp
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -o out -P /dev/null "$prog" || fail_ "-P run failed"
match_diff exp out
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -o out --trace-path=/nonexistent/x -P /dev/null "$prog" ||
	fail_ "--trace-path run failed"
match_diff exp out
if command -v strace >/dev/null 2>&1; then
	timeout -k 10 "$SYSTRACE_TIMEOUT" strace -qq -o sout -P /dev/null "$prog"
	match_diff exp sout
fi

# -m seccomp: the same calls, results unknown.
{
	trace_line 'openat(AT_FDCWD, "/dev/null", O_WRONLY)' '?'
	trace_line 'write(3, "text\n\1\377 and more than sixteen by"..., 35)' '?'
	trace_line 'close(3)' '?'
} >exp
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m seccomp -qq -o out -P /dev/null "$prog" ||
	fail_ "-m seccomp -P run failed"
match_diff exp out

# -m buffered decodes after the calls: the descriptor is followed from the
# records (tests/pathtrace_fds.sh has more), so the same lines as ptrace mode.
{
	trace_line 'openat(AT_FDCWD, "/dev/null", O_WRONLY)' 3
	trace_line 'write(3, "text\n\1\377 and more than sixteen by"..., 35)' 35
	trace_line 'close(3)' 0
} >exp
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -qq -o out -P /dev/null "$prog" ||
	fail_ "-m buffered -P run failed"
match_diff exp out

# A path that resolves elsewhere is said once, and matched under both names.
ln -s /dev/null link || framework_failure_ "ln -s"
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -o out -P "$(pwd)/link" -e trace=close "$prog" 2>err ||
	fail_ "-P link run failed"
echo "systrace: Requested path \"$(pwd)/link\" resolved into \"/dev/null\"" >exp
match_diff exp err
trace_line 'close(3)' 0 >exp
match_diff exp out

# -e trace-fds=SET: the calls on those descriptors (from the program's own fd 3 on).
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -o out -e trace-fds=3 -e trace=openat,write,close "$prog" ||
	fail_ "-e trace-fds run failed"
{
	trace_line 'write(3, "text\n\1\377 and more than sixteen by"..., 35)' 35
	trace_line 'close(3)' 0
} >exp
from_first_expected exp out >out.t
match_diff exp out.t
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -o out --trace-fds='!3' -e trace=write,close "$prog" ||
	fail_ "--trace-fds=!3 run failed"
grep -q '(3,' out && fail_ "--trace-fds=!3 showed fd 3: $(cat out)"
grep -q '(3)' out && fail_ "--trace-fds=!3 showed fd 3: $(cat out)"
expect_status 2 timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -e trace-fds=x true 2>err
echo "systrace: invalid descriptor 'x'" >exp
match_diff exp err
exit 0
