/* SPDX-License-Identifier: GPL-2.0-or-later */
/* io_setup, io_destroy, io_submit, io_cancel, io_getevents, io_pgetevents: Linux AIO. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <linux/aio_abi.h>

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

enum iocb_sub { SUB_NONE, SUB_COMMON, SUB_VECTOR, SUB_POLL };

SYS_FUNC(io_setup)
{
	if (entering(tcp)) {
		print_udec(tcp, (uint32_t)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	uint64_t ctx;
	if (umove_or_addr(tcp, ARG(1), &ctx, sizeof(ctx))) {
		value_array_begin(tcp);
		value_elem(tcp);
		print_hex(tcp, ctx);
		value_array_end(tcp);
	}
	return 0;
}

SYS_FUNC(io_destroy)
{
	print_addr(tcp, ARG(0));
	return RVAL_DECODED;
}

/* The opcode, and which fields go with it. */
static enum iocb_sub print_opcode(struct tcb *tcp, unsigned int cmd)
{
	static const enum iocb_sub subs[] = {
		[IOCB_CMD_PREAD] = SUB_COMMON,
		[IOCB_CMD_PWRITE] = SUB_COMMON,
		[IOCB_CMD_POLL] = SUB_POLL,
		[IOCB_CMD_PREADV] = SUB_VECTOR,
		[IOCB_CMD_PWRITEV] = SUB_VECTOR,
	};
	const char *name = xlat_lookup(&aio_cmds, cmd);
	if (name)
		value_const(tcp, name, cmd, VB_DEC, NULL);
	else
		value_const(tcp, NULL, cmd, VB_DEC, "IOCB_CMD_???");
	return cmd < sizeof(subs) / sizeof(subs[0]) ? subs[cmd] : SUB_NONE;
}

static enum iocb_sub print_iocb_header(struct tcb *tcp, const struct iocb *cb)
{
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
	enum iocb_sub sub = print_opcode(tcp, cb->aio_lio_opcode);
	if (cb->aio_flags & IOCB_FLAG_IOPRIO) {
		value_field(tcp, "aio_reqprio");
		print_ioprio(tcp, cb->aio_reqprio);
	} else if (cb->aio_reqprio) {
		value_field(tcp, "aio_reqprio");
		value_int(tcp, cb->aio_reqprio);
	}
	value_field(tcp, "aio_fildes");
	print_fd(tcp, (int)cb->aio_fildes);
	return sub;
}

static void print_common_flags(struct tcb *tcp, const struct iocb *cb)
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

static bool iocb_is_valid(const struct iocb *cb)
{
	return (int64_t)cb->aio_nbytes >= 0;
}

/* is32: i386's program, whose PREADV/PWRITEV vectors are iovecs of 32-bit words
 * (struct iocb itself is the same in both ABIs). */
static void print_iocb(struct tcb *tcp, const struct iocb *cb, bool is32)
{
	value_struct_begin(tcp);
	switch (print_iocb_header(tcp, cb)) {
	case SUB_COMMON:
		value_field(tcp, "aio_buf");
		/* Only what is written is data worth showing. */
		if (cb->aio_lio_opcode == IOCB_CMD_PWRITE && iocb_is_valid(cb))
			print_buf(tcp, cb->aio_buf, cb->aio_nbytes);
		else
			print_hex(tcp, cb->aio_buf);
		value_field(tcp, "aio_nbytes");
		value_uint(tcp, cb->aio_nbytes, VB_DEC);
		value_field(tcp, "aio_offset");
		value_int(tcp, cb->aio_offset);
		print_common_flags(tcp, cb);
		break;
	case SUB_VECTOR:
		if (iocb_is_valid(cb)) {
			value_field(tcp, "aio_buf");
			if (cb->aio_lio_opcode == IOCB_CMD_PWRITEV && is32) {
				print_iov32_upto_fn(tcp, cb->aio_buf, cb->aio_nbytes, UINT64_MAX,
						    NULL, NULL);
			} else if (cb->aio_lio_opcode == IOCB_CMD_PWRITEV) {
				print_iov_upto(tcp, cb->aio_buf, cb->aio_nbytes, UINT64_MAX);
			} else {
				uint64_t iov[2];
				print_array(tcp, cb->aio_buf, cb->aio_nbytes, iov,
					    is32 ? 2 * sizeof(uint32_t) : sizeof(iov),
					    PA_IGNORE_SYSERROR,
					    is32 ? print_iov32_addr_elem : print_iov_addr_elem, NULL);
			}
		} else {
			value_field(tcp, "aio_buf");
			print_hex(tcp, cb->aio_buf);
			value_field(tcp, "aio_nbytes");
			value_uint(tcp, cb->aio_nbytes, VB_DEC);
		}
		value_field(tcp, "aio_offset");
		value_int(tcp, cb->aio_offset);
		print_common_flags(tcp, cb);
		break;
	case SUB_POLL:
		value_field(tcp, "aio_buf");
		print_flags(tcp, &poll_events, cb->aio_buf, "POLL???");
		print_common_flags(tcp, cb);
		break;
	case SUB_NONE:
		break;
	}
	value_struct_end(tcp);
}

/* One control block pointer (size: 8, or 4 for i386's) and what it points to. */
static bool print_iocbp_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)data;
	uint64_t addr = 0;
	struct iocb cb;
	if (size == sizeof(uint32_t)) {
		uint32_t a32;
		memcpy(&a32, elem, sizeof(a32));
		addr = a32;
	} else {
		memcpy(&addr, elem, sizeof(addr));
	}
	if (umove_or_addr(tcp, addr, &cb, sizeof(cb)))
		print_iocb(tcp, &cb, size == sizeof(uint32_t));
	return true;
}

/* io_submit(ctx, nr, iocbpp): is32, an array of i386's 32-bit pointers. */
static int io_submit_common(struct tcb *tcp, bool is32)
{
	int64_t nr = is32 ? (int32_t)ARG(1) : (int64_t)ARG(1);
	print_addr(tcp, ARG(0));
	tprint_sep(tcp);
	print_dec(tcp, nr);
	tprint_sep(tcp);
	if (nr < 0) {
		print_addr(tcp, ARG(2));
	} else {
		uint64_t p;
		print_array(tcp, ARG(2), (uint64_t)nr, &p, is32 ? sizeof(uint32_t) : sizeof(p), 0,
			    print_iocbp_elem, NULL);
	}
	return RVAL_DECODED;
}

SYS_FUNC(io_submit)
{
	return io_submit_common(tcp, false);
}

/* (declared in i386.h) */
SYS_FUNC(i386_io_submit)
{
	return io_submit_common(tcp, true);
}

/* (declared in i386.h: i386_aio.c prints the same struct io_event) */
bool print_io_event(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	struct io_event ev;
	memcpy(&ev, elem, sizeof(ev));
	value_struct_begin(tcp);
	value_field(tcp, "data");
	print_hex(tcp, ev.data);
	value_field(tcp, "obj");
	print_hex(tcp, ev.obj);
	value_field(tcp, "res");
	value_int(tcp, ev.res);
	value_field(tcp, "res2");
	value_int(tcp, ev.res2);
	value_struct_end(tcp);
	return true;
}

SYS_FUNC(io_cancel)
{
	if (entering(tcp)) {
		struct iocb cb;
		print_addr(tcp, ARG(0));
		tprint_sep(tcp);
		if (umove_or_addr(tcp, ARG(1), &cb, sizeof(cb))) {
			value_struct_begin(tcp);
			print_iocb_header(tcp, &cb);
			value_struct_end(tcp);
		}
		tprint_sep(tcp);
		return 0;
	}
	struct io_event ev;
	if (umove_or_addr(tcp, ARG(2), &ev, sizeof(ev)))
		print_io_event(tcp, &ev, sizeof(ev), NULL);
	return 0;
}

/* struct __aio_sigset, its pointer and size words of word bytes: the mask (read
 * whether or not the call failed: the kernel read it at entry) and its size. */
static void print_aio_sigset(struct tcb *tcp, uint64_t addr, unsigned int word)
{
	uint64_t sas[2];
	uint32_t sas32[2];
	if (!addr || fetch_mem(tcp, addr, word == 4 ? (void *)sas32 : (void *)sas,
			       2 * word) < 0) {
		print_addr(tcp, addr);
		return;
	}
	if (word == 4) {
		sas[0] = sas32[0];
		sas[1] = sas32[1];
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

int aio_getevents(struct tcb *tcp, unsigned int word, bool has_sig, bool ts32)
{
	if (entering(tcp)) {
		print_addr(tcp, ARG(0));
		tprint_sep(tcp);
		print_dec(tcp, word == 4 ? (int32_t)ARG(1) : (int64_t)ARG(1));
		tprint_sep(tcp);
		print_dec(tcp, word == 4 ? (int32_t)ARG(2) : (int64_t)ARG(2));
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
		print_aio_sigset(tcp, ARG(5), word);
	}
	return 0;
}

SYS_FUNC(io_getevents)
{
	return aio_getevents(tcp, 8, false, false);
}

SYS_FUNC(io_pgetevents)
{
	return aio_getevents(tcp, 8, true, false);
}
