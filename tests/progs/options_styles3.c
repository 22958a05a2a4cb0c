/* SPDX-License-Identifier: GPL-2.0-or-later */
/* options_styles3: socket calls under -X raw|verbose and -e verbose=: socket
 * options (an int, a struct, a multicast request), msghdrs (sendmsg, recvmsg,
 * sendmmsg, recvmmsg, one recvmsg failing), and IPv4, IPv6 and Unix addresses
 * given to connect on a Unix socket (EINVAL for the first two, ENOENT for the
 * last: every run fails the same way, no network needed). */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <sys/un.h>
#include <unistd.h>

int main(void)
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
	return 0;
}
