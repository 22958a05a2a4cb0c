/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * EVIOCSFF: the force feedback effect (struct ff_effect) given to an input
 * device, as strace prints it: type, id and direction, and with -v the
 * trigger, the replay and the effect of the types strace knows (constant,
 * ramp, periodic, rumble). And the input requests that read what the kernel
 * writes and no other file decodes: EVIOCGNAME, EVIOCGPHYS and EVIOCGUNIQ's
 * string at exit, the others' address (never a number: strace prints NULL).
 */
#include "config.h"

#include <sys/ioctl.h>
#include <linux/input.h>

#include "decode.h"
#include "ioctl.h"
#include "options.h"
#include "xlat/evdev_ff_types.h"

static void field_u(struct tcb *tcp, const char *name, uint64_t v)
{
	value_field(tcp, name);
	value_uint(tcp, v, VB_DEC);
}

static void field_d(struct tcb *tcp, const char *name, int64_t v)
{
	value_field(tcp, name);
	value_int(tcp, v);
}

static void print_envelope(struct tcb *tcp, const struct ff_envelope *e)
{
	value_field(tcp, "envelope");
	value_struct_begin(tcp);
	field_u(tcp, "attack_length", e->attack_length);
	field_u(tcp, "attack_level", e->attack_level);
	field_u(tcp, "fade_length", e->fade_length);
	value_field(tcp, "fade_level");
	value_uint(tcp, e->fade_level, VB_HEX);
	value_struct_end(tcp);
}

static void print_effect(struct tcb *tcp, const struct ff_effect *f)
{
	switch (f->type) {
	case FF_CONSTANT:
		value_field(tcp, "constant");
		value_struct_begin(tcp);
		field_d(tcp, "level", f->u.constant.level);
		print_envelope(tcp, &f->u.constant.envelope);
		value_struct_end(tcp);
		break;
	case FF_RAMP:
		value_field(tcp, "ramp");
		value_struct_begin(tcp);
		field_d(tcp, "start_level", f->u.ramp.start_level);
		field_d(tcp, "end_level", f->u.ramp.end_level);
		print_envelope(tcp, &f->u.ramp.envelope);
		value_struct_end(tcp);
		break;
	case FF_PERIODIC:
		value_field(tcp, "periodic");
		value_struct_begin(tcp);
		field_u(tcp, "waveform", f->u.periodic.waveform);
		field_u(tcp, "period", f->u.periodic.period);
		field_d(tcp, "magnitude", f->u.periodic.magnitude);
		field_d(tcp, "offset", f->u.periodic.offset);
		field_u(tcp, "phase", f->u.periodic.phase);
		print_envelope(tcp, &f->u.periodic.envelope);
		field_u(tcp, "custom_len", f->u.periodic.custom_len);
		value_field(tcp, "custom_data");
		print_addr(tcp, (uintptr_t)f->u.periodic.custom_data);
		value_struct_end(tcp);
		break;
	case FF_RUMBLE:
		value_field(tcp, "rumble");
		value_struct_begin(tcp);
		field_u(tcp, "strong_magnitude", f->u.rumble.strong_magnitude);
		field_u(tcp, "weak_magnitude", f->u.rumble.weak_magnitude);
		value_struct_end(tcp);
		break;
	}
}

/* The 'E' requests that read, by their number: a string or an address, at
 * exit. */
static int evdev_read(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	if (entering(tcp))
		return 0;
	tprint_sep(tcp);
	switch (IOCTL_NR(code)) {
	case IOCTL_NR(EVIOCGNAME(0)):
	case IOCTL_NR(EVIOCGPHYS(0)):
	case IOCTL_NR(EVIOCGUNIQ(0)):
		if (!syserror(tcp)) {
			print_buf(tcp, arg, (uint64_t)tcp->ev.ret);
			return IOCTL_ARG_PRINTED;
		}
		break;
	}
	print_addr(tcp, arg);
	return IOCTL_ARG_PRINTED;
}

/* EVIOCSFF and the reading requests of other files; -1 for other requests.
 * See ioctl.h. */
int ioctl_evdev_ff_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	struct ff_effect f;

	if (IOCTL_DIR(code) == IOCTL_DIR_READ)
		return evdev_read(tcp, code, arg);
	if (code != EVIOCSFF)
		return -1;
	tprint_sep(tcp);
	if (!FETCH_OR_ADDR(tcp, arg, &f))
		return IOCTL_ARG_PRINTED;
	value_struct_begin(tcp);
	value_field(tcp, "type");
	print_xval(tcp, &evdev_ff_types, f.type, "FF_???");
	field_d(tcp, "id", f.id);
	field_u(tcp, "direction", f.direction);
	if (!opts.verbose) {
		value_struct_more(tcp);
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	}
	value_field(tcp, "trigger");
	value_struct_begin(tcp);
	field_u(tcp, "button", f.trigger.button);
	field_u(tcp, "interval", f.trigger.interval);
	value_struct_end(tcp);
	value_field(tcp, "replay");
	value_struct_begin(tcp);
	field_u(tcp, "length", f.replay.length);
	field_u(tcp, "delay", f.replay.delay);
	value_struct_end(tcp);
	print_effect(tcp, &f);
	value_struct_end(tcp);
	return IOCTL_ARG_PRINTED;
}
