/* SPDX-License-Identifier: GPL-2.0-or-later */
/* mq_open, mq_timedsend, mq_timedreceive, mq_notify, mq_getsetattr: POSIX message
 * queues (mq_unlink prints as chdir does). */
#include "config.h"

#include <signal.h>

#include "decode.h"
#include "netutil.h"
#include "open.h"
#include "print_ext.h"
#include "time.h"
#include "xlat/mq_attr_flags.h"
#include "xlat/sigev_notify.h"

#define O_CREAT_ 0100

/* struct mq_attr: the flags decoded (mq_getsetattr) or in hex (mq_open). */
static void print_mq_attr(struct tcb *tcp, uint64_t addr, bool decode_flags)
{
	int64_t attr[8];	/* mq_flags, mq_maxmsg, mq_msgsize, mq_curmsgs, reserved */
	if (!umove_or_addr(tcp, addr, attr, sizeof(attr)))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "mq_flags");
	if (decode_flags)
		print_flags(tcp, &mq_attr_flags, (uint64_t)attr[0], "O_???");
	else
		print_hex(tcp, (uint64_t)attr[0]);
	value_field(tcp, "mq_maxmsg");
	value_int(tcp, attr[1]);
	value_field(tcp, "mq_msgsize");
	value_int(tcp, attr[2]);
	value_field(tcp, "mq_curmsgs");
	value_int(tcp, attr[3]);
	value_struct_end(tcp);
}

SYS_FUNC(mq_open)
{
	print_path(tcp, ARG(0));
	tprint_sep(tcp);
	print_open_flags(tcp, ARG(1));
	if (ARG(1) & O_CREAT_) {
		tprint_sep(tcp);
		print_mode(tcp, (uint32_t)ARG(2));
		tprint_sep(tcp);
		print_mq_attr(tcp, ARG(3), false);
	}
	return RVAL_DECODED | RVAL_FD;
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

/* struct sigevent, as timer_create shows it (the kernel's layout: the value, the
 * signal, the notification, then the thread id or function and attributes). */
struct mq_sigevent {
	uint64_t sival;
	int32_t signo;
	int32_t notify;
	union {
		int32_t tid;
		struct {
			uint64_t function;
			uint64_t attribute;
		} thread;
	} un;
};

static void print_sigevent(struct tcb *tcp, uint64_t addr)
{
	struct mq_sigevent sev;
	if (!umove_or_addr(tcp, addr, &sev, sizeof(sev)))
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
		value_int(tcp, sev.un.tid);
	} else if (sev.notify == SIGEV_THREAD) {
		value_field(tcp, "sigev_notify_function");
		print_addr(tcp, sev.un.thread.function);
		value_field(tcp, "sigev_notify_attributes");
		print_addr(tcp, sev.un.thread.attribute);
	}
	value_struct_end(tcp);
}

SYS_FUNC(mq_notify)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_sigevent(tcp, ARG(1));
	return RVAL_DECODED;
}

SYS_FUNC(mq_getsetattr)
{
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		print_mq_attr(tcp, ARG(1), true);
		tprint_sep(tcp);
		return 0;
	}
	print_mq_attr(tcp, ARG(2), true);
	return 0;
}
