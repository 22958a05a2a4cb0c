#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -k in -m buffered, beyond the fixed chain of behaviour/stack_trace.test. The capture
# library unwinds inside the traced program, so it must follow the program wherever
# ptrace mode does and print the same frames: threads at once; fork, posix_spawn and
# vfork children; exec'd images; calls made in a signal handler. It must not show
# through: none of the unwinder's own system calls reach the trace, the program gets no
# new descriptors, and without -k nothing of it is loaded. A program that is busy in
# malloc, free, dlopen, dlclose and fork while signals come, and one that uses libunwind
# itself (from a signal handler too), must run to their end.
. "${abs_top_srcdir}/tests/init.sh"
PROGS="$abs_top_builddir/tests/progs"

timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -k -e trace=none true >probe.out 2>&1 || {
	grep -q "needs libunwind" probe.out && skip_ "built without libunwind"
	cat probe.out >&2
	fail_ "-m buffered -k does not run"
}
grep -q "could not load libunwind" probe.out && skip_ "$(cat probe.out)"

# stacks NAME TRACE: for each finished call of NAME in TRACE, its frames as
# "file(function)" (no directories, offsets or addresses), counted.
stacks() {
	awk -v name="$1" '
		function flush() { if (cur != "") print cur; cur = "" }
		/^ > / {
			if (!in_call)
				next
			l = substr($0, 4)
			sub(/\+0x[0-9a-f]+\).*$/, ")", l)
			sub(/\) \[0x[0-9a-f]+\]$/, ")", l)
			sub(/^\? \[0x[0-9a-f]+\]$/, "?", l)
			n = split(l, parts, "/")
			cur = cur " " parts[n]
			next
		}
		{
			flush()
			in_call = ($0 ~ ("(^|[] ])" name "\\(") || $0 ~ ("<\\.\\.\\. " name " resumed>")) &&
				  $0 !~ /<unfinished \.\.\.>$/
			if (in_call)
				cur = name
		}
		END { flush() }' "$2" | sort | uniq -c
}

# same_as_ptrace TAG SYSCALL PROG ARGS...: both modes print the same stacks for every
# SYSCALL the program (and its children) make; at least one.
same_as_ptrace() {
	tag=$1 sc=$2
	shift 2
	for m in ptrace buffered; do
		timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$m" -k -f -qq -e trace="$sc" -o "$tag.$m" "$@" ||
			fail_ "-m $m -k $*: failed"
		stacks "$sc" "$tag.$m" >"$tag.$m.stacks"
	done
	[ -s "$tag.buffered.stacks" ] || { cat "$tag.buffered" >&2; fail_ "$tag: no $sc"; }
	match_diff "$tag.ptrace.stacks" "$tag.buffered.stacks"
}

# Eight threads unwinding at once (the library serialises them): each of the 800
# calls has its own thread's chain.
same_as_ptrace threads chdir "$PROGS/stack_procs" threads 8 100
grep -Eq '^ *800 chdir libc\.so\.6\((__)?chdir\) stack_procs\(f3\) stack_procs\(f2\) stack_procs\(f1\) stack_procs\(f0\) stack_procs\(worker\)' \
	threads.buffered.stacks || { cat threads.buffered.stacks >&2; fail_ "threads: not 800 whole chains"; }

# A forked child, a posix_spawn'ed and a vfork'ed child that exec, then an execve of
# the program itself: four chains, and the execve lines' stacks (taken at entry, in
# the old image; for the one systrace starts, the new image's entry point).
same_as_ptrace family chdir "$PROGS/stack_procs" family
grep -Eq '^ *4 chdir .* stack_procs\(f0\) stack_procs\(main\)' family.buffered.stacks ||
	{ cat family.buffered.stacks >&2; fail_ "family: not four chains"; }
same_as_ptrace family_exec execve "$PROGS/stack_procs" family

# Calls made in a signal handler go through the library's dispatcher: their stacks
# must read as under ptrace (handler, the program's restorer, where the signal came).
# The signal line's stack too: the whole trace from kill on, numbers aside.
for m in ptrace buffered; do
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$m" -k -qq -e trace=kill,getppid,rt_sigreturn -o "signal.$m" \
		"$PROGS/stack_signal" || fail_ "-m $m -k stack_signal failed"
	normalise_trace "signal.$m" | sed -E 's/\b[0-9]{2,}\b/N/g' >"signal.$m.norm"
done
grep -q '^ > .*(handler+0x' signal.buffered.norm || { cat signal.buffered >&2; fail_ "no handler frame"; }
match_diff signal.ptrace.norm signal.buffered.norm

# No system call of the unwinder's reaches the trace: with and without -k, the same
# calls, as many times. (Programs that do not allocate: with -k, libc's heap is set
# up while the library loads libunwind, before recording starts.)
for prog in "$PROGS/stack_chain-O2_nofp" "$PROGS/stack_signal" "$PROGS/stack_procs family"; do
	for k in plain k; do
		opt=
		[ $k = k ] && opt=-k
		# shellcheck disable=SC2086
		timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered $opt -f -qq -o "calls.$k" $prog ||
			fail_ "-m buffered $opt $prog failed"
		# Each call once, by its first line (where a line is split depends on timing).
		grep -v '^ > ' "calls.$k" | sed -E 's/^[0-9]+ +//' | grep -v '^<\.\.\. ' |
			sed -E 's/^([a-z0-9_]+)\(.*/\1/; s/^(\+\+\+|---) .*/\1/' |
			sort | uniq -c >"calls.$k.names"
	done
	match_diff calls.plain.names calls.k.names
done

# No new descriptors in the program (libunwind's validation pipe is closed again).
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -qq -o /dev/null ls /proc/self/fd >fds.plain || fail_ "ls failed"
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -k -qq -o /dev/null ls /proc/self/fd >fds.k || fail_ "ls -k failed"
match_diff fds.plain fds.k

# Without -k nothing is loaded; with it, the library's private copy of libunwind,
# never the program's libunwind.so.8 itself.
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -qq -o /dev/null cat /proc/self/maps >maps.plain || fail_ "cat failed"
grep -qi 'unwind' maps.plain && { cat maps.plain >&2; fail_ "libunwind mapped without -k"; }
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m buffered -k -qq -o /dev/null cat /proc/self/maps >maps.k || fail_ "cat -k failed"
grep -q 'systrace-libunwind' maps.k || { cat maps.k >&2; fail_ "no private libunwind with -k"; }
grep -q 'libunwind\.so' maps.k && { cat maps.k >&2; fail_ "the shared libunwind.so.8 is mapped"; }

# Inside malloc/free (mmap, munmap), dlopen/dlclose, fork, with signals whose handler
# makes a syscall: it ends, and every shown call has its stack.
timeout 300 "$SYSTRACE" -m buffered -k -f -qq -o stress.trace "$PROGS/stack_stress" \
	"$PROGS/libstack_chain.so" 2 2>stress.err
rc=$?
[ $rc -eq 124 ] && fail_ "stack_stress under -k did not end in 300 s"
[ $rc -eq 0 ] || { cat stress.err >&2; fail_ "stack_stress under -k: exit status $rc"; }
grep -q 'without their stack' stress.err && { cat stress.err >&2; fail_ "stacks not taken"; }
grep -q '^ > .*libstack_chain\.so(f3+' stress.trace ||
	fail_ "stack_stress: no chain through the library it dlopens"

# A program with libunwind of its own, unwinding in threads and in a signal handler.
if [ -x "$PROGS/stack_ownunwind" ]; then
	timeout 300 "$SYSTRACE" -m buffered -k -f -qq -e trace=getppid -o own.trace \
		"$PROGS/stack_ownunwind" 1 2>own.err
	rc=$?
	[ $rc -eq 0 ] || { cat own.err >&2; fail_ "stack_ownunwind under -k: exit status $rc"; }
	stacks getppid own.trace >own.stacks
	grep -q 'stack_ownunwind(take) stack_ownunwind(worker)' own.stacks ||
		{ cat own.stacks >&2; fail_ "stack_ownunwind: no stacks"; }
fi
exit 0
