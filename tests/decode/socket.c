/* systrace: -e trace=socket,socketpair,listen,shutdown */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* socket, socketpair, listen, shutdown: domains, types and flags, protocols per domain. */
#include "tests.h"

#include <arpa/inet.h>
#include <sys/socket.h>

static long sock(long domain, long type, long proto)
{
	long rc = syscall(SYS_socket, domain, type, proto);
	if (rc >= 0)
		close((int)rc);
	return rc;
}

int main(void)
{
	long rc;

	rc = sock(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, IPPROTO_TCP);
	printf("socket(AF_INET, SOCK_STREAM|SOCK_CLOEXEC|SOCK_NONBLOCK, IPPROTO_TCP) = %s\n",
	       sprintrc(rc));
	rc = sock(AF_INET6, SOCK_DGRAM, 0);
	printf("socket(AF_INET6, SOCK_DGRAM, IPPROTO_IP) = %s\n", sprintrc(rc));
	rc = sock(AF_INET, SOCK_RAW, IPPROTO_RAW);
	printf("socket(AF_INET, SOCK_RAW, IPPROTO_RAW) = %s\n", sprintrc(rc));
	rc = sock(AF_INET, SOCK_DGRAM, 99);
	printf("socket(AF_INET, SOCK_DGRAM, 0x63 /* IPPROTO_??? */) = %s\n", sprintrc(rc));
	rc = sock(AF_UNIX, SOCK_SEQPACKET, 0);
	printf("socket(AF_UNIX, SOCK_SEQPACKET, 0) = %s\n", sprintrc(rc));
	rc = sock(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, 0);
	printf("socket(AF_NETLINK, SOCK_RAW|SOCK_CLOEXEC, NETLINK_ROUTE) = %s\n", sprintrc(rc));
	rc = sock(AF_NETLINK, SOCK_DGRAM, 16);
	printf("socket(AF_NETLINK, SOCK_DGRAM, NETLINK_GENERIC) = %s\n", sprintrc(rc));
	rc = sock(AF_NETLINK, SOCK_RAW, 99);
	printf("socket(AF_NETLINK, SOCK_RAW, 0x63 /* NETLINK_??? */) = %s\n", sprintrc(rc));
	rc = sock(AF_PACKET, SOCK_RAW, htons(3));
	printf("socket(AF_PACKET, SOCK_RAW, htons(ETH_P_ALL)) = %s\n", sprintrc(rc));
	rc = sock(AF_PACKET, SOCK_DGRAM, htons(0x86dd));
	printf("socket(AF_PACKET, SOCK_DGRAM, htons(ETH_P_IPV6)) = %s\n", sprintrc(rc));
	rc = sock(AF_PACKET, SOCK_DGRAM, 0x3412);
	printf("socket(AF_PACKET, SOCK_DGRAM, htons(0x1234 /* ETH_P_??? */)) = %s\n", sprintrc(rc));

	/* Unknown types, flags and domains. */
	rc = sock(AF_UNIX, 0xf0, -1L);
	printf("socket(AF_UNIX, 0xf0 /* SOCK_??? */, 18446744073709551615) = %s\n", sprintrc(rc));
	rc = sock(AF_UNIX, SOCK_STREAM | 0x100, 0);
	printf("socket(AF_UNIX, SOCK_STREAM|0x100 /* SOCK_??? */, 0) = %s\n", sprintrc(rc));
	rc = sock(AF_UNIX, SOCK_DGRAM | SOCK_NONBLOCK | 0x100, 0);
	printf("socket(AF_UNIX, SOCK_DGRAM|SOCK_NONBLOCK|0x100, 0) = %s\n", sprintrc(rc));
	rc = sock(46, SOCK_STREAM, 5);
	printf("socket(0x2e /* AF_??? */, SOCK_STREAM, 5) = %s\n", sprintrc(rc));
	rc = sock(AF_INET, 7, 0);
	printf("socket(AF_INET, 0x7 /* SOCK_??? */, IPPROTO_IP) = %s\n", sprintrc(rc));

	/* Other domains name their protocols from their own tables. */
	rc = sock(AF_AX25, SOCK_SEQPACKET, 0xcc);
	printf("socket(AF_AX25, SOCK_SEQPACKET, 0xcc /* AX25_P_IP */) = %s\n", sprintrc(rc));
	rc = sock(AF_AX25, SOCK_SEQPACKET, 5);
	printf("socket(AF_AX25, SOCK_SEQPACKET, 0x5 /* AX25_P_??? */) = %s\n", sprintrc(rc));
	rc = sock(AF_CAN, SOCK_RAW, 1);
	printf("socket(AF_CAN, SOCK_RAW, CAN_RAW) = %s\n", sprintrc(rc));
	rc = sock(AF_IRDA, SOCK_RAW, 2);
	printf("socket(AF_IRDA, SOCK_RAW, CAN_BCM) = %s\n", sprintrc(rc));
	rc = sock(AF_BLUETOOTH, SOCK_RAW, 1);
	printf("socket(AF_BLUETOOTH, SOCK_RAW, BTPROTO_HCI) = %s\n", sprintrc(rc));
	rc = sock(AF_RXRPC, SOCK_DGRAM, AF_INET6);
	printf("socket(AF_RXRPC, SOCK_DGRAM, AF_INET6) = %s\n", sprintrc(rc));
	rc = sock(AF_ISDN, SOCK_RAW, 0x10);
	printf("socket(AF_ISDN, SOCK_RAW, ISDN_P_LAPD_TE) = %s\n", sprintrc(rc));
	rc = sock(AF_PHONET, SOCK_DGRAM, 1);
	printf("socket(AF_PHONET, SOCK_DGRAM, PN_PROTO_PHONET) = %s\n", sprintrc(rc));
	rc = sock(AF_CAIF, SOCK_SEQPACKET, 9);
	printf("socket(AF_CAIF, SOCK_SEQPACKET, 0x9 /* CAIFPROTO_??? */) = %s\n", sprintrc(rc));
	rc = sock(AF_NFC, SOCK_STREAM, 1);
	printf("socket(AF_NFC, SOCK_STREAM, NFC_SOCKPROTO_LLCP) = %s\n", sprintrc(rc));
	rc = sock(AF_KCM, SOCK_DGRAM, 0);
	printf("socket(AF_KCM, SOCK_DGRAM, KCMPROTO_CONNECTED) = %s\n", sprintrc(rc));
	rc = sock(AF_SMC, SOCK_STREAM, 1);
	printf("socket(AF_SMC, SOCK_STREAM, SMCPROTO_SMC6) = %s\n", sprintrc(rc));
	rc = sock(AF_VSOCK, SOCK_STREAM, 7);
	printf("socket(AF_VSOCK, SOCK_STREAM, 7) = %s\n", sprintrc(rc));

	/* socketpair: the pair at exit, the address when it failed. */
	int sv[2];
	rc = syscall(SYS_socketpair, AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv);
	if (rc)
		perror_msg_and_fail("socketpair");
	printf("socketpair(AF_UNIX, SOCK_STREAM|SOCK_CLOEXEC, 0, %s) = 0\n",
	       out_argf(sv, "[%d, %d]", sv[0], sv[1]));
	int *tail = tail_alloc(sizeof(int) * 2);
	rc = syscall(SYS_socketpair, AF_UNIX, SOCK_DGRAM, 0, tail);
	if (rc)
		perror_msg_and_fail("socketpair");
	printf("socketpair(AF_UNIX, SOCK_DGRAM, 0, %s) = 0\n", out_argf(tail, "[%d, %d]", tail[0], tail[1]));
	close(tail[0]);
	close(tail[1]);
	rc = syscall(SYS_socketpair, AF_INET, SOCK_STREAM, 0, sv);
	printf("socketpair(AF_INET, SOCK_STREAM, 0, %s) = %s\n", sprintaddr(sv), sprintrc(rc));
	rc = syscall(SYS_socketpair, AF_UNIX, SOCK_STREAM, 0, BAD_ADDR);
	printf("socketpair(AF_UNIX, SOCK_STREAM, 0, %s) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_socketpair, AF_UNIX, SOCK_STREAM, 0, NULL);
	printf("socketpair(AF_UNIX, SOCK_STREAM, 0, NULL) = %s\n", sprintrc(rc));
	rc = syscall(SYS_socketpair, AF_UNIX, SOCK_STREAM, 0, tail + 1);
	printf("socketpair(AF_UNIX, SOCK_STREAM, 0, %s) = %s\n", sprintaddr(tail + 1), sprintrc(rc));

	/* listen: a signed backlog from the low 32 bits. */
	int fd = sv[0];
	rc = syscall(SYS_listen, fd, -1);
	printf("listen(%d, -1) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_listen, fd, 0x100000005L);
	printf("listen(%d, 5) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_listen, -1, 5);
	printf("listen(-1, 5) = %s\n", sprintrc(rc));

	rc = syscall(SYS_shutdown, fd, SHUT_RD);
	printf("shutdown(%d, SHUT_RD) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_shutdown, fd, SHUT_WR);
	printf("shutdown(%d, SHUT_WR) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_shutdown, fd, SHUT_RDWR);
	printf("shutdown(%d, SHUT_RDWR) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_shutdown, fd, 3);
	printf("shutdown(%d, 0x3 /* SHUT_??? */) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_shutdown, fd, -1L);
	printf("shutdown(%d, 0xffffffff /* SHUT_??? */) = %s\n", fd, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
