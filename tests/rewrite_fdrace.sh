#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -m rewrite reads /proc/self/maps to rewrite a site (the page's protections):
# no descriptor of the program's table may be taken for it, even for a moment,
# or another thread's open would get a shifted number. rw_fdrace runs 64 new
# sites while a second thread watches the lowest free descriptor number.
# What was read is kept until the program changes its mappings: rw_maps_cache
# changes a page's protections between the rewrites of two of its sites.
. "${abs_top_srcdir}/tests/init.sh"
. "${abs_top_srcdir}/tests/rewrite/env.sh"
PROGS="$abs_top_builddir/tests/progs"

# stats FILE FIELD: the sum of FIELD over the processes' counter lines
stats() {
	sed -n "s/.* $2 \\([0-9]*\\).*/\\1/p" "$1" | { s=0; while read -r v; do s=$((s + v)); done; echo $s; }
}

"$PROGS/rw_fdrace" >plain.out || framework_failure_ "rw_fdrace fails untraced: $(cat plain.out)"
for round in 1 2 3; do
	rm -f fd.stats
	SYSTRACE_REWRITE_STATS=$PWD/fd.stats timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" \
		-m rewrite -f -qq -e trace=getppid -o fd.out "$PROGS/rw_fdrace" >fd.stdout 2>fd.stderr
	rc=$?
	cat fd.stderr >&2
	[ "$rc" = 0 ] || fail_ "round $round: exit status $rc: $(cat fd.stdout)"
	match_grep fd.stdout '^fdrace: 64 sites run, 0 times a descriptor appeared, 0 wrong results$'
	n=$(grep -cE '^[0-9]+ +getppid\(\) *= [0-9]+$' fd.out)
	[ "$n" = 129 ] || fail_ "round $round: $n getppid lines, expected 129"
	[ "$(stats fd.stats rewritten)" -ge 64 ] || fail_ "round $round: sites not rewritten: $(cat fd.stats)"
done

"$PROGS/rw_maps_cache" >mc.plain || framework_failure_ "rw_maps_cache fails untraced: $(cat mc.plain)"
SYSTRACE_REWRITE_STATS=$PWD/mc.stats timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m rewrite \
	--rewrite-sites=all -e trace=getppid -o mc.out "$PROGS/rw_maps_cache" >mc.stdout 2>mc.stderr
rc=$?
[ "$rc" = 0 ] || fail_ "rw_maps_cache: exit status $rc: $(cat mc.stdout mc.stderr)"
match_diff mc.plain mc.stdout
n=$(grep -c '^getppid() *= [0-9]' mc.out)
[ "$n" = 5 ] || fail_ "rw_maps_cache: $n getppid lines, expected 5"
[ "$(stats mc.stats rewritten)" -ge 4 ] || fail_ "rw_maps_cache: sites not rewritten: $(cat mc.stats)"
exit 0
