/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Netlink message headers and the walk over a buffer of messages (see netlink.h). */
#include "config.h"

#include <linux/netlink.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "decode.h"
#include "netlink.h"
#include "netutil.h"
#include "errnoent.h"
#include "print_ext.h"
#include "xlat/netlink_ack_flags.h"
#include "xlat/netlink_delete_flags.h"
#include "xlat/netlink_flags.h"
#include "xlat/netlink_get_flags.h"
#include "xlat/netlink_new_flags.h"
#include "xlat/netlink_types.h"
#include "xlat/nf_acct_msg_types.h"
#include "xlat/nf_cthelper_msg_types.h"
#include "xlat/nf_ctnetlink_exp_msg_types.h"
#include "xlat/nf_ctnetlink_msg_types.h"
#include "xlat/nf_cttimeout_msg_types.h"
#include "xlat/nf_hook_msg_types.h"
#include "xlat/nf_ipset_msg_types.h"
#include "xlat/nf_nft_compat_msg_types.h"
#include "xlat/nf_nftables_msg_types.h"
#include "xlat/nf_osf_msg_types.h"
#include "xlat/nf_queue_msg_types.h"
#include "xlat/nf_ulog_msg_types.h"
#include "xlat/nl_audit_types.h"
#include "xlat/nl_crypto_types.h"
#include "xlat/nl_netfilter_msg_types.h"
#include "xlat/nl_netfilter_subsys_ids.h"
#include "xlat/nl_route_types.h"
#include "xlat/nl_selinux_types.h"
#include "xlat/nl_sock_diag_types.h"
#include "xlat/nl_xfrm_types.h"
#include "xlat/nlmsgerr_attrs.h"

/* Netlink families (linux/netlink.h), named here for the tables below. */
enum {
	NLF_ROUTE = 0,
	NLF_SOCK_DIAG = 4,
	NLF_XFRM = 6,
	NLF_SELINUX = 7,
	NLF_AUDIT = 9,
	NLF_NETFILTER = 12,
	NLF_KOBJECT_UEVENT = 15,
	NLF_GENERIC = 16,
	NLF_CRYPTO = 21,
};

/* The message type names of each family; NULL: the control types only. */
static const struct {
	const struct xlat *x;
	const char *dflt;
} family_types[] = {
	[NLF_ROUTE] = { &nl_route_types, "RTM_???" },
	[NLF_SOCK_DIAG] = { &nl_sock_diag_types, "SOCK_DIAG_???" },
	[NLF_XFRM] = { &nl_xfrm_types, "XFRM_MSG_???" },
	[NLF_SELINUX] = { &nl_selinux_types, "SELNL_MSG_???" },
	[NLF_AUDIT] = { &nl_audit_types, "AUDIT_???" },
	[NLF_NETFILTER] = { &nl_netfilter_subsys_ids, "NFNL_SUBSYS_???" },
	[NLF_GENERIC] = { NULL, "GENERIC_FAMILY_???" },
	[NLF_CRYPTO] = { &nl_crypto_types, "CRYPTO_MSG_???" },
};

/* Netfilter subsystems' message types, by subsystem id. */
static const struct {
	const struct xlat *x;
	const char *dflt;
} nf_types[] = {
	[1] = { &nf_ctnetlink_msg_types, "IPCTNL_MSG_CT_???" },
	[2] = { &nf_ctnetlink_exp_msg_types, "IPCTNL_MSG_EXP_???" },
	[3] = { &nf_queue_msg_types, "NFQNL_MSG_???" },
	[4] = { &nf_ulog_msg_types, "NFULNL_MSG_???" },
	[5] = { &nf_osf_msg_types, "OSF_MSG_???" },
	[6] = { &nf_ipset_msg_types, "IPSET_CMD_???" },
	[7] = { &nf_acct_msg_types, "NFNL_MSG_ACCT_???" },
	[8] = { &nf_cttimeout_msg_types, "IPCTNL_MSG_TIMEOUT_???" },
	[9] = { &nf_cthelper_msg_types, "NFNL_MSG_CTHELPER_???" },
	[10] = { &nf_nftables_msg_types, "NFT_MSG_???" },
	[11] = { &nf_nft_compat_msg_types, "NFNL_MSG_COMPAT_???" },
	[12] = { &nf_hook_msg_types, "NFT_MSG_HOOK_???" },
};

bool nl_elem_limit(struct tcb *tcp, unsigned int elt)
{
	if (opts.verbose || elt != opts.max_strlen)
		return false;
	if (elt)
		value_array_more(tcp);
	else
		value_str(tcp, "...", 3, VS_BARE);	/* -s 0: nothing but "..." */
	return true;
}

void nl_print_hex(struct tcb *tcp, uint64_t addr, uint64_t len)
{
	print_strn(tcp, addr, len, QUOTE_FORCE_HEX);
}

/* Netfilter: "NFNL_SUBSYS_CTNETLINK<<8|IPCTNL_MSG_CT_GET". */
static void print_nf_type(struct tcb *tcp, uint16_t type)
{
	const char *ctl = xlat_lookup(&nl_netfilter_msg_types, type);
	if (ctl) {
		value_const(tcp, ctl, type, VB_HEX, NULL);
		return;
	}
	uint8_t subsys = type >> 8, msg = type & 0xff;
	value_expr_begin(tcp, "|");
	value_expr_begin(tcp, "<<");
	print_xval(tcp, &nl_netfilter_subsys_ids, subsys, "NFNL_SUBSYS_???");
	value_expr_next(tcp);
	value_uint(tcp, 8, VB_DEC);
	value_expr_end(tcp);
	value_expr_next(tcp);
	if (subsys < ARRAY_SIZE(nf_types) && nf_types[subsys].x)
		print_xval(tcp, nf_types[subsys].x, msg, nf_types[subsys].dflt);
	else
		print_hex(tcp, msg);
	value_expr_end(tcp);
}

static void print_nlmsg_type(struct tcb *tcp, uint16_t type, int family)
{
	if (type < NLMSG_MIN_TYPE || family < 0 || (unsigned int)family >= ARRAY_SIZE(family_types)
	    || !family_types[family].dflt) {
		print_xval(tcp, &netlink_types, type, "NLMSG_???");
		return;
	}
	if (family == NLF_NETFILTER) {
		print_nf_type(tcp, type);
		return;
	}
	if (family == NLF_GENERIC)
		print_xval(tcp, netlink_genl_families(), type, family_types[family].dflt);
	else
		print_xval(tcp, family_types[family].x, type, family_types[family].dflt);
}

/* The table of type-specific flags (NLM_F_DUMP, NLM_F_CREATE, ...), or NULL. */
static const struct xlat *type_flags(uint16_t type, int family)
{
	if (type < NLMSG_MIN_TYPE)
		return type == NLMSG_ERROR ? &netlink_ack_flags : NULL;
	switch (family) {
	case NLF_ROUTE:
		if (type == 49)	/* RTM_DELACTION takes NLM_F_ROOT */
			return &netlink_get_flags;
		switch (type & 3) {
		case 0: return &netlink_new_flags;
		case 1: return &netlink_delete_flags;
		case 2: return &netlink_get_flags;
		}
		return NULL;
	case NLF_SOCK_DIAG:
		return &netlink_get_flags;
	case NLF_CRYPTO:
		switch (type) {
		case 0x10: return &netlink_new_flags;		/* CRYPTO_MSG_NEWALG */
		case 0x11: case 0x14: return &netlink_delete_flags;	/* DELALG, DELRNG */
		case 0x13: return &netlink_get_flags;		/* GETALG */
		}
		return NULL;
	case NLF_XFRM:
		switch (type) {
		case 0x10: case 0x13: case 0x1e: case 0x22: case 0x24:
			return &netlink_new_flags;	/* NEWSA, NEWPOLICY, NEWAE, NEWSADINFO, NEWSPDINFO */
		case 0x11: case 0x14:
			return &netlink_delete_flags;	/* DELSA, DELPOLICY */
		case 0x12: case 0x15: case 0x1f: case 0x23: case 0x25:
			return &netlink_get_flags;	/* GETSA, GETPOLICY, GETAE, GETSADINFO, GETSPDINFO */
		}
		return NULL;
	case NLF_NETFILTER: {
		uint8_t subsys = type >> 8, msg = type & 0xff;
		switch (subsys) {
		case 1:	/* ctnetlink: NEW, GET, DELETE, GET_CTRZERO, GET_STATS_CPU, ... */
			if (msg == 0) return &netlink_new_flags;
			if (msg == 2) return &netlink_delete_flags;
			if (msg == 1 || (msg >= 3 && msg <= 7)) return &netlink_get_flags;
			return NULL;
		case 2:	/* ctnetlink_exp */
			if (msg == 0) return &netlink_new_flags;
			if (msg == 1 || msg == 3) return &netlink_get_flags;
			if (msg == 2) return &netlink_delete_flags;
			return NULL;
		case 7:	/* acct: NEW, GET, GET_CTRZERO, DEL */
			if (msg == 0) return &netlink_new_flags;
			if (msg == 1 || msg == 2) return &netlink_get_flags;
			if (msg == 3) return &netlink_delete_flags;
			return NULL;
		case 8:	/* cttimeout: NEW, GET, DELETE */
		case 9:	/* cthelper: NEW, GET, DEL */
			if (msg == 0) return &netlink_new_flags;
			if (msg == 1) return &netlink_get_flags;
			if (msg == 2) return &netlink_delete_flags;
			return NULL;
		case 10:	/* nftables */
			switch (msg) {
			case 0: case 3: case 6: case 9: case 12: case 15: case 18: case 22:
				return &netlink_new_flags;
			case 1: case 4: case 7: case 10: case 13: case 16: case 19: case 20: case 23:
				return &netlink_get_flags;
			case 2: case 5: case 8: case 11: case 14: case 21: case 24:
				return &netlink_delete_flags;
			}
			return NULL;
		case 11:	/* nft_compat: GET */
		case 12:	/* hook: GET */
			return msg == 0 ? &netlink_get_flags : NULL;
		}
		return NULL;
	}
	}
	return NULL;
}

/* "NLM_F_REQUEST|NLM_F_DUMP": the common flags, then the type's. */
static void print_nlmsg_flags(struct tcb *tcp, uint16_t flags, uint16_t type, int family)
{
	const struct xlat *extra = type_flags(type, family);
	if (!flags) {
		value_flags(tcp, &netlink_flags, 0, "NLM_F_???");
		return;
	}
	value_flags_begin(tcp);
	uint64_t rest = value_flags_names(tcp, &netlink_flags, flags);
	if (extra)
		rest = value_flags_names(tcp, extra, rest);
	if (rest)
		value_flags_rest(tcp, rest, VB_HEX);
	value_flags_end(tcp, "NLM_F_???");
}

static void print_nlmsghdr(struct tcb *tcp, int family, const struct nlmsghdr *h)
{
	value_struct_begin(tcp);
	value_field(tcp, "nlmsg_len");
	value_uint(tcp, h->nlmsg_len, VB_DEC);
	value_field(tcp, "nlmsg_type");
	print_nlmsg_type(tcp, h->nlmsg_type, family);
	value_field(tcp, "nlmsg_flags");
	print_nlmsg_flags(tcp, h->nlmsg_flags, h->nlmsg_type, family);
	value_field(tcp, "nlmsg_seq");
	value_uint(tcp, h->nlmsg_seq, VB_DEC);
	value_field(tcp, "nlmsg_pid");
	value_int(tcp, (int32_t)h->nlmsg_pid);
	value_struct_end(tcp);
}

static void decode_nlmsghdr_with_payload(struct tcb *tcp, int fd, int family,
					 const struct nlmsghdr *h, uint64_t addr, uint64_t len);

/* An error code as the kernel returns it: "-EINVAL", or the number. */
static void print_nl_error(struct tcb *tcp, int err)
{
	const char *name = err < 0 && err > -4096 ? errno_name(-err) : NULL;
	if (!name) {
		value_int(tcp, err);
		return;
	}
	char buf[64];
	snprintf(buf, sizeof(buf), "-%s", name);
	value_const(tcp, buf, err, VB_DEC, NULL);
}

static bool decode_nla_cookie(struct tcb *tcp, uint64_t addr, unsigned int len,
			      const void *data)
{
	(void)data;
	unsigned char b;
	print_array(tcp, addr, len, &b, 1, PA_IGNORE_SYSERROR, print_uint_elem, NULL);
	return true;
}

static const nla_decoder_fn nlmsgerr_decoders[] = {
	[1] = decode_nla_str,	/* NLMSGERR_ATTR_MSG */
	[2] = decode_nla_u32,	/* NLMSGERR_ATTR_OFFS */
	[3] = decode_nla_cookie,	/* NLMSGERR_ATTR_COOKIE */
};

/* NLMSG_ERROR: "{error=-EINVAL, msg=...}", then the extended ack attributes. */
static void decode_nlmsgerr(struct tcb *tcp, int fd, int family, uint64_t addr,
			    unsigned int len, bool capped)
{
	struct nlmsgerr err;
	if (len < sizeof(err)) {
		nl_print_hex(tcp, addr, len);
		return;
	}
	if (fetch_obj(tcp, addr, &err) < 0) {
		print_addr(tcp, addr);
		return;
	}
	addr += offsetof(struct nlmsgerr, msg);
	len -= offsetof(struct nlmsgerr, msg);
	unsigned int msg_len = err.msg.nlmsg_len > sizeof(err.msg) ? err.msg.nlmsg_len
								   : sizeof(err.msg);
	unsigned int payload = capped ? sizeof(err.msg) : msg_len;
	if (payload > len)
		payload = len;
	if (len > payload) {
		value_array_begin(tcp);
		value_elem(tcp);
	}
	value_struct_begin(tcp);
	value_field(tcp, "error");
	print_nl_error(tcp, err.error);
	value_field(tcp, "msg");
	decode_nlmsghdr_with_payload(tcp, fd, family, &err.msg, addr, payload);
	value_struct_end(tcp);
	if (len > payload) {
		value_elem(tcp);
		decode_nlattr(tcp, addr + payload, len - payload, &nlmsgerr_attrs,
			      "NLMSGERR_ATTR_???", nlmsgerr_decoders,
			      ARRAY_SIZE(nlmsgerr_decoders), NULL);
		value_array_end(tcp);
	}
}

static void decode_payload(struct tcb *tcp, int fd, int family, const struct nlmsghdr *h,
			   uint64_t addr, unsigned int len)
{
	if (h->nlmsg_type == NLMSG_ERROR) {
		decode_nlmsgerr(tcp, fd, family, addr, len, h->nlmsg_flags & NLM_F_CAPPED);
		return;
	}
	if (h->nlmsg_type >= NLMSG_MIN_TYPE || h->nlmsg_type == NLMSG_DONE) {
		bool done = false;
		switch (family) {
		case NLF_ROUTE:
			done = decode_netlink_route(tcp, h, addr, len);
			break;
		case NLF_SOCK_DIAG:
			done = decode_netlink_sock_diag(tcp, h, addr, len);
			break;
		case NLF_SELINUX:
			done = decode_netlink_selinux(tcp, h, addr, len);
			break;
		case NLF_NETFILTER:
			done = decode_netlink_netfilter(tcp, h, addr, len);
			break;
		case NLF_CRYPTO:
			done = decode_netlink_crypto(tcp, h, addr, len);
			break;
		}
		if (done)
			return;
	}
	if (h->nlmsg_type == NLMSG_DONE && len == sizeof(int)) {
		int num;
		if (fetch_obj(tcp, addr, &num) < 0)
			print_addr(tcp, addr);
		else
			value_int(tcp, num);
		return;
	}
	nl_print_hex(tcp, addr, len);
}

static void decode_nlmsghdr_with_payload(struct tcb *tcp, int fd, int family,
					 const struct nlmsghdr *h, uint64_t addr, uint64_t len)
{
	unsigned int msg_len = h->nlmsg_len < len ? h->nlmsg_len : (unsigned int)len;
	bool payload = msg_len > NLMSG_HDRLEN;
	if (payload) {
		value_array_begin(tcp);
		value_elem(tcp);
	}
	print_nlmsghdr(tcp, family, h);
	if (payload) {
		value_elem(tcp);
		decode_payload(tcp, fd, family, h, addr + NLMSG_HDRLEN, msg_len - NLMSG_HDRLEN);
		value_array_end(tcp);
	}
}

/* The messages of a socket of family (-1: unknown). */
static void decode_netlink_family(struct tcb *tcp, int fd, int family, uint64_t addr,
				  uint64_t len)
{
	if (family == NLF_KOBJECT_UEVENT) {
		decode_netlink_kobject_uevent(tcp, addr, len);
		return;
	}
	bool is_array = false;
	for (unsigned int elt = 0;; elt++) {
		struct nlmsghdr h;
		if (len < sizeof(h)) {
			nl_print_hex(tcp, addr, len);
			break;
		}
		if (fetch_obj(tcp, addr, &h) < 0) {
			nl_print_unreadable(tcp, addr, is_array);
			break;
		}
		if (nl_elem_limit(tcp, elt))
			break;
		uint64_t step = NLMSG_ALIGN((uint64_t)h.nlmsg_len);
		uint64_t next_addr = 0, next_len = 0;
		if (h.nlmsg_len >= NLMSG_HDRLEN) {
			next_len = len >= step ? len - step : 0;
			if (next_len && addr + step > addr)
				next_addr = addr + step;
		}
		if (!is_array && next_addr) {
			value_array_begin(tcp);
			value_elem(tcp);
			is_array = true;
		}
		decode_nlmsghdr_with_payload(tcp, fd, family, &h, addr, len);
		if (!next_addr)
			break;
		value_elem(tcp);
		addr = next_addr;
		len = next_len;
	}
	if (is_array)
		value_array_end(tcp);
}

void decode_netlink(struct tcb *tcp, int fd, uint64_t addr, uint64_t len)
{
	decode_netlink_family(tcp, fd, netlink_fd_family(tcp, fd, NULL), addr, len);
}

bool decode_netlink_sockbuf(struct tcb *tcp, int fd, uint64_t addr, uint64_t len)
{
	bool is_netlink;
	int family = netlink_fd_family(tcp, fd, &is_netlink);
	if (!is_netlink)
		return false;
	decode_netlink_family(tcp, fd, family, addr, len);
	return true;
}
