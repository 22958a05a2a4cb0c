/* SPDX-License-Identifier: GPL-2.0-or-later */
/* pipe, pipe2: the two descriptors are known at exit. */
#include "config.h"

#include "decode.h"
#include "xlat/open_mode_flags.h"

/* "[3, 4]" (with -y, "[3<pipe:[1]>, 4<pipe:[1]>]"), or the address. */
static void print_fd_pair(struct tcb *tcp, uint64_t addr)
{
	int fds[2];
	if (syserror(tcp)) {
		print_addr(tcp, addr);
		return;
	}
	if (!FETCH_OR_ADDR(tcp, addr, &fds))
		return;
	value_array_begin(tcp);
	value_elem(tcp);
	print_fd(tcp, fds[0]);
	value_elem(tcp);
	print_fd(tcp, fds[1]);
	value_array_end(tcp);
}

SYS_FUNC(pipe)
{
	if (exiting(tcp))
		print_fd_pair(tcp, ARG(0));
	return 0;
}

SYS_FUNC(pipe2)
{
	if (entering(tcp))
		return 0;
	print_fd_pair(tcp, ARG(0));
	tprint_sep(tcp);
	print_flags(tcp, &open_mode_flags, (uint32_t)ARG(1), "O_???");
	return 0;
}
