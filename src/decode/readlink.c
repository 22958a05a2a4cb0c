/* SPDX-License-Identifier: GPL-2.0-or-later */
/* readlink, readlinkat. */
#include "config.h"

#include "decode.h"

/*
 * The path is known at entry; the buffer at exit. The kernel neither counts
 * nor writes a NUL, so the result is the return value's bytes, cut at -s.
 */
static int decode_readlink_args(struct tcb *tcp, unsigned int path_arg)
{
	if (entering(tcp)) {
		print_path(tcp, ARG(path_arg));
		tprint_sep(tcp);
		return 0;
	}
	if (syserror(tcp))
		print_addr(tcp, ARG(path_arg + 1));
	else
		print_buf(tcp, ARG(path_arg + 1), (uint64_t)RETVAL);
	tprint_sep(tcp);
	print_udec(tcp, ARG(path_arg + 2));
	return 0;
}

SYS_FUNC(readlink)
{
	return decode_readlink_args(tcp, 0);
}

SYS_FUNC(readlinkat)
{
	if (entering(tcp)) {
		print_dirfd(tcp, (int)ARG(0));
		tprint_sep(tcp);
	}
	return decode_readlink_args(tcp, 1);
}
