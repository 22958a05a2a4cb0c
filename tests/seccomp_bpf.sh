#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# --seccomp-bpf: the trace is the same as without it, but only the selected syscalls
# stop the program (the others never reach systrace), and it needs -f.
. "${abs_top_srcdir}/tests/init.sh"
PROGS="$abs_top_builddir/tests/progs"

timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -ff -o plain -e trace=getppid,chdir "$PROGS/threads" 2 2>/dev/null || fail_ "plain run failed"
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -ff --seccomp-bpf -o bpf -e trace=getppid,chdir "$PROGS/threads" 2 2>/dev/null || fail_ "--seccomp-bpf run failed"
for i in 0 1; do
	p=$(grep -l "thread-$i" plain.*) && b=$(grep -l "thread-$i" bpf.*) || fail_ "no trace of thread $i"
	sed 's/= [0-9]*$/= PPID/' "$p" >p.$i
	sed 's/= [0-9]*$/= PPID/' "$b" >b.$i
	match_diff p.$i b.$i
done

# Only the 4 selected calls were seen; without the filter, every syscall is.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -f -qq --seccomp-bpf --overhead=raw -o /dev/null -e trace=getppid,chdir \
	"$PROGS/threads" 2 2>raw || fail_ "raw run failed"
grep -q '"syscalls_seen":4,' raw || fail_ "with --seccomp-bpf, expected 4 syscalls seen: $(cat raw)"
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -f -qq --overhead=raw -o /dev/null -e trace=getppid,chdir "$PROGS/threads" 2 2>raw
seen=$(sed -n 's/.*"syscalls_seen":\([0-9]*\),.*/\1/p' raw)
[ "$seen" -gt 20 ] || fail_ "without the filter, expected every syscall to be seen: $(cat raw)"

# Without -f, strace says it goes on without the filter, and does.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" --seccomp-bpf -o out -e trace=exit_group true 2>err ||
	fail_ "--seccomp-bpf without -f must trace without the filter"
echo 'systrace: --seccomp-bpf cannot be used without -f/--follow-forks, disabling' >err.exp
match_diff err.exp err
printf '%s\n' 'exit_group(0)                           = ?' '+++ exited with 0 +++' >out.exp
match_diff out.exp out
