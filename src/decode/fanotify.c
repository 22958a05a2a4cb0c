/* SPDX-License-Identifier: GPL-2.0-or-later */
/* fanotify_init, fanotify_mark. */
#include "config.h"

#include "decode.h"
#include "open.h"
#include "xlat/fan_classes.h"
#include "xlat/fan_event_flags.h"
#include "xlat/fan_init_flags.h"
#include "xlat/fan_mark_flags.h"

#define FAN_ALL_CLASS_BITS_ 0xcu

SYS_FUNC(fanotify_init)
{
	uint32_t flags = (uint32_t)ARG(0);
	/* The class (a number), then the flags: "FAN_CLASS_NOTIF|FAN_CLOEXEC". */
	value_flags_typed(tcp, &fan_classes, flags & FAN_ALL_CLASS_BITS_, "FAN_CLASS_???",
			  &fan_init_flags, flags & ~FAN_ALL_CLASS_BITS_, "FAN_???");
	tprint_sep(tcp);
	print_open_flags(tcp, (uint32_t)ARG(1));
	return RVAL_DECODED | RVAL_FD;
}

SYS_FUNC(fanotify_mark)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_flags(tcp, &fan_mark_flags, (uint32_t)ARG(1), "FAN_MARK_???");
	tprint_sep(tcp);
	print_flags(tcp, &fan_event_flags, ARG(2), "FAN_???");
	tprint_sep(tcp);
	if ((int)ARG(3) == -1)
		value_const(tcp, "FAN_NOFD", -1, VB_DEC, NULL);
	else
		print_dirfd(tcp, (int)ARG(3));
	tprint_sep(tcp);
	print_path(tcp, ARG(4));
	return RVAL_DECODED;
}
