#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Every pending stop is served: busy threads by the dozen must not keep the one that
# has a signal to take from running. tests/progs/orphan_threads ends only when a
# worker thread takes the SIGHUP the kernel sends when the process group is
# orphaned; a tracer that always serves the busy threads first never gets there.
# Not timed: it must end (strace takes well under a second; the timeout is generous).
# The elapsed times, systrace's and strace's, are printed for reading, never checked.
. "${abs_top_srcdir}/tests/init.sh"
PROG="$abs_top_builddir/tests/progs/orphan_threads"

now_ms() { t=$(date +%s%N 2>/dev/null) && [ "${t%N}" = "$t" ] && echo $((t / 1000000)); }

"$PROG" 24 || fail_ "untraced, orphan_threads exited with $?"
for n in 12 24 48; do
	t0=$(now_ms)
	timeout -k 5 60 "$SYSTRACE" -f -qq -e trace=none -o trace.$n "$PROG" $n >out.$n 2>err.$n
	st=$?
	t1=$(now_ms)
	if [ -n "$t0" ] && [ -n "$t1" ]; then
		line="$n threads: systrace $((t1 - t0)) ms"
		if command -v strace >/dev/null 2>&1; then
			t0=$(now_ms)
			timeout -k 5 60 strace -f -qq -e trace=none -o /dev/null "$PROG" $n >/dev/null 2>&1
			t1=$(now_ms)
			line="$line, strace $((t1 - t0)) ms"
		fi
		echo "$line"
	fi
	case $st in 124|137) fail_ "$n threads: still running after 60 s" ;; esac
	[ $st -eq 0 ] || { cat err.$n >&2; fail_ "$n threads: exit status $st"; }
	# Both its children took the SIGHUP: the stopper died of it, the worker ended.
	match_grep trace.$n '--- SIGHUP \{si_signo=SIGHUP, si_code=SI_KERNEL\} ---'
done
exit 0
