/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * NETLINK_ROUTE payloads besides links, addresses, routes and neighbours: rules
 * (struct fib_rule_hdr), netconf, namespace ids, address labels and DCB, as strace
 * prints them.
 */
#include "config.h"

#include <string.h>

#include <linux/dcbnl.h>
#include <linux/fib_rules.h>
#include <linux/if_addrlabel.h>
#include <linux/if_link.h>
#include <linux/neighbour.h>
#include <linux/net_namespace.h>
#include <linux/nexthop.h>
#include <linux/netconf.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>

#include "decode.h"
#include "netlink.h"
#include "netutil.h"
#include "print_ext.h"
#include "xlat/dcb_commands.h"
#include "xlat/fib_rule_actions.h"
#include "xlat/fib_rule_flags.h"
#include "xlat/inet_protocols.h"
#include "xlat/ifstats_attr_flags.h"
#include "xlat/ifstats_attrs.h"
#include "xlat/ip_type_of_services.h"
#include "xlat/lwtunnel_encap_types.h"
#include "xlat/route_nexthop_flags.h"
#include "xlat/routing_scopes.h"
#include "xlat/rtnl_neightbl_attrs.h"
#include "xlat/rtnl_neightbl_parms_attrs.h"
#include "xlat/rtnl_nexthop_attrs.h"
#include "xlat/rtnl_nexthop_grp_types.h"
#include "xlat/rtnl_nha_res_bucket_attrs.h"
#include "xlat/rtnl_nha_res_group_attrs.h"
#include "xlat/routing_protocols.h"
#include "xlat/routing_table_ids.h"
#include "xlat/rtnl_addrlabel_attrs.h"
#include "xlat/rtnl_dcb_attrs.h"
#include "xlat/rtnl_netconf_attrs.h"
#include "xlat/rtnl_nsid_attrs.h"
#include "xlat/rtnl_rule_attrs.h"

bool decode_nla_rt_class(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_named(tcp, addr, len, &routing_table_ids, NULL, 4, NL_NAMED_HEAD);
}

static bool decode_rt_proto(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_named(tcp, addr, len, &routing_protocols, "RTPROT_???", 1, NL_NAMED_HEAD);
}

/* --- rules ----------------------------------------------------------------- */

/* FRA_UID_RANGE, FRA_[SD]PORT_RANGE: {start=..., end=...} of width-byte members. */
static bool decode_range(struct tcb *tcp, uint64_t addr, unsigned int len, unsigned int width)
{
	static const char *const names[] = { "start", "end" };
	uint32_t r32[2];
	uint16_t r16[2];
	if (len < 2 * width)
		return false;
	if (fetch_mem(tcp, addr, width == 4 ? (void *)r32 : (void *)r16, 2 * width) < 0) {
		print_addr(tcp, addr);
		return true;
	}
	if (width == 2) {
		r32[0] = r16[0];
		r32[1] = r16[1];
	}
	nl_print_uint_fields(tcp, r32, 4, names, 2);
	return true;
}

static bool decode_uid_range(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return decode_range(tcp, addr, len, 4);
}

static bool decode_port_range(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return decode_range(tcp, addr, len, 2);
}

static bool decode_be64(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	uint64_t v;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &v, sizeof(v)))
		return len >= sizeof(v);
	value_call_begin(tcp, "htobe64");
	value_call_arg(tcp);
	value_uint(tcp, __builtin_bswap64(v), VB_DEC);
	value_call_end(tcp);
	return true;
}

static const nla_decoder_fn rule_decoders[] = {
	[FRA_DST] = decode_nla_family_addr,
	[FRA_SRC] = decode_nla_family_addr,
	[FRA_IIFNAME] = decode_nla_str,
	[FRA_GOTO] = decode_nla_u32,
	[FRA_PRIORITY] = decode_nla_u32,
	[FRA_FWMARK] = decode_nla_u32,
	[FRA_FLOW] = decode_nla_u32,
	[FRA_TUN_ID] = decode_be64,
	[FRA_SUPPRESS_IFGROUP] = decode_nla_u32,
	[FRA_SUPPRESS_PREFIXLEN] = decode_nla_u32,
	[FRA_TABLE] = decode_nla_rt_class,
	[FRA_FWMASK] = decode_nla_u32,
	[FRA_OIFNAME] = decode_nla_str,
	[FRA_L3MDEV] = decode_nla_u8,
	[FRA_UID_RANGE] = decode_uid_range,
	[FRA_PROTOCOL] = decode_rt_proto,
	[FRA_IP_PROTO] = decode_nla_ip_proto,
	[FRA_SPORT_RANGE] = decode_port_range,
	[FRA_DPORT_RANGE] = decode_port_range,
};

static void decode_fib_rule_hdr(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len)
{
	struct fib_rule_hdr h = { .family = family };
	bool ok = nl_begin_fixed(tcp, "family", family, addr, len, &h, sizeof(h));
	if (ok) {
		value_field(tcp, "dst_len");
		value_uint(tcp, h.dst_len, VB_DEC);
		value_field(tcp, "src_len");
		value_uint(tcp, h.src_len, VB_DEC);
		value_field(tcp, "tos");
		print_flags(tcp, &ip_type_of_services, h.tos, "IPTOS_TOS_???");
		value_field(tcp, "table");
		print_xval(tcp, &routing_table_ids, h.table, "RT_TABLE_???");
		value_field(tcp, "action");
		print_xval(tcp, &fib_rule_actions, h.action, "FR_ACT_???");
		value_field(tcp, "flags");
		print_flags(tcp, &fib_rule_flags, h.flags, "FIB_RULE_???");
	}
	nl_end_fixed(tcp, ok, addr, len, sizeof(h), &rtnl_rule_attrs, "FRA_???", rule_decoders,
		     ARRAY_SIZE(rule_decoders), &h);
}

/* --- netconf, nsid --------------------------------------------------------- */

static const nla_decoder_fn netconf_decoders[] = {
	[NETCONFA_IFINDEX] = decode_nla_ifindex,
	[NETCONFA_FORWARDING] = decode_nla_s32,
	[NETCONFA_RP_FILTER] = decode_nla_s32,
	[NETCONFA_MC_FORWARDING] = decode_nla_s32,
	[NETCONFA_PROXY_NEIGH] = decode_nla_s32,
	[NETCONFA_IGNORE_ROUTES_WITH_LINKDOWN] = decode_nla_s32,
	[NETCONFA_INPUT] = decode_nla_s32,
	[NETCONFA_BC_FORWARDING] = decode_nla_s32,
};

static const nla_decoder_fn nsid_decoders[] = {
	[NETNSA_NSID] = decode_nla_s32,
	[NETNSA_PID] = decode_nla_u32,
	[NETNSA_FD] = decode_nla_fd,
	[NETNSA_TARGET_NSID] = decode_nla_s32,
	[NETNSA_CURRENT_NSID] = decode_nla_s32,
};

/* --- address labels, DCB --------------------------------------------------- */

static const nla_decoder_fn ifal_decoders[] = {
	[IFAL_ADDRESS] = decode_nla_family_addr,
	[IFAL_LABEL] = decode_nla_u32,
};

static void decode_ifaddrlblmsg(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len)
{
	struct ifaddrlblmsg m = { .ifal_family = family };
	bool ok = nl_begin_fixed(tcp, "ifal_family", family, addr, len, &m, sizeof(m));
	if (ok) {
		value_field(tcp, "ifal_prefixlen");
		value_uint(tcp, m.ifal_prefixlen, VB_DEC);
		value_field(tcp, "ifal_flags");
		value_uint(tcp, m.ifal_flags, VB_DEC);
		value_field(tcp, "ifal_index");
		print_ifindex(tcp, m.ifal_index);
		value_field(tcp, "ifal_seq");
		value_uint(tcp, m.ifal_seq, VB_DEC);
	}
	nl_end_fixed(tcp, ok, addr, len, sizeof(m), &rtnl_addrlabel_attrs, "IFAL_???",
		     ifal_decoders, ARRAY_SIZE(ifal_decoders), &m);
}

static void decode_dcbmsg(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len)
{
	struct dcbmsg m = { .dcb_family = family };
	bool ok = nl_begin_fixed(tcp, "dcb_family", family, addr, len, &m, sizeof(m));
	if (ok) {
		value_field(tcp, "cmd");
		print_xval(tcp, &dcb_commands, m.cmd, "DCB_CMD_???");
	}
	nl_end_fixed(tcp, ok, addr, len, sizeof(m), &rtnl_dcb_attrs, "DCB_ATTR_???", NULL, 0, NULL);
}

/* --- next hops, interface statistics, neighbour tables -------------------- */

/* struct nexthop_grp as strace 6.1 knows it (newer headers renamed resvd1). */
struct nh_grp {
	uint32_t id;
	uint8_t weight;
	uint8_t resvd1;
	uint16_t resvd2;
};

static bool print_nh_grp(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	struct nh_grp g;
	(void)size;
	(void)data;
	memcpy(&g, elem, sizeof(g));
	value_struct_begin(tcp);
	value_field(tcp, "id");
	value_uint(tcp, g.id, VB_DEC);
	value_field(tcp, "weight");
	value_uint(tcp, g.weight, VB_DEC);
	if (g.resvd1) {
		value_field(tcp, "resvd1");
		value_uint(tcp, g.resvd1, VB_HEX);
	}
	if (g.resvd2) {
		value_field(tcp, "resvd2");
		value_uint(tcp, g.resvd2, VB_HEX);
	}
	value_struct_end(tcp);
	return true;
}

static bool decode_nha_group(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_array(tcp, addr, len, sizeof(struct nh_grp), print_nh_grp);
}

static bool decode_nha_group_type(struct tcb *tcp, uint64_t addr, unsigned int len,
				  const void *d)
{
	(void)d;
	return nl_nla_xval(tcp, addr, len, &rtnl_nexthop_grp_types, "NEXTHOP_GRP_TYPE_???", 2);
}

static const nla_decoder_fn nha_res_group_decoders[] = {
	[NHA_RES_GROUP_BUCKETS] = decode_nla_u16,
	[NHA_RES_GROUP_IDLE_TIMER] = decode_nla_clock_t,
	[NHA_RES_GROUP_UNBALANCED_TIMER] = decode_nla_clock_t,
	[NHA_RES_GROUP_UNBALANCED_TIME] = decode_nla_clock_t,
};

static bool decode_nha_res_group(struct tcb *tcp, uint64_t addr, unsigned int len,
				 const void *d)
{
	decode_nlattr(tcp, addr, len, &rtnl_nha_res_group_attrs, "NHA_RES_GROUP_???",
		      nha_res_group_decoders, ARRAY_SIZE(nha_res_group_decoders), d);
	return true;
}

static const nla_decoder_fn nha_res_bucket_decoders[] = {
	[NHA_RES_BUCKET_INDEX] = decode_nla_u16,
	[NHA_RES_BUCKET_IDLE_TIME] = decode_nla_clock_t,
	[NHA_RES_BUCKET_NH_ID] = decode_nla_u32,
};

static bool decode_nha_res_bucket(struct tcb *tcp, uint64_t addr, unsigned int len,
				  const void *d)
{
	decode_nlattr(tcp, addr, len, &rtnl_nha_res_bucket_attrs, "NHA_RES_BUCKET_???",
		      nha_res_bucket_decoders, ARRAY_SIZE(nha_res_bucket_decoders), d);
	return true;
}

bool decode_nla_encap_type(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_named(tcp, addr, len, &lwtunnel_encap_types, "LWTUNNEL_ENCAP_???", 2,
			    NL_NAMED_HEAD);
}

static const nla_decoder_fn nhmsg_decoders[] = {
	[NHA_ENCAP_TYPE] = decode_nla_encap_type,
	[NHA_RES_GROUP] = decode_nha_res_group,
	[NHA_RES_BUCKET] = decode_nha_res_bucket,
	[NHA_ID] = decode_nla_u32,
	[NHA_GROUP] = decode_nha_group,
	[NHA_GROUP_TYPE] = decode_nha_group_type,
	[NHA_BLACKHOLE] = decode_nla_u32,
	[NHA_OIF] = decode_nla_ifindex,
	[NHA_GATEWAY] = decode_nla_family_addr,
	[NHA_GROUPS] = decode_nla_u32,
	[NHA_MASTER] = decode_nla_ifindex,
	[NHA_FDB] = decode_nla_u32,
};

static void decode_nhmsg(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len)
{
	struct nhmsg m = { .nh_family = family };
	bool ok = nl_begin_fixed(tcp, "nh_family", family, addr, len, &m, sizeof(m));
	if (ok) {
		value_field(tcp, "nh_scope");
		print_xval(tcp, &routing_scopes, m.nh_scope, NULL);
		value_field(tcp, "nh_protocol");
		print_xval(tcp, &routing_protocols, m.nh_protocol, "RTPROT_???");
		if (m.resvd) {
			value_field(tcp, "resvd");
			value_uint(tcp, m.resvd, VB_HEX);
		}
		value_field(tcp, "nh_flags");
		print_flags(tcp, &route_nexthop_flags, m.nh_flags, "RTNH_F_???");
	}
	nl_end_fixed(tcp, ok, addr, len, sizeof(m), &rtnl_nexthop_attrs, "NHA_???", nhmsg_decoders,
		     ARRAY_SIZE(nhmsg_decoders), &m);
}

static const nla_decoder_fn ifstats_decoders[] = {
	[IFLA_STATS_LINK_64] = decode_nla_link_stats64,
	[IFLA_STATS_LINK_XSTATS] = decode_ifstats_xstats,
	[IFLA_STATS_LINK_XSTATS_SLAVE] = decode_ifstats_xstats,
	[IFLA_STATS_LINK_OFFLOAD_XSTATS] = decode_ifstats_offload,
	[IFLA_STATS_AF_SPEC] = decode_ifstats_af_spec,
};

static void decode_ifstatsmsg(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len)
{
	struct if_stats_msg m = { .family = family };
	bool ok = nl_begin_fixed(tcp, "family", family, addr, len, &m, sizeof(m));
	if (ok) {
		if (m.pad1) {
			value_field(tcp, "pad1");
			value_uint(tcp, m.pad1, VB_HEX);
		}
		if (m.pad2) {
			value_field(tcp, "pad2");
			value_uint(tcp, m.pad2, VB_HEX);
		}
		value_field(tcp, "ifindex");
		print_ifindex(tcp, m.ifindex);
		value_field(tcp, "filter_mask");
		print_flags(tcp, &ifstats_attr_flags, m.filter_mask, "1<<IFLA_STATS_???");
	}
	nl_end_fixed(tcp, ok, addr, len, sizeof(m), &ifstats_attrs, "IFLA_STATS_???",
		     ifstats_decoders, ARRAY_SIZE(ifstats_decoders), &m);
}

static const nla_decoder_fn ndt_parms_decoders[] = {
	[NDTPA_IFINDEX] = decode_nla_ifindex,
	[NDTPA_REFCNT] = decode_nla_u32,
	[NDTPA_REACHABLE_TIME] = decode_nla_u64,
	[NDTPA_BASE_REACHABLE_TIME] = decode_nla_u64,
	[NDTPA_RETRANS_TIME] = decode_nla_u64,
	[NDTPA_GC_STALETIME] = decode_nla_u64,
	[NDTPA_DELAY_PROBE_TIME] = decode_nla_u64,
	[NDTPA_QUEUE_LEN] = decode_nla_u32,
	[NDTPA_APP_PROBES] = decode_nla_u32,
	[NDTPA_UCAST_PROBES] = decode_nla_u32,
	[NDTPA_MCAST_PROBES] = decode_nla_u32,
	[NDTPA_ANYCAST_DELAY] = decode_nla_u64,
	[NDTPA_PROXY_DELAY] = decode_nla_u64,
	[NDTPA_PROXY_QLEN] = decode_nla_u32,
	[NDTPA_LOCKTIME] = decode_nla_u64,
	[NDTPA_QUEUE_LENBYTES] = decode_nla_u32,
	[NDTPA_MCAST_REPROBES] = decode_nla_u32,
	[NDTPA_INTERVAL_PROBE_TIME_MS] = decode_nla_u64,
};

static bool decode_ndta_parms(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	decode_nlattr(tcp, addr, len, &rtnl_neightbl_parms_attrs, "NDTPA_???", ndt_parms_decoders,
		      ARRAY_SIZE(ndt_parms_decoders), d);
	return true;
}

/* struct ndt_stats: 10 counters, 11 with ndts_table_fulls. */
static bool decode_ndt_stats(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	static const char *const names[] = {
		"ndts_allocs", "ndts_destroys", "ndts_hash_grows", "ndts_res_failed",
		"ndts_lookups", "ndts_hits", "ndts_rcv_probes_mcast", "ndts_rcv_probes_ucast",
		"ndts_periodic_gc_runs", "ndts_forced_gc_runs", "ndts_table_fulls",
	};
	unsigned int n = len >= 11 * sizeof(uint64_t) ? 11 : len == 10 * sizeof(uint64_t) ? 10 : 0;
	(void)d;
	return n && nl_nla_uint_fields(tcp, addr, len, n * sizeof(uint64_t), 8, names, n);
}

static bool decode_ndt_config(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	struct ndt_config c;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &c, sizeof(c)))
		return len >= sizeof(c);
	const struct nl_field f[] = {
		{ "ndtc_key_len", c.ndtc_key_len, VB_DEC },
		{ "ndtc_entry_size", c.ndtc_entry_size, VB_DEC },
		{ "ndtc_entries", c.ndtc_entries, VB_DEC },
		{ "ndtc_last_flush", c.ndtc_last_flush, VB_DEC },
		{ "ndtc_last_rand", c.ndtc_last_rand, VB_DEC },
		{ "ndtc_hash_rnd", c.ndtc_hash_rnd, VB_DEC },
		{ "ndtc_hash_mask", c.ndtc_hash_mask, VB_HEX_W8 },
		{ "ndtc_hash_chain_gc", c.ndtc_hash_chain_gc, VB_DEC },
		{ "ndtc_proxy_qlen", c.ndtc_proxy_qlen, VB_DEC },
	};
	value_struct_begin(tcp);
	nl_print_fields(tcp, f, ARRAY_SIZE(f));
	value_struct_end(tcp);
	return true;
}

static const nla_decoder_fn ndtmsg_decoders[] = {
	[NDTA_CONFIG] = decode_ndt_config,
	[NDTA_PARMS] = decode_ndta_parms,
	[NDTA_STATS] = decode_ndt_stats,
	[NDTA_NAME] = decode_nla_str,
	[NDTA_THRESH1] = decode_nla_u32,
	[NDTA_THRESH2] = decode_nla_u32,
	[NDTA_THRESH3] = decode_nla_u32,
	[NDTA_GC_INTERVAL] = decode_nla_u64,
};

bool decode_rtnl_misc(struct tcb *tcp, uint16_t type, uint8_t family, uint64_t addr,
		      unsigned int len)
{
	switch (type) {
	case RTM_NEWRULE: case RTM_DELRULE: case RTM_GETRULE:
		decode_fib_rule_hdr(tcp, family, addr, len);
		return true;
	case RTM_NEWNETCONF: case RTM_DELNETCONF: case RTM_GETNETCONF:
		nl_decode_family_attrs(tcp, "ncm_family", family, addr, len, &rtnl_netconf_attrs,
				    "NETCONFA_???", netconf_decoders, ARRAY_SIZE(netconf_decoders));
		return true;
	case RTM_NEWNSID: case RTM_DELNSID: case RTM_GETNSID:
		nl_decode_family_attrs(tcp, "rtgen_family", family, addr, len, &rtnl_nsid_attrs,
				    "NETNSA_???", nsid_decoders, ARRAY_SIZE(nsid_decoders));
		return true;
	case RTM_NEWADDRLABEL: case RTM_DELADDRLABEL: case RTM_GETADDRLABEL:
		decode_ifaddrlblmsg(tcp, family, addr, len);
		return true;
	case RTM_NEWQDISC: case RTM_DELQDISC: case RTM_GETQDISC:
	case RTM_NEWTCLASS: case RTM_DELTCLASS: case RTM_GETTCLASS:
	case RTM_NEWTFILTER: case RTM_DELTFILTER: case RTM_GETTFILTER:
	case RTM_NEWCHAIN: case RTM_DELCHAIN: case RTM_GETCHAIN:
		decode_tcmsg(tcp, family, addr, len);
		return true;
	case RTM_NEWNEXTHOP: case RTM_DELNEXTHOP: case RTM_GETNEXTHOP:
		decode_nhmsg(tcp, family, addr, len);
		return true;
	case RTM_NEWSTATS: case RTM_GETSTATS:
		decode_ifstatsmsg(tcp, family, addr, len);
		return true;
	case RTM_NEWNEIGHTBL: case RTM_GETNEIGHTBL: case RTM_SETNEIGHTBL:
		nl_decode_family_attrs(tcp, "ndtm_family", family, addr, len, &rtnl_neightbl_attrs,
				    "NDTA_???", ndtmsg_decoders, ARRAY_SIZE(ndtmsg_decoders));
		return true;
	case RTM_NEWACTION: case RTM_DELACTION: case RTM_GETACTION:
		decode_tcamsg(tcp, family, addr, len);
		return true;
	case RTM_NEWMDB: case RTM_DELMDB: case RTM_GETMDB:
		decode_br_port_msg(tcp, family, addr, len);
		return true;
	case RTM_NEWCACHEREPORT:
		decode_cachereport(tcp, family, addr, len);
		return true;
	case RTM_GETDCB: case RTM_SETDCB:
		decode_dcbmsg(tcp, family, addr, len);
		return true;
	}
	return false;
}
