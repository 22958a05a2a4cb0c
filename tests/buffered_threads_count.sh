#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -m buffered loses no record of a busy multi-threaded program: 16 threads make
# 5000 getppid calls each, faster than systrace formats them (-tt -T), so the
# ring is far behind when the process exits. Every call is in the trace, each
# thread's all of them, and nothing is reported lost; five runs, exact counts.
# (Once, the process's end was reported after one batch of what was left in the
# ring, and its later records were dropped without a word.)
. "${abs_top_srcdir:-.}/tests/init.sh"

timeout 60 "$SYSTRACE" -m buffered -o /dev/null true 2>err.txt ||
	skip_ "-m buffered does not work here: $(cat err.txt)"

threads=16
calls=5000
want=$((threads * calls + 1))	# and the main thread's own getppid
for i in 1 2 3 4 5; do
	timeout 60 "$SYSTRACE" -m buffered -f -qq -tt -T -e trace=getppid -o t.out \
		"$TESTS_BIN/progs/rw_threads" $threads $calls >prog.out 2>t.err
	rc=$?
	[ $rc -eq 0 ] || { cat t.err >&2; fail_ "run $i: exit $rc"; }
	match_grep prog.out "^threads $threads calls $calls wrong 0\$"
	n=$(grep -c ' getppid() *= ' t.out)
	[ "$n" -eq $want ] || {
		cat t.err >&2
		sed 's/ .*//' t.out | sort | uniq -c >&2
		fail_ "run $i: $n getppid lines, want $want"
	}
	# Each worker thread: exactly its calls.
	grep ' getppid() *= ' t.out | sed 's/ .*//' | sort | uniq -c | sed 's/^ *//' >per.tid
	nt=$(grep -c "^$calls " per.tid)
	[ "$nt" -eq $threads ] || { cat per.tid >&2; fail_ "run $i: $nt threads with all $calls calls"; }
	if grep -q 'lost' t.err; then
		cat t.err >&2
		fail_ "run $i: records reported lost"
	fi
done
exit 0
