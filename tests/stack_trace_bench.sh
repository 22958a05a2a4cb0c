#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The cost of -k per syscall, systrace (ptrace mode, and buffered mode where it can
# unwind) against strace, on one program in one run: tests/progs/stack_loop makes N
# getppid() calls through a fixed five-function chain. Each tracer runs it with N
# calls and with none (the difference removes start-up and exit), -o /dev/null,
# pinned to CPU 0 (in buffered mode systrace, which names and prints the frames,
# then shares that CPU with the program); the median of R runs counts.
#   STACK_BENCH_CALLS=N (default 1000)  STACK_BENCH_RUNS=R (default 3)
# As a test it only checks that the benchmark runs and prints its figures in form;
# it asserts no timing. For figures worth reading: STACK_BENCH_CALLS=20000.
. "${abs_top_srcdir}/tests/init.sh"
PROG="$abs_top_builddir/tests/progs/stack_loop"
calls=${STACK_BENCH_CALLS:-1000}
runs=${STACK_BENCH_RUNS:-3}

timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -k -e trace=none true >/dev/null 2>&1 || skip_ "this systrace has no -k (no libunwind)"
pin=
if command -v taskset >/dev/null 2>&1 && taskset -c 0 true 2>/dev/null; then
	pin="taskset -c 0"
fi

# elapsed_us CMD...: wall-clock microseconds of one run of CMD.
elapsed_us() {
	t0=$(date +%s%N)
	$pin "$@" >/dev/null 2>&1 || return 1
	t1=$(date +%s%N)
	echo $(((t1 - t0) / 1000))
}

# per_call_ns TRACER [OPTIONS]: (each tracer under timeout, strace too, so the
# difference of the two runs removes timeout's share alike) median over the runs of (time(N) - time(0)) / N, in ns.
per_call_ns() {
	i=0
	: >samples
	while [ $i -lt "$runs" ]; do
		a=$(elapsed_us "$@" -o /dev/null "$PROG" 0) || return 1
		b=$(elapsed_us "$@" -o /dev/null "$PROG" "$calls") || return 1
		echo $((((b - a) * 1000) / calls)) >>samples
		i=$((i + 1))
	done
	sort -n samples | sed -n "$(((runs + 1) / 2))p"
}

# fixed_ N D DIGITS: N / D with DIGITS decimals (rounded toward zero), in shell
# arithmetic: no awk, whose number formatting differs between flavours.
fixed_() {
	fx_s_=
	fx_n_=$1
	[ "$fx_n_" -lt 0 ] && { fx_s_=-; fx_n_=$((-fx_n_)); }
	fx_m_=1
	fx_i_=0
	while [ $fx_i_ -lt "$3" ]; do fx_m_=$((fx_m_ * 10)); fx_i_=$((fx_i_ + 1)); done
	fx_q_=$((fx_n_ * fx_m_ / $2))
	printf "%s%d.%0${3}d" "$fx_s_" $((fx_q_ / fx_m_)) $((fx_q_ % fx_m_))
}

us() { fixed_ "$1" 1000 2; }

echo "stack_trace_bench: $calls getppid calls via main->f0->f1->f2->f3, ${pin:-unpinned}, median of $runs"
sys_plain=$(per_call_ns timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE") || fail_ "systrace failed"
sys_k=$(per_call_ns timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -k) || fail_ "systrace -k failed"
echo "systrace:    $(us "$sys_plain") us/syscall"
echo "systrace -k: $(us "$sys_k") us/syscall"
figures="$sys_plain $sys_k"
if timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -k -e trace=none true >probe.out 2>&1 &&
   ! grep -q "could not load libunwind" probe.out; then
	buf_plain=$(per_call_ns timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered) || fail_ "systrace -m buffered failed"
	buf_k=$(per_call_ns timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -k) || fail_ "systrace -m buffered -k failed"
	echo "systrace -m buffered:    $(us "$buf_plain") us/syscall"
	echo "systrace -m buffered -k: $(us "$buf_k") us/syscall"
	figures="$figures $buf_plain $buf_k"
else
	echo "systrace -m buffered -k: skipped: $(head -n 1 probe.out)"
fi
have_strace=false
if command -v strace >/dev/null 2>&1 && strace -k -e trace=none true >/dev/null 2>&1; then
	have_strace=true
	st_plain=$(per_call_ns timeout -k 10 "$SYSTRACE_TIMEOUT" strace) || fail_ "strace failed"
	st_k=$(per_call_ns timeout -k 10 "$SYSTRACE_TIMEOUT" strace -k) || fail_ "strace -k failed"
	echo "strace:      $(us "$st_plain") us/syscall"
	echo "strace -k:   $(us "$st_k") us/syscall"
	ratio=0.000
	[ "$st_k" -gt 0 ] && ratio=$(fixed_ "$sys_k" "$st_k" 3)
	echo "ratio systrace -k / strace -k: $ratio"
fi

# Form only: every figure a number.
for v in $figures; do
	case $v in ''|*[!0-9-]*) fail_ "not a figure: '$v'" ;; esac
done
if $have_strace; then
	case $ratio in [0-9]*.[0-9][0-9][0-9]) ;; *) fail_ "not a ratio: '$ratio'" ;; esac
fi
exit 0
