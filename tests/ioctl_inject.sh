#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The decoder tests of INJECT_DECODER_TESTS (tests/local.mk): ioctl results that
# need a device this machine lacks, made by -e inject=ioctl:retval=0. Each program
# prints the lines systrace must write (its source's "/* systrace: OPTIONS */"
# gives the options, -e inject among them: that is how they are found here); run
# in ptrace and seccomp modes, where injection works, the trace must end with them
# exactly.
. "${abs_top_srcdir}/tests/init.sh"
failed=
n=0
for src in "$abs_top_srcdir"/tests/decode/*.c; do
	grep -q '^/\* systrace: .*-e inject=' "$src" || continue
	name=$(basename "$src" .c)
	n=$((n + 1))
	prog="$abs_top_builddir/tests/decode/$name"
	[ -x "$prog" ] || framework_failure_ "$prog is not built"
	options=$(sed -n 's|^/\* systrace: \(.*\) \*/$|\1|p' "$src" | head -n 1)
	for mode in ptrace seccomp; do
		# shellcheck disable=SC2086
		timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$mode" -a0 -o trace $options \
			"$prog" >expected || fail_ "systrace -m $mode $name failed"
		grep -v '^write(1, ' trace >kept
		from_first_expected expected kept >actual
		if ! diff -u expected actual >"diff.$name.$mode"; then
			cat "diff.$name.$mode" >&2
			failed="$failed $name($mode)"
		fi
	done
done
[ "$n" -gt 0 ] || framework_failure_ "no test uses -e inject"
[ -z "$failed" ] || fail_ "output differs:$failed"
