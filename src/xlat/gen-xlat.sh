#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# gen-xlat.sh NAME.in NAME.h: turn a table of names into a C header.
# Input lines: "NAME" (value from the C headers), "NAME VALUE" (explicit value),
# "#include <...>" (copied), "# comment", blank. Order is kept: flags print in it.
set -eu
in=$1 out=$2
name=$(basename "$in" .in)
{
	echo "/* Generated from $name.in by gen-xlat.sh: edit the .in file. */"
	echo '#include "xlat.h"'
	grep '^#include' "$in" || true
	echo "static const struct xlat_entry ${name}_entries[] = {"
	sed -e '/^#/d' -e '/^[[:space:]]*$/d' "$in" | while read -r sym val rest; do
		if [ -n "$val" ]; then
			printf '\t{ (uint64_t)(%s), "%s" },\n' "$val" "$sym"
		else
			printf '\t{ (uint64_t)(%s), "%s" },\n' "$sym" "$sym"
		fi
	done
	echo "};"
	echo "static const struct xlat $name = { ${name}_entries, sizeof(${name}_entries) / sizeof(${name}_entries[0]) };"
} >"$out.tmp"
mv "$out.tmp" "$out"
