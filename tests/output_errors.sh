#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# A trace that cannot be written is never lost silently, in every mode: -o /dev/full,
# the trace on a standard error that is /dev/full, the -c table and the --overhead
# report (a full file system and -ff: output_full_fs.sh). The first failure is said once, the count of lines that could not
# be written at the end, systrace exits with 1, and the program runs to its end
# unharmed (same output as untraced).
. "${abs_top_srcdir}/tests/init.sh"
PROGS="$abs_top_builddir/tests/progs"
[ -w /dev/full ] || skip_ "no /dev/full"

# A program with output of its own, to check it is not harmed.
counter='i=0; while [ $i -lt 300 ]; do echo $i; i=$((i + 1)); done'
sh -c "$counter" >prog.exp

modes_run=0
for m in ptrace seccomp buffered; do
	if ! timeout 60 "$SYSTRACE" -m "$m" -qq -o /dev/null true 2>/dev/null; then
		warn_ "mode $m not available here, not tested"
		continue
	fi
	modes_run=$((modes_run + 1))

	# -o /dev/full: 50 getppid lines and the exit line, all lost, said exactly.
	timeout 60 "$SYSTRACE" -m "$m" -e trace=getppid -o /dev/full "$PROGS/nsyscalls" 50 \
		>out 2>err
	rc=$?
	[ "$rc" = 1 ] || fail_ "-m $m -o /dev/full: exit status $rc, expected 1"
	cat >err.exp <<-EOF
	systrace: write to trace file '/dev/full' failed: No space left on device
	systrace: 51 trace lines could not be written
	EOF
	match_diff err.exp err

	# The program is not harmed: it runs to its end with the same output.
	timeout 60 "$SYSTRACE" -m "$m" -o /dev/full sh -c "$counter" >prog.out 2>err
	rc=$?
	[ "$rc" = 1 ] || fail_ "-m $m -o /dev/full sh: exit status $rc, expected 1"
	match_diff prog.exp prog.out
	[ "$(grep -c 'failed: No space left on device$' err)" = 1 ] ||
		fail_ "-m $m: the failure must be said exactly once: $(cat err)"
	grep -Eq '^systrace: [1-9][0-9]* trace lines could not be written$' err ||
		fail_ "-m $m: no count of lost lines: $(cat err)"

	# The trace on standard error, which is /dev/full: only the status can tell.
	timeout 60 "$SYSTRACE" -m "$m" sh -c "$counter" >prog.out 2>/dev/full
	rc=$?
	[ "$rc" = 1 ] || fail_ "-m $m 2>/dev/full: exit status $rc, expected 1"
	match_diff prog.exp prog.out

	# A program killed by a signal: systrace dies of it too, and still says.
	timeout 60 "$SYSTRACE" -m "$m" -e trace=getppid -o /dev/full sh -c \
		"$PROGS/nsyscalls 5; kill -SEGV \$\$" >out 2>err
	rc=$?
	[ "$rc" = 139 ] || fail_ "-m $m -o /dev/full, program killed: exit status $rc, expected 139"
	grep -q "^systrace: write to trace file '/dev/full' failed: No space left on device\$" err ||
		fail_ "-m $m, program killed: no message: $(cat err)"
	grep -Eq '^systrace: [0-9]+ trace lines? could not be written$' err ||
		fail_ "-m $m, program killed: no count: $(cat err)"

	# The -c table alone, and the --overhead report alone.
	for opt in -c --overhead; do
		timeout 120 "$SYSTRACE" -m "$m" -qq "$opt" -e trace=getppid -o /dev/full \
			"$PROGS/nsyscalls" 5 >out 2>err
		rc=$?
		[ "$rc" = 1 ] || fail_ "-m $m $opt -o /dev/full: exit status $rc, expected 1"
		grep -q "^systrace: write to trace file '/dev/full' failed: No space left on device\$" err ||
			fail_ "-m $m $opt: no message: $(cat err)"
		grep -Eq '^systrace: [0-9]+ trace lines could not be written$' err ||
			fail_ "-m $m $opt: no count: $(cat err)"
	done
done
[ "$modes_run" -gt 0 ] || skip_ "no capture mode works here"
exit 0
