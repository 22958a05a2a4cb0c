/* SPDX-License-Identifier: GPL-2.0-or-later */
/* fallocate. */
#include "config.h"

#include "decode.h"
#include "xlat/falloc_flags.h"

SYS_FUNC(fallocate)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_flags(tcp, &falloc_flags, (uint32_t)ARG(1), "FALLOC_FL_???");
	tprint_sep(tcp);
	print_dec(tcp, (int64_t)ARG(2));
	tprint_sep(tcp);
	print_dec(tcp, (int64_t)ARG(3));
	return RVAL_DECODED;
}
