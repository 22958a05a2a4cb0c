/* SPDX-License-Identifier: GPL-2.0-or-later */
/* mkdir, mkdirat, rmdir. */
#include "config.h"

#include "decode.h"

/* Modes are the kernel's umode_t: 16 bits, in octal. */
SYS_FUNC(mkdir)
{
	print_path(tcp, ARG(0));
	tprint_sep(tcp);
	print_mode(tcp, (uint16_t)ARG(1));
	return RVAL_DECODED;
}

SYS_FUNC(mkdirat)
{
	print_dirfd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_path(tcp, ARG(1));
	tprint_sep(tcp);
	print_mode(tcp, (uint16_t)ARG(2));
	return RVAL_DECODED;
}

SYS_FUNC(rmdir)
{
	print_path(tcp, ARG(0));
	return RVAL_DECODED;
}
