#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -m buffered must not harm the program: with the capture library inside it, each
# program here writes the same output and ends with the same status as untraced,
# and the trace still shows its calls. Cases: signal actions read back (masks,
# flags), seccomp strict mode (prctl, seccomp(2), one thread of two), a thread on
# a small stack that uses nearly all of it (the SIGSYS handler runs on a stack of
# its own), the program's own sigaltstack and SA_ONSTACK handlers, and a program
# that unmaps, mprotects, mremaps or maps over the library's memory; registers
# (general, vector, MXCSR) are those a syscall keeps; the descriptor limit is
# the program's. What systrace itself says ("systrace: ..." lines) is checked
# apart from the program's output.
. "${abs_top_srcdir}/tests/init.sh"
PROGS="$abs_top_builddir/tests/progs"

timeout 60 "$SYSTRACE" -m buffered -qq -o /dev/null true 2>/dev/null ||
	skip_ "-m buffered does not work here (no Syscall User Dispatch?)"

# same_as_untraced NAME PROG ARGS...: stdout and exit status of PROG traced in
# buffered mode (trace in NAME.trace) equal those of PROG untraced.
same_as_untraced() {
	name=$1
	shift
	# (Under timeout too: it sets the program's SIGINT and SIGQUIT to SIG_DFL,
	# which a background job's shell would have left ignored.)
	timeout 60 "$@" >"$name.untraced" 2>&1 </dev/null
	want=$?
	timeout 60 "$SYSTRACE" -m buffered -f -q -o "$name.trace" "$@" >"$name.out" 2>&1 </dev/null
	got=$?
	grep '^systrace: ' "$name.out" >"$name.msgs"
	grep -v '^systrace: ' "$name.out" >"$name.traced"
	match_diff "$name.untraced" "$name.traced"
	[ "$got" = "$want" ] || fail_ "$name: exit status $got traced, $want untraced"
}

# Signal actions read back as the kernel keeps them.
same_as_untraced sigaction "$PROGS/sigaction_readback"
match_grep sigaction.trace '^[0-9]+ +rt_sigaction\(SIGUSR2, NULL, \{sa_handler=SIG_IGN'

# A seccomp filter that kills at madvise, installed by the program or inherited
# across exec: the library, which maps the ring's pages ahead with madvise,
# makes no such call under it.
for how in after exec; do
	same_as_untraced "filter-$how" "$PROGS/filter_madvise" "$how"
	match_grep "filter-$how.traced" '^(after|child): 100000 calls made under the filter$'
done

# Seccomp strict mode: the program goes on untraced from there, and says so.
for how in prctl seccomp thread; do
	same_as_untraced "strict-$how" "$PROGS/strict_seccomp" "$how"
done
match_grep strict-prctl.trace '^[0-9]+ +prctl\(PR_SET_SECCOMP, SECCOMP_MODE_STRICT\) += 0$' \
	'^[0-9]+ +\+\+\+ exited with 3 \+\+\+$'
match_grep strict-seccomp.trace '^[0-9]+ +seccomp\(SECCOMP_SET_MODE_STRICT, 0x1, NULL\) += -1 EINVAL' \
	'^[0-9]+ +seccomp\(SECCOMP_SET_MODE_STRICT, 0, NULL\) += 0$'
match_grep strict-thread.trace 'prctl\(PR_SET_SECCOMP, SECCOMP_MODE_STRICT' \
	'^[0-9]+ +\+\+\+ exited with 4 \+\+\+$'
# Each says once that it goes on untraced; the thread of two, which ended by
# itself untraced, gets no made-up end from the group's exit (only the
# process's own end, with its leader's pid).
for how in prctl seccomp thread; do
	n=$(grep -c '^systrace: pid [0-9]* entered seccomp strict mode: its later system calls are not traced$' \
		"strict-$how.msgs")
	[ "$n" = 1 ] || { cat "strict-$how.msgs" >&2; fail_ "strict-$how: $n strict mode notes"; }
done
tpid=$(sed -n 's/^systrace: pid \([0-9]*\) entered seccomp strict mode.*/\1/p' strict-thread.msgs)
mpid=$(sed -n 's/^\([0-9]*\) *exit_group(4) .*/\1/p' strict-thread.trace)
[ -n "$mpid" ] && [ "$tpid" != "$mpid" ] ||
	fail_ "strict-thread: the note names pid $tpid, the main thread is $mpid"
if grep -Eq "^$tpid +\+\+\+ " strict-thread.trace; then
	cat strict-thread.trace >&2
	fail_ "strict-thread: an end line for the thread that went on untraced"
fi
n=$(grep -Ec '^[0-9]+ +\+\+\+ exited with 4 \+\+\+$' strict-thread.trace)
[ "$n" = 1 ] || fail_ "strict-thread: $n ends with status 4, expected 1 (the process's)"

# The SIGSYS handler's frame is not on the program's stack: a thread with 1 KiB
# of stack left, and a handler on a small alternate stack, make syscalls.
same_as_untraced small-stack "$PROGS/small_stack"
match_grep small-stack.trace '^[0-9]+ +write\(1, "deep: write\\n", 12\) += 12$' \
	'^[0-9]+ +write\(1, "handler: write\\n", 15\) += 15$'

# The program's own sigaltstack and SA_ONSTACK handlers, as untraced.
same_as_untraced own-altstack "$PROGS/own_altstack"
match_grep own-altstack.trace '^[0-9]+ +sigaltstack\(\{ss_sp=0x[0-9a-f]+, ss_flags=0, ss_size=65536\}, NULL\) += -1 EPERM'

# The handler gives back every register a syscall keeps, vector state included.
same_as_untraced regs "$PROGS/regs_kept"

# munmap (with the gaps around), mprotect, madvise, mremap and MAP_FIXED mmap of
# the ring and the library: results as untraced, the program goes on, and the
# records of the calls after them arrive.
same_as_untraced unmap "$PROGS/unmap_lib"
match_grep unmap.trace '^[0-9]+ +munmap\(0x[0-9a-f]+, [0-9]+\) += 0$' \
	'^[0-9]+ +mprotect\(0x[0-9a-f]+, [0-9]+, PROT_NONE\) += -1 ENOMEM' \
	'^[0-9]+ +mremap\(.* = -1 EFAULT' \
	'^[0-9]+ +write\(1, "after: pid ok\\n", 14\) += 14$' \
	'^[0-9]+ +\+\+\+ exited with 0 \+\+\+$'
# ... and the end of the run says how many calls were kept off systrace's memory.
match_grep unmap.msgs '^systrace: [0-9]+ calls of process [0-9]+ covered systrace.s own memory \(ring, capture library, signal stacks, -m rewrite.s page 0\) and were applied to the rest of their range$'
pid=$(sed -n 's/^\([0-9]*\) .*+++ exited with 0 +++$/\1/p' unmap.trace)
match_grep unmap.msgs "^systrace: [0-9]+ calls of process $pid covered"

# The program gets the descriptor limit it was given (systrace raises its own).
if (ulimit -Sn 256) 2>/dev/null && [ "$(ulimit -Hn)" != 256 ]; then
	ulimit -Sn 256
	same_as_untraced nofile sh -c 'ulimit -Sn; ulimit -Hn'
	match_grep nofile.traced '^256$'
fi
