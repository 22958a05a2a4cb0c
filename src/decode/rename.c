/* SPDX-License-Identifier: GPL-2.0-or-later */
/* rename, renameat, renameat2. */
#include "config.h"

#include "decode.h"
#include "xlat/rename_flags.h"

/* rename(old, new) takes link's arguments: two paths. */
SYS_FUNC(rename)
{
	return decode_link(tcp);
}

SYS_FUNC(renameat)
{
	print_dirfd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_path(tcp, ARG(1));
	tprint_sep(tcp);
	print_dirfd(tcp, (int)ARG(2));
	tprint_sep(tcp);
	print_path(tcp, ARG(3));
	return RVAL_DECODED;
}

SYS_FUNC(renameat2)
{
	decode_renameat(tcp);
	tprint_sep(tcp);
	/* strace 6.1 spells the fallback with two question marks. */
	print_flags(tcp, &rename_flags, (uint32_t)ARG(4), "RENAME_??");
	return RVAL_DECODED;
}
