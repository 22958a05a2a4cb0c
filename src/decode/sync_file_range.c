/* SPDX-License-Identifier: GPL-2.0-or-later */
/* sync_file_range. */
#include "config.h"

#include "decode.h"
#include "xlat/sync_file_range_flags.h"

SYS_FUNC(sync_file_range)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_dec(tcp, (int64_t)ARG(1));
	tprint_sep(tcp);
	print_dec(tcp, (int64_t)ARG(2));
	tprint_sep(tcp);
	print_flags(tcp, &sync_file_range_flags, (uint32_t)ARG(3), "SYNC_FILE_RANGE_???");
	return RVAL_DECODED;
}
