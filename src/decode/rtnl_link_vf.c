/* SPDX-License-Identifier: GPL-2.0-or-later */
/* IFLA_VFINFO_LIST: SR-IOV virtual function attributes, as strace prints them. */
#include "config.h"

#include <arpa/inet.h>
#include <linux/if_link.h>
#include <linux/netlink.h>
#include <stdio.h>
#include <string.h>

#include "decode.h"
#include "netlink.h"
#include "netutil.h"
#include "xlat/ethernet_protocols.h"
#include "xlat/rtnl_ifla_vf_info_attrs.h"
#include "xlat/rtnl_ifla_vf_link_states.h"
#include "xlat/rtnl_ifla_vf_stats_attrs.h"
#include "xlat/rtnl_ifla_vf_vlan_list_attrs.h"
#include "xlat/rtnl_ifla_vfinfo_list_attrs.h"

static bool decode_vf_mac(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	struct ifla_vf_mac m;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &m, sizeof(m)))
		return len >= sizeof(m);
	value_struct_begin(tcp);
	value_field(tcp, "vf");
	value_uint(tcp, m.vf, VB_DEC);
	value_field(tcp, "mac");
	nl_print_mac(tcp, m.mac, sizeof(m.mac));
	value_struct_end(tcp);
	return true;
}

static bool decode_vf_vlan(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	static const char *const names[] = { "vf", "vlan", "qos" };
	(void)d;
	return nl_nla_uint_fields(tcp, addr, len, 3 * sizeof(uint32_t), 4, names, 3);
}

static bool decode_vf_tx_rate(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	static const char *const names[] = { "vf", "rate" };
	(void)d;
	return nl_nla_uint_fields(tcp, addr, len, 2 * sizeof(uint32_t), 4, names, 2);
}

/* ifla_vf_spoofchk, ifla_vf_rss_query_en, ifla_vf_trust: {vf=..., setting=...}. */
static bool decode_vf_setting(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	static const char *const names[] = { "vf", "setting" };
	(void)d;
	return nl_nla_uint_fields(tcp, addr, len, 2 * sizeof(uint32_t), 4, names, 2);
}

static bool decode_vf_link_state(struct tcb *tcp, uint64_t addr, unsigned int len,
				 const void *d)
{
	struct ifla_vf_link_state s;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &s, sizeof(s)))
		return len >= sizeof(s);
	value_struct_begin(tcp);
	value_field(tcp, "vf");
	value_uint(tcp, s.vf, VB_DEC);
	value_field(tcp, "link_state");
	print_xval(tcp, &rtnl_ifla_vf_link_states, s.link_state, "IFLA_VF_LINK_STATE_???");
	value_struct_end(tcp);
	return true;
}

static bool decode_vf_rate(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	static const char *const names[] = { "vf", "min_tx_rate", "max_tx_rate" };
	(void)d;
	return nl_nla_uint_fields(tcp, addr, len, 3 * sizeof(uint32_t), 4, names, 3);
}

static const nla_decoder_fn vf_stats_decoders[] = {
	[IFLA_VF_STATS_RX_PACKETS] = decode_nla_u64,
	[IFLA_VF_STATS_TX_PACKETS] = decode_nla_u64,
	[IFLA_VF_STATS_RX_BYTES] = decode_nla_u64,
	[IFLA_VF_STATS_TX_BYTES] = decode_nla_u64,
	[IFLA_VF_STATS_BROADCAST] = decode_nla_u64,
	[IFLA_VF_STATS_MULTICAST] = decode_nla_u64,
	[IFLA_VF_STATS_RX_DROPPED] = decode_nla_u64,
	[IFLA_VF_STATS_TX_DROPPED] = decode_nla_u64,
};

static bool decode_vf_stats(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	decode_nlattr(tcp, addr, len, &rtnl_ifla_vf_stats_attrs, "IFLA_VF_STATS_???",
		      vf_stats_decoders, ARRAY_SIZE(vf_stats_decoders), d);
	return true;
}

/* struct ifla_vf_guid: 12 bytes packed or 16 with the guid aligned. */
static bool decode_vf_guid(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	unsigned char b[16];
	(void)d;
	if (len != 12 && len != 16)
		return false;
	if (fetch_mem(tcp, addr, b, len) < 0) {
		print_addr(tcp, addr);
		return true;
	}
	uint32_t vf;
	uint64_t guid;
	memcpy(&vf, b, sizeof(vf));
	memcpy(&guid, b + (len == 12 ? 4 : 8), sizeof(guid));
	value_struct_begin(tcp);
	value_field(tcp, "vf");
	value_uint(tcp, vf, VB_DEC);
	value_field(tcp, "guid");
	value_uint(tcp, guid, VB_HEX);
	value_struct_end(tcp);
	return true;
}

static bool decode_vf_vlan_info(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	struct ifla_vf_vlan_info v;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &v, sizeof(v)))
		return len >= sizeof(v);
	value_struct_begin(tcp);
	value_field(tcp, "vf");
	value_uint(tcp, v.vf, VB_DEC);
	value_field(tcp, "vlan");
	value_uint(tcp, v.vlan, VB_DEC);
	value_field(tcp, "qos");
	value_uint(tcp, v.qos, VB_DEC);
	value_field(tcp, "vlan_proto");
	value_call_begin(tcp, "htons");
	value_call_arg(tcp);
	print_xval(tcp, &ethernet_protocols, ntohs(v.vlan_proto), "ETH_P_???");
	value_call_end(tcp);
	value_struct_end(tcp);
	return true;
}

static const nla_decoder_fn vf_vlan_list_decoders[] = {
	[IFLA_VF_VLAN_INFO] = decode_vf_vlan_info,
};

static bool decode_vf_vlan_list(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	decode_nlattr(tcp, addr, len, &rtnl_ifla_vf_vlan_list_attrs, "IFLA_VF_VLAN_INFO_???",
		      vf_vlan_list_decoders, ARRAY_SIZE(vf_vlan_list_decoders), d);
	return true;
}

static bool decode_vf_broadcast(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	struct ifla_vf_broadcast b;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &b, sizeof(b)))
		return len >= sizeof(b);
	value_struct_begin(tcp);
	value_field(tcp, "broadcast");
	nl_print_mac(tcp, b.broadcast, sizeof(b.broadcast));
	value_struct_end(tcp);
	return true;
}

static const nla_decoder_fn vf_info_decoders[] = {
	[IFLA_VF_MAC] = decode_vf_mac,
	[IFLA_VF_VLAN] = decode_vf_vlan,
	[IFLA_VF_TX_RATE] = decode_vf_tx_rate,
	[IFLA_VF_SPOOFCHK] = decode_vf_setting,
	[IFLA_VF_LINK_STATE] = decode_vf_link_state,
	[IFLA_VF_RATE] = decode_vf_rate,
	[IFLA_VF_RSS_QUERY_EN] = decode_vf_setting,
	[IFLA_VF_STATS] = decode_vf_stats,
	[IFLA_VF_TRUST] = decode_vf_setting,
	[IFLA_VF_IB_NODE_GUID] = decode_vf_guid,
	[IFLA_VF_IB_PORT_GUID] = decode_vf_guid,
	[IFLA_VF_VLAN_LIST] = decode_vf_vlan_list,
	[IFLA_VF_BROADCAST] = decode_vf_broadcast,
};

static bool decode_vf_info(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	decode_nlattr(tcp, addr, len, &rtnl_ifla_vf_info_attrs, "IFLA_VF_???", vf_info_decoders,
		      ARRAY_SIZE(vf_info_decoders), d);
	return true;
}

static const nla_decoder_fn vfinfo_list_decoders[] = {
	[IFLA_VF_INFO] = decode_vf_info,
};

bool decode_ifla_vfinfo_list(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	decode_nlattr(tcp, addr, len, &rtnl_ifla_vfinfo_list_attrs, "IFLA_VF_INFO_???",
		      vfinfo_list_decoders, ARRAY_SIZE(vfinfo_list_decoders), d);
	return true;
}
