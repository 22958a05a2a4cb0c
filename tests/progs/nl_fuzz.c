/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * nl_fuzz COUNT SEED: COUNT random but structured netlink messages (route and
 * sock_diag: headers, nested attributes, link info, lengths that lie, messages
 * cut off by an unmapped page), each sent from a socket of this program to
 * another of its own, never to the kernel, which drains it. The same SEED gives
 * the same messages. Input for the decoders of systrace, which must get through
 * all of them (tests/netlink_fuzz.sh).
 */
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <linux/sock_diag.h>
#include <linux/inet_diag.h>
#include <linux/unix_diag.h>
#include <linux/netlink_diag.h>
#include <linux/packet_diag.h>
#include <linux/smc_diag.h>
#include <linux/fib_rules.h>
#include <linux/if_addrlabel.h>
#include <linux/nexthop.h>
#include <linux/if_link.h>
#include <linux/if_bridge.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <unistd.h>

static uint64_t rs = 88172645463325252ull;
static uint32_t rnd(void)
{
	rs ^= rs << 13;
	rs ^= rs >> 7;
	rs ^= rs << 17;
	return (uint32_t)rs;
}

/* Random attributes into buf (at most room bytes); returns bytes written. */
static unsigned int attrs(unsigned char *buf, unsigned int room, int depth);
static unsigned int attrs(unsigned char *buf, unsigned int room, int depth)
{
	unsigned int off = 0;
	int n = 1 + rnd() % 4;
	for (int i = 0; i < n && off + 4 <= room; i++) {
		struct nlattr *a = (struct nlattr *)(buf + off);
		unsigned int r = rnd() % 4;
		unsigned int type = r < 2 ? rnd() % 8 : r == 2 ? rnd() % 32 : rnd() % 64;
		unsigned int dlen;
		unsigned int avail = room - off - 4;
		if (depth < 5 && rnd() % 2 == 0) {
			dlen = attrs(buf + off + 4, avail, depth + 1);
			if (rnd() % 4 == 0)
				type |= NLA_F_NESTED;
		} else {
			static const unsigned int lens[] = { 0, 1, 2, 3, 4, 5, 6, 8, 12, 16, 20, 24, 28,
							     32, 40, 48, 64, 72, 80, 88, 96, 120, 160, 200 };
			dlen = lens[rnd() % (sizeof(lens) / sizeof(lens[0]))];
			if (dlen > avail)
				dlen = avail;
			for (unsigned int k = 0; k < dlen; k++) {
				unsigned int r = rnd() % 8;
				buf[off + 4 + k] = r < 3 ? 0 : r < 5 ? (unsigned char)(rnd() % 4) :
					(unsigned char)rnd();
			}
			/* Sometimes a NUL-terminated short string. */
			if (dlen >= 4 && rnd() % 5 == 0) {
				static const char *const s[] = { "bridge", "tun", "can", "lo", "eth0" };
				const char *p = s[rnd() % 5];
				size_t l = strlen(p) + 1;
				if (l <= dlen)
					memcpy(buf + off + 4, p, l);
			}
		}
		if (rnd() % 10 == 0)
			type |= NLA_F_NET_BYTEORDER;
		a->nla_type = (uint16_t)type;
		a->nla_len = (uint16_t)(4 + dlen);
		if (rnd() % 25 == 0)
			a->nla_len = (uint16_t)(rnd() % 8);
		off += NLA_ALIGN(4 + dlen);
		if (off > room)
			off = room;
	}
	return off;
}

static unsigned int put_attr(unsigned char *buf, unsigned int room, unsigned int type,
			     const void *data, unsigned int dlen)
{
	if (4 + dlen > room)
		return 0;
	struct nlattr *a = (struct nlattr *)buf;
	a->nla_type = (uint16_t)type;
	a->nla_len = (uint16_t)(4 + dlen);
	memcpy(buf + 4, data, dlen);
	unsigned int n = NLA_ALIGN(4 + dlen);
	return n > room ? room : n;
}

/* IFLA_LINKINFO-like nest: kind, data, xstats, slave kind, slave data. */
static unsigned int linkinfo(unsigned char *buf, unsigned int room)
{
	static const char *const kinds[] = { "bridge", "tun", "can", "veth" };
	unsigned char tmp[512];
	unsigned int off = 0, n;
	const char *k = kinds[rnd() % 4];
	off += put_attr(buf + off, room - off, 1, k, (unsigned int)strlen(k) + (rnd() % 4 ? 1 : 0));
	n = attrs(tmp, 300, 2);
	off += put_attr(buf + off, room - off, 2 | (rnd() % 2 ? NLA_F_NESTED : 0), tmp, n);
	if (rnd() % 2) {
		for (unsigned int i = 0; i < 32; i++)
			tmp[i] = (unsigned char)rnd();
		off += put_attr(buf + off, room - off, 3, tmp, 20 + rnd() % 12);
	}
	if (rnd() % 2) {
		off += put_attr(buf + off, room - off, 4, "bridge", 7);
		n = attrs(tmp, 300, 2);
		off += put_attr(buf + off, room - off, 5, tmp, n);
	}
	return off;
}

int main(int argc, char **argv)
{
	int count = argc > 1 ? atoi(argv[1]) : 2000;
	if (argc > 2)
		rs += strtoull(argv[2], NULL, 0);
	long pg = sysconf(_SC_PAGESIZE);
	unsigned char *map = mmap(NULL, 3 * pg, PROT_READ | PROT_WRITE,
				  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (map == MAP_FAILED)
		return 1;
	munmap(map + 2 * pg, pg);	/* a hole after two pages */
	/* Never to the kernel: each message goes to a second socket of this
	 * program (unicast to its port id), which drains it. */
	int route = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	int diag = socket(AF_NETLINK, SOCK_RAW, NETLINK_SOCK_DIAG);
	int route_sink = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	int diag_sink = socket(AF_NETLINK, SOCK_RAW, NETLINK_SOCK_DIAG);
	if (route < 0 || diag < 0 || route_sink < 0 || diag_sink < 0)
		return 77;
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK }, route_to, diag_to;
	socklen_t sl = sizeof(route_to);
	/* The senders are bound too: a netlink socket is known by its protocol
	 * (for the decoders) only once it is bound. */
	if (bind(route, (struct sockaddr *)&sa, sizeof(sa)) ||
	    bind(diag, (struct sockaddr *)&sa, sizeof(sa)) ||
	    bind(route_sink, (struct sockaddr *)&sa, sizeof(sa)) ||
	    bind(diag_sink, (struct sockaddr *)&sa, sizeof(sa)) ||
	    getsockname(route_sink, (struct sockaddr *)&route_to, &sl) ||
	    (sl = sizeof(diag_to), getsockname(diag_sink, (struct sockaddr *)&diag_to, &sl)) ||
	    !route_to.nl_pid || !diag_to.nl_pid)
		return 2;
	static unsigned char drain[65536];
	static const unsigned char fams[] = { 0, 1, 2, 7, 10, 16, 17, 43, 128, 129, 3, 28 };
	for (int i = 0; i < count; i++) {
		int is_diag = rnd() % 3 == 0;
		unsigned char msg[1024];
		unsigned int total = 16 + rnd() % 900;
		memset(msg, 0, sizeof(msg));
		struct nlmsghdr *h = (struct nlmsghdr *)msg;
		static const struct { uint16_t type; unsigned int hdr; } rt[] = {
			{ RTM_NEWLINK, sizeof(struct ifinfomsg) }, { RTM_GETLINK, sizeof(struct ifinfomsg) },
			{ RTM_NEWADDR, sizeof(struct ifaddrmsg) }, { RTM_NEWROUTE, sizeof(struct rtmsg) },
			{ RTM_NEWNEIGH, sizeof(struct ndmsg) }, { RTM_GETNEIGH, sizeof(struct ifinfomsg) },
			{ RTM_NEWRULE, sizeof(struct fib_rule_hdr) }, { RTM_NEWNETCONF, 4 },
			{ RTM_NEWNSID, 4 }, { RTM_NEWADDRLABEL, sizeof(struct ifaddrlblmsg) },
			{ RTM_NEWQDISC, sizeof(struct tcmsg) }, { RTM_NEWNEXTHOP, sizeof(struct nhmsg) },
			{ RTM_NEWSTATS, sizeof(struct if_stats_msg) }, { RTM_NEWNEIGHTBL, 4 },
			{ RTM_NEWACTION, 4 }, { RTM_NEWMDB, sizeof(struct br_port_msg) },
			{ RTM_NEWCACHEREPORT, 4 }, { RTM_GETDCB, 4 }, { RTM_NEWTCLASS, sizeof(struct tcmsg) },
		};
		static const struct { unsigned char fam; int req; unsigned int hdr; } dg[] = {
			{ AF_INET, 1, sizeof(struct inet_diag_req_v2) }, { AF_INET6, 0, sizeof(struct inet_diag_msg) },
			{ AF_INET, 0, sizeof(struct inet_diag_msg) }, { AF_UNIX, 1, sizeof(struct unix_diag_req) },
			{ AF_UNIX, 0, sizeof(struct unix_diag_msg) }, { AF_NETLINK, 1, sizeof(struct netlink_diag_req) },
			{ AF_NETLINK, 0, sizeof(struct netlink_diag_msg) }, { AF_PACKET, 1, sizeof(struct packet_diag_req) },
			{ AF_PACKET, 0, sizeof(struct packet_diag_msg) }, { AF_SMC, 1, sizeof(struct smc_diag_req) },
			{ AF_SMC, 0, sizeof(struct smc_diag_msg) }, { AF_INET, 1, sizeof(struct inet_diag_req) },
		};
		unsigned int pick_r = rnd() % (sizeof(rt) / sizeof(rt[0]));
		unsigned int pick_d = rnd() % (sizeof(dg) / sizeof(dg[0]));
		unsigned int hdr = is_diag ? dg[pick_d].hdr : rt[pick_r].hdr;
		if (rnd() % 10 == 0)
			hdr = rnd() % 80;
		for (unsigned int k = 16; k < 16 + hdr && k < sizeof(msg); k++)
			msg[k] = rnd() % 3 ? (unsigned char)(rnd() % 4) : (unsigned char)rnd();
		msg[16] = is_diag ? dg[pick_d].fam : fams[rnd() % sizeof(fams)];
		if (rnd() % 12 == 0)
			msg[16] = fams[rnd() % sizeof(fams)];
		unsigned int off = 16 + NLMSG_ALIGN(hdr);
		if (!is_diag && rt[pick_r].hdr == sizeof(struct ifinfomsg) && rnd() % 2 &&
		    off + 8 < total) {
			static const uint16_t top[] = { 18, 26, 12, 43, 22, 24, 25, 7, 23, 14, 52,
							55, 44, 1, 2 };
			unsigned char tmp[600];
			unsigned int t = top[rnd() % (sizeof(top) / sizeof(top[0]))];
			unsigned int n = t == 18 ? linkinfo(tmp, 560) : attrs(tmp, 400, 1);
			off += put_attr(msg + off, total - off, t, tmp, n);
		}
		if (off < total && rnd() % 6)
			off += attrs(msg + off, total - off, 0);
		if (rnd() % 4)
			total = off;
		if (total < 16)
			total = 16;
		if (total > sizeof(msg))
			total = sizeof(msg);
		h->nlmsg_len = total;
		if (is_diag) {
			h->nlmsg_type = dg[pick_d].hdr == sizeof(struct inet_diag_req) && dg[pick_d].req ?
				18 : SOCK_DIAG_BY_FAMILY;
			h->nlmsg_flags = dg[pick_d].req ? NLM_F_REQUEST : NLM_F_MULTI;
		} else {
			h->nlmsg_type = rt[pick_r].type + (rnd() % 3 == 0 ? rnd() % 4 : 0);
			if (rnd() % 20 == 0)
				h->nlmsg_type = (uint16_t)(rnd() % 120);
			h->nlmsg_flags = (uint16_t)(rnd() % 2 ? NLM_F_REQUEST : rnd() % 0x400);
		}
		h->nlmsg_seq = (uint32_t)i;
		/* Mostly whole; sometimes right before the hole, claiming more. */
		unsigned char *where;
		unsigned int send_len = total;
		if (rnd() % 8 == 0) {
			unsigned int keep = total > 24 ? 16 + rnd() % (total - 16) : total;
			where = map + 2 * pg - keep;
			memcpy(where, msg, keep);
		} else {
			where = map;
			memcpy(where, msg, total);
		}
		struct sockaddr_nl *to = is_diag ? &diag_to : &route_to;
		if (!to->nl_pid)
			return 3;
		sendto(is_diag ? diag : route, where, send_len, MSG_DONTWAIT, (struct sockaddr *)to,
		       sizeof(*to));
		while (recv(is_diag ? diag_sink : route_sink, drain, sizeof(drain), MSG_DONTWAIT) > 0)
			;
	}
	return 0;
}
