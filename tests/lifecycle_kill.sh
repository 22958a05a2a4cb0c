#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# systrace SIGKILLed in the middle of a trace, in each capture mode: the program
# (forks, a busy thread, exit_group at the end) goes on untraced and completes with
# the output and exit status of an untraced run, as under strace (which, without
# --kill-on-exit, lets its tracees go when it dies).
#
. "${abs_top_srcdir}/tests/init.sh"
PROGS="$abs_top_builddir/tests/progs"
ROUNDS=300

"$PROGS/survivor" $ROUNDS >ref.out 2>ref.err
[ $? = 3 ] || framework_failure_ "survivor: exit status not 3 untraced"
[ -s ref.err ] && framework_failure_ "survivor failed untraced: $(cat ref.err)"

# kill_mid_run MODE: trace the survivor in MODE, SIGKILL systrace at round 20, and
# print why the program did not complete as untraced (nothing if it did).
kill_mid_run() {
	mode=$1
	cd "$TEST_DIR" && mkdir "$mode" && cd "$mode" || framework_failure_ "mkdir $mode"
	timeout 120 sh -c 'echo $$ >tracer.pid; exec "$@"' sh \
		"$SYSTRACE" -m "$mode" -f -qq -o trace sh -c \
		'echo $$ >prog.pid; "$1" "$2" >out 2>err; echo $? >status' sh "$PROGS/survivor" $ROUNDS \
		>job.out 2>&1 &
	job=$!
	i=0
	until grep -qx 'round 20' out 2>/dev/null; do
		i=$((i + 1))
		if [ $i -gt 1200 ] || ! kill -0 "$job" 2>/dev/null; then
			echo "the program did not reach round 20: $(cat err 2>/dev/null)"
			wait "$job"
			return
		fi
		sleep 0.05
	done
	kill -KILL "$(cat tracer.pid)"
	wait "$job"
	rc=$?
	if [ "$rc" != 137 ]; then
		echo "systrace was not killed (exit status $rc)"
		return
	fi
	# Until the status is written, or the shell that writes it is gone.
	i=0
	until [ -s status ]; do
		i=$((i + 1))
		if [ $i -gt 1200 ] || ! kill -0 "$(cat prog.pid)" 2>/dev/null; then
			sleep 0.1
			[ -s status ] && break
			echo "the program did not complete: it stopped after $(tail -n 1 out)"
			return
		fi
		sleep 0.05
	done
	if [ "$(cat status)" != 3 ]; then
		echo "the program's exit status is $(cat status), expected 3: $(head -n 3 err)"
	elif [ -s err ]; then
		echo "the program's calls failed: $(head -n 3 err)"
	elif ! cmp -s "$TEST_DIR/ref.out" out; then
		echo "the program's output differs from the untraced run"
	fi
}

# mode_works MODE: systrace can trace in MODE here.
mode_works() {
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$1" -o /dev/null true 2>/dev/null
}

tested=0
for mode in seccomp buffered; do
	mode_works "$mode" || { warn_ "-m $mode does not work here: not tested"; continue; }
	tested=$((tested + 1))
	why=$(kill_mid_run "$mode")
	[ -z "$why" ] || fail_ "-m $mode, systrace SIGKILLed: $why"
done

if mode_works ptrace; then
	why=$(kill_mid_run ptrace)
	[ -z "$why" ] || fail_ "-m ptrace, systrace SIGKILLed: $why"
elif [ $tested = 0 ]; then
	skip_ "no capture mode works here"
fi
exit 0
