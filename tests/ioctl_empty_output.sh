#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# systrace-ioctl-bench's output, with few calls: the table has its header and the
# expected rows (none and ftrace, strace when installed), --tracer all has a row for
# every tracer and exits 0 whatever is missing, CSV and JSON parse, --plot draws, and
# ftrace's top-level settings are as they were. No figure is checked.
. "${abs_top_srcdir:-$(dirname "$0")/..}/tests/init.sh"

bench=$abs_top_builddir/bench/ioctl_empty/ioctl_empty
[ -x "$bench" ] || framework_failure_ "no $bench"
num='-?[0-9]+'
ok_row() { echo "^$1( +$num){6} +[0-9.]+x\$"; }

# Can ftrace run here? Then it must be measured; else its row says why it was skipped.
tracing=
for d in /sys/kernel/tracing /sys/kernel/debug/tracing; do
	[ -d "$d/instances" ] && { tracing=$d; break; }
done
ftrace_row="^ftrace +skipped: ."
[ "$(id -u)" -eq 0 ] && [ -n "$tracing" ] && ftrace_row=$(ok_row ftrace)
tracers=none,ftrace
strace_row=
if command -v strace >/dev/null 2>&1; then
	tracers=$tracers,strace
	strace_row=$(ok_row strace)
fi

# run_ok NAME ARGS...: run the benchmark, stdout in NAME.out, stderr in NAME.err; fail unless 0.
# Under timeout: it runs systrace (--tracer all).
run_ok() {
	name=$1; shift
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$bench" "$@" >"$name.out" 2>"$name.err"
	rc=$?
	[ $rc -eq 0 ] || { cat "$name.out" "$name.err" >&2; fail_ "'$*' exited with $rc"; }
}

# What the benchmark must leave as it found it.
snapshot() {
	[ -n "$tracing" ] || return 0
	for f in tracing_on set_event_pid events/syscalls/sys_enter_ioctl/enable \
		events/syscalls/sys_exit_ioctl/enable; do
		printf '%s: ' "$f"; cat "$tracing/$f" 2>&1
	done
	ls "$tracing/instances"
}
snapshot >ftrace.before

run_ok table -n 2000 --tracer "$tracers"
cat table.out
match_grep table.out \
	'^systrace-ioctl-bench: time of one empty ioctl\(\) under each tracer$' \
	'^kernel +Linux [^ ]+ x86_64$' \
	'^cpu +.+; everything pinned to CPU 0 \([0-9]+ online\)$' \
	'^target +(/proc/ioctl_empty|/dev/null), ioctl command 0x[0-9a-f]+, must (return 0|fail with ENOTTY)' \
	'^calls +2000 timed per tracer, after 200 warm-up calls$' \
	'^clock +CLOCK_MONOTONIC, [0-9]+ ns per pair of readings' \
	'^tracer +avg ns +std ns +p50 ns +p90 ns +p99 ns +added ns +slowdown$' \
	"^none( +$num){5} +0 +1\\.0x\$" \
	"$ftrace_row" \
	'^checked +every call under every tracer measured (returned 0|failed with ENOTTY), as it must$'
[ -z "$strace_row" ] || match_grep table.out "$strace_row"
# Exactly the rows asked for, in order.
sed -n '/^tracer /,/^$/p' table.out | sed '1d;$d' | cut -d' ' -f1 | tr '\n' ',' >rows
[ "$(cat rows)" = "$(echo "$tracers" | tr ',' '\n' | tr '\n' ',')" ] ||
	fail_ "rows are $(cat rows), expected $tracers"
# When tracefs is there, the default target is /dev/null unless the module is loaded.
[ -e /proc/ioctl_empty ] || match_grep table.out '^target +/dev/null, .*/proc/ioctl_empty is absent'

snapshot >ftrace.after
match_diff ftrace.before ftrace.after

# --tracer all: a row for every tracer, exit 0 even where some are not available.
run_ok all -n 300 --tracer all
cat all.out
for t in none ftrace bpftrace perf strace systrace-ptrace systrace-seccomp systrace-buffered \
	systrace-rewrite systrace-rewrite-untraced sud-exempt; do
	match_grep all.out "^$t +([0-9]|skipped: .)"
done
# The systrace in the build tree runs (it is found next to the benchmark).
match_grep all.out "$(ok_row systrace-ptrace)"
# Where buffered mode works, Syscall User Dispatch does: the loop can switch it on.
if timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -qq -o /dev/null true 2>/dev/null; then
	match_grep all.out "$(ok_row sud-exempt)"
else
	match_grep all.out '^sud-exempt +skipped: Syscall User Dispatch is not available: '
fi

# --tracer-cpu: the tracer on another CPU, the loop on CPU 0 (where there are two).
if [ "$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)" -ge 2 ] &&
	taskset -c 1 true 2>/dev/null; then
	run_ok split -n 300 --tracer none,systrace-ptrace --tracer-cpu 1
	cat split.out
	match_grep split.out '^cpu +.+; loop pinned to CPU 0, tracers to CPU 1 \([0-9]+ online\)$' \
		"$(ok_row systrace-ptrace)"
fi

# --rounds: the median round of three, said in the header; a bad count is refused.
run_ok rounds -n 300 --tracer none,systrace-ptrace --rounds 3
cat rounds.out
match_grep rounds.out '^rounds +3, tracers interleaved; each row is the tracer.s median round by average$' \
	"$(ok_row systrace-ptrace)"
timeout -k 10 "$SYSTRACE_TIMEOUT" "$bench" --rounds 0 >r0.out 2>&1
rc=$?
[ "$rc" = 2 ] || fail_ "--rounds 0: exit status $rc, expected 2"
match_grep r0.out "^systrace-ioctl-bench: --rounds: '0' is not a number from 1 to 99 \\(see --help\\)$"

# CSV and JSON.
run_ok csv -n 500 --tracer "$tracers" --csv
mv csv.out out.csv
match_grep out.csv '^tracer,status,avg_ns,std_ns,p50_ns,p90_ns,p99_ns,added_ns,slowdown,events,reason$' \
	'^none,ok,[0-9.]+,[0-9.]+,[0-9]+,[0-9]+,[0-9]+,0\.0,1\.00,,$'
run_ok json -n 500 --tracer "$tracers" --json
mv json.out out.json
if command -v python3 >/dev/null 2>&1; then
	python3 - "$tracers" <<'PY' || fail_ "CSV or JSON output is not as expected"
import csv, json, sys
want = sys.argv[1].split(",")
rows = list(csv.DictReader(open("out.csv")))
assert [r["tracer"] for r in rows] == want, rows
for r in rows:
    assert r["status"] in ("ok", "skipped"), r
    if r["status"] == "ok":
        for k in ("avg_ns", "std_ns", "p50_ns", "p90_ns", "p99_ns", "added_ns", "slowdown"):
            float(r[k])
    else:
        assert r["reason"], r
d = json.load(open("out.json"))
for k in ("kernel", "cpu_model", "target", "iterations", "warmup", "clock_overhead_ns"):
    assert k in d, k
assert d["iterations"] == 500 and d["warmup"] == 50, d
assert [t["tracer"] for t in d["tracers"]] == want, d["tracers"]
for t in d["tracers"]:
    if t["status"] == "ok":
        assert t["p50_ns"] <= t["p90_ns"] <= t["p99_ns"] <= t["max_ns"], t
    else:
        assert t["reason"], t
PY
else
	warn_ "python3 is not installed: CSV and JSON checked by grep only"
	match_grep out.json '"tracers": \[' '"tracer": "none", "status": "ok"'
fi

# --plot, where gnuplot is installed.
if command -v gnuplot >/dev/null 2>&1; then
	plot_tracers=none,strace
	[ -n "$strace_row" ] || plot_tracers=$tracers
	run_ok plot -n 300 --tracer "$plot_tracers" --plot chart.svg
	grep -q '<svg' chart.svg || fail_ "chart.svg is not an SVG file"
	run_ok plot -n 300 --tracer "$plot_tracers" --plot chart.png
	[ "$(head -c 4 chart.png | od -An -c | tr -d ' ')" = '211PNG' ] ||
		fail_ "chart.png is not a PNG file"
fi
exit 0
