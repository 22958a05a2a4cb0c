/* SPDX-License-Identifier: GPL-2.0-or-later */
/* epoll_create, epoll_create1, epoll_ctl, epoll_wait, epoll_pwait, epoll_pwait2. */
#include "config.h"

#include <sys/epoll.h>

#include "decode.h"
#include "print_ext.h"
#include "signal.h"
#include "time.h"
#include "xlat/epoll_create_flags.h"
#include "xlat/epoll_ctl_ops.h"
#include "xlat/epoll_events.h"

SYS_FUNC(epoll_create)
{
	print_dec(tcp, (int32_t)ARG(0));
	return RVAL_DECODED | RVAL_FD;
}

SYS_FUNC(epoll_create1)
{
	print_flags(tcp, &epoll_create_flags, (uint32_t)ARG(0), "EPOLL_???");
	return RVAL_DECODED | RVAL_FD;
}

/* "{events=EPOLLIN, data={u32=3, u64=3}}": the data's meaning is the program's,
 * so both views of it. */
static bool print_epoll_event(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	const struct epoll_event *ev = elem;
	value_struct_begin(tcp);
	value_field(tcp, "events");
	print_flags(tcp, &epoll_events, ev->events, "EPOLL???");
	value_field(tcp, "data");
	value_struct_begin(tcp);
	value_field(tcp, "u32");
	value_uint(tcp, (uint64_t)(ev->data.u32), VB_DEC);
	value_field(tcp, "u64");
	value_uint(tcp, (uint64_t)((unsigned long long)ev->data.u64), VB_DEC);
	value_struct_end(tcp);
	value_struct_end(tcp);
	return true;
}

SYS_FUNC(epoll_ctl)
{
	uint32_t op = (uint32_t)ARG(1);
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_xval(tcp, &epoll_ctl_ops, op, "EPOLL_CTL_???");
	tprint_sep(tcp);
	print_fd(tcp, (int)ARG(2));
	tprint_sep(tcp);
	struct epoll_event ev;
	if (op == EPOLL_CTL_DEL)
		print_addr(tcp, ARG(3));
	else if (UMOVE_OR_ADDR(tcp, ARG(3), &ev))
		print_epoll_event(tcp, &ev, sizeof(ev), NULL);
	return RVAL_DECODED;
}

/* epfd at entry; at exit the events, maxevents and the timeout. */
static int epoll_wait_common(struct tcb *tcp, bool timespec_timeout)
{
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	struct epoll_event ev;
	if (syserror(tcp))
		print_addr(tcp, ARG(1));
	else
		print_array(tcp, ARG(1), (uint64_t)RETVAL, &ev, sizeof(ev),
			    PA_IGNORE_SYSERROR, print_epoll_event, NULL);
	tprint_sep(tcp);
	print_dec(tcp, (int32_t)ARG(2));
	tprint_sep(tcp);
	if (timespec_timeout)
		print_timespec_at(tcp, ARG(3));
	else
		print_dec(tcp, (int32_t)ARG(3));
	return 0;
}

SYS_FUNC(epoll_wait)
{
	return epoll_wait_common(tcp, false);
}

static int epoll_pwait_common(struct tcb *tcp, bool timespec_timeout)
{
	epoll_wait_common(tcp, timespec_timeout);
	if (exiting(tcp)) {
		tprint_sep(tcp);
		print_sigset_addr_len(tcp, ARG(4), ARG(5));
		tprint_sep(tcp);
		print_udec(tcp, ARG(5));
	}
	return 0;
}

SYS_FUNC(epoll_pwait)
{
	return epoll_pwait_common(tcp, false);
}

SYS_FUNC(epoll_pwait2)
{
	return epoll_pwait_common(tcp, true);
}
