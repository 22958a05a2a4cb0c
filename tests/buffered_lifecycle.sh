#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -m buffered, as the untraced run and ptrace mode see it: a CLONE_VM child that
# exits is attached and ends once; a failing first execve gets its result and the
# reason, like under ptrace, and no "ran untraced" claim; a program in a pid
# namespace of its own ends, traced with the pids systrace sees, also when it
# mounts a /proc of its own (the library finds the ring by its inherited
# descriptor, not through systrace's /proc entry).
. "${abs_top_srcdir:-.}/tests/init.sh"

timeout 60 "$SYSTRACE" -m buffered -o /dev/null true 2>err.txt ||
	skip_ "-m buffered does not work here: $(cat err.txt)"

# CLONE_VM child: same output and status as untraced, one attach, one end.
"$TESTS_BIN/progs/clone_vm" >untraced.out; want=$?
for i in 1 2 3 4 5; do
	# The trace on stderr: there (not with -o FILE) each child's attach is said.
	timeout 60 taskset -c 0 "$SYSTRACE" -m buffered -f -e trace=write,exit \
		"$TESTS_BIN/progs/clone_vm" >vm.out 2>vm.trace
	rc=$?
	[ $rc -eq $want ] || fail_ "clone_vm: exit $rc, untraced $want"
	cmp -s untraced.out vm.out || fail_ "clone_vm: output differs from the untraced run"
	n=$(grep -c 'exited with 3 +++' vm.trace)
	[ "$n" -eq 1 ] || { cat vm.trace >&2; fail_ "clone_vm: the child's end reported $n times"; }
	n=$(grep -c "Process [0-9]* attached" vm.trace)
	[ "$n" -eq 1 ] || { cat vm.trace >&2; fail_ "clone_vm: the child attached $n times"; }
done

# A failing first execve: the same lines as ptrace mode's first and last.
printf '\177ELF not really\n' >badelf
chmod +x badelf
for m in ptrace buffered; do
	timeout 60 "$SYSTRACE" -m $m -o exec.$m ./badelf >/dev/null 2>exec.$m.err
	echo $? >exec.$m.rc
done
[ "$(cat exec.buffered.rc)" = "$(cat exec.ptrace.rc)" ] ||
	fail_ "failing execve: exit $(cat exec.buffered.rc), ptrace mode $(cat exec.ptrace.rc)"
head -n 1 exec.ptrace | sed 's/0x[0-9a-f]* \/\* [0-9]* vars \*\//ENV/' >want.first
head -n 1 exec.buffered | sed 's/0x[0-9a-f]* \/\* [0-9]* vars \*\//ENV/' >got.first
match_diff want.first got.first
match_grep exec.buffered '^\+\+\+ exited with 1 \+\+\+$'
match_grep exec.buffered.err "^systrace: exec: Exec format error$"
if grep -q 'untraced' exec.buffered.err; then
	fail_ "failing execve: a false 'ran untraced' message: $(cat exec.buffered.err)"
fi

# A pid namespace of its own: systrace ends with the program, whose pids are
# translated (no "Process 1").
unshare -fp true 2>/dev/null || skip_ "unshare -p is not permitted here"
timeout 60 "$SYSTRACE" -m buffered -f -o ns.trace unshare -fp --mount-proc true 2>ns.err
rc=$?
[ $rc -ne 124 ] || fail_ "pid namespace: systrace did not end"
[ $rc -eq 0 ] || { cat ns.err >&2; fail_ "pid namespace: exit $rc"; }
timeout 60 "$SYSTRACE" -m buffered -f -o ns2.trace unshare -fp sh -c 'exit 5' 2>ns2.err
rc=$?
[ $rc -eq 5 ] || { cat ns2.err >&2; fail_ "pid namespace: exit $rc, expected 5"; }
if grep -Eq 'Process 1 attached|^1 ' ns.trace ns.err ns2.trace ns2.err; then
	fail_ "pid namespace: pids as the namespace sees them"
fi
n=$(grep -Ec '^[0-9]+ +\+\+\+ exited with 5 \+\+\+$' ns2.trace)
[ "$n" -eq 2 ] || { cat ns2.trace >&2; fail_ "pid namespace: $n ends with status 5, expected 2"; }

# With a /proc of its own: the images exec'd in the namespace are traced too,
# also when they are gone before systrace reads their records (their pids come
# from the kernel, not from /proc): several runs, as that depends on timing.
# The execve may be split by the parent's wait4.
for i in 1 2 3 4 5; do
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -f -o ns3.trace unshare -fp --mount-proc \
		sh -c 'echo in-namespace; exit 6' >ns3.out 2>ns3.err
	rc=$?
	[ $rc -ne 124 ] || fail_ "pid namespace, own /proc: systrace did not end"
	[ $rc -eq 6 ] || { cat ns3.err >&2; fail_ "pid namespace, own /proc: exit $rc, expected 6"; }
	[ "$(cat ns3.out)" = in-namespace ] || fail_ "pid namespace, own /proc: output '$(cat ns3.out)'"
	match_grep ns3.trace \
		'^[0-9]+ +execve\("[^"]*/sh", \["sh", "-c", .*(\) = 0| <unfinished \.\.\.>)$' \
		'^[0-9]+ +write\(1, "in-namespace\\n", 13\) += 13$'
	if grep -Eq 'untraced|Process 1 attached|lost|ignored' ns3.err || grep -Eq '^1 ' ns3.trace; then
		cat ns3.err >&2
		fail_ "pid namespace, own /proc: untraced, records lost, or pids as the namespace sees them"
	fi
	n=$(grep -Ec '^[0-9]+ +\+\+\+ exited with 6 \+\+\+$' ns3.trace)
	[ "$n" -eq 2 ] || { cat ns3.trace >&2; fail_ "pid namespace, own /proc: $n ends with status 6, expected 2"; }
done

# The same while systrace is stopped (the program stops it and lets it go on at
# its end): every process in the namespace is gone, reaped, before systrace
# reads a record of theirs; their pids came from the kernel all the same.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -f -o ns5.trace sh -c \
	'kill -STOP $PPID; unshare -fp --mount-proc sh -c "echo in-namespace; exit 6"
	s=$?; kill -CONT $PPID; exit $s' >ns5.out 2>ns5.err
rc=$?
[ $rc -eq 6 ] || { cat ns5.err >&2; fail_ "pid namespace, systrace stopped: exit $rc, expected 6"; }
match_grep ns5.trace \
	'^[0-9]+ +execve\("[^"]*/sh", \["sh", "-c", "echo in-namespace; exit 6"\].*(\) = 0| <unfinished \.\.\.>)$' \
	'^[0-9]+ +write\(1, "in-namespace\\n", 13\) += 13$'
n=$(grep -Ec '^[0-9]+ +\+\+\+ exited with 6 \+\+\+$' ns5.trace)
[ "$n" -eq 3 ] || { cat ns5.trace >&2; fail_ "pid namespace, systrace stopped: $n ends with status 6, expected 3"; }
if grep -Eq 'lost|ignored|untraced' ns5.err || grep -Eq '^1 ' ns5.trace; then
	cat ns5.err >&2
	fail_ "pid namespace, systrace stopped: records lost, or pids as the namespace sees them"
fi

# Threads there, gone before systrace reads their records: their ids came from
# the kernel too (each new thread says its own, which the kernel translates).
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -f -e trace=chdir,exit -o ns6.trace \
	sh -c 'kill -STOP $PPID; unshare -fp --mount-proc "$1" 3; s=$?; kill -CONT $PPID; exit $s' \
	sh "$TESTS_BIN/progs/threads" >ns6.out 2>ns6.err
rc=$?
[ $rc -eq 0 ] || { cat ns6.err >&2; fail_ "pid namespace, threads: exit $rc, expected 0"; }
for i in 0 1 2; do
	match_grep ns6.trace "^[0-9]+ +chdir\(\"/thread-$i\"\) += -1 ENOENT"
done
n=$(grep -Ec '^[0-9]+ +exit\(0\) += \?$' ns6.trace)
[ "$n" -eq 3 ] || { cat ns6.trace >&2; fail_ "pid namespace, threads: $n thread exits, expected 3"; }
if grep -Eq 'lost|ignored' ns6.err || grep -Eq '^[1-9] ' ns6.trace; then
	cat ns6.err >&2
	fail_ "pid namespace, threads: records lost, or ids as the namespace sees them"
fi

# Processes the namespace's init starts: each traced, with the pids systrace sees.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -f -o ns4.trace unshare -fp --mount-proc \
	sh -c '/bin/echo a; /bin/echo b & wait; exit 6' >ns4.out 2>ns4.err
rc=$?
[ $rc -eq 6 ] || { cat ns4.err >&2; fail_ "pid namespace, children: exit $rc, expected 6"; }
n=$(grep -Ec '^[0-9]+ +write\(1, "[ab]\\n", 2\) += 2$' ns4.trace)
[ "$n" -eq 2 ] || { cat ns4.trace >&2; fail_ "pid namespace, children: $n writes, expected 2"; }
n=$(grep -Ec '^[0-9]+ +\+\+\+ exited with 0 \+\+\+$' ns4.trace)
[ "$n" -eq 2 ] || { cat ns4.trace >&2; fail_ "pid namespace, children: $n ends with status 0, expected 2"; }
if grep -Eq 'lost|ignored|untraced' ns4.err || grep -Eq '^[1-9] ' ns4.trace; then
	cat ns4.err >&2
	fail_ "pid namespace, children: records lost, or pids as the namespace sees them"
fi
exit 0
