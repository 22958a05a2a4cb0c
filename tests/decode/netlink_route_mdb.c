/* systrace: -e trace=socket,sendto */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Route messages whose members -X raw|verbose print as bytes (tests/netlink_styles.sh
 * runs this program so too): bridge multicast database entries (an IPv4 and an IPv6
 * group, 16 address bytes each), interface hardware addresses (shown to the length
 * the message's family stands for as an ARPHRD type, as strace does), a VF's MAC,
 * a route's gateway by another family (RTA_VIA); and a bridge's multicast
 * statistics (BRIDGE_XSTATS_MCAST). Sent between two NETLINK_ROUTE sockets.
 */
#include "tests.h"

#include <arpa/inet.h>
#include <sys/socket.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <linux/if_link.h>
#include <linux/if_bridge.h>

static char buf[4096];
static int off;
static int fd, peer;
static struct sockaddr_nl peer_sa;
static char dst[128];

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

/* Starts a message of type with a fixed header of size bytes in buf. */
static void begin(int type, const void *fixed, size_t size)
{
	struct nlmsghdr h = { .nlmsg_type = (uint16_t)type };
	memset(buf, 0, sizeof(buf));
	memcpy(buf, &h, sizeof(h));
	memcpy(buf + NLMSG_HDRLEN, fixed, size);
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

int main(void)
{
	long rc;
	fd = (int)syscall(SYS_socket, AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	printf("socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE) = %d\n", fd);
	peer = (int)syscall(SYS_socket, AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	printf("socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE) = %d\n", peer);
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK };
	peer_sa.nl_family = AF_NETLINK;
	socklen_t salen = sizeof(peer_sa);
	if (fd < 0 || peer < 0 || bind(fd, (void *)&sa, sizeof(sa)) ||
	    bind(peer, (void *)&peer_sa, sizeof(peer_sa)) ||
	    getsockname(peer, (void *)&peer_sa, &salen))
		perror_msg_and_fail("bind");
	snprintf(dst, sizeof(dst), "{sa_family=AF_NETLINK, nl_pid=%d, nl_groups=00000000}, 12",
		 (int)peer_sa.nl_pid);

	/* Multicast database: an IPv4 group with a timer, an IPv6 group. */
	struct br_port_msg bpm = { .family = AF_BRIDGE, .ifindex = 0 };
	begin(RTM_NEWMDB, &bpm, sizeof(bpm));
	int mdb = nest(MDBA_MDB);
	int ent = nest(MDBA_MDB_ENTRY);
	struct br_mdb_entry e4 = { .ifindex = 0, .state = MDB_PERMANENT, .vid = 10 };
	e4.addr.u.ip4 = htonl(0xe0000001);
	e4.addr.proto = htons(AF_INET);
	int info = nest(MDBA_MDB_ENTRY_INFO);
	memcpy(buf + off, &e4, sizeof(e4));
	off += NLA_ALIGN(sizeof(e4));
	uint64_t timer = 250;
	attr(MDBA_MDB_EATTR_TIMER, &timer, sizeof(timer));
	end(info);
	int info_len = off - info;
	struct br_mdb_entry e6 = { .ifindex = 0, .state = MDB_TEMPORARY };
	inet_pton(AF_INET6, "ff02::fb", &e6.addr.u.ip6);
	e6.addr.proto = htons(AF_INET6);
	attr(MDBA_MDB_ENTRY_INFO, &e6, sizeof(e6));
	end(ent);
	end(mdb);
	rc = send_msg();
	printf("sendto(%d, [{nlmsg_len=%d, nlmsg_type=RTM_NEWMDB, nlmsg_flags=0, nlmsg_seq=0, "
	       "nlmsg_pid=0}, {family=AF_BRIDGE, ifindex=0}, [{nla_len=%d, nla_type=MDBA_MDB}, "
	       "[{nla_len=%d, nla_type=MDBA_MDB_ENTRY}, [[{nla_len=%d, nla_type=MDBA_MDB_ENTRY_INFO}, "
	       "{ifindex=0, state=MDB_PERMANENT, flags=0, vid=10, addr={u=inet_addr(\"224.0.0.1\"), "
	       "proto=htons(AF_INET)}}, [{nla_len=12, nla_type=MDBA_MDB_EATTR_TIMER}, 250 /* 2.50 s */]], "
	       "[{nla_len=%zu, nla_type=MDBA_MDB_ENTRY_INFO}, {ifindex=0, state=MDB_TEMPORARY, "
	       "flags=0, vid=0, addr={inet_pton(AF_INET6, \"ff02::fb\", &u), proto=htons(AF_INET6)}}]]]]], "
	       "%d, 0, %s) = %s\n", fd, off, off - mdb, off - ent, info_len, NLA_HDRLEN + sizeof(e6), off,
	       dst, sprintrc(rc));

	/* Hardware addresses: AF_UNSPEC as ARPHRD_NETROM (7 bytes), AF_INET as
	 * ARPHRD_EETHER (every byte), AF_BRIDGE as ARPHRD_ARCNET (1 byte). */
	static const unsigned char mac[8] = { 0x02, 0, 0x5e, 0x10, 0, 0x01, 0xaa, 0xbb };
	static const struct { unsigned char family; const char *name, *shown; } hw[] = {
		{ AF_UNSPEC, "AF_UNSPEC", "02:00:5e:10:00:01:aa" },
		{ AF_INET, "AF_INET", "02:00:5e:10:00:01:aa:bb" },
		{ AF_BRIDGE, "AF_BRIDGE", "02" },
	};
	for (size_t i = 0; i < sizeof(hw) / sizeof(hw[0]); i++) {
		struct ifinfomsg ifi = { .ifi_family = hw[i].family };
		begin(RTM_NEWLINK, &ifi, sizeof(ifi));
		attr(IFLA_ADDRESS, mac, sizeof(mac));
		attr(IFLA_BROADCAST, mac, 6);
		rc = send_msg();
		printf("sendto(%d, [{nlmsg_len=%d, nlmsg_type=RTM_NEWLINK, nlmsg_flags=0, nlmsg_seq=0, "
		       "nlmsg_pid=0}, {ifi_family=%s, ifi_type=ARPHRD_NETROM, ifi_index=0, ifi_flags=0, "
		       "ifi_change=0}, [[{nla_len=12, nla_type=IFLA_ADDRESS}, %s], "
		       "[{nla_len=10, nla_type=IFLA_BROADCAST}, %.*s]]], %d, 0, %s) = %s\n",
		       fd, off, hw[i].name, hw[i].shown,
		       (int)(strlen(hw[i].shown) < 17 ? strlen(hw[i].shown) : 17), hw[i].shown,
		       off, dst, sprintrc(rc));
	}

	/* A VF's MAC address. */
	struct ifinfomsg ifi = { .ifi_family = AF_UNSPEC };
	begin(RTM_NEWLINK, &ifi, sizeof(ifi));
	int list = nest(IFLA_VFINFO_LIST);
	int vf = nest(IFLA_VF_INFO);
	struct ifla_vf_mac vmac = { .vf = 3, .mac = { 0x02, 0x11, 0x22, 0x33, 0x44, 0x55 } };
	attr(IFLA_VF_MAC, &vmac, sizeof(vmac));
	end(vf);
	end(list);
	rc = send_msg();
	printf("sendto(%d, [{nlmsg_len=%d, nlmsg_type=RTM_NEWLINK, nlmsg_flags=0, nlmsg_seq=0, "
	       "nlmsg_pid=0}, {ifi_family=AF_UNSPEC, ifi_type=ARPHRD_NETROM, ifi_index=0, "
	       "ifi_flags=0, ifi_change=0}, [{nla_len=%d, nla_type=IFLA_VFINFO_LIST}, "
	       "[{nla_len=%d, nla_type=IFLA_VF_INFO}, [{nla_len=%zu, nla_type=IFLA_VF_MAC}, "
	       "{vf=3, mac=02:11:22:33:44:55:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:"
	       "00:00:00:00:00:00:00:00}]]]], %d, 0, %s) = %s\n",
	       fd, off, off - list, off - vf, NLA_HDRLEN + sizeof(vmac), off, dst, sprintrc(rc));

	/* An IPv4 route through an IPv6 gateway. */
	struct rtmsg rtm = { .rtm_family = AF_INET, .rtm_dst_len = 24, .rtm_table = RT_TABLE_MAIN,
			     .rtm_protocol = RTPROT_STATIC, .rtm_type = RTN_UNICAST };
	begin(RTM_NEWROUTE, &rtm, sizeof(rtm));
	struct {
		unsigned short family;
		unsigned char addr[16];
	} __attribute__((packed)) via = { .family = AF_INET6 };
	inet_pton(AF_INET6, "fe80::1", via.addr);
	attr(RTA_VIA, &via, sizeof(via));
	rc = send_msg();
	printf("sendto(%d, [{nlmsg_len=%d, nlmsg_type=RTM_NEWROUTE, nlmsg_flags=0, nlmsg_seq=0, "
	       "nlmsg_pid=0}, {rtm_family=AF_INET, rtm_dst_len=24, rtm_src_len=0, rtm_tos=0, "
	       "rtm_table=RT_TABLE_MAIN, rtm_protocol=RTPROT_STATIC, rtm_scope=RT_SCOPE_UNIVERSE, "
	       "rtm_type=RTN_UNICAST, rtm_flags=0}, [{nla_len=22, nla_type=RTA_VIA}, "
	       "{rtvia_family=AF_INET6, inet_pton(AF_INET6, \"fe80::1\", &rtvia_addr)}]], "
	       "%d, 0, %s) = %s\n", fd, off, off, dst, sprintrc(rc));

	/* A bridge's multicast statistics. */
	struct if_stats_msg ism = { .family = AF_UNSPEC, .filter_mask = 1 << (IFLA_STATS_LINK_XSTATS - 1) };
	begin(RTM_NEWSTATS, &ism, sizeof(ism));
	int xs = nest(IFLA_STATS_LINK_XSTATS);
	int br = nest(LINK_XSTATS_TYPE_BRIDGE);
	struct br_mcast_stats mst;
	uint64_t *w = (uint64_t *)&mst;
	for (size_t i = 0; i < sizeof(mst) / sizeof(*w); i++)
		w[i] = i + 1;
	attr(BRIDGE_XSTATS_MCAST, &mst, sizeof(mst));
	end(br);
	end(xs);
	rc = send_msg();
	printf("sendto(%d, [{nlmsg_len=%d, nlmsg_type=RTM_NEWSTATS, nlmsg_flags=0, nlmsg_seq=0, "
	       "nlmsg_pid=0}, {family=AF_UNSPEC, ifindex=0, filter_mask=1<<IFLA_STATS_LINK_64}, "
	       "[{nla_len=%d, nla_type=IFLA_STATS_LINK_XSTATS}, [{nla_len=%d, "
	       "nla_type=LINK_XSTATS_TYPE_BRIDGE}, [{nla_len=%zu, nla_type=BRIDGE_XSTATS_MCAST}, "
	       "{igmp_v1queries=[[BR_MCAST_DIR_RX]=1, [BR_MCAST_DIR_TX]=2], "
	       "igmp_v2queries=[[BR_MCAST_DIR_RX]=3, [BR_MCAST_DIR_TX]=4], "
	       "igmp_v3queries=[[BR_MCAST_DIR_RX]=5, [BR_MCAST_DIR_TX]=6], "
	       "igmp_leaves=[[BR_MCAST_DIR_RX]=7, [BR_MCAST_DIR_TX]=8], "
	       "igmp_v1reports=[[BR_MCAST_DIR_RX]=9, [BR_MCAST_DIR_TX]=10], "
	       "igmp_v2reports=[[BR_MCAST_DIR_RX]=11, [BR_MCAST_DIR_TX]=12], "
	       "igmp_v3reports=[[BR_MCAST_DIR_RX]=13, [BR_MCAST_DIR_TX]=14], igmp_parse_errors=15, "
	       "mld_v1queries=[[BR_MCAST_DIR_RX]=16, [BR_MCAST_DIR_TX]=17], "
	       "mld_v2queries=[[BR_MCAST_DIR_RX]=18, [BR_MCAST_DIR_TX]=19], "
	       "mld_leaves=[[BR_MCAST_DIR_RX]=20, [BR_MCAST_DIR_TX]=21], "
	       "mld_v1reports=[[BR_MCAST_DIR_RX]=22, [BR_MCAST_DIR_TX]=23], "
	       "mld_v2reports=[[BR_MCAST_DIR_RX]=24, [BR_MCAST_DIR_TX]=25], mld_parse_errors=26, "
	       "mcast_bytes=[[BR_MCAST_DIR_RX]=27, [BR_MCAST_DIR_TX]=28], "
	       "mcast_packets=[[BR_MCAST_DIR_RX]=29, [BR_MCAST_DIR_TX]=30]}]]]], %d, 0, %s) = %s\n",
	       fd, off, off - xs, off - br, NLA_HDRLEN + sizeof(mst), off, dst, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
