/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * nl_multipath: sends one RTM_NEWROUTE message, from one netlink socket of its
 * own to another (never to the kernel: nothing is configured), whose
 * RTA_MULTIPATH holds a next hop of length 0 and then a valid one. A decoder
 * that walks the next hops by their lengths must stop at the first.
 */
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

int main(void)
{
	int a = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	int b = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK }, sb = { .nl_family = AF_NETLINK };
	socklen_t len = sizeof(sb);
	if (a < 0 || b < 0 || bind(a, (void *)&sa, sizeof(sa)) || bind(b, (void *)&sb, sizeof(sb)) ||
	    getsockname(b, (void *)&sb, &len)) {
		perror("netlink");
		return 77;
	}
	struct {
		struct nlmsghdr h;
		struct rtmsg rt;
		struct rtattr mp;
		struct rtnexthop nh[2];
	} msg;
	memset(&msg, 0, sizeof(msg));
	msg.h.nlmsg_len = sizeof(msg);
	msg.h.nlmsg_type = RTM_NEWROUTE;
	msg.h.nlmsg_flags = NLM_F_REQUEST;
	msg.rt.rtm_family = AF_INET;
	msg.mp.rta_len = sizeof(msg.mp) + sizeof(msg.nh);
	msg.mp.rta_type = RTA_MULTIPATH;
	msg.nh[0].rtnh_len = 0;
	msg.nh[1].rtnh_len = sizeof(msg.nh[1]);
	msg.nh[1].rtnh_ifindex = 1;
	long n = sendto(a, &msg, sizeof(msg), 0, (void *)&sb, sizeof(sb));
	printf("sent %ld\n", n);
	return n == (long)sizeof(msg) ? 0 : 1;
}
