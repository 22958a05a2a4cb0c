/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * PTP hardware clock structures the kernel reads: time stamp, periodic
 * output and pin requests, system offset sample counts, at entry (the
 * reserved words of the "2" requests only when not zero); and at exit what
 * the kernel writes: the clock's capabilities, the offsets' time stamps, a
 * pin's description.
 */
#include "config.h"

#include <stdlib.h>
#include <sys/ioctl.h>
#include <linux/ptp_clock.h>

#include "decode.h"
#include "ioctl.h"
#include "ioctl_common_print.h"
#include "print_ext.h"
#include "options.h"
#include "xlat/ptp_extts_flags.h"
#include "xlat/ptp_perout_flags.h"
#include "xlat/ptp_pin_funcs.h"

/* rsv=[0x...] when any of its n words is not zero ("..." past -s, as strace). */
static void print_rsv(struct tcb *tcp, const unsigned int *rsv, size_t n)
{
	size_t i;
	for (i = 0; i < n && !rsv[i]; i++)
		;
	if (i == n)
		return;
	value_field(tcp, "rsv");
	print_local_array(tcp, rsv, n, sizeof(*rsv), print_xint_elem, NULL);
}

/* struct ptp_clock_time: {sec, nsec, reserved when not 0}, as the field name
 * (none: an array's element); a point in time (date) gets its date as a
 * comment, as strace writes it. */
static void print_clock_time(struct tcb *tcp, const char *name, const struct ptp_clock_time *t,
			     bool date)
{
	if (name)
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

static void field_d(struct tcb *tcp, const char *name, int64_t v)
{
	value_field(tcp, name);
	value_int(tcp, v);
}

/* "ts=[...]": n stamps (triples of them when per is 3), -s at most without -v. */
static void print_stamps(struct tcb *tcp, const struct ptp_clock_time *ts, size_t n, size_t per)
{
	value_field(tcp, "ts");
	value_array_begin(tcp);
	for (size_t i = 0; i < n; i++) {
		if (!opts.verbose && i >= opts.max_strlen) {
			value_array_more(tcp);
			break;
		}
		value_elem(tcp);
		if (per == 1) {
			print_clock_time(tcp, NULL, &ts[i], true);
			continue;
		}
		value_array_begin(tcp);
		for (size_t j = 0; j < per; j++) {
			value_elem(tcp);
			print_clock_time(tcp, NULL, &ts[i * per + j], true);
		}
		value_array_end(tcp);
	}
	value_array_end(tcp);
}

/* An unreadable answer: ", ???" as strace writes it. */
static void print_unavailable(struct tcb *tcp)
{
	value_field(tcp, NULL);
	value_str(tcp, "???", 3, VS_BARE);
}

/* The size of what ptp_exit() reads for code. */
static size_t out_size(unsigned int code)
{
	switch (code) {
	case PTP_CLOCK_GETCAPS: case PTP_CLOCK_GETCAPS2:
		return sizeof(struct ptp_clock_caps);
	case PTP_SYS_OFFSET: case PTP_SYS_OFFSET2:
		return sizeof(struct ptp_sys_offset);
	case PTP_SYS_OFFSET_EXTENDED: case PTP_SYS_OFFSET_EXTENDED2:
		return sizeof(struct ptp_sys_offset_extended);
	case PTP_PIN_GETFUNC: case PTP_PIN_GETFUNC2:
		return sizeof(struct ptp_pin_desc);
	}
	return sizeof(struct ptp_sys_offset_precise);
}

/*
 * What the kernel writes, at exit: the clock's capabilities, the offsets'
 * time stamps, a pin's description; the address (for the requests whose
 * input was printed at entry, nothing more) when the call failed.
 */
static int ptp_exit(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	union {
		struct ptp_clock_caps caps;
		struct ptp_sys_offset off;
		struct ptp_sys_offset_extended ext;
		struct ptp_sys_offset_precise pre;
		struct ptp_pin_desc pin;
	} *u;
	bool out_only = code == PTP_CLOCK_GETCAPS || code == PTP_CLOCK_GETCAPS2 ||
			code == PTP_SYS_OFFSET_PRECISE || code == PTP_SYS_OFFSET_PRECISE2;

	if (code == PTP_PIN_SETFUNC || code == PTP_PIN_SETFUNC2 || code == PTP_EXTTS_REQUEST ||
	    code == PTP_EXTTS_REQUEST2)
		return IOCTL_ARG_PRINTED;	/* printed whole at entry */
	int rc = ioctl_exit_begin(tcp, arg, out_only);
	if (rc >= 0)
		return rc;
	u = malloc(sizeof(*u));	/* the offsets are over a kilobyte */
	if (!u || fetch_mem(tcp, arg, u, out_size(code)) < 0) {
		if (out_only) {
			print_addr(tcp, arg);
		} else {
			print_unavailable(tcp);
			value_struct_end(tcp);
		}
		free(u);
		return IOCTL_ARG_PRINTED;
	}
	switch (code) {
	case PTP_CLOCK_GETCAPS: case PTP_CLOCK_GETCAPS2:
		value_struct_begin(tcp);
		field_d(tcp, "max_adj", u->caps.max_adj);
		field_d(tcp, "n_alarm", u->caps.n_alarm);
		field_d(tcp, "n_ext_ts", u->caps.n_ext_ts);
		field_d(tcp, "n_per_out", u->caps.n_per_out);
		field_d(tcp, "pps", u->caps.pps);
		field_d(tcp, "n_pins", u->caps.n_pins);
		field_d(tcp, "cross_timestamping", u->caps.cross_timestamping);
		field_d(tcp, "adjust_phase", u->caps.adjust_phase);
		print_rsv(tcp, (const unsigned int *)u->caps.rsv, ARRAY_SIZE(u->caps.rsv));
		value_struct_end(tcp);
		break;
	case PTP_SYS_OFFSET_PRECISE: case PTP_SYS_OFFSET_PRECISE2:
		value_struct_begin(tcp);
		print_clock_time(tcp, "device", &u->pre.device, true);
		print_clock_time(tcp, "sys_realtime", &u->pre.sys_realtime, true);
		print_clock_time(tcp, "sys_monoraw", &u->pre.sys_monoraw, false);
		print_rsv(tcp, u->pre.rsv, ARRAY_SIZE(u->pre.rsv));
		value_struct_end(tcp);
		break;
	case PTP_SYS_OFFSET: case PTP_SYS_OFFSET2: {
		size_t n = u->off.n_samples < PTP_MAX_SAMPLES ? u->off.n_samples : PTP_MAX_SAMPLES;
		print_stamps(tcp, u->off.ts, 2 * n + 1, 1);
		value_struct_end(tcp);
		break;
	}
	case PTP_SYS_OFFSET_EXTENDED: case PTP_SYS_OFFSET_EXTENDED2: {
		size_t n = u->ext.n_samples < PTP_MAX_SAMPLES ? u->ext.n_samples : PTP_MAX_SAMPLES;
		print_stamps(tcp, &u->ext.ts[0][0], n, 3);
		value_struct_end(tcp);
		break;
	}
	default:	/* PTP_PIN_GETFUNC[2] */
		ioctl_field_cstr(tcp, "name", u->pin.name, sizeof(u->pin.name));
		value_field(tcp, "func");
		print_xval(tcp, &ptp_pin_funcs, u->pin.func, "PTP_PF_???");
		value_field(tcp, "chan");
		value_uint(tcp, u->pin.chan, VB_DEC);
		value_struct_end(tcp);
	}
	free(u);
	return IOCTL_ARG_PRINTED;
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
	case PTP_CLOCK_GETCAPS: case PTP_CLOCK_GETCAPS2:
	case PTP_SYS_OFFSET_PRECISE: case PTP_SYS_OFFSET_PRECISE2:
		return entering(tcp) ? 0 : ptp_exit(tcp, code, arg);
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
	if (exiting(tcp))
		return ptp_exit(tcp, code, arg);
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
		if (code == PTP_PIN_GETFUNC || code == PTP_PIN_GETFUNC2)
			return 0;	/* the pin's description at exit */
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
		return 0;	/* the time stamps at exit */
	}
	return IOCTL_ARG_PRINTED;
}
