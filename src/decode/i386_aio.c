/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * i386's Linux AIO calls: the context a 32-bit word, longs of 32 bits, i386's
 * timespec and struct __aio_sigset (struct iocb and struct io_event are laid out
 * alike on both: io_submit, whose pointers are 32 bits wide, is aio.c's with a
 * width flag, and io_destroy and io_cancel use aio.c's decoders).
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
