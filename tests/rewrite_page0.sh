#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -m rewrite maps page 0, so the kernel could read a file name given there; the
# library fails such calls with EFAULT as untraced, at trapped and rewritten
# sites, traced (recorded with that result) or not, and lets NULL through where
# it is valid (AT_EMPTY_PATH, utimensat). rw_page0 makes the calls from one site:
# its output untraced and traced must be the same.
. "${abs_top_srcdir}/tests/init.sh"
. "${abs_top_srcdir}/tests/rewrite/env.sh"
PROGS="$abs_top_builddir/tests/progs"
"$PROGS/rw_page0" 3 >plain.out 2>&1 || framework_failure_ "rw_page0 fails untraced"
grep -q '^openat(8) = -1 14$' plain.out || framework_failure_ "no EFAULT untraced: $(cat plain.out)"

# stats FILE FIELD: the sum of FIELD over the processes' counter lines
stats() {
	sed -n "s/.* $2 \\([0-9]*\\).*/\\1/p" "$1" | { s=0; while read -r v; do s=$((s + v)); done; echo $s; }
}

for trace in openat,mkdirat,newfstatat,utimensat getpid; do
	rm -f st
	SYSTRACE_REWRITE_STATS=$PWD/st timeout 60 "$SYSTRACE" -m rewrite -qq -e trace=$trace \
		-o trace.out "$PROGS/rw_page0" 3 >traced.out 2>&1 ||
		fail_ "-e trace=$trace: exit status $?: $(cat traced.out)"
	match_diff plain.out traced.out
	[ "$(stats st rewritten)" -ge 1 ] || fail_ "-e trace=$trace: no site rewritten: $(cat st)"
	# Two rounds of 8 calls at the rewritten site enter the library.
	[ "$(stats st recorded-entries)" -ge 16 ] ||
		fail_ "-e trace=$trace: the calls did not go through the rewritten site: $(cat st)"
done
# Traced: recorded with the result the program got.
[ "$(grep -c '^openat(AT_FDCWD, .*) *= -1 EFAULT (Bad address)$' trace.out)" = 0 ] ||
	fail_ "the getpid run recorded openat"
timeout 60 "$SYSTRACE" -m rewrite -qq -e trace=openat,mkdirat -o trace.out "$PROGS/rw_page0" 3 \
	>/dev/null 2>&1 || fail_ "traced run failed"
[ "$(grep -c '^openat(AT_FDCWD, .*, O_RDONLY) *= -1 EFAULT (Bad address)$' trace.out)" = 6 ] ||
	fail_ "expected 6 openat = -1 EFAULT lines: $(cat trace.out)"
[ "$(grep -c '^mkdirat(AT_FDCWD, .*, 0700) *= -1 EFAULT (Bad address)$' trace.out)" = 3 ] ||
	fail_ "expected 3 mkdirat = -1 EFAULT lines: $(cat trace.out)"
# A buffer in page 0 (write's, writev's iovec array) fails with EFAULT where the
# kernel reads it, as untraced, and nothing changes where it does not (0 bytes,
# a bad descriptor, pwrite64 on a pipe), traced or not, at the rewritten site
# too. The trace prints its address, never the trampoline's bytes.
"$PROGS/rw_page0" 3 1 >w.plain 2>&1 || framework_failure_ "rw_page0 3 1 fails untraced"
grep -q '^write(8) = -1 14$' w.plain || framework_failure_ "no EFAULT untraced: $(cat w.plain)"
for trace in write,writev,pwrite64 getpid; do
	rm -f st
	SYSTRACE_REWRITE_STATS=$PWD/st timeout 60 "$SYSTRACE" -m rewrite -qq -e trace=$trace \
		-o w.trace "$PROGS/rw_page0" 3 1 >w.out 2>&1 ||
		fail_ "rw_page0 3 1, -e trace=$trace: exit status $?: $(cat w.out)"
	match_diff w.plain w.out
	[ "$(stats st recorded-entries)" -ge 6 ] ||
		fail_ "-e trace=$trace: the calls did not go through the rewritten site: $(cat st)"
done
timeout 60 "$SYSTRACE" -m rewrite -qq -e trace=write,writev -o w.trace "$PROGS/rw_page0" 3 1 \
	>/dev/null 2>&1 || fail_ "traced run failed"
n=$(grep -c '^write([0-9]*, 0x8, 4) *= -1 EFAULT (Bad address)$' w.trace)
[ "$n" = 3 ] || { cat w.trace >&2; fail_ "$n writes from page 0 printed with the address and EFAULT, expected 3"; }
n=$(grep -c '^writev([0-9]*, 0x10, 1) *= -1 EFAULT (Bad address)$' w.trace)
[ "$n" = 3 ] || { cat w.trace >&2; fail_ "$n writev with the iovec array in page 0, expected 3"; }

# Page 0 is the library's, guarded like the ring: munmap, mprotect, madvise and
# mremap of it act as if nothing were mapped there (their untraced results), a
# MAP_FIXED mmap onto it fails with EPERM (untraced, with vm.mmap_min_addr=0, it
# succeeds), and the rewritten site keeps working. The second round makes the
# calls at the rewritten site, where madvise once bypassed the guard and wiped
# page 0 (SIGSEGV at the next call).
"$PROGS/rw_page0" 3 2 >map.plain 2>&1 || framework_failure_ "rw_page0 3 2 fails untraced"
grep -q '^mmap(0, MAP_FIXED) = 0 0$' map.plain ||
	framework_failure_ "page 0 cannot be mapped untraced: $(cat map.plain)"
sed 's/^mmap(0, MAP_FIXED) = 0 0$/mmap(0, MAP_FIXED) = -1 1/' map.plain >map.expected
rm -f st
SYSTRACE_REWRITE_STATS=$PWD/st timeout 60 "$SYSTRACE" -m rewrite -qq -e trace=getpid \
	-o map.trace "$PROGS/rw_page0" 3 2 >map.out 2>map.err ||
	fail_ "rw_page0 3 2: exit status $?: $(cat map.out map.err)"
match_diff map.expected map.out
match_grep map.err "^systrace: 15 calls of process [0-9]+ covered systrace's own memory"
[ "$(grep -c '^getpid() *= [0-9]' map.trace)" = 3 ] || fail_ "expected 3 getpid lines: $(cat map.trace)"
[ "$(stats st recorded-entries)" -ge 12 ] ||
	fail_ "the calls did not go through the rewritten site: $(cat st)"
exit 0
