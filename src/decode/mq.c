/* SPDX-License-Identifier: GPL-2.0-or-later */
/* mq_open, mq_timedsend, mq_timedreceive, mq_notify, mq_getsetattr: POSIX message
 * queues (mq_unlink prints as chdir does). */
#include "config.h"

#include <signal.h>

#include "decode.h"
#include "i386.h"
#include "netutil.h"
#include "open.h"
#include "print_ext.h"
#include "time.h"
#include "xlat/mq_attr_flags.h"

#define O_CREAT_ 0100

/* struct mq_attr: the flags decoded (mq_getsetattr) or in hex (mq_open);
 * is32: i386's, of 32-bit longs. */
static void print_mq_attr(struct tcb *tcp, uint64_t addr, bool decode_flags, bool is32)
{
	int64_t attr[8];	/* mq_flags, mq_maxmsg, mq_msgsize, mq_curmsgs, reserved */
	if (is32) {
		int32_t a32[8];
		if (!umove_or_addr(tcp, addr, a32, sizeof(a32)))
			return;
		for (size_t i = 0; i < 8; i++)
			attr[i] = a32[i];
	} else if (!umove_or_addr(tcp, addr, attr, sizeof(attr))) {
		return;
	}
	value_struct_begin(tcp);
	value_field(tcp, "mq_flags");
	uint64_t flags = is32 ? (uint32_t)attr[0] : (uint64_t)attr[0];
	if (decode_flags)
		print_flags(tcp, &mq_attr_flags, flags, "O_???");
	else
		print_hex(tcp, flags);
	value_field(tcp, "mq_maxmsg");
	value_int(tcp, attr[1]);
	value_field(tcp, "mq_msgsize");
	value_int(tcp, attr[2]);
	value_field(tcp, "mq_curmsgs");
	value_int(tcp, attr[3]);
	value_struct_end(tcp);
}

static int mq_open_common(struct tcb *tcp, bool is32)
{
	print_path(tcp, ARG(0));
	tprint_sep(tcp);
	print_open_flags(tcp, ARG(1));
	if (ARG(1) & O_CREAT_) {
		tprint_sep(tcp);
		print_mode(tcp, (uint32_t)ARG(2));
		tprint_sep(tcp);
		print_mq_attr(tcp, ARG(3), false, is32);
	}
	return RVAL_DECODED | RVAL_FD;
}

SYS_FUNC(mq_open)
{
	return mq_open_common(tcp, false);
}

/* (declared in i386.h) */
SYS_FUNC(i386_mq_open)
{
	return mq_open_common(tcp, true);
}

SYS_FUNC(mq_timedsend)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_buf(tcp, ARG(1), ARG(2));
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_udec(tcp, (uint32_t)ARG(3));
	tprint_sep(tcp);
	print_timespec_at(tcp, ARG(4));
	return RVAL_DECODED;
}

SYS_FUNC(mq_timedreceive)
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
	if (umove_or_addr(tcp, ARG(3), &prio, sizeof(prio))) {
		value_array_begin(tcp);
		value_elem(tcp);
		value_uint(tcp, prio, VB_DEC);
		value_array_end(tcp);
	}
	tprint_sep(tcp);
	/* The kernel read the timeout whether the call failed or not. */
	print_timespec_at_always(tcp, ARG(4));
	return 0;
}

SYS_FUNC(mq_notify)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_sigevent_at(tcp, ARG(1), 8);	/* as timer_create shows it (time.c) */
	return RVAL_DECODED;
}

static int mq_getsetattr_common(struct tcb *tcp, bool is32)
{
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		print_mq_attr(tcp, ARG(1), true, is32);
		tprint_sep(tcp);
		return 0;
	}
	print_mq_attr(tcp, ARG(2), true, is32);
	return 0;
}

SYS_FUNC(mq_getsetattr)
{
	return mq_getsetattr_common(tcp, false);
}

SYS_FUNC(i386_mq_getsetattr)
{
	return mq_getsetattr_common(tcp, true);
}
