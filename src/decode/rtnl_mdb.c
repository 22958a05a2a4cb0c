/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * NETLINK_ROUTE bridge multicast database messages (struct br_port_msg) and
 * multicast routing cache reports, as strace prints them.
 */
#include "config.h"

#include <arpa/inet.h>
#include <linux/if_bridge.h>
#include <linux/mroute.h>
#include <linux/mroute6.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <string.h>
#include <sys/socket.h>

#include "decode.h"
#include "netlink.h"
#include "netutil.h"
#include "xlat/addrfams.h"
#include "xlat/mdb_flags.h"
#include "xlat/mdb_states.h"
#include "xlat/multicast_router_types.h"
#include "xlat/rtnl_family.h"
#include "xlat/rtnl_ip6mra_creport_attr.h"
#include "xlat/rtnl_ip6mra_msg_types.h"
#include "xlat/rtnl_ipmra_creport_attr.h"
#include "xlat/rtnl_ipmra_msg_types.h"
#include "xlat/rtnl_mdb_attrs.h"
#include "xlat/rtnl_mdba_mdb_attrs.h"
#include "xlat/rtnl_mdba_mdb_eattr_attrs.h"
#include "xlat/rtnl_mdba_mdb_entry_attrs.h"
#include "xlat/rtnl_mdba_router_attrs.h"
#include "xlat/rtnl_mdba_router_pattr_attrs.h"

static const nla_decoder_fn mdb_eattr_decoders[] = {
	[MDBA_MDB_EATTR_TIMER] = decode_nla_clock_t,
};

/* struct br_mdb_entry, then its extra attributes. */
static bool decode_mdb_entry_info(struct tcb *tcp, uint64_t addr, unsigned int len,
				  const void *d)
{
	struct br_mdb_entry e;
	(void)d;
	if (len < sizeof(e))
		return false;
	if (nl_nla_read(tcp, addr, len, &e, sizeof(e))) {
		int proto = ntohs(e.addr.proto);
		value_struct_begin(tcp);
		value_field(tcp, "ifindex");
		print_ifindex(tcp, e.ifindex);
		value_field(tcp, "state");
		print_xval(tcp, &mdb_states, e.state, "MDB_???");
		value_field(tcp, "flags");
		print_flags(tcp, &mdb_flags, e.flags, "MDB_FLAGS_???");
		value_field(tcp, "vid");
		value_uint(tcp, e.vid, VB_DEC);
		value_field(tcp, "addr");
		value_struct_begin(tcp);
		nl_print_inet_addr_field(tcp, proto, &e.addr.u, sizeof(e.addr.u), "u");
		value_field(tcp, "proto");
		value_call_begin(tcp, "htons");
		value_call_arg(tcp);
		print_xval(tcp, &addrfams, (uint32_t)proto, "AF_???");
		value_call_end(tcp);
		value_struct_end(tcp);
		value_struct_end(tcp);
	}
	nl_attrs_after(tcp, addr, len, sizeof(e), &rtnl_mdba_mdb_eattr_attrs, "MDBA_MDB_EATTR_???",
		       mdb_eattr_decoders, ARRAY_SIZE(mdb_eattr_decoders), NULL);
	return true;
}

static const nla_decoder_fn mdb_entry_decoders[] = {
	[MDBA_MDB_ENTRY_INFO] = decode_mdb_entry_info,
};

static bool decode_mdb_entry(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	decode_nlattr(tcp, addr, len, &rtnl_mdba_mdb_entry_attrs, "MDBA_MDB_ENTRY_???",
		      mdb_entry_decoders, ARRAY_SIZE(mdb_entry_decoders), NULL);
	return true;
}

static const nla_decoder_fn mdb_decoders[] = {
	[MDBA_MDB_ENTRY] = decode_mdb_entry,
};

static bool decode_mdba_mdb(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	decode_nlattr(tcp, addr, len, &rtnl_mdba_mdb_attrs, "MDBA_MDB_???", mdb_decoders,
		      ARRAY_SIZE(mdb_decoders), NULL);
	return true;
}

static bool decode_router_type(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	/* len is at least 1: decode_nlattr calls no decoder for an empty payload. */
	(void)d;
	return nl_nla_named(tcp, addr, len, &multicast_router_types, "MDB_RTR_TYPE_???", 1,
			    NL_NAMED_HEAD);
}

static const nla_decoder_fn router_pattr_decoders[] = {
	[MDBA_ROUTER_PATTR_TIMER] = decode_nla_clock_t,
	[MDBA_ROUTER_PATTR_TYPE] = decode_router_type,
	[MDBA_ROUTER_PATTR_INET_TIMER] = decode_nla_clock_t,
	[MDBA_ROUTER_PATTR_INET6_TIMER] = decode_nla_clock_t,
};

/* MDBA_ROUTER_PORT: an interface index, then its attributes. */
static bool decode_router_port(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	uint32_t ifindex;
	(void)d;
	if (len < sizeof(ifindex))
		return false;
	if (nl_nla_read(tcp, addr, len, &ifindex, sizeof(ifindex)))
		print_ifindex(tcp, ifindex);
	nl_attrs_after(tcp, addr, len, sizeof(ifindex), &rtnl_mdba_router_pattr_attrs,
		       "MDBA_ROUTER_PATTR_???", router_pattr_decoders,
		       ARRAY_SIZE(router_pattr_decoders), NULL);
	return true;
}

static const nla_decoder_fn router_decoders[] = {
	[MDBA_ROUTER_PORT] = decode_router_port,
};

static bool decode_mdba_router(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	decode_nlattr(tcp, addr, len, &rtnl_mdba_router_attrs, "MDBA_ROUTER_???", router_decoders,
		      ARRAY_SIZE(router_decoders), NULL);
	return true;
}

static const nla_decoder_fn br_port_msg_decoders[] = {
	[MDBA_MDB] = decode_mdba_mdb,
	[MDBA_ROUTER] = decode_mdba_router,
};

void decode_br_port_msg(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len)
{
	struct br_port_msg m = { .family = family };
	bool ok = nl_begin_fixed(tcp, "family", family, addr, len, &m, sizeof(m));
	if (ok) {
		value_field(tcp, "ifindex");
		print_ifindex(tcp, m.ifindex);
	}
	nl_end_fixed(tcp, ok, addr, len, sizeof(m), &rtnl_mdb_attrs, "MDBA_???",
		     br_port_msg_decoders, ARRAY_SIZE(br_port_msg_decoders), NULL);
}

/* --- multicast routing cache reports --------------------------------------- */

static bool decode_ipmra_msg_type(struct tcb *tcp, uint64_t addr, unsigned int len,
				  const void *d)
{
	(void)d;
	return nl_nla_xval(tcp, addr, len, &rtnl_ipmra_msg_types, "IGMPMSG_???", 1);
}

static bool decode_ip6mra_msg_type(struct tcb *tcp, uint64_t addr, unsigned int len,
				   const void *d)
{
	(void)d;
	return nl_nla_xval(tcp, addr, len, &rtnl_ip6mra_msg_types, "MRT6MSG_???", 1);
}

static const nla_decoder_fn ipmra_decoders[] = {
	[IPMRA_CREPORT_MSGTYPE] = decode_ipmra_msg_type,
	[IPMRA_CREPORT_VIF_ID] = decode_nla_u32,
	[IPMRA_CREPORT_SRC_ADDR] = decode_nla_in_addr,
	[IPMRA_CREPORT_DST_ADDR] = decode_nla_in_addr,
	[IPMRA_CREPORT_TABLE] = decode_nla_u32,
};

static const nla_decoder_fn ip6mra_decoders[] = {
	[IP6MRA_CREPORT_MSGTYPE] = decode_ip6mra_msg_type,
	[IP6MRA_CREPORT_MIF_ID] = decode_nla_u32,
	[IP6MRA_CREPORT_SRC_ADDR] = decode_nla_in6_addr,
	[IP6MRA_CREPORT_DST_ADDR] = decode_nla_in6_addr,
};

void decode_cachereport(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len)
{
	value_struct_begin(tcp);
	value_field(tcp, "rtgen_family");
	const char *name = xlat_lookup(&rtnl_family, family);
	if (!name)
		name = xlat_lookup(&addrfams, family);
	value_const(tcp, name, family, VB_HEX, "RTNL_FAMILY_???");
	value_struct_end(tcp);
	const unsigned int off = NLMSG_ALIGN(sizeof(struct rtgenmsg));
	if (len <= off)
		return;
	value_elem(tcp);
	if (family == RTNL_FAMILY_IPMR)
		decode_nlattr(tcp, addr + off, len - off, &rtnl_ipmra_creport_attr,
			      "IPMRA_CREPORT_???", ipmra_decoders, ARRAY_SIZE(ipmra_decoders), NULL);
	else if (family == RTNL_FAMILY_IP6MR)
		decode_nlattr(tcp, addr + off, len - off, &rtnl_ip6mra_creport_attr,
			      "IP6MRA_CREPORT_???", ip6mra_decoders, ARRAY_SIZE(ip6mra_decoders),
			      NULL);
	else
		nl_print_hex(tcp, addr + off, len - off);
}
