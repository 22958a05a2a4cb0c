#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Netlink messages decoded by their socket's protocol when socket() is not traced:
# in buffered mode the records are decoded after the program ended, when /proc no
# longer says what descriptor 3 was. The capture library records socket() (not
# shown) whenever a call carrying netlink messages is traced; the trace must equal
# ptrace mode's, which asks /proc during the call.
. "${abs_top_srcdir}/tests/init.sh"

# The port id (nl_pid) is chosen by the kernel for each run.
norm() {
	normalise_trace "$1" | sed -E 's/nl_pid=-?[0-9]+/nl_pid=N/g'
}

for name in netlink_route netlink_misc netlink_sock_diag; do
	prog="$abs_top_builddir/tests/decode/$name"
	for mode in ptrace buffered; do
		timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$mode" -e trace=sendto,recvfrom \
			-o "$name.$mode" "$prog" >/dev/null || fail_ "$name in $mode mode failed"
		norm "$name.$mode" >"$name.$mode.norm"
	done
	grep -q 'nlmsg_type=RTM_\|nlmsg_type=SOCK_DIAG_BY_FAMILY\|nlmsg_type=AUDIT_' "$name.ptrace.norm" ||
		fail_ "$name: ptrace mode decoded no message type: $(head -n 2 "$name.ptrace.norm")"
	match_diff "$name.ptrace.norm" "$name.buffered.norm"
done
exit 0
