#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# --seccomp-bpf never changes what the program's own syscalls return: the filter is
# installed only once systrace traces the program, so getpid and kill may be in the
# trace set (%process, %signal, %pure). Output and exit status equal the untraced
# run's, and the selected calls are in the trace.
. "${abs_top_srcdir}/tests/init.sh"

# run NAME TRACE-SET CMD...: trace CMD with --seccomp-bpf -f -e trace=SET; compare
# its stdout and exit status with an untraced run.
run() {
	name=$1 set=$2; shift 2
	"$@" >"$name.exp" 2>&1
	want=$?
	timeout -k 5 60 "$SYSTRACE" --seccomp-bpf -f -e trace="$set" -o "$name.trace" "$@" \
		>"$name.out" 2>"$name.err"
	got=$?
	[ "$got" -eq "$want" ] || { cat "$name.err" >&2; fail_ "$name: exit status $got, untraced $want"; }
	match_diff "$name.exp" "$name.out"
	if grep -q . "$name.err"; then
		cat "$name.err" >&2
		fail_ "$name: systrace or the program complained"
	fi
}

run true %process /bin/true
P='^[0-9]+ +'	# -f with -o: each line starts with the pid
match_grep true.trace "$P"'execve\("/bin/true", ' "$P"'exit_group\(0\) += \?' "$P"'\+\+\+ exited with 0 \+\+\+$'

run echo %memory,getpid /bin/echo hi
match_grep echo.trace "$P"'mmap\(' "$P"'\+\+\+ exited with 0 \+\+\+$'

# The shell sends itself signal 0 and exits 3; $$ is its getpid.
run kill %signal,%process,getpid sh -c 'kill -0 $$ && echo ok; exit 3'
match_grep kill.trace "$P"'kill\([0-9]+, 0\) += 0$' "$P"'\+\+\+ exited with 3 \+\+\+$'

run pure %pure sh -c 'echo ok; exit 5'
match_grep pure.trace "$P"'(getpid|getppid|geteuid|getuid|getegid|getgid)\(\) += [0-9]+$' \
	"$P"'\+\+\+ exited with 5 \+\+\+$'

# The pid the program sees is its own (getpid did not fail), and the trace says so.
timeout -k 5 60 "$SYSTRACE" --seccomp-bpf -f -e trace=getpid -o pid.trace \
	sh -c 'echo $$' >pid.out 2>pid.err || fail_ "exit status $?"
pid=$(cat pid.out)
case $pid in ''|*[!0-9]*) fail_ "the program printed '$pid', not its pid" ;; esac
match_grep pid.trace "${P}getpid\(\) += $pid\$"
exit 0
