#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Socket calls under -X raw|verbose and -e verbose=, as strace 6.1 prints them:
# -e verbose= leaving a call out turns socket option values, their lengths and
# msghdrs (sendmsg, recvmsg, sendmmsg, recvmmsg, a failed recvmsg too) into
# addresses; -X raw shows an IPv4/IPv6 port, flow label and address as their bytes
# in hex, -X verbose adds htons(), htonl(), inet_addr() and inet_pton() as a
# comment (socket addresses and multicast requests alike), an interface index
# (of "lo": @LO@ below) is a number, verbose adding if_nametoindex() as a comment,
# an AF_PACKET protocol is its bytes, verbose adding htons(NAME); IPX, L2CAP,
# IEEE 802.15.4 and AX.25 addresses as strace writes each; recvmmsg's timeout an
# address when -e verbose= leaves it out. The expected lines
# are the installed strace's (strace -qq -a0 -e trace=%network OPTIONS); run in
# ptrace and buffered modes.
. "${abs_top_srcdir}/tests/init.sh"
prog="$abs_top_builddir/tests/progs/options_styles3"
run() {
	mode=$1
	shift
	timeout -k 10 "$SYSTRACE_TIMEOUT" "$SYSTRACE" -m "$mode" -qq -a0 -o out.raw \
		-e trace=%network "$@" "$prog" "$lo" || fail_ "systrace -m $mode $* failed"
	# Stack addresses vary.
	sed -E -e 's/0x[0-9a-f]{9,}/0xADDR/g' out.raw >out
}
check() {
	sed -e "s/@LO@/$lo/g" exp >exp.lo
	match_diff exp.lo out
}

lo=$(cat /sys/class/net/lo/ifindex 2>/dev/null) || skip_ "no loopback interface"

for mode in ptrace buffered; do
	run "$mode" -e verbose=none
	cat >exp <<'EOF2'
socketpair(AF_UNIX, SOCK_DGRAM, 0, 0xADDR) = 0
setsockopt(3, SOL_SOCKET, SO_PASSCRED, 0xADDR, 4) = 0
setsockopt(3, SOL_SOCKET, SO_LINGER, 0xADDR, 8) = 0
getsockopt(3, SOL_SOCKET, SO_TYPE, 0xADDR, 0xADDR) = 0
getsockopt(3, SOL_SOCKET, SO_LINGER, 0xADDR, 0xADDR) = 0
setsockopt(3, SOL_IP, IP_ADD_MEMBERSHIP, 0xADDR, 8) = -1 EOPNOTSUPP (Operation not supported)
sendmsg(3, 0xADDR, 0) = 4
recvmsg(4, 0xADDR, 0) = 4
sendmmsg(3, 0xADDR, 1, 0) = 1
recvmmsg(4, 0xADDR, 1, MSG_DONTWAIT, NULL) = 1
recvmsg(4, 0xADDR, MSG_DONTWAIT) = -1 EAGAIN (Resource temporarily unavailable)
connect(3, 0xADDR, 16) = -1 EINVAL (Invalid argument)
connect(3, 0xADDR, 28) = -1 EINVAL (Invalid argument)
connect(3, 0xADDR, 110) = -1 ENOENT (No such file or directory)
connect(3, 0xADDR, 28) = -1 EINVAL (Invalid argument)
connect(3, 0xADDR, 20) = -1 EINVAL (Invalid argument)
connect(3, 0xADDR, 20) = -1 EINVAL (Invalid argument)
setsockopt(3, SOL_IPV6, IPV6_ADD_MEMBERSHIP, 0xADDR, 20) = -1 EOPNOTSUPP (Operation not supported)
connect(3, 0xADDR, 16) = -1 EINVAL (Invalid argument)
connect(3, 0xADDR, 14) = -1 EINVAL (Invalid argument)
connect(3, 0xADDR, 20) = -1 EINVAL (Invalid argument)
connect(3, 0xADDR, 16) = -1 EINVAL (Invalid argument)
recvmmsg(4, 0xADDR, 1, MSG_DONTWAIT, 0xADDR) = -1 EAGAIN (Resource temporarily unavailable)
EOF2
	check

	# Only the calls left out of the set.
	run "$mode" -e 'verbose=!recvmsg,setsockopt,connect'
	cat >exp <<'EOF2'
socketpair(AF_UNIX, SOCK_DGRAM, 0, [3, 4]) = 0
setsockopt(3, SOL_SOCKET, SO_PASSCRED, 0xADDR, 4) = 0
setsockopt(3, SOL_SOCKET, SO_LINGER, 0xADDR, 8) = 0
getsockopt(3, SOL_SOCKET, SO_TYPE, [2], [4]) = 0
getsockopt(3, SOL_SOCKET, SO_LINGER, {l_onoff=1, l_linger=2}, [8]) = 0
setsockopt(3, SOL_IP, IP_ADD_MEMBERSHIP, 0xADDR, 8) = -1 EOPNOTSUPP (Operation not supported)
sendmsg(3, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="abcd", iov_len=4}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, 0) = 4
recvmsg(4, 0xADDR, 0) = 4
sendmmsg(3, [{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="abcd", iov_len=4}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, msg_len=4}], 1, 0) = 1
recvmmsg(4, [{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="abcd", iov_len=4}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, msg_len=4}], 1, MSG_DONTWAIT, NULL) = 1
recvmsg(4, 0xADDR, MSG_DONTWAIT) = -1 EAGAIN (Resource temporarily unavailable)
connect(3, 0xADDR, 16) = -1 EINVAL (Invalid argument)
connect(3, 0xADDR, 28) = -1 EINVAL (Invalid argument)
connect(3, 0xADDR, 110) = -1 ENOENT (No such file or directory)
connect(3, 0xADDR, 28) = -1 EINVAL (Invalid argument)
connect(3, 0xADDR, 20) = -1 EINVAL (Invalid argument)
connect(3, 0xADDR, 20) = -1 EINVAL (Invalid argument)
setsockopt(3, SOL_IPV6, IPV6_ADD_MEMBERSHIP, 0xADDR, 20) = -1 EOPNOTSUPP (Operation not supported)
connect(3, 0xADDR, 16) = -1 EINVAL (Invalid argument)
connect(3, 0xADDR, 14) = -1 EINVAL (Invalid argument)
connect(3, 0xADDR, 20) = -1 EINVAL (Invalid argument)
connect(3, 0xADDR, 16) = -1 EINVAL (Invalid argument)
recvmmsg(4, 0xADDR, 1, MSG_DONTWAIT, {tv_sec=1, tv_nsec=0}) = -1 EAGAIN (Resource temporarily unavailable)
EOF2
	check

	# The default: the call forms.
	run "$mode"
	cat >exp <<'EOF2'
socketpair(AF_UNIX, SOCK_DGRAM, 0, [3, 4]) = 0
setsockopt(3, SOL_SOCKET, SO_PASSCRED, [1], 4) = 0
setsockopt(3, SOL_SOCKET, SO_LINGER, {l_onoff=1, l_linger=2}, 8) = 0
getsockopt(3, SOL_SOCKET, SO_TYPE, [2], [4]) = 0
getsockopt(3, SOL_SOCKET, SO_LINGER, {l_onoff=1, l_linger=2}, [8]) = 0
setsockopt(3, SOL_IP, IP_ADD_MEMBERSHIP, {imr_multiaddr=inet_addr("224.0.0.1"), imr_interface=inet_addr("127.0.0.1")}, 8) = -1 EOPNOTSUPP (Operation not supported)
sendmsg(3, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="abcd", iov_len=4}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, 0) = 4
recvmsg(4, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="abcd", iov_len=4}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, 0) = 4
sendmmsg(3, [{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="abcd", iov_len=4}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, msg_len=4}], 1, 0) = 1
recvmmsg(4, [{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="abcd", iov_len=4}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, msg_len=4}], 1, MSG_DONTWAIT, NULL) = 1
recvmsg(4, {msg_namelen=0}, MSG_DONTWAIT) = -1 EAGAIN (Resource temporarily unavailable)
connect(3, {sa_family=AF_INET, sin_port=htons(8080), sin_addr=inet_addr("127.0.0.1")}, 16) = -1 EINVAL (Invalid argument)
connect(3, {sa_family=AF_INET6, sin6_port=htons(443), sin6_flowinfo=htonl(74565), inet_pton(AF_INET6, "::1", &sin6_addr), sin6_scope_id=0}, 28) = -1 EINVAL (Invalid argument)
connect(3, {sa_family=AF_UNIX, sun_path="/nonexistent/sock"}, 110) = -1 ENOENT (No such file or directory)
connect(3, {sa_family=AF_INET6, sin6_port=htons(1), sin6_flowinfo=htonl(0), inet_pton(AF_INET6, "fe80::1", &sin6_addr), sin6_scope_id=if_nametoindex("lo")}, 28) = -1 EINVAL (Invalid argument)
connect(3, {sa_family=AF_PACKET, sll_protocol=htons(ETH_P_IP), sll_ifindex=if_nametoindex("lo"), sll_hatype=ARPHRD_NETROM, sll_pkttype=PACKET_HOST, sll_halen=6, sll_addr=[00, 00, 00, 00, 00, 00]}, 20) = -1 EINVAL (Invalid argument)
connect(3, {sa_family=AF_PACKET, sll_protocol=htons(0x1234 /* ETH_P_??? */), sll_ifindex=0, sll_hatype=ARPHRD_NETROM, sll_pkttype=PACKET_HOST, sll_halen=6, sll_addr=[00, 00, 00, 00, 00, 00]}, 20) = -1 EINVAL (Invalid argument)
setsockopt(3, SOL_IPV6, IPV6_ADD_MEMBERSHIP, {inet_pton(AF_INET6, "ff02::1", &ipv6mr_multiaddr), ipv6mr_interface=if_nametoindex("lo")}, 20) = -1 EOPNOTSUPP (Operation not supported)
connect(3, {sa_family=AF_IPX, sipx_port=htons(258), sipx_network=htonl(0xaabbccdd), sipx_node=[00, 0x1, 0x2, 0x3, 0x4, 0x5], sipx_type=0x6}, 16) = -1 EINVAL (Invalid argument)
connect(3, {sa_family=AF_BLUETOOTH, l2_psm=htobs(L2CAP_PSM_DYN_START), l2_bdaddr=66:55:44:33:22:11, l2_cid=htobs(L2CAP_CID_DYN_START+1), l2_bdaddr_type=BDADDR_LE_PUBLIC}, 14) = -1 EINVAL (Invalid argument)
connect(3, {sa_family=AF_IEEE802154, addr={addr_type=0x3 /* IEEE802154_ADDR_LONG */, pan_id=0x1234, hwaddr=01:02:03:04:05:06:07:08}}, 20) = -1 EINVAL (Invalid argument)
connect(3, {sa_family=AF_AX25, sax25_call={ax25_call="\x9c\x60\x86\x82\x98\x98\x76"} /* N0CALL-11 */, sax25_ndigis=0}, 16) = -1 EINVAL (Invalid argument)
recvmmsg(4, 0xADDR, 1, MSG_DONTWAIT, {tv_sec=1, tv_nsec=0}) = -1 EAGAIN (Resource temporarily unavailable)
EOF2
	check

	# -X raw: numbers; network-order members as their bytes.
	run "$mode" -X raw
	cat >exp <<'EOF2'
socketpair(0x1, 0x2, 0, [3, 4]) = 0
setsockopt(3, 0x1, 0x10, [1], 4) = 0
setsockopt(3, 0x1, 0xd, {l_onoff=1, l_linger=2}, 8) = 0
getsockopt(3, 0x1, 0x3, [2], [4]) = 0
getsockopt(3, 0x1, 0xd, {l_onoff=1, l_linger=2}, [8]) = 0
setsockopt(3, 0, 0x23, {imr_multiaddr="\xe0\x00\x00\x01", imr_interface="\x7f\x00\x00\x01"}, 8) = -1 EOPNOTSUPP (Operation not supported)
sendmsg(3, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="abcd", iov_len=4}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, 0) = 4
recvmsg(4, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="abcd", iov_len=4}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, 0) = 4
sendmmsg(3, [{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="abcd", iov_len=4}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, msg_len=4}], 1, 0) = 1
recvmmsg(4, [{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="abcd", iov_len=4}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, msg_len=4}], 1, 0x40, NULL) = 1
recvmsg(4, {msg_namelen=0}, 0x40) = -1 EAGAIN (Resource temporarily unavailable)
connect(3, {sa_family=0x2, sin_port="\x1f\x90", sin_addr="\x7f\x00\x00\x01"}, 16) = -1 EINVAL (Invalid argument)
connect(3, {sa_family=0xa, sin6_port="\x01\xbb", sin6_flowinfo="\x00\x01\x23\x45", sin6_addr="\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01", sin6_scope_id=0}, 28) = -1 EINVAL (Invalid argument)
connect(3, {sa_family=0x1, sun_path="/nonexistent/sock"}, 110) = -1 ENOENT (No such file or directory)
connect(3, {sa_family=0xa, sin6_port="\x00\x01", sin6_flowinfo="\x00\x00\x00\x00", sin6_addr="\xfe\x80\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01", sin6_scope_id=@LO@}, 28) = -1 EINVAL (Invalid argument)
connect(3, {sa_family=0x11, sll_protocol="\x08\x00", sll_ifindex=@LO@, sll_hatype=0, sll_pkttype=0, sll_halen=6, sll_addr=[00, 00, 00, 00, 00, 00]}, 20) = -1 EINVAL (Invalid argument)
connect(3, {sa_family=0x11, sll_protocol="\x12\x34", sll_ifindex=0, sll_hatype=0, sll_pkttype=0, sll_halen=6, sll_addr=[00, 00, 00, 00, 00, 00]}, 20) = -1 EINVAL (Invalid argument)
setsockopt(3, 0x29, 0x14, {ipv6mr_multiaddr="\xff\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01", ipv6mr_interface=@LO@}, 20) = -1 EOPNOTSUPP (Operation not supported)
connect(3, {sa_family=0x4, sipx_port="\x01\x02", sipx_network=htonl(0xaabbccdd), sipx_node=[00, 0x1, 0x2, 0x3, 0x4, 0x5], sipx_type=0x6}, 16) = -1 EINVAL (Invalid argument)
connect(3, {sa_family=0x1f, l2_psm=htobs(0x1001), l2_bdaddr="\x66\x55\x44\x33\x22\x11", l2_cid=htobs(0x41), l2_bdaddr_type=0x1}, 14) = -1 EINVAL (Invalid argument)
connect(3, {sa_family=0x24, addr={addr_type=0x3, pan_id=0x1234, hwaddr="\x01\x02\x03\x04\x05\x06\x07\x08"}}, 20) = -1 EINVAL (Invalid argument)
connect(3, {sa_family=0x3, sax25_call={ax25_call="\x9c\x60\x86\x82\x98\x98\x76"} /* N0CALL-11 */, sax25_ndigis=0}, 16) = -1 EINVAL (Invalid argument)
recvmmsg(4, 0xADDR, 1, 0x40, {tv_sec=1, tv_nsec=0}) = -1 EAGAIN (Resource temporarily unavailable)
EOF2
	check

	# -X verbose: the bytes, then the call forms as comments.
	run "$mode" --const-print-style=verbose
	cat >exp <<'EOF2'
socketpair(0x1 /* AF_UNIX */, 0x2 /* SOCK_DGRAM */, 0, [3, 4]) = 0
setsockopt(3, 0x1 /* SOL_SOCKET */, 0x10 /* SO_PASSCRED */, [1], 4) = 0
setsockopt(3, 0x1 /* SOL_SOCKET */, 0xd /* SO_LINGER */, {l_onoff=1, l_linger=2}, 8) = 0
getsockopt(3, 0x1 /* SOL_SOCKET */, 0x3 /* SO_TYPE */, [2], [4]) = 0
getsockopt(3, 0x1 /* SOL_SOCKET */, 0xd /* SO_LINGER */, {l_onoff=1, l_linger=2}, [8]) = 0
setsockopt(3, 0 /* SOL_IP */, 0x23 /* IP_ADD_MEMBERSHIP */, {imr_multiaddr="\xe0\x00\x00\x01" /* inet_addr("224.0.0.1") */, imr_interface="\x7f\x00\x00\x01" /* inet_addr("127.0.0.1") */}, 8) = -1 EOPNOTSUPP (Operation not supported)
sendmsg(3, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="abcd", iov_len=4}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, 0) = 4
recvmsg(4, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="abcd", iov_len=4}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, 0) = 4
sendmmsg(3, [{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="abcd", iov_len=4}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, msg_len=4}], 1, 0) = 1
recvmmsg(4, [{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base="abcd", iov_len=4}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, msg_len=4}], 1, 0x40 /* MSG_DONTWAIT */, NULL) = 1
recvmsg(4, {msg_namelen=0}, 0x40 /* MSG_DONTWAIT */) = -1 EAGAIN (Resource temporarily unavailable)
connect(3, {sa_family=0x2 /* AF_INET */, sin_port="\x1f\x90" /* htons(8080) */, sin_addr="\x7f\x00\x00\x01" /* inet_addr("127.0.0.1") */}, 16) = -1 EINVAL (Invalid argument)
connect(3, {sa_family=0xa /* AF_INET6 */, sin6_port="\x01\xbb" /* htons(443) */, sin6_flowinfo="\x00\x01\x23\x45" /* htonl(74565) */, sin6_addr="\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01" /* inet_pton(AF_INET6, "::1") */, sin6_scope_id=0}, 28) = -1 EINVAL (Invalid argument)
connect(3, {sa_family=0x1 /* AF_UNIX */, sun_path="/nonexistent/sock"}, 110) = -1 ENOENT (No such file or directory)
connect(3, {sa_family=0xa /* AF_INET6 */, sin6_port="\x00\x01" /* htons(1) */, sin6_flowinfo="\x00\x00\x00\x00" /* htonl(0) */, sin6_addr="\xfe\x80\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01" /* inet_pton(AF_INET6, "fe80::1") */, sin6_scope_id=@LO@ /* if_nametoindex("lo") */}, 28) = -1 EINVAL (Invalid argument)
connect(3, {sa_family=0x11 /* AF_PACKET */, sll_protocol="\x08\x00" /* htons(ETH_P_IP) */, sll_ifindex=@LO@ /* if_nametoindex("lo") */, sll_hatype=0 /* ARPHRD_NETROM */, sll_pkttype=0 /* PACKET_HOST */, sll_halen=6, sll_addr=[00, 00, 00, 00, 00, 00]}, 20) = -1 EINVAL (Invalid argument)
connect(3, {sa_family=0x11 /* AF_PACKET */, sll_protocol="\x12\x34" /* htons(0x1234 /* ETH_P_??? */) */, sll_ifindex=0, sll_hatype=0 /* ARPHRD_NETROM */, sll_pkttype=0 /* PACKET_HOST */, sll_halen=6, sll_addr=[00, 00, 00, 00, 00, 00]}, 20) = -1 EINVAL (Invalid argument)
setsockopt(3, 0x29 /* SOL_IPV6 */, 0x14 /* IPV6_ADD_MEMBERSHIP */, {ipv6mr_multiaddr="\xff\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01" /* inet_pton(AF_INET6, "ff02::1") */, ipv6mr_interface=@LO@ /* if_nametoindex("lo") */}, 20) = -1 EOPNOTSUPP (Operation not supported)
connect(3, {sa_family=0x4 /* AF_IPX */, sipx_port="\x01\x02" /* htons(258) */, sipx_network=htonl(0xaabbccdd), sipx_node=[00, 0x1, 0x2, 0x3, 0x4, 0x5], sipx_type=0x6}, 16) = -1 EINVAL (Invalid argument)
connect(3, {sa_family=0x1f /* AF_BLUETOOTH */, l2_psm=htobs(0x1001 /* L2CAP_PSM_DYN_START */), l2_bdaddr="\x66\x55\x44\x33\x22\x11" /* 66:55:44:33:22:11 */, l2_cid=htobs(0x41 /* 0x40 /* L2CAP_CID_DYN_START */+1 */), l2_bdaddr_type=0x1 /* BDADDR_LE_PUBLIC */}, 14) = -1 EINVAL (Invalid argument)
connect(3, {sa_family=0x24 /* AF_IEEE802154 */, addr={addr_type=0x3 /* IEEE802154_ADDR_LONG */, pan_id=0x1234, hwaddr="\x01\x02\x03\x04\x05\x06\x07\x08" /* 01:02:03:04:05:06:07:08 */}}, 20) = -1 EINVAL (Invalid argument)
connect(3, {sa_family=0x3 /* AF_AX25 */, sax25_call={ax25_call="\x9c\x60\x86\x82\x98\x98\x76"} /* N0CALL-11 */, sax25_ndigis=0}, 16) = -1 EINVAL (Invalid argument)
recvmmsg(4, 0xADDR, 1, 0x40 /* MSG_DONTWAIT */, {tv_sec=1, tv_nsec=0}) = -1 EAGAIN (Resource temporarily unavailable)
EOF2
	check
done
exit 0
