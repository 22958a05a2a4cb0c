/* systrace: -e trace=socket,sendto,recvfrom */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Netlink messages on a NETLINK_ROUTE socket: headers, ifinfomsg, ifaddrmsg, rtmsg
 * and ndmsg with attributes, several messages in one buffer, short buffers and
 * messages, -s limits on data and on attribute counts, NLMSG_ERROR and NLMSG_DONE.
 * The messages go from one netlink socket to another (never to the kernel, which
 * would act on them): the receiving socket gets them unchanged. socket() is traced
 * so that -m buffered, which decodes after the program may have exited, knows the
 * descriptors' netlink family without /proc.
 */
#include "tests.h"

#include <arpa/inet.h>
#include <linux/fib_rules.h>
#include <linux/if_addr.h>
#include <linux/neighbour.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <linux/if.h>
#include <sys/socket.h>

static int fd, peer;
static struct sockaddr_nl peer_sa;
static char dst[128];

/* Sends len bytes to the peer socket; its receive queue is drained after. */
static long send_nl(const void *buf, size_t len)
{
	long rc = syscall(SYS_sendto, fd, buf, len, 0, &peer_sa, sizeof(peer_sa));
	static char sink[8192];
	if (rc >= 0 && read(peer, sink, sizeof(sink)) < 0)
		perror_msg_and_fail("read");
	return rc;
}

static void put_attr(char *p, unsigned int len, unsigned int type, const void *data)
{
	struct nlattr nla = { .nla_len = (uint16_t)len, .nla_type = (uint16_t)type };
	memcpy(p, &nla, sizeof(nla));
	if (data)
		memcpy(p + NLA_HDRLEN, data, len - NLA_HDRLEN);
}

static char reply[4096];

int main(void)
{
	long rc;
	fd = (int)syscall(SYS_socket, AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	printf("socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE) = %d\n", fd);
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK };
	socklen_t salen = sizeof(sa);
	if (fd < 0 || bind(fd, (void *)&sa, sizeof(sa)) || getsockname(fd, (void *)&sa, &salen))
		perror_msg_and_fail("netlink socket");
	peer = (int)syscall(SYS_socket, AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	printf("socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE) = %d\n", peer);
	peer_sa.nl_family = AF_NETLINK;
	salen = sizeof(peer_sa);
	if (peer < 0 || bind(peer, (void *)&peer_sa, sizeof(peer_sa)) ||
	    getsockname(peer, (void *)&peer_sa, &salen))
		perror_msg_and_fail("netlink socket");
	snprintf(dst, sizeof(dst), "{sa_family=AF_NETLINK, nl_pid=%d, nl_groups=00000000}, 12",
		 (int)peer_sa.nl_pid);
	if (connect(peer, (void *)&sa, sizeof(sa)))
		perror_msg_and_fail("connect");

	/* A link dump request with an attribute. */
	struct {
		struct nlmsghdr h;
		struct ifinfomsg ifi;
		char attrs[8];
	} link_req = {
		.h = { .nlmsg_len = sizeof(link_req), .nlmsg_type = RTM_GETLINK,
		       .nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP, .nlmsg_seq = 1 },
		.ifi = { .ifi_family = AF_UNSPEC, .ifi_type = 1, .ifi_index = 1,
			 .ifi_flags = IFF_UP | IFF_LOOPBACK, .ifi_change = 0xffffffff },
	};
	uint32_t mask = RTEXT_FILTER_VF | RTEXT_FILTER_SKIP_STATS;
	put_attr(link_req.attrs, 8, IFLA_EXT_MASK, &mask);
	/* The loopback interface is index 1 in every network namespace. */
	const char *lo = "if_nametoindex(\"lo\")";
	rc = send_nl(&link_req, sizeof(link_req));
	printf("sendto(%d, [{nlmsg_len=40, nlmsg_type=RTM_GETLINK, nlmsg_flags=NLM_F_REQUEST|NLM_F_DUMP, "
	       "nlmsg_seq=1, nlmsg_pid=0}, {ifi_family=AF_UNSPEC, ifi_type=ARPHRD_ETHER, ifi_index=%s, "
	       "ifi_flags=IFF_UP|IFF_LOOPBACK, ifi_change=0xffffffff}, [{nla_len=8, nla_type=IFLA_EXT_MASK}, "
	       "RTEXT_FILTER_VF|RTEXT_FILTER_SKIP_STATS]], 40, 0, %s) = %s\n", fd, lo, dst, sprintrc(rc));

	/* Two messages in one buffer: an address and a route, with attributes. */
	struct {
		struct nlmsghdr h1;
		struct ifaddrmsg ifa;
		char a1[8 + 8];
		struct nlmsghdr h2;
		struct rtmsg rtm;
		char a2[8 + 8 + 8];
	} two = {
		.h1 = { .nlmsg_len = NLMSG_HDRLEN + sizeof(struct ifaddrmsg) + 16,
			.nlmsg_type = RTM_NEWADDR, .nlmsg_flags = NLM_F_CREATE | NLM_F_EXCL,
			.nlmsg_seq = 2, .nlmsg_pid = 1234 },
		.ifa = { .ifa_family = AF_INET, .ifa_prefixlen = 8, .ifa_flags = IFA_F_PERMANENT,
			 .ifa_scope = RT_SCOPE_HOST, .ifa_index = 0 },
		.h2 = { .nlmsg_len = NLMSG_HDRLEN + sizeof(struct rtmsg) + 24,
			.nlmsg_type = RTM_NEWROUTE, .nlmsg_flags = NLM_F_REPLACE | 0x1000,
			.nlmsg_seq = 3 },
		.rtm = { .rtm_family = AF_INET, .rtm_dst_len = 24, .rtm_table = RT_TABLE_MAIN,
			 .rtm_protocol = RTPROT_BOOT, .rtm_scope = RT_SCOPE_LINK,
			 .rtm_type = RTN_UNICAST, .rtm_flags = RTM_F_NOTIFY },
	};
	struct in_addr a4;
	inet_pton(AF_INET, "127.0.0.1", &a4);
	put_attr(two.a1, 8, IFA_LOCAL, &a4);
	put_attr(two.a1 + 8, 7, IFA_LABEL, "lo:");
	inet_pton(AF_INET, "10.1.2.0", &a4);
	put_attr(two.a2, 8, RTA_DST, &a4);
	uint32_t table = RT_TABLE_LOCAL, oif = 0;
	put_attr(two.a2 + 8, 8, RTA_TABLE, &table);
	put_attr(two.a2 + 16, 8, RTA_OIF, &oif);
	rc = send_nl(&two, sizeof(two));
	printf("sendto(%d, [[{nlmsg_len=40, nlmsg_type=RTM_NEWADDR, nlmsg_flags=NLM_F_EXCL|NLM_F_CREATE, "
	       "nlmsg_seq=2, nlmsg_pid=1234}, {ifa_family=AF_INET, ifa_prefixlen=8, ifa_flags=IFA_F_PERMANENT, "
	       "ifa_scope=RT_SCOPE_HOST, ifa_index=0}, [[{nla_len=8, nla_type=IFA_LOCAL}, inet_addr(\"127.0.0.1\")], "
	       "[{nla_len=7, nla_type=IFA_LABEL}, \"lo:\"...]]], [{nlmsg_len=52, nlmsg_type=RTM_NEWROUTE, "
	       "nlmsg_flags=NLM_F_REPLACE|0x1000, nlmsg_seq=3, nlmsg_pid=0}, {rtm_family=AF_INET, rtm_dst_len=24, "
	       "rtm_src_len=0, rtm_tos=0, rtm_table=RT_TABLE_MAIN, rtm_protocol=RTPROT_BOOT, "
	       "rtm_scope=RT_SCOPE_LINK, rtm_type=RTN_UNICAST, rtm_flags=RTM_F_NOTIFY}, "
	       "[[{nla_len=8, nla_type=RTA_DST}, inet_addr(\"10.1.2.0\")], [{nla_len=8, nla_type=RTA_TABLE}, "
	       "RT_TABLE_LOCAL], [{nla_len=8, nla_type=RTA_OIF}, 0]]]], %zu, 0, %s) = %s\n",
	       fd, sizeof(two), dst, sprintrc(rc));

	/* A neighbour with an IPv6 destination and a hardware address; a get request
	 * shorter than its struct. */
	struct {
		struct nlmsghdr h;
		struct ndmsg nd;
		char a[20 + 12];
	} neigh = {
		.h = { .nlmsg_len = sizeof(neigh), .nlmsg_type = RTM_DELNEIGH,
		       .nlmsg_flags = NLM_F_REQUEST | NLM_F_ACK | NLM_F_NONREC, .nlmsg_seq = 4 },
		.nd = { .ndm_family = AF_INET6, .ndm_state = NUD_REACHABLE | NUD_PERMANENT,
			.ndm_flags = NTF_ROUTER, .ndm_type = RTN_LOCAL },
	};
	struct in6_addr a6;
	inet_pton(AF_INET6, "fe80::1", &a6);
	put_attr(neigh.a, 20, NDA_DST, &a6);
	put_attr(neigh.a + 20, 10, NDA_LLADDR, "\x02\x00\x5e\x10\x00\x01");
	rc = send_nl(&neigh, sizeof(neigh));
	printf("sendto(%d, [{nlmsg_len=60, nlmsg_type=RTM_DELNEIGH, nlmsg_flags=NLM_F_REQUEST|NLM_F_ACK|"
	       "NLM_F_NONREC, nlmsg_seq=4, nlmsg_pid=0}, {ndm_family=AF_INET6, ndm_ifindex=0, "
	       "ndm_state=NUD_REACHABLE|NUD_PERMANENT, ndm_flags=NTF_ROUTER, ndm_type=RTN_LOCAL}, "
	       "[[{nla_len=20, nla_type=NDA_DST}, inet_pton(AF_INET6, \"fe80::1\")], "
	       "[{nla_len=10, nla_type=NDA_LLADDR}, 02:00:5e:10:00:01]]], 60, 0, %s) = %s\n",
	       fd, dst, sprintrc(rc));

	struct {
		struct nlmsghdr h;
		unsigned char family;
	} short_req = {
		.h = { .nlmsg_len = NLMSG_HDRLEN + 1, .nlmsg_type = RTM_GETADDR,
		       .nlmsg_flags = NLM_F_REQUEST | NLM_F_ROOT, .nlmsg_seq = 5 },
		.family = AF_INET6,
	};
	rc = send_nl(&short_req, NLMSG_HDRLEN + 1);
	printf("sendto(%d, [{nlmsg_len=17, nlmsg_type=RTM_GETADDR, nlmsg_flags=NLM_F_REQUEST|NLM_F_ROOT, "
	       "nlmsg_seq=5, nlmsg_pid=0}, {ifa_family=AF_INET6, ...}], 17, 0, %s) = %s\n",
	       fd, dst, sprintrc(rc));

	/* A prefix message: family and data only. A buffer shorter than a header; a header
	 * whose length runs past the buffer, then bytes too few for a second header. */
	struct {
		struct nlmsghdr h;
		unsigned char b[12];
	} rule = {
		.h = { .nlmsg_len = sizeof(rule), .nlmsg_type = RTM_NEWPREFIX,
		       .nlmsg_flags = NLM_F_REQUEST, .nlmsg_seq = 6 },
		.b = { AF_INET, 1, 2, 3 },
	};
	rc = send_nl(&rule, sizeof(rule));
	printf("sendto(%d, [{nlmsg_len=28, nlmsg_type=RTM_NEWPREFIX, nlmsg_flags=NLM_F_REQUEST, nlmsg_seq=6, "
	       "nlmsg_pid=0}, {family=AF_INET, data=\"\\x01\\x02\\x03\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\"}], "
	       "28, 0, %s) = %s\n", fd, dst, sprintrc(rc));
	rc = syscall(SYS_sendto, fd, "\x10\x00\x00\x00\x12\x00", 6, MSG_DONTWAIT, &peer_sa, sizeof(peer_sa));
	if (rc > 0 && read(peer, reply, sizeof(reply)) < 0)
		perror_msg_and_fail("read");
	printf("sendto(%d, \"\\x10\\x00\\x00\\x00\\x12\\x00\", 6, MSG_DONTWAIT, %s) = %s\n", fd, dst,
	       sprintrc(rc));
	struct {
		struct nlmsghdr h;
		unsigned char tail[8];
	} over = {
		.h = { .nlmsg_len = 16, .nlmsg_type = NLMSG_NOOP, .nlmsg_seq = 7 },
		.tail = { 1, 2, 3, 4, 5, 6, 7, 8 },
	};
	rc = send_nl(&over, sizeof(over));
	printf("sendto(%d, [{nlmsg_len=16, nlmsg_type=NLMSG_NOOP, nlmsg_flags=0, nlmsg_seq=7, nlmsg_pid=0}, "
	       "\"\\x01\\x02\\x03\\x04\\x05\\x06\\x07\\x08\"], 24, 0, %s) = %s\n", fd, dst, sprintrc(rc));
	over.h.nlmsg_len = 100;
	over.h.nlmsg_type = 0x7f;
	rc = send_nl(&over, sizeof(over));
	printf("sendto(%d, [{nlmsg_len=100, nlmsg_type=0x7f /* RTM_??? */, nlmsg_flags=0, nlmsg_seq=7, "
	       "nlmsg_pid=0}, {family=AF_UNIX, data=\"\\x02\\x03\\x04\\x05\\x06\\x07\\x08\"}], 24, 0, %s) = %s\n",
	       fd, dst, sprintrc(rc));

	/* A rule with attributes (rtnl_misc.c's messages). */
	struct {
		struct nlmsghdr h;
		struct fib_rule_hdr r;
		char a[8 + 8];
	} rulemsg = {
		.h = { .nlmsg_len = sizeof(rulemsg), .nlmsg_type = RTM_NEWRULE,
		       .nlmsg_flags = NLM_F_REQUEST | NLM_F_CREATE, .nlmsg_seq = 10 },
		.r = { .family = AF_INET6, .table = RT_TABLE_MAIN, .action = FR_ACT_TO_TBL,
		       .flags = FIB_RULE_INVERT },
	};
	uint32_t prio = 100, tbl = 1000;
	put_attr(rulemsg.a, 8, FRA_PRIORITY, &prio);
	put_attr(rulemsg.a + 8, 8, FRA_TABLE, &tbl);
	rc = send_nl(&rulemsg, sizeof(rulemsg));
	printf("sendto(%d, [{nlmsg_len=44, nlmsg_type=RTM_NEWRULE, nlmsg_flags=NLM_F_REQUEST|NLM_F_CREATE, "
	       "nlmsg_seq=10, nlmsg_pid=0}, {family=AF_INET6, dst_len=0, src_len=0, tos=0, "
	       "table=RT_TABLE_MAIN, action=FR_ACT_TO_TBL, flags=FIB_RULE_INVERT}, "
	       "[[{nla_len=8, nla_type=FRA_PRIORITY}, 100], [{nla_len=8, nla_type=FRA_TABLE}, 0x3e8]]], "
	       "44, 0, %s) = %s\n", fd, dst, sprintrc(rc));

	/* Nested attributes: route metrics and next hops, link info, XDP, per-family. */
	struct {
		struct nlmsghdr h;
		struct rtmsg rtm;
		char metrics[4 + 8];
		char mp[4 + 8 + 8];
	} nested_route = {
		.h = { .nlmsg_len = sizeof(nested_route), .nlmsg_type = RTM_NEWROUTE,
		       .nlmsg_flags = NLM_F_REQUEST, .nlmsg_seq = 11 },
		.rtm = { .rtm_family = AF_INET, .rtm_table = RT_TABLE_MAIN,
			 .rtm_protocol = RTPROT_STATIC, .rtm_type = RTN_UNICAST },
	};
	uint32_t mtu1 = 1400;
	put_attr(nested_route.metrics, 12, RTA_METRICS, NULL);
	put_attr(nested_route.metrics + 4, 8, RTAX_MTU, &mtu1);
	put_attr(nested_route.mp, 20, RTA_MULTIPATH, NULL);
	struct rtnexthop nh = { .rtnh_len = 16, .rtnh_flags = RTNH_F_ONLINK, .rtnh_hops = 1,
				.rtnh_ifindex = 1 };
	memcpy(nested_route.mp + 4, &nh, sizeof(nh));
	inet_pton(AF_INET, "10.0.0.1", &a4);
	put_attr(nested_route.mp + 12, 8, RTA_GATEWAY, &a4);
	rc = send_nl(&nested_route, sizeof(nested_route));
	printf("sendto(%d, [{nlmsg_len=60, nlmsg_type=RTM_NEWROUTE, nlmsg_flags=NLM_F_REQUEST, nlmsg_seq=11, "
	       "nlmsg_pid=0}, {rtm_family=AF_INET, rtm_dst_len=0, rtm_src_len=0, rtm_tos=0, "
	       "rtm_table=RT_TABLE_MAIN, rtm_protocol=RTPROT_STATIC, rtm_scope=RT_SCOPE_UNIVERSE, "
	       "rtm_type=RTN_UNICAST, rtm_flags=0}, [[{nla_len=12, nla_type=RTA_METRICS}, "
	       "[{nla_len=8, nla_type=RTAX_MTU}, 1400]], [{nla_len=20, nla_type=RTA_MULTIPATH}, "
	       "[{rtnh_len=16, rtnh_flags=RTNH_F_ONLINK, rtnh_hops=1, rtnh_ifindex=%s}, "
	       "[{nla_len=8, nla_type=RTA_GATEWAY}, inet_addr(\"10.0.0.1\")]]]]], 60, 0, %s) = %s\n",
	       fd, lo, dst, sprintrc(rc));

	struct {
		struct nlmsghdr h;
		struct ifinfomsg ifi;
		char linkinfo[4 + 12];
		char xdp[4 + 8];
		char afspec[4 + 4 + 4 + 8];
	} nested_link = {
		.h = { .nlmsg_len = sizeof(nested_link), .nlmsg_type = RTM_NEWLINK,
		       .nlmsg_flags = NLM_F_REQUEST | NLM_F_CREATE | NLM_F_EXCL, .nlmsg_seq = 12 },
		.ifi = { .ifi_family = AF_UNSPEC },
	};
	put_attr(nested_link.linkinfo, 16, IFLA_LINKINFO, NULL);
	put_attr(nested_link.linkinfo + 4, 9, IFLA_INFO_KIND, "veth\0");
	put_attr(nested_link.xdp, 12, IFLA_XDP, NULL);
	unsigned char attached = 0;
	put_attr(nested_link.xdp + 4, 5, IFLA_XDP_ATTACHED, &attached);
	put_attr(nested_link.afspec, 20, IFLA_AF_SPEC, NULL);
	put_attr(nested_link.afspec + 4, 16, AF_INET, NULL);
	int32_t conf[2] = { 1, -1 };
	put_attr(nested_link.afspec + 8, 12, IFLA_INET_CONF, conf);
	rc = send_nl(&nested_link, sizeof(nested_link));
	printf("sendto(%d, [{nlmsg_len=80, nlmsg_type=RTM_NEWLINK, nlmsg_flags=NLM_F_REQUEST|NLM_F_EXCL|"
	       "NLM_F_CREATE, nlmsg_seq=12, nlmsg_pid=0}, {ifi_family=AF_UNSPEC, ifi_type=ARPHRD_NETROM, "
	       "ifi_index=0, ifi_flags=0, ifi_change=0}, [[{nla_len=16, nla_type=IFLA_LINKINFO}, "
	       "[{nla_len=9, nla_type=IFLA_INFO_KIND}, \"veth\"]], [{nla_len=12, nla_type=IFLA_XDP}, "
	       "[{nla_len=5, nla_type=IFLA_XDP_ATTACHED}, XDP_ATTACHED_NONE]], "
	       "[{nla_len=20, nla_type=IFLA_AF_SPEC}, [{nla_len=16, nla_type=AF_INET}, "
	       "[{nla_len=12, nla_type=IFLA_INET_CONF}, [[IPV4_DEVCONF_FORWARDING-1]=1, "
	       "[IPV4_DEVCONF_MC_FORWARDING-1]=-1]]]]]], 80, 0, %s) = %s\n", fd, dst, sprintrc(rc));

	/* -s 32: a long name is cut; 33 attributes are shown as 32 and "...". */
	struct {
		struct nlmsghdr h;
		struct ifinfomsg ifi;
		char a[44 + 33 * 8];
	} many = {
		.h = { .nlmsg_len = sizeof(many), .nlmsg_type = RTM_SETLINK,
		       .nlmsg_flags = NLM_F_REQUEST, .nlmsg_seq = 8 },
		.ifi = { .ifi_family = AF_PACKET, .ifi_type = 0xfffe },
	};
	put_attr(many.a, 44, IFLA_IFNAME, "0123456789abcdefghijklmnopqrstuvwxyz0123");
	uint32_t mtu = 1500;
	for (int i = 0; i < 33; i++)
		put_attr(many.a + 44 + 8 * i, 8, IFLA_MTU, &mtu);
	rc = send_nl(&many, sizeof(many));
	printf("sendto(%d, [{nlmsg_len=%zu, nlmsg_type=RTM_SETLINK, nlmsg_flags=NLM_F_REQUEST, nlmsg_seq=8, "
	       "nlmsg_pid=0}, {ifi_family=AF_PACKET, ifi_type=ARPHRD_NONE, ifi_index=0, ifi_flags=0, "
	       "ifi_change=0}, [[{nla_len=44, nla_type=IFLA_IFNAME}, \"0123456789abcdefghijklmnopqrstuv\"...]",
	       fd, sizeof(many));
	for (int i = 0; i < 31; i++)
		printf(", [{nla_len=8, nla_type=IFLA_MTU}, 1500]");
	printf(", ...]], %zu, 0, %s) = %s\n", sizeof(many), dst, sprintrc(rc));

	/* Replies as the kernel writes them, received by the peer: an error quoting the
	 * request, an error with extended ack attributes, the end of a dump. */
	struct {
		struct nlmsghdr h;
		struct nlmsgerr e;
		struct nlmsghdr h2;
		struct nlmsgerr e2;
		char attrs[8 + 8];
		struct nlmsghdr h3;
		int done;
	} replies = {
		.h = { .nlmsg_len = NLMSG_HDRLEN + sizeof(struct nlmsgerr), .nlmsg_type = NLMSG_ERROR,
		       .nlmsg_seq = 9, .nlmsg_pid = 4321 },
		.e = { .error = -ENODEV,
		       .msg = { .nlmsg_len = 20, .nlmsg_type = RTM_GETLINK,
				.nlmsg_flags = NLM_F_REQUEST | NLM_F_ACK, .nlmsg_seq = 9 } },
		.h2 = { .nlmsg_len = NLMSG_HDRLEN + sizeof(struct nlmsgerr) + 16, .nlmsg_type = NLMSG_ERROR,
			.nlmsg_flags = NLM_F_CAPPED | NLM_F_ACK_TLVS, .nlmsg_seq = 10 },
		.e2 = { .error = -EINVAL,
			.msg = { .nlmsg_len = 1000, .nlmsg_type = RTM_NEWLINK,
				 .nlmsg_flags = NLM_F_REQUEST, .nlmsg_seq = 10 } },
		.h3 = { .nlmsg_len = NLMSG_HDRLEN + sizeof(int), .nlmsg_type = NLMSG_DONE,
			.nlmsg_flags = NLM_F_MULTI, .nlmsg_seq = 11 },
	};
	put_attr(replies.attrs, 8, NLMSGERR_ATTR_MSG, "bad");
	uint32_t offs = 20;
	put_attr(replies.attrs + 8, 8, NLMSGERR_ATTR_OFFS, &offs);
	if (write(peer, &replies, sizeof(replies)) != (ssize_t)sizeof(replies))
		perror_msg_and_fail("write");
	rc = syscall(SYS_recvfrom, fd, reply, sizeof(reply), 0, NULL, NULL);
	if (rc != (long)sizeof(replies))
		perror_msg_and_fail("recvfrom");
	printf("recvfrom(%d, %s, 4096, 0, NULL, NULL) = %ld\n", fd,
	       out_arg(reply, "[[{nlmsg_len=36, nlmsg_type=NLMSG_ERROR, nlmsg_flags=0, nlmsg_seq=9, "
		       "nlmsg_pid=4321}, {error=-ENODEV, msg={nlmsg_len=20, nlmsg_type=RTM_GETLINK, "
		       "nlmsg_flags=NLM_F_REQUEST|NLM_F_ACK, nlmsg_seq=9, nlmsg_pid=0}}], "
		       "[{nlmsg_len=52, nlmsg_type=NLMSG_ERROR, nlmsg_flags=NLM_F_CAPPED|NLM_F_ACK_TLVS, "
		       "nlmsg_seq=10, nlmsg_pid=0}, [{error=-EINVAL, msg={nlmsg_len=1000, "
		       "nlmsg_type=RTM_NEWLINK, nlmsg_flags=NLM_F_REQUEST, nlmsg_seq=10, nlmsg_pid=0}}, "
		       "[[{nla_len=8, nla_type=NLMSGERR_ATTR_MSG}, \"bad\"], [{nla_len=8, "
		       "nla_type=NLMSGERR_ATTR_OFFS}, 20]]]], [{nlmsg_len=20, nlmsg_type=NLMSG_DONE, "
		       "nlmsg_flags=NLM_F_MULTI, nlmsg_seq=11, nlmsg_pid=0}, 0]]"), rc);

	/* Received data is decoded up to what the call returned. */
	if (write(peer, &replies, sizeof(replies)) != (ssize_t)sizeof(replies))
		perror_msg_and_fail("write");
	rc = syscall(SYS_recvfrom, fd, reply, 40, 0, NULL, NULL);
	printf("recvfrom(%d, %s, 40, 0, NULL, NULL) = %ld\n", fd,
	       out_arg(reply, "[[{nlmsg_len=36, nlmsg_type=NLMSG_ERROR, nlmsg_flags=0, nlmsg_seq=9, "
		       "nlmsg_pid=4321}, {error=-ENODEV, msg={nlmsg_len=20, nlmsg_type=RTM_GETLINK, "
		       "nlmsg_flags=NLM_F_REQUEST|NLM_F_ACK, nlmsg_seq=9, nlmsg_pid=0}}], "
		       "\"\\x34\\x00\\x00\\x00\"]"), rc);

	puts("+++ exited with 0 +++");
	return 0;
}
