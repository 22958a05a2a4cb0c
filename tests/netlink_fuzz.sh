#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The netlink decoders read what the traced program wrote. tests/progs/nl_fuzz
# sends thousands of random but structured messages (route and sock_diag, nested
# attributes, lengths that lie, messages cut off by an unmapped page) between
# sockets of its own: systrace must get through every one, in ptrace mode
# (decoding during the call) and in buffered mode (decoding the copies after
# it), and both must print the same. A decoder that loops or crashes on some
# input fails here; one that reads past what it copied shows as a difference.
. "${abs_top_srcdir}/tests/init.sh"
prog="$abs_top_builddir/tests/progs/nl_fuzz"
count=1000
"$prog" 1 1 >/dev/null 2>&1
rc=$?
[ $rc = 77 ] && skip_ "no netlink route or sock_diag sockets"
[ $rc = 0 ] || framework_failure_ "nl_fuzz fails untraced: status $rc"

# Port ids and addresses change from run to run.
norm() {
	sed -E -e 's/nl_pid=-?[0-9]+/nl_pid=N/g' -e 's/0x[0-9a-f]{9,}/ADDR/g' "$1"
}

for seed in 1 2 3; do
	for mode in ptrace buffered; do
		timeout -k 5 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$mode" -e trace=sendto \
			-o "trace.$mode" "$prog" "$count" "$seed" >"out.$mode" 2>&1 ||
			fail_ "seed $seed, -m $mode: exit status $?: $(head -c 300 "out.$mode")"
		[ ! -s "out.$mode" ] || fail_ "seed $seed, -m $mode: $(head -c 300 "out.$mode")"
		n=$(grep -c '^sendto(' "trace.$mode")
		[ "$n" = "$count" ] || fail_ "seed $seed, -m $mode: $n sendto lines, expected $count"
		norm "trace.$mode" >"trace.$mode.norm"
	done
	match_diff "trace.ptrace.norm" "trace.buffered.norm"
done
exit 0
