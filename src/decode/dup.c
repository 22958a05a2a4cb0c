/* SPDX-License-Identifier: GPL-2.0-or-later */
/* dup, dup2, dup3: the result is a descriptor (-y decodes it). */
#include "config.h"

#include "decode.h"
#include "xlat/open_mode_flags.h"

SYS_FUNC(dup)
{
	print_fd(tcp, (int)ARG(0));
	return RVAL_DECODED | RVAL_FD;
}

SYS_FUNC(dup2)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_fd(tcp, (int)ARG(1));
	return RVAL_DECODED | RVAL_FD;
}

SYS_FUNC(dup3)
{
	decode_dup2(tcp);
	tprint_sep(tcp);
	print_flags(tcp, &open_mode_flags, (uint32_t)ARG(2), "O_???");
	return RVAL_DECODED | RVAL_FD;
}
