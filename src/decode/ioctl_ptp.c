/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * PTP hardware clock structures the kernel reads: time stamp and pin
 * requests, system offset sample counts. They print at entry (the reserved
 * words of the "2" requests only when not zero); what the kernel writes back
 * is not shown yet.
 */
#include "config.h"

#include <sys/ioctl.h>
#include <linux/ptp_clock.h>

#include "decode.h"
#include "ioctl.h"
#include "options.h"
#include "xlat/ptp_extts_flags.h"
#include "xlat/ptp_perout_flags.h"
#include "xlat/ptp_pin_funcs.h"

/* rsv=[0x...] when any of its n words is not zero. */
static void print_rsv(struct tcb *tcp, const unsigned int *rsv, size_t n)
{
	size_t i;
	for (i = 0; i < n && !rsv[i]; i++)
		;
	if (i == n)
		return;
	value_field(tcp, "rsv");
	value_array_begin(tcp);
	for (i = 0; i < n; i++) {
		value_elem(tcp);
		value_uint(tcp, rsv[i], VB_HEX);
	}
	value_array_end(tcp);
}

/* struct ptp_clock_time: {sec, nsec, reserved when not 0}; a point in time
 * (date) gets its date as a comment, as strace writes it. */
static void print_clock_time(struct tcb *tcp, const char *name, const struct ptp_clock_time *t,
			     bool date)
{
	value_field(tcp, name);
	value_struct_begin(tcp);
	value_field(tcp, "sec");
	value_int(tcp, t->sec);
	value_field(tcp, "nsec");
	value_uint(tcp, t->nsec, VB_DEC);
	if (t->reserved) {
		value_field(tcp, "reserved");
		value_uint(tcp, t->reserved, VB_HEX);
	}
	value_struct_end(tcp);
	if (date && opts.const_style != CONST_RAW)
		print_time_comment(tcp, t->sec, t->nsec);
}

/* PTP_PEROUT_REQUEST[2]: the start (or phase), period, index and flags, the
 * on time of a duty cycle, or the "2" request's reserved words. */
static void print_perout(struct tcb *tcp, const struct ptp_perout_request *p, bool v2)
{
	value_struct_begin(tcp);
	if (p->flags & PTP_PEROUT_PHASE)
		print_clock_time(tcp, "phase", &p->phase, false);
	else
		print_clock_time(tcp, "start", &p->start, true);
	print_clock_time(tcp, "period", &p->period, false);
	value_field(tcp, "index");
	value_uint(tcp, p->index, VB_DEC);
	value_field(tcp, "flags");
	print_flags(tcp, &ptp_perout_flags, p->flags, "PTP_PEROUT_???");
	if (p->flags & PTP_PEROUT_DUTY_CYCLE)
		print_clock_time(tcp, "on", &p->on, false);
	else if (v2)
		print_rsv(tcp, p->rsv, ARRAY_SIZE(p->rsv));
	value_struct_end(tcp);
}

/* The PTP structures; -1 for other requests. See ioctl.h. */
int ioctl_ptp_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	union {
		struct ptp_extts_request e;
		struct ptp_pin_desc pin;
		struct ptp_sys_offset off;	/* n_samples and rsv start them all */
		struct ptp_perout_request po;
	} u;
	bool v2 = false;

	switch (code) {
	case PTP_EXTTS_REQUEST2: case PTP_PIN_GETFUNC2: case PTP_PIN_SETFUNC2:
		v2 = true;
		break;
	case PTP_PEROUT_REQUEST: case PTP_PEROUT_REQUEST2:
		tprint_sep(tcp);
		if (FETCH_OR_ADDR(tcp, arg, &u.po))
			print_perout(tcp, &u.po, code == PTP_PEROUT_REQUEST2);
		return IOCTL_ARG_PRINTED;
	case PTP_EXTTS_REQUEST: case PTP_PIN_GETFUNC: case PTP_PIN_SETFUNC:
	case PTP_SYS_OFFSET: case PTP_SYS_OFFSET2: case PTP_SYS_OFFSET_EXTENDED:
	case PTP_SYS_OFFSET_EXTENDED2:
		break;
	default:
		return -1;
	}
	tprint_sep(tcp);
	switch (code) {
	case PTP_EXTTS_REQUEST: case PTP_EXTTS_REQUEST2:
		if (!FETCH_OR_ADDR(tcp, arg, &u.e))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "index");
		value_uint(tcp, u.e.index, VB_DEC);
		value_field(tcp, "flags");
		print_flags(tcp, &ptp_extts_flags, u.e.flags, "PTP_???");
		if (v2)
			print_rsv(tcp, u.e.rsv, ARRAY_SIZE(u.e.rsv));
		value_struct_end(tcp);
		break;
	case PTP_PIN_GETFUNC: case PTP_PIN_GETFUNC2:
	case PTP_PIN_SETFUNC: case PTP_PIN_SETFUNC2:
		if (!FETCH_OR_ADDR(tcp, arg, &u.pin))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "index");
		value_uint(tcp, u.pin.index, VB_DEC);
		if (code == PTP_PIN_SETFUNC || code == PTP_PIN_SETFUNC2) {
			value_field(tcp, "func");
			print_xval(tcp, &ptp_pin_funcs, u.pin.func, "PTP_PF_???");
			value_field(tcp, "chan");
			value_uint(tcp, u.pin.chan, VB_DEC);
		}
		if (v2)
			print_rsv(tcp, u.pin.rsv, ARRAY_SIZE(u.pin.rsv));
		value_struct_end(tcp);
		break;
	default:
		/* The offsets: their structures start alike. */
		if (fetch_mem(tcp, arg, &u.off, sizeof(u.off.n_samples) + sizeof(u.off.rsv)) < 0) {
			print_addr(tcp, arg);
			break;
		}
		value_struct_begin(tcp);
		value_field(tcp, "n_samples");
		value_uint(tcp, u.off.n_samples, VB_DEC);
		print_rsv(tcp, u.off.rsv, ARRAY_SIZE(u.off.rsv));
		value_struct_end(tcp);
		break;
	}
	return IOCTL_ARG_PRINTED;
}
