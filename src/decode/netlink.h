/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Netlink messages in the buffers of sendto, recvfrom, sendmsg and recvmsg, as
 * strace 6.1 prints them: "[{nlmsg_len=..., nlmsg_type=..., ...}, payload]", an
 * array of such messages when the buffer holds several, the payload decoded by the
 * socket's netlink family (route, sock_diag; other families by header).
 */
#ifndef SYSTRACE_DECODE_NETLINK_H
#define SYSTRACE_DECODE_NETLINK_H

#include <stdbool.h>
#include <stdint.h>

#include "print_ext.h"

struct tcb;
struct xlat;
struct nlmsghdr;

/* fd's netlink family (NETLINK_ROUTE, ...) when it is a bound netlink socket, else
 * -1. *is_netlink (may be NULL) says whether fd is a netlink socket at all. */
int netlink_fd_family(struct tcb *tcp, int fd, bool *is_netlink);
/* socket() returned fd for domain and protocol: remembered for the -m buffered
 * decoding of calls whose program has gone by the time they are printed. */
void netlink_fd_note_socket(struct tcb *tcp, int fd, int domain, int protocol);

/* len bytes at addr on netlink socket fd: the messages, or a string when fd is not
 * a netlink socket. Returns false (nothing printed) when fd is not netlink. */
bool decode_netlink_sockbuf(struct tcb *tcp, int fd, uint64_t addr, uint64_t len);
/* The messages at addr, fd being a netlink socket. */
void decode_netlink(struct tcb *tcp, int fd, uint64_t addr, uint64_t len);

/* NETLINK_GENERIC family names by id, from the kernel (empty when it cannot tell). */
const struct xlat *netlink_genl_families(void);

/* --- helpers the family decoders share (netlink_nlattr.c) ------------------ */

/* Decodes the data of one attribute (len bytes at addr); false: print it raw. */
typedef bool (*nla_decoder_fn)(struct tcb *tcp, uint64_t addr, unsigned int len,
			       const void *data);

/*
 * The attributes in len bytes at addr: "[{nla_len=..., nla_type=NAME}, data]" each,
 * an array when there are several. decoders[type] decodes the data (NULL or a type
 * past n: a hex string). n == 0 with decoders: decoders[0] for every type, given the
 * type as its data.
 */
void decode_nlattr(struct tcb *tcp, uint64_t addr, unsigned int len, const struct xlat *x,
		   const char *dflt, const nla_decoder_fn *decoders, unsigned int n,
		   const void *data);

bool decode_nla_u8(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data);
bool decode_nla_u16(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data);
bool decode_nla_u32(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data);
bool decode_nla_u64(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data);
bool decode_nla_s32(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data);
bool decode_nla_x16(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data);
bool decode_nla_x32(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data);
bool decode_nla_str(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data);
bool decode_nla_ifindex(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data);
bool decode_nla_fd(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data);
bool decode_nla_uid(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data);
bool decode_nla_hwaddr(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data);
/* A hardware address of ARPHRD type: only as many bytes as type's addresses have
 * in the text form (strace takes an interface's family for its type). */
bool decode_nla_hwaddr_type(struct tcb *tcp, uint64_t addr, unsigned int len,
			    unsigned int type);
bool decode_nla_meminfo(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data);
/* An address of the family in the first byte of the message's fixed header, which
 * is data (ifaddrmsg, rtmsg, ndmsg, fib_rule_hdr, ifaddrlblmsg, nhmsg). */
bool decode_nla_family_addr(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data);
bool decode_nla_in_addr(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data);
bool decode_nla_in6_addr(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data);

/* An attribute of size bytes (len may not be shorter, nor over 8): its value named
 * from x, as flags or as one value. false: print it raw. */
bool nl_nla_flags(struct tcb *tcp, uint64_t addr, unsigned int len, const struct xlat *x,
		  const char *dflt, unsigned int size);
bool nl_nla_xval(struct tcb *tcp, uint64_t addr, unsigned int len, const struct xlat *x,
		 const char *dflt, unsigned int size);
/* nl_nla_flags (how NL_NAMED_FLAGS) and nl_nla_xval (how 0) in one, how adding
 * NL_NAMED_HEAD for the first size bytes of a longer attribute. */
enum {
	NL_NAMED_FLAGS = 1 << 0,	/* flags, not one value */
	NL_NAMED_HEAD = 1 << 1,		/* the first size (1 to 8) bytes of any longer len */
};
bool nl_nla_named(struct tcb *tcp, uint64_t addr, unsigned int len, const struct xlat *x,
		  const char *dflt, unsigned int size, unsigned int how);
/* One unsigned member for nl_print_fields: name=v in base (VB_DEC when left out). */
struct nl_field {
	const char *name;
	uint64_t v;
	enum value_base base;
};
/* The n members of f, in order (the caller prints the braces around them). */
void nl_print_fields(struct tcb *tcp, const struct nl_field *f, size_t n);
/* Reads len (<= 8) bytes at addr as a little-endian number into *v; false after
 * printing the address when they cannot be read. */
bool nl_fetch_uint(struct tcb *tcp, uint64_t addr, unsigned int len, uint64_t *v);
/* Reads the size bytes an attribute of len bytes at addr begins with into buf:
 * false when len is shorter (nothing printed) or they cannot be read (the address
 * printed). A decoder then returns len >= size: raw only when too short. */
bool nl_nla_read(struct tcb *tcp, uint64_t addr, unsigned int len, void *buf, size_t size);
/* Unsigned fields of a struct of 4- or 8-byte members, in order, the first n. */
void nl_print_uint_fields(struct tcb *tcp, const void *buf, unsigned int width,
			  const char *const *names, unsigned int n);
/* An attribute holding a struct of size bytes (at most 256), its first n members
 * unsigned of width bytes: those, as nl_print_uint_fields; false when len is
 * shorter (print it raw). */
bool nl_nla_uint_fields(struct tcb *tcp, uint64_t addr, unsigned int len, size_t size,
			unsigned int width, const char *const *names, unsigned int n);

/* "[[NAME]=v, [NAME]=v, ...]": nmemb integers of elem_size (4 or 8) bytes at base
 * in systrace's memory, each after its index named from x (decimal, dflt as a
 * comment, when unnamed). */
void nl_print_indexed_local(struct tcb *tcp, const void *base, size_t nmemb,
			    unsigned int elem_size, bool is_signed, const struct xlat *x,
			    const char *dflt);
/* An attribute of such "[NAME]=v" integers, as many as len holds; false when it
 * holds none. */
bool nl_nla_indexed(struct tcb *tcp, uint64_t addr, unsigned int len, unsigned int elem_size,
		    bool is_signed, const struct xlat *x, const char *dflt);
/* An attribute of elements of elem_size (at most 128) bytes, as many as len holds,
 * each printed by fn (print_array); false when it holds none. */
bool nl_nla_array(struct tcb *tcp, uint64_t addr, unsigned int len, size_t elem_size,
		  print_elem_fn fn);

/* A NUL-terminated string in len bytes at addr: "..." after it when no NUL ends
 * it within len (or -s). */
void nl_print_cstr(struct tcb *tcp, uint64_t addr, unsigned int len);
/* A struct member name=: a char array of size bytes up to its NUL, or all but
 * its last byte and "..." (strace's print_quoted_cstring; no -s limit). */
void nl_print_cstring_field(struct tcb *tcp, const char *name, const void *buf, size_t size);
/* struct rtnl_link_stats64, as much as strace 6.1 knows of it. */
bool decode_nla_link_stats64(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d);

/* len bytes at addr as a hex string cut at -s (strace's printstr_ex FORCE_HEX). */
void nl_print_hex(struct tcb *tcp, uint64_t addr, uint64_t len);
/* The bytes of len past a struct of size at addr, as the next element in hex. */
void nl_print_tail(struct tcb *tcp, uint64_t addr, unsigned int len, size_t size);
/* An address of family at addr: inet_addr("..."), inet_pton(AF_INET6, "..."), or
 * the bytes as a hex string when the family or the length does not fit. */
void nl_print_inet_addr(struct tcb *tcp, int family, uint64_t addr, unsigned int len);
/* The same as member name= (NULL: none), the IPv6 call ending in "&name". */
void nl_print_inet_addr_member(struct tcb *tcp, int family, uint64_t addr, unsigned int len,
			       const char *name);
/* An address member of len bytes (name NULL: no member name), as strace's
 * print_inet_addr: inet_addr("..."), inet_pton(AF_INET6, "...", &name); under -X
 * raw the len bytes in hex, -X verbose adding the call as a comment. Not an address
 * of family: the bytes in hex, and false. */
bool nl_print_inet_addr_field(struct tcb *tcp, int family, const void *buf, unsigned int len,
			      const char *name);
/* A hardware address "aa:bb:..." of len bytes (-X raw: the bytes in hex, verbose
 * adding the text as a comment); the text form shows the first shown bytes. */
void nl_print_mac(struct tcb *tcp, const unsigned char *buf, unsigned int len);
void nl_print_mac_shown(struct tcb *tcp, const unsigned char *buf, unsigned int len,
			unsigned int shown);
/* "{family=AF_INET, data="\x..."}": a payload without a decoder. */
void nl_decode_family(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len);
/* A message or attribute at addr that cannot be read: its address, or after the
 * elements of an array (in_array) "..." and the address as a comment. */
void nl_print_unreadable(struct tcb *tcp, uint64_t addr, bool in_array);
/* The element limit: true when element elt is past -s without -v ("..." printed). */
bool nl_elem_limit(struct tcb *tcp, unsigned int elt);

/* --- family decoders ------------------------------------------------------- */
/* Each prints the payload (len bytes at addr) of message hdr; false: print it raw. */
bool decode_netlink_route(struct tcb *tcp, const struct nlmsghdr *hdr, uint64_t addr,
			  unsigned int len);
/* Route messages of rtnl_misc.c (rules, netconf, nsid, address labels, DCB): false
 * when type is none of them. */
bool decode_rtnl_misc(struct tcb *tcp, uint16_t type, uint8_t family, uint64_t addr,
		      unsigned int len);
/* Link attributes by kind and bridge attributes (rtnl_link_bridge.c). */
bool decode_ifla_linkinfo(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d);
void decode_brport_attrs(struct tcb *tcp, uint64_t addr, unsigned int len);
void decode_af_spec_bridge(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d);
/* IFLA_VFINFO_LIST (rtnl_link_vf.c). */
bool decode_ifla_vfinfo_list(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d);
bool decode_ifla_port(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d);
bool decode_ifla_vf_ports(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d);
/* Bridge multicast database messages, multicast cache reports (rtnl_mdb.c). */
void decode_br_port_msg(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len);
void decode_cachereport(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len);
/* A clock_t attribute of up to 8 bytes (rtnl_link_bridge.c). */
bool decode_nla_clock_t(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d);
/* Interface statistics attributes (rtnl_stats.c). */
bool decode_ifstats_xstats(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d);
bool decode_ifstats_offload(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d);
bool decode_ifstats_af_spec(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d);
/* Traffic control messages (rtnl_tc.c). */
void decode_tcmsg(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len);
void decode_tcamsg(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len);
/* RTA_TABLE, FRA_TABLE: a routing table id. */
bool decode_nla_rt_class(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data);
/* RTA_ENCAP_TYPE, NHA_ENCAP_TYPE: a LWTUNNEL_ENCAP_* type. */
bool decode_nla_encap_type(struct tcb *tcp, uint64_t addr, unsigned int len, const void *data);
bool decode_netlink_sock_diag(struct tcb *tcp, const struct nlmsghdr *hdr, uint64_t addr,
			      unsigned int len);
/* NETLINK_CRYPTO: struct crypto_user_alg and its attributes (netlink_crypto.c). */
bool decode_netlink_crypto(struct tcb *tcp, const struct nlmsghdr *hdr, uint64_t addr,
			   unsigned int len);
bool decode_netlink_selinux(struct tcb *tcp, const struct nlmsghdr *hdr, uint64_t addr,
			    unsigned int len);
bool decode_netlink_netfilter(struct tcb *tcp, const struct nlmsghdr *hdr, uint64_t addr,
			      unsigned int len);
/* NETLINK_KOBJECT_UEVENT: text, or udev's header and the properties. */
void decode_netlink_kobject_uevent(struct tcb *tcp, uint64_t addr, uint64_t len);

/* "{family_field=AF_..., " then the rest of a fixed header of size bytes into buf
 * (its first byte, the family, already read); false when too short ("...") or
 * unreadable (the address). */
bool nl_begin_fixed(struct tcb *tcp, const char *family_field, uint8_t family, uint64_t addr,
		    unsigned int len, void *buf, size_t size);
/* The header's "}", then, when it was read (ok), the attributes after it. */
void nl_end_fixed(struct tcb *tcp, bool ok, uint64_t addr, unsigned int len, size_t size,
		  const struct xlat *x, const char *dflt, const nla_decoder_fn *decoders,
		  unsigned int n, const void *data);
/* The attributes past a header of size bytes (NLMSG_ALIGN'ed) of the len at addr,
 * as the next element; nothing when there are none. */
void nl_attrs_after(struct tcb *tcp, uint64_t addr, unsigned int len, size_t size,
		    const struct xlat *x, const char *dflt, const nla_decoder_fn *decoders,
		    unsigned int n, const void *data);
/* "{family_field=AF_...}": a header of the family byte alone (struct rtgenmsg and
 * the like, 4 bytes aligned), then attributes. */
void nl_decode_family_attrs(struct tcb *tcp, const char *family_field, uint8_t family,
			    uint64_t addr, unsigned int len, const struct xlat *x,
			    const char *dflt, const nla_decoder_fn *decoders, unsigned int n);
/* An attribute holding an IPPROTO_* byte. */
bool decode_nla_ip_proto(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d);

#endif
