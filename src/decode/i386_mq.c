/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * i386's POSIX message queue calls with i386's timespec and struct sigevent
 * (mq_open and mq_getsetattr, whose struct mq_attr only differs in width, are in
 * mq.c) and timer_create (its sigevent).
 */
#include "config.h"

#include "decode.h"
#include "i386.h"
#include "print_ext.h"
#include "time.h"

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

SYS_FUNC(i386_mq_notify)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_sigevent_at(tcp, ARG(1), 4);
	return RVAL_DECODED;
}

/* timer_create(clockid, sevp, timerid): the timer id is an int on both. */
SYS_FUNC(i386_timer_create)
{
	if (entering(tcp)) {
		print_clockid(tcp, ARG(0));
		tprint_sep(tcp);
		print_sigevent_at(tcp, ARG(1), 4);
		tprint_sep(tcp);
		return 0;
	}
	print_int_at(tcp, ARG(2));
	return 0;
}
