#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -e inject= / -e fault=: the program sees the injected error, return
# value, signal or delay, the trace says so as strace does ("(INJECTED)",
# "(DELAYED)"), when= picks the invocations, bad specifications get strace's
# messages; seccomp mode injects results and entry delays, buffered mode refuses.
. "${abs_top_srcdir}/tests/init.sh"

PROBE="$abs_top_builddir/tests/progs/inject_probe"
echo data >file

# run NAME ARGS...: systrace -o NAME.trace ARGS, the program's stdout in NAME.out.
run() {
	name=$1; shift
	timeout -k 5 60 "$SYSTRACE" -o "$name.trace" "$@" >"$name.out" 2>"$name.err"
	echo $? >"$name.status"
}
status_of() { cat "$1.status"; }

# An error injected into the openat of cat's FILE: cat fails with that errno.
run count -e trace=openat cat file
n=$(grep -n '"file"' count.trace | sed 's/:.*//')
[ -n "$n" ] || { cat count.trace >&2; fail_ "no openat of file in the trace"; }
run cat -e trace=openat -e inject=openat:error=EACCES:when=$n cat file
[ "$(status_of cat)" = 1 ] || { cat cat.err >&2; fail_ "cat exited with $(status_of cat), expected 1"; }
match_grep cat.err '^cat: file: Permission denied$'
[ ! -s cat.out ] || fail_ "cat printed the file despite the injected error"
trace_line 'openat(AT_FDCWD, "file", O_RDONLY)' '-1 EACCES (Permission denied) (INJECTED)' >exp
grep '"file"' cat.trace >got
match_diff exp got
[ "$(grep -c INJECTED cat.trace)" = 1 ] || fail_ "more than the chosen openat was injected"

# when=2..3: the 2nd and 3rd calls fail, the 1st and 4th run.
run when -e trace=open -e inject=open:error=EIO:when=2..3 "$PROBE" file 4
printf '%s\n' 'open 1: ok' 'open 2: Input/output error' 'open 3: Input/output error' \
	'open 4: ok' 'getppid: the parent' >exp
match_diff exp when.out
{
	trace_line 'open("file", O_RDONLY)' 3
	trace_line 'open("file", O_RDONLY)' '-1 EIO (Input/output error) (INJECTED)'
	trace_line 'open("file", O_RDONLY)' '-1 EIO (Input/output error) (INJECTED)'
	trace_line 'open("file", O_RDONLY)' 3
	echo '+++ exited with 0 +++'
} >exp
grep '"file"\|^+++' when.trace >got
match_diff exp got

# when=2+2: every other call from the 2nd on; a numeric errno.
run step -e trace=open -e inject=open:error=2:when=2+2 "$PROBE" file 5
printf '%s\n' 'open 1: ok' 'open 2: No such file or directory' 'open 3: ok' \
	'open 4: No such file or directory' 'open 5: ok' 'getppid: the parent' >exp
match_diff exp step.out

# retval=: the call does not run and returns the value.
run retval -e trace=getppid -e inject=getppid:retval=42:when=1 "$PROBE" file 0
printf '%s\n' 'getppid: 42' >exp
match_diff exp retval.out
match_grep retval.trace '^getppid\(\) += 42 \(INJECTED\)$'

# fault=: ENOSYS unless told otherwise.
run fault -e trace=open -e fault=open:when=1 "$PROBE" file 2
printf '%s\n' 'open 1: Function not implemented' 'open 2: ok' 'getppid: the parent' >exp
match_diff exp fault.out
match_grep fault.trace '^open\("file", O_RDONLY\) += -1 ENOSYS \(Function not implemented\) \(INJECTED\)$'

# signal=: delivered as the syscall is entered; the handler runs...
run sighandled -e trace=getppid -e inject=getppid:signal=SIGUSR1:when=1 "$PROBE" -h file 0
[ "$(status_of sighandled)" = 0 ] || fail_ "exit status $(status_of sighandled), expected 0"
printf '%s\n' 'SIGUSR1 handled' 'getppid: the parent' >exp
match_diff exp sighandled.out
match_grep sighandled.trace '^--- SIGUSR1 \{si_signo=SIGUSR1, si_code=SI_KERNEL\} ---$'
# ... or, unhandled, it kills the program, and systrace dies the same way.
run sigkill -e trace=getppid -e inject=getppid:signal=USR1 "$PROBE" file 0
[ "$(status_of sigkill)" = 138 ] || fail_ "exit status $(status_of sigkill), expected 138 (SIGUSR1)"
[ ! -s sigkill.out ] || fail_ "the program ran on after the injected SIGUSR1"
match_grep sigkill.trace '^--- SIGUSR1 \{si_signo=SIGUSR1, si_code=SI_KERNEL\} ---$' \
	'^\+\+\+ killed by SIGUSR1 \+\+\+$'

# Error and delay together, then a delay alone: the call runs, the line says so.
run delay -e trace=open -e inject=open:error=EPERM:delay_exit=1ms:when=1 \
	-e inject=getppid:delay_enter=2ms "$PROBE" file 2
printf '%s\n' 'open 1: Operation not permitted' 'open 2: ok' 'getppid: the parent' >exp
match_diff exp delay.out
match_grep delay.trace \
	'^open\("file", O_RDONLY\) += -1 EPERM \(Operation not permitted\) \(INJECTED\) \(DELAYED\)$' \
	'^open\("file", O_RDONLY\) += 3$'
run delay2 -e trace=getppid -e inject=getppid:delay_enter=2ms "$PROBE" file 0
match_grep delay2.trace '^getppid\(\) += [0-9]+ \(DELAYED\)$'

# The same trace as strace's, where strace is installed.
if command -v strace >/dev/null 2>&1; then
	for spec in open:error=EIO:when=2..3 open:retval=7:when=1+2 open:delay_exit=10:when=2; do
		timeout -k 5 60 strace -o s.trace -e trace=open -e inject=$spec "$PROBE" file 4 >s.out
		timeout -k 5 60 "$SYSTRACE" -o y.trace -e trace=open -e inject=$spec "$PROBE" file 4 >y.out
		match_diff s.out y.out
		grep '"file"\|^+++' s.trace >s.lines
		grep '"file"\|^+++' y.trace >y.lines
		match_diff s.lines y.lines
	done
fi

# --seccomp-bpf: injection at the seccomp stop (the signal goes at the exit stop).
run bpf -f --seccomp-bpf -e trace=open,getppid -e inject=open:error=EIO:when=2:delay_enter=1ms \
	-e inject=getppid:signal=USR1:when=1 "$PROBE" -h file 3
printf '%s\n' 'open 1: ok' 'open 2: Input/output error' 'open 3: ok' 'SIGUSR1 handled' \
	'getppid: the parent' >exp
match_diff exp bpf.out
match_grep bpf.trace '^[0-9]+ +open\("file", O_RDONLY\) += -1 EIO \(Input/output error\) \(INJECTED\) \(DELAYED\)$' \
	'^[0-9]+ +--- SIGUSR1 \{si_signo=SIGUSR1, si_code=SI_KERNEL\} ---$'

# Bad specifications: strace's message, status 2, nothing run.
bad() {
	timeout -k 5 60 "$SYSTRACE" -e "$1" true >/dev/null 2>err
	st=$?
	[ $st -eq 2 ] || fail_ "-e $1: exit status $st, expected 2"
	printf '%s\n' "systrace: $2" >exp
	match_diff exp err
}
bad inject=openat "invalid inject argument 'openat'"
bad inject=openat:error=FOO "invalid inject argument 'openat:error=FOO'"
bad inject=openat:error=4096 "invalid inject argument 'openat:error=4096'"
bad inject=openat:error=EIO:retval=1 "invalid inject argument 'openat:error=EIO:retval=1'"
bad inject=openat:signal=65 "invalid inject argument 'openat:signal=65'"
bad inject=openat:error=EIO:when=0 "invalid inject argument 'openat:error=EIO:when=0'"
bad inject=openat:error=EIO:when=3..2 "invalid inject argument 'openat:error=EIO:when=3..2'"
bad inject=openat:error=EIO:when=1..65535 "invalid inject argument 'openat:error=EIO:when=1..65535'"
bad inject=openat:delay_enter=1h "invalid inject argument 'openat:delay_enter=1h'"
bad inject=openat:bogus=1 "invalid inject argument 'openat:bogus=1'"
bad inject=nosuchcall:error=EIO "invalid system call 'nosuchcall'"
bad fault=openat:retval=1 "invalid fault argument 'openat:retval=1'"
bad fault=openat:signal=USR1 "invalid fault argument 'openat:signal=USR1'"
if command -v strace >/dev/null 2>&1; then
	for spec in inject=openat:error=0 inject=openat:signal=1:signal=2 \
		inject=openat:delay_enter=-1 fault=openat:delay_enter=1 inject=:error=EIO; do
		strace -e "$spec" true 2>s.err >/dev/null
		timeout -k 5 60 "$SYSTRACE" -e "$spec" true 2>y.err >/dev/null
		sed -n '1s/^strace: /systrace: /p' s.err >s.first
		match_diff s.first y.err
	done
fi

# Seccomp mode answers the notification with the injected result: the program sees
# it; the line has the result (others are "?"). delay_enter= waits before the answer.
# signal= and delay_exit= need ptrace's stops; buffered mode refuses -e inject.
timeout -k 5 60 "$SYSTRACE" -m seccomp -o sc.trace -e trace=openat \
	-e inject=openat:error=EACCES:when=$n cat file >sc.out 2>sc.err
st=$?
[ $st -eq 1 ] || { cat sc.err >&2; fail_ "-m seccomp: cat exited with $st, expected 1"; }
match_grep sc.err '^cat: file: Permission denied$'
trace_line 'openat(AT_FDCWD, "file", O_RDONLY)' '-1 EACCES (Permission denied) (INJECTED)' >exp
grep '"file"' sc.trace >got
match_diff exp got
timeout -k 5 60 "$SYSTRACE" -m seccomp -o sc2.trace -e trace=open \
	-e inject=open:retval=42:when=2 -e inject=getppid:delay_enter=1ms "$PROBE" file 3 >sc2.out 2>sc2.err
match_grep sc2.trace '^open\("file", O_RDONLY\) += 42 \(INJECTED\)$'
[ "$(grep -c INJECTED sc2.trace)" = 1 ] || fail_ "-m seccomp: retval injected $(grep -c INJECTED sc2.trace) times"
for spec in openat:signal=USR1 openat:delay_exit=1ms; do
	timeout -k 5 60 "$SYSTRACE" -m seccomp -e inject=$spec true >/dev/null 2>err
	st=$?
	[ $st -eq 2 ] || fail_ "-m seccomp -e inject=$spec: exit status $st, expected 2"
	printf 'systrace: -e inject: %s= needs -m ptrace\n' "${spec#*:}" | sed 's/=USR1=/=/; s/=1ms=/=/' >exp
	match_diff exp err
done
timeout -k 5 60 "$SYSTRACE" -m buffered -e inject=openat:error=EIO true >/dev/null 2>err
st=$?
[ $st -eq 2 ] || fail_ "-m buffered -e inject: exit status $st, expected 2"
printf '%s\n' 'systrace: -e inject needs -m ptrace or -m seccomp' >exp
match_diff exp err
exit 0
