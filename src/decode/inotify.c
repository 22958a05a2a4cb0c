/* SPDX-License-Identifier: GPL-2.0-or-later */
/* inotify_init1, inotify_add_watch, inotify_rm_watch. */
#include "config.h"

#include "decode.h"
#include "xlat/inotify_flags.h"
#include "xlat/inotify_init_flags.h"

SYS_FUNC(inotify_init1)
{
	print_flags(tcp, &inotify_init_flags, (uint32_t)ARG(0), "IN_???");
	return RVAL_DECODED | RVAL_FD;
}

SYS_FUNC(inotify_add_watch)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_path(tcp, ARG(1));
	tprint_sep(tcp);
	print_flags(tcp, &inotify_flags, (uint32_t)ARG(2), "IN_???");
	return RVAL_DECODED;
}

SYS_FUNC(inotify_rm_watch)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_dec(tcp, (int)ARG(1));
	return RVAL_DECODED;
}
