#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The traced program controls the netlink messages systrace decodes: a next hop
# of RTA_MULTIPATH whose rtnh_len is 0 once made the decoder walk in place
# forever (systrace hung, ignoring SIGTERM, its memory growing). It must end the
# walk there and print what it read, in every mode.
. "${abs_top_srcdir}/tests/init.sh"
prog="$abs_top_builddir/tests/progs/nl_multipath"
"$prog" >plain.out 2>&1
rc=$?
[ $rc = 77 ] && skip_ "no netlink route sockets: $(cat plain.out)"
[ $rc = 0 ] || framework_failure_ "nl_multipath fails untraced: $(cat plain.out)"
for mode in ptrace seccomp buffered; do
	timeout -k 5 60 "$SYSTRACE" -m "$mode" -e trace=sendto -o "trace.$mode" "$prog" \
		>"out.$mode" 2>&1 || fail_ "-m $mode: exit status $?: $(cat "out.$mode")"
	match_diff plain.out "out.$mode"
	# (seccomp mode ends its lines with " = ?")
	match_grep "trace.$mode" \
		'^sendto\(3, \[\{nlmsg_len=48, nlmsg_type=RTM_NEWROUTE, .*\[\{nla_len=20, nla_type=RTA_MULTIPATH\}, \[\{rtnh_len=0, rtnh_flags=0, rtnh_hops=0, rtnh_ifindex=0\}\]\]\], 48, 0, .* = (48|\?)$'
done
exit 0
