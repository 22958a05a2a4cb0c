#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Options about starting PROG and the line prefix, as strace 6.1 has them:
# -E VAR=VAL / -E VAR, -u USER, -b execve, -n, -i, -A.
. "${abs_top_srcdir}/tests/init.sh"

NSYS="$abs_top_builddir/tests/progs/nsyscalls"

# -E: set and remove variables in the program's environment only.
FOO=old KEEP=kept BAR=gone timeout -k 5 60 "$SYSTRACE" -o /dev/null -E FOO=new -E BAR \
	--env=NEW=a=b sh -c 'echo "$FOO ${BAR-unset} $KEEP $NEW"' >out
echo 'new unset kept a=b' >exp
match_diff exp out

# -u USER: the program runs as USER with USER's groups.
if [ "$(id -u)" -eq 0 ] && id nobody >/dev/null 2>&1; then
	timeout -k 5 60 "$SYSTRACE" -o /dev/null -u nobody sh -c 'id -u; id -g; id -G' >out
	{ id -u nobody; id -g nobody; id -G nobody; } >exp
	match_diff exp out
	timeout -k 5 60 "$SYSTRACE" -u nosuchuser.$$ true 2>err
	st=$?
	[ $st -eq 1 ] || fail_ "-u nosuchuser: exit status $st, expected 1"
	echo "systrace: Cannot find user 'nosuchuser.$$'" >exp
	match_diff exp err
	timeout -k 5 60 "$SYSTRACE" -m seccomp -u nobody true 2>err
	[ $? -eq 2 ] || fail_ "-m seccomp -u: not refused"
	match_grep err '^systrace: -u needs -m ptrace$'
else
	warn_ "not root (or no user nobody): -u not checked"
fi

# -b execve: the program's own first execve is traced; a later one lets the process go.
timeout -k 5 60 "$SYSTRACE" -b execve -f -o trace -e trace=execve,exit_group \
	sh -c '/bin/true; exec /bin/sh -c "exit 3"' 2>err
st=$?
[ $st -eq 0 ] || fail_ "-b execve: exit status $st, expected 0 (the program was let go)"
match_grep trace '^[0-9]+ +execve\("(/usr)?/bin/sh", \["sh", "-c", ' \
	'^[0-9]+ +execve\("/bin/true", \["/bin/true"\], 0x[0-9a-f]+ /\* [0-9]+ vars \*/ <detached \.\.\.>$' \
	'^[0-9]+ +execve\("/bin/sh", \["/bin/sh", "-c", "exit 3"\], 0x[0-9a-f]+ /\* [0-9]+ vars \*/ <detached \.\.\.>$'
! grep -q 'exit_group' trace || fail_ "-b execve: a detached process was still traced"
# Trace on stderr: the messages say who was let go (strace prints none with -o FILE PROG).
timeout -k 5 60 "$SYSTRACE" -b execve -e trace=none sh -c 'exec /bin/true' 2>err
match_grep err '^systrace: Process [0-9]+ detached$'
timeout -k 5 60 "$SYSTRACE" -b fork true 2>err
[ $? -eq 2 ] || fail_ "-b fork: not refused"
echo "systrace: Syscall 'fork' for -b isn't supported" >exp
match_diff exp err

# -n: the syscall number (the latest one on lines that are not syscalls).
timeout -k 5 60 "$SYSTRACE" -n -e trace=getppid "$NSYS" 1 2>trace
pid_line=$(grep getppid trace | sed 's/.*= //')
{ trace_line "[ 110] getppid()" "$pid_line"; echo '[ 231] +++ exited with 0 +++'; } >exp
match_diff exp trace

# -i: the instruction pointer; none on "+++" lines.
timeout -k 5 60 "$SYSTRACE" -i -e trace=getppid "$NSYS" 1 2>trace
match_grep trace '^\[[0-9a-f]{16}\] getppid\(\) += [0-9]+$' '^\[\?{16}\] \+\+\+ exited with 0 \+\+\+$'
# Compared with strace's, addresses and pids aside.
if command -v strace >/dev/null 2>&1; then
	for o in -n -i '-n -i -tt'; do
		strace $o -e trace=getppid,exit_group "$NSYS" 1 2>s.trace
		timeout -k 5 60 "$SYSTRACE" $o -e trace=getppid,exit_group "$NSYS" 1 2>y.trace
		for f in s y; do
			sed -E 's/[0-9a-f]{16}/IP/; s/^[0-9:.]{15} /TIME /; s/= [0-9]+$/= PID/' $f.trace >$f.norm
		done
		match_diff s.norm y.norm
	done
fi

# Without address randomisation, the very addresses strace prints.
if command -v strace >/dev/null 2>&1 && setarch -R true 2>/dev/null; then
	setarch -R strace -i -e trace=getppid,exit_group "$NSYS" 1 2>s.trace
	setarch -R timeout -k 5 60 "$SYSTRACE" -i -e trace=getppid,exit_group "$NSYS" 1 2>y.trace
	sed 's/= [0-9]*$/= PID/' s.trace >s.norm
	sed 's/= [0-9]*$/= PID/' y.trace >y.norm
	match_diff s.norm y.norm
fi

# -A: -o FILE is appended to, not truncated.
echo before >trace
timeout -k 5 60 "$SYSTRACE" -A -o trace -e trace=none true
timeout -k 5 60 "$SYSTRACE" --output-append-mode -o trace -e trace=none true
printf '%s\n' before '+++ exited with 0 +++' '+++ exited with 0 +++' >exp
match_diff exp trace
timeout -k 5 60 "$SYSTRACE" -o trace -e trace=none true
echo '+++ exited with 0 +++' >exp
match_diff exp trace
timeout -k 5 60 "$SYSTRACE" -A -e trace=none true 2>err
echo 'systrace: -A/--output-append-mode has no effect without -o/--output' >exp
echo '+++ exited with 0 +++' >>exp
match_diff exp err
exit 0
