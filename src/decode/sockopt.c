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
			value_const(tcp, s, name, VB_HEX, NULL);
		else
			print_xval(tcp, l->names, name, l->dflt);
		return;
	}
	print_udec(tcp, name);
}

/* How one 4-byte field of a socket option structure prints. */
struct word_field {
	const char *name;
	void (*print)(struct tcb *tcp, uint32_t v);
};

static void word_signed(struct tcb *tcp, uint32_t v)
{
	print_dec(tcp, (int32_t)v);
}

static void word_unsigned(struct tcb *tcp, uint32_t v)
{
	print_udec(tcp, v);
}

static void word_id(struct tcb *tcp, uint32_t v)
{
	print_id(tcp, v);
}

/*
 * A structure made of nfields 4-byte fields (struct linger, struct ucred, struct
 * tpacket_stats in the uapi headers) of which only avail bytes are meaningful:
 * "{name=value, ...}" with each field the bytes reach into, a field they end inside
 * as its bytes in hex. At most 4 fields.
 */
static void print_word_struct(struct tcb *tcp, uint64_t addr, unsigned int avail,
			      const struct word_field *fields, unsigned int nfields)
{
	uint32_t words[4];
	unsigned int size = nfields * sizeof(words[0]);
	if (avail > size)
		avail = size;
	if (fetch_mem(tcp, addr, words, avail) < 0) {
		print_addr(tcp, addr);
		return;
	}
	value_struct_begin(tcp);
	for (unsigned int i = 0, at = 0; at < avail; i++, at += sizeof(words[0])) {
		value_field(tcp, fields[i].name);
		if (avail - at >= sizeof(words[0]))
			fields[i].print(tcp, words[i]);
		else
			print_quoted(tcp, (const char *)words + at, avail - at, QUOTE_FORCE_HEX);
	}
	value_struct_end(tcp);
}

static const struct word_field linger_fields[] = {
	{ "l_onoff", word_signed },
	{ "l_linger", word_signed },
};

static const struct word_field ucred_fields[] = {
	{ "pid", word_signed },
	{ "uid", word_id },
	{ "gid", word_id },
};

static const struct word_field tpacket_stats_fields[] = {
	{ "tp_packets", word_unsigned },
	{ "tp_drops", word_unsigned },
	{ "tp_freeze_q_cnt", word_unsigned },
};

/* SO_ERROR: "[ENAME]" (or the number), hex bytes when shorter than an int. */
static void print_get_error(struct tcb *tcp, uint64_t addr, int len)
{
	unsigned int err;
	if (len < (int)sizeof(err)) {
		print_strn(tcp, addr, len, QUOTE_FORCE_HEX);
		return;
	}
	if (fetch_obj(tcp, addr, &err) < 0) {
		print_addr(tcp, addr);
		return;
	}
	const char *name = err && err < 4096 ? errno_name((int)err) : NULL;
	value_array_begin(tcp);
	value_elem(tcp);
	if (name)
		value_const(tcp, name, (int64_t)err, VB_DEC, NULL);
	else
		print_udec(tcp, err);
	value_array_end(tcp);
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
	value_array_begin(tcp);
	value_elem(tcp);
	print_xval_d(tcp, &sockopt_txrehash_vals, val, "SOCK_TXREHASH_???");
	value_array_end(tcp);
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
	bool inverted = __builtin_popcount(data) > 16;
	if (inverted)
		data = ~data;
	/* Written like a signal set: names between brackets, "~" for all but them. */
	value_sigset_begin(tcp, inverted);
	for (unsigned int i = 0; i < 32; i++) {
		if (!(data & (1U << i)))
			continue;
		const char *name = xlat_lookup(&icmp_filter_flags, i);
		char item[64];
		/* -X raw: numbers; verbose: numbers with the names as comments. */
		if (opts.const_style == CONST_RAW)
			snprintf(item, sizeof(item), "%#x", i);
		else if (!name)
			snprintf(item, sizeof(item), "%#x /* ICMP_??? */", i);
		else if (opts.const_style == CONST_VERBOSE)
			snprintf(item, sizeof(item), "%#x /* %s */", i, name);
		else
			snprintf(item, sizeof(item), "%s", name);
		value_sigset_item(tcp, item);
	}
	value_sigset_end(tcp);
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
	value_struct_begin(tcp);
	print_inet_addr_field(tcp, AF_INET, &mreq.imr_multiaddr, "imr_multiaddr");
	print_inet_addr_field(tcp, AF_INET, &mreq.imr_interface, "imr_interface");
	value_struct_end(tcp);
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
	value_struct_begin(tcp);
	print_inet_addr_field(tcp, AF_INET6, &mreq.ipv6mr_multiaddr, "ipv6mr_multiaddr");
	value_field(tcp, "ipv6mr_interface");
	print_ifindex(tcp, mreq.ipv6mr_interface);
	value_struct_end(tcp);
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
	value_struct_begin(tcp);
	value_field(tcp, "gr_interface");
	print_ifindex(tcp, greq.gr_interface);
	value_field(tcp, "gr_group");
	print_sockaddr(tcp, &greq.gr_group, sizeof(greq.gr_group));
	value_struct_end(tcp);
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
	value_struct_begin(tcp);
	value_field(tcp, "tp_block_size");
	value_uint(tcp, (uint64_t)(req.tp_block_size), VB_DEC);
	value_field(tcp, "tp_block_nr");
	value_uint(tcp, (uint64_t)(req.tp_block_nr), VB_DEC);
	value_field(tcp, "tp_frame_size");
	value_uint(tcp, (uint64_t)(req.tp_frame_size), VB_DEC);
	value_field(tcp, "tp_frame_nr");
	value_uint(tcp, (uint64_t)(req.tp_frame_nr), VB_DEC);
	value_struct_end(tcp);
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
	value_struct_begin(tcp);
	value_field(tcp, "mr_ifindex");
	print_ifindex(tcp, (unsigned int)mreq.mr_ifindex);
	value_field(tcp, "mr_type");
	print_xval(tcp, &packet_mreq_type, mreq.mr_type, "PACKET_MR_???");
	value_field(tcp, "mr_alen");
	value_uint(tcp, (uint64_t)(mreq.mr_alen), VB_DEC);
	value_field(tcp, "mr_address");
	/* strace formats the address into a static buffer that an empty address leaves
	 * as it was: mr_alen=0 shows the previous address printed. */
	static char last_mac[sizeof(mreq.mr_address) * 3];
	size_t n = mreq.mr_alen < sizeof(mreq.mr_address) ? mreq.mr_alen : sizeof(mreq.mr_address);
	for (size_t i = 0, off = 0; i < n; i++)
		off += snprintf(last_mac + off, sizeof(last_mac) - off, "%s%02x", i ? ":" : "",
				mreq.mr_address[i]);
	if (opts.const_style == CONST_ABBREV) {
		value_str(tcp, last_mac, strlen(last_mac), VS_BARE);
	} else {
		/* -X raw: the bytes; verbose adds the usual form (quirk included). */
		print_quoted(tcp, (const char *)mreq.mr_address, n, QUOTE_FORCE_HEX);
		if (opts.const_style == CONST_VERBOSE)
			value_comment(tcp, last_mac);
	}
	value_struct_end(tcp);
}

/* Values as the kernel takes them: an int when len holds one, else the address. */
static void print_int_or_addr(struct tcb *tcp, uint64_t addr, int len)
{
	if (len < (int)sizeof(int))
		print_addr(tcp, addr);
	else
		print_int_at(tcp, addr);
}

/* An int, or the bytes in hex when fewer came back. */
static void print_int_or_hex(struct tcb *tcp, uint64_t addr, int len)
{
	if (len < (int)sizeof(int))
		print_strn(tcp, addr, (uint64_t)len, QUOTE_FORCE_HEX);
	else
		print_int_at(tcp, addr);
}

static void print_int_value(struct tcb *tcp, uint64_t addr, int len)
{
	(void)len;
	print_int_at(tcp, addr);
}

/* What no rule claims: an int when it is exactly one, else a string. */
static void print_any_value(struct tcb *tcp, uint64_t addr, int len)
{
	if (len == (int)sizeof(int))
		print_int_at(tcp, addr);
	else
		print_strn(tcp, addr, (uint64_t)(int64_t)len, 0);
}

static void get_linger(struct tcb *tcp, uint64_t addr, int len)
{
	print_word_struct(tcp, addr, (unsigned int)len, linger_fields, ARRAY_SIZE(linger_fields));
}

/* setsockopt reads a whole struct linger or fails. */
static void set_linger(struct tcb *tcp, uint64_t addr, int len)
{
	if (len < (int)sizeof(struct linger))
		print_addr(tcp, addr);
	else
		print_word_struct(tcp, addr, sizeof(struct linger), linger_fields,
				  ARRAY_SIZE(linger_fields));
}

static void get_ucred(struct tcb *tcp, uint64_t addr, int len)
{
	print_word_struct(tcp, addr, (unsigned int)len, ucred_fields, ARRAY_SIZE(ucred_fields));
}

static void get_tpacket_stats(struct tcb *tcp, uint64_t addr, int len)
{
	print_word_struct(tcp, addr, (unsigned int)len, tpacket_stats_fields,
			  ARRAY_SIZE(tpacket_stats_fields));
}

/* SO_GET_FILTER: len counts instructions, and the kernel keeps it in 16 bits. */
static void get_filter(struct tcb *tcp, uint64_t addr, int len)
{
	if ((unsigned int)len > 0xffff)
		print_addr(tcp, addr);
	else
		print_sock_filter_prog(tcp, addr, (unsigned int)len);
}

static void set_fprog(struct tcb *tcp, uint64_t addr, int len)
{
	if (len == SOCK_FPROG_SIZE)
		decode_sock_fprog(tcp, addr);
	else
		print_addr(tcp, addr);
}

/* NETLINK_LIST_MEMBERSHIPS: the group bitmap words both lengths cover (the one
 * offered is in priv[0], see getsockopt). */
static void get_netlink_groups(struct tcb *tcp, uint64_t addr, int len)
{
	int offered = (int)(uint32_t)tcp->priv[0];
	uint32_t word;
	print_array(tcp, addr, (uint64_t)(offered < len ? offered : len) / sizeof(word), &word,
		    sizeof(word), 0, print_uint_elem, NULL);
}

typedef void (*optval_printer)(struct tcb *tcp, uint64_t addr, int len);

#define ANY_NAME (-1)

/*
 * Which printer shows an option's value, for getsockopt (get: the length that came
 * back) and for setsockopt (set: the length given). The first rule for the level
 * and name with a printer for the call wins; name ANY_NAME matches the names
 * in_set accepts, or every name without in_set. No rule: print_any_value.
 */
static const struct optval_rule {
	unsigned int level;
	int name;
	bool (*in_set)(unsigned int name);
	optval_printer get, set;
} optval_rules[] = {
	{ LVL_SOCKET, OPT_SO_LINGER, NULL, get_linger, set_linger },
	{ LVL_SOCKET, OPT_SO_PEERCRED, NULL, get_ucred, NULL },
	{ LVL_SOCKET, OPT_SO_ATTACH_FILTER, NULL, get_filter, set_fprog },
	{ LVL_SOCKET, OPT_SO_ATTACH_REUSEPORT_CBPF, NULL, NULL, set_fprog },
	{ LVL_SOCKET, OPT_SO_ERROR, NULL, print_get_error, NULL },
	{ LVL_SOCKET, OPT_SO_TXREHASH, NULL, print_txrehash, print_txrehash },
	{ LVL_SOCKET, ANY_NAME, is_int_socket_option, print_int_or_hex, print_int_or_addr },
	{ LVL_IP, OPT_IP_ADD_MEMBERSHIP, NULL, NULL, print_mreq },
	{ LVL_IP, OPT_IP_DROP_MEMBERSHIP, NULL, NULL, print_mreq },
	{ LVL_IP, OPT_MCAST_JOIN_GROUP, NULL, NULL, print_group_req },
	{ LVL_IP, OPT_MCAST_LEAVE_GROUP, NULL, NULL, print_group_req },
	{ LVL_IPV6, OPT_IPV6_ADD_MEMBERSHIP, NULL, NULL, print_mreq6 },
	{ LVL_IPV6, OPT_IPV6_DROP_MEMBERSHIP, NULL, NULL, print_mreq6 },
	{ LVL_IPV6, OPT_IPV6_JOIN_ANYCAST, NULL, NULL, print_mreq6 },
	{ LVL_IPV6, OPT_IPV6_LEAVE_ANYCAST, NULL, NULL, print_mreq6 },
	{ LVL_IPV6, OPT_MCAST_JOIN_GROUP, NULL, NULL, print_group_req },
	{ LVL_IPV6, OPT_MCAST_LEAVE_GROUP, NULL, NULL, print_group_req },
	{ LVL_PACKET, OPT_PACKET_STATISTICS, NULL, get_tpacket_stats, NULL },
	{ LVL_PACKET, OPT_PACKET_RX_RING, NULL, NULL, print_tpacket_req },
	{ LVL_PACKET, OPT_PACKET_TX_RING, NULL, NULL, print_tpacket_req },
	{ LVL_PACKET, OPT_PACKET_ADD_MEMBERSHIP, NULL, NULL, print_packet_mreq },
	{ LVL_PACKET, OPT_PACKET_DROP_MEMBERSHIP, NULL, NULL, print_packet_mreq },
	{ LVL_RAW, OPT_ICMP_FILTER, NULL, print_icmp_filter, print_icmp_filter },
	{ LVL_NETLINK, OPT_NETLINK_LIST_MEMBERSHIPS, NULL, get_netlink_groups, NULL },
	{ LVL_NETLINK, ANY_NAME, NULL, print_int_value, print_int_or_addr },
};

/* The printer for an option's value in getsockopt (get) or setsockopt. */
static optval_printer optval_printer_for(unsigned int level, unsigned int name, bool get)
{
	for (size_t i = 0; i < ARRAY_SIZE(optval_rules); i++) {
		const struct optval_rule *r = &optval_rules[i];
		optval_printer p = get ? r->get : r->set;
		if (!p || r->level != level)
			continue;
		if (r->name == ANY_NAME ? !r->in_set || r->in_set(name)
					: (unsigned int)r->name == name)
			return p;
	}
	return print_any_value;
}

/* An option value at addr, len bytes long; a NULL one in the plainest form. */
static void print_optval(struct tcb *tcp, uint64_t addr, int len, bool get)
{
	optval_printer p = print_any_value;
	if (!syscall_verbose(tcp->ev.nr)) {
		print_addr(tcp, addr);	/* -e verbose= leaves the call out */
		return;
	}
	if (addr)
		p = optval_printer_for((uint32_t)ARG(1), (uint32_t)ARG(2), get);
	p(tcp, addr, len);
}

SYS_FUNC(getsockopt)
{
	int ulen, rlen;
	if (entering(tcp)) {
		print_fd_level_name(tcp, true);
		tprint_sep(tcp);
		/* -e verbose= leaving the call out: the value and its length are
		 * addresses, as strace prints them. */
		if (ARG(4) && syscall_verbose(tcp->ev.nr) && fetch_obj(tcp, ARG(4), &ulen) == 0) {
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
		print_socklen_change(tcp, ulen, ulen);	/* "[ulen]": the call left it */
	} else {
		/* Nothing offered or nothing returned: there is no value to show. */
		if (ulen <= 0 || rlen <= 0)
			print_addr(tcp, ARG(3));
		else
			print_optval(tcp, ARG(3), rlen, true);
		tprint_sep(tcp);
		print_socklen_change(tcp, ulen, rlen);
	}
	return 0;
}

SYS_FUNC(setsockopt)
{
	print_fd_level_name(tcp, false);
	tprint_sep(tcp);
	print_optval(tcp, ARG(3), (int)ARG(4), false);
	tprint_sep(tcp);
	print_dec(tcp, (int)ARG(4));
	return RVAL_DECODED;
}
