#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Every decoder test's expected lines are strace's: run each test program under the
# installed strace with the same options and compare, the way run-decoder.sh compares
# systrace's trace. This keeps "systrace prints what strace prints" honest.
. "${abs_top_srcdir}/tests/init.sh"
require_cmd strace
failed=
for src in "$abs_top_srcdir"/tests/decode/*.c; do
	name=$(basename "$src" .c)
	prog="$abs_top_builddir/tests/decode/$name"
	[ -x "$prog" ] || continue
	options=$(sed -n 's|^/\* systrace: \(.*\) \*/$|\1|p' "$src" | head -n 1)
	# shellcheck disable=SC2086
	strace -o trace -a0 $options "$prog" >expected 2>/dev/null
	rc=$?
	[ $rc = 77 ] && continue
	grep -v '^write(1, ' trace >kept
	from_first_expected expected kept >actual
	if ! diff -u expected actual >"diff.$name"; then
		cat "diff.$name" >&2
		failed="$failed $name"
	fi
done
[ -z "$failed" ] || fail_ "strace 6 prints something else than these tests expect:$failed"
