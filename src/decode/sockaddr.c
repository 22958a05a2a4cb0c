/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Socket addresses: AF_UNIX, AF_INET, AF_INET6, AF_NETLINK, AF_PACKET and a few more. */
#include "config.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <stddef.h>
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
#include "xlat/ethernet_protocols.h"
#include "xlat/mctp_addrs.h"
#include "xlat/mctp_nets.h"
#include "xlat/qipcrtr_nodes.h"
#include "xlat/qipcrtr_ports.h"
#include "xlat/sockaddr_vsock_cids.h"
#include "xlat/sockaddr_vsock_flags.h"
#include "xlat/sockaddr_vsock_ports.h"
#include "xlat/sockaddr_xdp_flags.h"

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

#define SA_FAMILY_SIZE 2
/* sin6_scope_id is shown only when the length covers more than this. */
#define SIN6_MIN_LEN 24

/* The bytes after the family, as a string: the fallback for any address. */
static void print_sa_data(struct tcb *tcp, const char *buf, int addrlen)
{
	tprints(tcp, "sa_data=");
	print_quoted(tcp, buf + SA_FAMILY_SIZE, addrlen - SA_FAMILY_SIZE, 0);
}

static void print_sa_un(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sockaddr_un *sun = (const void *)buf;
	int len = addrlen > (int)sizeof(*sun) ? (int)sizeof(*sun) : addrlen;
	int path_len = len - SA_FAMILY_SIZE;

	tprints(tcp, "sun_path=");
	if (sun->sun_path[0]) {
		print_quoted(tcp, sun->sun_path, path_len, QUOTE_NUL_TERMINATED);
	} else {
		/* An abstract name: every byte counts, NULs included. */
		tprints(tcp, "@");
		print_quoted(tcp, sun->sun_path + 1, path_len - 1, 0);
	}
}

void print_inet_addr_field(struct tcb *tcp, int family, const void *addr, const char *name)
{
	char text[INET6_ADDRSTRLEN];
	if (!inet_ntop(family, addr, text, sizeof(text))) {
		tprintf(tcp, "%s=", name);
		print_quoted(tcp, addr, family == AF_INET6 ? 16 : 4, QUOTE_FORCE_HEX);
		return;
	}
	if (family == AF_INET) {
		tprintf(tcp, "%s=inet_addr(", name);
		print_quoted(tcp, text, strlen(text), 0);
		tprints(tcp, ")");
	} else {
		tprints(tcp, "inet_pton(AF_INET6, ");
		print_quoted(tcp, text, strlen(text), 0);
		tprintf(tcp, ", &%s)", name);
	}
}

static void print_sa_in(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sockaddr_in *sin = (const void *)buf;
	(void)addrlen;
	tprintf(tcp, "sin_port=htons(%u), ", ntohs(sin->sin_port));
	print_inet_addr_field(tcp, AF_INET, &sin->sin_addr, "sin_addr");
}

static void print_sa_in6(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sockaddr_in6 *sin6 = (const void *)buf;
	tprintf(tcp, "sin6_port=htons(%u), sin6_flowinfo=htonl(%u), ", ntohs(sin6->sin6_port),
		ntohl(sin6->sin6_flowinfo));
	print_inet_addr_field(tcp, AF_INET6, &sin6->sin6_addr, "sin6_addr");
	if (addrlen <= SIN6_MIN_LEN)
		return;
	tprints(tcp, ", sin6_scope_id=");
	if (IN6_IS_ADDR_LINKLOCAL(&sin6->sin6_addr) || IN6_IS_ADDR_MC_LINKLOCAL(&sin6->sin6_addr))
		print_ifindex(tcp, sin6->sin6_scope_id);
	else
		print_udec(tcp, sin6->sin6_scope_id);
}

static void print_sa_nl(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sa_nl *nl = (const void *)buf;
	(void)addrlen;
	if (nl->nl_pad)
		tprintf(tcp, "nl_pad=%#x, ", nl->nl_pad);
	tprintf(tcp, "nl_pid=%d, nl_groups=%#08x", (int)nl->nl_pid, nl->nl_groups);
}

static void print_sa_ll(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sa_ll *ll = (const void *)buf;
	tprints(tcp, "sll_protocol=htons(");
	print_xval(tcp, &ethernet_protocols, ntohs(ll->sll_protocol), "ETH_P_???");
	tprints(tcp, "), sll_ifindex=");
	print_ifindex(tcp, (unsigned int)ll->sll_ifindex);
	tprints(tcp, ", sll_hatype=");
	print_xval(tcp, &arp_hardware_types, ll->sll_hatype, "ARPHRD_???");
	tprints(tcp, ", sll_pkttype=");
	print_xval(tcp, &af_packet_types, ll->sll_pkttype, "PACKET_???");
	tprintf(tcp, ", sll_halen=%u", ll->sll_halen);
	if (!ll->sll_halen)
		return;
	/* sll_halen may claim more than the length holds (or than sll_addr's 8 bytes:
	 * the rest of the address buffer follows it). */
	unsigned int avail = (unsigned int)addrlen - offsetof(struct sa_ll, sll_addr);
	const uint8_t *addr = (const uint8_t *)buf + offsetof(struct sa_ll, sll_addr);
	tprints(tcp, ", sll_addr=[");
	for (unsigned int i = 0; i < ll->sll_halen; i++) {
		if (i)
			tprint_sep(tcp);
		if (i >= avail) {
			tprints(tcp, "...");
			break;
		}
		tprintf(tcp, "%#02x", addr[i]);
	}
	tprints(tcp, "]");
}

static void print_sa_ipx(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sa_ipx *ipx = (const void *)buf;
	(void)addrlen;
	tprintf(tcp, "sipx_port=htons(%u), sipx_network=htonl(", ntohs(ipx->sipx_port));
	print_hex(tcp, ntohl(ipx->sipx_network));
	tprints(tcp, "), sipx_node=[");
	for (size_t i = 0; i < sizeof(ipx->sipx_node); i++)
		tprintf(tcp, "%s%#02x", i ? ", " : "", ipx->sipx_node[i]);
	tprintf(tcp, "], sipx_type=%#02x", ipx->sipx_type);
	if (ipx->sipx_zero)
		tprintf(tcp, ", sipx_zero=%#x", ipx->sipx_zero);
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

static void print_sa_x25(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sa_x25 *x25 = (const void *)buf;
	(void)addrlen;
	tprints(tcp, "sx25_addr={x25_addr=");
	print_char_array(tcp, x25->x25_addr, sizeof(x25->x25_addr));
	tprints(tcp, "}");
}

/* Flags as hex with their names in a comment (strace's "verbose" style). */
static void print_flags_verbose(struct tcb *tcp, const struct xlat *x, uint32_t flags,
				const char *dflt)
{
	if (!flags) {
		tprints(tcp, "0");
		return;
	}
	print_hex(tcp, flags);
	tprints(tcp, " /* ");
	uint32_t left = flags;
	bool any = false;
	for (size_t i = 0; i < x->count && left; i++) {
		uint32_t v = (uint32_t)x->entries[i].val;
		if (v && (left & v) == v) {
			tprintf(tcp, "%s%s", any ? "|" : "", x->entries[i].str);
			left &= ~v;
			any = true;
		}
	}
	if (!any)
		tprints(tcp, dflt);
	else if (left)
		tprintf(tcp, "|%#x", left);
	tprints(tcp, " */");
}

static void print_sa_alg(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sa_alg *alg = (const void *)buf;
	tprints(tcp, "salg_type=");
	print_char_array(tcp, alg->salg_type, sizeof(alg->salg_type));
	tprints(tcp, ", salg_feat=");
	print_flags_verbose(tcp, &alg_sockaddr_flags, alg->salg_feat, "CRYPTO_ALG_???");
	tprints(tcp, ", salg_mask=");
	print_flags_verbose(tcp, &alg_sockaddr_flags, alg->salg_mask, "CRYPTO_ALG_???");
	tprints(tcp, ", salg_name=");
	print_char_array(tcp, alg->salg_name, addrlen - SA_ALG_NAME_OFF);
}

static void print_sa_vm(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sa_vm *vm = (const void *)buf;
	(void)addrlen;
	if (vm->svm_reserved1)
		tprintf(tcp, "svm_reserved1=%#x, ", vm->svm_reserved1);
	tprints(tcp, "svm_cid=");
	print_xval(tcp, &sockaddr_vsock_cids, vm->svm_cid, NULL);
	tprints(tcp, ", svm_port=");
	print_xval(tcp, &sockaddr_vsock_ports, vm->svm_port, NULL);
	tprints(tcp, ", svm_flags=");
	print_flags(tcp, &sockaddr_vsock_flags, vm->svm_flags, "VMADDR_FLAG_???");
	if (vm->svm_zero[0] || vm->svm_zero[1] || vm->svm_zero[2]) {
		tprints(tcp, ", svm_zero=");
		print_quoted(tcp, (const char *)vm->svm_zero, sizeof(vm->svm_zero),
			     QUOTE_FORCE_HEX);
	}
}

static void print_sa_qrtr(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sa_qrtr *q = (const void *)buf;
	(void)addrlen;
	tprints(tcp, "sq_node=");
	print_xval(tcp, &qipcrtr_nodes, q->sq_node, NULL);
	tprints(tcp, ", sq_port=");
	print_xval(tcp, &qipcrtr_ports, q->sq_port, NULL);
}

static void print_sa_xdp(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sa_xdp *xdp = (const void *)buf;
	(void)addrlen;
	tprints(tcp, "sxdp_flags=");
	print_flags(tcp, &sockaddr_xdp_flags, xdp->sxdp_flags, "XDP_???");
	tprints(tcp, ", sxdp_ifindex=");
	print_ifindex(tcp, xdp->sxdp_ifindex);
	tprintf(tcp, ", sxdp_queue_id=%u", xdp->sxdp_queue_id);
	if (xdp->sxdp_flags & XDP_SHARED_UMEM_FLAG) {
		tprints(tcp, ", sxdp_shared_umem_fd=");
		print_fd(tcp, (int)xdp->sxdp_shared_umem_fd);
	} else if (xdp->sxdp_shared_umem_fd) {
		tprintf(tcp, ", sxdp_shared_umem_fd=%#x", xdp->sxdp_shared_umem_fd);
	}
}

static void print_sa_mctp(struct tcb *tcp, const char *buf, int addrlen)
{
	const struct sa_mctp *m = (const void *)buf;
	(void)addrlen;
	if (m->pad0)
		tprintf(tcp, "__smctp_pad0=%#x, ", m->pad0);
	tprints(tcp, "smctp_network=");
	print_xval(tcp, &mctp_nets, m->smctp_network, NULL);
	tprints(tcp, ", smctp_addr={s_addr=");
	print_xval(tcp, &mctp_addrs, m->s_addr, NULL);
	tprints(tcp, "}, ");
	tprints(tcp, "smctp_type=");
	print_hex(tcp, m->smctp_type);
	tprints(tcp, ", smctp_tag=");
	print_hex(tcp, m->smctp_tag);
	if (m->pad1)
		tprintf(tcp, ", __smctp_pad1=%#x", m->pad1);
}

typedef void (*sa_printer)(struct tcb *tcp, const char *buf, int addrlen);

/* A family's printer and the least length it needs; shorter ones print as sa_data. */
static const struct {
	sa_printer print;
	int min_len;
} sa_printers[] = {
	[AF_UNIX] = { print_sa_un, SA_FAMILY_SIZE + 1 },
	[AF_INET] = { print_sa_in, sizeof(struct sockaddr_in) },
	[AF_IPX] = { print_sa_ipx, sizeof(struct sa_ipx) },
	[AF_X25] = { print_sa_x25, sizeof(struct sa_x25) },
	[AF_INET6] = { print_sa_in6, SIN6_MIN_LEN },
	[AF_NETLINK] = { print_sa_nl, sizeof(struct sa_nl) },
	[AF_PACKET] = { print_sa_ll, sizeof(struct sa_ll) },
	[AF_ALG] = { print_sa_alg, SA_ALG_NAME_OFF + 1 },
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
	tprints(tcp, "{sa_family=");
	print_xval(tcp, &addrfams, family, "AF_???");
	if (addrlen > SA_FAMILY_SIZE) {
		tprint_sep(tcp);
		if (family < ARRAY_SIZE(sa_printers) && sa_printers[family].print &&
		    addrlen >= sa_printers[family].min_len)
			sa_printers[family].print(tcp, buf, addrlen);
		else
			print_sa_data(tcp, buf, addrlen);
	}
	tprints(tcp, "}");
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
