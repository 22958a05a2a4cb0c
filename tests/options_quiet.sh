#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -e quiet=SET / --quiet=SET (strace 6.1's names: attach, exit, path-resolution,
# personality, thread-execve, superseded, all, none, !SET), next to -q and -qq.
. "${abs_top_srcdir}/tests/init.sh"
prog="$abs_top_builddir/tests/progs/options_consts"
progs="$abs_top_builddir/tests/progs"
run() {
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -a0 -e trace=flock "$@" "$prog" 2>out ||
		fail_ "systrace $* failed"
}
flock='flock(-1, LOCK_EX|LOCK_NB|0x1000) = -1 EINVAL (Invalid argument)'

run
printf '%s\n' "$flock" '+++ exited with 0 +++' >exp
match_diff exp out
for q in '!exit' '!all' none 'attach,personality' path-resolution; do
	run -e quiet="$q"
	match_diff exp out
done
run --quiet='!exit,attach'
match_diff exp out

printf '%s\n' "$flock" >exp
for q in "-e quiet=exit" "-e quiet=all" "--quiet=exit" "--silent=exit,attach" \
	"--silence=all" "-e silent=exit" "-e q=exit" "-e quiet=!attach" "-qq" "-qqq" "-q -e quiet=exit"; do
	# shellcheck disable=SC2086 # (the options are words)
	run $q
	match_diff exp out
done

# attach: "Process N attached" / "detached" (-p) go, the trace stays.
# (the sleeper sleeps 100 x 10 ms after reading its line; $! is its pid)
echo | "$progs/sleeper" 100 >/dev/null &
pid=$!
sleep 0.2
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -e quiet=attach -e trace=none -p "$pid" 2>out
wait "$pid"
grep -q 'attached\|detached' out && fail_ "-e quiet=attach: $(cat out)"
grep -q '^+++ exited with 5 +++$' out || fail_ "-e quiet=attach: no exit line: $(cat out)"

# superseded (thread-execve): "+++ superseded by execve in pid N +++" goes.
for q in superseded thread-execve; do
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -f -e quiet="$q" -e trace=execve \
		"$progs/exec_thread" /bin/true 2>out || fail_ "-e quiet=$q failed"
	grep -q superseded out && fail_ "-e quiet=$q: $(cat out)"
	grep -q '^+++ exited with 0 +++$' out || fail_ "-e quiet=$q: no exit line: $(cat out)"
done
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -f -e trace=execve "$progs/exec_thread" /bin/true 2>out ||
	fail_ "exec_thread failed"
grep -q '^+++ superseded by execve in pid [0-9]* +++$' out || fail_ "no superseded line: $(cat out)"

for bad in foo '' '!attach,foo'; do
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -e quiet="$bad" true 2>err
	[ $? -eq 2 ] || fail_ "-e quiet=$bad did not fail with status 2"
done
printf '%s\n' "systrace: invalid quiet 'foo'" >exp
match_diff exp err
exit 0
