/* SPDX-License-Identifier: GPL-2.0-or-later */
/* eventfd, eventfd2. */
#include "config.h"

#include "decode.h"
#include "xlat/eventfd_flags.h"

SYS_FUNC(eventfd)
{
	print_udec(tcp, (uint32_t)ARG(0));
	return RVAL_DECODED | RVAL_FD;
}

SYS_FUNC(eventfd2)
{
	print_udec(tcp, (uint32_t)ARG(0));
	tprint_sep(tcp);
	print_flags(tcp, &eventfd_flags, (uint32_t)ARG(1), "EFD_???");
	return RVAL_DECODED | RVAL_FD;
}
