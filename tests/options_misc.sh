#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# --tips (a boxed tip on stderr at exit, in compact or full format, or none), -d
# (systrace's own debug messages on stderr), and that every option of this series
# is in --help and in systrace(1).
. "${abs_top_srcdir}/tests/init.sh"
prog="$abs_top_builddir/tests/progs/options_consts"
run() {
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -qq -e trace=none "$@" "$prog" 2>err ||
		fail_ "systrace $* failed"
}

run --tips
grep -q '^  ___*$' err && grep -q '^ | .* |$' err && grep -q '^ \\___*/$' err ||
	fail_ "--tips: no box: $(cat err)"
run --tips=id:2,format:full
grep -q '^ | systrace tip 2  *|$' err || fail_ "--tips=id:2,format:full: $(cat err)"
run --tips=3,compact
grep -q 'systrace tip' err && fail_ "--tips=compact has a title: $(cat err)"
grep -q '^ | .* |$' err || fail_ "--tips=3,compact: no box: $(cat err)"
run --tips=none
[ -s err ] && fail_ "--tips=none printed: $(cat err)"
run --tips --tips=format:none
[ -s err ] && fail_ "--tips=format:none printed: $(cat err)"
timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" --tips=id:x true 2>err
[ $? -eq 2 ] || fail_ "--tips=id:x did not fail with status 2"
echo "systrace: invalid --tips argument: 'id:x'" >exp
match_diff exp err

run -d
grep -q '^systrace: mode ptrace, output stderr, program ' err || fail_ "-d: $(cat err)"
grep -q '^systrace: tracing over: exit status 0$' err || fail_ "-d: $(cat err)"
run --debug -m seccomp
grep -q '^systrace: mode seccomp' err || fail_ "--debug -m seccomp: $(cat err)"
run
[ -s err ] && fail_ "messages without -d: $(cat err)"

timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" --help >help || fail_ "--help failed"
man="$abs_top_srcdir/man/systrace.1"
for o in -X --const-print-style abbrev= verbose= raw= --strings-in-hex quiet= \
	--silent -O --summary-syscall-overhead -S avg-time -U --summary-columns --tips \
	-d --debug -D -DD -DDD --daemonize "'|" "NAME@64" "?NAME"; do
	grep -q -F -e "$o" help || fail_ "--help does not mention $o"
done
for o in '\-X, \-\-const\-print\-style' 'abbrev=' 'verbose=' 'raw=' '\-\-strings\-in\-hex' \
	'quiet=' '\-O, \-\-summary\-syscall\-overhead' 'avg\-time' '\-U, \-\-summary\-columns' \
	'\-\-tips' '\-d, \-\-debug' '\-D, \-\-daemonize' '.BI | command' '@64'; do
	grep -q -F -e "$o" "$man" || fail_ "systrace(1) does not mention $o"
done
exit 0
