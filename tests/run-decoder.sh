#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# run-decoder.sh PROG: automake's LOG_COMPILER for decoder tests.
# PROG prints the exact trace lines systrace must produce; its source's first
# comment "/* systrace: OPTIONS */" gives the options (after a default -a0, so
# return values follow ") " directly). The trace is compared from the line equal
# to PROG's first expected line on (what the dynamic loader does before main is
# not the test's business), and PROG's own writes of its expected output to fd 1
# are left out.
# SYSTRACE_MODE=seccomp|buffered runs the same test in another capture mode.
prog=$1
case "$prog" in /*) ;; *) prog="$PWD/$prog" ;; esac
. "${abs_top_srcdir:-$(dirname "$0")/..}/tests/init.sh"

name=${prog##*/}
src="$abs_top_srcdir/tests/decode/$name.c"
[ -r "$src" ] || framework_failure_ "no source $src"
options=$(sed -n 's|^/\* systrace: \(.*\) \*/$|\1|p' "$src" | head -n 1)
[ -n "$options" ] || framework_failure_ "$src has no '/* systrace: OPTIONS */' line"
mode=${SYSTRACE_MODE:-ptrace}

# shellcheck disable=SC2086
"$SYSTRACE" -m "$mode" -o trace.out -a0 $options -- "$prog" >expected.out
rc=$?
[ $rc -eq 77 ] && skip_ "$(cat expected.out | tail -n 1)"
[ $rc -eq 0 ] || { cat trace.out >&2; fail_ "systrace $options $name exited with $rc"; }

# Drop the program's own stdout writes (its expected output, flushed at exit).
grep -v '^write(1, ' trace.out >trace.kept
from_first_expected expected.out trace.kept >actual.out
[ -s actual.out ] || cp trace.kept actual.out
match_diff expected.out actual.out
