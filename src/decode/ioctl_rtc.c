/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Real-time clock parameters and PLL settings: RTC_PARAM_[GS]ET (struct
 * rtc_param, its value member by parameter), RTC_PLL_[GS]ET (struct
 * rtc_pll_info) and RTC_VL_READ's flags. struct rtc_time and rtc_wkalrm are
 * in ioctl_struct.c.
 */
#include "config.h"

#include <sys/ioctl.h>
#include <linux/rtc.h>

#include "decode.h"
#include "ioctl.h"
#include "xlat/rtc_bsm_modes.h"
#include "xlat/rtc_features.h"
#include "xlat/rtc_params.h"
#include "xlat/rtc_vl_flags.h"

/* A struct rtc_param as given (the value member only with_value), or, out,
 * as strace shows what RTC_PARAM_GET wrote: the value member alone. */
static void print_param_as(struct tcb *tcp, const struct rtc_param *p, bool with_value, bool out)
{
	value_struct_begin(tcp);
	if (!out) {
		value_field(tcp, "param");
		print_xval(tcp, &rtc_params, p->param, "RTC_PARAM_???");
	}
	if (with_value || out) {
		switch (p->param) {
		case RTC_PARAM_FEATURES:
			value_field(tcp, "uvalue");
			print_flags(tcp, &rtc_features, p->uvalue, "1<<RTC_FEATURE_???");
			break;
		case RTC_PARAM_CORRECTION:
			value_field(tcp, "svalue");
			value_int(tcp, p->svalue);
			break;
		case RTC_PARAM_BACKUP_SWITCH_MODE:
			value_field(tcp, "uvalue");
			print_xval(tcp, &rtc_bsm_modes, p->uvalue, "RTC_BSM_???");
			break;
		default:
			value_field(tcp, "uvalue");
			value_uint(tcp, p->uvalue, VB_HEX);
		}
	}
	if (!out) {
		value_field(tcp, "index");
		value_uint(tcp, p->index, VB_DEC);
	}
	if (p->__pad) {
		value_field(tcp, "__pad");
		value_uint(tcp, p->__pad, VB_HEX);
	}
	value_struct_end(tcp);
}

static void print_param(struct tcb *tcp, const struct rtc_param *p, bool with_value)
{
	print_param_as(tcp, p, with_value, false);
}

static void print_pll(struct tcb *tcp, const struct rtc_pll_info *p)
{
	value_struct_begin(tcp);
	value_field(tcp, "pll_ctrl");
	value_int(tcp, p->pll_ctrl);
	value_field(tcp, "pll_value");
	value_int(tcp, p->pll_value);
	value_field(tcp, "pll_max");
	value_int(tcp, p->pll_max);
	value_field(tcp, "pll_min");
	value_int(tcp, p->pll_min);
	value_field(tcp, "pll_posmult");
	value_int(tcp, p->pll_posmult);
	value_field(tcp, "pll_negmult");
	value_int(tcp, p->pll_negmult);
	value_field(tcp, "pll_clock");
	value_int(tcp, p->pll_clock);
	value_struct_end(tcp);
}

/* The rtc requests of this file; -1 for others. See ioctl.h. */
int ioctl_rtc_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	union {
		struct rtc_param p;
		struct rtc_pll_info pll;
		uint32_t vl;
	} u;

	switch (code) {
	case RTC_PARAM_SET:
		tprint_sep(tcp);
		if (FETCH_OR_ADDR(tcp, arg, &u.p))
			print_param(tcp, &u.p, true);
		return IOCTL_ARG_PRINTED;
	case RTC_PLL_SET:
		tprint_sep(tcp);
		if (FETCH_OR_ADDR(tcp, arg, &u.pll))
			print_pll(tcp, &u.pll);
		return IOCTL_ARG_PRINTED;
	case RTC_PARAM_GET:
	case RTC_PLL_GET:
	case RTC_VL_READ:
		break;
	default:
		return -1;
	}
	/* What the kernel writes: at exit. */
	if (entering(tcp))
		return 0;
	tprint_sep(tcp);
	if (code == RTC_PARAM_GET) {
		/* The parameter asked for, and what the kernel wrote (its address
		 * when the call failed). */
		if (!FETCH_OR_ADDR(tcp, arg, &u.p))
			return IOCTL_ARG_PRINTED;
		value_expr_begin(tcp, "=>");
		print_param(tcp, &u.p, false);
		value_expr_next(tcp);
		if (syserror(tcp))
			print_addr(tcp, arg);
		else
			print_param_as(tcp, &u.p, false, true);
		value_expr_end(tcp);
		return IOCTL_ARG_PRINTED;
	}
	if (syserror(tcp)) {
		print_addr(tcp, arg);
		return IOCTL_ARG_PRINTED;
	}
	if (code == RTC_PLL_GET) {
		if (FETCH_OR_ADDR(tcp, arg, &u.pll))
			print_pll(tcp, &u.pll);
	} else if (FETCH_OR_ADDR(tcp, arg, &u.vl)) {
		value_array_begin(tcp);
		value_elem(tcp);
		print_flags(tcp, &rtc_vl_flags, u.vl, "RTC_VL_???");
		value_array_end(tcp);
	}
	return IOCTL_ARG_PRINTED;
}
