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
#include "xlat/ptp_extts_flags.h"
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

/* The PTP structures; -1 for other requests. See ioctl.h. */
int ioctl_ptp_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	union {
		struct ptp_extts_request e;
		struct ptp_pin_desc pin;
		struct ptp_sys_offset off;	/* n_samples and rsv start them all */
	} u;
	bool v2 = false;

	switch (code) {
	case PTP_EXTTS_REQUEST2: case PTP_PIN_GETFUNC2: case PTP_PIN_SETFUNC2:
		v2 = true;
		break;
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
