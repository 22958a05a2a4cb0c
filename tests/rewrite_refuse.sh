#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# -m rewrite needs page 0: with vm.mmap_min_addr above 0 it refuses in one line
# that says what to change and what that costs, exits 1, runs nothing, and leaves
# the setting alone. Runs while no other -m rewrite test needs the setting at 0
# (tests/rewrite/env.sh), holding their lock so that none starts meanwhile.
. "${abs_top_srcdir}/tests/init.sh"
. "${abs_top_srcdir}/tests/rewrite/env.sh"
# env.sh registered this test as a holder with the value at 0: leave, then wait
# until no test holds it and keep the lock for the check.
rewrite_sysctl_leave
held=0
trap 'rc=$?; [ -n "${RW_OLD:-}" ] && echo "$RW_OLD" >"$RW_KNOB"; [ $held = 1 ] && rw_unlock_; [ $rc -eq 0 ] || [ $rc -eq 77 ] && cleanup_; exit $rc' EXIT
i=0
while :; do
	rw_lock_
	held=1
	rw_prune_
	rw_empty_ && break
	rw_unlock_
	held=0
	i=$((i + 1))
	[ "$i" -lt 300 ] || skip_ "other -m rewrite tests kept vm.mmap_min_addr at 0 for 5 minutes"
	sleep 1
done
RW_OLD=$(cat "$RW_KNOB")
echo 4096 >"$RW_KNOB" || skip_ "cannot set vm.mmap_min_addr"

timeout 30 "$SYSTRACE" -m rewrite -o out sh -c 'echo ran' >stdout 2>stderr
rc=$?
[ "$rc" = 1 ] || fail_ "exit status $rc, expected 1"
[ ! -s stdout ] || fail_ "the program ran: $(cat stdout)"
[ ! -e out ] || [ ! -s out ] || fail_ "a trace was written: $(cat out)"
printf '%s\n' "systrace: -m rewrite needs vm.mmap_min_addr=0 (now 4096); sysctl -w vm.mmap_min_addr=0 allows NULL-page mappings for every process, which weakens protection against kernel NULL-dereference bugs" >stderr.exp
match_diff stderr.exp stderr
[ "$(cat "$RW_KNOB")" = 4096 ] || fail_ "systrace changed vm.mmap_min_addr"
# The other modes do not care.
timeout 30 "$SYSTRACE" -m buffered -o out sh -c 'echo ran' >stdout 2>stderr ||
	fail_ "-m buffered failed: $(cat stderr)"
exit 0
