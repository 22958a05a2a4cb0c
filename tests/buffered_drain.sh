#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# When -m buffered decodes (systrace(1), BUFFERED MODE): the program goes first,
# but the trace still follows it. A program that writes a line and then sleeps
# has that write in the trace file while it sleeps (a CPU is idle: systrace is
# woken within about 10 ms; even with none idle, within a second). And a
# program whose loop fills half the ring has every call traced, in order.
. "${abs_top_srcdir}/tests/init.sh"

timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -e trace=write -o live.out \
	sh -c 'echo started; exec sleep 8' >live.stdout 2>live.stderr &
tracer=$!
# Up to 5 s for the line: the program sleeps 8.
i=0
while ! grep -q '^write(1, "started\\n", 8) *= 8$' live.out 2>/dev/null; do
	i=$((i + 1))
	[ "$i" -le 50 ] || { kill "$tracer" 2>/dev/null; fail_ "no write line while the program slept: $(cat live.out live.stderr)"; }
	sleep 0.1
done
kill -0 "$tracer" 2>/dev/null || fail_ "systrace ended before the program did"
wait "$tracer"
rc=$?
[ "$rc" = 0 ] || fail_ "exit status $rc: $(cat live.stderr)"
match_grep live.out '^\+\+\+ exited with 0 \+\+\+$'

# 200000 calls of 128 bytes: more than half of a 16 MiB ring (the doorbell),
# on one CPU with systrace; every call is in the trace.
CAL="$abs_top_builddir/src/systrace-calibrate"
SYSTRACE_BUFFERED_STATS=$PWD/stats timeout -k 10 "$SYSTRACE_TIMEOUT" taskset -c 0 \
	"$SYSTRACE" -m buffered -e trace=ioctl -o loop.out "$CAL" 200000 >loop.stdout 2>loop.stderr ||
	fail_ "the loop failed: $(cat loop.stderr)"
n=$(grep -c '^ioctl(3, _IOC(_IOC_NONE, 0x78, 0x5a, 0), 0) *= -1 ENOTTY' loop.out)
[ "$n" -ge 200000 ] || fail_ "$n ioctl lines, expected 200000 and more (warm-up)"
exit 0
