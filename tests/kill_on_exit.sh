#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# A SIGKILLed systrace (-m ptrace): by default, as with strace, its tracees run on
# untraced and finish as they would have, none left stopped; with --kill-on-exit
# they die with it.
. "${abs_top_srcdir}/tests/init.sh"

NSYS="$abs_top_builddir/tests/progs/nsyscalls"
# A count unique to this run names its processes in /proc.
count=$((3000000 + $$ % 100000))
# The program: a busy child (always in or near a syscall stop), whose status the
# parent records, then the parent's last words.
prog='echo $PPID >tracer; "$1" "$2"; echo "child $?" >result; echo done >>result; exit 3'

# procs STATE-PATTERN: the processes of this run whose state matches.
procs() {
	for d in /proc/[0-9]*; do
		cmd=$( { tr '\0' ' ' <"$d/cmdline"; } 2>/dev/null) || continue
		case $cmd in *"nsyscalls $count "*) ;; *) continue ;; esac
		state=$(sed 's/.*) //; s/ .*//' "$d/stat" 2>/dev/null) || continue
		case $state in $1) echo "${d#/proc/}" ;; esac
	done
}
reap() { for p in $(procs '*'); do kill -9 "$p" 2>/dev/null; done; }

# start OPTIONS: systrace -f the program; wait until the busy child is traced for a while.
start() {
	rm -f tracer result trace
	timeout -k 5 120 "$SYSTRACE" "$@" -f -o trace sh -c "$prog" sh "$NSYS" $count &
	i=0
	while [ ! -s tracer ] || [ -z "$(procs '*')" ]; do
		i=$((i + 1))
		[ $i -lt 600 ] || { reap; fail_ "the program did not start"; }
		sleep 0.1
	done
	sleep 0.5
	tracer=$(cat tracer)
	[ -n "$(procs 't')" ] || [ -n "$(procs '[RS]')" ] || fail_ "no busy child to catch"
}

# The untraced run, for reference.
sh -c "$prog" sh "$NSYS" $count
[ $? -eq 3 ] || fail_ "the untraced program did not exit with 3"
mv result result.untraced

# Default: systrace dies, the program goes on and ends as untraced.
start
kill -9 "$tracer"
i=0
while ! grep -q done result 2>/dev/null; do
	i=$((i + 1))
	[ $i -lt 600 ] || { stopped=$(procs '[tT]'); reap; fail_ "the program never finished (stopped:${stopped:- none})"; }
	sleep 0.1
done
match_diff result.untraced result
[ -z "$(procs '[tT]')" ] || { reap; fail_ "processes left stopped"; }
wait

# --kill-on-exit: the program dies with systrace.
start --kill-on-exit
kill -9 "$tracer"
i=0
while [ -n "$(procs '*')" ]; do
	i=$((i + 1))
	[ $i -lt 100 ] || { reap; fail_ "the program outlived systrace with --kill-on-exit"; }
	sleep 0.1
done
sleep 0.5
[ ! -e result ] || fail_ "the program ran on with --kill-on-exit"
wait
exit 0
