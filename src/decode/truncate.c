/* SPDX-License-Identifier: GPL-2.0-or-later */
/* truncate, ftruncate: the length prints unsigned, as strace does. */
#include "config.h"

#include "decode.h"

SYS_FUNC(truncate)
{
	print_path(tcp, ARG(0));
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	return RVAL_DECODED;
}

SYS_FUNC(ftruncate)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	return RVAL_DECODED;
}
