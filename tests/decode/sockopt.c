/* systrace: -e trace=setsockopt,getsockopt */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * setsockopt, getsockopt: levels and option names, int values, struct values
 * (linger, ucred, multicast requests, packet rings, ICMP filters, BPF programs),
 * lengths in and out, short, NULL and unreadable buffers.
 */
#include "tests.h"

#include <arpa/inet.h>
#include <linux/filter.h>
#include <linux/if_packet.h>
#include <linux/netlink.h>
#include <net/if.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdbool.h>
#include <sys/socket.h>
#include <sys/time.h>

/* From <linux/icmp.h>, which clashes with <net/if.h>. */
#define ICMP_FILTER 1
#define ICMP_ECHOREPLY 0
#define ICMP_ECHO 8
struct icmp_filter {
	unsigned int data;
};

#ifndef SO_TXREHASH
# define SO_TXREHASH 74
#endif

static const char *sprint_ifindex(unsigned int idx)
{
	static char b[64];
	char name[IF_NAMESIZE];
	if (if_indextoname(idx, name))
		snprintf(b, sizeof(b), "if_nametoindex(\"%s\")", name);
	else
		snprintf(b, sizeof(b), "%u", idx);
	return b;
}

static long sso(int fd, long level, long name, const void *val, long len)
{
	return syscall(SYS_setsockopt, fd, level, name, val, len);
}

static long gso(int fd, long level, long name, void *val, void *len)
{
	return syscall(SYS_getsockopt, fd, level, name, val, len);
}

static void test_set(int s, int s6)
{
	int v = 1;
	long rc;

	rc = sso(s, SOL_SOCKET, SO_REUSEADDR, &v, sizeof(v));
	printf("setsockopt(%d, SOL_SOCKET, SO_REUSEADDR, [1], 4) = %s\n", s, sprintrc(rc));
	rc = sso(s, SOL_SOCKET, SO_KEEPALIVE, &v, 2);
	printf("setsockopt(%d, SOL_SOCKET, SO_KEEPALIVE, %p, 2) = %s\n", s, (void *)&v, sprintrc(rc));
	rc = sso(s, SOL_SOCKET, SO_KEEPALIVE, &v, 8);
	printf("setsockopt(%d, SOL_SOCKET, SO_KEEPALIVE, [1], 8) = %s\n", s, sprintrc(rc));
	rc = sso(s, SOL_SOCKET, SO_RCVBUF, NULL, 4);
	printf("setsockopt(%d, SOL_SOCKET, SO_RCVBUF, NULL, 4) = %s\n", s, sprintrc(rc));
	rc = sso(s, SOL_SOCKET, SO_RCVBUF, BAD_ADDR, 4);
	printf("setsockopt(%d, SOL_SOCKET, SO_RCVBUF, %s, 4) = %s\n", s, sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = sso(s, SOL_SOCKET, SO_RCVBUF, &v, -1);
	printf("setsockopt(%d, SOL_SOCKET, SO_RCVBUF, %p, -1) = %s\n", s, (void *)&v, sprintrc(rc));
	int *tail = tail_alloc(sizeof(*tail));
	*tail = 65536;
	rc = sso(s, SOL_SOCKET, SO_SNDBUF, tail, 4);
	printf("setsockopt(%d, SOL_SOCKET, SO_SNDBUF, [65536], 4) = %s\n", s, sprintrc(rc));
	rc = sso(s, SOL_SOCKET, SO_SNDBUF, tail, 5);
	printf("setsockopt(%d, SOL_SOCKET, SO_SNDBUF, [65536], 5) = %s\n", s, sprintrc(rc));
	rc = sso(s, SOL_SOCKET, 999, tail, 5);
	printf("setsockopt(%d, SOL_SOCKET, 0x3e7 /* SO_??? */, %p, 5) = %s\n", s, (void *)tail, sprintrc(rc));

	struct linger lg = { 1, 5 };
	rc = sso(s, SOL_SOCKET, SO_LINGER, &lg, sizeof(lg));
	printf("setsockopt(%d, SOL_SOCKET, SO_LINGER, {l_onoff=1, l_linger=5}, 8) = %s\n", s, sprintrc(rc));
	rc = sso(s, SOL_SOCKET, SO_LINGER, &lg, 4);
	printf("setsockopt(%d, SOL_SOCKET, SO_LINGER, %p, 4) = %s\n", s, (void *)&lg, sprintrc(rc));

	/* Timeouts are shown as bytes, like strace 6.1 does. */
	struct timeval tv = { 3, 500 };
	rc = sso(s, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
	printf("setsockopt(%d, SOL_SOCKET, SO_RCVTIMEO_OLD, %s, 16) = %s\n", s,
	       sprint_quoted(&tv, sizeof(tv), false), sprintrc(rc));
	rc = sso(s, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof(tv));
	printf("setsockopt(%d, SOL_SOCKET, SO_SNDTIMEO_OLD, %s, 16) = %s\n", s,
	       sprint_quoted(&tv, sizeof(tv), false), sprintrc(rc));
	rc = sso(s, SOL_SOCKET, SO_TXREHASH, &v, sizeof(v));
	printf("setsockopt(%d, SOL_SOCKET, SO_TXREHASH, [SOCK_TXREHASH_ENABLED], 4) = %s\n", s, sprintrc(rc));
	v = 7;
	rc = sso(s, SOL_SOCKET, SO_TXREHASH, &v, sizeof(v));
	printf("setsockopt(%d, SOL_SOCKET, SO_TXREHASH, [7 /* SOCK_TXREHASH_??? */], 4) = %s\n", s, sprintrc(rc));
	rc = sso(s, SOL_SOCKET, SO_TXREHASH, &v, 2);
	printf("setsockopt(%d, SOL_SOCKET, SO_TXREHASH, %p, 2) = %s\n", s, (void *)&v, sprintrc(rc));
	v = 1;

	/* Unknown options and levels. */
	rc = sso(s, SOL_SOCKET, 999, "abcdef", 6);
	printf("setsockopt(%d, SOL_SOCKET, 0x3e7 /* SO_??? */, \"abcdef\", 6) = %s\n", s, sprintrc(rc));
	rc = sso(s, SOL_SOCKET, 999, &v, 4);
	printf("setsockopt(%d, SOL_SOCKET, 0x3e7 /* SO_??? */, [1], 4) = %s\n", s, sprintrc(rc));
	rc = sso(s, 999, 5, &v, 4);
	printf("setsockopt(%d, 0x3e7 /* SOL_?? */, 5, [1], 4) = %s\n", s, sprintrc(rc));
	rc = sso(s, SOL_TCP, 999, &v, 4);
	printf("setsockopt(%d, SOL_TCP, 0x3e7 /* TCP_??? */, [1], 4) = %s\n", s, sprintrc(rc));
	rc = sso(s, SOL_SOCKET, SO_ERROR, &v, 4);
	printf("setsockopt(%d, SOL_SOCKET, SO_ERROR, [1], 4) = %s\n", s, sprintrc(rc));

	rc = sso(s, SOL_TCP, TCP_NODELAY, &v, sizeof(v));
	printf("setsockopt(%d, SOL_TCP, TCP_NODELAY, [1], 4) = %s\n", s, sprintrc(rc));
	rc = sso(s, SOL_TCP, TCP_CONGESTION, "reno", 5);
	printf("setsockopt(%d, SOL_TCP, TCP_CONGESTION, \"reno\\0\", 5) = %s\n", s, sprintrc(rc));
	rc = sso(s, SOL_IP, IP_TOS, &v, sizeof(v));
	printf("setsockopt(%d, SOL_IP, IP_TOS, [1], 4) = %s\n", s, sprintrc(rc));
	rc = sso(s, SOL_IP, 999, &v, sizeof(v));
	printf("setsockopt(%d, SOL_IP, 0x3e7 /* IP_??? */, [1], 4) = %s\n", s, sprintrc(rc));
	rc = sso(s, SOL_IP, 64, NULL, 0);
	printf("setsockopt(%d, SOL_IP, IPT_SO_SET_REPLACE, NULL, 0) = %s\n", s, sprintrc(rc));
	rc = sso(s6, SOL_IPV6, IPV6_V6ONLY, &v, sizeof(v));
	printf("setsockopt(%d, SOL_IPV6, IPV6_V6ONLY, [1], 4) = %s\n", s6, sprintrc(rc));

	/* Multicast requests. */
	struct ip_mreq mr;
	inet_pton(AF_INET, "224.0.0.251", &mr.imr_multiaddr);
	mr.imr_interface.s_addr = htonl(INADDR_LOOPBACK);
	int u = socket(AF_INET, SOCK_DGRAM, 0);
	rc = sso(u, SOL_IP, IP_ADD_MEMBERSHIP, &mr, sizeof(mr));
	printf("setsockopt(%d, SOL_IP, IP_ADD_MEMBERSHIP, {imr_multiaddr=inet_addr(\"224.0.0.251\"), "
	       "imr_interface=inet_addr(\"127.0.0.1\")}, 8) = %s\n", u, sprintrc(rc));
	rc = sso(u, SOL_IP, IP_DROP_MEMBERSHIP, &mr, 7);
	printf("setsockopt(%d, SOL_IP, IP_DROP_MEMBERSHIP, %p, 7) = %s\n", u, (void *)&mr, sprintrc(rc));
	struct group_req gr = { .gr_interface = 1 };
	struct sockaddr_in *gs = (void *)&gr.gr_group;
	gs->sin_family = AF_INET;
	inet_pton(AF_INET, "224.1.1.1", &gs->sin_addr);
	rc = sso(u, SOL_IP, MCAST_JOIN_GROUP, &gr, sizeof(gr));
	printf("setsockopt(%d, SOL_IP, MCAST_JOIN_GROUP, {gr_interface=%s, gr_group={sa_family=AF_INET, "
	       "sin_port=htons(0), sin_addr=inet_addr(\"224.1.1.1\")}}, %zu) = %s\n",
	       u, sprint_ifindex(1), sizeof(gr), sprintrc(rc));
	close(u);
	struct ipv6_mreq mr6 = { .ipv6mr_interface = 1 };
	inet_pton(AF_INET6, "ff02::1:2", &mr6.ipv6mr_multiaddr);
	rc = sso(s6, SOL_IPV6, IPV6_ADD_MEMBERSHIP, &mr6, sizeof(mr6));
	printf("setsockopt(%d, SOL_IPV6, IPV6_ADD_MEMBERSHIP, {inet_pton(AF_INET6, \"ff02::1:2\", "
	       "&ipv6mr_multiaddr), ipv6mr_interface=%s}, 20) = %s\n", s6, sprint_ifindex(1), sprintrc(rc));

	/* A socket filter: its length and address (instructions need -v). */
	struct sock_filter code[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, (unsigned int)SKF_AD_OFF + SKF_AD_PROTOCOL),
		BPF_STMT(BPF_RET | BPF_K, 0xffff),
	};
	struct sock_fprog fp = { 2, code };
	rc = sso(s, SOL_SOCKET, SO_ATTACH_FILTER, &fp, sizeof(fp));
	printf("setsockopt(%d, SOL_SOCKET, SO_ATTACH_FILTER, {len=2, filter=%p}, %zu) = %s\n",
	       s, (void *)code, sizeof(fp), sprintrc(rc));
	rc = sso(s, SOL_SOCKET, SO_ATTACH_FILTER, &fp, 8);
	printf("setsockopt(%d, SOL_SOCKET, SO_ATTACH_FILTER, %p, 8) = %s\n", s, (void *)&fp, sprintrc(rc));
	rc = sso(s, SOL_SOCKET, SO_ATTACH_REUSEPORT_CBPF, BAD_ADDR, sizeof(fp));
	printf("setsockopt(%d, SOL_SOCKET, SO_ATTACH_REUSEPORT_CBPF, %s, %zu) = %s\n",
	       s, sprintaddr(BAD_ADDR), sizeof(fp), sprintrc(rc));
}

static void test_get(int s)
{
	long rc;
	int v;
	socklen_t l = sizeof(v);

	rc = gso(s, SOL_SOCKET, SO_TYPE, &v, &l);
	printf("getsockopt(%d, SOL_SOCKET, SO_TYPE, %s, [4]) = %s\n", s, out_argf(&v, "[%d]", v), sprintrc(rc));
	rc = gso(s, SOL_SOCKET, SO_DOMAIN, &v, &l);
	printf("getsockopt(%d, SOL_SOCKET, SO_DOMAIN, %s, [4]) = %s\n", s, out_argf(&v, "[%d]", v), sprintrc(rc));
	rc = gso(s, SOL_SOCKET, SO_ERROR, &v, &l);
	printf("getsockopt(%d, SOL_SOCKET, SO_ERROR, %s, [4]) = %s\n", s, out_arg(&v, "[0]"), sprintrc(rc));

	/* A refused non-blocking connect leaves ECONNREFUSED in SO_ERROR. */
	int c = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
	int lis = socket(AF_INET, SOCK_STREAM, 0);
	struct sockaddr_in sin = { .sin_family = AF_INET };
	sin.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	socklen_t sl = sizeof(sin);
	if (c < 0 || lis < 0 || bind(lis, (void *)&sin, sizeof(sin)) ||
	    getsockname(lis, (void *)&sin, &sl))
		perror_msg_and_fail("setup");
	close(lis);	/* nobody listens on that port now */
	connect(c, (void *)&sin, sizeof(sin));
	poll(&(struct pollfd){ .fd = c, .events = POLLOUT }, 1, 1000);
	rc = gso(c, SOL_SOCKET, SO_ERROR, &v, &l);
	printf("getsockopt(%d, SOL_SOCKET, SO_ERROR, %s, [4]) = %s\n",
	       c, out_argf(&v, "[%s]", v ? strerrorname_np(v) : "0"), sprintrc(rc));
	l = 2;
	rc = gso(c, SOL_SOCKET, SO_ERROR, &v, &l);
	printf("getsockopt(%d, SOL_SOCKET, SO_ERROR, %s, [2]) = %s\n", c,
	       out_arg(&v, "\"\\x00\\x00\""), sprintrc(rc));
	close(c);

	long long big = 0;
	l = 8;
	rc = gso(s, SOL_SOCKET, SO_RCVBUF, &big, &l);
	printf("getsockopt(%d, SOL_SOCKET, SO_RCVBUF, %s, %s) = %s\n", s, out_argf(&big, "[%d]", (int)big),
	       inout_len(8, 4), sprintrc(rc));
	l = 2;
	rc = gso(s, SOL_SOCKET, SO_RCVBUF, &big, &l);
	printf("getsockopt(%d, SOL_SOCKET, SO_RCVBUF, %s, [2]) = %s\n", s,
	       out_arg(&big, sprint_quoted(&big, 2, true)), sprintrc(rc));

	struct linger lg;
	l = sizeof(lg);
	rc = gso(s, SOL_SOCKET, SO_LINGER, &lg, &l);
	printf("getsockopt(%d, SOL_SOCKET, SO_LINGER, %s, [8]) = %s\n",
	       s, out_argf(&lg, "{l_onoff=%d, l_linger=%d}", lg.l_onoff, lg.l_linger), sprintrc(rc));
	l = 6;
	rc = gso(s, SOL_SOCKET, SO_LINGER, &lg, &l);
	printf("getsockopt(%d, SOL_SOCKET, SO_LINGER, %s, [6]) = %s\n", s,
	       out_argf(&lg, "{l_onoff=%d, l_linger=%s}", lg.l_onoff,
			sprint_quoted(&lg.l_linger, 2, true)), sprintrc(rc));
	l = 2;
	rc = gso(s, SOL_SOCKET, SO_LINGER, &lg, &l);
	printf("getsockopt(%d, SOL_SOCKET, SO_LINGER, %s, [2]) = %s\n",
	       s, out_argf(&lg, "{l_onoff=%s}", sprint_quoted(&lg.l_onoff, 2, true)), sprintrc(rc));

	struct timeval tv;
	l = sizeof(tv);
	rc = gso(s, SOL_SOCKET, SO_SNDTIMEO, &tv, &l);
	printf("getsockopt(%d, SOL_SOCKET, SO_SNDTIMEO_OLD, %s, [16]) = %s\n",
	       s, out_arg(&tv, sprint_quoted(&tv, sizeof(tv), false)), sprintrc(rc));

	int sv[2];
	if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv))
		perror_msg_and_fail("socketpair");
	struct ucred uc;
	l = sizeof(uc);
	rc = gso(sv[0], SOL_SOCKET, SO_PEERCRED, &uc, &l);
	printf("getsockopt(%d, SOL_SOCKET, SO_PEERCRED, %s, [12]) = %s\n", sv[0],
	       out_argf(&uc, "{pid=%d, uid=%u, gid=%u}", uc.pid, uc.uid, uc.gid), sprintrc(rc));
	l = 6;
	rc = gso(sv[0], SOL_SOCKET, SO_PEERCRED, &uc, &l);
	printf("getsockopt(%d, SOL_SOCKET, SO_PEERCRED, %s, [6]) = %s\n", sv[0],
	       out_argf(&uc, "{pid=%d, uid=%s}", uc.pid, sprint_quoted(&uc.uid, 2, true)),
	       sprintrc(rc));
	close(sv[0]);
	close(sv[1]);

	l = 4;
	rc = gso(s, SOL_TCP, TCP_NODELAY, &v, &l);
	printf("getsockopt(%d, SOL_TCP, TCP_NODELAY, %s, [4]) = %s\n", s, out_argf(&v, "[%d]", v), sprintrc(rc));
	char cc[16];
	l = sizeof(cc);
	rc = gso(s, SOL_TCP, TCP_CONGESTION, cc, &l);
	printf("getsockopt(%d, SOL_TCP, TCP_CONGESTION, %s, [16]) = %s\n",
	       s, out_arg(cc, sprint_quoted(cc, l, false)), sprintrc(rc));
	l = 4;
	rc = gso(s, SOL_IP, IP_TTL, &v, &l);
	printf("getsockopt(%d, SOL_IP, IP_TTL, %s, [4]) = %s\n", s, out_argf(&v, "[%d]", v), sprintrc(rc));
	l = 16;
	rc = gso(s, SOL_IP, IP_OPTIONS, cc, &l);
	printf("getsockopt(%d, SOL_IP, IP_OPTIONS, %p, %s) = %s\n", s, cc, inout_len(16, 0), sprintrc(rc));
	l = 4;
	rc = gso(s, SOL_IP, 98, &v, &l);
	printf("getsockopt(%d, SOL_IP, 0x62 /* IP_??? */, %p, [4]) = %s\n", s, (void *)&v, sprintrc(rc));

	/* Lengths: NULL, unreadable, zero, negative; NULL and unreadable values. */
	rc = gso(s, SOL_SOCKET, SO_RCVBUF, &v, NULL);
	printf("getsockopt(%d, SOL_SOCKET, SO_RCVBUF, %p, NULL) = %s\n", s, (void *)&v, sprintrc(rc));
	rc = gso(s, SOL_SOCKET, SO_RCVBUF, &v, BAD_ADDR);
	printf("getsockopt(%d, SOL_SOCKET, SO_RCVBUF, %p, %s) = %s\n", s, (void *)&v,
	       sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = gso(s, SOL_SOCKET, SO_RCVBUF, NULL, &l);
	printf("getsockopt(%d, SOL_SOCKET, SO_RCVBUF, NULL, [4]) = %s\n", s, sprintrc(rc));
	rc = gso(s, SOL_SOCKET, SO_RCVBUF, BAD_ADDR, &l);
	printf("getsockopt(%d, SOL_SOCKET, SO_RCVBUF, %s, [4]) = %s\n", s, sprintaddr(BAD_ADDR), sprintrc(rc));
	l = 0;
	rc = gso(s, SOL_SOCKET, SO_RCVBUF, &v, &l);
	printf("getsockopt(%d, SOL_SOCKET, SO_RCVBUF, %p, [0]) = %s\n", s, (void *)&v, sprintrc(rc));
	l = -1;
	rc = gso(s, SOL_SOCKET, SO_RCVBUF, &v, &l);
	printf("getsockopt(%d, SOL_SOCKET, SO_RCVBUF, %p, [-1]) = %s\n", s, (void *)&v, sprintrc(rc));
	l = 4;
	rc = gso(s, 999, 5, &v, &l);
	printf("getsockopt(%d, 0x3e7 /* SOL_?? */, 5, %p, [4]) = %s\n", s, (void *)&v, sprintrc(rc));
	rc = gso(-1, SOL_SOCKET, SO_RCVBUF, &v, &l);
	printf("getsockopt(-1, SOL_SOCKET, SO_RCVBUF, %p, [4]) = %s\n", (void *)&v, sprintrc(rc));
	socklen_t *tl = tail_alloc(sizeof(*tl));
	*tl = 4;
	rc = gso(s, SOL_SOCKET, SO_KEEPALIVE, &v, tl);
	printf("getsockopt(%d, SOL_SOCKET, SO_KEEPALIVE, %s, [4]) = %s\n", s, out_argf(&v, "[%d]", v),
	       sprintrc(rc));
}

static void test_netlink(void)
{
	int nl = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	if (nl < 0)
		return;
	long rc;
	int v = 1;
	rc = sso(nl, SOL_NETLINK, NETLINK_ADD_MEMBERSHIP, &v, sizeof(v));
	printf("setsockopt(%d, SOL_NETLINK, NETLINK_ADD_MEMBERSHIP, [1], 4) = %s\n", nl, sprintrc(rc));
	rc = sso(nl, SOL_NETLINK, NETLINK_ADD_MEMBERSHIP, &v, 2);
	printf("setsockopt(%d, SOL_NETLINK, NETLINK_ADD_MEMBERSHIP, %p, 2) = %s\n", nl, (void *)&v, sprintrc(rc));
	unsigned int groups[4] = { 0 };
	socklen_t l = sizeof(groups);
	rc = gso(nl, SOL_NETLINK, NETLINK_LIST_MEMBERSHIPS, groups, &l);
	if (rc || l < 4 || l > sizeof(groups))
		perror_msg_and_fail("NETLINK_LIST_MEMBERSHIPS");
	char list[128];
	size_t n = 0;
	for (size_t i = 0; i < l / sizeof(groups[0]); i++)
		n += snprintf(list + n, sizeof(list) - n, "%s%u", i ? ", " : "", groups[i]);
	printf("getsockopt(%d, SOL_NETLINK, NETLINK_LIST_MEMBERSHIPS, %s, %s) = 0\n", nl,
	       out_argf(groups, "[%s]", list), inout_len(16, l));
	l = 8;
	rc = gso(nl, SOL_NETLINK, NETLINK_NO_ENOBUFS, groups, &l);
	printf("getsockopt(%d, SOL_NETLINK, NETLINK_NO_ENOBUFS, %s, %s) = %s\n",
	       nl, out_argf(groups, "[%d]", (int)groups[0]), inout_len(8, 4), sprintrc(rc));
	close(nl);
}

static void test_raw_packet(void)
{
	/* Raw and packet sockets need CAP_NET_RAW: the calls fail without it and
	 * the values print the same; getsockopt then shows the address. */
	int raw = socket(AF_INET, SOCK_RAW, IPPROTO_ICMP);
	long rc;
	struct icmp_filter f = { .data = (1 << ICMP_ECHO) | (1 << ICMP_ECHOREPLY) | (1 << 1) };
	rc = sso(raw, SOL_RAW, ICMP_FILTER, &f, sizeof(f));
	printf("setsockopt(%d, SOL_RAW, ICMP_FILTER, [ICMP_ECHOREPLY 0x1 /* ICMP_??? */ ICMP_ECHO], 4) = %s\n",
	       raw, sprintrc(rc));
	f.data = ~(1U << ICMP_ECHO);
	rc = sso(raw, SOL_RAW, ICMP_FILTER, &f, sizeof(f));
	printf("setsockopt(%d, SOL_RAW, ICMP_FILTER, ~[ICMP_ECHO], 4) = %s\n", raw, sprintrc(rc));
	rc = sso(raw, SOL_RAW, ICMP_FILTER, &f, 0);
	printf("setsockopt(%d, SOL_RAW, ICMP_FILTER, %p, 0) = %s\n", raw, (void *)&f, sprintrc(rc));
	socklen_t l = sizeof(f);
	f.data = 0;
	rc = gso(raw, SOL_RAW, ICMP_FILTER, &f, &l);
	if (rc == 0)
		printf("getsockopt(%d, SOL_RAW, ICMP_FILTER, %s, [4]) = 0\n", raw, out_arg(&f, "~[ICMP_ECHO]"));
	else
		printf("getsockopt(%d, SOL_RAW, ICMP_FILTER, %p, [4]) = %s\n", raw, (void *)&f, sprintrc(rc));
	if (raw >= 0)
		close(raw);

	int pk = socket(AF_PACKET, SOCK_RAW, 0);
	struct tpacket_req rq = { 4096, 4, 2048, 8 };
	rc = sso(pk, SOL_PACKET, PACKET_RX_RING, &rq, sizeof(rq));
	printf("setsockopt(%d, SOL_PACKET, PACKET_RX_RING, {tp_block_size=4096, tp_block_nr=4, "
	       "tp_frame_size=2048, tp_frame_nr=8}, 16) = %s\n", pk, sprintrc(rc));
	rc = sso(pk, SOL_PACKET, PACKET_TX_RING, &rq, 12);
	printf("setsockopt(%d, SOL_PACKET, PACKET_TX_RING, %p, 12) = %s\n", pk, (void *)&rq, sprintrc(rc));
	struct packet_mreq pm = {
		.mr_ifindex = 1, .mr_type = PACKET_MR_PROMISC, .mr_alen = 6,
		.mr_address = { 0xde, 0xad, 0xbe, 0xef, 0, 1, 2, 3 },
	};
	rc = sso(pk, SOL_PACKET, PACKET_ADD_MEMBERSHIP, &pm, sizeof(pm));
	printf("setsockopt(%d, SOL_PACKET, PACKET_ADD_MEMBERSHIP, {mr_ifindex=%s, mr_type=PACKET_MR_PROMISC, "
	       "mr_alen=6, mr_address=de:ad:be:ef:00:01}, 16) = %s\n", pk, sprint_ifindex(1), sprintrc(rc));
	pm.mr_alen = 12;
	pm.mr_type = 9;
	rc = sso(pk, SOL_PACKET, PACKET_DROP_MEMBERSHIP, &pm, sizeof(pm));
	printf("setsockopt(%d, SOL_PACKET, PACKET_DROP_MEMBERSHIP, {mr_ifindex=%s, mr_type=0x9 /* PACKET_MR_??? */, "
	       "mr_alen=12, mr_address=de:ad:be:ef:00:01:02:03}, 16) = %s\n", pk, sprint_ifindex(1), sprintrc(rc));
	/* strace 6.1 shows the last address printed again for an empty one. */
	pm.mr_alen = 0;
	rc = sso(pk, SOL_PACKET, PACKET_DROP_MEMBERSHIP, &pm, sizeof(pm));
	printf("setsockopt(%d, SOL_PACKET, PACKET_DROP_MEMBERSHIP, {mr_ifindex=%s, mr_type=0x9 /* PACKET_MR_??? */, "
	       "mr_alen=0, mr_address=de:ad:be:ef:00:01:02:03}, 16) = %s\n", pk, sprint_ifindex(1), sprintrc(rc));
	struct tpacket_stats st = { 0 };
	l = sizeof(st);
	rc = gso(pk, SOL_PACKET, PACKET_STATISTICS, &st, &l);
	if (rc == 0)
		printf("getsockopt(%d, SOL_PACKET, PACKET_STATISTICS, %s, [8]) = 0\n", pk,
		       out_argf(&st, "{tp_packets=%u, tp_drops=%u}", st.tp_packets, st.tp_drops));
	else
		printf("getsockopt(%d, SOL_PACKET, PACKET_STATISTICS, %p, [8]) = %s\n", pk, (void *)&st, sprintrc(rc));
	if (pk >= 0)
		close(pk);
}

int main(void)
{
	int s = socket(AF_INET, SOCK_STREAM, 0);
	int s6 = socket(AF_INET6, SOCK_DGRAM, 0);
	if (s < 0)
		perror_msg_and_fail("socket");
	test_set(s, s6);
	test_get(s);
	test_netlink();
	test_raw_packet();
	puts("+++ exited with 0 +++");
	return 0;
}
