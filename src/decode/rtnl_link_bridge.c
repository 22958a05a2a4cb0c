/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Link attributes that depend on the link's kind or on AF_BRIDGE: IFLA_LINKINFO
 * (kind, bridge and tun data, bridge port slave data), bridge port attributes in
 * IFLA_PROTINFO and bridge attributes in IFLA_AF_SPEC, as strace prints them.
 */
#include "config.h"

#include <arpa/inet.h>
#include <linux/if_bridge.h>
#include <linux/if_link.h>
#include <linux/if_tun.h>
#include <linux/netlink.h>
#include <stdio.h>
#include <string.h>

#include "decode.h"
#include "netlink.h"
#include "netutil.h"
#include "print_ext.h"
#include "xlat/ethernet_protocols.h"
#include "xlat/nl_bridge_vlan_flags.h"
#include "xlat/rtnl_ifla_af_spec_bridge_attrs.h"
#include "xlat/rtnl_ifla_af_spec_bridge_vlan_tunnel_info_attrs.h"
#include "xlat/rtnl_ifla_br_boolopt_flags.h"
#include "xlat/rtnl_ifla_br_mcast_querier_attrs.h"
#include "xlat/rtnl_ifla_bridge_flags.h"
#include "xlat/rtnl_ifla_bridge_modes.h"
#include "xlat/rtnl_ifla_brport_attrs.h"
#include "xlat/rtnl_ifla_info_attrs.h"
#include "xlat/rtnl_ifla_info_data_bridge_attrs.h"
#include "xlat/rtnl_ifla_info_data_tun_attrs.h"
#include "xlat/rtnl_ifla_port_attrs.h"
#include "xlat/rtnl_ifla_vf_port_attrs.h"
#include "xlat/tun_device_types.h"

/* What IFLA_INFO_KIND and IFLA_INFO_SLAVE_KIND said, for the data after them. */
struct linkinfo_ctx {
	char kind[64];
	char slave_kind[64];
};

/* A clock_t of len (<= 8) bytes, in seconds as strace writes it. */
bool decode_nla_clock_t(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	uint64_t v;
	(void)d;
	if (len > sizeof(v))
		return false;
	if (nl_fetch_uint(tcp, addr, len, &v))
		print_clock_t(tcp, v);
	return true;
}

/* struct ifla_bridge_id: {prio=[128, 0], addr=00:11:22:33:44:55}. */
static bool decode_bridge_id(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	struct ifla_bridge_id id;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &id, sizeof(id)))
		return len >= sizeof(id);
	value_struct_begin(tcp);
	value_field(tcp, "prio");
	print_local_array(tcp, id.prio, 2, 1, print_uint_elem, NULL);
	value_field(tcp, "addr");
	nl_print_mac(tcp, id.addr, sizeof(id.addr));
	value_struct_end(tcp);
	return true;
}

static bool decode_ether_proto(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	uint16_t v;
	(void)d;
	if (len > 8)
		return false;
	if (!nl_nla_read(tcp, addr, len, &v, sizeof(v)))
		return len >= sizeof(v);
	value_call_begin(tcp, "htons");
	value_call_arg(tcp);
	print_xval(tcp, &ethernet_protocols, ntohs(v), "ETHER_P_???");
	value_call_end(tcp);
	return true;
}

static bool decode_br_boolopt(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	struct br_boolopt_multi b;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &b, sizeof(b)))
		return len >= sizeof(b);
	value_struct_begin(tcp);
	value_field(tcp, "optval");
	print_flags(tcp, &rtnl_ifla_br_boolopt_flags, b.optval, "1<<BR_BOOLOPT_???");
	value_field(tcp, "optmask");
	print_flags(tcp, &rtnl_ifla_br_boolopt_flags, b.optmask, "1<<BR_BOOLOPT_???");
	value_struct_end(tcp);
	return true;
}

static const nla_decoder_fn mcast_querier_decoders[] = {
	[BRIDGE_QUERIER_IP_ADDRESS] = decode_nla_in_addr,
	[BRIDGE_QUERIER_IP_PORT] = decode_nla_ifindex,
	[BRIDGE_QUERIER_IP_OTHER_TIMER] = decode_nla_clock_t,
	[BRIDGE_QUERIER_IPV6_ADDRESS] = decode_nla_in6_addr,
	[BRIDGE_QUERIER_IPV6_PORT] = decode_nla_ifindex,
	[BRIDGE_QUERIER_IPV6_OTHER_TIMER] = decode_nla_clock_t,
};

static bool decode_mcast_qstate(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	decode_nlattr(tcp, addr, len, &rtnl_ifla_br_mcast_querier_attrs, "BRIDGE_QUERIER_???",
		      mcast_querier_decoders, ARRAY_SIZE(mcast_querier_decoders), d);
	return true;
}

static const nla_decoder_fn bridge_data_decoders[] = {
	[IFLA_BR_FORWARD_DELAY] = decode_nla_clock_t,
	[IFLA_BR_HELLO_TIME] = decode_nla_clock_t,
	[IFLA_BR_MAX_AGE] = decode_nla_clock_t,
	[IFLA_BR_AGEING_TIME] = decode_nla_clock_t,
	[IFLA_BR_STP_STATE] = decode_nla_u32,
	[IFLA_BR_PRIORITY] = decode_nla_u16,
	[IFLA_BR_VLAN_FILTERING] = decode_nla_u8,
	[IFLA_BR_VLAN_PROTOCOL] = decode_ether_proto,
	[IFLA_BR_GROUP_FWD_MASK] = decode_nla_x16,
	[IFLA_BR_ROOT_ID] = decode_bridge_id,
	[IFLA_BR_BRIDGE_ID] = decode_bridge_id,
	[IFLA_BR_ROOT_PORT] = decode_nla_u16,
	[IFLA_BR_ROOT_PATH_COST] = decode_nla_u32,
	[IFLA_BR_TOPOLOGY_CHANGE] = decode_nla_u8,
	[IFLA_BR_TOPOLOGY_CHANGE_DETECTED] = decode_nla_u8,
	[IFLA_BR_HELLO_TIMER] = decode_nla_clock_t,
	[IFLA_BR_TCN_TIMER] = decode_nla_clock_t,
	[IFLA_BR_TOPOLOGY_CHANGE_TIMER] = decode_nla_clock_t,
	[IFLA_BR_GC_TIMER] = decode_nla_clock_t,
	[IFLA_BR_GROUP_ADDR] = decode_nla_hwaddr,
	[IFLA_BR_MCAST_ROUTER] = decode_nla_u8,
	[IFLA_BR_MCAST_SNOOPING] = decode_nla_u8,
	[IFLA_BR_MCAST_QUERY_USE_IFADDR] = decode_nla_u8,
	[IFLA_BR_MCAST_QUERIER] = decode_nla_u8,
	[IFLA_BR_MCAST_HASH_ELASTICITY] = decode_nla_u32,
	[IFLA_BR_MCAST_HASH_MAX] = decode_nla_u32,
	[IFLA_BR_MCAST_LAST_MEMBER_CNT] = decode_nla_u32,
	[IFLA_BR_MCAST_STARTUP_QUERY_CNT] = decode_nla_u32,
	[IFLA_BR_MCAST_LAST_MEMBER_INTVL] = decode_nla_clock_t,
	[IFLA_BR_MCAST_MEMBERSHIP_INTVL] = decode_nla_clock_t,
	[IFLA_BR_MCAST_QUERIER_INTVL] = decode_nla_clock_t,
	[IFLA_BR_MCAST_QUERY_INTVL] = decode_nla_clock_t,
	[IFLA_BR_MCAST_QUERY_RESPONSE_INTVL] = decode_nla_clock_t,
	[IFLA_BR_MCAST_STARTUP_QUERY_INTVL] = decode_nla_clock_t,
	[IFLA_BR_NF_CALL_IPTABLES] = decode_nla_u8,
	[IFLA_BR_NF_CALL_IP6TABLES] = decode_nla_u8,
	[IFLA_BR_NF_CALL_ARPTABLES] = decode_nla_u8,
	[IFLA_BR_VLAN_DEFAULT_PVID] = decode_nla_u16,
	[IFLA_BR_VLAN_STATS_ENABLED] = decode_nla_u8,
	[IFLA_BR_MCAST_STATS_ENABLED] = decode_nla_u8,
	[IFLA_BR_MCAST_IGMP_VERSION] = decode_nla_u8,
	[IFLA_BR_MCAST_MLD_VERSION] = decode_nla_u8,
	[IFLA_BR_VLAN_STATS_PER_PORT] = decode_nla_u8,
	[IFLA_BR_MULTI_BOOLOPT] = decode_br_boolopt,
	[IFLA_BR_MCAST_QUERIER_STATE] = decode_mcast_qstate,
};

static bool decode_tun_type(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_xval(tcp, addr, len, &tun_device_types, "IFF_???", 1);
}

static const nla_decoder_fn tun_data_decoders[] = {
	[IFLA_TUN_OWNER] = decode_nla_uid,
	[IFLA_TUN_GROUP] = decode_nla_uid,
	[IFLA_TUN_TYPE] = decode_tun_type,
	[IFLA_TUN_PI] = decode_nla_u8,
	[IFLA_TUN_VNET_HDR] = decode_nla_u8,
	[IFLA_TUN_PERSIST] = decode_nla_u8,
	[IFLA_TUN_MULTI_QUEUE] = decode_nla_u8,
	[IFLA_TUN_NUM_QUEUES] = decode_nla_u32,
	[IFLA_TUN_NUM_DISABLED_QUEUES] = decode_nla_u32,
};

static const nla_decoder_fn brport_decoders[] = {
	[IFLA_BRPORT_STATE] = decode_nla_u8,
	[IFLA_BRPORT_PRIORITY] = decode_nla_u16,
	[IFLA_BRPORT_COST] = decode_nla_u32,
	[IFLA_BRPORT_MODE] = decode_nla_u8,
	[IFLA_BRPORT_GUARD] = decode_nla_u8,
	[IFLA_BRPORT_PROTECT] = decode_nla_u8,
	[IFLA_BRPORT_FAST_LEAVE] = decode_nla_u8,
	[IFLA_BRPORT_LEARNING] = decode_nla_u8,
	[IFLA_BRPORT_UNICAST_FLOOD] = decode_nla_u8,
	[IFLA_BRPORT_PROXYARP] = decode_nla_u8,
	[IFLA_BRPORT_LEARNING_SYNC] = decode_nla_u8,
	[IFLA_BRPORT_PROXYARP_WIFI] = decode_nla_u8,
	[IFLA_BRPORT_ROOT_ID] = decode_bridge_id,
	[IFLA_BRPORT_BRIDGE_ID] = decode_bridge_id,
	[IFLA_BRPORT_DESIGNATED_PORT] = decode_nla_u16,
	[IFLA_BRPORT_DESIGNATED_COST] = decode_nla_u16,
	[IFLA_BRPORT_ID] = decode_nla_u16,
	[IFLA_BRPORT_NO] = decode_nla_u16,
	[IFLA_BRPORT_TOPOLOGY_CHANGE_ACK] = decode_nla_u8,
	[IFLA_BRPORT_CONFIG_PENDING] = decode_nla_u8,
	[IFLA_BRPORT_MESSAGE_AGE_TIMER] = decode_nla_clock_t,
	[IFLA_BRPORT_FORWARD_DELAY_TIMER] = decode_nla_clock_t,
	[IFLA_BRPORT_HOLD_TIMER] = decode_nla_clock_t,
	[IFLA_BRPORT_MULTICAST_ROUTER] = decode_nla_u8,
	[IFLA_BRPORT_MCAST_FLOOD] = decode_nla_u8,
	[IFLA_BRPORT_MCAST_TO_UCAST] = decode_nla_u8,
	[IFLA_BRPORT_VLAN_TUNNEL] = decode_nla_u8,
	[IFLA_BRPORT_BCAST_FLOOD] = decode_nla_u8,
	[IFLA_BRPORT_GROUP_FWD_MASK] = decode_nla_x16,
	[IFLA_BRPORT_NEIGH_SUPPRESS] = decode_nla_u8,
	[IFLA_BRPORT_ISOLATED] = decode_nla_u8,
	[IFLA_BRPORT_BACKUP_PORT] = decode_nla_ifindex,
	[IFLA_BRPORT_MRP_RING_OPEN] = decode_nla_u8,
	[IFLA_BRPORT_MRP_IN_OPEN] = decode_nla_u8,
	[IFLA_BRPORT_MCAST_EHT_HOSTS_LIMIT] = decode_nla_u32,
	[IFLA_BRPORT_MCAST_EHT_HOSTS_CNT] = decode_nla_u32,
	[IFLA_BRPORT_LOCKED] = decode_nla_u8,
};

void decode_brport_attrs(struct tcb *tcp, uint64_t addr, unsigned int len)
{
	decode_nlattr(tcp, addr, len, &rtnl_ifla_brport_attrs, "IFLA_BRPORT_???", brport_decoders,
		      ARRAY_SIZE(brport_decoders), NULL);
}

/* A kind string (len bytes at addr, NUL-terminated within them): printed, and
 * kept in dst for the data after it. */
static bool decode_kind(struct tcb *tcp, uint64_t addr, unsigned int len, char *dst,
			size_t size)
{
	memset(dst, 0, size);
	if (len >= size || fetch_mem(tcp, addr, dst, len) < 0 || strnlen(dst, size) >= len)
		dst[0] = '\0';
	nl_print_cstr(tcp, addr, len);
	return true;
}

static bool decode_info_kind(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	struct linkinfo_ctx *ctx = (struct linkinfo_ctx *)d;
	return decode_kind(tcp, addr, len, ctx->kind, sizeof(ctx->kind));
}

static bool decode_info_slave_kind(struct tcb *tcp, uint64_t addr, unsigned int len,
				   const void *d)
{
	struct linkinfo_ctx *ctx = (struct linkinfo_ctx *)d;
	return decode_kind(tcp, addr, len, ctx->slave_kind, sizeof(ctx->slave_kind));
}

static bool decode_info_data(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	const struct linkinfo_ctx *ctx = d;
	if (!strcmp(ctx->kind, "bridge"))
		decode_nlattr(tcp, addr, len, &rtnl_ifla_info_data_bridge_attrs, "IFLA_BR_???",
			      bridge_data_decoders, ARRAY_SIZE(bridge_data_decoders), d);
	else if (!strcmp(ctx->kind, "tun"))
		decode_nlattr(tcp, addr, len, &rtnl_ifla_info_data_tun_attrs, "IFLA_TUN_???",
			      tun_data_decoders, ARRAY_SIZE(tun_data_decoders), d);
	else
		return false;
	return true;
}

static bool decode_info_xstats(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	static const char *const names[] = { "bus_error", "error_warning", "error_passive",
					     "bus_off", "arbitration_lost", "restarts" };
	const struct linkinfo_ctx *ctx = d;
	if (strcmp(ctx->kind, "can"))
		return false;
	return nl_nla_uint_fields(tcp, addr, len, 6 * sizeof(uint32_t), 4, names, 6);
}

static bool decode_info_slave_data(struct tcb *tcp, uint64_t addr, unsigned int len,
				   const void *d)
{
	const struct linkinfo_ctx *ctx = d;
	if (strcmp(ctx->slave_kind, "bridge"))
		return false;
	decode_nlattr(tcp, addr, len, &rtnl_ifla_brport_attrs, "IFLA_BRPORT_???", brport_decoders,
		      ARRAY_SIZE(brport_decoders), d);
	return true;
}

static const nla_decoder_fn linkinfo_decoders[] = {
	[IFLA_INFO_KIND] = decode_info_kind,
	[IFLA_INFO_DATA] = decode_info_data,
	[IFLA_INFO_XSTATS] = decode_info_xstats,
	[IFLA_INFO_SLAVE_KIND] = decode_info_slave_kind,
	[IFLA_INFO_SLAVE_DATA] = decode_info_slave_data,
};

bool decode_ifla_linkinfo(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	struct linkinfo_ctx ctx = { .kind = "" };
	(void)d;
	decode_nlattr(tcp, addr, len, &rtnl_ifla_info_attrs, "IFLA_INFO_???", linkinfo_decoders,
		      ARRAY_SIZE(linkinfo_decoders), &ctx);
	return true;
}

/* --- IFLA_AF_SPEC of AF_BRIDGE messages ------------------------------------ */

static bool decode_bridge_flags(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_flags(tcp, addr, len, &rtnl_ifla_bridge_flags, "BRIDGE_FLAGS_???", 2);
}

static bool decode_bridge_mode(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_xval(tcp, addr, len, &rtnl_ifla_bridge_modes, "BRIDGE_MODE_???", 2);
}

static bool decode_vlan_info(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	struct bridge_vlan_info v;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &v, sizeof(v)))
		return len >= sizeof(v);
	value_struct_begin(tcp);
	value_field(tcp, "flags");
	print_flags(tcp, &nl_bridge_vlan_flags, v.flags, "BRIDGE_VLAN_INFO_???");
	value_field(tcp, "vid");
	value_uint(tcp, v.vid, VB_DEC);
	value_struct_end(tcp);
	nl_print_tail(tcp, addr, len, sizeof(v));
	return true;
}

static bool decode_vlan_flags(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_flags(tcp, addr, len, &nl_bridge_vlan_flags, "BRIDGE_VLAN_INFO_???", 2);
}

static const nla_decoder_fn vlan_tunnel_decoders[] = {
	[IFLA_BRIDGE_VLAN_TUNNEL_ID] = decode_nla_u32,
	[IFLA_BRIDGE_VLAN_TUNNEL_VID] = decode_nla_u16,
	[IFLA_BRIDGE_VLAN_TUNNEL_FLAGS] = decode_vlan_flags,
};

static bool decode_vlan_tunnel(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	decode_nlattr(tcp, addr, len, &rtnl_ifla_af_spec_bridge_vlan_tunnel_info_attrs,
		      "IFLA_BRIDGE_VLAN_TUNNEL_???", vlan_tunnel_decoders,
		      ARRAY_SIZE(vlan_tunnel_decoders), d);
	return true;
}

static const nla_decoder_fn af_spec_bridge_decoders[] = {
	[IFLA_BRIDGE_FLAGS] = decode_bridge_flags,
	[IFLA_BRIDGE_MODE] = decode_bridge_mode,
	[IFLA_BRIDGE_VLAN_INFO] = decode_vlan_info,
	[IFLA_BRIDGE_VLAN_TUNNEL_INFO] = decode_vlan_tunnel,
};

void decode_af_spec_bridge(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	decode_nlattr(tcp, addr, len, &rtnl_ifla_af_spec_bridge_attrs, "IFLA_BRIDGE_???",
		      af_spec_bridge_decoders, ARRAY_SIZE(af_spec_bridge_decoders), d);
}

/* --- IFLA_PORT_SELF, IFLA_VF_PORTS ----------------------------------------- */

static bool decode_port_vsi(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	struct ifla_port_vsi vsi;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &vsi, sizeof(vsi)))
		return len >= sizeof(vsi);
	value_struct_begin(tcp);
	value_field(tcp, "vsi_mgr_id");
	value_uint(tcp, vsi.vsi_mgr_id, VB_DEC);
	value_field(tcp, "vsi_type_id");
	print_quoted(tcp, (const char *)vsi.vsi_type_id, sizeof(vsi.vsi_type_id), QUOTE_FORCE_HEX);
	value_field(tcp, "vsi_type_version");
	value_uint(tcp, vsi.vsi_type_version, VB_DEC);
	bool zero = true;
	for (size_t i = 0; i < sizeof(vsi.pad); i++)
		zero = zero && !vsi.pad[i];
	if (!zero) {
		value_field(tcp, "pad");
		print_quoted(tcp, (const char *)vsi.pad, sizeof(vsi.pad), QUOTE_FORCE_HEX);
	}
	value_struct_end(tcp);
	return true;
}

static const nla_decoder_fn port_decoders[] = {
	[IFLA_PORT_VF] = decode_nla_u32,
	[IFLA_PORT_PROFILE] = decode_nla_str,
	[IFLA_PORT_VSI_TYPE] = decode_port_vsi,
	[IFLA_PORT_REQUEST] = decode_nla_u8,
	[IFLA_PORT_RESPONSE] = decode_nla_u16,
};

bool decode_ifla_port(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	decode_nlattr(tcp, addr, len, &rtnl_ifla_port_attrs, "IFLA_VF_PORT_???", port_decoders,
		      ARRAY_SIZE(port_decoders), d);
	return true;
}

static const nla_decoder_fn vf_port_decoders[] = {
	[IFLA_VF_PORT] = decode_ifla_port,
};

bool decode_ifla_vf_ports(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	decode_nlattr(tcp, addr, len, &rtnl_ifla_vf_port_attrs, "IFLA_VF_PORT_???",
		      vf_port_decoders, ARRAY_SIZE(vf_port_decoders), d);
	return true;
}
