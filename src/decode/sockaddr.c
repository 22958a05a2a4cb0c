/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Socket addresses of every family strace 6.1 decodes; the others as sa_data. */
#include "config.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>

#include "decode.h"
#include "netutil.h"
#include "sockaddr.h"
#include "xlat/addrfams.h"
#include "xlat/af_packet_types.h"
#include "xlat/alg_sockaddr_flags.h"
#include "xlat/arp_hardware_types.h"
#include "xlat/bdaddr_types.h"
#include "xlat/bluetooth_l2_cid.h"
#include "xlat/bluetooth_l2_psm.h"
#include "xlat/ethernet_protocols.h"
#include "xlat/hci_channels.h"
#include "xlat/ieee802154_addr_types.h"
#include "xlat/ieee802154_addrs.h"
#include "xlat/ieee802154_pan_ids.h"
#include "xlat/mctp_addrs.h"
#include "xlat/mctp_nets.h"
#include "xlat/nfc_saps.h"
#include "xlat/nfc_sockaddr_protocols.h"
#include "xlat/qipcrtr_nodes.h"
#include "xlat/qipcrtr_ports.h"
#include "xlat/rxrpc_services.h"
#include "xlat/sockaddr_vsock_cids.h"
#include "xlat/sockaddr_vsock_flags.h"
#include "xlat/sockaddr_vsock_ports.h"
#include "xlat/sockaddr_xdp_flags.h"
#include "xlat/socktypes.h"

/* The layouts are spelled out here (x86_64) so that no kernel header is needed. */
struct sa_nl {
	uint16_t family;
	uint16_t nl_pad;
	uint32_t nl_pid;
	uint32_t nl_groups;
};

struct sa_ll {
	uint16_t family;
	uint16_t sll_protocol;	/* network order */
	int32_t sll_ifindex;
	uint16_t sll_hatype;
	uint8_t sll_pkttype;
	uint8_t sll_halen;
	uint8_t sll_addr[8];
};

struct sa_ipx {
	uint16_t family;
	uint16_t sipx_port;	/* network order */
	uint32_t sipx_network;	/* network order */
	uint8_t sipx_node[6];
	uint8_t sipx_type;
	uint8_t sipx_zero;
};

struct sa_x25 {
	uint16_t family;
	char x25_addr[16];
};

struct sa_alg {
	uint16_t family;
	uint8_t salg_type[14];
	uint32_t salg_feat;
	uint32_t salg_mask;
	uint8_t salg_name[64];
};
#define SA_ALG_NAME_OFF offsetof(struct sa_alg, salg_name)

struct sa_vm {
	uint16_t family;
	uint16_t svm_reserved1;
	uint32_t svm_port;
	uint32_t svm_cid;
	uint8_t svm_flags;
	uint8_t svm_zero[3];
};

struct sa_qrtr {
	uint16_t family;
	uint32_t sq_node;
	uint32_t sq_port;
};

struct sa_xdp {
	uint16_t family;
	uint16_t sxdp_flags;
	uint32_t sxdp_ifindex;
	uint32_t sxdp_queue_id;
	uint32_t sxdp_shared_umem_fd;
};
#define XDP_SHARED_UMEM_FLAG 1

struct sa_mctp {
	uint16_t family;
	uint16_t pad0;
	uint32_t smctp_network;
	uint8_t s_addr;
	uint8_t smctp_type;
	uint8_t smctp_tag;
	uint8_t pad1;
};

struct sa_ax25 {
	uint16_t family;
	uint8_t sax25_call[7];
	int32_t sax25_ndigis;
	uint8_t fsa_digipeater[8][7];
};
#define SA_AX25_BASE_SIZE 16	/* struct sockaddr_ax25 */
#define AX25_CALL_SIZE 7
#define AX25_MAX_DIGIS 8

struct sa_rxrpc {
	uint16_t family;
	uint16_t srx_service;
	uint16_t transport_type;
	uint16_t transport_len;
	char transport[28];	/* sockaddr_in or sockaddr_in6 */
};
#define SA_RXRPC_TRANSPORT_OFF 8

struct sa_ieee802154 {
	uint16_t family;
	int32_t addr_type;
	uint16_t pan_id;
	uint8_t hwaddr[8];	/* or a uint16_t short address */
};
enum { IEEE802154_NONE = 0, IEEE802154_SHORT = 2 };

struct sa_nfc_llcp {
	uint16_t family;
	uint32_t dev_idx;
	uint32_t target_idx;
	uint32_t nfc_protocol;
	uint8_t dsap;
	uint8_t ssap;
	char service_name[63];
	uint64_t service_name_len;
};
#define SA_NFC_SIZE 16	/* struct sockaddr_nfc */

#define SA_FAMILY_SIZE 2
/* sin6_scope_id is shown only when the length covers more than this. */
#define SIN6_MIN_LEN 24

/* The bytes after the family, as a string: the fallback for any address. */
static void print_sa_data(struct tcb *tcp, const char *buf, int addrlen)
{
	value_field(tcp, "sa_data");
	print_quoted(tcp, buf + SA_FAMILY_SIZE, addrlen - SA_FAMILY_SIZE, 0);
}

/* sun_path: a path up to its NUL, or "@" and an abstract name of every byte. */
static void print_sa_un(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sockaddr_un *sun = (const void *)buf;
	int len = addrlen > (int)sizeof(*sun) ? (int)sizeof(*sun) : addrlen;
	int path_len = len - SA_FAMILY_SIZE;

	value_field(tcp, "sun_path");
	if (sun->sun_path[0]) {
		print_quoted(tcp, sun->sun_path, path_len, QUOTE_NUL_TERMINATED);
	} else {
		/* An abstract name: every byte counts, NULs included. */
		print_quoted(tcp, sun->sun_path + 1, path_len - 1, VS_ABSTRACT);
	}
}

/* An address member of a value struct: name=inet_addr("1.2.3.4"), or for IPv6
 * strace's inet_pton(AF_INET6, "::1", &name), where the name is inside the call
 * (a bare token) and the member has none. */
void print_inet_addr_field(struct tcb *tcp, int family, const void *addr, const char *name)
{
	char text[INET6_ADDRSTRLEN];
	if (!inet_ntop(family, addr, text, sizeof(text))) {
		value_field(tcp, name);
		print_quoted(tcp, addr, family == AF_INET6 ? 16 : 4, QUOTE_FORCE_HEX);
		return;
	}
	if (opts.const_style != CONST_ABBREV) {
		/* -X raw|verbose: the bytes in hex; verbose adds the call as a comment,
		 * without the "&name" of the IPv6 form. */
		value_field(tcp, name);
		print_quoted(tcp, addr, family == AF_INET6 ? 16 : 4, QUOTE_FORCE_HEX);
		if (opts.const_style != CONST_VERBOSE)
			return;
		if (family == AF_INET)
			value_commentf(tcp, "inet_addr(\"%s\")", text);
		else
			value_commentf(tcp, "inet_pton(AF_INET6, \"%s\")", text);
		return;
	}
	if (family == AF_INET) {
		value_field(tcp, name);
		value_call_begin(tcp, "inet_addr");
		value_call_arg(tcp);
		value_str(tcp, text, strlen(text), 0);
		value_call_end(tcp);
	} else {
		char ref[64];
		snprintf(ref, sizeof(ref), "&%s", name);
		value_field(tcp, NULL);
		value_call_begin(tcp, "inet_pton");
		value_call_arg(tcp);
		value_const(tcp, "AF_INET6", AF_INET6, VB_DEC, NULL);
		value_call_arg(tcp);
		value_str(tcp, text, strlen(text), 0);
		value_call_arg(tcp);
		value_str(tcp, ref, strlen(ref), VS_BARE);
		value_call_end(tcp);
	}
}

/* htons(80), htonl(0x1): a number in network byte order. */
static void print_net_uint_base(struct tcb *tcp, const char *fn, uint32_t v,
				enum value_base base)
{
	value_call_begin(tcp, fn);
	value_call_arg(tcp);
	value_uint(tcp, v, base);
	value_call_end(tcp);
}

static void print_net_uint(struct tcb *tcp, const char *fn, uint32_t v)
{
	print_net_uint_base(tcp, fn, v, VB_DEC);
}

/* A member in network byte order (n bytes at p, v in host order): htons(80); under
 * -X raw|verbose, as strace, its bytes in hex, verbose adding the call as a comment. */
static void print_net_field(struct tcb *tcp, const char *fn, const void *p, size_t n,
			    uint32_t v)
{
	if (opts.const_style == CONST_ABBREV) {
		print_net_uint(tcp, fn, v);
		return;
	}
	print_quoted(tcp, p, n, QUOTE_FORCE_HEX);
	if (opts.const_style == CONST_VERBOSE)
		value_commentf(tcp, "%s(%u)", fn, v);
}

/* sin_port and sin_addr. */
static void print_sa_in(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sockaddr_in *sin = (const void *)buf;
	(void)addrlen;
	value_field(tcp, "sin_port");
	print_net_field(tcp, "htons", &sin->sin_port, sizeof(sin->sin_port), ntohs(sin->sin_port));
	print_inet_addr_field(tcp, AF_INET, &sin->sin_addr, "sin_addr");
}

/* sin6_port, sin6_flowinfo, sin6_addr and, when the length has it, sin6_scope_id
 * (an interface for link-local addresses). */
static void print_sa_in6(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sockaddr_in6 *sin6 = (const void *)buf;
	value_field(tcp, "sin6_port");
	print_net_field(tcp, "htons", &sin6->sin6_port, sizeof(sin6->sin6_port),
			ntohs(sin6->sin6_port));
	value_field(tcp, "sin6_flowinfo");
	print_net_field(tcp, "htonl", &sin6->sin6_flowinfo, sizeof(sin6->sin6_flowinfo),
			ntohl(sin6->sin6_flowinfo));
	print_inet_addr_field(tcp, AF_INET6, &sin6->sin6_addr, "sin6_addr");
	if (addrlen <= SIN6_MIN_LEN)
		return;
	value_field(tcp, "sin6_scope_id");
	if (IN6_IS_ADDR_LINKLOCAL(&sin6->sin6_addr) || IN6_IS_ADDR_MC_LINKLOCAL(&sin6->sin6_addr))
		print_ifindex(tcp, sin6->sin6_scope_id);
	else
		print_udec(tcp, sin6->sin6_scope_id);
}

/* nl_pad (when set), nl_pid, nl_groups. */
static void print_sa_nl(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sa_nl *nl = (const void *)buf;
	(void)addrlen;
	if (nl->nl_pad) {
		value_field(tcp, "nl_pad");
		value_uint(tcp, nl->nl_pad, VB_HEX);
	}
	value_field(tcp, "nl_pid");
	value_int(tcp, (int32_t)nl->nl_pid);
	value_field(tcp, "nl_groups");
	value_uint(tcp, nl->nl_groups, VB_HEX_W8);
}

/* struct sockaddr_ll; sll_addr shows sll_halen bytes, "..." past the length. */
static void print_sa_ll(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sa_ll *ll = (const void *)buf;
	uint16_t proto = ntohs(ll->sll_protocol);
	value_field(tcp, "sll_protocol");
	if (opts.const_style != CONST_ABBREV) {
		/* -X raw|verbose: the bytes; verbose adds the call as strace writes
		 * it, an unknown protocol's comment nested in it. */
		print_quoted(tcp, (const char *)&ll->sll_protocol, sizeof(ll->sll_protocol), QUOTE_FORCE_HEX);
		const char *name = xlat_lookup(&ethernet_protocols, proto);
		if (opts.const_style != CONST_VERBOSE)
			;
		else if (name)
			value_commentf(tcp, "htons(%s)", name);
		else
			value_commentf(tcp, "htons(%#x /* ETH_P_??? */)", proto);
	} else {
		value_call_begin(tcp, "htons");
		value_call_arg(tcp);
		print_xval(tcp, &ethernet_protocols, proto, "ETH_P_???");
		value_call_end(tcp);
	}
	value_field(tcp, "sll_ifindex");
	print_ifindex(tcp, (unsigned int)ll->sll_ifindex);
	value_field(tcp, "sll_hatype");
	print_xval(tcp, &arp_hardware_types, ll->sll_hatype, "ARPHRD_???");
	value_field(tcp, "sll_pkttype");
	print_xval(tcp, &af_packet_types, ll->sll_pkttype, "PACKET_???");
	value_field(tcp, "sll_halen");
	value_uint(tcp, (uint64_t)(ll->sll_halen), VB_DEC);
	if (!ll->sll_halen)
		return;
	/* sll_halen may claim more than the length holds (or than sll_addr's 8 bytes:
	 * the rest of the address buffer follows it). */
	unsigned int avail = (unsigned int)addrlen - offsetof(struct sa_ll, sll_addr);
	const uint8_t *addr = (const uint8_t *)buf + offsetof(struct sa_ll, sll_addr);
	value_field(tcp, "sll_addr");
	value_array_begin(tcp);
	for (unsigned int i = 0; i < ll->sll_halen; i++) {
		if (i >= avail) {
			value_array_more(tcp);
			break;
		}
		value_elem(tcp);
		value_uint(tcp, addr[i], VB_HEX_W2);
	}
	value_array_end(tcp);
}

/* struct sockaddr_ipx. */
static void print_sa_ipx(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sa_ipx *ipx = (const void *)buf;
	(void)addrlen;
	value_field(tcp, "sipx_port");
	print_net_field(tcp, "htons", &ipx->sipx_port, sizeof(ipx->sipx_port),
			ntohs(ipx->sipx_port));
	value_field(tcp, "sipx_network");
	print_net_uint_base(tcp, "htonl", ntohl(ipx->sipx_network), VB_HEX);
	value_field(tcp, "sipx_node");
	value_array_begin(tcp);
	for (size_t i = 0; i < sizeof(ipx->sipx_node); i++) {
		value_elem(tcp);
		value_uint(tcp, ipx->sipx_node[i], VB_HEX_W2);
	}
	value_array_end(tcp);
	value_field(tcp, "sipx_type");
	value_uint(tcp, ipx->sipx_type, VB_HEX_W2);
	if (ipx->sipx_zero) {
		value_field(tcp, "sipx_zero");
		value_uint(tcp, (uint64_t)(ipx->sipx_zero), VB_HEX);
	}
}

/* A char array of size bytes that should end with a NUL: at most size - 1 characters,
 * and "..." after them when the array holds no NUL. */
static void print_char_array(struct tcb *tcp, const void *s, size_t size)
{
	const char *str = s;
	size_t max = size ? size - 1 : 0;
	size_t len = strnlen(str, max);
	print_quoted(tcp, str, len, len == max && str[max] ? QUOTE_ELLIPSIS : 0);
}

/* struct sockaddr_x25. */
static void print_sa_x25(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sa_x25 *x25 = (const void *)buf;
	(void)addrlen;
	value_field(tcp, "sx25_addr");
	value_struct_begin(tcp);
	value_field(tcp, "x25_addr");
	print_char_array(tcp, x25->x25_addr, sizeof(x25->x25_addr));
	value_struct_end(tcp);
}

/* Flags as hex with their names in a comment (strace's "verbose" style). */
static void print_flags_verbose(struct tcb *tcp, const struct xlat *x, uint32_t flags,
				const char *dflt)
{
	print_hex(tcp, flags);
	if (!flags || opts.const_style == CONST_RAW)
		return;
	/* The comment: the names of the bits, then any rest in hex, or dflt. */
	char names[256];
	size_t off = 0;
	uint32_t left = flags;
	names[0] = '\0';
	for (size_t i = 0; i < x->count && left; i++) {
		uint32_t v = (uint32_t)x->entries[i].val;
		if (v && (left & v) == v && off < sizeof(names)) {
			off += snprintf(names + off, sizeof(names) - off, "%s%s", off ? "|" : "",
					x->entries[i].str);
			left &= ~v;
		}
	}
	if (!off)
		snprintf(names, sizeof(names), "%s", dflt);
	else if (left && off < sizeof(names))
		snprintf(names + off, sizeof(names) - off, "|%#x", left);
	value_comment(tcp, names);
}

/* struct sockaddr_alg: the type, feature and mask flags, the algorithm name. */
static void print_sa_alg(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sa_alg *alg = (const void *)buf;
	value_field(tcp, "salg_type");
	print_char_array(tcp, alg->salg_type, sizeof(alg->salg_type));
	value_field(tcp, "salg_feat");
	print_flags_verbose(tcp, &alg_sockaddr_flags, alg->salg_feat, "CRYPTO_ALG_???");
	value_field(tcp, "salg_mask");
	print_flags_verbose(tcp, &alg_sockaddr_flags, alg->salg_mask, "CRYPTO_ALG_???");
	value_field(tcp, "salg_name");
	print_char_array(tcp, alg->salg_name, addrlen - SA_ALG_NAME_OFF);
}

/* struct sockaddr_vm; the reserved and zero fields only when set. */
static void print_sa_vm(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sa_vm *vm = (const void *)buf;
	(void)addrlen;
	if (vm->svm_reserved1) {
		value_field(tcp, "svm_reserved1");
		value_uint(tcp, vm->svm_reserved1, VB_HEX);
	}
	value_field(tcp, "svm_cid");
	print_xval(tcp, &sockaddr_vsock_cids, vm->svm_cid, NULL);
	value_field(tcp, "svm_port");
	print_xval(tcp, &sockaddr_vsock_ports, vm->svm_port, NULL);
	value_field(tcp, "svm_flags");
	print_flags(tcp, &sockaddr_vsock_flags, vm->svm_flags, "VMADDR_FLAG_???");
	if (vm->svm_zero[0] || vm->svm_zero[1] || vm->svm_zero[2]) {
		value_field(tcp, "svm_zero");
		print_quoted(tcp, (const char *)vm->svm_zero, sizeof(vm->svm_zero),
			     QUOTE_FORCE_HEX);
	}
}

/* struct sockaddr_qrtr. */
static void print_sa_qrtr(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sa_qrtr *q = (const void *)buf;
	(void)addrlen;
	value_field(tcp, "sq_node");
	print_xval(tcp, &qipcrtr_nodes, q->sq_node, NULL);
	value_field(tcp, "sq_port");
	print_xval(tcp, &qipcrtr_ports, q->sq_port, NULL);
}

/* struct sockaddr_xdp; the shared UMEM descriptor with XDP_SHARED_UMEM. */
static void print_sa_xdp(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sa_xdp *xdp = (const void *)buf;
	(void)addrlen;
	value_field(tcp, "sxdp_flags");
	print_flags(tcp, &sockaddr_xdp_flags, xdp->sxdp_flags, "XDP_???");
	value_field(tcp, "sxdp_ifindex");
	print_ifindex(tcp, xdp->sxdp_ifindex);
	value_field(tcp, "sxdp_queue_id");
	value_uint(tcp, (uint64_t)(xdp->sxdp_queue_id), VB_DEC);
	if (xdp->sxdp_flags & XDP_SHARED_UMEM_FLAG) {
		value_field(tcp, "sxdp_shared_umem_fd");
		print_fd(tcp, (int)xdp->sxdp_shared_umem_fd);
	} else if (xdp->sxdp_shared_umem_fd) {
		value_field(tcp, "sxdp_shared_umem_fd");
		value_uint(tcp, (uint64_t)(xdp->sxdp_shared_umem_fd), VB_HEX);
	}
}

/* struct sockaddr_mctp; the padding fields only when set. */
static void print_sa_mctp(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sa_mctp *m = (const void *)buf;
	(void)addrlen;
	if (m->pad0) {
		value_field(tcp, "__smctp_pad0");
		value_uint(tcp, m->pad0, VB_HEX);
	}
	value_field(tcp, "smctp_network");
	print_xval(tcp, &mctp_nets, m->smctp_network, NULL);
	value_field(tcp, "smctp_addr");
	value_struct_begin(tcp);
	value_field(tcp, "s_addr");
	print_xval(tcp, &mctp_addrs, m->s_addr, NULL);
	value_struct_end(tcp);
	value_field(tcp, "smctp_type");
	print_hex(tcp, m->smctp_type);
	value_field(tcp, "smctp_tag");
	print_hex(tcp, m->smctp_tag);
	if (m->pad1) {
		value_field(tcp, "__smctp_pad1");
		value_uint(tcp, (uint64_t)(m->pad1), VB_HEX);
	}
}

/* A value as hex with its name (or dflt) as a comment: strace's "verbose" style. */
static void print_xval_verbose(struct tcb *tcp, const struct xlat *x, uint64_t val,
			       const char *dflt)
{
	const char *name = xlat_lookup(x, val);
	print_hex(tcp, val);
	if ((name || dflt) && opts.const_style != CONST_RAW)
		value_comment(tcp, name ? name : dflt);
}

/* A hardware address: "01:02:03:04:05:06", a bare token (at most 8 bytes here). */
static void print_mac(struct tcb *tcp, const uint8_t *addr, size_t len)
{
	char text[8 * 3];
	size_t off = 0;
	for (size_t i = 0; i < len && off + 3 <= sizeof(text); i++)
		off += snprintf(text + off, sizeof(text) - off, "%s%02x", i ? ":" : "", addr[i]);
	if (opts.const_style == CONST_ABBREV) {
		value_str(tcp, text, off, VS_BARE);
		return;
	}
	/* -X raw: the bytes, as strace; verbose adds the usual form as a comment. */
	print_quoted(tcp, (const char *)addr, len, QUOTE_FORCE_HEX);
	if (opts.const_style == CONST_VERBOSE)
		value_comment(tcp, text);
}

/*
 * An AX.25 address (<linux/ax25.h> ax25_address): six characters shifted left by one,
 * blank-padded, then a byte holding the SSID in bits 1-4. What it looks like decides
 * how it prints.
 */
struct ax25_look {
	bool printable;	/* no control character, DEL, '*' or '/' among the six */
	bool plain;	/* capitals and digits, blanks only at the end, no stray bit */
	char text[AX25_CALL_SIZE + 4];	/* "CALLSIGN-SSID", or "*" */
};

static void ax25_look_at(const uint8_t *addr, struct ax25_look *look)
{
	const uint8_t ssid_byte = addr[AX25_CALL_SIZE - 1];
	unsigned int used = 0;	/* characters up to the last non-blank */
	bool blank_seen = false;

	look->printable = true;
	look->plain = !(ssid_byte & ~0x1e);
	for (unsigned int i = 0; i < AX25_CALL_SIZE - 1; i++) {
		const char ch = (char)(addr[i] >> 1);
		const bool capital_or_digit = (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9');

		if (ch < ' ' || ch == 0x7f || ch == '*' || ch == '/')
			look->printable = false;
		if (addr[i] & 1)
			look->plain = false;
		if (ch == ' ') {
			blank_seen = true;
			continue;
		}
		if (blank_seen || !capital_or_digit)
			look->plain = false;
		used = i + 1;
	}
	if (!used && ssid_byte)
		look->plain = false;

	for (unsigned int i = 0; i < used; i++)
		look->text[i] = (char)(addr[i] >> 1);
	snprintf(look->text + used, sizeof(look->text) - used, "-%u", (ssid_byte >> 1) & 0xf);
	/* strace shows "*" for any text that starts "-0": a blank callsign with SSID 0,
	 * and (observed) also "-0..." callsigns and blank ones with SSID 1-9 after "-0". */
	if (look->text[0] == '-' && look->text[1] == '0')
		strcpy(look->text, "*");
}

/* A plain address as its text; any other as its bytes, with the text when printable. */
static void print_ax25_addr(struct tcb *tcp, const uint8_t *addr)
{
	struct ax25_look look;
	ax25_look_at(addr, &look);
	/* -X raw|verbose: always the bytes, verbose with the callsign as a comment. */
	if (look.printable && look.plain && opts.const_style == CONST_ABBREV) {
		value_str(tcp, look.text, strlen(look.text), VS_BARE);
		return;
	}
	value_struct_begin(tcp);
	value_field(tcp, "ax25_call");
	print_quoted(tcp, (const char *)addr, AX25_CALL_SIZE, QUOTE_FORCE_HEX);
	value_struct_end(tcp);
	/* A callsign that is not plain has its comment whatever -X says. */
	if (look.printable && (!look.plain || opts.const_style != CONST_RAW))
		value_comment(tcp, look.text);
}

/* The digipeater list of a struct full_sockaddr_ax25: count were asked for
 * (sax25_ndigis, at most AX25_MAX_DIGIS), the address length holds room. */
static void print_ax25_digipeaters(struct tcb *tcp, const uint8_t (*digi)[AX25_CALL_SIZE],
				   unsigned int count, unsigned int room)
{
	unsigned int there = count < room ? count : room;
	unsigned int shown = there;
	if (!opts.verbose && shown > opts.max_strlen)
		shown = opts.max_strlen;

	value_field(tcp, "fsa_digipeater");
	value_array_begin(tcp);
	for (unsigned int i = 0; i < shown; i++) {
		value_elem(tcp);
		print_ax25_addr(tcp, digi[i]);
	}
	if (shown < there || count > room)
		value_array_more(tcp);
	value_array_end(tcp);
}

/*
 * struct sockaddr_ax25 (addrlen is at least its size here), or struct
 * full_sockaddr_ax25 when the length goes past it or sax25_ndigis is set: then the
 * base part is grouped as fsa_ax25 and the digipeaters follow; bytes past the last
 * whole digipeater slot show as "...".
 */
static void print_sa_ax25(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sa_ax25 *ax = (const void *)buf;
	const unsigned int past_base = (unsigned int)addrlen - SA_AX25_BASE_SIZE;
	const bool full = ax->sax25_ndigis != 0 || past_base > 0;

	if (full) {
		value_field(tcp, "fsa_ax25");
		value_struct_begin(tcp);
	}
	value_field(tcp, "sax25_call");
	print_ax25_addr(tcp, ax->sax25_call);
	value_field(tcp, "sax25_ndigis");
	value_int(tcp, (int64_t)(ax->sax25_ndigis));
	if (!full)
		return;
	value_struct_end(tcp);

	unsigned int room = past_base / AX25_CALL_SIZE;
	if (room > AX25_MAX_DIGIS)
		room = AX25_MAX_DIGIS;
	if (ax->sax25_ndigis > 0) {
		unsigned int count = (unsigned int)ax->sax25_ndigis;
		print_ax25_digipeaters(tcp, ax->fsa_digipeater,
				       count < AX25_MAX_DIGIS ? count : AX25_MAX_DIGIS, room);
	}
	if (past_base > room * AX25_CALL_SIZE)
		value_struct_more(tcp);
}

/* L2CAP PSM and CID values: "htobs(NAME)", "htobs(RANGE_START+N)" or hex. */
static void print_l2cap_value(struct tcb *tcp, uint16_t v, const struct xlat *x,
			      const char *unknown, int le_start, int le_end,
			      const char *le_name, unsigned int dyn_start, const char *dyn_name)
{
	const char *name = xlat_lookup(x, v);
	bool in_le = le_name && v >= le_start && v <= le_end;
	value_call_begin(tcp, "htobs");
	value_call_arg(tcp);
	if (opts.const_style == CONST_RAW) {
		value_uint(tcp, v, VB_HEX);
	} else if (opts.const_style == CONST_VERBOSE && !name && (in_le || v >= dyn_start)) {
		/* strace nests the range's own comment inside the value's. */
		value_uint(tcp, v, VB_HEX);
		value_commentf(tcp, "%#x /* %s */+%u", in_le ? (unsigned int)le_start : dyn_start,
			       in_le ? le_name : dyn_name,
			       v - (in_le ? (unsigned int)le_start : dyn_start));
	} else if (name) {
		value_const(tcp, name, v, VB_HEX, NULL);
	} else if (in_le || v >= dyn_start) {
		/* A range's first value plus the offset into it. */
		value_expr_begin(tcp, "+");
		if (in_le)
			value_const(tcp, le_name, le_start, VB_HEX, NULL);
		else
			value_const(tcp, dyn_name, dyn_start, VB_HEX, NULL);
		value_expr_next(tcp);
		value_uint(tcp, v - (in_le ? (unsigned int)le_start : dyn_start), VB_DEC);
		value_expr_end(tcp);
	} else {
		value_const(tcp, NULL, v, VB_HEX, unknown);
	}
	value_call_end(tcp);
}

/* Bluetooth addresses are told apart by their length only (little-endian fields). */
static void print_sa_bt(struct tcb *tcp, const char *buf, int addrlen)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint16_t v;
	switch (addrlen) {
	case 4:	/* struct sockaddr_hci without hci_channel */
	case 6:	/* struct sockaddr_hci */
		memcpy(&v, b + 2, 2);
		value_field(tcp, "hci_dev");
		print_net_uint(tcp, "htobs", v);
		if (addrlen == 6) {
			memcpy(&v, b + 4, 2);
			value_field(tcp, "hci_channel");
			print_xval(tcp, &hci_channels, v, "HCI_CHANNEL_???");
		}
		break;
	case 8:	/* struct sockaddr_sco */
		value_field(tcp, "sco_bdaddr");
		print_mac(tcp, b + 2, 6);
		break;
	case 10:	/* struct sockaddr_rc */
		value_field(tcp, "rc_bdaddr");
		print_mac(tcp, b + 2, 6);
		value_field(tcp, "rc_channel");
		value_uint(tcp, (uint64_t)(b[8]), VB_DEC);
		break;
	case 12:	/* struct sockaddr_l2 without l2_bdaddr_type */
	case 14:	/* struct sockaddr_l2 */
		memcpy(&v, b + 2, 2);
		value_field(tcp, "l2_psm");
		print_l2cap_value(tcp, v, &bluetooth_l2_psm, "L2CAP_PSM_???", 0x80, 0xff,
				  "L2CAP_PSM_LE_DYN_START", 0x1001, "L2CAP_PSM_DYN_START");
		value_field(tcp, "l2_bdaddr");
		print_mac(tcp, b + 4, 6);
		memcpy(&v, b + 10, 2);
		value_field(tcp, "l2_cid");
		print_l2cap_value(tcp, v, &bluetooth_l2_cid, "L2CAP_CID_???", 0, 0, NULL, 0x40,
				  "L2CAP_CID_DYN_START");
		if (addrlen == 14) {
			value_field(tcp, "l2_bdaddr_type");
			print_xval(tcp, &bdaddr_types, b[12], "BDADDR_???");
		}
		break;
	default:
		print_sa_data(tcp, buf, addrlen);
	}
}

/* struct sockaddr_rxrpc with its IPv4 or IPv6 transport address. */
static void print_sa_rxrpc(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sa_rxrpc *rx = (const void *)buf;
	const char *tp = rx->transport;
	uint16_t tfamily;
	memcpy(&tfamily, tp, sizeof(tfamily));
	int tlen = addrlen - SA_RXRPC_TRANSPORT_OFF;
	if (rx->transport_len < tlen)
		tlen = rx->transport_len;
	int rest = tlen - SA_FAMILY_SIZE > 0 ? tlen - SA_FAMILY_SIZE : 0;

	value_field(tcp, "srx_service");
	print_xval_verbose(tcp, &rxrpc_services, rx->srx_service, "???_SERVICE");
	value_field(tcp, "transport_type");
	print_xval(tcp, &socktypes, rx->transport_type, "SOCK_???");
	value_field(tcp, "transport_len");
	value_uint(tcp, (uint64_t)(rx->transport_len), VB_DEC);
	value_field(tcp, "transport");
	value_struct_begin(tcp);
	switch (tfamily) {
	case AF_INET:
		value_field(tcp, "sin");
		value_struct_begin(tcp);
		value_field(tcp, "sin_family");
		print_xval(tcp, &addrfams, tfamily, "AF_???");
		if (rx->transport_len >= sizeof(struct sockaddr_in)) {
			print_sa_in(tcp, tp, tlen);
		} else if (rest > 0) {
			value_field(tcp, NULL);
			print_quoted(tcp, tp + SA_FAMILY_SIZE, rest, 0);
		}
		value_struct_end(tcp);
		break;
	case AF_INET6:
		value_field(tcp, "sin6");
		value_struct_begin(tcp);
		value_field(tcp, "sin6_family");
		print_xval(tcp, &addrfams, tfamily, "AF_???");
		if (rx->transport_len >= SIN6_MIN_LEN) {
			print_sa_in6(tcp, tp, tlen);
		} else if (rest > 0) {
			value_field(tcp, NULL);
			print_quoted(tcp, tp + SA_FAMILY_SIZE, rest, 0);
		}
		value_struct_end(tcp);
		break;
	default:
		value_field(tcp, "family");
		print_xval(tcp, &addrfams, tfamily, "AF_???");
		if (rest > 0) {
			value_field(tcp, NULL);
			print_quoted(tcp, tp + SA_FAMILY_SIZE, rest, 0);
		}
	}
	value_struct_end(tcp);
}

/* struct sockaddr_ieee802154: a short or a long address by addr_type. */
static void print_sa_ieee802154(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sa_ieee802154 *a = (const void *)buf;
	(void)addrlen;
	value_field(tcp, "addr");
	value_struct_begin(tcp);
	value_field(tcp, "addr_type");
	print_xval_verbose(tcp, &ieee802154_addr_types, (uint32_t)a->addr_type,
			   "IEEE802154_ADDR_???");
	value_field(tcp, "pan_id");
	print_xval_verbose(tcp, &ieee802154_pan_ids, a->pan_id, NULL);
	switch (a->addr_type) {
	case IEEE802154_NONE:
		break;
	case IEEE802154_SHORT: {
		uint16_t short_addr;
		memcpy(&short_addr, a->hwaddr, sizeof(short_addr));
		value_field(tcp, "short_addr");
		print_xval_verbose(tcp, &ieee802154_addrs, short_addr, NULL);
		break;
	}
	default:
		value_field(tcp, "hwaddr");
		print_mac(tcp, a->hwaddr, sizeof(a->hwaddr));
	}
	value_struct_end(tcp);
}

/* struct sockaddr_nfc, or sockaddr_nfc_llcp when the length holds one ("..." between). */
static void print_sa_nfc(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sa_nfc_llcp *n = (const void *)buf;
	value_field(tcp, "dev_idx");
	print_ifindex(tcp, n->dev_idx);
	value_field(tcp, "target_idx");
	print_hex(tcp, n->target_idx);
	value_field(tcp, "nfc_protocol");
	print_xval(tcp, &nfc_sockaddr_protocols, n->nfc_protocol, "NFC_PROTO_???");
	if ((unsigned int)addrlen < sizeof(*n)) {
		if ((unsigned int)addrlen > SA_NFC_SIZE)
			value_struct_more(tcp);
		return;
	}
	value_field(tcp, "dsap");
	print_xval_verbose(tcp, &nfc_saps, n->dsap, NULL);
	value_field(tcp, "ssap");
	print_xval_verbose(tcp, &nfc_saps, n->ssap, NULL);
	value_field(tcp, "service_name");
	size_t len = n->service_name_len < sizeof(n->service_name) ?
		     (size_t)n->service_name_len : sizeof(n->service_name);
	print_quoted(tcp, n->service_name, len, 0);
	value_field(tcp, "service_name_len");
	value_uint(tcp, (uint64_t)((unsigned long long)n->service_name_len), VB_DEC);
}

typedef void (*sa_printer)(struct tcb *tcp, const char *buf, int addrlen);

/* A family's printer and the least length it needs; shorter ones print as sa_data. */
static const struct {
	sa_printer print;
	int min_len;
} sa_printers[] = {
	[AF_UNIX] = { print_sa_un, SA_FAMILY_SIZE + 1 },
	[AF_INET] = { print_sa_in, sizeof(struct sockaddr_in) },
	[AF_AX25] = { print_sa_ax25, SA_AX25_BASE_SIZE },
	[AF_IPX] = { print_sa_ipx, sizeof(struct sa_ipx) },
	[AF_X25] = { print_sa_x25, sizeof(struct sa_x25) },
	[AF_INET6] = { print_sa_in6, SIN6_MIN_LEN },
	[AF_NETLINK] = { print_sa_nl, sizeof(struct sa_nl) },
	[AF_PACKET] = { print_sa_ll, sizeof(struct sa_ll) },
	[AF_BLUETOOTH] = { print_sa_bt, SA_FAMILY_SIZE + 1 },
	[AF_RXRPC] = { print_sa_rxrpc, sizeof(struct sa_rxrpc) },
	[AF_IEEE802154] = { print_sa_ieee802154, sizeof(struct sa_ieee802154) },
	[AF_ALG] = { print_sa_alg, SA_ALG_NAME_OFF + 1 },
	[AF_NFC] = { print_sa_nfc, SA_NFC_SIZE },
	[AF_VSOCK] = { print_sa_vm, sizeof(struct sa_vm) },
	[AF_QIPCRTR] = { print_sa_qrtr, sizeof(struct sa_qrtr) },
	[AF_XDP] = { print_sa_xdp, sizeof(struct sa_xdp) },
	[AF_MCTP] = { print_sa_mctp, sizeof(struct sa_mctp) },
};

/* buf holds addrlen bytes and is readable and zeroed up to sizeof(struct sockaddr_storage) + 1. */
static void print_sockaddr_padded(struct tcb *tcp, const char *buf, int addrlen)
{
	uint16_t family;
	memcpy(&family, buf, sizeof(family));
	value_struct_begin(tcp);
	value_field(tcp, "sa_family");
	print_xval(tcp, &addrfams, family, "AF_???");
	if (addrlen > SA_FAMILY_SIZE) {
		bool known = family < ARRAY_SIZE(sa_printers) && sa_printers[family].print &&
			     addrlen >= sa_printers[family].min_len;
		if (known)
			sa_printers[family].print(tcp, buf, addrlen);
		else
			print_sa_data(tcp, buf, addrlen);
	}
	value_struct_end(tcp);
}

/* One spare zero byte: a sun_path filling the whole structure still ends. */
union sockaddr_buf {
	struct sockaddr_storage ss;
	char bytes[sizeof(struct sockaddr_storage) + 1];
};

void print_sockaddr(struct tcb *tcp, const void *buf, int addrlen)
{
	union sockaddr_buf u;
	if (addrlen < 0)
		addrlen = 0;
	if ((unsigned int)addrlen > sizeof(u.ss))
		addrlen = sizeof(u.ss);
	memset(&u, 0, sizeof(u));
	memcpy(u.bytes, buf, addrlen);
	print_sockaddr_padded(tcp, u.bytes, addrlen);
}

int decode_sockaddr(struct tcb *tcp, uint64_t addr, int addrlen)
{
	union sockaddr_buf u;
	if (addrlen < SA_FAMILY_SIZE) {
		print_addr(tcp, addr);
		return -1;
	}
	if ((unsigned int)addrlen > sizeof(u.ss))
		addrlen = sizeof(u.ss);
	if (!addr || fetch_mem(tcp, addr, u.bytes, addrlen) < 0) {
		print_addr(tcp, addr);
		return -1;
	}
	memset(u.bytes + addrlen, 0, sizeof(u.bytes) - addrlen);
	print_sockaddr_padded(tcp, u.bytes, addrlen);
	return u.ss.ss_family;
}
