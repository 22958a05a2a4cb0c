/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * i386's POSIX message queue calls with i386's timespec and struct sigevent
 * (mq_open and mq_getsetattr, whose struct mq_attr only differs in width, are in
 * mq.c) and timer_create (its sigevent).
 */
#include "config.h"

#include <signal.h>

#include "decode.h"
#include "i386.h"
#include "print_ext.h"
#include "time.h"
#include "xlat/sigev_notify.h"


SYS_FUNC(i386_mq_timedsend)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_buf(tcp, ARG(1), ARG(2));
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_udec(tcp, (uint32_t)ARG(3));
	tprint_sep(tcp);
	print_ts32_at(tcp, ARG(4), false, false);
	return RVAL_DECODED;
}

SYS_FUNC(i386_mq_timedreceive)
{
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	if (syserror(tcp))
		print_addr(tcp, ARG(1));
	else
		print_buf(tcp, ARG(1), (uint64_t)RETVAL);
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	uint32_t prio;
	if (UMOVE_OR_ADDR(tcp, ARG(3), &prio)) {
		value_array_begin(tcp);
		value_elem(tcp);
		value_uint(tcp, prio, VB_DEC);
		value_array_end(tcp);
	}
	tprint_sep(tcp);
	/* The kernel read the timeout whether the call failed or not. */
	print_ts32_at(tcp, ARG(4), true, false);
	return 0;
}

/* struct sigevent of i386: sigev_value, signo and notify, then the thread id or
 * the function and attributes, 32 bits each (as time.c's print_sigevent_at). */
static void print_sigevent32_at(struct tcb *tcp, uint64_t addr)
{
	struct { uint32_t sival; int32_t signo, notify; uint32_t un[2]; } sev;
	if (!UMOVE_OR_ADDR(tcp, addr, &sev))
		return;
	value_struct_begin(tcp);
	if (sev.sival) {
		value_field(tcp, "sigev_value");
		value_struct_begin(tcp);
		value_field(tcp, "sival_int");
		value_int(tcp, (int32_t)sev.sival);
		value_field(tcp, "sival_ptr");
		print_addr(tcp, sev.sival);
		value_struct_end(tcp);
	}
	value_field(tcp, "sigev_signo");
	if (sev.notify == SIGEV_SIGNAL || sev.notify == SIGEV_THREAD ||
	    sev.notify == SIGEV_THREAD_ID)
		print_signo(tcp, sev.signo);
	else
		print_udec(tcp, (uint32_t)sev.signo);
	value_field(tcp, "sigev_notify");
	print_xval(tcp, &sigev_notify, (uint32_t)sev.notify, "SIGEV_???");
	if (sev.notify == SIGEV_THREAD_ID) {
		value_field(tcp, "sigev_notify_thread_id");
		value_int(tcp, (int32_t)sev.un[0]);
	} else if (sev.notify == SIGEV_THREAD) {
		value_field(tcp, "sigev_notify_function");
		print_addr(tcp, sev.un[0]);
		value_field(tcp, "sigev_notify_attributes");
		print_addr(tcp, sev.un[1]);
	}
	value_struct_end(tcp);
}

SYS_FUNC(i386_mq_notify)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_sigevent32_at(tcp, ARG(1));
	return RVAL_DECODED;
}

/* timer_create(clockid, sevp, timerid): the timer id is an int on both. */
SYS_FUNC(i386_timer_create)
{
	if (entering(tcp)) {
		print_clockid(tcp, ARG(0));
		tprint_sep(tcp);
		print_sigevent32_at(tcp, ARG(1));
		tprint_sep(tcp);
		return 0;
	}
	print_int_at(tcp, ARG(2));
	return 0;
}
