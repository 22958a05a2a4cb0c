/* SPDX-License-Identifier: GPL-2.0-or-later */
/* mkdir, mkdirat, rmdir. */
#include "config.h"

#include "decode.h"

/* mkdir(path, mode) and mkdirat(dirfd, path, mode) take chmod's and fchmodat's arguments. */
SYS_FUNC(mkdir)
{
	return decode_chmod(tcp);
}

SYS_FUNC(mkdirat)
{
	return decode_fchmodat(tcp);
}

SYS_FUNC(rmdir)
{
	print_path(tcp, ARG(0));
	return RVAL_DECODED;
}
