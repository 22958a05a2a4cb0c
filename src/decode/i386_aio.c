/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * i386's Linux AIO calls: the context a 32-bit word, longs of 32 bits, the iocb
 * pointers of io_submit 32 bits wide, i386's timespec and struct __aio_sigset
 * (struct iocb and struct io_event are laid out alike on both: io_destroy and
 * io_cancel use aio.c's decoders). Printed as aio.c prints x86_64's.
 */
#include "config.h"

#include <linux/aio_abi.h>
#include <string.h>

#include "decode.h"
#include "i386.h"
#include "netutil.h"
#include "print_ext.h"
#include "signal.h"
#include "time.h"
#include "xlat/aio_cmds.h"
#include "xlat/aio_iocb_flags.h"
#include "xlat/poll_events.h"
#include "xlat/rwf_flags.h"

/* io_setup(nr_events, ctxp): the context written as a 32-bit word. */
SYS_FUNC(i386_io_setup)
{
	if (entering(tcp)) {
		print_udec(tcp, (uint32_t)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	uint32_t ctx;
	if (UMOVE_OR_ADDR(tcp, ARG(1), &ctx)) {
		value_array_begin(tcp);
		value_elem(tcp);
		print_hex(tcp, ctx);
		value_array_end(tcp);
	}
	return 0;
}

static void print_iocb_flags(struct tcb *tcp, const struct iocb *cb)
{
	if (cb->aio_flags) {
		value_field(tcp, "aio_flags");
		print_flags(tcp, &aio_iocb_flags, cb->aio_flags, "IOCB_FLAG_???");
	}
	if (cb->aio_flags & IOCB_FLAG_RESFD) {
		value_field(tcp, "aio_resfd");
		print_fd(tcp, (int)cb->aio_resfd);
	} else if (cb->aio_resfd) {
		value_field(tcp, "aio_resfd");
		print_hex(tcp, cb->aio_resfd);
	}
}

/* struct iocb, as aio.c's print_iocb: the header, then the fields of its opcode
 * (the vectors of PREADV and PWRITEV being i386's iovecs). */
static void print_iocb32(struct tcb *tcp, const struct iocb *cb)
{
	unsigned int op = cb->aio_lio_opcode;
	value_struct_begin(tcp);
	value_field(tcp, "aio_data");
	print_hex(tcp, cb->aio_data);
	if (cb->aio_key) {
		value_field(tcp, "aio_key");
		value_uint(tcp, cb->aio_key, VB_DEC);
	}
	if (cb->aio_rw_flags) {
		value_field(tcp, "aio_rw_flags");
		print_flags(tcp, &rwf_flags, (uint32_t)cb->aio_rw_flags, "RWF_???");
	}
	value_field(tcp, "aio_lio_opcode");
	value_const(tcp, xlat_lookup(&aio_cmds, op), op, VB_DEC,
		    xlat_lookup(&aio_cmds, op) ? NULL : "IOCB_CMD_???");
	if (cb->aio_flags & IOCB_FLAG_IOPRIO) {
		value_field(tcp, "aio_reqprio");
		print_ioprio(tcp, cb->aio_reqprio);
	} else if (cb->aio_reqprio) {
		value_field(tcp, "aio_reqprio");
		value_int(tcp, cb->aio_reqprio);
	}
	value_field(tcp, "aio_fildes");
	print_fd(tcp, (int)cb->aio_fildes);
	bool valid = (int64_t)cb->aio_nbytes >= 0;
	switch (op) {
	case IOCB_CMD_PREAD:
	case IOCB_CMD_PWRITE:
		value_field(tcp, "aio_buf");
		if (op == IOCB_CMD_PWRITE && valid)
			print_buf(tcp, cb->aio_buf, cb->aio_nbytes);
		else
			print_hex(tcp, cb->aio_buf);
		value_field(tcp, "aio_nbytes");
		value_uint(tcp, cb->aio_nbytes, VB_DEC);
		break;
	case IOCB_CMD_PREADV:
	case IOCB_CMD_PWRITEV:
		value_field(tcp, "aio_buf");
		if (!valid) {
			print_hex(tcp, cb->aio_buf);
			value_field(tcp, "aio_nbytes");
			value_uint(tcp, cb->aio_nbytes, VB_DEC);
		} else if (op == IOCB_CMD_PWRITEV) {
			print_iov32_upto_fn(tcp, cb->aio_buf, cb->aio_nbytes, UINT64_MAX, NULL, NULL);
		} else {
			uint32_t iov[2];
			print_array(tcp, cb->aio_buf, cb->aio_nbytes, iov, sizeof(iov),
				    PA_IGNORE_SYSERROR, print_iov32_addr_elem, NULL);
		}
		break;
	case IOCB_CMD_POLL:
		value_field(tcp, "aio_buf");
		print_flags(tcp, &poll_events, cb->aio_buf, "POLL???");
		print_iocb_flags(tcp, cb);
		value_struct_end(tcp);
		return;
	default:
		value_struct_end(tcp);
		return;
	}
	value_field(tcp, "aio_offset");
	value_int(tcp, cb->aio_offset);
	print_iocb_flags(tcp, cb);
	value_struct_end(tcp);
}

static bool print_iocbp32_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	uint32_t addr;
	struct iocb cb;
	memcpy(&addr, elem, sizeof(addr));
	if (UMOVE_OR_ADDR(tcp, addr, &cb))
		print_iocb32(tcp, &cb);
	return true;
}

/* io_submit(ctx, nr, iocbpp): an array of 32-bit pointers. */
SYS_FUNC(i386_io_submit)
{
	int32_t nr = (int32_t)ARG(1);
	print_addr(tcp, ARG(0));
	tprint_sep(tcp);
	print_dec(tcp, nr);
	tprint_sep(tcp);
	if (nr < 0) {
		print_addr(tcp, ARG(2));
	} else {
		uint32_t p;
		print_array(tcp, ARG(2), (uint64_t)nr, &p, sizeof(p), 0, print_iocbp32_elem, NULL);
	}
	return RVAL_DECODED;
}

/* i386's struct __aio_sigset: a 32-bit pointer to the mask and its size. */
static void print_aio_sigset32(struct tcb *tcp, uint64_t addr)
{
	uint32_t sas[2];
	if (!addr || fetch_mem(tcp, addr, sas, sizeof(sas)) < 0) {
		print_addr(tcp, addr);
		return;
	}
	value_struct_begin(tcp);
	value_field(tcp, "sigmask");
	unsigned char mask[KERNEL_SIGSET_BYTES];
	if (!sas[0] || sas[1] != KERNEL_SIGSET_BYTES ||
	    fetch_mem(tcp, sas[0], mask, sizeof(mask)) < 0)
		print_addr(tcp, sas[0]);
	else
		print_sigmask(tcp, mask, sizeof(mask));
	value_field(tcp, "sigsetsize");
	value_uint(tcp, sas[1], VB_DEC);
	value_struct_end(tcp);
}

/* io_getevents(ctx, min_nr, nr, events, timeout) and io_pgetevents (then the
 * sigset): ts32 for i386's timespec, else a 64-bit one (io_pgetevents_time64). */
static int getevents32(struct tcb *tcp, bool has_sig, bool ts32)
{
	if (entering(tcp)) {
		print_addr(tcp, ARG(0));
		tprint_sep(tcp);
		print_dec(tcp, (int32_t)ARG(1));
		tprint_sep(tcp);
		print_dec(tcp, (int32_t)ARG(2));
		tprint_sep(tcp);
		return 0;
	}
	struct io_event ev;
	if (syserror(tcp))
		print_addr(tcp, ARG(3));
	else
		print_array(tcp, ARG(3), (uint64_t)RETVAL, &ev, sizeof(ev), 0, print_io_event,
			    NULL);
	tprint_sep(tcp);
	/* The kernel read these at entry: shown even when the call failed. */
	if (ts32)
		print_ts32_at(tcp, ARG(4), true, false);
	else
		print_timespec_at_always(tcp, ARG(4));
	if (has_sig) {
		tprint_sep(tcp);
		print_aio_sigset32(tcp, ARG(5));
	}
	return 0;
}

SYS_FUNC(i386_io_getevents)
{
	return getevents32(tcp, false, true);
}

SYS_FUNC(i386_io_pgetevents)
{
	return getevents32(tcp, true, true);
}

SYS_FUNC(i386_io_pgetevents_time64)
{
	return getevents32(tcp, true, false);
}
