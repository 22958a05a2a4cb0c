/* SPDX-License-Identifier: GPL-2.0-or-later */
/* fadvise64. */
#include "config.h"

#include "decode.h"
#include "xlat/fadvise_advice.h"

SYS_FUNC(fadvise64)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_dec(tcp, (int64_t)ARG(1));
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_xval(tcp, &fadvise_advice, (uint32_t)ARG(3), "POSIX_FADV_???");
	return RVAL_DECODED;
}
