/* SPDX-License-Identifier: GPL-2.0-or-later */
/* chmod, fchmod, fchmodat, umask. Modes are the kernel's 16-bit umode_t, in octal. */
#include "config.h"

#include "decode.h"

SYS_FUNC(chmod)
{
	print_path(tcp, ARG(0));
	tprint_sep(tcp);
	print_mode(tcp, (uint16_t)ARG(1));
	return RVAL_DECODED;
}

SYS_FUNC(fchmod)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_mode(tcp, (uint16_t)ARG(1));
	return RVAL_DECODED;
}

SYS_FUNC(fchmodat)
{
	print_dirfd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_path(tcp, ARG(1));
	tprint_sep(tcp);
	print_mode(tcp, (uint16_t)ARG(2));
	return RVAL_DECODED;
}

/* The result is the previous mask: octal too. */
SYS_FUNC(umask)
{
	print_mode(tcp, (uint16_t)ARG(0));
	return RVAL_DECODED | RVAL_OCT;
}
