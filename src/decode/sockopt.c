/* SPDX-License-Identifier: GPL-2.0-or-later */
/* getsockopt, setsockopt: levels, option names and the values strace knows. */
#include "config.h"

#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>

#include "decode.h"
#include "errnoent.h"
#include "netutil.h"
#include "sock_fprog.h"
#include "sockaddr.h"
#include "socket.h"
#include "xlat/getsock_ip_options.h"
#include "xlat/getsock_ipv6_options.h"
#include "xlat/getsock_options.h"
#include "xlat/icmp_filter_flags.h"
#include "xlat/packet_mreq_type.h"
#include "xlat/setsock_ip_options.h"
#include "xlat/setsock_ipv6_options.h"
#include "xlat/setsock_options.h"
#include "xlat/sock_alg_options.h"
#include "xlat/sock_ax25_options.h"
#include "xlat/sock_bluetooth_options.h"
#include "xlat/sock_caif_options.h"
#include "xlat/sock_can_raw_options.h"
#include "xlat/sock_dccp_options.h"
#include "xlat/sock_ip_options.h"
#include "xlat/sock_ipv6_options.h"
#include "xlat/sock_ipx_options.h"
#include "xlat/sock_irda_options.h"
#include "xlat/sock_iucv_options.h"
#include "xlat/sock_kcm_options.h"
#include "xlat/sock_llc_options.h"
#include "xlat/sock_netlink_options.h"
#include "xlat/sock_nfcllcp_options.h"
#include "xlat/sock_options.h"
#include "xlat/sock_packet_options.h"
#include "xlat/sock_pnp_options.h"
#include "xlat/sock_pppol2tp_options.h"
#include "xlat/sock_raw_options.h"
#include "xlat/sock_rds_options.h"
#include "xlat/sock_rxrpc_options.h"
#include "xlat/sock_sctp_options.h"
#include "xlat/sock_tcp_options.h"
#include "xlat/sock_tipc_options.h"
#include "xlat/sock_tls_options.h"
#include "xlat/sock_udp_options.h"
#include "xlat/sock_vsock_options.h"
#include "xlat/sock_xdp_options.h"
#include "xlat/socketlayers.h"
#include "xlat/sockopt_txrehash_vals.h"

/* Levels (x86_64). */
enum {
	LVL_IP = 0,
	LVL_SOCKET = 1,
	LVL_IPV6 = 41,
	LVL_RAW = 255,
	LVL_PACKET = 263,
	LVL_NETLINK = 270,
};

/* SOL_SOCKET options with their own printers (x86_64 values). */
enum {
	OPT_SO_ERROR = 4,
	OPT_SO_LINGER = 13,
	OPT_SO_PEERCRED = 17,
	OPT_SO_ATTACH_FILTER = 26,	/* SO_GET_FILTER for getsockopt */
	OPT_SO_ATTACH_REUSEPORT_CBPF = 51,
	OPT_SO_TXREHASH = 74,
};

/* Other levels' options with their own printers. */
enum {
	OPT_IP_ADD_MEMBERSHIP = 35,
	OPT_IP_DROP_MEMBERSHIP = 36,
	OPT_MCAST_JOIN_GROUP = 42,
	OPT_MCAST_LEAVE_GROUP = 45,
	OPT_IPV6_ADD_MEMBERSHIP = 20,
	OPT_IPV6_DROP_MEMBERSHIP = 21,
	OPT_IPV6_JOIN_ANYCAST = 27,
	OPT_IPV6_LEAVE_ANYCAST = 28,
	OPT_PACKET_ADD_MEMBERSHIP = 1,
	OPT_PACKET_DROP_MEMBERSHIP = 2,
	OPT_PACKET_RX_RING = 5,
	OPT_PACKET_STATISTICS = 6,
	OPT_PACKET_TX_RING = 13,
	OPT_ICMP_FILTER = 1,
	OPT_NETLINK_LIST_MEMBERSHIPS = 9,
};

/* SOL_SOCKET options whose value is an int, for both calls. */
static const unsigned char int_socket_options[] = {
	1,	/* SO_DEBUG */
	2,	/* SO_REUSEADDR */
	5,	/* SO_DONTROUTE */
	6,	/* SO_BROADCAST */
	7,	/* SO_SNDBUF */
	8,	/* SO_RCVBUF */
	9,	/* SO_KEEPALIVE */
	10,	/* SO_OOBINLINE */
	11,	/* SO_NO_CHECK */
	12,	/* SO_PRIORITY */
	14,	/* SO_BSDCOMPAT */
	15,	/* SO_REUSEPORT */
	16,	/* SO_PASSCRED */
	18,	/* SO_RCVLOWAT */
	19,	/* SO_SNDLOWAT */
	27,	/* SO_DETACH_FILTER */
	29,	/* SO_TIMESTAMP_OLD */
	30,	/* SO_ACCEPTCONN */
	32,	/* SO_SNDBUFFORCE */
	33,	/* SO_RCVBUFFORCE */
	34,	/* SO_PASSSEC */
	35,	/* SO_TIMESTAMPNS_OLD */
	36,	/* SO_MARK */
	37,	/* SO_TIMESTAMPING_OLD */
	40,	/* SO_RXQ_OVFL */
	41,	/* SO_WIFI_STATUS */
	42,	/* SO_PEEK_OFF */
	43,	/* SO_NOFCS */
	44,	/* SO_LOCK_FILTER */
	45,	/* SO_SELECT_ERR_QUEUE */
	46,	/* SO_BUSY_POLL */
	49,	/* SO_INCOMING_CPU */
	53,	/* SO_CNX_ADVICE */
	56,	/* SO_INCOMING_NAPI_ID */
	60,	/* SO_ZEROCOPY */
	63,	/* SO_TIMESTAMP_NEW */
	64,	/* SO_TIMESTAMPNS_NEW */
	65,	/* SO_TIMESTAMPING_NEW */
	68,	/* SO_DETACH_REUSEPORT_BPF */
	69,	/* SO_PREFER_BUSY_POLL */
	70,	/* SO_BUSY_POLL_BUDGET */
	73,	/* SO_RESERVE_MEM */
	75,	/* SO_RCVMARK */
};

/* True for the SOL_SOCKET options strace shows as an int. */
static bool is_int_socket_option(unsigned int name)
{
	for (size_t i = 0; i < ARRAY_SIZE(int_socket_options); i++)
		if (int_socket_options[i] == name)
			return true;
	return false;
}

/* Option names by level: the common table, then the get- or set-only one. */
static const struct sockopt_level {
	unsigned int level;
	const struct xlat *names;
	const struct xlat *get_names;
	const struct xlat *set_names;
	const char *dflt;
} sockopt_levels[] = {
	{ 1, &sock_options, &getsock_options, &setsock_options, "SO_???" },
	{ 0, &sock_ip_options, &getsock_ip_options, &setsock_ip_options, "IP_???" },
	{ 40, &sock_vsock_options, NULL, NULL, "SO_VM_???" },
	{ 41, &sock_ipv6_options, &getsock_ipv6_options, &setsock_ipv6_options, "IPV6_???" },
	{ 256, &sock_ipx_options, NULL, NULL, "IPX_???" },
	{ 257, &sock_ax25_options, NULL, NULL, "AX25_???" },
	{ 263, &sock_packet_options, NULL, NULL, "PACKET_???" },
	{ 6, &sock_tcp_options, NULL, NULL, "TCP_???" },
	{ 101, &sock_can_raw_options, NULL, NULL, "CAN_RAW_???" },
	{ 132, &sock_sctp_options, NULL, NULL, "SCTP_???" },
	{ 255, &sock_raw_options, NULL, NULL, "RAW_???" },
	{ 270, &sock_netlink_options, NULL, NULL, "NETLINK_???" },
	{ 17, &sock_udp_options, NULL, NULL, "UDP_???" },
	{ 266, &sock_irda_options, NULL, NULL, "IRLMP_???" },
	{ 268, &sock_llc_options, NULL, NULL, "LLC_OPT_???" },
	{ 269, &sock_dccp_options, NULL, NULL, "DCCP_SOCKOPT_???" },
	{ 271, &sock_tipc_options, NULL, NULL, "TIPC_???" },
	{ 272, &sock_rxrpc_options, NULL, NULL, "RXRPC_???" },
	{ 273, &sock_pppol2tp_options, NULL, NULL, "PPPOL2TP_SO_???" },
	{ 274, &sock_bluetooth_options, NULL, NULL, "BT_???" },
	{ 275, &sock_pnp_options, NULL, NULL, "PNPIPE_???" },
	{ 276, &sock_rds_options, NULL, NULL, "RDS_???" },
	{ 277, &sock_iucv_options, NULL, NULL, "SO_???" },
	{ 278, &sock_caif_options, NULL, NULL, "CAIFSO_???" },
	{ 279, &sock_alg_options, NULL, NULL, "ALG_???" },
	{ 280, &sock_nfcllcp_options, NULL, NULL, "NFC_LLCP_???" },
	{ 281, &sock_kcm_options, NULL, NULL, "KCM_???" },
	{ 282, &sock_tls_options, NULL, NULL, "TLS_???" },
	{ 283, &sock_xdp_options, NULL, NULL, "XDP_???" },
};

/* "fd, level, name" of both calls. */
static void print_fd_level_name(struct tcb *tcp, bool get)
{
	unsigned int level = (uint32_t)ARG(1);
	unsigned int name = (uint32_t)ARG(2);
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_xval(tcp, &socketlayers, level, "SOL_??");
	tprint_sep(tcp);
	for (size_t i = 0; i < ARRAY_SIZE(sockopt_levels); i++) {
		const struct sockopt_level *l = &sockopt_levels[i];
		if (l->level != level)
			continue;
		const char *s = xlat_lookup(l->names, name);
		const struct xlat *more = get ? l->get_names : l->set_names;
		if (!s && more)
			s = xlat_lookup(more, name);
		if (s)
			tprints(tcp, s);
		else
			print_xval(tcp, l->names, name, l->dflt);
		return;
	}
	print_udec(tcp, name);
}

/*
 * Fields of a structure of which only len bytes are there: a field is shown when len
 * reaches into it, as hex bytes when len ends inside it.
 */
static bool field_begin(struct tcb *tcp, unsigned int len, size_t off, const char *name,
			bool first)
{
	if (len <= off)
		return false;
	tprints(tcp, first ? "{" : ", ");
	tprintf(tcp, "%s=", name);
	return true;
}

/* After field_begin(): true when the field is whole, else its bytes are printed in hex. */
static bool field_whole(struct tcb *tcp, const void *base, unsigned int len, size_t off,
			size_t size)
{
	if (len >= off + size)
		return true;
	print_quoted(tcp, (const char *)base + off, len - off, QUOTE_FORCE_HEX);
	return false;
}

/* struct linger as getsockopt returned len bytes of it. */
static void print_get_linger(struct tcb *tcp, uint64_t addr, unsigned int len)
{
	struct linger lg;
	if (len > sizeof(lg))
		len = sizeof(lg);
	if (fetch_mem(tcp, addr, &lg, len) < 0) {
		print_addr(tcp, addr);
		return;
	}
	if (field_begin(tcp, len, offsetof(struct linger, l_onoff), "l_onoff", true) &&
	    field_whole(tcp, &lg, len, offsetof(struct linger, l_onoff), sizeof(int)))
		print_dec(tcp, lg.l_onoff);
	if (field_begin(tcp, len, offsetof(struct linger, l_linger), "l_linger", false) &&
	    field_whole(tcp, &lg, len, offsetof(struct linger, l_linger), sizeof(int)))
		print_dec(tcp, lg.l_linger);
	tprints(tcp, "}");
}

/* struct ucred as getsockopt returned len bytes of it. */
static void print_get_ucred(struct tcb *tcp, uint64_t addr, unsigned int len)
{
	struct ucred uc;
	if (len > sizeof(uc))
		len = sizeof(uc);
	if (fetch_mem(tcp, addr, &uc, len) < 0) {
		print_addr(tcp, addr);
		return;
	}
	if (field_begin(tcp, len, offsetof(struct ucred, pid), "pid", true) &&
	    field_whole(tcp, &uc, len, offsetof(struct ucred, pid), sizeof(uc.pid)))
		print_dec(tcp, uc.pid);
	if (field_begin(tcp, len, offsetof(struct ucred, uid), "uid", false) &&
	    field_whole(tcp, &uc, len, offsetof(struct ucred, uid), sizeof(uc.uid)))
		print_id(tcp, uc.uid);
	if (field_begin(tcp, len, offsetof(struct ucred, gid), "gid", false) &&
	    field_whole(tcp, &uc, len, offsetof(struct ucred, gid), sizeof(uc.gid)))
		print_id(tcp, uc.gid);
	tprints(tcp, "}");
}

/* SO_ERROR: "[ENAME]" (or the number), hex bytes when shorter than an int. */
static void print_get_error(struct tcb *tcp, uint64_t addr, unsigned int len)
{
	unsigned int err;
	if (len < sizeof(err)) {
		print_strn(tcp, addr, len, QUOTE_FORCE_HEX);
		return;
	}
	if (fetch_obj(tcp, addr, &err) < 0) {
		print_addr(tcp, addr);
		return;
	}
	const char *name = err && err < 4096 ? errno_name((int)err) : NULL;
	tprints(tcp, "[");
	if (name)
		tprints(tcp, name);
	else
		print_udec(tcp, err);
	tprints(tcp, "]");
}

/* SO_TXREHASH: "[SOCK_TXREHASH_*]"; a short value as its address at entry, hex at exit. */
static void print_txrehash(struct tcb *tcp, uint64_t addr, int len)
{
	int val;
	if (len < (int)sizeof(val)) {
		if (entering(tcp))
			print_addr(tcp, addr);
		else
			print_strn(tcp, addr, (uint64_t)(int64_t)len, QUOTE_FORCE_HEX);
		return;
	}
	if (fetch_obj(tcp, addr, &val) < 0) {
		print_addr(tcp, addr);
		return;
	}
	tprints(tcp, "[");
	print_xval_d(tcp, &sockopt_txrehash_vals, val, "SOCK_TXREHASH_???");
	tprints(tcp, "]");
}

/* PACKET_STATISTICS as getsockopt returned len bytes of it. */
static void print_tpacket_stats(struct tcb *tcp, uint64_t addr, unsigned int len)
{
	struct {
		unsigned int tp_packets, tp_drops, tp_freeze_q_cnt;
	} st;
	if (len > sizeof(st))
		len = sizeof(st);
	if (fetch_mem(tcp, addr, &st, len) < 0) {
		print_addr(tcp, addr);
		return;
	}
	if (field_begin(tcp, len, 0, "tp_packets", true) && field_whole(tcp, &st, len, 0, 4))
		print_udec(tcp, st.tp_packets);
	if (field_begin(tcp, len, 4, "tp_drops", false) && field_whole(tcp, &st, len, 4, 4))
		print_udec(tcp, st.tp_drops);
	if (field_begin(tcp, len, 8, "tp_freeze_q_cnt", false) &&
	    field_whole(tcp, &st, len, 8, 4))
		print_udec(tcp, st.tp_freeze_q_cnt);
	tprints(tcp, "}");
}

/* "[ICMP_ECHO ICMP_ECHOREPLY]", or "~[...]" for the types not set when most are. */
static void print_icmp_filter(struct tcb *tcp, uint64_t addr, int len)
{
	uint32_t data = ~0U;
	if (len > (int)sizeof(data)) {
		len = sizeof(data);
	} else if (len <= 0) {
		print_addr(tcp, addr);
		return;
	}
	if (fetch_mem(tcp, addr, &data, len) < 0) {
		print_addr(tcp, addr);
		return;
	}
	if (__builtin_popcount(data) > 16) {
		data = ~data;
		tprints(tcp, "~");
	}
	tprints(tcp, "[");
	bool first = true;
	for (unsigned int i = 0; i < 32; i++) {
		if (!(data & (1U << i)))
			continue;
		if (!first)
			tprints(tcp, " ");
		first = false;
		print_xval(tcp, &icmp_filter_flags, i, "ICMP_???");
	}
	tprints(tcp, "]");
}

/* The value getsockopt returned: ulen bytes were offered, rlen came back. */
static void print_getsockopt(struct tcb *tcp, unsigned int level, unsigned int name,
			     uint64_t addr, int ulen, int rlen)
{
	if (ulen <= 0 || rlen <= 0) {
		print_addr(tcp, addr);
		return;
	}
	if (addr) {
		switch (level) {
		case LVL_SOCKET:
			switch (name) {
			case OPT_SO_LINGER:
				print_get_linger(tcp, addr, rlen);
				return;
			case OPT_SO_PEERCRED:
				print_get_ucred(tcp, addr, rlen);
				return;
			case OPT_SO_ATTACH_FILTER:
				/* SO_GET_FILTER: the length is the number of instructions,
				 * which the kernel keeps in an unsigned short. */
				if ((unsigned short)rlen == (unsigned int)rlen)
					print_sock_filter_prog(tcp, addr, rlen);
				else
					print_addr(tcp, addr);
				return;
			case OPT_SO_ERROR:
				print_get_error(tcp, addr, rlen);
				return;
			case OPT_SO_TXREHASH:
				print_txrehash(tcp, addr, rlen);
				return;
			}
			if (is_int_socket_option(name)) {
				if (rlen >= (int)sizeof(int))
					print_int_at(tcp, addr);
				else
					print_strn(tcp, addr, rlen, QUOTE_FORCE_HEX);
				return;
			}
			break;
		case LVL_PACKET:
			if (name == OPT_PACKET_STATISTICS) {
				print_tpacket_stats(tcp, addr, rlen);
				return;
			}
			break;
		case LVL_RAW:
			if (name == OPT_ICMP_FILTER) {
				print_icmp_filter(tcp, addr, rlen);
				return;
			}
			break;
		case LVL_NETLINK:
			if (name == OPT_NETLINK_LIST_MEMBERSHIPS) {
				uint32_t group;
				print_array(tcp, addr,
						   (uint64_t)(ulen < rlen ? ulen : rlen) / sizeof(group),
						   &group, sizeof(group), 0, print_uint_elem, NULL);
			} else {
				print_int_at(tcp, addr);
			}
			return;
		}
	}
	if (rlen == (int)sizeof(int))
		print_int_at(tcp, addr);
	else
		print_strn(tcp, addr, rlen, 0);
}

SYS_FUNC(getsockopt)
{
	int ulen, rlen;
	if (entering(tcp)) {
		print_fd_level_name(tcp, true);
		tprint_sep(tcp);
		if (ARG(4) && fetch_obj(tcp, ARG(4), &ulen) == 0) {
			tcp->priv[0] = (uint32_t)ulen;
			return 0;
		}
		print_addr(tcp, ARG(3));
		tprint_sep(tcp);
		print_addr(tcp, ARG(4));
		return RVAL_DECODED;
	}
	ulen = (int)(uint32_t)tcp->priv[0];
	if (syserror(tcp) || fetch_obj(tcp, ARG(4), &rlen) < 0) {
		print_addr(tcp, ARG(3));
		tprint_sep(tcp);
		tprints(tcp, "[");
		print_dec(tcp, ulen);
		tprints(tcp, "]");
	} else {
		print_getsockopt(tcp, (uint32_t)ARG(1), (uint32_t)ARG(2), ARG(3), ulen, rlen);
		tprint_sep(tcp);
		print_socklen_change(tcp, ulen, rlen);
	}
	return 0;
}

/* setsockopt SO_LINGER: the structure, or its address when len is too short. */
static void print_set_linger(struct tcb *tcp, uint64_t addr, int len)
{
	struct linger lg;
	if (len < (int)sizeof(lg)) {
		print_addr(tcp, addr);
		return;
	}
	if (!FETCH_OR_ADDR(tcp, addr, &lg))
		return;
	tprintf(tcp, "{l_onoff=%d, l_linger=%d}", lg.l_onoff, lg.l_linger);
}

/* struct ip_mreq, or its address when len is too short. */
static void print_mreq(struct tcb *tcp, uint64_t addr, int len)
{
	struct ip_mreq mreq;
	if (len < (int)sizeof(mreq)) {
		print_addr(tcp, addr);
		return;
	}
	if (!FETCH_OR_ADDR(tcp, addr, &mreq))
		return;
	tprints(tcp, "{");
	print_inet_addr_field(tcp, AF_INET, &mreq.imr_multiaddr, "imr_multiaddr");
	tprints(tcp, ", ");
	print_inet_addr_field(tcp, AF_INET, &mreq.imr_interface, "imr_interface");
	tprints(tcp, "}");
}

/* struct ipv6_mreq, or its address when len is too short. */
static void print_mreq6(struct tcb *tcp, uint64_t addr, int len)
{
	struct ipv6_mreq mreq;
	if (len < (int)sizeof(mreq)) {
		print_addr(tcp, addr);
		return;
	}
	if (!FETCH_OR_ADDR(tcp, addr, &mreq))
		return;
	tprints(tcp, "{");
	print_inet_addr_field(tcp, AF_INET6, &mreq.ipv6mr_multiaddr, "ipv6mr_multiaddr");
	tprints(tcp, ", ipv6mr_interface=");
	print_ifindex(tcp, mreq.ipv6mr_interface);
	tprints(tcp, "}");
}

/* struct group_req, or its address when len is too short. */
static void print_group_req(struct tcb *tcp, uint64_t addr, int len)
{
	struct group_req greq;
	if (len < (int)sizeof(greq)) {
		print_addr(tcp, addr);
		return;
	}
	if (!FETCH_OR_ADDR(tcp, addr, &greq))
		return;
	tprints(tcp, "{gr_interface=");
	print_ifindex(tcp, greq.gr_interface);
	tprints(tcp, ", gr_group=");
	print_sockaddr(tcp, &greq.gr_group, sizeof(greq.gr_group));
	tprints(tcp, "}");
}

/* struct tpacket_req, or its address unless len is its size. */
static void print_tpacket_req(struct tcb *tcp, uint64_t addr, int len)
{
	struct {
		unsigned int tp_block_size, tp_block_nr, tp_frame_size, tp_frame_nr;
	} req;
	if (len != (int)sizeof(req) || fetch_obj(tcp, addr, &req) < 0) {
		print_addr(tcp, addr);
		return;
	}
	tprintf(tcp, "{tp_block_size=%u, tp_block_nr=%u, tp_frame_size=%u, tp_frame_nr=%u}",
		req.tp_block_size, req.tp_block_nr, req.tp_frame_size, req.tp_frame_nr);
}

/* struct packet_mreq, or its address unless len is its size. */
static void print_packet_mreq(struct tcb *tcp, uint64_t addr, int len)
{
	struct {
		int mr_ifindex;
		unsigned short mr_type;
		unsigned short mr_alen;
		unsigned char mr_address[8];
	} mreq;
	if (len != (int)sizeof(mreq) || fetch_obj(tcp, addr, &mreq) < 0) {
		print_addr(tcp, addr);
		return;
	}
	tprints(tcp, "{mr_ifindex=");
	print_ifindex(tcp, (unsigned int)mreq.mr_ifindex);
	tprints(tcp, ", mr_type=");
	print_xval(tcp, &packet_mreq_type, mreq.mr_type, "PACKET_MR_???");
	tprintf(tcp, ", mr_alen=%u, mr_address=", mreq.mr_alen);
	/* strace formats the address into a static buffer that an empty address leaves
	 * as it was: mr_alen=0 shows the previous address printed. */
	static char last_mac[sizeof(mreq.mr_address) * 3];
	size_t n = mreq.mr_alen < sizeof(mreq.mr_address) ? mreq.mr_alen : sizeof(mreq.mr_address);
	for (size_t i = 0, off = 0; i < n; i++)
		off += snprintf(last_mac + off, sizeof(last_mac) - off, "%s%02x", i ? ":" : "",
				mreq.mr_address[i]);
	tprints(tcp, last_mac);
	tprints(tcp, "}");
}

/* The value setsockopt is given: len bytes at addr. */
static void print_setsockopt(struct tcb *tcp, unsigned int level, unsigned int name,
			     uint64_t addr, int len)
{
	if (addr) {
		switch (level) {
		case LVL_SOCKET:
			switch (name) {
			case OPT_SO_LINGER:
				print_set_linger(tcp, addr, len);
				return;
			case OPT_SO_ATTACH_FILTER:
			case OPT_SO_ATTACH_REUSEPORT_CBPF:
				if (len == SOCK_FPROG_SIZE)
					decode_sock_fprog(tcp, addr);
				else
					print_addr(tcp, addr);
				return;
			case OPT_SO_TXREHASH:
				print_txrehash(tcp, addr, len);
				return;
			}
			if (is_int_socket_option(name)) {
				if (len < (int)sizeof(int))
					print_addr(tcp, addr);
				else
					print_int_at(tcp, addr);
				return;
			}
			break;
		case LVL_IP:
			switch (name) {
			case OPT_IP_ADD_MEMBERSHIP:
			case OPT_IP_DROP_MEMBERSHIP:
				print_mreq(tcp, addr, len);
				return;
			case OPT_MCAST_JOIN_GROUP:
			case OPT_MCAST_LEAVE_GROUP:
				print_group_req(tcp, addr, len);
				return;
			}
			break;
		case LVL_IPV6:
			switch (name) {
			case OPT_IPV6_ADD_MEMBERSHIP:
			case OPT_IPV6_DROP_MEMBERSHIP:
			case OPT_IPV6_JOIN_ANYCAST:
			case OPT_IPV6_LEAVE_ANYCAST:
				print_mreq6(tcp, addr, len);
				return;
			case OPT_MCAST_JOIN_GROUP:
			case OPT_MCAST_LEAVE_GROUP:
				print_group_req(tcp, addr, len);
				return;
			}
			break;
		case LVL_PACKET:
			switch (name) {
			case OPT_PACKET_RX_RING:
			case OPT_PACKET_TX_RING:
				print_tpacket_req(tcp, addr, len);
				return;
			case OPT_PACKET_ADD_MEMBERSHIP:
			case OPT_PACKET_DROP_MEMBERSHIP:
				print_packet_mreq(tcp, addr, len);
				return;
			}
			break;
		case LVL_RAW:
			if (name == OPT_ICMP_FILTER) {
				print_icmp_filter(tcp, addr, len);
				return;
			}
			break;
		case LVL_NETLINK:
			if (len < (int)sizeof(int))
				print_addr(tcp, addr);
			else
				print_int_at(tcp, addr);
			return;
		}
	}
	if (len == (int)sizeof(int))
		print_int_at(tcp, addr);
	else
		print_strn(tcp, addr, (uint64_t)(int64_t)len, 0);
}

SYS_FUNC(setsockopt)
{
	print_fd_level_name(tcp, false);
	tprint_sep(tcp);
	print_setsockopt(tcp, (uint32_t)ARG(1), (uint32_t)ARG(2), ARG(3), (int)ARG(4));
	tprint_sep(tcp);
	print_dec(tcp, (int)ARG(4));
	return RVAL_DECODED;
}
