#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Every syscall in src/syscalls.def has a decoder or takes no arguments; the ones
# that do not yet are listed in tests/undecoded-syscalls, a list that may only
# shrink. The test prints them and their count, and fails when
#  - a syscall with arguments has no decoder and is not on the list (a new row
#    needs a decoder, or strace prints it raw too: write one that says so), or
#  - a syscall on the list has a decoder now, or is no longer in the table:
#    remove it from the list (the list only shrinks).
# Regenerate the list after decoding some: tests/syscall_coverage.sh --print >tests/undecoded-syscalls
# (then check the diff only removes lines).
. "${abs_top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}/tests/init.sh"

def="$abs_top_srcdir/src/syscalls.def"
list="$abs_top_srcdir/tests/undecoded-syscalls"
[ -r "$def" ] || framework_failure_ "no $def"
[ -r "$list" ] || framework_failure_ "no $list"

# undecoded: "NAME" of each row whose DECODER field is "-" and whose argument
# list is not empty (argN placeholders count: Linux never implemented those).
undecoded() {
	sed -n 's/^[0-9][0-9]*[[:space:]][[:space:]]*\([a-z0-9_]*\)(\([^)]*\))[[:space:]][[:space:]]*[^[:space:]][^[:space:]]*[[:space:]][[:space:]]*[^[:space:]][^[:space:]]*[[:space:]][[:space:]]*\([^[:space:]][^[:space:]]*\).*$/\1 \2 \3/p' "$def" |
		sed -n 's/^\([a-z0-9_]*\) [^ ][^ ]* -$/\1/p' | LC_ALL=C sort -u
}

if [ "${1-}" = --print ]; then
	echo "# SPDX-License-Identifier: GPL-2.0-or-later"
	echo "# Syscalls with arguments that systrace does not decode yet (tests/syscall_coverage.sh)."
	echo "# This list may only shrink: decode one, then remove its line."
	undecoded
	exit 0
fi

rows=$(sed -n '/^[0-9]/p' "$def" | wc -l)
[ "$rows" -gt 300 ] || framework_failure_ "only $rows rows read from $def"

undecoded >now.txt
sed -e '/^#/d' -e '/^[[:space:]]*$/d' "$list" | LC_ALL=C sort -u >allowed.txt
count=$(wc -l <now.txt)
count=$((count + 0))
echo "undecoded syscalls with arguments: $count of $rows"
sed 's/^/  /' now.txt

LC_ALL=C comm -23 now.txt allowed.txt >new.txt
LC_ALL=C comm -13 now.txt allowed.txt >gone.txt
failed=
if [ -s new.txt ]; then
	warn_ "not decoded and not in tests/undecoded-syscalls (write a decoder):"
	sed 's/^/  /' new.txt >&2
	failed=1
fi
if [ -s gone.txt ]; then
	warn_ "in tests/undecoded-syscalls but decoded now (or gone): remove them from the list:"
	sed 's/^/  /' gone.txt >&2
	failed=1
fi
[ -z "$failed" ] || fail_ "tests/undecoded-syscalls is out of date (see above)"
