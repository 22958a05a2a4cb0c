/* SPDX-License-Identifier: GPL-2.0-or-later */
/* readahead. */
#include "config.h"

#include "decode.h"

SYS_FUNC(readahead)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_dec(tcp, (int64_t)ARG(1));
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	return RVAL_DECODED;
}
