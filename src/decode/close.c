/* SPDX-License-Identifier: GPL-2.0-or-later */
/* close, close_range. */
#include "config.h"

#include "decode.h"
#include "xlat/close_range_flags.h"

SYS_FUNC(close)
{
	print_fd(tcp, (int)ARG(0));
	return RVAL_DECODED;
}

SYS_FUNC(close_range)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	/* ~0U means "all the rest": strace prints it as a plain unsigned number. */
	print_udec(tcp, (uint32_t)ARG(1));
	tprint_sep(tcp);
	print_flags(tcp, &close_range_flags, (uint32_t)ARG(2), "CLOSE_RANGE_???");
	return RVAL_DECODED;
}
