/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Counter devices ('>'): COUNTER_ADD_WATCH_IOCTL's struct counter_watch (the
 * component, event and channel to watch), as strace prints it. The enable
 * and disable requests, which take no argument, are in ioctl_args.c.
 */
#include "config.h"

#include <sys/ioctl.h>
#include <linux/counter.h>

#include "decode.h"
#include "ioctl.h"
#include "xlat/counter_component_types.h"
#include "xlat/counter_event_types.h"
#include "xlat/counter_scopes.h"

/* The counter requests of this file; -1 for others. See ioctl.h. */
int ioctl_counter_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	struct counter_watch w;

	if (code != COUNTER_ADD_WATCH_IOCTL)
		return -1;
	tprint_sep(tcp);
	if (!FETCH_OR_ADDR(tcp, arg, &w))
		return IOCTL_ARG_PRINTED;
	value_struct_begin(tcp);
	value_field(tcp, "component");
	value_struct_begin(tcp);
	value_field(tcp, "type");
	print_xval(tcp, &counter_component_types, w.component.type, "COUNTER_COMPONENT_???");
	value_field(tcp, "scope");
	print_xval(tcp, &counter_scopes, w.component.scope, "COUNTER_SCOPE_???");
	value_field(tcp, "parent");
	value_uint(tcp, w.component.parent, VB_DEC);
	value_field(tcp, "id");
	value_uint(tcp, w.component.id, VB_DEC);
	value_struct_end(tcp);
	value_field(tcp, "event");
	print_xval(tcp, &counter_event_types, w.event, "COUNTER_EVENT_???");
	value_field(tcp, "channel");
	value_uint(tcp, w.channel, VB_DEC);
	value_struct_end(tcp);
	return IOCTL_ARG_PRINTED;
}
