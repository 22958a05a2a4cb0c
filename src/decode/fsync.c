/* SPDX-License-Identifier: GPL-2.0-or-later */
/* fsync, fdatasync: one descriptor. */
#include "config.h"

#include "decode.h"

SYS_FUNC(fsync)
{
	print_fd(tcp, (int)ARG(0));
	return RVAL_DECODED;
}

SYS_FUNC(fdatasync)
{
	return decode_fsync(tcp);
}
