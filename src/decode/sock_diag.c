/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * NETLINK_SOCK_DIAG payloads: the requests (struct inet_diag_req_v2, inet_diag_req,
 * unix_diag_req, netlink_diag_req, packet_diag_req) and the answers (inet_diag_msg,
 * unix_diag_msg, netlink_diag_msg, packet_diag_msg) with their attributes, by the
 * family in the first byte, as strace prints them.
 */
#include "config.h"

#include <arpa/inet.h>
#include <linux/inet_diag.h>
#include <linux/mptcp.h>
#include <linux/tls.h>
#include <linux/tcp.h>
#include <linux/netlink.h>
#include <linux/netlink_diag.h>
#include <linux/packet_diag.h>
#include <linux/smc_diag.h>
#include <linux/sock_diag.h>
#include <linux/unix_diag.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>

#include "decode.h"
#include "netlink.h"
#include "netutil.h"
#include "sockaddr.h"
#include "sock_fprog.h"
#include "xlat/addrfams.h"
#include "xlat/af_packet_versions.h"
#include "xlat/ethernet_protocols.h"
#include "xlat/inet_diag_attrs.h"
#include "xlat/inet_diag_bpf_storage_attrs.h"
#include "xlat/inet_diag_bpf_storages_attrs.h"
#include "xlat/inet_diag_ulp_info_attrs.h"
#include "xlat/inet_diag_ulp_info_mptcp_attrs.h"
#include "xlat/inet_diag_ulp_info_tls_attrs.h"
#include "xlat/mptcp_subflow_flags.h"
#include "xlat/tls_info_ciphers.h"
#include "xlat/tls_info_configs.h"
#include "xlat/tls_info_versions.h"
#include "xlat/inet_diag_bytecodes.h"
#include "xlat/inet_diag_extended_flags.h"
#include "xlat/inet_diag_req_attrs.h"
#include "xlat/inet_diag_shutdown_flags.h"
#include "xlat/inet_protocols.h"
#include "xlat/netlink_diag_attrs.h"
#include "xlat/netlink_diag_show.h"
#include "xlat/netlink_protocols.h"
#include "xlat/netlink_socket_flags.h"
#include "xlat/netlink_states.h"
#include "xlat/packet_diag_attrs.h"
#include "xlat/packet_diag_info_flags.h"
#include "xlat/packet_diag_show.h"
#include "xlat/smc_decl_codes.h"
#include "xlat/smc_diag_attrs.h"
#include "xlat/smc_diag_extended_flags.h"
#include "xlat/smc_diag_mode.h"
#include "xlat/smc_link_group_roles.h"
#include "xlat/smc_states.h"
#include "xlat/sock_shutdown_flags.h"
#include "xlat/socktypes.h"
#include "xlat/tcp_state_flags.h"
#include "xlat/tcp_states.h"
#include "xlat/unix_diag_attrs.h"
#include "xlat/unix_diag_show.h"

#define TCPDIAG_GETSOCK_TYPE 18
#define DCCPDIAG_GETSOCK_TYPE 19

/* A socket cookie: "[4294967295, 4294967295]". */
static void print_cookie(struct tcb *tcp, const char *name, const uint32_t cookie[2])
{
	/* Both words whatever -s says (strace prints a field array whole). */
	value_field(tcp, name);
	value_array_begin(tcp);
	value_elem(tcp);
	value_uint(tcp, cookie[0], VB_DEC);
	value_elem(tcp);
	value_uint(tcp, cookie[1], VB_DEC);
	value_array_end(tcp);
}

/* A port in network byte order: htons(22); under -X raw its bytes in hex, -X
 * verbose adding the call as a comment. */
static void print_net_port(struct tcb *tcp, const char *name, uint16_t port)
{
	value_field(tcp, name);
	if (opts.const_style != CONST_ABBREV) {
		print_quoted(tcp, (const char *)&port, sizeof(port), QUOTE_FORCE_HEX);
		if (opts.const_style == CONST_VERBOSE)
			value_commentf(tcp, "htons(%u)", ntohs(port));
		return;
	}
	value_call_begin(tcp, "htons");
	value_call_arg(tcp);
	value_uint(tcp, ntohs(port), VB_DEC);
	value_call_end(tcp);
}

/* An address member of 16 bytes: inet_addr(...) or inet_pton(AF_INET6, ..., &name). */
static void print_sockid_addr(struct tcb *tcp, const char *name, const uint32_t a[4],
			      uint8_t family)
{
	nl_print_inet_addr_field(tcp, family, a, 16, name);
}

static void print_sockid(struct tcb *tcp, const struct inet_diag_sockid *id, uint8_t family)
{
	value_field(tcp, "id");
	value_struct_begin(tcp);
	print_net_port(tcp, "idiag_sport", id->idiag_sport);
	print_net_port(tcp, "idiag_dport", id->idiag_dport);
	print_sockid_addr(tcp, "idiag_src", id->idiag_src, family);
	print_sockid_addr(tcp, "idiag_dst", id->idiag_dst, family);
	value_field(tcp, "idiag_if");
	print_ifindex(tcp, id->idiag_if);
	print_cookie(tcp, "idiag_cookie", id->idiag_cookie);
	value_struct_end(tcp);
}

/* --- inet ------------------------------------------------------------------ */

static void print_bc_op(struct tcb *tcp, const struct inet_diag_bc_op *op)
{
	value_struct_begin(tcp);
	value_field(tcp, "code");
	print_xval(tcp, &inet_diag_bytecodes, op->code, "INET_DIAG_BC_???");
	value_field(tcp, "yes");
	value_uint(tcp, op->yes, VB_DEC);
	value_field(tcp, "no");
	value_uint(tcp, op->no, VB_DEC);
	value_struct_end(tcp);
}

/* An operation's data of size bytes into buf; false when printed already (in hex
 * when too short, the address when unreadable). */
static bool read_bc_data(struct tcb *tcp, uint64_t addr, unsigned int len, void *buf,
			 size_t size)
{
	if (nl_nla_read(tcp, addr, len, buf, size))
		return true;
	if (len < size)
		nl_print_hex(tcp, addr, len);
	return false;
}

static void decode_bytecode_data(struct tcb *tcp, uint64_t addr, unsigned int len,
				 unsigned char code)
{
	switch (code) {
	case INET_DIAG_BC_S_COND:
	case INET_DIAG_BC_D_COND: {
		struct inet_diag_hostcond cond;
		if (!read_bc_data(tcp, addr, len, &cond, sizeof(cond)))
			return;
		value_struct_begin(tcp);
		value_field(tcp, "family");
		print_xval(tcp, &addrfams, cond.family, "AF_???");
		value_field(tcp, "prefix_len");
		value_uint(tcp, cond.prefix_len, VB_DEC);
		value_field(tcp, "port");
		value_int(tcp, cond.port);
		if (len > sizeof(cond))
			nl_print_inet_addr_member(tcp, cond.family, addr + sizeof(cond),
						  len - sizeof(cond), "addr");
		value_struct_end(tcp);
		return;
	}
	case INET_DIAG_BC_DEV_COND: {
		uint32_t ifindex;
		if (read_bc_data(tcp, addr, len, &ifindex, sizeof(ifindex)))
			print_ifindex(tcp, ifindex);
		return;
	}
	case INET_DIAG_BC_S_GE:
	case INET_DIAG_BC_S_LE:
	case INET_DIAG_BC_D_GE:
	case INET_DIAG_BC_D_LE: {
		struct inet_diag_bc_op op;
		if (read_bc_data(tcp, addr, len, &op, sizeof(op)))
			print_bc_op(tcp, &op);
		return;
	}
	case INET_DIAG_BC_MARK_COND: {
		struct inet_diag_markcond mc;
		if (!read_bc_data(tcp, addr, len, &mc, sizeof(mc)))
			return;
		const struct nl_field f[] = { { "mark", mc.mark }, { "mask", mc.mask } };
		value_struct_begin(tcp);
		nl_print_fields(tcp, f, ARRAY_SIZE(f));
		value_struct_end(tcp);
		return;
	}
	default:
		nl_print_hex(tcp, addr, len);
	}
}

/* INET_DIAG_REQ_BYTECODE: the first operation, then its data. */
static bool decode_bc(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	struct inet_diag_bc_op op;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &op, sizeof(op)))
		return len >= sizeof(op);
	print_bc_op(tcp, &op);
	if (len > sizeof(op)) {
		/* strace prints the data as the next element of the attribute's array. */
		value_elem(tcp);
		decode_bytecode_data(tcp, addr + sizeof(op), len - sizeof(op), op.code);
	}
	return true;
}

static const nla_decoder_fn inet_req_decoders[] = {
	[INET_DIAG_REQ_BYTECODE] = decode_bc,
	[INET_DIAG_REQ_PROTOCOL] = decode_nla_ip_proto,
};

static void decode_inet_req(struct tcb *tcp, const struct nlmsghdr *h, uint8_t family,
			    uint64_t addr, unsigned int len)
{
	size_t size;
	bool ok;
	if (h->nlmsg_type == TCPDIAG_GETSOCK_TYPE || h->nlmsg_type == DCCPDIAG_GETSOCK_TYPE) {
		struct inet_diag_req req = { .idiag_family = family };
		ok = nl_begin_fixed(tcp, "idiag_family", family, addr, len, &req, sizeof(req));
		if (ok) {
			value_field(tcp, "idiag_src_len");
			value_uint(tcp, req.idiag_src_len, VB_DEC);
			value_field(tcp, "idiag_dst_len");
			value_uint(tcp, req.idiag_dst_len, VB_DEC);
			value_field(tcp, "idiag_ext");
			print_flags(tcp, &inet_diag_extended_flags, req.idiag_ext,
				    "1<<INET_DIAG_\?\?\?-1");
			print_sockid(tcp, &req.id, family);
			value_field(tcp, "idiag_states");
			print_flags(tcp, &tcp_state_flags, req.idiag_states, "1<<TCP_???");
			value_field(tcp, "idiag_dbs");
			value_uint(tcp, req.idiag_dbs, VB_DEC);
		}
		size = sizeof(req);
	} else {
		struct inet_diag_req_v2 req = { .sdiag_family = family };
		ok = nl_begin_fixed(tcp, "sdiag_family", family, addr, len, &req, sizeof(req));
		if (ok) {
			value_field(tcp, "sdiag_protocol");
			print_xval(tcp, &inet_protocols, req.sdiag_protocol, "IPPROTO_???");
			value_field(tcp, "idiag_ext");
			print_flags(tcp, &inet_diag_extended_flags, req.idiag_ext,
				    "1<<INET_DIAG_\?\?\?-1");
			value_field(tcp, "idiag_states");
			print_flags(tcp, &tcp_state_flags, req.idiag_states, "1<<TCP_???");
			print_sockid(tcp, &req.id, family);
		}
		size = sizeof(req);
	}
	nl_end_fixed(tcp, ok, addr, len, size, &inet_diag_req_attrs, "INET_DIAG_REQ_???",
		     inet_req_decoders, ARRAY_SIZE(inet_req_decoders), NULL);
}

static bool decode_inet_meminfo(struct tcb *tcp, uint64_t addr, unsigned int len,
				const void *d)
{
	static const char *const names[] = { "idiag_rmem", "idiag_wmem", "idiag_fmem",
					     "idiag_tmem" };
	(void)d;
	return nl_nla_uint_fields(tcp, addr, len, sizeof(struct inet_diag_meminfo), 4, names, 4);
}

/* INET_DIAG_SHUTDOWN: the bits in hex, their names as a comment (not uapi names). */
static bool decode_diag_shutdown(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	uint8_t v;
	(void)d;
	if (len > 8)
		return false;
	if (!nl_nla_read(tcp, addr, len, &v, sizeof(v)))
		return len >= sizeof(v);
	if (!v) {
		value_uint(tcp, 0, VB_DEC);
		return true;
	}
	char names[64] = "";
	size_t pos = 0;
	uint8_t rest = v;
	for (size_t i = 0; i < inet_diag_shutdown_flags.count; i++) {
		const struct xlat_entry *e = &inet_diag_shutdown_flags.entries[i];
		if ((rest & e->val) == e->val && e->val) {
			pos += (size_t)snprintf(names + pos, sizeof(names) - pos, "%s%s",
						pos ? "|" : "", e->str);
			rest &= (uint8_t)~e->val;
		}
	}
	if (rest && pos)
		snprintf(names + pos, sizeof(names) - pos, "|%#x", rest);
	value_uint(tcp, v, VB_HEX);
	if (opts.const_style != CONST_RAW)
		value_comment(tcp, pos ? names : "???_SHUTDOWN");
	return true;
}

/* INET_DIAG_SOCKOPT: the bits of struct inet_diag_sockopt (the set ones without
 * -v), then any non-zero bytes past it. */
static bool decode_sockopt(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	static const char *const names[] = {
		"recverr", "is_icsk", "freebind", "hdrincl", "mc_loop", "transparent", "mc_all",
		"nodefrag", "bind_address_no_port", "recverr_rfc4884", "defer_connect",
	};
	uint8_t b[2];
	(void)d;
	if (!nl_nla_read(tcp, addr, len, b, sizeof(b)))
		return len >= sizeof(b);
	unsigned int bits = b[0] | (unsigned int)b[1] << 8;
	value_struct_begin(tcp);
	for (unsigned int i = 0; i < ARRAY_SIZE(names); i++) {
		unsigned int bit = (bits >> i) & 1;
		if (opts.verbose || bit) {
			value_field(tcp, names[i]);
			value_uint(tcp, bit, VB_DEC);
		}
	}
	unsigned int unused = bits >> 11;
	if (opts.verbose || unused) {
		value_field(tcp, "unused");
		value_uint(tcp, unused, VB_HEX);
		value_comment(tcp, "bits 3..8");
	}
	value_struct_end(tcp);
	if (len > sizeof(b)) {
		unsigned int n = len < 4096 ? len : 4096;
		unsigned char extra[4096];
		if (fetch_mem(tcp, addr, extra, n) == 0) {
			for (unsigned int i = sizeof(b); i < n; i++) {
				if (extra[i]) {
					value_elem(tcp);
					nl_print_hex(tcp, addr + sizeof(b), n - sizeof(b));
					break;
				}
			}
		}
	}
	return true;
}

/* INET_DIAG_VEGASINFO, _DCTCPINFO, _BBRINFO: congestion control state. */
static bool decode_vegas(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	static const char *const names[] = { "tcpv_enabled", "tcpv_rttcnt", "tcpv_rtt",
					     "tcpv_minrtt" };
	(void)d;
	return nl_nla_uint_fields(tcp, addr, len, sizeof(struct tcpvegas_info), 4, names, 4);
}

static bool decode_dctcp(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	struct tcp_dctcp_info v;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &v, sizeof(v)))
		return len >= sizeof(v);
	const struct nl_field f[] = {
		{ "dctcp_enabled", v.dctcp_enabled }, { "dctcp_ce_state", v.dctcp_ce_state },
		{ "dctcp_alpha", v.dctcp_alpha }, { "dctcp_ab_ecn", v.dctcp_ab_ecn },
		{ "dctcp_ab_tot", v.dctcp_ab_tot },
	};
	value_struct_begin(tcp);
	nl_print_fields(tcp, f, ARRAY_SIZE(f));
	value_struct_end(tcp);
	return true;
}

static bool decode_bbr(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	struct tcp_bbr_info v;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &v, sizeof(v)))
		return len >= sizeof(v);
	const struct nl_field f[] = {
		{ "bbr_bw_lo", v.bbr_bw_lo, VB_HEX }, { "bbr_bw_hi", v.bbr_bw_hi, VB_HEX },
		{ "bbr_min_rtt", v.bbr_min_rtt }, { "bbr_pacing_gain", v.bbr_pacing_gain },
		{ "bbr_cwnd_gain", v.bbr_cwnd_gain },
	};
	value_struct_begin(tcp);
	nl_print_fields(tcp, f, ARRAY_SIZE(f));
	value_struct_end(tcp);
	return true;
}

static bool print_sockaddr_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)data;
	print_sockaddr(tcp, elem, (int)size);
	return true;
}

/* INET_DIAG_LOCALS, _PEERS: SCTP's addresses, struct sockaddr_storage each. */
static bool decode_sockaddrs(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_array(tcp, addr, len, sizeof(struct sockaddr_storage), print_sockaddr_elem);
}

/* INET_DIAG_MD5SIG: struct tcp_diag_md5sig entries. */
static bool print_md5sig_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	struct tcp_diag_md5sig sig;
	(void)size;
	(void)data;
	memcpy(&sig, elem, sizeof(sig));
	value_struct_begin(tcp);
	value_field(tcp, "tcpm_family");
	print_xval(tcp, &addrfams, sig.tcpm_family, "AF_???");
	value_field(tcp, "tcpm_prefixlen");
	value_uint(tcp, sig.tcpm_prefixlen, VB_DEC);
	value_field(tcp, "tcpm_keylen");
	value_uint(tcp, sig.tcpm_keylen, VB_DEC);
	print_sockid_addr(tcp, "tcpm_addr", sig.tcpm_addr, (uint8_t)sig.tcpm_family);
	value_field(tcp, "tcpm_key");
	size_t keylen = sig.tcpm_keylen < sizeof(sig.tcpm_key) ? sig.tcpm_keylen
							       : sizeof(sig.tcpm_key);
	print_quoted(tcp, (const char *)sig.tcpm_key, keylen, QUOTE_FORCE_HEX);
	value_struct_end(tcp);
	return true;
}

static bool decode_md5sig(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_array(tcp, addr, len, sizeof(struct tcp_diag_md5sig), print_md5sig_elem);
}

static bool decode_tls_version(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_xval(tcp, addr, len, &tls_info_versions, "TLS_???_VERSION", 2);
}

static bool decode_tls_cipher(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_xval(tcp, addr, len, &tls_info_ciphers, "TLS_CIPHER_???", 2);
}

static bool decode_tls_config(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_xval(tcp, addr, len, &tls_info_configs, "TLS_CONF_???", 2);
}

static const nla_decoder_fn ulp_tls_decoders[] = {
	[TLS_INFO_VERSION] = decode_tls_version,
	[TLS_INFO_CIPHER] = decode_tls_cipher,
	[TLS_INFO_TXCONF] = decode_tls_config,
	[TLS_INFO_RXCONF] = decode_tls_config,
};

static bool decode_ulp_tls(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	decode_nlattr(tcp, addr, len, &inet_diag_ulp_info_tls_attrs, "TLS_INFO_???",
		      ulp_tls_decoders, ARRAY_SIZE(ulp_tls_decoders), NULL);
	return true;
}

static bool decode_subflow_flags(struct tcb *tcp, uint64_t addr, unsigned int len,
				 const void *d)
{
	(void)d;
	return nl_nla_flags(tcp, addr, len, &mptcp_subflow_flags, "MPTCP_SUBFLOW_FLAG_???", 4);
}

static const nla_decoder_fn ulp_mptcp_decoders[] = {
	[MPTCP_SUBFLOW_ATTR_TOKEN_REM] = decode_nla_x32,
	[MPTCP_SUBFLOW_ATTR_TOKEN_LOC] = decode_nla_x32,
	[MPTCP_SUBFLOW_ATTR_RELWRITE_SEQ] = decode_nla_u32,
	[MPTCP_SUBFLOW_ATTR_MAP_SEQ] = decode_nla_u64,
	[MPTCP_SUBFLOW_ATTR_MAP_SFSEQ] = decode_nla_u32,
	[MPTCP_SUBFLOW_ATTR_SSN_OFFSET] = decode_nla_u32,
	[MPTCP_SUBFLOW_ATTR_MAP_DATALEN] = decode_nla_u16,
	[MPTCP_SUBFLOW_ATTR_FLAGS] = decode_subflow_flags,
	[MPTCP_SUBFLOW_ATTR_ID_REM] = decode_nla_u8,
	[MPTCP_SUBFLOW_ATTR_ID_LOC] = decode_nla_u8,
};

static bool decode_ulp_mptcp(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	decode_nlattr(tcp, addr, len, &inet_diag_ulp_info_mptcp_attrs, "MPTCP_SUBFLOW_ATTR_???",
		      ulp_mptcp_decoders, ARRAY_SIZE(ulp_mptcp_decoders), NULL);
	return true;
}

static const nla_decoder_fn ulp_info_decoders[] = {
	[INET_ULP_INFO_NAME] = decode_nla_str,
	[INET_ULP_INFO_TLS] = decode_ulp_tls,
	[INET_ULP_INFO_MPTCP] = decode_ulp_mptcp,
};

static bool decode_ulp_info(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	decode_nlattr(tcp, addr, len, &inet_diag_ulp_info_attrs, "INET_ULP_INFO_???",
		      ulp_info_decoders, ARRAY_SIZE(ulp_info_decoders), NULL);
	return true;
}

/* An integer of 1, 2, 4 or 8 bytes in hex; other sizes raw. */
static bool decode_xint(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	uint64_t v;
	(void)d;
	if (len != 1 && len != 2 && len != 4 && len != 8)
		return false;
	if (nl_fetch_uint(tcp, addr, len, &v))
		value_uint(tcp, v, VB_HEX);
	return true;
}

static const nla_decoder_fn bpf_storage_decoders[] = {
	[SK_DIAG_BPF_STORAGE_MAP_ID] = decode_nla_u32,
	[SK_DIAG_BPF_STORAGE_MAP_VALUE] = decode_xint,
};

static bool decode_bpf_storage(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	decode_nlattr(tcp, addr, len, &inet_diag_bpf_storage_attrs, "SK_DIAG_BPF_STORAGE_???",
		      bpf_storage_decoders, ARRAY_SIZE(bpf_storage_decoders), NULL);
	return true;
}

static const nla_decoder_fn bpf_storages_decoders[] = {
	[SK_DIAG_BPF_STORAGE] = decode_bpf_storage,
};

static bool decode_bpf_storages(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	decode_nlattr(tcp, addr, len, &inet_diag_bpf_storages_attrs, "SK_DIAG_BPF_STORAGE_???",
		      bpf_storages_decoders, ARRAY_SIZE(bpf_storages_decoders), NULL);
	return true;
}

static const nla_decoder_fn inet_msg_decoders[] = {
	[INET_DIAG_MD5SIG] = decode_md5sig,
	[INET_DIAG_ULP_INFO] = decode_ulp_info,
	[INET_DIAG_SK_BPF_STORAGES] = decode_bpf_storages,
	[INET_DIAG_VEGASINFO] = decode_vegas,
	[INET_DIAG_DCTCPINFO] = decode_dctcp,
	[INET_DIAG_BBRINFO] = decode_bbr,
	[INET_DIAG_LOCALS] = decode_sockaddrs,
	[INET_DIAG_PEERS] = decode_sockaddrs,
	[INET_DIAG_MEMINFO] = decode_inet_meminfo,
	[INET_DIAG_SKMEMINFO] = decode_nla_meminfo,
	[INET_DIAG_SHUTDOWN] = decode_diag_shutdown,
	[INET_DIAG_SOCKOPT] = decode_sockopt,
	[INET_DIAG_CONG] = decode_nla_str,
	[INET_DIAG_TOS] = decode_nla_u8,
	[INET_DIAG_TCLASS] = decode_nla_u8,
	[INET_DIAG_PROTOCOL] = decode_nla_ip_proto,
	[INET_DIAG_SKV6ONLY] = decode_nla_u8,
	[INET_DIAG_MARK] = decode_nla_u32,
	[INET_DIAG_CLASS_ID] = decode_nla_u32,
	[INET_DIAG_CGROUP_ID] = decode_nla_u64,
};

static void decode_inet_msg(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len)
{
	struct inet_diag_msg msg = { .idiag_family = family };
	bool ok = nl_begin_fixed(tcp, "idiag_family", family, addr, len, &msg, sizeof(msg));
	if (ok) {
		value_field(tcp, "idiag_state");
		print_xval(tcp, &tcp_states, msg.idiag_state, "TCP_???");
		value_field(tcp, "idiag_timer");
		value_uint(tcp, msg.idiag_timer, VB_DEC);
		value_field(tcp, "idiag_retrans");
		value_uint(tcp, msg.idiag_retrans, VB_DEC);
		print_sockid(tcp, &msg.id, family);
		const struct nl_field f[] = {
			{ "idiag_expires", msg.idiag_expires }, { "idiag_rqueue", msg.idiag_rqueue },
			{ "idiag_wqueue", msg.idiag_wqueue }, { "idiag_uid", msg.idiag_uid },
			{ "idiag_inode", msg.idiag_inode },
		};
		nl_print_fields(tcp, f, ARRAY_SIZE(f));
	}
	nl_end_fixed(tcp, ok, addr, len, sizeof(msg), &inet_diag_attrs, "INET_DIAG_???",
		     inet_msg_decoders, ARRAY_SIZE(inet_msg_decoders), NULL);
}

/* --- unix ------------------------------------------------------------------ */

static void decode_unix_req(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len)
{
	struct unix_diag_req req = { .sdiag_family = family };
	if (nl_begin_fixed(tcp, "sdiag_family", family, addr, len, &req, sizeof(req))) {
		value_field(tcp, "sdiag_protocol");
		value_uint(tcp, req.sdiag_protocol, VB_DEC);
		value_field(tcp, "udiag_states");
		print_flags(tcp, &tcp_state_flags, req.udiag_states, "1<<TCP_???");
		value_field(tcp, "udiag_ino");
		value_uint(tcp, req.udiag_ino, VB_DEC);
		value_field(tcp, "udiag_show");
		print_flags(tcp, &unix_diag_show, req.udiag_show, "UDIAG_SHOW_???");
		print_cookie(tcp, "udiag_cookie", req.udiag_cookie);
	}
	value_struct_end(tcp);
}

static bool decode_unix_vfs(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	struct unix_diag_vfs uv;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &uv, sizeof(uv)))
		return len >= sizeof(uv);
	value_struct_begin(tcp);
	value_field(tcp, "udiag_vfs_dev");
	print_dev(tcp, uv.udiag_vfs_dev);
	value_field(tcp, "udiag_vfs_ino");
	value_uint(tcp, uv.udiag_vfs_ino, VB_DEC);
	value_struct_end(tcp);
	return true;
}

static bool decode_u32_array(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_array(tcp, addr, len, sizeof(uint32_t), print_uint_elem);
}

static bool decode_unix_rqlen(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	static const char *const names[] = { "udiag_rqueue", "udiag_wqueue" };
	(void)d;
	return nl_nla_uint_fields(tcp, addr, len, sizeof(struct unix_diag_rqlen), 4, names, 2);
}

static const nla_decoder_fn unix_msg_decoders[] = {
	[UNIX_DIAG_NAME] = decode_nla_str,
	[UNIX_DIAG_VFS] = decode_unix_vfs,
	[UNIX_DIAG_PEER] = decode_nla_u32,
	[UNIX_DIAG_ICONS] = decode_u32_array,
	[UNIX_DIAG_RQLEN] = decode_unix_rqlen,
	[UNIX_DIAG_MEMINFO] = decode_nla_meminfo,
	[UNIX_DIAG_SHUTDOWN] = decode_nla_u8,
	[UNIX_DIAG_UID] = decode_nla_uid,
};

static void decode_unix_msg(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len)
{
	struct unix_diag_msg msg = { .udiag_family = family };
	bool ok = nl_begin_fixed(tcp, "udiag_family", family, addr, len, &msg, sizeof(msg));
	if (ok) {
		value_field(tcp, "udiag_type");
		print_xval(tcp, &socktypes, msg.udiag_type, "SOCK_???");
		value_field(tcp, "udiag_state");
		print_xval(tcp, &tcp_states, msg.udiag_state, "TCP_???");
		value_field(tcp, "udiag_ino");
		value_uint(tcp, msg.udiag_ino, VB_DEC);
		print_cookie(tcp, "udiag_cookie", msg.udiag_cookie);
	}
	nl_end_fixed(tcp, ok, addr, len, sizeof(msg), &unix_diag_attrs, "UNIX_DIAG_???",
		     unix_msg_decoders, ARRAY_SIZE(unix_msg_decoders), NULL);
}

/* --- netlink --------------------------------------------------------------- */

static void decode_netlink_req(struct tcb *tcp, uint8_t family, uint64_t addr,
			       unsigned int len)
{
	struct netlink_diag_req req = { .sdiag_family = family };
	if (nl_begin_fixed(tcp, "sdiag_family", family, addr, len, &req, sizeof(req))) {
		value_field(tcp, "sdiag_protocol");
		if (req.sdiag_protocol == NDIAG_PROTO_ALL)
			value_const(tcp, "NDIAG_PROTO_ALL", NDIAG_PROTO_ALL, VB_HEX, NULL);
		else
			print_xval(tcp, &netlink_protocols, req.sdiag_protocol, "NETLINK_???");
		value_field(tcp, "ndiag_ino");
		value_uint(tcp, req.ndiag_ino, VB_DEC);
		value_field(tcp, "ndiag_show");
		print_flags(tcp, &netlink_diag_show, req.ndiag_show, "NDIAG_SHOW_???");
		print_cookie(tcp, "ndiag_cookie", req.ndiag_cookie);
	}
	value_struct_end(tcp);
}

static bool print_group_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	uint64_t v;
	(void)data;
	(void)size;
	memcpy(&v, elem, sizeof(v));
	/* strace pads a word to twice its size in characters, "0x" included. */
	value_uint(tcp, v, VB_HEX_W16);
	return true;
}

static bool decode_groups(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_array(tcp, addr, len, sizeof(uint64_t), print_group_elem);
}

static bool decode_nl_ring(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	static const char *const names[] = { "ndr_block_size", "ndr_block_nr",
					     "ndr_frame_size", "ndr_frame_nr" };
	(void)d;
	return nl_nla_uint_fields(tcp, addr, len, sizeof(struct netlink_diag_ring), 4, names, 4);
}

static bool decode_nl_flags(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_named(tcp, addr, len, &netlink_socket_flags, "NDIAG_FLAG_???", 4,
			    NL_NAMED_FLAGS | NL_NAMED_HEAD);
}

static const nla_decoder_fn netlink_msg_decoders[] = {
	[NETLINK_DIAG_MEMINFO] = decode_nla_meminfo,
	[NETLINK_DIAG_GROUPS] = decode_groups,
	[NETLINK_DIAG_RX_RING] = decode_nl_ring,
	[NETLINK_DIAG_TX_RING] = decode_nl_ring,
	[NETLINK_DIAG_FLAGS] = decode_nl_flags,
};

static void decode_netlink_msg(struct tcb *tcp, uint8_t family, uint64_t addr,
			       unsigned int len)
{
	struct netlink_diag_msg msg = { .ndiag_family = family };
	bool ok = nl_begin_fixed(tcp, "ndiag_family", family, addr, len, &msg, sizeof(msg));
	if (ok) {
		value_field(tcp, "ndiag_type");
		print_xval(tcp, &socktypes, msg.ndiag_type, "SOCK_???");
		value_field(tcp, "ndiag_protocol");
		print_xval(tcp, &netlink_protocols, msg.ndiag_protocol, "NETLINK_???");
		value_field(tcp, "ndiag_state");
		print_xval(tcp, &netlink_states, msg.ndiag_state, "NETLINK_???");
		const struct nl_field f[] = {
			{ "ndiag_portid", msg.ndiag_portid },
			{ "ndiag_dst_portid", msg.ndiag_dst_portid },
			{ "ndiag_dst_group", msg.ndiag_dst_group }, { "ndiag_ino", msg.ndiag_ino },
		};
		nl_print_fields(tcp, f, ARRAY_SIZE(f));
		print_cookie(tcp, "ndiag_cookie", msg.ndiag_cookie);
	}
	nl_end_fixed(tcp, ok, addr, len, sizeof(msg), &netlink_diag_attrs, "NETLINK_DIAG_???",
		     netlink_msg_decoders, ARRAY_SIZE(netlink_msg_decoders), NULL);
}

/* --- packet ---------------------------------------------------------------- */

static void decode_packet_req(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len)
{
	struct packet_diag_req req = { .sdiag_family = family };
	if (nl_begin_fixed(tcp, "sdiag_family", family, addr, len, &req, sizeof(req))) {
		value_field(tcp, "sdiag_protocol");
		value_uint(tcp, req.sdiag_protocol, VB_HEX);
		value_field(tcp, "pdiag_ino");
		value_uint(tcp, req.pdiag_ino, VB_DEC);
		value_field(tcp, "pdiag_show");
		print_flags(tcp, &packet_diag_show, req.pdiag_show, "PACKET_SHOW_???");
		print_cookie(tcp, "pdiag_cookie", req.pdiag_cookie);
	}
	value_struct_end(tcp);
}

static bool decode_pdiag_info(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	struct packet_diag_info pi;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &pi, sizeof(pi)))
		return len >= sizeof(pi);
	value_struct_begin(tcp);
	value_field(tcp, "pdi_index");
	print_ifindex(tcp, pi.pdi_index);
	value_field(tcp, "pdi_version");
	print_xval(tcp, &af_packet_versions, pi.pdi_version, "TPACKET_???");
	value_field(tcp, "pdi_reserve");
	value_uint(tcp, pi.pdi_reserve, VB_DEC);
	value_field(tcp, "pdi_copy_thresh");
	value_uint(tcp, pi.pdi_copy_thresh, VB_DEC);
	value_field(tcp, "pdi_tstamp");
	value_uint(tcp, pi.pdi_tstamp, VB_DEC);
	value_field(tcp, "pdi_flags");
	print_flags(tcp, &packet_diag_info_flags, pi.pdi_flags, "PDI_???");
	value_struct_end(tcp);
	return true;
}

static bool print_mclist_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	struct packet_diag_mclist m;
	(void)size;
	(void)data;
	memcpy(&m, elem, sizeof(m));
	unsigned int alen = m.pdmc_alen < sizeof(m.pdmc_addr) ? m.pdmc_alen : sizeof(m.pdmc_addr);
	value_struct_begin(tcp);
	value_field(tcp, "pdmc_index");
	print_ifindex(tcp, m.pdmc_index);
	value_field(tcp, "pdmc_count");
	value_uint(tcp, m.pdmc_count, VB_DEC);
	value_field(tcp, "pdmc_type");
	value_uint(tcp, m.pdmc_type, VB_DEC);
	value_field(tcp, "pdmc_alen");
	value_uint(tcp, m.pdmc_alen, VB_DEC);
	value_field(tcp, "pdmc_addr");
	print_quoted(tcp, (const char *)m.pdmc_addr, alen, QUOTE_FORCE_HEX);
	value_struct_end(tcp);
	return true;
}

static bool decode_pdiag_mclist(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_array(tcp, addr, len, sizeof(struct packet_diag_mclist), print_mclist_elem);
}

static bool decode_pdiag_ring(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	static const char *const names[] = { "pdr_block_size", "pdr_block_nr", "pdr_frame_size",
					     "pdr_frame_nr", "pdr_retire_tmo", "pdr_sizeof_priv",
					     "pdr_features" };
	(void)d;
	return nl_nla_uint_fields(tcp, addr, len, sizeof(struct packet_diag_ring), 4, names, 7);
}

static bool decode_pdiag_filter(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	unsigned int n = len / 8;	/* struct sock_filter */
	(void)d;
	if (!n || (unsigned short)n != n)
		return false;
	print_sock_filter_prog(tcp, addr, n);
	return true;
}

static const nla_decoder_fn packet_msg_decoders[] = {
	[PACKET_DIAG_INFO] = decode_pdiag_info,
	[PACKET_DIAG_MCLIST] = decode_pdiag_mclist,
	[PACKET_DIAG_RX_RING] = decode_pdiag_ring,
	[PACKET_DIAG_TX_RING] = decode_pdiag_ring,
	[PACKET_DIAG_FILTER] = decode_pdiag_filter,
	[PACKET_DIAG_FANOUT] = decode_nla_u32,
	[PACKET_DIAG_UID] = decode_nla_uid,
	[PACKET_DIAG_MEMINFO] = decode_nla_meminfo,
};

static void decode_packet_msg(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len)
{
	struct packet_diag_msg msg = { .pdiag_family = family };
	bool ok = nl_begin_fixed(tcp, "pdiag_family", family, addr, len, &msg, sizeof(msg));
	if (ok) {
		value_field(tcp, "pdiag_type");
		print_xval(tcp, &socktypes, msg.pdiag_type, "SOCK_???");
		value_field(tcp, "pdiag_num");
		print_xval(tcp, &ethernet_protocols, msg.pdiag_num, "ETH_P_???");
		value_field(tcp, "pdiag_ino");
		value_uint(tcp, msg.pdiag_ino, VB_DEC);
		print_cookie(tcp, "pdiag_cookie", msg.pdiag_cookie);
	}
	nl_end_fixed(tcp, ok, addr, len, sizeof(msg), &packet_diag_attrs, "PACKET_DIAG_???",
		     packet_msg_decoders, ARRAY_SIZE(packet_msg_decoders), NULL);
}

/* --- smc ------------------------------------------------------------------- */

static void decode_smc_req(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len)
{
	struct smc_diag_req req = { .diag_family = family };
	if (nl_begin_fixed(tcp, "diag_family", family, addr, len, &req, sizeof(req))) {
		value_field(tcp, "diag_ext");
		print_flags(tcp, &smc_diag_extended_flags, req.diag_ext, "1<<SMC_DIAG_\?\?\?-1");
		/* AF_SMC sockets keep an AF_INET address. */
		print_sockid(tcp, &req.id, AF_INET);
	}
	value_struct_end(tcp);
}

static void print_smc_cursor(struct tcb *tcp, const char *name,
			     const struct smc_diag_cursor *c)
{
	value_field(tcp, name);
	value_struct_begin(tcp);
	value_field(tcp, "reserved");
	value_uint(tcp, c->reserved, VB_DEC);
	value_field(tcp, "wrap");
	value_uint(tcp, c->wrap, VB_DEC);
	value_field(tcp, "count");
	value_uint(tcp, c->count, VB_DEC);
	value_struct_end(tcp);
}

/* SMC_DIAG_CONNINFO: sizes, the RMB and send buffer cursors, the flag bytes in
 * hex zero-padded to two characters as strace writes them. */
static bool decode_smc_conninfo(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	struct smc_diag_conninfo ci;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &ci, sizeof(ci)))
		return len >= sizeof(ci);
	const struct nl_field sizes[] = {
		{ "token", ci.token }, { "sndbuf_size", ci.sndbuf_size },
		{ "rmbe_size", ci.rmbe_size }, { "peer_rmbe_size", ci.peer_rmbe_size },
	};
	value_struct_begin(tcp);
	nl_print_fields(tcp, sizes, ARRAY_SIZE(sizes));
	print_smc_cursor(tcp, "rx_prod", &ci.rx_prod);
	print_smc_cursor(tcp, "rx_cons", &ci.rx_cons);
	print_smc_cursor(tcp, "tx_prod", &ci.tx_prod);
	print_smc_cursor(tcp, "tx_cons", &ci.tx_cons);
	const struct nl_field flags[] = {
		{ "rx_prod_flags", ci.rx_prod_flags, VB_HEX_W2 },
		{ "rx_conn_state_flags", ci.rx_conn_state_flags, VB_HEX_W2 },
		{ "tx_prod_flags", ci.tx_prod_flags, VB_HEX_W2 },
		{ "tx_conn_state_flags", ci.tx_conn_state_flags, VB_HEX_W2 },
	};
	nl_print_fields(tcp, flags, ARRAY_SIZE(flags));
	print_smc_cursor(tcp, "tx_prep", &ci.tx_prep);
	print_smc_cursor(tcp, "tx_sent", &ci.tx_sent);
	print_smc_cursor(tcp, "tx_fin", &ci.tx_fin);
	value_struct_end(tcp);
	return true;
}

static bool print_smc_link(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	const struct smc_diag_linkinfo *l = elem;
	(void)size;
	(void)data;
	value_struct_begin(tcp);
	value_field(tcp, "link_id");
	value_uint(tcp, l->link_id, VB_DEC);
	nl_print_cstring_field(tcp, "ibname", l->ibname, sizeof(l->ibname));
	value_field(tcp, "ibport");
	value_uint(tcp, l->ibport, VB_DEC);
	nl_print_cstring_field(tcp, "gid", l->gid, sizeof(l->gid));
	nl_print_cstring_field(tcp, "peer_gid", l->peer_gid, sizeof(l->peer_gid));
	value_struct_end(tcp);
	return true;
}

/* SMC_DIAG_LGRINFO: the link group's links and role. */
static bool decode_smc_lgrinfo(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	struct smc_diag_lgrinfo li;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &li, sizeof(li)))
		return len >= sizeof(li);
	value_struct_begin(tcp);
	value_field(tcp, "lnk");
	print_local_array(tcp, li.lnk, ARRAY_SIZE(li.lnk), sizeof(li.lnk[0]), print_smc_link, NULL);
	value_field(tcp, "role");
	print_xval(tcp, &smc_link_group_roles, li.role, "SMC_???");
	value_struct_end(tcp);
	return true;
}

static bool decode_smc_shutdown(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_flags(tcp, addr, len, &sock_shutdown_flags, "???_SHUTDOWN", 1);
}

static bool decode_smc_dmbinfo(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	struct smcd_diag_dmbinfo di;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &di, sizeof(di)))
		return len >= sizeof(di);
	value_struct_begin(tcp);
	value_field(tcp, "linkid");
	value_uint(tcp, di.linkid, VB_DEC);
	value_field(tcp, "peer_gid");
	value_uint(tcp, di.peer_gid, VB_HEX);
	value_field(tcp, "my_gid");
	value_uint(tcp, di.my_gid, VB_HEX);
	value_field(tcp, "token");
	value_uint(tcp, di.token, VB_HEX);
	value_field(tcp, "peer_token");
	value_uint(tcp, di.peer_token, VB_HEX);
	value_struct_end(tcp);
	return true;
}

/* SMC_DIAG_FALLBACK: the codes in hex, their names as comments (not uapi names). */
static bool decode_smc_fallback(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	struct smc_diag_fallback fb;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &fb, sizeof(fb)))
		return len >= sizeof(fb);
	const struct { const char *name; uint32_t v; } f[] = {
		{ "reason", fb.reason }, { "peer_diagnosis", fb.peer_diagnosis },
	};
	value_struct_begin(tcp);
	for (size_t i = 0; i < ARRAY_SIZE(f); i++) {
		const char *name = xlat_lookup(&smc_decl_codes, f[i].v);
		value_field(tcp, f[i].name);
		value_uint(tcp, f[i].v, VB_HEX);
		if (opts.const_style != CONST_RAW)
			value_comment(tcp, name ? name : "SMC_CLC_DECL_???");
	}
	value_struct_end(tcp);
	return true;
}

static const nla_decoder_fn smc_msg_decoders[] = {
	[SMC_DIAG_CONNINFO] = decode_smc_conninfo,
	[SMC_DIAG_LGRINFO] = decode_smc_lgrinfo,
	[SMC_DIAG_FALLBACK] = decode_smc_fallback,
	[SMC_DIAG_SHUTDOWN] = decode_smc_shutdown,
	[SMC_DIAG_DMBINFO] = decode_smc_dmbinfo,
};

static void decode_smc_msg(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len)
{
	struct smc_diag_msg msg = { .diag_family = family };
	bool ok = nl_begin_fixed(tcp, "diag_family", family, addr, len, &msg, sizeof(msg));
	if (ok) {
		value_field(tcp, "diag_state");
		print_xval(tcp, &smc_states, msg.diag_state, "SMC_???");
		value_field(tcp, "diag_fallback");
		print_xval(tcp, &smc_diag_mode, msg.diag_mode, "SMC_DIAG_MODE_???");
		value_field(tcp, "diag_shutdown");
		value_uint(tcp, msg.diag_shutdown, VB_DEC);
		print_sockid(tcp, &msg.id, AF_INET);
		value_field(tcp, "diag_uid");
		value_uint(tcp, msg.diag_uid, VB_DEC);
		value_field(tcp, "diag_inode");
		value_uint(tcp, msg.diag_inode, VB_DEC);
	}
	nl_end_fixed(tcp, ok, addr, len, sizeof(msg), &smc_diag_attrs, "SMC_DIAG_???",
		     smc_msg_decoders, ARRAY_SIZE(smc_msg_decoders), NULL);
}

bool decode_netlink_sock_diag(struct tcb *tcp, const struct nlmsghdr *h, uint64_t addr,
			      unsigned int len)
{
	uint8_t family;
	if (h->nlmsg_type == NLMSG_DONE)
		return false;
	if (fetch_obj(tcp, addr, &family) < 0) {
		print_addr(tcp, addr);
		return true;
	}
	bool req = h->nlmsg_flags & NLM_F_REQUEST;
	if (len > sizeof(family)) {
		switch (family) {
		case AF_UNIX:
			if (req)
				decode_unix_req(tcp, family, addr, len);
			else
				decode_unix_msg(tcp, family, addr, len);
			return true;
		case AF_INET:
		case AF_INET6:
			if (req)
				decode_inet_req(tcp, h, family, addr, len);
			else
				decode_inet_msg(tcp, family, addr, len);
			return true;
		case AF_NETLINK:
			if (req)
				decode_netlink_req(tcp, family, addr, len);
			else
				decode_netlink_msg(tcp, family, addr, len);
			return true;
		case AF_PACKET:
			if (req)
				decode_packet_req(tcp, family, addr, len);
			else
				decode_packet_msg(tcp, family, addr, len);
			return true;
		case AF_SMC:
			if (req)
				decode_smc_req(tcp, family, addr, len);
			else
				decode_smc_msg(tcp, family, addr, len);
			return true;
		}
	}
	nl_decode_family(tcp, family, addr, len);
	return true;
}
