/* SPDX-License-Identifier: GPL-2.0-or-later */
/* link, linkat, symlink, symlinkat, unlink, unlinkat. */
#include "config.h"

#include "decode.h"
#include "xlat/at_flags.h"

SYS_FUNC(link)
{
	print_path(tcp, ARG(0));
	tprint_sep(tcp);
	print_path(tcp, ARG(1));
	return RVAL_DECODED;
}

/* linkat: renameat's two (dirfd, path) pairs, then AT_* flags. */
SYS_FUNC(linkat)
{
	decode_renameat(tcp);
	tprint_sep(tcp);
	print_flags(tcp, &at_flags, (uint32_t)ARG(4), "AT_???");
	return RVAL_DECODED;
}

/* symlink(target, linkpath): both are printed as paths. */
SYS_FUNC(symlink)
{
	return decode_link(tcp);
}

SYS_FUNC(symlinkat)
{
	print_path(tcp, ARG(0));
	tprint_sep(tcp);
	print_dirfd(tcp, (int)ARG(1));
	tprint_sep(tcp);
	print_path(tcp, ARG(2));
	return RVAL_DECODED;
}

SYS_FUNC(unlink)
{
	print_path(tcp, ARG(0));
	return RVAL_DECODED;
}

SYS_FUNC(unlinkat)
{
	print_dirfd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_path(tcp, ARG(1));
	tprint_sep(tcp);
	print_flags(tcp, &at_flags, (uint32_t)ARG(2), "AT_???");
	return RVAL_DECODED;
}
