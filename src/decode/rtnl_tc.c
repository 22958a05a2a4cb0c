/* SPDX-License-Identifier: GPL-2.0-or-later */
/* NETLINK_ROUTE traffic control messages: struct tcmsg and its attributes (qdiscs,
 * classes, filters, chains), as strace prints them. */
#include "config.h"

#include <linux/gen_stats.h>
#include <linux/netlink.h>
#include <linux/pkt_cls.h>
#include <linux/pkt_sched.h>
#include <linux/rtnetlink.h>
#include <stddef.h>

#include "decode.h"
#include "netlink.h"
#include "netutil.h"
#include "print_ext.h"
#include "xlat/rtnl_tc_action_attrs.h"
#include "xlat/rtnl_tc_attrs.h"
#include "xlat/rtnl_tca_act_flags.h"
#include "xlat/rtnl_tca_act_hw_stats.h"
#include "xlat/rtnl_tca_stab_attrs.h"
#include "xlat/rtnl_tca_stats_attrs.h"

static bool decode_tc_stats(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	static const char *const names[] = { "bytes", "packets", "drops", "overlimits", "bps",
					     "pps", "qlen", "backlog" };
	struct tc_stats st;
	const unsigned int size = offsetof(struct tc_stats, backlog) + sizeof(st.backlog);
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &st, size))
		return len >= size;
	const uint64_t v[] = { st.bytes, st.packets, st.drops, st.overlimits, st.bps, st.pps,
			       st.qlen, st.backlog };
	nl_print_uint_fields(tcp, v, 8, names, 8);
	return true;
}

static bool decode_tc_estimator(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	struct tc_estimator est;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &est, sizeof(est)))
		return len >= sizeof(est);
	value_struct_begin(tcp);
	value_field(tcp, "interval");
	value_int(tcp, est.interval);
	value_field(tcp, "ewma_log");
	value_uint(tcp, est.ewma_log, VB_DEC);
	value_struct_end(tcp);
	return true;
}

static bool decode_stats_basic(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	static const char *const names[] = { "bytes", "packets" };
	struct gnet_stats_basic sb;
	(void)d;
	const unsigned int size = offsetof(struct gnet_stats_basic, packets) + sizeof(sb.packets);
	if (!nl_nla_read(tcp, addr, len, &sb, size))
		return len >= size;
	const uint64_t v[] = { sb.bytes, sb.packets };
	nl_print_uint_fields(tcp, v, 8, names, 2);
	return true;
}

static bool decode_rate_est(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	static const char *const names[] = { "bps", "pps" };
	(void)d;
	return nl_nla_uint_fields(tcp, addr, len, sizeof(struct gnet_stats_rate_est), 4, names, 2);
}

static bool decode_rate_est64(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	static const char *const names[] = { "bps", "pps" };
	(void)d;
	return nl_nla_uint_fields(tcp, addr, len, sizeof(struct gnet_stats_rate_est64), 8, names,
				  2);
}

static bool decode_stats_queue(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	static const char *const names[] = { "qlen", "backlog", "drops", "requeues",
					     "overlimits" };
	(void)d;
	return nl_nla_uint_fields(tcp, addr, len, sizeof(struct gnet_stats_queue), 4, names, 5);
}

static const nla_decoder_fn tca_stats_decoders[] = {
	[TCA_STATS_BASIC] = decode_stats_basic,
	[TCA_STATS_RATE_EST] = decode_rate_est,
	[TCA_STATS_QUEUE] = decode_stats_queue,
	[TCA_STATS_RATE_EST64] = decode_rate_est64,
	[TCA_STATS_BASIC_HW] = decode_stats_basic,
	[TCA_STATS_PKT64] = decode_nla_u64,
};

static bool decode_tca_stats2(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	decode_nlattr(tcp, addr, len, &rtnl_tca_stats_attrs, "TCA_STATS_???", tca_stats_decoders,
		      ARRAY_SIZE(tca_stats_decoders), d);
	return true;
}

static bool decode_sizespec(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	struct tc_sizespec s;
	(void)d;
	if (!nl_nla_read(tcp, addr, len, &s, sizeof(s)))
		return len >= sizeof(s);
	value_struct_begin(tcp);
	value_field(tcp, "cell_log");
	value_uint(tcp, s.cell_log, VB_DEC);
	value_field(tcp, "size_log");
	value_uint(tcp, s.size_log, VB_DEC);
	value_field(tcp, "cell_align");
	value_int(tcp, s.cell_align);
	value_field(tcp, "overhead");
	value_int(tcp, s.overhead);
	value_field(tcp, "linklayer");
	value_uint(tcp, s.linklayer, VB_DEC);
	value_field(tcp, "mpu");
	value_uint(tcp, s.mpu, VB_DEC);
	value_field(tcp, "mtu");
	value_uint(tcp, s.mtu, VB_DEC);
	value_field(tcp, "tsize");
	value_uint(tcp, s.tsize, VB_DEC);
	value_struct_end(tcp);
	return true;
}

static bool decode_stab_data(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_array(tcp, addr, len, sizeof(uint16_t), print_uint_elem);
}

static const nla_decoder_fn tca_stab_decoders[] = {
	[TCA_STAB_BASE] = decode_sizespec,
	[TCA_STAB_DATA] = decode_stab_data,
};

static bool decode_tca_stab(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	decode_nlattr(tcp, addr, len, &rtnl_tca_stab_attrs, "TCA_STAB_???", tca_stab_decoders,
		      ARRAY_SIZE(tca_stab_decoders), d);
	return true;
}

static const nla_decoder_fn tcmsg_decoders[] = {
	[TCA_KIND] = decode_nla_str,
	[TCA_STATS] = decode_tc_stats,
	[TCA_RATE] = decode_tc_estimator,
	[TCA_FCNT] = decode_nla_u32,
	[TCA_STATS2] = decode_tca_stats2,
	[TCA_STAB] = decode_tca_stab,
	[TCA_CHAIN] = decode_nla_u32,
	[TCA_HW_OFFLOAD] = decode_nla_u8,
	[TCA_INGRESS_BLOCK] = decode_nla_u32,
	[TCA_EGRESS_BLOCK] = decode_nla_u32,
	[TCA_DUMP_FLAGS] = decode_nla_u32,
};

void decode_tcmsg(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len)
{
	struct tcmsg m = { .tcm_family = family };
	bool ok = nl_begin_fixed(tcp, "tcm_family", family, addr, len, &m, sizeof(m));
	if (ok) {
		value_field(tcp, "tcm_ifindex");
		print_ifindex(tcp, (unsigned int)m.tcm_ifindex);
		value_field(tcp, "tcm_handle");
		value_uint(tcp, m.tcm_handle, VB_DEC);
		value_field(tcp, "tcm_parent");
		value_uint(tcp, m.tcm_parent, VB_DEC);
		value_field(tcp, "tcm_info");
		value_uint(tcp, m.tcm_info, VB_DEC);
	}
	nl_end_fixed(tcp, ok, addr, len, sizeof(m), &rtnl_tc_attrs, "TCA_???", tcmsg_decoders,
		     ARRAY_SIZE(tcmsg_decoders), NULL);
}

/* --- actions (struct tcamsg) ----------------------------------------------- */

static bool decode_act_flags(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_flags(tcp, addr, len, &rtnl_tca_act_flags, "TCA_ACT_FLAGS_???", 4);
}

static bool decode_act_hw_stats(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	(void)d;
	return nl_nla_flags(tcp, addr, len, &rtnl_tca_act_hw_stats, "TCA_ACT_HW_STATS_???", 4);
}

static const nla_decoder_fn tcamsg_decoders[] = {
	[TCA_ACT_KIND] = decode_nla_str,
	[TCA_ACT_INDEX] = decode_nla_u32,
	[TCA_ACT_STATS] = decode_tca_stats2,
	[TCA_ACT_FLAGS] = decode_act_flags,
	[TCA_ACT_HW_STATS] = decode_act_hw_stats,
	[TCA_ACT_USED_HW_STATS] = decode_act_hw_stats,
	[TCA_ACT_IN_HW_COUNT] = decode_nla_u32,
};

void decode_tcamsg(struct tcb *tcp, uint8_t family, uint64_t addr, unsigned int len)
{
	nl_decode_family_attrs(tcp, "tca_family", family, addr, len, &rtnl_tc_action_attrs,
			       "TCA_ACT_???", tcamsg_decoders, ARRAY_SIZE(tcamsg_decoders));
}
