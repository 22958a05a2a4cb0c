/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * perf events ('$'): PERF_EVENT_IOC_QUERY_BPF, struct perf_event_query_bpf
 * as strace prints it: the room for ids at entry, then at exit of a call that
 * worked the count of programs and their ids ("..." otherwise);
 * PERF_EVENT_IOC_MODIFY_ATTRIBUTES, the attributes at entry.
 */
#include "config.h"

#include <stddef.h>
#include <sys/ioctl.h>
#include <linux/perf_event.h>

#include "decode.h"
#include "ioctl.h"
#include "print_ext.h"

/* The perf requests of this file; -1 for others. See ioctl.h. */
int ioctl_perf_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	uint32_t v;

	if (code == PERF_EVENT_IOC_MODIFY_ATTRIBUTES) {
		/* The attributes as perf_event_open shows them (perf_event.c). */
		if (exiting(tcp))
			return 0;
		tprint_sep(tcp);
		print_perf_event_attr_at(tcp, arg);
		return IOCTL_ARG_PRINTED;
	}
	if (code != PERF_EVENT_IOC_QUERY_BPF)
		return -1;
	if (entering(tcp)) {
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &v))
			return IOCTL_ARG_PRINTED;
		value_struct_begin(tcp);
		value_field(tcp, "ids_len");
		value_uint(tcp, v, VB_DEC);
		return 0;
	}
	if (syserror(tcp) ||
	    fetch_obj(tcp, arg + offsetof(struct perf_event_query_bpf, prog_cnt), &v) < 0) {
		value_struct_more(tcp);
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	}
	value_field(tcp, "prog_cnt");
	value_uint(tcp, v, VB_DEC);
	value_field(tcp, "ids");
	uint32_t id;
	print_array(tcp, arg + offsetof(struct perf_event_query_bpf, ids), v, &id, sizeof(id), 0,
		    print_uint_elem, NULL);
	value_struct_end(tcp);
	return IOCTL_ARG_PRINTED;
}
