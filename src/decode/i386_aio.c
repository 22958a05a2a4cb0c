/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * i386's Linux AIO calls: the context a 32-bit word, longs of 32 bits, i386's
 * timespec and struct __aio_sigset (struct iocb and struct io_event are laid out
 * alike on both: io_submit, whose pointers are 32 bits wide, and io_getevents
 * and io_pgetevents are aio.c's with a width, and io_destroy and io_cancel use
 * aio.c's decoders).
 */
#include "config.h"

#include <linux/aio_abi.h>

#include "decode.h"
#include "i386.h"
#include "print_ext.h"

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

SYS_FUNC(i386_io_getevents)
{
	return aio_getevents(tcp, 4, false, true);
}

SYS_FUNC(i386_io_pgetevents)
{
	return aio_getevents(tcp, 4, true, true);
}

SYS_FUNC(i386_io_pgetevents_time64)
{
	return aio_getevents(tcp, 4, true, false);
}
