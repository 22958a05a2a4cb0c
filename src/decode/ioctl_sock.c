/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Socket interface ioctls (type 0x89) with a struct ifreq or struct ifconf:
 * SIOCGIFNAME, SIOCGIFINDEX, SIOCGIFFLAGS, SIOCGIFCONF, ... The "get"
 * requests print the name the program gave and, when the call succeeded, the
 * member the kernel filled in; the "set" requests print at entry.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <net/if.h>
#include <linux/sockios.h>
#include <net/if_arp.h>

/* <linux/if_arp.h>'s, which glibc's <net/if_arp.h> lacks (the two conflict). */
#ifndef ARPHRD_IEEE802154_MONITOR
# define ARPHRD_IEEE802154_MONITOR 805
#endif
#ifndef ARPHRD_PHONET
# define ARPHRD_PHONET 820
# define ARPHRD_PHONET_PIPE 821
# define ARPHRD_CAIF 822
# define ARPHRD_IP6GRE 823
# define ARPHRD_NETLINK 824
# define ARPHRD_6LOWPAN 825
# define ARPHRD_VSOCKMON 826
#endif

#include "decode.h"
#include "ioctl.h"
#include "options.h"
#include "sockaddr.h"
#include "xlat/arp_hardware_types.h"
#include "xlat/iff_flags.h"

enum member {
	M_FLAGS, M_INDEX, M_MTU, M_ADDR, M_HWADDR, M_QLEN, M_METRIC, M_MAP, M_NEWNAME,
	M_SLAVE,
};

struct ifreq_req {
	unsigned int code;
	bool get;
	uint8_t member;
	const char *field;
};

static const struct ifreq_req reqs[] = {
	{ SIOCGIFFLAGS, true, M_FLAGS, "ifr_flags" },
	{ SIOCSIFFLAGS, false, M_FLAGS, "ifr_flags" },
	{ SIOCGIFINDEX, true, M_INDEX, "ifr_ifindex" },
	{ SIOCGIFMTU, true, M_MTU, "ifr_mtu" },
	{ SIOCSIFMTU, false, M_MTU, "ifr_mtu" },
	{ SIOCGIFADDR, true, M_ADDR, "ifr_addr" },
	{ SIOCSIFADDR, false, M_ADDR, "ifr_addr" },
	{ SIOCGIFDSTADDR, true, M_ADDR, "ifr_dstaddr" },
	{ SIOCSIFDSTADDR, false, M_ADDR, "ifr_dstaddr" },
	{ SIOCGIFBRDADDR, true, M_ADDR, "ifr_broadaddr" },
	{ SIOCSIFBRDADDR, false, M_ADDR, "ifr_broadaddr" },
	{ SIOCGIFNETMASK, true, M_ADDR, "ifr_netmask" },
	{ SIOCSIFNETMASK, false, M_ADDR, "ifr_netmask" },
	{ SIOCGIFHWADDR, true, M_HWADDR, "ifr_hwaddr" },
	{ SIOCSIFHWADDR, false, M_HWADDR, "ifr_hwaddr" },
	{ SIOCGIFTXQLEN, true, M_QLEN, "ifr_qlen" },
	{ SIOCSIFTXQLEN, false, M_QLEN, "ifr_qlen" },
	{ SIOCGIFMETRIC, true, M_METRIC, "ifr_metric" },
	{ SIOCSIFMETRIC, false, M_METRIC, "ifr_metric" },
	{ SIOCGIFMAP, true, M_MAP, "ifr_map" },
	{ SIOCSIFMAP, false, M_MAP, "ifr_map" },
	{ SIOCSIFNAME, false, M_NEWNAME, "ifr_newname" },
	{ SIOCSIFHWBROADCAST, false, M_HWADDR, "ifr_hwaddr" },
	{ SIOCADDMULTI, false, M_HWADDR, "ifr_hwaddr" },
	{ SIOCDELMULTI, false, M_HWADDR, "ifr_hwaddr" },
	{ SIOCGIFSLAVE, true, M_SLAVE, "ifr_slave" },
	{ SIOCSIFSLAVE, false, M_SLAVE, "ifr_slave" },
};

/* An interface name of IFNAMSIZ bytes, as strace prints a C string in one. */
static void print_ifname(struct tcb *tcp, const char *name)
{
	size_t n = strnlen(name, IFNAMSIZ);
	if (n == IFNAMSIZ)
		value_str(tcp, name, IFNAMSIZ - 1, VS_TRUNCATED);
	else
		value_str(tcp, name, n, 0);
}

/* The length of a hardware address of type (ARPHRD_*): the kernel's for the
 * types that have devices, all of sa_data for the others. */
static size_t hwaddr_len(unsigned int type)
{
	switch (type) {
	case ARPHRD_NETROM: case ARPHRD_AX25: return 7;
	case ARPHRD_ETHER: case ARPHRD_IEEE802: case ARPHRD_LOOPBACK: case ARPHRD_FDDI:
	case ARPHRD_HIPPI: case ARPHRD_IEEE80211: case ARPHRD_IEEE80211_PRISM:
	case ARPHRD_IEEE80211_RADIOTAP: return 6;
	case ARPHRD_ARCNET: case ARPHRD_LOCALTLK: case ARPHRD_PHONET: case ARPHRD_PHONET_PIPE:
		return 1;
	case ARPHRD_DLCI: return 2;
	case ARPHRD_IEEE1394: case ARPHRD_TUNNEL6: case ARPHRD_IP6GRE: return 16;
	case ARPHRD_EUI64: case ARPHRD_IEEE802154: case ARPHRD_IEEE802154_MONITOR:
	case ARPHRD_6LOWPAN: return 8;
	case ARPHRD_INFINIBAND: return 20;
	case ARPHRD_ROSE: return 5;
	case ARPHRD_TUNNEL: case ARPHRD_SIT: case ARPHRD_IPGRE: case ARPHRD_IRDA: return 4;
	case ARPHRD_SLIP: case ARPHRD_X25: case ARPHRD_CAN: case ARPHRD_PPP: case ARPHRD_RAWHDLC:
	case ARPHRD_RAWIP: case ARPHRD_IPDDP: case ARPHRD_PIMREG: case ARPHRD_CAIF:
	case ARPHRD_NETLINK: case ARPHRD_VSOCKMON: return 0;
	}
	return 14;
}

/* A hardware address: "{sa_family=ARPHRD_ETHER, sa_data=00:11:22:33:44:55}". */
static void print_hwaddr(struct tcb *tcp, const struct sockaddr *sa)
{
	char mac[3 * 14 + 1] = "";
	const unsigned char *d = (const unsigned char *)sa->sa_data;
	size_t n = hwaddr_len(sa->sa_family), len = 0;
	for (size_t i = 0; i < n && i < sizeof(sa->sa_data); i++)
		len += (size_t)snprintf(mac + len, sizeof(mac) - len, "%s%02x", i ? ":" : "", d[i]);
	value_struct_begin(tcp);
	value_field(tcp, "sa_family");
	print_xval(tcp, &arp_hardware_types, sa->sa_family, "ARPHRD_???");
	value_field(tcp, "sa_data");
	if (opts.const_style == CONST_ABBREV) {
		value_str(tcp, mac, strlen(mac), VS_BARE);
	} else {
		/* -X raw: the bytes; -X verbose: the address as a comment, too. */
		print_quoted(tcp, sa->sa_data, sizeof(sa->sa_data), QUOTE_FORCE_HEX);
		if (opts.const_style == CONST_VERBOSE)
			value_comment(tcp, mac);
	}
	value_struct_end(tcp);
}

static void print_member(struct tcb *tcp, const struct ifreq_req *q, const struct ifreq *r)
{
	value_field(tcp, q->field);
	switch (q->member) {
	case M_FLAGS:
		print_flags(tcp, &iff_flags, (uint16_t)r->ifr_flags, "IFF_???");
		break;
	case M_INDEX:
		value_int(tcp, r->ifr_ifindex);
		break;
	case M_MTU:
		value_int(tcp, r->ifr_mtu);
		break;
	case M_QLEN:
		value_int(tcp, r->ifr_qlen);
		break;
	case M_METRIC:
		value_int(tcp, r->ifr_metric);
		break;
	case M_ADDR:
		print_sockaddr(tcp, &r->ifr_addr, sizeof(r->ifr_addr));
		break;
	case M_HWADDR:
		print_hwaddr(tcp, &r->ifr_hwaddr);
		break;
	case M_MAP:
		value_struct_begin(tcp);
		value_field(tcp, "mem_start");
		value_uint(tcp, r->ifr_map.mem_start, VB_HEX);
		value_field(tcp, "mem_end");
		value_uint(tcp, r->ifr_map.mem_end, VB_HEX);
		value_field(tcp, "base_addr");
		value_uint(tcp, r->ifr_map.base_addr, VB_HEX);
		value_field(tcp, "irq");
		value_uint(tcp, r->ifr_map.irq, VB_HEX);
		value_field(tcp, "dma");
		value_uint(tcp, r->ifr_map.dma, VB_HEX);
		value_field(tcp, "port");
		value_uint(tcp, r->ifr_map.port, VB_HEX);
		value_struct_end(tcp);
		break;
	case M_NEWNAME:
		print_ifname(tcp, r->ifr_newname);
		break;
	case M_SLAVE:
		print_ifname(tcp, r->ifr_slave);
		break;
	}
}

/* An ifconf length, with the number of structures when it is a whole one. */
static void print_ifc_len(struct tcb *tcp, int32_t len)
{
	value_int(tcp, len);
	if (len >= 0 && len % (int)sizeof(struct ifreq) == 0)
		value_commentf(tcp, "%d * sizeof(struct ifreq)", len / (int)sizeof(struct ifreq));
}

/* SIOCGIFCONF: the length before and after, and the interfaces the kernel wrote. */
static void print_ifconf(struct tcb *tcp, uint64_t arg)
{
	struct ifconf c;
	if (!FETCH_OR_ADDR(tcp, arg, &c))
		return;
	int32_t len_in = (int32_t)tcp->priv[0];
	bool known = !syserror(tcp);
	value_struct_begin(tcp);
	value_field(tcp, "ifc_len");
	if (known && c.ifc_buf && len_in != c.ifc_len) {
		value_expr_begin(tcp, "=>");
		print_ifc_len(tcp, len_in);
		value_expr_next(tcp);
	}
	int32_t len = known ? c.ifc_len : len_in;
	print_ifc_len(tcp, len);
	if (known && c.ifc_buf && len_in != c.ifc_len)
		value_expr_end(tcp);
	value_field(tcp, "ifc_buf");
	uint64_t buf = (uint64_t)(uintptr_t)c.ifc_buf;
	if (!known || !buf || len <= 0) {
		print_addr(tcp, buf);
		value_struct_end(tcp);
		return;
	}
	value_array_begin(tcp);
	int n = len / (int)sizeof(struct ifreq);
	for (int i = 0; i < n; i++) {
		struct ifreq r;
		value_elem(tcp);
		if (i >= 32) {
			value_array_more(tcp);
			break;
		}
		if (fetch_obj(tcp, buf + (uint64_t)i * sizeof(r), &r) < 0) {
			print_addr(tcp, buf + (uint64_t)i * sizeof(r));
			break;
		}
		value_struct_begin(tcp);
		value_field(tcp, "ifr_name");
		print_ifname(tcp, r.ifr_name);
		value_field(tcp, "ifr_addr");
		print_sockaddr(tcp, &r.ifr_addr, sizeof(r.ifr_addr));
		value_struct_end(tcp);
	}
	value_array_end(tcp);
	value_struct_end(tcp);
}

/* The socket requests with a struct ifreq or ifconf; -1 for others. See ioctl.h. */
int ioctl_sock_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	struct ifreq r;
	const struct ifreq_req *q = NULL;

	if (code == SIOCGIFCONF) {
		if (entering(tcp)) {
			struct ifconf c;
			tcp->priv[0] = fetch_obj(tcp, arg, &c) < 0 ? 0 : (uint32_t)c.ifc_len;
			return 0;
		}
		tprint_sep(tcp);
		print_ifconf(tcp, arg);
		return IOCTL_ARG_PRINTED;
	}
	if (code == SIOCBRADDBR || code == SIOCBRDELBR) {
		/* A bridge name: at most IFNAMSIZ characters shown. */
		char name[IFNAMSIZ + 1];
		tprint_sep(tcp);
		int n = fetch_str(tcp, arg, name, sizeof(name));
		if (n < 0)
			print_addr(tcp, arg);
		else if (n >= IFNAMSIZ)
			value_str(tcp, name, IFNAMSIZ, VS_TRUNCATED);
		else
			value_str(tcp, name, (size_t)n, 0);
		return IOCTL_ARG_PRINTED;
	}
	if (code == SIOCBRADDIF || code == SIOCBRDELIF) {
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &r))
			return IOCTL_ARG_PRINTED;
		value_struct_begin(tcp);
		value_field(tcp, "ifr_ifindex");
		value_uint(tcp, (uint32_t)r.ifr_ifindex, VB_DEC);
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	}
	if (code == SIOCGIFNAME) {
		if (entering(tcp))
			return 0;
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &r))
			return IOCTL_ARG_PRINTED;
		value_struct_begin(tcp);
		value_field(tcp, "ifr_ifindex");
		value_int(tcp, r.ifr_ifindex);
		if (!syserror(tcp)) {
			value_field(tcp, "ifr_name");
			print_ifname(tcp, r.ifr_name);
		}
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	}
	for (size_t i = 0; i < ARRAY_SIZE(reqs); i++)
		if (reqs[i].code == code)
			q = &reqs[i];
	if (!q)
		return -1;
	if (q->get && entering(tcp))
		return 0;
	tprint_sep(tcp);
	if (!FETCH_OR_ADDR(tcp, arg, &r))
		return IOCTL_ARG_PRINTED;
	value_struct_begin(tcp);
	value_field(tcp, "ifr_name");
	print_ifname(tcp, r.ifr_name);
	if (!q->get || !syserror(tcp))
		print_member(tcp, q, &r);
	value_struct_end(tcp);
	return IOCTL_ARG_PRINTED;
}
