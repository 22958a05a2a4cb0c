#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -m rewrite's instruction decoder (src/preload/x86_insn.c) against objdump: every
# FDE range of this machine's libc, dynamic loader and systrace itself decoded
# from its start; the instruction starts must be objdump's, exactly.
. "${abs_top_srcdir}/tests/init.sh"
CHECK="$abs_top_builddir/tests/progs/rw_sitecheck"
command -v objdump >/dev/null 2>&1 || skip_ "no objdump (binutils)"
"$CHECK" libs >libs.txt || framework_failure_ "rw_sitecheck libs failed"
libc=$(sed -n 1p libs.txt)
ldso=$(sed -n 2p libs.txt)
[ -f "$libc" ] && [ -f "$ldso" ] || framework_failure_ "libc or ld.so not found: $(cat libs.txt)"
# systrace's own binary (only read, never run)
self="$abs_top_builddir/src/systrace"
i=0
for f in "$libc" "$ldso" "$self"; do
	i=$((i + 1))
	objdump -d -w --insn-width=16 "$f" >"dis$i.txt" 2>"dis$i.err" ||
		framework_failure_ "objdump -d $f failed: $(cat "dis$i.err")"
	"$CHECK" decode "$f" "dis$i.txt" >"decode$i.out" 2>&1
	rc=$?
	cat "decode$i.out"
	[ "$rc" = 0 ] || fail_ "the decoder and objdump differ on $f"
	match_grep "decode$i.out" '^decode: .* [1-9][0-9]* instructions, 0 undecodable ranges, 0 differences$'
done
exit 0
