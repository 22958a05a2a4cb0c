/* SPDX-License-Identifier: GPL-2.0-or-later */
/* flock. */
#include "config.h"

#include "decode.h"
#include "xlat/flock_ops.h"

SYS_FUNC(flock)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_flags(tcp, &flock_ops, (uint32_t)ARG(1), "LOCK_???");
	return RVAL_DECODED;
}
