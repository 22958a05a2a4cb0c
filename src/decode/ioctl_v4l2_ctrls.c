/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * VIDIOC_G_EXT_CTRLS, VIDIOC_S_EXT_CTRLS, VIDIOC_TRY_EXT_CTRLS: struct
 * v4l2_ext_controls and its array of controls, as strace prints them. The
 * class and count at entry; the controls at entry for set and try, and at
 * exit, failed or not, what the kernel left there (for set and try after
 * " => "), with error_idx when the call failed. When the result is unknown
 * (seccomp mode) the exit part is left out.
 */
#include "config.h"

#include <string.h>
#include <sys/ioctl.h>
#include <linux/videodev2.h>

#include "decode.h"
#include "ioctl.h"
#include "ioctl_common_print.h"
#include "print_ext.h"
#include "xlat/v4l2_control_classes.h"
#include "xlat/v4l2_control_ids.h"

static bool print_ctrl_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	struct v4l2_ext_control c;
	memcpy(&c, elem, sizeof(c));
	value_struct_begin(tcp);
	value_field(tcp, "id");
	print_xval(tcp, &v4l2_control_ids, c.id, "V4L2_CID_???");
	value_field(tcp, "size");
	value_uint(tcp, c.size, VB_DEC);
	if (c.size) {
		value_field(tcp, "string");
		print_buf(tcp, (uintptr_t)c.string, c.size);
	} else {
		value_field(tcp, "value");
		value_int(tcp, c.value);
		value_field(tcp, "value64");
		value_int(tcp, c.value64);
	}
	value_struct_end(tcp);
	return true;
}

/* "controls=[...]"; false when they could not all be read. */
static bool print_controls(struct tcb *tcp, const struct v4l2_ext_controls *c)
{
	struct v4l2_ext_control elem;
	value_field(tcp, "controls");
	return print_array(tcp, (uintptr_t)c->controls, c->count, &elem, sizeof(elem),
			   PA_IGNORE_SYSERROR, print_ctrl_elem, NULL);
}

int ioctl_v4l2_ext_ctrls_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	struct v4l2_ext_controls c;
	bool get = code == VIDIOC_G_EXT_CTRLS;

	if (entering(tcp)) {
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &c))
			return IOCTL_ARG_PRINTED;
		value_struct_begin(tcp);
		value_field(tcp, "ctrl_class");
		print_xval(tcp, &v4l2_control_classes, c.ctrl_class, "V4L2_CTRL_CLASS_???");
		value_field(tcp, "count");
		value_uint(tcp, c.count, VB_DEC);
		if (!c.count) {
			value_struct_end(tcp);
			return IOCTL_ARG_PRINTED;
		}
		if (get)
			return 0;
		if (!print_controls(tcp, &c)) {
			value_struct_end(tcp);
			return IOCTL_ARG_PRINTED;
		}
		return 0;
	}
	if (!(tcp->ev.flags & EV_HAS_RET) || fetch_obj(tcp, arg, &c) < 0) {
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	}
	/* "{...} => {controls=[...]}": the array as the kernel left it. */
	if (!get)
		ioctl_changed_begin(tcp);
	print_controls(tcp, &c);
	if (syserror(tcp)) {
		value_field(tcp, "error_idx");
		value_uint(tcp, c.error_idx, VB_DEC);
	}
	if (get)
		value_struct_end(tcp);
	else
		ioctl_changed_end(tcp);
	return IOCTL_ARG_PRINTED;
}
