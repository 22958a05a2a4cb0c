#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Netlink messages under -X raw and -X verbose, as strace 6.1 prints them: the
# netlink decoder tests' programs (tests/decode/netlink_*, sock_diag_*) traced by
# the installed strace and by systrace (-m ptrace and -m buffered) with the same
# options, the traces compared. Inside messages, -X raw writes addresses, ports and
# hardware addresses as their bytes in hex, -X verbose adds inet_addr(), htons(), the
# MAC as comments; constants are numbers, named in comments under verbose.
. "${abs_top_srcdir}/tests/init.sh"
require_cmd strace

# The socket's port id (nl_pid) is chosen by the kernel for each run.
norm() {
	normalise_trace "$1" | sed -E 's/nl_pid=-?[0-9]+/nl_pid=N/g'
}

ran=
for src in "$abs_top_srcdir"/tests/decode/netlink_*.c "$abs_top_srcdir"/tests/decode/sock_diag_*.c; do
	name=$(basename "$src" .c)
	prog="$abs_top_builddir/tests/decode/$name"
	[ -x "$prog" ] || continue
	options=$(sed -n 's|^/\* systrace: \(.*\) \*/$|\1|p' "$src" | head -n 1)
	for style in raw verbose; do
		# shellcheck disable=SC2086
		strace -qq -a0 -o strace.out -X $style $options "$prog" >/dev/null 2>&1
		rc=$?
		[ $rc = 77 ] && continue
		[ $rc = 0 ] || fail_ "strace -X $style $name exited with $rc"
		norm strace.out >exp
		for mode in ptrace buffered; do
			# shellcheck disable=SC2086
			timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m $mode -qq -a0 -o out.raw \
				-X $style $options "$prog" >/dev/null ||
				fail_ "systrace -m $mode -X $style $name failed"
			norm out.raw >out
			match_diff exp out
			ran="$ran $name"
		done
	done
done
[ -n "$ran" ] || skip_ "no netlink decoder test could run"
exit 0
