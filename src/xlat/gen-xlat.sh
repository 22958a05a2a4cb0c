#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# gen-xlat.sh NAME.in NAME.h: turn a table of names into a C header.
# Input lines, order kept (flags print in it):
#   NAME              the value is the system headers' NAME
#   NAME VALUE        an explicit value (the kernel's, x86_64)
#   NAME VALUE enum   the same, and NAME is an enum constant (not a macro) that an
#                     "#include" line of the file declares
#   NAME VALUE unchecked
#                     the same, never compared with the headers (say why in a comment:
#                     glibc defines NAME differently on purpose, or not as a constant)
#   #include <...>    copied into the header
#   # comment, blank  ignored
# Every explicit VALUE is checked against the headers when the build compiles the
# header: a macro NAME the headers define (through the "#include" lines or the file
# that includes the header) must equal VALUE, an "enum" NAME always, so a wrong table
# fails the build instead of printing a wrong name.
set -eu
in=$1 out=$2
name=$(basename "$in" .in)

# is_identifier WORD: WORD can be a C macro name (not "A|B", "!A", ...).
is_identifier() {
	case $1 in
	'' | [0-9]* | *[!A-Za-z0-9_]*) return 1 ;;
	esac
	return 0
}

entries() {
	sed -e '/^#/d' -e '/^[[:space:]]*$/d' "$in"
}

{
	echo "/* Generated from $name.in by gen-xlat.sh: edit the .in file. */"
	echo '#include "xlat.h"'
	grep '^#include' "$in" || true
	echo "static const struct xlat_entry ${name}_entries[] = {"
	entries | while read -r sym val rest; do
		printf '\t{ (uint64_t)(%s), "%s" },\n' "${val:-$sym}" "$sym"
	done
	echo "};"
	echo "static const struct xlat $name = { ${name}_entries, sizeof(${name}_entries) / sizeof(${name}_entries[0]) };"
	echo "/* The values written in $name.in are the system headers' ones (a negative"
	echo " * macro may equal an unsigned value: compared as C converts them). */"
	echo '#pragma GCC diagnostic push'
	echo '#pragma GCC diagnostic ignored "-Wsign-compare"'
	entries | while read -r sym val rest; do
		[ -n "$val" ] && is_identifier "$sym" || continue
		assert="_Static_assert(($sym) == ($val), \"$sym\");"
		case $rest in
		unchecked*) ;;
		enum*) echo "$assert" ;;
		*) printf '#ifdef %s\n%s\n#endif\n' "$sym" "$assert" ;;
		esac
	done
	echo '#pragma GCC diagnostic pop'
} >"$out.tmp"
mv "$out.tmp" "$out"
