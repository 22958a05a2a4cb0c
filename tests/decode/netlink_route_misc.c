/* systrace: -e trace=socket,sendto */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The other NETLINK_ROUTE messages: traffic control (qdisc, action), bridge
 * multicast database, next hops, interface statistics, netconf, namespace ids,
 * sent between two NETLINK_ROUTE sockets. Built with attr(), nest() and end() as
 * in netlink_route_link.c.
 */
#include "tests.h"

#include <arpa/inet.h>
#include <sys/socket.h>
#include <linux/gen_stats.h>
#include <linux/if_bridge.h>
#include <linux/if_ether.h>
#include <linux/if_link.h>
#include <linux/net_namespace.h>
#include <linux/netconf.h>
#include <linux/netlink.h>
#include <linux/nexthop.h>
#include <linux/pkt_cls.h>
#include <linux/pkt_sched.h>
#include <linux/rtnetlink.h>

static char buf[4096];
static int off;
static int fd, peer;
static struct sockaddr_nl peer_sa;

/* Appends an attribute of len bytes of data (not copied when NULL); returns where
 * it starts, for end(). */
static int attr(int type, const void *data, int len)
{
	struct nlattr nla = { .nla_len = (uint16_t)(NLA_HDRLEN + len), .nla_type = (uint16_t)type };
	int start = off;
	memcpy(buf + off, &nla, sizeof(nla));
	if (data)
		memcpy(buf + off + NLA_HDRLEN, data, len);
	off += NLA_ALIGN(NLA_HDRLEN + len);
	return start;
}

/* A nested attribute: begun by nest(), its length set by end(). */
static int nest(int type)
{
	return attr(type, NULL, 0);
}

static void end(int start)
{
	uint16_t len = (uint16_t)(off - start);
	memcpy(buf + start, &len, sizeof(len));
}

/* Starts a message of type in buf: its header, then a zeroed struct of size bytes
 * whose first byte is family. */
static void begin(uint16_t type, uint16_t flags, unsigned char family, size_t size)
{
	struct nlmsghdr h = { .nlmsg_type = type, .nlmsg_flags = flags };
	memset(buf, 0, sizeof(buf));
	memcpy(buf, &h, sizeof(h));
	buf[NLMSG_HDRLEN] = (char)family;
	off = NLMSG_HDRLEN + NLMSG_ALIGN(size);
}

/* Sends the message in buf to the peer socket, which reads it. */
static long send_msg(void)
{
	static char sink[4096];
	uint32_t len = (uint32_t)off;
	memcpy(buf, &len, sizeof(len));
	long rc = syscall(SYS_sendto, fd, buf, off, 0, &peer_sa, sizeof(peer_sa));
	if (rc < 0 || read(peer, sink, sizeof(sink)) < 0)
		perror_msg_and_fail("sendto");
	return rc;
}

#define SEND() do { long rc = send_msg(); printf("%s = %ld\n", expected[n++], rc); } while (0)

#define N_EXPECTED (sizeof(expected_text) / sizeof(expected_text[0]))

/* The lines strace prints, after "sendto(FD, " and before the destination. */
static const char *const expected_text[] = {
	"[{nlmsg_len=96, nlmsg_type=RTM_NEWQDISC, "
	"nlmsg_flags=NLM_F_REQUEST|NLM_F_CREATE, nlmsg_seq=0, nlmsg_pid=0}, "
	"{tcm_family=AF_UNSPEC, tcm_ifindex=0, tcm_handle=0, tcm_parent=0, tcm_info=0}, "
	"[[{nla_len=13, nla_type=TCA_KIND}, \"fq_codel\"], [{nla_len=44, "
	"nla_type=TCA_STATS2}, [[{nla_len=16, nla_type=TCA_STATS_BASIC}, {bytes=1000, "
	"packets=10}], [{nla_len=24, nla_type=TCA_STATS_QUEUE}, {qlen=1, backlog=2, "
	"drops=3, requeues=0, overlimits=0}]]]]], 96",
	"[{nlmsg_len=40, nlmsg_type=RTM_NEWACTION, nlmsg_flags=NLM_F_REQUEST, "
	"nlmsg_seq=0, nlmsg_pid=0}, {tca_family=AF_UNSPEC}, [[{nla_len=9, "
	"nla_type=TCA_ACT_KIND}, \"gact\"], [{nla_len=8, nla_type=TCA_ACT_INDEX}, 7]]], "
	"40",
	"[{nlmsg_len=76, nlmsg_type=RTM_NEWMDB, nlmsg_flags=NLM_F_REQUEST, nlmsg_seq=0, "
	"nlmsg_pid=0}, {family=AF_BRIDGE, ifindex=0}, [[{nla_len=40, nla_type=MDBA_MDB}, "
	"[{nla_len=36, nla_type=MDBA_MDB_ENTRY}, [{nla_len=32, "
	"nla_type=MDBA_MDB_ENTRY_INFO}, {ifindex=if_nametoindex(\"lo\"), "
	"state=MDB_PERMANENT, flags=0, vid=5, "
	"addr={u=\"\\xe0\\x00\\x00\\x01\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\", "
	"proto=htons(0x800 /* AF_??? */)}}]]], [{nla_len=12, nla_type=MDBA_ROUTER}, "
	"[{nla_len=8, nla_type=MDBA_ROUTER_PORT}, if_nametoindex(\"lo\")]]]], 76",
	"[{nlmsg_len=48, nlmsg_type=RTM_NEWNEXTHOP, nlmsg_flags=NLM_F_REQUEST, "
	"nlmsg_seq=0, nlmsg_pid=0}, {nh_family=AF_INET, nh_scope=RT_SCOPE_UNIVERSE, "
	"nh_protocol=RTPROT_UNSPEC, nh_flags=0}, [[{nla_len=8, nla_type=NHA_ID}, 42], "
	"[{nla_len=8, nla_type=NHA_GATEWAY}, inet_addr(\"10.0.0.1\")], [{nla_len=8, "
	"nla_type=NHA_OIF}, if_nametoindex(\"lo\")]]], 48",
	"[{nlmsg_len=28, nlmsg_type=RTM_GETSTATS, nlmsg_flags=NLM_F_REQUEST|NLM_F_DUMP, "
	"nlmsg_seq=0, nlmsg_pid=0}, {family=AF_UNSPEC, ifindex=0, "
	"filter_mask=1<<IFLA_STATS_UNSPEC}], 28",
	"[{nlmsg_len=36, nlmsg_type=RTM_NEWNETCONF, nlmsg_flags=0, nlmsg_seq=0, "
	"nlmsg_pid=0}, {ncm_family=AF_INET}, [[{nla_len=8, nla_type=NETCONFA_IFINDEX}, "
	"if_nametoindex(\"lo\")], [{nla_len=8, nla_type=NETCONFA_FORWARDING}, 1]]], 36",
	"[{nlmsg_len=28, nlmsg_type=RTM_NEWNSID, nlmsg_flags=0, nlmsg_seq=0, "
	"nlmsg_pid=0}, {rtgen_family=AF_UNSPEC}, [{nla_len=8, nla_type=NETNSA_NSID}, "
	"-1]], 28",
};

int main(void)
{
	int n = 0;
	char *expected[8];
	fd = (int)syscall(SYS_socket, AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	printf("socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE) = %d\n", fd);
	peer = (int)syscall(SYS_socket, AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	printf("socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE) = %d\n", peer);
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK };
	peer_sa = sa;
	socklen_t salen = sizeof(peer_sa);
	if (fd < 0 || peer < 0 || bind(fd, (void *)&sa, sizeof(sa)) ||
	    bind(peer, (void *)&peer_sa, sizeof(peer_sa)) ||
	    getsockname(peer, (void *)&peer_sa, &salen))
		perror_msg_and_fail("netlink socket");
	for (int i = 0; i < (int)N_EXPECTED; i++) {
		expected[i] = malloc(4096);
		snprintf(expected[i], 4096, "sendto(%d, %s, 0, {sa_family=AF_NETLINK, nl_pid=%d, "
			 "nl_groups=00000000}, 12)", fd, expected_text[i], (int)peer_sa.nl_pid);
	}

	/* A queueing discipline with statistics. */
	begin(RTM_NEWQDISC, NLM_F_REQUEST | NLM_F_CREATE, AF_UNSPEC, sizeof(struct tcmsg));
	attr(TCA_KIND, "fq_codel", 9);
	int stats = nest(TCA_STATS2);
	struct gnet_stats_basic basic = { .bytes = 1000, .packets = 10 };
	attr(TCA_STATS_BASIC, &basic, 12);
	struct gnet_stats_queue queue = { .qlen = 1, .backlog = 2, .drops = 3 };
	attr(TCA_STATS_QUEUE, &queue, sizeof(queue));
	end(stats);
	SEND();

	/* An action. */
	begin(RTM_NEWACTION, NLM_F_REQUEST, AF_UNSPEC, sizeof(struct tcamsg));
	attr(TCA_ACT_KIND, "gact", 5);
	uint32_t index = 7;
	attr(TCA_ACT_INDEX, &index, 4);
	SEND();

	/* A bridge multicast database entry and a router port. */
	begin(RTM_NEWMDB, NLM_F_REQUEST, AF_BRIDGE, sizeof(struct br_port_msg));
	int mdb = nest(MDBA_MDB);
	int entry = nest(MDBA_MDB_ENTRY);
	struct br_mdb_entry e = { .ifindex = 1, .state = MDB_PERMANENT, .vid = 5 };
	e.addr.proto = htons(ETH_P_IP);
	e.addr.u.ip4 = htonl(0xe0000001);
	attr(MDBA_MDB_ENTRY_INFO, &e, sizeof(e));
	end(entry);
	end(mdb);
	int router = nest(MDBA_ROUTER);
	uint32_t port = 1;
	attr(MDBA_ROUTER_PORT, &port, 4);
	end(router);
	SEND();

	/* A next hop, interface statistics, netconf and a namespace id. */
	begin(RTM_NEWNEXTHOP, NLM_F_REQUEST, AF_INET, sizeof(struct nhmsg));
	uint32_t nhid = 42;
	attr(NHA_ID, &nhid, 4);
	struct in_addr gw = { htonl(0x0a000001) };
	attr(NHA_GATEWAY, &gw, 4);
	attr(NHA_OIF, &port, 4);
	SEND();

	begin(RTM_GETSTATS, NLM_F_REQUEST | NLM_F_DUMP, AF_UNSPEC, sizeof(struct if_stats_msg));
	((struct if_stats_msg *)(buf + NLMSG_HDRLEN))->filter_mask = IFLA_STATS_FILTER_BIT(IFLA_STATS_LINK_64);
	SEND();

	begin(RTM_NEWNETCONF, 0, AF_INET, sizeof(struct netconfmsg));
	int32_t one = 1;
	attr(NETCONFA_IFINDEX, &port, 4);
	attr(NETCONFA_FORWARDING, &one, 4);
	SEND();

	begin(RTM_NEWNSID, 0, AF_UNSPEC, sizeof(struct rtgenmsg));
	int32_t nsid = -1;
	attr(NETNSA_NSID, &nsid, 4);
	SEND();

	puts("+++ exited with 0 +++");
	return 0;
}
