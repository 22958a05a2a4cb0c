#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -k against the reference: on the same programs (the chain variants, a library loaded
# with dlopen, a signal handler), systrace's frame lines must be strace's, byte for byte.
# Only frames are compared: decoders are tested elsewhere. Entry-time stacks (execve,
# exit_group) are left out: strace 6.1 prints those with a "(+0x0)" for nameless frames
# and after the exit line, which systrace does not copy (doc/stack-traces.txt). A frame
# in no mapping (a guess past code without unwind tables) holds whatever was on the
# stack, different in each run; strace calls it unexpected_backtracing_error, systrace
# "?": both become "UNKNOWN".
. "${abs_top_srcdir}/tests/init.sh"
require_cmd strace
PROGS="$abs_top_builddir/tests/progs"
strace -k -e trace=none true >/dev/null 2>&1 || skip_ "this strace has no -k"
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -k -e trace=none true >/dev/null 2>&1 || skip_ "this systrace has no -k (no libunwind)"

compare() {
	name=$1; shift
	strace -k -e trace=chdir,getppid,kill -o "strace.$name" "$@" || true
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -k -e trace=chdir,getppid,kill -o "systrace.$name" "$@" || true
	unknown='s/^ > (unexpected_backtracing_error|\?) \[0x[0-9a-f]+\]$/ > UNKNOWN/'
	grep '^ > ' "strace.$name" | sed -E "$unknown" >"strace.$name.frames"
	grep '^ > ' "systrace.$name" | sed -E "$unknown" >"systrace.$name.frames"
	[ -s "strace.$name.frames" ] || framework_failure_ "strace -k printed no frames for $*"
	match_diff "strace.$name.frames" "systrace.$name.frames"
}

for v in O0_fp O0_nofp O2_fp O2_nofp O2_nopie O2_fp_notables; do
	compare "$v" "$PROGS/stack_chain-$v"
done
compare dlopen "$PROGS/stack_dlopen" "$PROGS/libstack_chain.so"
compare signal "$PROGS/stack_signal"
exit 0
