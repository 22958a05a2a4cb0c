#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -I / --interruptible, as strace 6.1: with -o FILE PROG a fatal signal to systrace is
# ignored (-I 3) and the trace runs to the end; otherwise (-I 2) systrace stops
# tracing, the program it started gets the signal, and systrace dies of it; -I 1
# lets the signal kill systrace outright, the program running on; -I 4 also ignores
# SIGTSTP. Bad levels get strace's message.
. "${abs_top_srcdir}/tests/init.sh"

prog='echo $PPID >tracer; sleep 1; echo done >result; exit 3'

# run SIGNAL OPTIONS...: start systrace, send SIGNAL to it once the program runs;
# leaves systrace's status in $st.
run() {
	sig=$1; shift
	rm -f tracer result trace
	timeout -k 5 60 "$SYSTRACE" "$@" sh -c "$prog" 2>stderr &
	pid=$!
	i=0
	while [ ! -s tracer ]; do
		i=$((i + 1))
		[ $i -lt 600 ] || fail_ "the program did not start"
		sleep 0.1
	done
	kill -$sig "$(cat tracer)"
	wait $pid
	st=$?
}
# finished YES|NO: whether the program got to its end (given a moment to do so).
finished() {
	sleep 1.5
	if [ -e result ]; then got=yes; else got=no; fi
	[ $got = $1 ] || fail_ "program finished: $got, expected $1 ($what)"
}

what="-o FILE PROG, SIGTERM"
run TERM -o trace
[ $st -eq 3 ] || fail_ "$what: systrace exited with $st, expected the program's 3"
finished yes
match_grep trace '^\+\+\+ exited with 3 \+\+\+$'

what="-o FILE PROG, SIGHUP"
run HUP -o trace
[ $st -eq 3 ] || fail_ "$what: systrace exited with $st, expected 3"
finished yes

what="trace on stderr, SIGTERM"
run TERM
[ $st -eq 143 ] || fail_ "$what: systrace exited with $st, expected 143"
finished no

what="-I 2 -o FILE, SIGTERM"
run TERM -I 2 -o trace
[ $st -eq 143 ] || fail_ "$what: systrace exited with $st, expected 143"
finished no

what="--interruptible=waiting -o FILE, SIGHUP"
run HUP --interruptible=waiting -o trace
[ $st -eq 129 ] || fail_ "$what: systrace exited with $st, expected 129"
finished no

what="-I 1 -o FILE, SIGTERM"
run TERM -I 1 -o trace
[ $st -eq 143 ] || fail_ "$what: systrace exited with $st, expected 143"
finished yes

what="-I never (no -o), SIGTERM"
run TERM -I never
[ $st -eq 3 ] || fail_ "$what: systrace exited with $st, expected 3"
finished yes

# -I 4: SIGTSTP does not stop systrace.
what="-I 4, SIGTSTP"
run TSTP -I 4 -o trace
[ $st -eq 3 ] || fail_ "$what: systrace exited with $st, expected 3"
finished yes

for arg in 0 5 x; do
	timeout -k 5 60 "$SYSTRACE" -I $arg true 2>err
	st=$?
	[ $st -eq 2 ] || fail_ "-I $arg: exit status $st, expected 2"
	echo "systrace: invalid -I argument: '$arg'" >exp
	match_diff exp err
done
timeout -k 5 60 "$SYSTRACE" --interruptible=foo true 2>err
echo "systrace: invalid --interruptible argument: 'foo'" >exp
match_diff exp err
exit 0
