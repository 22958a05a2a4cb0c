#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# A Ctrl-C while ftrace is armed: systrace-ioctl-bench stops the loop, removes its
# tracefs instance, leaves the top-level ftrace settings as they were, and dies of
# SIGINT. Needs root and tracefs.
. "${abs_top_srcdir:-$(dirname "$0")/..}/tests/init.sh"

bench=$abs_top_builddir/bench/ioctl_empty/ioctl_empty
[ -x "$bench" ] || framework_failure_ "no $bench"
require_root
tracing=
for d in /sys/kernel/tracing /sys/kernel/debug/tracing; do
	[ -d "$d/instances" ] && { tracing=$d; break; }
done
[ -n "$tracing" ] || skip_ "tracefs is not mounted"
[ -e "$tracing/events/syscalls/sys_enter_ioctl" ] || skip_ "no syscall events in tracefs"

snapshot() {
	for f in tracing_on set_event_pid events/syscalls/sys_enter_ioctl/enable \
		events/syscalls/sys_exit_ioctl/enable; do
		printf '%s: ' "$f"; cat "$tracing/$f"
	done
}
snapshot >before

# Enough calls that the run is still going when the signal comes.
"$bench" -n 5000000 -w 0 --tracer ftrace >out 2>err &
pid=$!
instance=$tracing/instances/systrace-ioctl-bench.$pid
i=0
while [ ! -d "$instance" ]; do
	kill -0 "$pid" 2>/dev/null || { cat out err >&2; fail_ "it ended before ftrace was armed"; }
	i=$((i + 1))
	[ $i -lt 600 ] || { kill -9 "$pid"; fail_ "no tracefs instance after 60 s"; }
	sleep 0.1
done
kill -INT "$pid"
wait "$pid"
rc=$?
cat out err
[ $rc -eq 130 ] || fail_ "exited with status $rc, expected 130 (killed by SIGINT)"
[ ! -d "$instance" ] || fail_ "$instance is still there"
match_grep err '^systrace-ioctl-bench: interrupted \(Interrupt\)'
[ ! -s out ] || fail_ "an interrupted run printed results"
snapshot >after
match_diff before after
# No loop left running (its command line names the benchmark's memfd).
for c in /proc/[0-9]*/cmdline; do
	tr '\0' ' ' <"$c" 2>/dev/null | grep -q -- "--child-out /proc/$pid/fd/" &&
		fail_ "a loop survived: $c"
done
exit 0
