/* SPDX-License-Identifier: GPL-2.0-or-later */
/* chdir, fchdir, getcwd. */
#include "config.h"

#include "decode.h"
#include "pathn.h"

SYS_FUNC(chdir)
{
	print_path(tcp, ARG(0));
	return RVAL_DECODED;
}

SYS_FUNC(fchdir)
{
	print_fd(tcp, (int)ARG(0));
	return RVAL_DECODED;
}

SYS_FUNC(getcwd)
{
	if (entering(tcp))
		return 0;
	if (syserror(tcp))
		print_addr(tcp, ARG(0));
	else
		/* The result counts the NUL. */
		print_pathn(tcp, ARG(0), (uint64_t)RETVAL - 1);
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	return 0;
}
