#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -m buffered against a program that corrupts the ring it shares with systrace,
# in every layout of tests/progs/hostile_ring: systrace ends, the program's output
# and exit status are untouched, and what systrace stepped over is reported.
. "${abs_top_srcdir:-.}/tests/init.sh"

PROG="$TESTS_BIN/progs/hostile_ring"
timeout 60 "$SYSTRACE" -m buffered -o /dev/null true 2>err.txt ||
	skip_ "-m buffered does not work here: $(cat err.txt)"

for mode in header forge busy random flip; do
	timeout 60 "$SYSTRACE" -m buffered -f -o trace.$mode "$PROG" $mode >out.$mode 2>err.$mode
	rc=$?
	[ $rc -ne 124 ] || fail_ "$mode: systrace did not end within 60 s"
	[ $rc -eq 7 ] || { cat err.$mode >&2; fail_ "$mode: exit status $rc, expected 7 (the program's)"; }
	[ "$(cat out.$mode)" = done ] || fail_ "$mode: the program's output changed: $(cat out.$mode)"
	match_grep trace.$mode '^([0-9]+ +)?\+\+\+ exited with 7 \+\+\+$' 'getppid\(\) += [0-9]+$'
	# Nothing about pid 1: forged ids are never followed.
	if grep -Eq '^1 |pid +1\]|Process 1 attached' trace.$mode err.$mode; then
		fail_ "$mode: a forged pid 1 was followed"
	fi
done
match_grep err.forge "records naming processes that are not systrace's tracees ignored" \
	'corrupt records skipped' 'records lost in total'
match_grep err.busy 'records lost \(writer died while writing them\)'
match_grep err.random 'corrupt records skipped'
exit 0
