#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -m rewrite's red-zone check (src/preload/site_check.c) on this machine's libc:
# how many of its functions hold a syscall, and the verdicts on their sites
# (printed in the log). The wrappers the benchmarks use must be rewritable. And
# small functions whose verdicts are known (rw_sitecheck cases): stores below
# %rsp, through copies of it, moved by arithmetic, along a jump backwards, a frame
# pointer's frame overrun, xchg/push of %rsp; no unwind tables.
. "${abs_top_srcdir}/tests/init.sh"
CHECK="$abs_top_builddir/tests/progs/rw_sitecheck"
"$CHECK" libs >libs.txt || framework_failure_ "rw_sitecheck libs failed"
libc=$(sed -n 1p libs.txt)
[ -f "$libc" ] || framework_failure_ "libc not found: $(cat libs.txt)"
"$CHECK" verdicts "$libc" ioctl read write getpid getppid close >verdicts.out 2>&1
rc=$?
cat verdicts.out
[ "$rc" = 0 ] || fail_ "a wrapper's site is not safe to rewrite"
match_grep verdicts.out \
	'^verdicts: .*: [0-9]+ FDEs, [1-9][0-9]* holding a syscall, [0-9]+ sites: [1-9][0-9]* safe, [0-9]+ red-zone, [0-9]+ undecodable, 0 no-unwind$'
for fn in ioctl read write getpid getppid close; do
	match_grep verdicts.out "^function $fn:( 0x[0-9a-f]+ safe)+\$"
done
"$CHECK" cases >cases.out 2>&1
rc=$?
cat cases.out
[ "$rc" = 0 ] || fail_ "a known case got the wrong verdict"
[ "$(grep -c '^case ' cases.out)" = 13 ] || fail_ "not every case ran"
exit 0
