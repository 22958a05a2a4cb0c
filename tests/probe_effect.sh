#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# bench/probe_effect runs and its two tables are well formed (numbers where a tracer
# ran, a reason where it was skipped). No figure is checked: it is a benchmark.
. "${abs_top_srcdir}/tests/init.sh"
require_cmd python3 taskset
SYSTRACE="$SYSTRACE" SYSTRACE_CALIBRATE="$abs_top_builddir/src/systrace-calibrate" timeout -k 10 "$SYSTRACE_TIMEOUT" \
	"$abs_top_srcdir/bench/probe_effect" -n 300 --calls 2000 --repeat 1 >out 2>err ||
	{ cat out err >&2; fail_ "bench/probe_effect failed"; }
num='-?[0-9]+(\.[0-9]+)?'
match_grep out '^probe_effect: Linux ' \
	'^mode +workload +external_ns +self_ns +error_%$' \
	"^ptrace +ioctl +$num +$num +$num\$" \
	"^ptrace +dd +$num +$num +$num\$" \
	'^tracer +wall_ms +added_ns/event +slowdown$' \
	"^none +$num +0 +1\.0x\$" \
	"^systrace-ptrace +$num +$num +$num""x\$"
for t in strace ftrace bpftrace systrace-seccomp systrace-buffered; do
	grep -Eq "^$t +($num +$num +$num""x|skipped: .+)\$" out || { cat out >&2; fail_ "no well-formed row for $t"; }
done
for m in seccomp buffered; do
	grep -Eq "^$m +(ioctl|skipped: .+)" out || { cat out >&2; fail_ "no row for mode $m"; }
done
# Bad options: one line, status 2.
"$abs_top_srcdir/bench/probe_effect" --repeat x >/dev/null 2>err
[ $? = 2 ] || fail_ "a bad --repeat should exit with 2"
[ "$(wc -l <err)" = 1 ] || fail_ "expected one line of error: $(cat err)"
