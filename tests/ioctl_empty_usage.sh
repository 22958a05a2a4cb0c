#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# systrace-ioctl-bench's command line: every bad input gives exit status 2 and one
# line on stderr naming the problem, before anything runs; --help and --version work.
. "${abs_top_srcdir:-$(dirname "$0")/..}/tests/init.sh"

bench=$abs_top_builddir/bench/ioctl_empty/ioctl_empty
[ -x "$bench" ] || framework_failure_ "no $bench"

# bad PATTERN ARGS...: exit 2, nothing on stdout, one stderr line matching PATTERN.
bad() {
	pat=$1; shift
	"$bench" "$@" >out 2>err
	rc=$?
	[ $rc -eq 2 ] || { cat err >&2; fail_ "'$*' exited with $rc, expected 2"; }
	[ ! -s out ] || { cat out >&2; fail_ "'$*' wrote on stdout"; }
	[ "$(wc -l <err)" -eq 1 ] || { cat err >&2; fail_ "'$*': not exactly one line on stderr"; }
	grep -Eq "^systrace-ioctl-bench: .*$pat" err ||
		{ cat err >&2; fail_ "'$*': stderr does not match $pat"; }
}

bad "--iterations: '0' is not a number" -n 0
bad "--iterations: 'abc' is not a number" -n abc
bad "--iterations: '-5' is not a number" --iterations=-5
bad "--iterations: '99999999999999999999999' is not a number" -n 99999999999999999999999
bad "--iterations: '10x' is not a number" -n 10x
bad "option '-n' needs a value" -n
bad "option '--iterations' needs a value" --iterations
bad "--warmup: 'x' is not a number" -w x
bad "--tracer: unknown tracer 'bogus' \(use none, ftrace, .* or all\)" --tracer bogus
bad "--tracer: unknown tracer 'lttng'" --tracer none,lttng
bad "--tracer: empty list" --tracer ,
bad "--cpu: 'banana' is not a number" --cpu banana
bad "--cpu: '-1' is not a number" --cpu -1
bad "--cpu: CPU 1000 is not available here \(CPUs allowed: " --cpu 1000
bad "--target: unknown target 'disk'" --target disk
bad "--plot: 'out.pdf' must end in .svg or .png" --plot out.pdf
bad "--csv and --json: choose one" --csv --json
bad "unknown option '--frobnicate'" --frobnicate
bad "unknown option '--csv=1'" --csv=1
bad "unknown option '-X'" -X
bad "unexpected argument 'strace'" strace
bad "--child-out is internal" --child-out /tmp/x
bad "--child-loop is internal" --child-loop

expect_status 0 "$bench" --help >help.out
match_grep help.out '^Usage: systrace-ioctl-bench \[OPTIONS\]$' \
	' none ' ' ftrace ' ' bpftrace ' ' perf ' ' strace ' \
	' systrace-ptrace ' ' systrace-seccomp ' ' systrace-buffered '
expect_status 0 "$bench" --version >version.out
match_grep version.out '^systrace-ioctl-bench \(systrace\) [0-9]'

# Not a usage error, but one clear line too: the module is not loaded.
if [ ! -e /proc/ioctl_empty ]; then
	"$bench" --target module -n 10 >out 2>err
	rc=$?
	[ $rc -eq 1 ] || fail_ "--target module without the module exited with $rc, expected 1"
	[ "$(wc -l <err)" -eq 1 ] || { cat err >&2; fail_ "--target module: not one line"; }
	match_grep err '^systrace-ioctl-bench: --target module: cannot open /proc/ioctl_empty: '
fi
exit 0
