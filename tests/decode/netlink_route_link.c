/* systrace: -e trace=socket,sendto */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Link attributes by link kind (bridge and tun data, bridge port slave data) and
 * AF_BRIDGE's IFLA_PROTINFO and IFLA_AF_SPEC, sent between two NETLINK_ROUTE sockets.
 * The messages are built with small helpers: attr() adds one attribute, nest()
 * and end() bracket a nested one.
 */
#include "tests.h"

#include <arpa/inet.h>
#include <sys/socket.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <linux/if_link.h>
#include <linux/if_bridge.h>
#include <linux/if_tun.h>

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

/* Starts an RTM_NEWLINK message of family in buf. */
static void begin_link(unsigned char family)
{
	struct nlmsghdr h = { .nlmsg_type = RTM_NEWLINK };
	struct ifinfomsg ifi = { .ifi_family = family };
	memset(buf, 0, sizeof(buf));
	memcpy(buf, &h, sizeof(h));
	memcpy(buf + NLMSG_HDRLEN, &ifi, sizeof(ifi));
	off = NLMSG_HDRLEN + sizeof(ifi);
}

/* Sends the message in buf to the peer socket, which reads it. */
static long send_link(void)
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
	peer_sa = sa;
	socklen_t salen = sizeof(peer_sa);
	if (fd < 0 || peer < 0 || bind(fd, (void *)&sa, sizeof(sa)) ||
	    bind(peer, (void *)&peer_sa, sizeof(peer_sa)) ||
	    getsockname(peer, (void *)&peer_sa, &salen))
		perror_msg_and_fail("netlink socket");
	snprintf(dst, sizeof(dst), "{sa_family=AF_NETLINK, nl_pid=%d, nl_groups=00000000}, 12",
		 (int)peer_sa.nl_pid);

	/* A bridge with data and bridge port slave data; a tun. */
	begin_link(AF_UNSPEC);
	int info = nest(IFLA_LINKINFO);
	attr(IFLA_INFO_KIND, "bridge", 7);
	int data = nest(IFLA_INFO_DATA);
	uint64_t delay = 1500;
	attr(IFLA_BR_FORWARD_DELAY, &delay, 8);
	uint16_t prio = 0x8000;
	attr(IFLA_BR_PRIORITY, &prio, 2);
	uint16_t proto = htons(0x8100);
	attr(IFLA_BR_VLAN_PROTOCOL, &proto, 2);
	struct ifla_bridge_id id = { { 0x80, 0 }, { 2, 0, 0, 0, 0, 1 } };
	attr(IFLA_BR_ROOT_ID, &id, sizeof(id));
	struct br_boolopt_multi bo = { 1, 3 };
	attr(IFLA_BR_MULTI_BOOLOPT, &bo, sizeof(bo));
	end(data);
	attr(IFLA_INFO_SLAVE_KIND, "bridge", 7);
	int slave = nest(IFLA_INFO_SLAVE_DATA);
	uint8_t state = 3;
	attr(IFLA_BRPORT_STATE, &state, 1);
	uint16_t mask = 0x4000;
	attr(IFLA_BRPORT_GROUP_FWD_MASK, &mask, 2);
	end(slave);
	end(info);
	info = nest(IFLA_LINKINFO);
	attr(IFLA_INFO_KIND, "tun", 4);
	data = nest(IFLA_INFO_DATA);
	uint32_t owner = 1000;
	attr(IFLA_TUN_OWNER, &owner, 4);
	uint8_t type = IFF_TAP;
	attr(IFLA_TUN_TYPE, &type, 1);
	end(data);
	end(info);
	rc = send_link();
	printf("sendto(%d, [{nlmsg_len=168, nlmsg_type=RTM_NEWLINK, nlmsg_flags=0, nlmsg_seq=0, "
	       "nlmsg_pid=0}, {ifi_family=AF_UNSPEC, ifi_type=ARPHRD_NETROM, ifi_index=0, ifi_flags=0, "
	       "ifi_change=0}, [[{nla_len=104, nla_type=IFLA_LINKINFO}, [[{nla_len=11, "
	       "nla_type=IFLA_INFO_KIND}, \"bridge\"], [{nla_len=56, nla_type=IFLA_INFO_DATA}, "
	       "[[{nla_len=12, nla_type=IFLA_BR_FORWARD_DELAY}, 1500 /* 15.00 s */], [{nla_len=6, "
	       "nla_type=IFLA_BR_PRIORITY}, 32768], [{nla_len=6, nla_type=IFLA_BR_VLAN_PROTOCOL}, "
	       "htons(ETH_P_8021Q)], [{nla_len=12, nla_type=IFLA_BR_ROOT_ID}, {prio=[128, 0], "
	       "addr=02:00:00:00:00:01}], [{nla_len=12, nla_type=IFLA_BR_MULTI_BOOLOPT}, "
	       "{optval=1<<BR_BOOLOPT_NO_LL_LEARN, "
	       "optmask=1<<BR_BOOLOPT_NO_LL_LEARN|1<<BR_BOOLOPT_MCAST_VLAN_SNOOPING}]]], [{nla_len=11, "
	       "nla_type=IFLA_INFO_SLAVE_KIND}, \"bridge\"], [{nla_len=20, "
	       "nla_type=IFLA_INFO_SLAVE_DATA}, [[{nla_len=5, nla_type=IFLA_BRPORT_STATE}, 3], "
	       "[{nla_len=6, nla_type=IFLA_BRPORT_GROUP_FWD_MASK}, 0x4000]]]]], [{nla_len=32, "
	       "nla_type=IFLA_LINKINFO}, [[{nla_len=8, nla_type=IFLA_INFO_KIND}, \"tun\"], "
	       "[{nla_len=20, nla_type=IFLA_INFO_DATA}, [[{nla_len=8, nla_type=IFLA_TUN_OWNER}, 1000], "
	       "[{nla_len=5, nla_type=IFLA_TUN_TYPE}, IFF_TAP]]]]]]], 168, 0, %s) = %ld\n", fd, dst, rc);

	/* AF_BRIDGE: port attributes in IFLA_PROTINFO, bridge attributes in IFLA_AF_SPEC. */
	begin_link(AF_BRIDGE);
	int protinfo = nest(IFLA_PROTINFO | NLA_F_NESTED);
	attr(IFLA_BRPORT_STATE, &state, 1);
	uint32_t cost = 100;
	attr(IFLA_BRPORT_COST, &cost, 4);
	end(protinfo);
	int spec = nest(IFLA_AF_SPEC);
	uint16_t flags = BRIDGE_FLAGS_SELF;
	attr(IFLA_BRIDGE_FLAGS, &flags, 2);
	struct bridge_vlan_info vlan = { BRIDGE_VLAN_INFO_PVID | BRIDGE_VLAN_INFO_UNTAGGED, 1 };
	attr(IFLA_BRIDGE_VLAN_INFO, &vlan, sizeof(vlan));
	end(spec);
	rc = send_link();
	printf("sendto(%d, [{nlmsg_len=72, nlmsg_type=RTM_NEWLINK, nlmsg_flags=0, nlmsg_seq=0, "
	       "nlmsg_pid=0}, {ifi_family=AF_BRIDGE, ifi_type=ARPHRD_NETROM, ifi_index=0, ifi_flags=0, "
	       "ifi_change=0}, [[{nla_len=20, nla_type=NLA_F_NESTED|IFLA_PROTINFO}, [[{nla_len=5, "
	       "nla_type=IFLA_BRPORT_STATE}, 3], [{nla_len=8, nla_type=IFLA_BRPORT_COST}, 100]]], "
	       "[{nla_len=20, nla_type=IFLA_AF_SPEC}, [[{nla_len=6, nla_type=IFLA_BRIDGE_FLAGS}, "
	       "BRIDGE_FLAGS_SELF], [{nla_len=8, nla_type=IFLA_BRIDGE_VLAN_INFO}, "
	       "{flags=BRIDGE_VLAN_INFO_PVID|BRIDGE_VLAN_INFO_UNTAGGED, vid=1}]]]]], 72, 0, %s) = %ld\n", fd, dst, rc);

	puts("+++ exited with 0 +++");
	return 0;
}
