/* SPDX-License-Identifier: GPL-2.0-or-later */
/* splice, tee, vmsplice: moving data through pipes. */
#include "config.h"

#include "decode.h"
#include "netutil.h"
#include "xlat/splice_flags.h"

/* A loff_t the kernel reads (and updates): "[0]", NULL or the address. */
static void print_off(struct tcb *tcp, uint64_t addr)
{
	int64_t off;
	if (!umove_or_addr(tcp, addr, &off, sizeof(off)))
		return;
	value_array_begin(tcp);
	value_elem(tcp);
	value_int(tcp, off);
	value_array_end(tcp);
}

SYS_FUNC(splice)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_off(tcp, ARG(1));
	tprint_sep(tcp);
	print_fd(tcp, (int)ARG(2));
	tprint_sep(tcp);
	print_off(tcp, ARG(3));
	tprint_sep(tcp);
	print_udec(tcp, ARG(4));
	tprint_sep(tcp);
	print_flags(tcp, &splice_flags, (uint32_t)ARG(5), "SPLICE_F_???");
	return RVAL_DECODED;
}

SYS_FUNC(tee)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_fd(tcp, (int)ARG(1));
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_flags(tcp, &splice_flags, (uint32_t)ARG(3), "SPLICE_F_???");
	return RVAL_DECODED;
}

SYS_FUNC(vmsplice)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_iov_upto(tcp, ARG(1), ARG(2), UINT64_MAX);
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_flags(tcp, &splice_flags, (uint32_t)ARG(3), "SPLICE_F_???");
	return RVAL_DECODED;
}
