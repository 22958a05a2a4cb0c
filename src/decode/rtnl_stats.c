/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The attributes of interface statistics messages (RTM_NEWSTATS) beyond the 64-bit
 * counters: extended statistics of bridges and bonds, offload statistics and MPLS
 * per-family statistics, as strace prints them.
 */
#include "config.h"

#include <linux/if_bridge.h>
#include <linux/if_link.h>
#include <linux/mpls.h>
#include <linux/netlink.h>
#include <sys/socket.h>

#include "decode.h"
#include "netlink.h"
#include "netutil.h"
#include "xlat/addrfams.h"
#include "xlat/ifstats_af_spec_mpls_attrs.h"
#include "xlat/ifstats_offload_attrs.h"
#include "xlat/ifstats_xstats_bond_3ad_attrs.h"
#include "xlat/ifstats_xstats_bond_attrs.h"
#include "xlat/ifstats_xstats_bridge_attrs.h"
#include "xlat/ifstats_xstats_bridge_mcast_indices.h"
#include "xlat/ifstats_xstats_type_attrs.h"
#include "xlat/nl_bridge_vlan_flags.h"

/* Bond extended statistics (linux/if_bond.h, which not every system installs). */
enum {
	BOND_XSTATS_3AD_ = 1,
};
enum {
	BOND_3AD_STAT_LACPDU_RX_,
	BOND_3AD_STAT_LACPDU_TX_,
	BOND_3AD_STAT_LACPDU_UNKNOWN_RX_,
	BOND_3AD_STAT_LACPDU_ILLEGAL_RX_,
	BOND_3AD_STAT_MARKER_RX_,
	BOND_3AD_STAT_MARKER_TX_,
	BOND_3AD_STAT_MARKER_RESP_RX_,
	BOND_3AD_STAT_MARKER_RESP_TX_,
	BOND_3AD_STAT_MARKER_UNKNOWN_RX_,
};

static bool decode_bridge_vlan_xstats(struct tcb *tcp, uint64_t addr, unsigned int len,
				      const void *d)
{
	struct bridge_vlan_xstats st;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &st, sizeof(st)))
		return len >= sizeof(st);
	const struct nl_field f[] = {
		{ "rx_bytes", st.rx_bytes }, { "rx_packets", st.rx_packets },
		{ "tx_bytes", st.tx_bytes }, { "tx_packets", st.tx_packets },
	};
	value_struct_begin(tcp);
	nl_print_fields(tcp, f, ARRAY_SIZE(f));
	value_field(tcp, "vid");
	value_uint(tcp, st.vid, VB_DEC);
	value_field(tcp, "flags");
	print_flags(tcp, &nl_bridge_vlan_flags, st.flags, "BRIDGE_VLAN_INFO_???");
	if (st.pad2) {
		value_field(tcp, "pad2");
		value_uint(tcp, st.pad2, VB_HEX);
	}
	value_struct_end(tcp);
	nl_print_tail(tcp, addr, len, sizeof(st));
	return true;
}

static bool decode_bridge_stp_xstats(struct tcb *tcp, uint64_t addr, unsigned int len,
				     const void *d)
{
	static const char *const names[] = { "transition_blk", "transition_fwd", "rx_bpdu",
					     "tx_bpdu", "rx_tcn", "tx_tcn" };
	struct bridge_stp_xstats st;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &st, sizeof(st)))
		return len >= sizeof(st);
	nl_print_uint_fields(tcp, &st, 8, names, 6);
	nl_print_tail(tcp, addr, len, sizeof(st));
	return true;
}

/* BRIDGE_XSTATS_MCAST: IGMP and MLD counters, each received and sent. */
static bool decode_bridge_mcast_xstats(struct tcb *tcp, uint64_t addr, unsigned int len,
				       const void *d)
{
	struct br_mcast_stats st;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &st, sizeof(st)))
		return len >= sizeof(st);
	/* Members in order: a [RX, TX] pair each, the two parse error counts alone. */
	const struct { const char *name; const __u64 *v; size_t n; } f[] = {
#define PAIR(m) { #m, st.m, ARRAY_SIZE(st.m) }
#define ONE(m) { #m, &st.m, 0 }
		PAIR(igmp_v1queries), PAIR(igmp_v2queries), PAIR(igmp_v3queries),
		PAIR(igmp_leaves), PAIR(igmp_v1reports), PAIR(igmp_v2reports),
		PAIR(igmp_v3reports), ONE(igmp_parse_errors),
		PAIR(mld_v1queries), PAIR(mld_v2queries), PAIR(mld_leaves),
		PAIR(mld_v1reports), PAIR(mld_v2reports), ONE(mld_parse_errors),
		PAIR(mcast_bytes), PAIR(mcast_packets),
#undef PAIR
#undef ONE
	};
	value_struct_begin(tcp);
	for (size_t i = 0; i < ARRAY_SIZE(f); i++) {
		value_field(tcp, f[i].name);
		if (f[i].n)
			nl_print_indexed_local(tcp, f[i].v, f[i].n, sizeof(uint64_t), false,
					       &ifstats_xstats_bridge_mcast_indices, NULL);
		else
			value_uint(tcp, (uint64_t)*f[i].v, VB_DEC);
	}
	value_struct_end(tcp);
	nl_print_tail(tcp, addr, len, sizeof(st));
	return true;
}

static const nla_decoder_fn bridge_xstats_decoders[] = {
	[BRIDGE_XSTATS_VLAN] = decode_bridge_vlan_xstats,
	[BRIDGE_XSTATS_MCAST] = decode_bridge_mcast_xstats,
	[BRIDGE_XSTATS_STP] = decode_bridge_stp_xstats,
};

static bool decode_bridge_xstats(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	decode_nlattr(tcp, addr, len, &ifstats_xstats_bridge_attrs, "BRIDGE_XSTATS_???",
		      bridge_xstats_decoders, ARRAY_SIZE(bridge_xstats_decoders), d);
	return true;
}

static const nla_decoder_fn bond_3ad_decoders[] = {
	[BOND_3AD_STAT_LACPDU_RX_] = decode_nla_u64,
	[BOND_3AD_STAT_LACPDU_TX_] = decode_nla_u64,
	[BOND_3AD_STAT_LACPDU_UNKNOWN_RX_] = decode_nla_u64,
	[BOND_3AD_STAT_LACPDU_ILLEGAL_RX_] = decode_nla_u64,
	[BOND_3AD_STAT_MARKER_RX_] = decode_nla_u64,
	[BOND_3AD_STAT_MARKER_TX_] = decode_nla_u64,
	[BOND_3AD_STAT_MARKER_RESP_RX_] = decode_nla_u64,
	[BOND_3AD_STAT_MARKER_RESP_TX_] = decode_nla_u64,
	[BOND_3AD_STAT_MARKER_UNKNOWN_RX_] = decode_nla_u64,
};

static bool decode_bond_3ad(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	decode_nlattr(tcp, addr, len, &ifstats_xstats_bond_3ad_attrs, "BOND_XSTATS_???",
		      bond_3ad_decoders, ARRAY_SIZE(bond_3ad_decoders), d);
	return true;
}

static const nla_decoder_fn bond_xstats_decoders[] = {
	[BOND_XSTATS_3AD_] = decode_bond_3ad,
};

static bool decode_bond_xstats(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	decode_nlattr(tcp, addr, len, &ifstats_xstats_bond_attrs, "BOND_XSTATS_???",
		      bond_xstats_decoders, ARRAY_SIZE(bond_xstats_decoders), d);
	return true;
}

static const nla_decoder_fn xstats_decoders[] = {
	[LINK_XSTATS_TYPE_BRIDGE] = decode_bridge_xstats,
	[LINK_XSTATS_TYPE_BOND] = decode_bond_xstats,
};

bool decode_ifstats_xstats(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	decode_nlattr(tcp, addr, len, &ifstats_xstats_type_attrs, "LINK_XSTATS_TYPE_???",
		      xstats_decoders, ARRAY_SIZE(xstats_decoders), d);
	return true;
}

static const nla_decoder_fn offload_decoders[] = {
	[IFLA_OFFLOAD_XSTATS_CPU_HIT] = decode_nla_link_stats64,
};

bool decode_ifstats_offload(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	decode_nlattr(tcp, addr, len, &ifstats_offload_attrs, "IFLA_OFFLOAD_XSTATS_???",
		      offload_decoders, ARRAY_SIZE(offload_decoders), d);
	return true;
}

static bool decode_mpls_link_stats(struct tcb *tcp, uint64_t addr, unsigned int len,
				   const void *d)
{
	static const char *const names[] = { "rx_packets", "tx_packets", "rx_bytes", "tx_bytes",
					     "rx_errors", "tx_errors", "rx_dropped", "tx_dropped",
					     "rx_noroute" };
	struct mpls_link_stats st;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &st, sizeof(st)))
		return len >= sizeof(st);
	nl_print_uint_fields(tcp, &st, 8, names, 9);
	nl_print_tail(tcp, addr, len, sizeof(st));
	return true;
}

static const nla_decoder_fn mpls_decoders[] = {
	[MPLS_STATS_LINK] = decode_mpls_link_stats,
};

/* One [AF_MPLS] = {...}: the attribute type is the family. */
static bool decode_ifstats_af(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	if (((uintptr_t)d & NLA_TYPE_MASK) == AF_MPLS)
		decode_nlattr(tcp, addr, len, &ifstats_af_spec_mpls_attrs, "MPLS_STATS_???",
			      mpls_decoders, ARRAY_SIZE(mpls_decoders), NULL);
	else
		nl_print_hex(tcp, addr, len);
	return true;
}

bool decode_ifstats_af_spec(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	static const nla_decoder_fn af_decoder[] = { decode_ifstats_af };
	(void)d;
	decode_nlattr(tcp, addr, len, &addrfams, "AF_???", af_decoder, 0, NULL);
	return true;
}
