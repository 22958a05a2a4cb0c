#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The trace on a file system that fills up (a 64 KiB tmpfs mounted for the test), in
# every mode, with -o and with -ff: what fits is written, the rest is counted exactly
# (lines in the files + lines said lost = lines of the same run on a roomy disk),
# the failure is said once, systrace exits with 1, the program ends normally.
. "${abs_top_srcdir}/tests/init.sh"
PROGS="$abs_top_builddir/tests/progs"
require_root
mkdir mnt || framework_failure_ "mkdir"
mount -t tmpfs -o size=64k,nr_inodes=64 systrace-test mnt 2>/dev/null ||
	skip_ "cannot mount a tmpfs here"
# Unmount whatever happens; init.sh's trap removes the directory after this.
trap 'rc=$?; umount "$TEST_DIR/mnt" 2>/dev/null; [ $rc -eq 0 ] || [ $rc -eq 77 ] && cleanup_; exit $rc' EXIT

# lost FILE: the number in "systrace: N trace lines could not be written".
lost() { sed -n 's/^systrace: \([0-9]*\) trace lines* could not be written$/\1/p' "$1"; }

modes_run=0
for m in ptrace seccomp buffered; do
	if ! timeout 60 "$SYSTRACE" -m "$m" -qq -o /dev/null true 2>/dev/null; then
		warn_ "mode $m not available here, not tested"
		continue
	fi
	modes_run=$((modes_run + 1))

	# 5000 getppid lines (about 200 KiB) and the exit line, into 64 KiB.
	timeout 120 "$SYSTRACE" -m "$m" -e trace=getppid -o mnt/trace "$PROGS/nsyscalls" 5000 2>err
	rc=$?
	[ "$rc" = 1 ] || fail_ "-m $m: exit status $rc, expected 1: $(cat err)"
	grep -c "^systrace: write to trace file 'mnt/trace' failed: No space left on device\$" err |
		grep -qx 1 || fail_ "-m $m: the failure must be said once: $(cat err)"
	n=$(lost err)
	[ -n "$n" ] || fail_ "-m $m: no count of lost lines: $(cat err)"
	# A line cut short at the end of the disk counts as lost (wc -l does not count it).
	whole=$(wc -l <mnt/trace)
	[ "$whole" -gt 100 ] || fail_ "-m $m: only $whole lines written"
	[ $((whole + n)) = 5001 ] || fail_ "-m $m: $whole lines written + $n lost, expected 5001"
	rm -f mnt/trace

	# -ff: a file per process, the same accounting over all of them, against the
	# same run on a roomy disk (the shell makes a getppid call of its own).
	ffrun() {
		timeout 120 "$SYSTRACE" -m "$m" -ff -e trace=getppid -e signal=none -o "$1" \
			sh -c "$PROGS/nsyscalls 3000 & $PROGS/nsyscalls 3000; wait" 2>err
	}
	ffrun roomy || fail_ "-m $m -ff: the run on a roomy disk failed: $(cat err)"
	want=$(cat roomy.* | wc -l)
	rm -f roomy.*
	ffrun mnt/ff
	rc=$?
	[ "$rc" = 1 ] || fail_ "-m $m -ff: exit status $rc, expected 1: $(cat err)"
	grep -c "^systrace: write to trace file 'mnt/ff\.[0-9]*' failed: No space left on device\$" err |
		grep -qx 1 || fail_ "-m $m -ff: the failure must be said once: $(cat err)"
	n=$(lost err)
	# Each file on its own: a line cut short at the end of one is not a line.
	whole=0
	for f in mnt/ff.*; do
		whole=$((whole + $(wc -l <"$f")))
	done
	[ -n "$n" ] && [ $((whole + n)) = "$want" ] ||
		fail_ "-m $m -ff: $whole lines written + ${n:-no} lost, expected $want"
	rm -f mnt/ff.*
done
[ "$modes_run" -gt 0 ] || skip_ "no capture mode works here"
exit 0
