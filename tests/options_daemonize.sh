#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -D / -DD / -DDD (--daemonize=grandchild|pgroup|session), ptrace mode: the program
# stays the caller's own child (its parent is timeout here, not systrace), systrace
# runs as a grandchild (in its own process group or session with -DD/-DDD), the
# trace starts at the program's execve, and the exit status is the program's.
. "${abs_top_srcdir}/tests/init.sh"

for d in -D -DD -DDD --daemonize --daemonize=grandchild --daemonize=pgroup --daemonize=session; do
	rm -f out pcomm
	# (the program reports its parent's name, with shell builtins only)
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" $d -qq -o out -e trace=execve,exit_group \
		sh -c 'read c </proc/$PPID/comm; echo "$c" >pcomm; exit 3'
	rc=$?
	# systrace itself (the grandchild) may still be writing: wait for its last line.
	n=0
	while ! grep -q '^exit_group(3)' out 2>/dev/null && [ $n -lt 500 ]; do
		sleep 0.02
		n=$((n + 1))
	done
	[ $rc -eq 3 ] || fail_ "$d: exit status $rc, expected 3"
	[ "$(cat pcomm)" = timeout ] ||
		fail_ "$d: the program's parent is $(cat pcomm), not timeout"
	head -n 1 out | grep -q '^execve("[^"]*sh", \["sh", "-c", ' ||
		fail_ "$d: the trace does not start at execve: $(cat out)"
	grep -q '^exit_group(3) *= ?$' out || fail_ "$d: no exit_group line: $(cat out)"
done

bad() {
	want=$1; shift
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" "$@" >/dev/null 2>err
	rc=$?
	[ "$rc" -eq 2 ] || fail_ "systrace $* exited with $rc, expected 2"
	printf 'systrace: %s\n' "$want" >exp.err
	match_diff exp.err err
}
bad "Too many -D's (4), maximum supported -D count is 3" -DDDD true
bad "invalid --daemonize argument: 'foo'" --daemonize=foo true
bad "PROG [ARGS] must be specified with -D/--daemonize" -D -p 1
bad "-D/--daemonize needs -m ptrace" -D -m seccomp true
bad "-D/--daemonize needs -m ptrace" -D -m buffered true
exit 0
