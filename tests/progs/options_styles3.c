/* SPDX-License-Identifier: GPL-2.0-or-later */
/* options_styles3: socket calls under -X raw|verbose and -e verbose=: socket
 * options (an int, a struct, a multicast request), msghdrs (sendmsg, recvmsg,
 * sendmmsg, recvmmsg, one recvmsg failing), and IPv4, IPv6 and Unix addresses
 * given to connect on a Unix socket (EINVAL for all but the Unix one, ENOENT:
 * every run fails the same way, no network needed); then a link-local IPv6
 * address and AF_PACKET ones on "lo" (and on no interface, of an unknown
 * protocol), and an IPv6 multicast request on "lo", whose index is argv[1]
 * (if_nametoindex would open a socket of its own); then, built byte by byte,
 * IPX, L2CAP, IEEE 802.15.4 and AX.25 addresses (EINVAL on the Unix socket too),
 * and recvmmsg with a timeout (EAGAIN). */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <linux/if_ether.h>
#include <linux/if_packet.h>
#include <stdlib.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <time.h>
#include <sys/un.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int sv[2], one = 1, v;
	socklen_t l = sizeof(v);
	struct linger lg = { 1, 2 };
	struct ip_mreq mreq;
	char buf[8] = "abcdefg";
	struct iovec iov = { buf, 4 };
	struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1 };
	struct mmsghdr mm;
	struct sockaddr_in sin = { .sin_family = AF_INET, .sin_port = htons(8080) };
	struct sockaddr_in6 sin6 = { .sin6_family = AF_INET6, .sin6_port = htons(443),
				     .sin6_flowinfo = htonl(0x12345),
				     .sin6_addr = IN6ADDR_LOOPBACK_INIT };
	struct sockaddr_un sun = { .sun_family = AF_UNIX, .sun_path = "/nonexistent/sock" };
	struct sockaddr_in6 ll6 = { .sin6_family = AF_INET6, .sin6_port = htons(1) };
	struct sockaddr_ll sll = { .sll_family = AF_PACKET, .sll_protocol = htons(ETH_P_IP),
				   .sll_halen = 6 };
	struct ipv6_mreq m6;
	unsigned int lo = argc > 1 ? (unsigned int)atoi(argv[1]) : 0;

	sin.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	memset(&mm, 0, sizeof(mm));
	mm.msg_hdr = mh;
	if (socketpair(AF_UNIX, SOCK_DGRAM, 0, sv) != 0 || sv[0] != 3)
		return 99;
	if (setsockopt(sv[0], SOL_SOCKET, SO_PASSCRED, &one, sizeof(one)) != 0 ||
	    setsockopt(sv[0], SOL_SOCKET, SO_LINGER, &lg, sizeof(lg)) != 0 ||
	    getsockopt(sv[0], SOL_SOCKET, SO_TYPE, &v, &l) != 0)
		return 99;
	l = sizeof(lg);
	if (getsockopt(sv[0], SOL_SOCKET, SO_LINGER, &lg, &l) != 0)
		return 99;
	/* Not an IP socket: fails, decoded all the same. */
	mreq.imr_multiaddr.s_addr = inet_addr("224.0.0.1");
	mreq.imr_interface.s_addr = htonl(INADDR_LOOPBACK);
	setsockopt(sv[0], IPPROTO_IP, IP_ADD_MEMBERSHIP, &mreq, sizeof(mreq));
	if (sendmsg(sv[0], &mh, 0) != 4 || recvmsg(sv[1], &mh, 0) != 4)
		return 99;
	if (sendmmsg(sv[0], &mm, 1, 0) != 1 || recvmmsg(sv[1], &mm, 1, MSG_DONTWAIT, NULL) != 1)
		return 99;
	/* Nothing queued: EAGAIN. */
	if (recvmsg(sv[1], &mh, MSG_DONTWAIT) != -1)
		return 99;
	if (connect(sv[0], (void *)&sin, sizeof(sin)) != -1 ||
	    connect(sv[0], (void *)&sin6, sizeof(sin6)) != -1 ||
	    connect(sv[0], (void *)&sun, sizeof(sun)) != -1)
		return 99;
	if (!lo)
		return 77;
	ll6.sin6_scope_id = lo;
	inet_pton(AF_INET6, "fe80::1", &ll6.sin6_addr);
	sll.sll_ifindex = (int)lo;
	if (connect(sv[0], (void *)&ll6, sizeof(ll6)) != -1 ||
	    connect(sv[0], (void *)&sll, sizeof(sll)) != -1)
		return 99;
	sll.sll_protocol = htons(0x1234);
	sll.sll_ifindex = 0;
	if (connect(sv[0], (void *)&sll, sizeof(sll)) != -1)
		return 99;
	memset(&m6, 0, sizeof(m6));
	inet_pton(AF_INET6, "ff02::1", &m6.ipv6mr_multiaddr);
	m6.ipv6mr_interface = lo;
	setsockopt(sv[0], IPPROTO_IPV6, IPV6_ADD_MEMBERSHIP, &m6, sizeof(m6));

	unsigned char b[32];
	struct timespec ts = { 1, 0 };
	/* AF_IPX (4): port 0x0102, network, node, type. */
	memset(b, 0, sizeof(b));
	memcpy(b, "\x04\0\x01\x02\xaa\xbb\xcc\xdd\0\x01\x02\x03\x04\x05\x06\0", 16);
	/* AF_BLUETOOTH (31), L2CAP: psm 0x1001, bdaddr, cid 0x41 (a dynamic one), LE. */
	unsigned char l2[14] = { 31, 0, 0x01, 0x10, 0x66, 0x55, 0x44, 0x33, 0x22, 0x11,
				 0x41, 0x00, 0x01, 0 };
	/* AF_IEEE802154 (36): a long address. */
	unsigned char ie[20] = { 36, 0, 0, 0, 3, 0, 0, 0, 0x34, 0x12, 1, 2, 3, 4, 5, 6, 7, 8 };
	/* AF_AX25 (3): N0CALL-11, each letter shifted left, the SSID in bits 1-4. */
	unsigned char ax[16] = { 3, 0, 'N' << 1, '0' << 1, 'C' << 1, 'A' << 1, 'L' << 1,
				 'L' << 1, 0x60 | (11 << 1) };
	if (connect(sv[0], (void *)b, 16) != -1 || connect(sv[0], (void *)l2, 14) != -1 ||
	    connect(sv[0], (void *)ie, 20) != -1 || connect(sv[0], (void *)ax, 16) != -1)
		return 99;
	if (recvmmsg(sv[1], &mm, 1, MSG_DONTWAIT, &ts) != -1)
		return 99;
	return 0;
}
