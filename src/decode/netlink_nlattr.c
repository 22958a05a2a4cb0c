/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Netlink attributes and the value printers the family decoders share (netlink.h). */
#include "config.h"

#include <arpa/inet.h>
#include <linux/if_arp.h>
#include <linux/netlink.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

#include "decode.h"
#include "netlink.h"
#include "netutil.h"
#include "print_ext.h"
#include "xlat/addrfams.h"
#include "xlat/inet_protocols.h"
#include "xlat/netlink_sk_meminfo_indices.h"

bool nl_print_inet_addr_field(struct tcb *tcp, int family, const void *buf, unsigned int len,
			      const char *name)
{
	char text[INET6_ADDRSTRLEN];
	unsigned int size = family == AF_INET ? 4 : family == AF_INET6 ? 16 : 0;
	if (!size || len < size || !inet_ntop(family, buf, text, sizeof(text))) {
		if (name)
			value_field(tcp, name);
		print_quoted(tcp, buf, len, QUOTE_FORCE_HEX);
		return false;
	}
	if (opts.const_style != CONST_ABBREV) {
		/* -X raw: all len bytes in hex; verbose adds the call as a comment, the
		 * IPv6 one without its "&name". */
		if (name)
			value_field(tcp, name);
		print_quoted(tcp, buf, len, QUOTE_FORCE_HEX);
		if (opts.const_style == CONST_RAW)
			return true;
		if (family == AF_INET)
			value_commentf(tcp, "inet_addr(\"%s\")", text);
		else
			value_commentf(tcp, "inet_pton(AF_INET6, \"%s\")", text);
		return true;
	}
	if (family == AF_INET) {
		if (name)
			value_field(tcp, name);
		value_call_begin(tcp, "inet_addr");
	} else {
		/* The member's name is the call's last argument, "&name". */
		if (name)
			value_field(tcp, NULL);
		value_call_begin(tcp, "inet_pton");
		value_call_arg(tcp);
		value_const(tcp, "AF_INET6", AF_INET6, VB_DEC, NULL);
	}
	value_call_arg(tcp);
	value_str(tcp, text, strlen(text), 0);
	if (family == AF_INET6 && name) {
		char ref[64];
		int n = snprintf(ref, sizeof(ref), "&%s", name);
		value_call_arg(tcp);
		value_str(tcp, ref, (size_t)n < sizeof(ref) ? (size_t)n : sizeof(ref) - 1, VS_BARE);
	}
	value_call_end(tcp);
	return true;
}

void nl_print_mac_shown(struct tcb *tcp, const unsigned char *buf, unsigned int len,
			unsigned int shown)
{
	if (opts.const_style != CONST_ABBREV || len > MAX_ADDR_LEN)
		print_quoted(tcp, (const char *)buf, len, QUOTE_FORCE_HEX);
	if (opts.const_style == CONST_RAW || len > MAX_ADDR_LEN)
		return;
	char text[MAX_ADDR_LEN * 3 + 1] = "";
	size_t pos = 0;
	for (unsigned int i = 0; i < shown && i < len; i++)
		pos += (size_t)snprintf(text + pos, sizeof(text) - pos, i ? ":%02x" : "%02x", buf[i]);
	if (opts.const_style == CONST_VERBOSE)
		value_comment(tcp, text);
	else
		value_str(tcp, text, pos, VS_BARE);
}

void nl_print_mac(struct tcb *tcp, const unsigned char *buf, unsigned int len)
{
	nl_print_mac_shown(tcp, buf, len, len);
}

void nl_print_inet_addr_member(struct tcb *tcp, int family, uint64_t addr, unsigned int len,
			       const char *name)
{
	unsigned char buf[16];
	unsigned int size = family == AF_INET ? 4 : family == AF_INET6 ? 16 : 0;
	if (size && len >= size && fetch_mem(tcp, addr, buf, size) == 0) {
		nl_print_inet_addr_field(tcp, family, buf, size, name);
		return;
	}
	if (name)
		value_field(tcp, name);
	if (!size || len < size)
		nl_print_hex(tcp, addr, len);
	else
		print_addr(tcp, addr);
}

void nl_print_inet_addr(struct tcb *tcp, int family, uint64_t addr, unsigned int len)
{
	nl_print_inet_addr_member(tcp, family, addr, len, NULL);
}

void nl_print_tail(struct tcb *tcp, uint64_t addr, unsigned int len, size_t size)
{
	if (len <= size)
		return;
	value_elem(tcp);
	nl_print_hex(tcp, addr + size, len - size);
}

void nl_decode_family(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len)
{
	value_struct_begin(tcp);
	value_field(tcp, "family");
	print_xval(tcp, &addrfams, family, "AF_???");
	if (len > 1) {
		value_field(tcp, "data");
		nl_print_hex(tcp, addr + 1, len - 1);
	}
	value_struct_end(tcp);
}

/* The type named from x; without a table, the number in hex. */
static void print_nla_type(struct tcb *tcp, const struct xlat *x, unsigned int type,
			   const char *dflt)
{
	if (x)
		print_xval(tcp, x, type, dflt);
	else
		value_uint(tcp, type, VB_HEX);
}

/* "{nla_len=8, nla_type=NLA_F_NESTED|IFLA_...}". */
static void print_nlattr(struct tcb *tcp, const struct nlattr *nla, const struct xlat *x,
			 const char *dflt)
{
	value_struct_begin(tcp);
	value_field(tcp, "nla_len");
	value_uint(tcp, nla->nla_len, VB_DEC);
	value_field(tcp, "nla_type");
	unsigned int type = nla->nla_type & NLA_TYPE_MASK;
	if (nla->nla_type & (NLA_F_NESTED | NLA_F_NET_BYTEORDER)) {
		value_expr_begin(tcp, "|");
		if (nla->nla_type & NLA_F_NESTED) {
			value_const(tcp, "NLA_F_NESTED", NLA_F_NESTED, VB_HEX, NULL);
			value_expr_next(tcp);
		}
		if (nla->nla_type & NLA_F_NET_BYTEORDER) {
			value_const(tcp, "NLA_F_NET_BYTEORDER", NLA_F_NET_BYTEORDER, VB_HEX, NULL);
			value_expr_next(tcp);
		}
		print_nla_type(tcp, x, type, dflt);
		value_expr_end(tcp);
	} else {
		print_nla_type(tcp, x, type, dflt);
	}
	value_struct_end(tcp);
}

static void decode_nlattr_with_data(struct tcb *tcp, const struct nlattr *nla, uint64_t addr,
				    unsigned int len, const struct xlat *x, const char *dflt,
				    const nla_decoder_fn *decoders, unsigned int n,
				    const void *data)
{
	unsigned int nla_len = nla->nla_len < len ? nla->nla_len : len;
	bool payload = nla_len > NLA_HDRLEN;
	if (payload) {
		value_array_begin(tcp);
		value_elem(tcp);
	}
	print_nlattr(tcp, nla, x, dflt);
	if (!payload)
		return;
	value_elem(tcp);
	unsigned int idx = n ? nla->nla_type & NLA_TYPE_MASK : 0;
	const void *arg = n ? data : (const void *)(uintptr_t)nla->nla_type;
	if (!decoders || (n && idx >= n) || !decoders[idx] ||
	    !decoders[idx](tcp, addr + NLA_HDRLEN, nla_len - NLA_HDRLEN, arg))
		nl_print_hex(tcp, addr + NLA_HDRLEN, nla_len - NLA_HDRLEN);
	value_array_end(tcp);
}

void nl_print_unreadable(struct tcb *tcp, uint64_t addr, bool in_array)
{
	if (in_array) {
		value_array_more(tcp);
		value_commentf(tcp, "%#llx", (unsigned long long)addr);
	} else {
		print_addr(tcp, addr);
	}
}

void decode_nlattr(struct tcb *tcp, uint64_t addr, unsigned int len, const struct xlat *x,
		   const char *dflt, const nla_decoder_fn *decoders, unsigned int n,
		   const void *data)
{
	bool is_array = false;
	for (unsigned int elt = 0;; elt++) {
		struct nlattr nla;
		if (len < sizeof(nla)) {
			nl_print_hex(tcp, addr, len);
			break;
		}
		if (fetch_obj(tcp, addr, &nla) < 0) {
			nl_print_unreadable(tcp, addr, is_array);
			break;
		}
		if (nl_elem_limit(tcp, elt))
			break;
		unsigned int step = NLA_ALIGN(nla.nla_len);
		uint64_t next_addr = 0;
		unsigned int next_len = 0;
		if (nla.nla_len >= NLA_HDRLEN) {
			next_len = len >= step ? len - step : 0;
			if (next_len && addr + step > addr)
				next_addr = addr + step;
		}
		if (!is_array && next_addr) {
			value_array_begin(tcp);
			value_elem(tcp);
			is_array = true;
		}
		decode_nlattr_with_data(tcp, &nla, addr, len, x, dflt, decoders, n, data);
		if (!next_addr)
			break;
		value_elem(tcp);
		addr = next_addr;
		len = next_len;
	}
	if (is_array)
		value_array_end(tcp);
}

/* Reads an integer of size bytes; false when len is too short (print it raw). */
#define NLA_INT(name, type, print)						\
bool decode_nla_##name(struct tcb *tcp, uint64_t addr, unsigned int len,	\
		       const void *data)					\
{										\
	type v;									\
	(void)data;								\
	if (nl_nla_read(tcp, addr, len, &v, sizeof(v)))				\
		print;								\
	return len >= sizeof(v);						\
}

NLA_INT(u8, uint8_t, value_uint(tcp, v, VB_DEC))
NLA_INT(u16, uint16_t, value_uint(tcp, v, VB_DEC))
NLA_INT(u32, uint32_t, value_uint(tcp, v, VB_DEC))
NLA_INT(u64, uint64_t, value_uint(tcp, v, VB_DEC))
NLA_INT(s32, int32_t, value_int(tcp, v))
NLA_INT(x16, uint16_t, value_uint(tcp, v, VB_HEX))
NLA_INT(x32, uint32_t, value_uint(tcp, v, VB_HEX))
NLA_INT(ifindex, uint32_t, print_ifindex(tcp, v))
NLA_INT(fd, int32_t, print_fd(tcp, v))
NLA_INT(uid, uint32_t, print_id(tcp, v))

/* The string in len bytes at addr, at most -s of them shown: up to its first NUL
 * (to_nul), or ended by a NUL at the end of what is shown; "..." when it goes on. */
static void print_nla_string(struct tcb *tcp, uint64_t addr, unsigned int len, bool to_nul)
{
	/* Up to -s bytes and one more, to see whether the string goes on. */
	size_t size = len < (uint64_t)opts.max_strlen + 1 ? len : opts.max_strlen + 1;
	char stackbuf[256];
	char *buf = size <= sizeof(stackbuf) ? stackbuf : xmalloc(size);
	if (!addr || fetch_mem(tcp, addr, buf, size) < 0) {
		print_addr(tcp, addr);
	} else if (to_nul) {
		size_t shown = size > opts.max_strlen ? opts.max_strlen : size;
		size_t n = strnlen(buf, shown);
		print_quoted(tcp, buf, n, n < shown || !len ? 0 : QUOTE_ELLIPSIS);
	} else {
		size_t n = size > opts.max_strlen ? opts.max_strlen : size;
		/* A trailing NUL in what is shown ends the string; without one, "...".
		 * Under -xx, or -x with a byte to escape (the NUL counts), strace
		 * writes every byte in hex, the NUL too, and then "...". */
		bool hexed = opts.xflag > 1;
		for (size_t i = 0; i < n && opts.xflag == 1 && !hexed; i++) {
			unsigned char c = (unsigned char)buf[i];
			hexed = c > 0x7e || (c < ' ' && (c < '\t' || c > '\r'));
		}
		bool ended = !hexed && n && buf[n - 1] == '\0';
		print_quoted(tcp, buf, ended ? n - 1 : n, ended || !len ? 0 : QUOTE_ELLIPSIS);
	}
	if (buf != stackbuf)
		free(buf);
}

bool decode_nla_str(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data)
{
	(void)data;
	print_nla_string(tcp, addr, len, false);
	return true;
}

/* How many bytes of a hardware address of ARPHRD type the kernel uses (the
 * drivers' address lengths); 255 when the type does not say. */
static unsigned int hwaddr_size(unsigned int type)
{
	switch (type) {
	case ARPHRD_NETROM: case ARPHRD_AX25:
		return 7;
	case ARPHRD_ETHER: case ARPHRD_IEEE802: case ARPHRD_HIPPI: case ARPHRD_LOOPBACK:
	case ARPHRD_FDDI: case ARPHRD_IEEE80211: case ARPHRD_IEEE80211_PRISM:
	case ARPHRD_IEEE80211_RADIOTAP:
		return 6;
	case ARPHRD_ARCNET: case ARPHRD_LOCALTLK: case ARPHRD_PHONET:
	case ARPHRD_PHONET_PIPE: case ARPHRD_MCTP:
		return 1;
	case ARPHRD_DLCI:
		return 2;
	case ARPHRD_IEEE1394: case ARPHRD_TUNNEL6: case ARPHRD_IP6GRE:
		return 16;
	case ARPHRD_EUI64: case ARPHRD_IEEE802154: case ARPHRD_IEEE802154_MONITOR:
	case ARPHRD_6LOWPAN:
		return 8;
	case ARPHRD_INFINIBAND:
		return 20;
	case ARPHRD_ROSE:
		return 5;
	case ARPHRD_TUNNEL: case ARPHRD_SIT: case ARPHRD_IPGRE: case ARPHRD_IRDA:
		return 4;
	case ARPHRD_SLIP: case ARPHRD_X25: case ARPHRD_CAN: case ARPHRD_PPP:
	case ARPHRD_RAWHDLC: case ARPHRD_RAWIP: case ARPHRD_IPDDP: case ARPHRD_PIMREG:
	case ARPHRD_CAIF: case ARPHRD_NETLINK: case ARPHRD_VSOCKMON:
		return 0;
	}
	return 255;
}

/* A hardware address of len bytes; the text form shows shown of them. */
static bool print_nla_hwaddr(struct tcb *tcp, uint64_t addr, unsigned int len,
			     unsigned int shown)
{
	unsigned char buf[32];
	if (len > sizeof(buf))
		return false;
	if (fetch_mem(tcp, addr, buf, len) < 0) {
		print_addr(tcp, addr);
		return true;
	}
	nl_print_mac_shown(tcp, buf, len, shown < len ? shown : len);
	return true;
}

bool decode_nla_hwaddr(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data)
{
	(void)data;
	return print_nla_hwaddr(tcp, addr, len, len);
}

bool decode_nla_hwaddr_type(struct tcb *tcp, uint64_t addr, unsigned int len,
			    unsigned int type)
{
	return print_nla_hwaddr(tcp, addr, len, hwaddr_size(type));
}

bool decode_nla_family_addr(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data)
{
	const uint8_t *family = data;
	nl_print_inet_addr(tcp, *family, addr, len);
	return true;
}

bool decode_nla_in_addr(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data)
{
	(void)data;
	if (len < 4)
		return false;
	nl_print_inet_addr(tcp, AF_INET, addr, 4);
	return true;
}

bool decode_nla_in6_addr(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data)
{
	(void)data;
	if (len < 16)
		return false;
	nl_print_inet_addr(tcp, AF_INET6, addr, 16);
	return true;
}

bool nl_fetch_uint(struct tcb *tcp, uint64_t addr, unsigned int len, uint64_t *v)
{
	unsigned char b[8] = { 0 };
	if (fetch_mem(tcp, addr, b, len) < 0) {
		print_addr(tcp, addr);
		return false;
	}
	*v = 0;
	for (unsigned int i = len; i-- > 0;)
		*v = *v << 8 | b[i];
	return true;
}

bool nl_nla_named(struct tcb *tcp, uint64_t addr, unsigned int len, const struct xlat *x,
		  const char *dflt, unsigned int size, unsigned int how)
{
	uint64_t v;
	if ((len > 8 && !(how & NL_NAMED_HEAD)) || len < size)
		return false;
	if (size)
		len = size;
	if (!nl_fetch_uint(tcp, addr, len, &v))
		return true;
	if (how & NL_NAMED_FLAGS)
		print_flags(tcp, x, v, dflt);
	else
		print_xval(tcp, x, v, dflt);
	return true;
}

bool nl_nla_flags(struct tcb *tcp, uint64_t addr, unsigned int len, const struct xlat *x,
		  const char *dflt, unsigned int size)
{
	return nl_nla_named(tcp, addr, len, x, dflt, size, NL_NAMED_FLAGS);
}

bool nl_nla_xval(struct tcb *tcp, uint64_t addr, unsigned int len, const struct xlat *x,
		 const char *dflt, unsigned int size)
{
	return nl_nla_named(tcp, addr, len, x, dflt, size, 0);
}

void nl_print_uint_fields(struct tcb *tcp, const void *buf, unsigned int width,
			  const char *const *names, unsigned int n)
{
	value_struct_begin(tcp);
	for (unsigned int i = 0; i < n; i++) {
		uint64_t v;
		if (width == 8) {
			memcpy(&v, (const char *)buf + i * 8, 8);
		} else {
			uint32_t w;
			memcpy(&w, (const char *)buf + i * 4, 4);
			v = w;
		}
		value_field(tcp, names[i]);
		value_uint(tcp, v, VB_DEC);
	}
	value_struct_end(tcp);
}

void nl_print_fields(struct tcb *tcp, const struct nl_field *f, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		value_field(tcp, f[i].name);
		value_uint(tcp, f[i].v, f[i].base);
	}
}

bool nl_nla_read(struct tcb *tcp, uint64_t addr, unsigned int len, void *buf, size_t size)
{
	if (len < size)
		return false;
	if (fetch_mem(tcp, addr, buf, size) < 0) {
		print_addr(tcp, addr);
		return false;
	}
	return true;
}

bool nl_nla_uint_fields(struct tcb *tcp, uint64_t addr, unsigned int len, size_t size,
			unsigned int width, const char *const *names, unsigned int n)
{
	uint64_t buf[32];
	if (size > sizeof(buf))
		return false;
	if (nl_nla_read(tcp, addr, len, buf, size))
		nl_print_uint_fields(tcp, buf, width, names, n);
	return len >= size;
}

struct indexed_state {
	uint64_t idx;
	bool is_signed;
	const struct xlat *x;
	const char *dflt;
};

/* One "[NAME]=v": the designated index and the value as one expression. */
static bool print_indexed_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	struct indexed_state *st = data;
	int64_t v;
	if (size == 8) {
		memcpy(&v, elem, 8);
	} else {
		int32_t w;
		memcpy(&w, elem, 4);
		v = st->is_signed ? w : (int64_t)(uint32_t)w;
	}
	value_expr_begin(tcp, "=");
	value_array_begin(tcp);
	value_elem(tcp);
	value_xlat(tcp, st->x, st->idx++, VB_DEC, st->dflt);
	value_array_end(tcp);
	value_expr_next(tcp);
	if (st->is_signed)
		value_int(tcp, v);
	else
		value_uint(tcp, (uint64_t)v, VB_DEC);
	value_expr_end(tcp);
	return true;
}

/* "[[NAME]=v, [NAME]=v, ...]": nmemb integers of elem_size (4 or 8) bytes at addr,
 * each after its index named from x (decimal, dflt as a comment, when unnamed). */
static void nl_print_indexed_array(struct tcb *tcp, uint64_t addr, uint64_t nmemb,
				   unsigned int elem_size, bool is_signed, const struct xlat *x,
				   const char *dflt)
{
	uint64_t buf;
	struct indexed_state st = { .is_signed = is_signed, .x = x, .dflt = dflt };
	print_array(tcp, addr, nmemb, &buf, elem_size, PA_IGNORE_SYSERROR, print_indexed_elem,
		    &st);
}

void nl_print_indexed_local(struct tcb *tcp, const void *base, size_t nmemb,
			    unsigned int elem_size, bool is_signed, const struct xlat *x,
			    const char *dflt)
{
	struct indexed_state st = { .is_signed = is_signed, .x = x, .dflt = dflt };
	print_local_array(tcp, base, nmemb, elem_size, print_indexed_elem, &st);
}

bool nl_nla_indexed(struct tcb *tcp, uint64_t addr, unsigned int len, unsigned int elem_size,
		    bool is_signed, const struct xlat *x, const char *dflt)
{
	if (len < elem_size)
		return false;
	nl_print_indexed_array(tcp, addr, len / elem_size, elem_size, is_signed, x, dflt);
	return true;
}

bool nl_nla_array(struct tcb *tcp, uint64_t addr, unsigned int len, size_t elem_size,
		  print_elem_fn fn)
{
	uint64_t elem[16];
	if (len < elem_size || elem_size > sizeof(elem))
		return false;
	print_array(tcp, addr, len / elem_size, elem, elem_size, PA_IGNORE_SYSERROR, fn, NULL);
	return true;
}

bool decode_nla_meminfo(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data)
{
	(void)data;
	return nl_nla_indexed(tcp, addr, len, sizeof(uint32_t), false, &netlink_sk_meminfo_indices,
			      "SK_MEMINFO_???");
}

void nl_print_cstring_field(struct tcb *tcp, const char *name, const void *buf, size_t size)
{
	const char *s = buf;
	size_t n = strnlen(s, size);
	value_field(tcp, name);
	if (n < size)
		print_quoted(tcp, s, n, 0);
	else if (size)
		print_quoted(tcp, s, size - 1, QUOTE_ELLIPSIS);
	else
		print_quoted(tcp, s, 0, 0);
}

void nl_print_cstr(struct tcb *tcp, uint64_t addr, unsigned int len)
{
	print_nla_string(tcp, addr, len, true);
}

bool nl_begin_fixed(struct tcb *tcp, const char *family_field, uint8_t family, uint64_t addr,
		    unsigned int len, void *buf, size_t size)
{
	value_struct_begin(tcp);
	value_field(tcp, family_field);
	print_xval(tcp, &addrfams, family, "AF_???");
	if (len < size) {
		value_struct_more(tcp);
		return false;
	}
	if (fetch_mem(tcp, addr + 1, (char *)buf + 1, size - 1) < 0) {
		value_field(tcp, NULL);
		print_addr(tcp, addr + 1);
		return false;
	}
	return true;
}

void nl_attrs_after(struct tcb *tcp, uint64_t addr, unsigned int len, size_t size,
		    const struct xlat *x, const char *dflt, const nla_decoder_fn *decoders,
		    unsigned int n, const void *data)
{
	unsigned int off = NLMSG_ALIGN(size);
	if (len <= off)
		return;
	value_elem(tcp);
	decode_nlattr(tcp, addr + off, len - off, x, dflt, decoders, n, data);
}

void nl_end_fixed(struct tcb *tcp, bool ok, uint64_t addr, unsigned int len, size_t size,
		  const struct xlat *x, const char *dflt, const nla_decoder_fn *decoders,
		  unsigned int n, const void *data)
{
	value_struct_end(tcp);
	if (ok)
		nl_attrs_after(tcp, addr, len, size, x, dflt, decoders, n, data);
}

void nl_decode_family_attrs(struct tcb *tcp, const char *family_field, uint8_t family,
			    uint64_t addr, unsigned int len, const struct xlat *x,
			    const char *dflt, const nla_decoder_fn *decoders, unsigned int n)
{
	value_struct_begin(tcp);
	value_field(tcp, family_field);
	print_xval(tcp, &addrfams, family, "AF_???");
	value_struct_end(tcp);
	nl_attrs_after(tcp, addr, len, 1, x, dflt, decoders, n, NULL);
}

bool decode_nla_ip_proto(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_xval(tcp, addr, len, &inet_protocols, "IPPROTO_???", 0);
}
