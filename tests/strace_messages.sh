#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# systrace's own messages and the lines strace 6.1 writes in the same situations
# (ptrace mode): a failing first execve is traced, not refused; no "Process N
# attached" for the children of a command traced to a file; "attached with N
# threads" and one "detached" per thread for -p -f of a threaded process;
# restart_syscall says which call it resumes.
. "${abs_top_srcdir}/tests/init.sh"
PROGS="$abs_top_builddir/tests/progs"

# 1. The program cannot be executed: its execve fails in the trace, systrace says
# why with strace's words, and exits with 1 as strace does.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -a0 -o trace /etc/passwd >out 2>err
rc=$?
[ "$rc" = 1 ] || fail_ "failing execve: exit status $rc, expected 1"
echo "systrace: exec: Permission denied" >err.exp
match_diff err.exp err
{
	echo 'execve("/etc/passwd", ["/etc/passwd"], 0xADDR /* N vars */) = -1 EACCES (Permission denied)'
	echo '+++ exited with 1 +++'
} >trace.exp
normalise_trace trace >trace.n
match_diff trace.exp trace.n

# 2. -f with a command and -o FILE: the children's attach goes unsaid (strace 6.1);
# traced to stderr, each child is announced.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -f -e trace=none -o trace sh -c 'true & wait' 2>err
rc=$?
[ "$rc" = 0 ] || fail_ "-f -o: exit status $rc"
[ -s err ] && fail_ "-f -o FILE wrote on stderr: $(cat err)"
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -f -e trace=none sh -c 'true & wait' 2>err
child=$(sed -n 's/^\[pid  *\([0-9][0-9]*\)\] +++ exited with 0 +++$/\1/p' err)
[ -n "$child" ] || fail_ "no exit line of the child: $(cat err)"
grep -qx "systrace: Process $child attached" err || fail_ "the child's attach is not said: $(cat err)"

# 3. -p -f of a process with 4 threads: "attached with 4 threads", then each thread
# detached on SIGINT. Without -f, the one thread.
"$PROGS/thread_sleep" 3 20 >ready &
prog=$!
i=0
until [ -s ready ]; do
	i=$((i + 1))
	[ $i -le 1000 ] || fail_ "thread_sleep did not start"
	sleep 0.01
done
ls "/proc/$prog/task" | sort >tids.exp
[ "$(wc -l <tids.exp)" -eq 4 ] || fail_ "thread_sleep has $(wc -l <tids.exp) threads, not 4"

# attach_detach OPTION...: systrace -p $prog with the options until it said it has
# attached, then SIGINT; its stderr in err.
attach_detach() {
	rm -f tracer.pid err
	timeout -k 10 "$SYSTRACE_TIMEOUT" sh -c 'echo $$ >tracer.pid; exec "$@"' sh \
		"$SYSTRACE" "$@" -o /dev/null -p "$prog" 2>err &
	job=$!
	tracer=$(tracer_pid_ tracer.pid "$job") || fail_ "systrace did not start"
	i=0
	until grep -q attached err 2>/dev/null; do
		i=$((i + 1))
		[ $i -le 1000 ] || fail_ "systrace $* did not attach: $(cat err)"
		sleep 0.01
	done
	kill -INT "$tracer"
	wait "$job"
	rc=$?
	# 128 + SIGINT, as strace exits after detaching on SIGINT.
	[ "$rc" = 130 ] || fail_ "systrace $*: exit status $rc after SIGINT, expected 130"
}

attach_detach -f
sed -n 1p err >first
echo "systrace: Process $prog attached with 4 threads" >first.exp
match_diff first.exp first
sed -n 's/^systrace: Process \([0-9][0-9]*\) detached$/\1/p' err | sort >tids
match_diff tids.exp tids
[ "$(wc -l <err)" -eq 5 ] || fail_ "-p -f: unexpected lines: $(cat err)"

attach_detach
printf 'systrace: Process %s attached\nsystrace: Process %s detached\n' "$prog" "$prog" >err.exp
match_diff err.exp err
kill "$prog"
wait "$prog" 2>/dev/null

# 4. A sleep stopped and continued is resumed by restart_syscall, which says what
# it resumes.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -a0 -f -e trace=restart_syscall -e signal=none -o trace \
	"$PROGS/restart_sleep"
rc=$?
[ "$rc" = 0 ] || fail_ "restart_sleep: exit status $rc"
sed 's/^[0-9][0-9]* *//' trace >trace.n
echo "restart_syscall(<... resuming interrupted clock_nanosleep ...>) = 0" >trace.exp
grep -v -e '^+++ ' -e '^--- ' trace.n >trace.r
match_diff trace.exp trace.r

# 5. -p beside a program to run (ptrace mode): both are traced, the exit status is
# the program's; other modes refuse it with one line.
"$PROGS/thread_sleep" 1 2 >ready &
prog=$!
i=0
until [ -s ready ]; do
	i=$((i + 1))
	[ $i -le 1000 ] || fail_ "thread_sleep did not start"
	sleep 0.01
done
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -a0 -e trace=exit_group -o trace -p "$prog" \
	sh -c 'exit 3' 2>err
rc=$?
[ "$rc" = 3 ] || fail_ "-p with a program: exit status $rc, expected 3"
grep -qx "systrace: Process $prog attached" err || fail_ "-p with a program: $(cat err)"
grep -q "exit_group(0) = ?\$" trace || fail_ "-p with a program: the attached process's end is missing: $(cat trace)"
grep -q "exit_group(3) = ?\$" trace || fail_ "-p with a program: the program's end is missing: $(cat trace)"
wait "$prog"
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -p 1 true 2>err
rc=$?
[ "$rc" = 2 ] || fail_ "-m buffered -p PID PROG: exit status $rc, expected 2"
echo "systrace: -p together with a program to run needs -m ptrace" >err.exp
match_diff err.exp err

# 6. Kernel-internal error codes: only the ERESTART* ones read "= ?"; the others are
# "-1 NAME (Unknown error N)", as strace writes them (injected here).
for e in 512 515 516 524; do
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -a0 -f -e trace=getppid \
		-e inject=getppid:error=$e:when=1 -o trace "$PROGS/stress" 1 1 >/dev/null 2>&1
	sed -n 's/^[0-9][0-9]* *\(getppid(\)/\1/p' trace | sed -n 1p >line.$e
done
{
	echo 'getppid() = ? ERESTARTSYS (To be restarted if SA_RESTART is set) (INJECTED)'
	echo 'getppid() = -1 ENOIOCTLCMD (Unknown error 515) (INJECTED)'
	echo 'getppid() = ? ERESTART_RESTARTBLOCK (Interrupted by signal) (INJECTED)'
	echo 'getppid() = -1 ENOTSUPP (Unknown error 524) (INJECTED)'
} >lines.exp
cat line.512 line.515 line.516 line.524 >lines
match_diff lines.exp lines
exit 0
