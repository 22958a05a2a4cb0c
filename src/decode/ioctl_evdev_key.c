/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * evdev key map requests, as strace 6.1: EVIOCSKEYCODE's [scancode, keycode]
 * pair and EVIOCSKEYCODE_V2's struct input_keymap_entry (its flags and length,
 * the rest with -v) at entry, the EVIOCGKEYCODE(_V2) answers the same way at
 * exit; the key code by its KEY_* or BTN_* name (evdev_keycode, the names
 * strace prints).
 */
#include "config.h"

#include <sys/ioctl.h>
#include <linux/input.h>

#include "decode.h"
#include "ioctl.h"
#include "options.h"
#include "xlat/evdev_keycode.h"

/* The evdev key map requests of this file; -1 for others. See ioctl.h. */
int ioctl_evdev_key_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	union {
		uint32_t kc[2];
		struct input_keymap_entry ke;
	} u;

	switch (code) {
	case EVIOCGKEYCODE: case EVIOCGKEYCODE_V2:
		/* Written (in part) by the kernel: at exit, as the set requests. */
		if (entering(tcp))
			return 0;
		if (syserror(tcp)) {
			tprint_sep(tcp);
			print_addr(tcp, arg);
			return IOCTL_ARG_PRINTED;
		}
		return ioctl_evdev_key_arg(tcp, code == EVIOCGKEYCODE ? EVIOCSKEYCODE :
					   EVIOCSKEYCODE_V2, arg);
	case EVIOCSKEYCODE:
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &u.kc))
			return IOCTL_ARG_PRINTED;
		value_array_begin(tcp);
		value_elem(tcp);
		value_uint(tcp, u.kc[0], VB_DEC);
		value_elem(tcp);
		print_xval(tcp, &evdev_keycode, u.kc[1], "KEY_???");
		value_array_end(tcp);
		return IOCTL_ARG_PRINTED;
	case EVIOCSKEYCODE_V2:
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &u.ke))
			return IOCTL_ARG_PRINTED;
		value_struct_begin(tcp);
		value_field(tcp, "flags");
		value_uint(tcp, u.ke.flags, VB_DEC);
		value_field(tcp, "len");
		value_uint(tcp, u.ke.len, VB_DEC);
		if (!opts.verbose) {
			value_struct_more(tcp);
			value_struct_end(tcp);
			return IOCTL_ARG_PRINTED;
		}
		value_field(tcp, "index");
		value_uint(tcp, u.ke.index, VB_DEC);
		value_field(tcp, "keycode");
		print_xval(tcp, &evdev_keycode, u.ke.keycode, "KEY_???");
		value_field(tcp, "scancode");
		value_array_begin(tcp);
		for (size_t i = 0; i < sizeof(u.ke.scancode); i++) {
			value_elem(tcp);
			value_uint(tcp, u.ke.scancode[i], VB_HEX);
		}
		value_array_end(tcp);
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	default:
		return -1;
	}
}
