/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * NETLINK_ROUTE payloads: struct ifinfomsg (links), ifaddrmsg (addresses), rtmsg
 * (routes) and ndmsg (neighbours) with their attributes; other route messages as
 * "{family=..., data=...}", as strace prints them.
 */
#include "config.h"

#include <linux/if_addr.h>
#include <linux/if_link.h>
#include <linux/neighbour.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <stddef.h>
#include <string.h>
#include <sys/socket.h>

#include "decode.h"
#include "netlink.h"
#include "netutil.h"
#include "xlat/addrfams.h"
#include "xlat/arp_hardware_types.h"
#include "xlat/ifaddrflags.h"
#include "xlat/in6_addr_gen_mode.h"
#include "xlat/inet6_devconf_indices.h"
#include "xlat/inet6_if_flags.h"
#include "xlat/inet_devconf_indices.h"
#include "xlat/rtnl_ifla_af_spec_inet6_attrs.h"
#include "xlat/rtnl_ifla_af_spec_inet_attrs.h"
#include "xlat/rtnl_ifla_info_attrs.h"
#include "xlat/rtnl_ifla_xdp_attached_mode.h"
#include "xlat/rtnl_ifla_xdp_attrs.h"
#include "xlat/snmp_icmp6_stats.h"
#include "xlat/snmp_ip_stats.h"
#include "xlat/xdp_flags.h"
#include "xlat/iffflags.h"
#include "xlat/inet_protocols.h"
#include "xlat/ip_type_of_services.h"
#include "xlat/neighbor_cache_entry_ext_flags.h"
#include "xlat/rtnl_ifla_events.h"
#include "xlat/rtnl_ifla_proto_down_reason_attrs.h"
#include "xlat/rtnl_rta_metrics_attrs.h"
#include "xlat/neighbor_cache_entry_flags.h"
#include "xlat/neighbor_cache_entry_states.h"
#include "xlat/route_nexthop_flags.h"
#include "xlat/routing_flags.h"
#include "xlat/routing_protocols.h"
#include "xlat/routing_scopes.h"
#include "xlat/routing_table_ids.h"
#include "xlat/routing_types.h"
#include "xlat/rtnl_addr_attrs.h"
#include "xlat/rtnl_ifla_ext_filter_flags.h"
#include "xlat/rtnl_link_attrs.h"
#include "xlat/rtnl_neigh_attrs.h"
#include "xlat/rtnl_route_attrs.h"

/* --- links ----------------------------------------------------------------- */

static const char *const link_stats_names[] = {
	"rx_packets", "tx_packets", "rx_bytes", "tx_bytes", "rx_errors", "tx_errors",
	"rx_dropped", "tx_dropped", "multicast", "collisions", "rx_length_errors",
	"rx_over_errors", "rx_crc_errors", "rx_frame_errors", "rx_fifo_errors",
	"rx_missed_errors", "tx_aborted_errors", "tx_carrier_errors", "tx_fifo_errors",
	"tx_heartbeat_errors", "tx_window_errors", "rx_compressed", "tx_compressed",
	"rx_nohandler", "rx_otherhost_dropped",
};

/* struct rtnl_link_stats{,64}: the fields strace 6.1 knows (23 to 24 or 25), by length. */
static bool decode_link_stats(struct tcb *tcp, uint64_t addr, unsigned int len,
			      unsigned int width, unsigned int max_fields)
{
	unsigned int n;
	if (len >= max_fields * width)
		n = max_fields;
	else if (len % width == 0 && len / width >= 23 && len / width < max_fields)
		n = len / width;
	else
		return false;
	return nl_nla_uint_fields(tcp, addr, len, n * width, width, link_stats_names, n);
}

static bool decode_ifla_stats(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return decode_link_stats(tcp, addr, len, 4, 24);
}

bool decode_nla_link_stats64(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return decode_link_stats(tcp, addr, len, 8, 25);
}

static bool decode_ifla_map(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	struct rtnl_link_ifmap map;
	const unsigned int size = offsetof(struct rtnl_link_ifmap, port) + 1;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &map, size))
		return len >= size;
	value_struct_begin(tcp);
	value_field(tcp, "mem_start");
	value_uint(tcp, map.mem_start, VB_HEX);
	value_field(tcp, "mem_end");
	value_uint(tcp, map.mem_end, VB_HEX);
	value_field(tcp, "base_addr");
	value_uint(tcp, map.base_addr, VB_HEX);
	value_field(tcp, "irq");
	value_uint(tcp, map.irq, VB_DEC);
	value_field(tcp, "dma");
	value_uint(tcp, map.dma, VB_DEC);
	value_field(tcp, "port");
	value_uint(tcp, map.port, VB_DEC);
	value_struct_end(tcp);
	return true;
}

static bool decode_ifla_ext_mask(struct tcb *tcp, uint64_t addr, unsigned int len,
				 const void *d)
{
	(void)d;
	return nl_nla_flags(tcp, addr, len, &rtnl_ifla_ext_filter_flags, "RTEXT_FILTER_???", 4);
}

/* IFLA_XDP: nested attributes. */
static bool decode_xdp_attached(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_xval(tcp, addr, len, &rtnl_ifla_xdp_attached_mode, "XDP_ATTACHED_???", 1);
}

static bool decode_xdp_flags(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_named(tcp, addr, len, &xdp_flags, "XDP_FLAGS_???", 4,
			    NL_NAMED_FLAGS | NL_NAMED_HEAD);
}

static const nla_decoder_fn ifla_xdp_decoders[] = {
	[IFLA_XDP_FD] = decode_nla_fd,
	[IFLA_XDP_ATTACHED] = decode_xdp_attached,
	[IFLA_XDP_FLAGS] = decode_xdp_flags,
	[IFLA_XDP_PROG_ID] = decode_nla_u32,
	[IFLA_XDP_DRV_PROG_ID] = decode_nla_u32,
	[IFLA_XDP_SKB_PROG_ID] = decode_nla_u32,
	[IFLA_XDP_HW_PROG_ID] = decode_nla_u32,
	[IFLA_XDP_EXPECTED_FD] = decode_nla_fd,
};

static bool decode_ifla_xdp(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	decode_nlattr(tcp, addr, len, &rtnl_ifla_xdp_attrs, "IFLA_XDP_???", ifla_xdp_decoders,
		      ARRAY_SIZE(ifla_xdp_decoders), d);
	return true;
}

/* IFLA_AF_SPEC / IFLA_PROTINFO: per address family attributes. */
static bool decode_inet_conf(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_indexed(tcp, addr, len, 4, true, &inet_devconf_indices, "IPV4_DEVCONF_???");
}

static const nla_decoder_fn ifla_inet_decoders[] = {
	[IFLA_INET_CONF] = decode_inet_conf,
};

static bool decode_inet6_flags(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_flags(tcp, addr, len, &inet6_if_flags, "IF_???", 4);
}

static bool decode_inet6_conf(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_indexed(tcp, addr, len, 4, true, &inet6_devconf_indices, "DEVCONF_???");
}

static bool decode_inet6_stats(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_indexed(tcp, addr, len, 8, false, &snmp_ip_stats, "IPSTATS_MIB_???");
}

static bool decode_inet6_icmp6_stats(struct tcb *tcp, uint64_t addr, unsigned int len,
				     const void *d)
{
	(void)d;
	return nl_nla_indexed(tcp, addr, len, 8, false, &snmp_icmp6_stats, "ICMP6_MIB_???");
}

static bool decode_inet6_cacheinfo(struct tcb *tcp, uint64_t addr, unsigned int len,
				   const void *d)
{
	static const char *const names[] = { "max_reasm_len", "tstamp", "reachable_time",
					     "retrans_time" };
	(void)d;
	return nl_nla_uint_fields(tcp, addr, len, sizeof(struct ifla_cacheinfo), 4, names, 4);
}

static bool decode_inet6_agm(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_xval(tcp, addr, len, &in6_addr_gen_mode, "IN6_ADDR_GEN_MODE_???", 1);
}

static const nla_decoder_fn ifla_inet6_decoders[] = {
	[IFLA_INET6_FLAGS] = decode_inet6_flags,
	[IFLA_INET6_CONF] = decode_inet6_conf,
	[IFLA_INET6_STATS] = decode_inet6_stats,
	[IFLA_INET6_CACHEINFO] = decode_inet6_cacheinfo,
	[IFLA_INET6_ICMP6STATS] = decode_inet6_icmp6_stats,
	[IFLA_INET6_TOKEN] = decode_nla_in6_addr,
	[IFLA_INET6_ADDR_GEN_MODE] = decode_inet6_agm,
	[IFLA_INET6_RA_MTU] = decode_nla_u32,
};

/* The attributes of address family af, or a hex string for other families. */
static void decode_af_attrs(struct tcb *tcp, uint64_t addr, unsigned int len, unsigned int af)
{
	if (af == AF_INET)
		decode_nlattr(tcp, addr, len, &rtnl_ifla_af_spec_inet_attrs, "IFLA_INET_???",
			      ifla_inet_decoders, ARRAY_SIZE(ifla_inet_decoders), NULL);
	else if (af == AF_INET6)
		decode_nlattr(tcp, addr, len, &rtnl_ifla_af_spec_inet6_attrs, "IFLA_INET6_???",
			      ifla_inet6_decoders, ARRAY_SIZE(ifla_inet6_decoders), NULL);
	else
		nl_print_hex(tcp, addr, len);
}

/* One [AF_INET] = {...} of IFLA_AF_SPEC: the attribute type is the family. */
static bool decode_ifla_af(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	decode_af_attrs(tcp, addr, len, (unsigned int)(uintptr_t)d & NLA_TYPE_MASK);
	return true;
}

static bool decode_ifla_af_spec(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	const struct ifinfomsg *ifi = d;
	static const nla_decoder_fn af_decoder[] = { decode_ifla_af };
	if (ifi->ifi_family == AF_BRIDGE) {
		decode_af_spec_bridge(tcp, addr, len, d);
		return true;
	}
	decode_nlattr(tcp, addr, len, &addrfams, "AF_???", af_decoder, 0, NULL);
	return true;
}

static bool decode_ifla_protinfo(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	const struct ifinfomsg *ifi = d;
	if (ifi->ifi_family == AF_INET6)
		decode_af_attrs(tcp, addr, len, AF_INET6);
	else if (ifi->ifi_family == AF_BRIDGE)
		decode_brport_attrs(tcp, addr, len);
	else
		nl_print_hex(tcp, addr, len);
	return true;
}

/* IFLA_PROP_LIST: IFLA_ALT_IFNAME strings. */
static bool decode_prop_list_attr(struct tcb *tcp, uint64_t addr, unsigned int len,
				  const void *d)
{
	if (((uintptr_t)d & NLA_TYPE_MASK) != IFLA_ALT_IFNAME)
		return false;
	return decode_nla_str(tcp, addr, len, NULL);
}

static bool decode_ifla_prop_list(struct tcb *tcp, uint64_t addr, unsigned int len,
				  const void *d)
{
	static const nla_decoder_fn prop_decoder[] = { decode_prop_list_attr };
	(void)d;
	decode_nlattr(tcp, addr, len, &rtnl_link_attrs, "IFLA_???", prop_decoder, 0, NULL);
	return true;
}

static bool decode_ifla_event(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_named(tcp, addr, len, &rtnl_ifla_events, "IFLA_EVENT_???", 4, NL_NAMED_HEAD);
}

static const nla_decoder_fn proto_down_reason_decoders[] = {
	[IFLA_PROTO_DOWN_REASON_MASK] = decode_nla_x32,
	[IFLA_PROTO_DOWN_REASON_VALUE] = decode_nla_x32,
};

static bool decode_ifla_proto_down_reason(struct tcb *tcp, uint64_t addr, unsigned int len,
					  const void *d)
{
	decode_nlattr(tcp, addr, len, &rtnl_ifla_proto_down_reason_attrs,
		      "IFLA_PROTO_DOWN_REASON_???", proto_down_reason_decoders,
		      ARRAY_SIZE(proto_down_reason_decoders), d);
	return true;
}

/* IFLA_ADDRESS and the like: strace takes the message's family for the address's
 * ARPHRD type (so the text may show fewer bytes than the attribute has). */
static bool decode_ifla_hwaddr(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	const struct ifinfomsg *ifi = d;
	return decode_nla_hwaddr_type(tcp, addr, len, ifi->ifi_family);
}

static const nla_decoder_fn ifinfomsg_decoders[] = {
	[IFLA_EVENT] = decode_ifla_event,
	[IFLA_VF_PORTS] = decode_ifla_vf_ports,
	[IFLA_VFINFO_LIST] = decode_ifla_vfinfo_list,
	[IFLA_PORT_SELF] = decode_ifla_port,
	[IFLA_PROTO_DOWN_REASON] = decode_ifla_proto_down_reason,
	[IFLA_PROTINFO] = decode_ifla_protinfo,
	[IFLA_LINKINFO] = decode_ifla_linkinfo,
	[IFLA_AF_SPEC] = decode_ifla_af_spec,
	[IFLA_XDP] = decode_ifla_xdp,
	[IFLA_PROP_LIST] = decode_ifla_prop_list,
	[IFLA_ADDRESS] = decode_ifla_hwaddr,
	[IFLA_BROADCAST] = decode_ifla_hwaddr,
	[IFLA_IFNAME] = decode_nla_str,
	[IFLA_MTU] = decode_nla_u32,
	[IFLA_LINK] = decode_nla_u32,
	[IFLA_QDISC] = decode_nla_str,
	[IFLA_STATS] = decode_ifla_stats,
	[IFLA_MASTER] = decode_nla_u32,
	[IFLA_TXQLEN] = decode_nla_u32,
	[IFLA_MAP] = decode_ifla_map,
	[IFLA_WEIGHT] = decode_nla_u32,
	[IFLA_OPERSTATE] = decode_nla_u8,
	[IFLA_LINKMODE] = decode_nla_u8,
	[IFLA_NET_NS_PID] = decode_nla_u32,
	[IFLA_IFALIAS] = decode_nla_str,
	[IFLA_NUM_VF] = decode_nla_u32,
	[IFLA_STATS64] = decode_nla_link_stats64,
	[IFLA_GROUP] = decode_nla_u32,
	[IFLA_NET_NS_FD] = decode_nla_fd,
	[IFLA_EXT_MASK] = decode_ifla_ext_mask,
	[IFLA_PROMISCUITY] = decode_nla_u32,
	[IFLA_NUM_TX_QUEUES] = decode_nla_u32,
	[IFLA_NUM_RX_QUEUES] = decode_nla_u32,
	[IFLA_CARRIER] = decode_nla_u8,
	[IFLA_CARRIER_CHANGES] = decode_nla_u32,
	[IFLA_LINK_NETNSID] = decode_nla_s32,
	[IFLA_PHYS_PORT_NAME] = decode_nla_str,
	[IFLA_PROTO_DOWN] = decode_nla_u8,
	[IFLA_GSO_MAX_SEGS] = decode_nla_u32,
	[IFLA_GSO_MAX_SIZE] = decode_nla_u32,
	[IFLA_NEW_NETNSID] = decode_nla_s32,
	[IFLA_IF_NETNSID] = decode_nla_s32,
	[IFLA_CARRIER_UP_COUNT] = decode_nla_u32,
	[IFLA_CARRIER_DOWN_COUNT] = decode_nla_u32,
	[IFLA_NEW_IFINDEX] = decode_nla_ifindex,
	[IFLA_MIN_MTU] = decode_nla_u32,
	[IFLA_MAX_MTU] = decode_nla_u32,
	[IFLA_ALT_IFNAME] = decode_nla_str,
	[IFLA_PERM_ADDRESS] = decode_ifla_hwaddr,
	[IFLA_PARENT_DEV_NAME] = decode_nla_str,
	[IFLA_PARENT_DEV_BUS_NAME] = decode_nla_str,
	[IFLA_GRO_MAX_SIZE] = decode_nla_u32,
	[IFLA_TSO_MAX_SIZE] = decode_nla_u32,
	[IFLA_TSO_MAX_SEGS] = decode_nla_u32,
	[IFLA_ALLMULTI] = decode_nla_u32,
};

static void decode_ifinfomsg(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len)
{
	struct ifinfomsg ifi = { .ifi_family = family };
	bool ok = nl_begin_fixed(tcp, "ifi_family", family, addr, len, &ifi, sizeof(ifi));
	if (ok) {
		value_field(tcp, "ifi_type");
		print_xval(tcp, &arp_hardware_types, ifi.ifi_type, "ARPHRD_???");
		value_field(tcp, "ifi_index");
		print_ifindex(tcp, (unsigned int)ifi.ifi_index);
		value_field(tcp, "ifi_flags");
		print_flags(tcp, &iffflags, ifi.ifi_flags, "IFF_???");
		value_field(tcp, "ifi_change");
		value_uint(tcp, ifi.ifi_change, VB_HEX);
	}
	nl_end_fixed(tcp, ok, addr, len, sizeof(ifi), &rtnl_link_attrs, "IFLA_???",
		     ifinfomsg_decoders, ARRAY_SIZE(ifinfomsg_decoders), &ifi);
}

/* --- addresses ------------------------------------------------------------- */

static bool decode_ifa_cacheinfo(struct tcb *tcp, uint64_t addr, unsigned int len,
				 const void *d)
{
	static const char *const names[] = { "ifa_prefered", "ifa_valid", "cstamp", "tstamp" };
	(void)d;
	return nl_nla_uint_fields(tcp, addr, len, sizeof(struct ifa_cacheinfo), 4, names, 4);
}

static bool decode_ifa_flags(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_named(tcp, addr, len, &ifaddrflags, "IFA_F_???", 4,
			    NL_NAMED_FLAGS | NL_NAMED_HEAD);
}

static const nla_decoder_fn ifaddrmsg_decoders[] = {
	[IFA_ADDRESS] = decode_nla_family_addr,
	[IFA_LOCAL] = decode_nla_family_addr,
	[IFA_LABEL] = decode_nla_str,
	[IFA_BROADCAST] = decode_nla_family_addr,
	[IFA_ANYCAST] = decode_nla_family_addr,
	[IFA_CACHEINFO] = decode_ifa_cacheinfo,
	[IFA_MULTICAST] = decode_nla_family_addr,
	[IFA_FLAGS] = decode_ifa_flags,
	[IFA_RT_PRIORITY] = decode_nla_u32,
	[IFA_TARGET_NETNSID] = decode_nla_s32,
};

static void decode_ifaddrmsg(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len)
{
	struct ifaddrmsg ifa = { .ifa_family = family };
	bool ok = nl_begin_fixed(tcp, "ifa_family", family, addr, len, &ifa, sizeof(ifa));
	if (ok) {
		value_field(tcp, "ifa_prefixlen");
		value_uint(tcp, ifa.ifa_prefixlen, VB_DEC);
		value_field(tcp, "ifa_flags");
		print_flags(tcp, &ifaddrflags, ifa.ifa_flags, "IFA_F_???");
		value_field(tcp, "ifa_scope");
		print_xval(tcp, &routing_scopes, ifa.ifa_scope, NULL);
		value_field(tcp, "ifa_index");
		print_ifindex(tcp, ifa.ifa_index);
	}
	nl_end_fixed(tcp, ok, addr, len, sizeof(ifa), &rtnl_addr_attrs, "IFA_???",
		     ifaddrmsg_decoders, ARRAY_SIZE(ifaddrmsg_decoders), &ifa);
}

/* --- routes ---------------------------------------------------------------- */

static bool decode_rta_cacheinfo(struct tcb *tcp, uint64_t addr, unsigned int len,
				 const void *d)
{
	struct rta_cacheinfo ci;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &ci, sizeof(ci)))
		return len >= sizeof(ci);
	const struct nl_field f[] = {
		{ "rta_clntref", ci.rta_clntref, VB_DEC }, { "rta_lastuse", ci.rta_lastuse, VB_DEC },
		{ "rta_expires", (uint32_t)ci.rta_expires, VB_DEC },
		{ "rta_error", ci.rta_error, VB_DEC }, { "rta_used", ci.rta_used, VB_DEC },
		{ "rta_id", ci.rta_id, VB_HEX }, { "rta_ts", ci.rta_ts, VB_DEC },
		{ "rta_tsage", ci.rta_tsage, VB_DEC },
	};
	value_struct_begin(tcp);
	nl_print_fields(tcp, f, ARRAY_SIZE(f));
	value_struct_end(tcp);
	return true;
}

static bool decode_rta_multipath(struct tcb *tcp, uint64_t addr, unsigned int len,
				 const void *d);

static const nla_decoder_fn rta_metrics_decoders[] = {
	[RTAX_LOCK] = decode_nla_u32,
	[RTAX_MTU] = decode_nla_u32,
	[RTAX_WINDOW] = decode_nla_u32,
	[RTAX_RTT] = decode_nla_u32,
	[RTAX_RTTVAR] = decode_nla_u32,
	[RTAX_SSTHRESH] = decode_nla_u32,
	[RTAX_CWND] = decode_nla_u32,
	[RTAX_ADVMSS] = decode_nla_u32,
	[RTAX_REORDERING] = decode_nla_u32,
	[RTAX_HOPLIMIT] = decode_nla_u32,
	[RTAX_INITCWND] = decode_nla_u32,
	[RTAX_FEATURES] = decode_nla_u32,
	[RTAX_RTO_MIN] = decode_nla_u32,
	[RTAX_INITRWND] = decode_nla_u32,
	[RTAX_QUICKACK] = decode_nla_u32,
	[RTAX_CC_ALGO] = decode_nla_str,
};

static bool decode_rta_metrics(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	decode_nlattr(tcp, addr, len, &rtnl_rta_metrics_attrs, "RTAX_???", rta_metrics_decoders,
		      ARRAY_SIZE(rta_metrics_decoders), d);
	return true;
}

static bool decode_rta_mfc_stats(struct tcb *tcp, uint64_t addr, unsigned int len,
				 const void *d)
{
	static const char *const names[] = { "mfcs_packets", "mfcs_bytes", "mfcs_wrong_if" };
	(void)d;
	return nl_nla_uint_fields(tcp, addr, len, sizeof(struct rta_mfc_stats), 8, names, 3);
}

static bool decode_rta_via(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	uint16_t family;	/* struct rtvia's rtvia_family, the whole of its size */
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &family, sizeof(family)))
		return len >= sizeof(family);
	value_struct_begin(tcp);
	value_field(tcp, "rtvia_family");
	print_xval(tcp, &addrfams, family, "AF_???");
	const unsigned int off = offsetof(struct rtvia, rtvia_addr);
	if (len > off)
		nl_print_inet_addr_member(tcp, family, addr + off, len - off, "rtvia_addr");
	value_struct_end(tcp);
	return true;
}

static const nla_decoder_fn rtmsg_decoders[] = {
	[RTA_DST] = decode_nla_family_addr,
	[RTA_SRC] = decode_nla_family_addr,
	[RTA_IIF] = decode_nla_ifindex,
	[RTA_OIF] = decode_nla_ifindex,
	[RTA_GATEWAY] = decode_nla_family_addr,
	[RTA_PRIORITY] = decode_nla_u32,
	[RTA_PREFSRC] = decode_nla_family_addr,
	[RTA_METRICS] = decode_rta_metrics,
	[RTA_MULTIPATH] = decode_rta_multipath,
	[RTA_MFC_STATS] = decode_rta_mfc_stats,
	[RTA_VIA] = decode_rta_via,
	[RTA_ENCAP_TYPE] = decode_nla_encap_type,
	[RTA_PROTOINFO] = decode_nla_u32,
	[RTA_FLOW] = decode_nla_u32,
	[RTA_CACHEINFO] = decode_rta_cacheinfo,
	[RTA_MP_ALGO] = decode_nla_u32,
	[RTA_TABLE] = decode_nla_rt_class,
	[RTA_MARK] = decode_nla_u32,
	[RTA_NEWDST] = decode_nla_family_addr,
	[RTA_PREF] = decode_nla_u8,
	[RTA_EXPIRES] = decode_nla_u64,
	[RTA_UID] = decode_nla_u32,
	[RTA_TTL_PROPAGATE] = decode_nla_u8,
	[RTA_IP_PROTO] = decode_nla_u8,
	[RTA_SPORT] = decode_nla_u16,
	[RTA_DPORT] = decode_nla_u16,
};

/* RTA_MULTIPATH: [[{rtnh_len=..., ...}, attributes], ...]. */
static bool decode_rta_multipath(struct tcb *tcp, uint64_t addr, unsigned int len,
				 const void *d)
{
	struct rtnexthop nh;
	uint64_t cur = addr;
	unsigned int left = len;
	bool is_array = false;
	if (len < sizeof(nh))
		return false;
	while (fetch_obj(tcp, cur, &nh) == 0) {
		const unsigned int off = RTNH_ALIGN(sizeof(nh));
		unsigned int nh_len = left < nh.rtnh_len ? left : nh.rtnh_len;
		if (cur == addr && nh.rtnh_len < len) {
			value_array_begin(tcp);
			value_elem(tcp);
			is_array = true;
		}
		if (cur > addr)
			value_elem(tcp);
		if (nh_len > off) {
			value_array_begin(tcp);
			value_elem(tcp);
		}
		value_struct_begin(tcp);
		value_field(tcp, "rtnh_len");
		value_uint(tcp, nh.rtnh_len, VB_DEC);
		value_field(tcp, "rtnh_flags");
		print_flags(tcp, &route_nexthop_flags, nh.rtnh_flags, "RTNH_F_???");
		value_field(tcp, "rtnh_hops");
		value_uint(tcp, nh.rtnh_hops, VB_DEC);
		value_field(tcp, "rtnh_ifindex");
		print_ifindex(tcp, (unsigned int)nh.rtnh_ifindex);
		value_struct_end(tcp);
		if (nh_len > off) {
			value_elem(tcp);
			decode_nlattr(tcp, cur + off, nh_len - off, &rtnl_route_attrs, "RTA_???",
				      rtmsg_decoders, ARRAY_SIZE(rtmsg_decoders), d);
			value_array_end(tcp);
		}
		/* A next hop shorter than its header ends the walk (the kernel's
		 * rtnh_ok): with a length of 0 it would never advance. */
		if (nh.rtnh_len < sizeof(nh) || RTNH_ALIGN(nh_len) >= left)
			break;
		cur += RTNH_ALIGN(nh_len);
		left -= RTNH_ALIGN(nh_len);
	}
	if (cur == addr && fetch_obj(tcp, cur, &nh) < 0)
		print_addr(tcp, cur);
	if (is_array)
		value_array_end(tcp);
	return true;
}

static void decode_rtmsg(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len)
{
	struct rtmsg rtm = { .rtm_family = family };
	bool ok = nl_begin_fixed(tcp, "rtm_family", family, addr, len, &rtm, sizeof(rtm));
	if (ok) {
		value_field(tcp, "rtm_dst_len");
		value_uint(tcp, rtm.rtm_dst_len, VB_DEC);
		value_field(tcp, "rtm_src_len");
		value_uint(tcp, rtm.rtm_src_len, VB_DEC);
		value_field(tcp, "rtm_tos");
		print_flags(tcp, &ip_type_of_services, rtm.rtm_tos, "IPTOS_TOS_???");
		value_field(tcp, "rtm_table");
		print_xval(tcp, &routing_table_ids, rtm.rtm_table, NULL);
		value_field(tcp, "rtm_protocol");
		print_xval(tcp, &routing_protocols, rtm.rtm_protocol, "RTPROT_???");
		value_field(tcp, "rtm_scope");
		print_xval(tcp, &routing_scopes, rtm.rtm_scope, NULL);
		value_field(tcp, "rtm_type");
		print_xval(tcp, &routing_types, rtm.rtm_type, "RTN_???");
		value_field(tcp, "rtm_flags");
		print_flags(tcp, &routing_flags, rtm.rtm_flags, "RTM_F_???");
	}
	nl_end_fixed(tcp, ok, addr, len, sizeof(rtm), &rtnl_route_attrs, "RTA_???", rtmsg_decoders,
		     ARRAY_SIZE(rtmsg_decoders), &rtm);
}

/* --- neighbours ------------------------------------------------------------ */

static bool decode_nda_cacheinfo(struct tcb *tcp, uint64_t addr, unsigned int len,
				 const void *d)
{
	static const char *const names[] = { "ndm_confirmed", "ndm_used", "ndm_updated",
					     "ndm_refcnt" };
	(void)d;
	return nl_nla_uint_fields(tcp, addr, len, sizeof(struct nda_cacheinfo), 4, names, 4);
}

static bool decode_nda_port(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	uint16_t port;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &port, sizeof(port)))
		return len >= sizeof(port);
	value_call_begin(tcp, "htons");
	value_call_arg(tcp);
	value_uint(tcp, (uint16_t)(port >> 8 | port << 8), VB_DEC);
	value_call_end(tcp);
	return true;
}

static bool decode_nda_states(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_flags(tcp, addr, len, &neighbor_cache_entry_states, "NUD_???", 2);
}

static bool decode_nda_flags(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_flags(tcp, addr, len, &neighbor_cache_entry_flags, "NTF_???", 1);
}

static bool decode_nda_protocol(struct tcb *tcp, uint64_t addr, unsigned int len,
				const void *d)
{
	(void)d;
	return nl_nla_xval(tcp, addr, len, &inet_protocols, "IPPROTO_???", 0);
}

static bool decode_nda_flags_ext(struct tcb *tcp, uint64_t addr, unsigned int len,
				 const void *d)
{
	(void)d;
	return nl_nla_flags(tcp, addr, len, &neighbor_cache_entry_ext_flags, "NTF_EXT_???", 4);
}

static const nla_decoder_fn ndmsg_decoders[] = {
	[NDA_PROTOCOL] = decode_nda_protocol,
	[NDA_FLAGS_EXT] = decode_nda_flags_ext,
	[NDA_DST] = decode_nla_family_addr,
	[NDA_LLADDR] = decode_nla_hwaddr,
	[NDA_CACHEINFO] = decode_nda_cacheinfo,
	[NDA_PROBES] = decode_nla_u32,
	[NDA_VLAN] = decode_nla_u16,
	[NDA_PORT] = decode_nda_port,
	[NDA_VNI] = decode_nla_u32,
	[NDA_IFINDEX] = decode_nla_ifindex,
	[NDA_MASTER] = decode_nla_ifindex,
	[NDA_LINK_NETNSID] = decode_nla_u32,
	[NDA_SRC_VNI] = decode_nla_u32,
	[NDA_NH_ID] = decode_nla_u32,
	[NDA_NDM_STATE_MASK] = decode_nda_states,
	[NDA_NDM_FLAGS_MASK] = decode_nda_flags,
};

static void decode_ndmsg(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len)
{
	struct ndmsg nd = { .ndm_family = family };
	bool ok = nl_begin_fixed(tcp, "ndm_family", family, addr, len, &nd, sizeof(nd));
	if (ok) {
		value_field(tcp, "ndm_ifindex");
		print_ifindex(tcp, (unsigned int)nd.ndm_ifindex);
		value_field(tcp, "ndm_state");
		print_flags(tcp, &neighbor_cache_entry_states, nd.ndm_state, "NUD_???");
		value_field(tcp, "ndm_flags");
		print_flags(tcp, &neighbor_cache_entry_flags, nd.ndm_flags, "NTF_???");
		value_field(tcp, "ndm_type");
		print_xval(tcp, &routing_types, nd.ndm_type, "RTN_???");
	}
	nl_end_fixed(tcp, ok, addr, len, sizeof(nd), &rtnl_neigh_attrs, "NDA_???", ndmsg_decoders,
		     ARRAY_SIZE(ndmsg_decoders), &nd);
}

bool decode_netlink_route(struct tcb *tcp, const struct nlmsghdr *hdr, uint64_t addr,
			  unsigned int len)
{
	uint8_t family;
	if (hdr->nlmsg_type == NLMSG_DONE)
		return false;
	if (fetch_obj(tcp, addr, &family) < 0) {
		print_addr(tcp, addr);
		return true;
	}
	switch (hdr->nlmsg_type) {
	case RTM_NEWLINK: case RTM_DELLINK: case RTM_GETLINK: case RTM_SETLINK:
		decode_ifinfomsg(tcp, family, addr, len);
		break;
	case RTM_NEWADDR: case RTM_DELADDR: case RTM_GETADDR:
	case RTM_GETMULTICAST: case RTM_GETANYCAST:
		decode_ifaddrmsg(tcp, family, addr, len);
		break;
	case RTM_NEWROUTE: case RTM_DELROUTE: case RTM_GETROUTE:
		decode_rtmsg(tcp, family, addr, len);
		break;
	case RTM_NEWNEIGH: case RTM_DELNEIGH:
		decode_ndmsg(tcp, family, addr, len);
		break;
	case RTM_GETNEIGH:
		if (family == AF_BRIDGE)
			decode_ifinfomsg(tcp, family, addr, len);
		else
			decode_ndmsg(tcp, family, addr, len);
		break;
	default:
		if (!decode_rtnl_misc(tcp, hdr->nlmsg_type, family, addr, len))
			nl_decode_family(tcp, family, addr, len);
	}
	return true;
}
