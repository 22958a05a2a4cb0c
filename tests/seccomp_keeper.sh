#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -m seccomp: the traced program outlives systrace. Killed by SIGKILL (at any
# moment, from before the program starts to the middle of its run, also while it
# holds a notification it has not answered), or dead of another signal (SIGXFSZ
# writing the trace) or of an error, systrace leaves a keeper that lets every
# notified syscall continue: the program (forks, a busy thread, exit_group at the
# end) completes with the output and exit status of an untraced run. The keeper
# holds nothing of the program (no descriptor but the listener, not in its wait()),
# is replaced if it is killed while systrace lives, and is gone once the program is.
# SIGTERM and SIGINT to systrace are passed on to the program, which here ignores
# them: it completes traced, as untraced.
. "${abs_top_srcdir}/tests/init.sh"
PROGS="$abs_top_builddir/tests/progs"
ROUNDS=300

timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m seccomp -o /dev/null true 2>err ||
	skip_ "-m seccomp does not work here: $(cat err)"

"$PROGS/survivor" $ROUNDS >ref.out 2>ref.err
[ $? = 3 ] || framework_failure_ "survivor: exit status not 3 untraced"
[ -s ref.err ] && framework_failure_ "survivor failed untraced: $(cat ref.err)"
tail -n 1 ref.out | grep -qx 'errors: 0' || framework_failure_ "survivor: $(tail -n 1 ref.out)"

# in_dir NAME: work in a new directory (a program left over cannot disturb the next).
in_dir() {
	cd "$TEST_DIR" && mkdir "$1" && cd "$1" || framework_failure_ "mkdir $1"
}

# run_traced OPTIONS...: start systrace on the survivor (in a shell that records its
# exit status, since its parent may die) in the background; systrace's pid in
# $tracer, the job (timeout) in $job.
run_traced() {
	timeout 120 sh -c 'echo $$ >tracer.pid; exec "$@"' sh \
		"$SYSTRACE" -m seccomp "$@" sh -c \
		': >started; "$1" "$2" >out 2>err; echo $? >status; exit 0' sh "$PROGS/survivor" $ROUNDS &
	job=$!
	# No sleep at first: the early kills below must be able to come early.
	i=0
	until [ -s tracer.pid ]; do
		i=$((i + 1))
		[ $i -le 20600 ] || fail_ "systrace did not start"
		[ $i -le 20000 ] || sleep 0.05
	done
	tracer=$(cat tracer.pid)
}

# wait_for_file FILE: up to 60 s.
wait_for_file() {
	i=0
	until [ -s "$1" ]; do
		i=$((i + 1))
		[ $i -le 1200 ] || return 1
		sleep 0.05
	done
}

# wait_for_round N: the program has written round N.
wait_for_round() {
	i=0
	until grep -qx "round $1" out 2>/dev/null; do
		i=$((i + 1))
		[ $i -le 1200 ] || fail_ "the program did not reach round $1: $(tail -n 2 out 2>&1)"
		sleep 0.05
	done
}

# keeper_of PID: the keeper child of systrace PID (empty if none).
keeper_of() {
	ps -eo pid=,ppid=,comm= | sed -n "s/^ *\([0-9][0-9]*\)  *$1  *systrace-keeper\$/\1/p"
}

# the program completed as it does untraced ($1 says how systrace was ended).
check_completed() {
	wait_for_file status || fail_ "$1: the program did not complete: $(tail -n 2 out 2>&1) $(cat err 2>&1)"
	[ "$(cat status)" = 3 ] || fail_ "$1: the program's exit status is $(cat status), expected 3: $(cat err)"
	[ -s err ] && fail_ "$1: the program's calls failed: $(head -n 5 err)"
	match_diff "$TEST_DIR/ref.out" out
}

# gone PID: the process has exited within 20 s (gone, or a zombie of the process
# that adopted it, which reaps it when it gets to it).
gone() {
	i=0
	while [ -d "/proc/$1" ] && ! grep -q '^State:[[:space:]]*Z' "/proc/$1/status" 2>/dev/null; do
		i=$((i + 1))
		[ $i -le 400 ] || return 1
		sleep 0.05
	done
}

# fds_of PID: what the process's descriptors are, sorted, one a line ("pipe" for
# any pipe).
fds_of() {
	for fd in /proc/$1/fd/*; do
		readlink "$fd"
	done 2>/dev/null | sed 's/^pipe:.*/pipe/' | sort
}

# keeper_holds PID WHAT...: within 10 s, the keeper holds exactly these descriptors
# (fails unless the program ended first, and with it the keeper).
keeper_holds() {
	k=$1
	shift
	printf '%s\n' "$@" | sort >fds.exp
	i=0
	until fds_of "$k" >fds && cmp -s fds.exp fds; do
		i=$((i + 1))
		[ -s status ] && return
		[ $i -le 200 ] || fail_ "the keeper holds $(cat fds), expected $*"
		sleep 0.05
	done
}

# 1. SIGKILL in the middle of the run. The keeper, in /, holds the listener and its
# end of the pipe while systrace lives, then the listener alone: nothing of the
# program's (the program never sees it in its wait() either: survivor checks).
in_dir mid
run_traced -f -o trace
wait_for_round 20
keeper=$(keeper_of "$tracer")
[ -n "$keeper" ] || fail_ "no keeper: $(ps -eo pid,ppid,comm | grep -F "$tracer")"
[ "$(readlink "/proc/$keeper/cwd")" = / ] || fail_ "the keeper is not in /"
keeper_holds "$keeper" "anon_inode:seccomp notify" pipe
kill -KILL "$tracer"
wait "$job"
rc=$?
[ "$rc" = 137 ] || fail_ "systrace was not killed: exit status $rc"
grep -q '^ *[0-9]* *exit_group(3)' trace && fail_ "systrace was killed after the program's end"
keeper_holds "$keeper" "anon_inode:seccomp notify"
check_completed "SIGKILL"
gone "$keeper" || fail_ "the keeper outlived the program: $(ps -o pid,ppid,stat,comm -p "$keeper")"

# 2. SIGKILL while systrace holds a notification it received and has not answered:
# it is blocked writing the trace into a pipe nobody reads.
in_dir held
mkfifo fifo
sleep 120 <fifo &
reader=$!
run_traced -f -o fifo
# Not a round number: the pipe may fill (and the program stop) before any round.
i=0
until [ -e started ]; do
	i=$((i + 1))
	[ $i -le 1200 ] || fail_ "the program did not start"
	sleep 0.05
done
if [ "$(cat "/proc/$tracer/wchan" 2>/dev/null)" = 0 ]; then
	sleep 2		# wchan hidden here: by now the pipe is full
else
	i=0
	until grep -q '^State:[[:space:]]*S' "/proc/$tracer/status" 2>/dev/null &&
	      grep -q pipe_write "/proc/$tracer/wchan" 2>/dev/null; do
		i=$((i + 1))
		[ $i -le 1200 ] || fail_ "systrace never blocked writing the trace"
		sleep 0.05
	done
fi
kill -KILL "$tracer"
wait "$job"
check_completed "SIGKILL with a notification held"
kill "$reader"
wait "$reader" 2>/dev/null

# 3. SIGKILL early: before the keeper, before the program, during its exec. Either
# the program never starts, or it completes.
for delay in 0 0.001 0.005 0.01 0.02 0.05 0.1; do
	in_dir "early$delay"
	run_traced -f -o trace
	sleep $delay
	kill -KILL "$tracer" 2>/dev/null
	wait "$job"
	# A program that was forked starts within a moment, then completes.
	i=0
	until [ -e started ] || [ $i -ge 40 ]; do
		i=$((i + 1))
		sleep 0.05
	done
	[ -e started ] && check_completed "SIGKILL after $delay s"
done

# 4. The keeper killed while systrace lives is replaced; then systrace is killed.
in_dir rekeep
run_traced -f -o /dev/null
wait_for_round 10
keeper=$(keeper_of "$tracer")
[ -n "$keeper" ] || fail_ "no keeper"
kill -KILL "$keeper"
i=0
while new=$(keeper_of "$tracer"); [ -z "$new" ] || [ "$new" = "$keeper" ]; do
	i=$((i + 1))
	[ $i -le 400 ] || fail_ "the killed keeper was not replaced"
	sleep 0.05
done
kill -KILL "$tracer"
wait "$job"
check_completed "keeper replaced, then SIGKILL"
gone "$new" || fail_ "the second keeper outlived the program"

# 5. systrace dies of another signal: SIGXFSZ when the trace outgrows its file size
# limit (the program gets no limit).
in_dir xfsz
timeout 120 sh -c 'ulimit -S -f 64; exec "$@"' sh "$SYSTRACE" -m seccomp -f -o trace \
	sh -c 'ulimit -S -f unlimited; : >started; "$1" "$2" >out 2>err; echo $? >status' \
	sh "$PROGS/survivor" $ROUNDS
rc=$?
[ "$rc" = $((128 + 25)) ] || fail_ "systrace did not die of SIGXFSZ: exit status $rc"
check_completed "SIGXFSZ"

# 6. systrace dies of an error mid-trace (-ff, and the directory of the trace files
# is gone when the survivor starts): one line, exit status 1, and the program
# goes on untraced.
in_dir error
mkdir d
timeout 120 "$SYSTRACE" -m seccomp -ff -o d/trace \
	sh -c 'rm -r d; : >started; "$1" "$2" >out 2>err; echo $? >status' \
	sh "$PROGS/survivor" $ROUNDS 2>stderr
rc=$?
[ "$rc" = 1 ] || fail_ "error mid-trace: exit status $rc, expected 1: $(cat stderr)"
grep -q "^systrace: cannot write to 'd/trace\.[0-9]*': No such file or directory\$" stderr ||
	fail_ "error mid-trace: $(cat stderr)"
check_completed "an error mid-trace"

# 7. SIGTERM and SIGINT to systrace go to the program, which ignores them here:
# it completes, traced to its end, and systrace exits with its status.
for sig in TERM INT; do
	in_dir "$sig"
	timeout 120 sh -c 'echo $$ >tracer.pid; exec "$@"' sh "$SYSTRACE" -m seccomp -f -o trace \
		sh -c 'trap "" TERM INT; exec "$1" "$2" >out 2>err' sh "$PROGS/survivor" $ROUNDS &
	job=$!
	wait_for_round 20
	kill -$sig "$(cat tracer.pid)"
	sleep 0.1
	kill -$sig "$(cat tracer.pid)"
	wait "$job"
	rc=$?
	[ "$rc" = 3 ] || fail_ "SIG$sig: exit status $rc, expected 3"
	[ -s err ] && fail_ "SIG$sig: the program's calls failed: $(head -n 5 err)"
	match_diff "$TEST_DIR/ref.out" out
	tail -n 1 trace | grep -Eq '^[0-9]+ +\+\+\+ exited with 3 \+\+\+$' ||
		fail_ "SIG$sig: the trace does not end with the program's exit: $(tail -n 2 trace)"
done

# Nothing left behind: no keeper, no stopped or zombie process of ours.
sleep 0.2
ps -eo ppid=,stat= | grep -E "^ *$$ +[TZ]" >left
[ -s left ] && fail_ "processes left stopped or zombie: $(cat left)"
exit 0
