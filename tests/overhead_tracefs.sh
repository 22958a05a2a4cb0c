#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# --overhead's ftrace calibration leaves no tracefs instance behind: one killed by
# SIGTERM, SIGINT or SIGHUP during calibration removes its own (and dies of that
# signal); one killed by SIGKILL cannot, so the next --overhead removes it.
. "${abs_top_srcdir}/tests/init.sh"
require_root
T=
for d in /sys/kernel/tracing /sys/kernel/debug/tracing; do
	[ -d "$d/instances" ] && { T=$d/instances; break; }
done
if [ -z "$T" ]; then
	# Let systrace mount it (and unmount it again): if it cannot, nor can this test.
	mount -t tracefs nodev /sys/kernel/tracing 2>/dev/null ||
		skip_ "tracefs is not mounted and cannot be mounted"
	umount /sys/kernel/tracing
	skip_ "tracefs is not mounted (systrace mounts it only for the time it needs it)"
fi
[ -w "$T" ] || skip_ "tracefs instances are not writable"
# Can systrace calibrate with ftrace here at all?
timeout 120 "$SYSTRACE" --overhead=json -qq -o report true ||
	fail_ "systrace --overhead true failed"
grep -Eq '"ftrace_per_syscall_ns": -?[0-9]' report ||
	skip_ "no ftrace reference here: $(sed -n 's/.*"ftrace_unavailable": "\([^"]*\)".*/\1/p' report)"

# hit SIG: start systrace --overhead and send it SIG while its ftrace instance exists.
# Sets $sp (its pid) and $rc (its exit status); returns 1 if the moment was missed.
hit() {
	rm -f pid
	timeout 120 sh -c 'echo $$ >pid; exec "$0" --overhead -qq -o /dev/null true' \
		"$SYSTRACE" &
	bg=$!
	while [ ! -s pid ] && kill -0 "$bg" 2>/dev/null; do :; done
	sp=$(cat pid 2>/dev/null) || framework_failure_ "no pid from the systrace started"
	# The instance lives for a few milliseconds: watch for it with shell builtins only.
	while [ ! -d "$T/systrace-$sp" ] && kill -0 "$sp" 2>/dev/null; do :; done
	hit=0
	[ -d "$T/systrace-$sp" ] && kill "-$1" "$sp" 2>/dev/null && hit=1
	wait "$bg"
	rc=$?
	[ "$hit" = 1 ]
}

# hit_retry SIG: try until the signal lands during calibration (the window is short
# and the machine may be busy); skip if it never does.
hit_retry() {
	n=0
	until hit "$1"; do
		n=$((n + 1))
		[ $n -lt 20 ] || skip_ "could not send $1 during the calibration in 20 tries"
	done
}

hit_retry KILL
[ "$rc" = 137 ] || fail_ "systrace killed by SIGKILL exited with $rc"
if [ -d "$T/systrace-$sp" ]; then
	# What the next run must clean: a dead systrace's instance (its events on, if the
	# kill came after they were enabled).
	timeout 120 "$SYSTRACE" --overhead -qq -o /dev/null true ||
		fail_ "systrace --overhead after a SIGKILL failed"
	[ ! -d "$T/systrace-$sp" ] || fail_ "the instance of dead systrace $sp is still there"
else
	# Another systrace --overhead (a test running beside this one) removed it first.
	warn_ "the stale instance of pid $sp was removed by another systrace already"
fi

for s in TERM:15 INT:2 HUP:1; do
	sig=${s%:*}
	want=$((128 + ${s#*:}))
	hit_retry "$sig"
	[ ! -d "$T/systrace-$sp" ] || fail_ "SIG$sig during calibration left $T/systrace-$sp"
	[ "$rc" = "$want" ] || fail_ "systrace got SIG$sig during calibration and exited with $rc, expected $want"
done
exit 0
