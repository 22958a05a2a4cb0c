/* SPDX-License-Identifier: GPL-2.0-or-later */
/* sendfile, copy_file_range. */
#include "config.h"

#include "decode.h"

/* "[N]" for the 64-bit offset at addr; NULL or the address (and false) if unreadable. */
static bool print_offset(struct tcb *tcp, uint64_t addr, bool is_signed)
{
	int64_t off;
	if (!FETCH_OR_ADDR(tcp, addr, &off))
		return false;
	value_array_begin(tcp);
	value_elem(tcp);
	if (is_signed)
		value_int(tcp, off);
	else
		value_uint(tcp, (uint64_t)off, VB_DEC);
	value_array_end(tcp);
	return true;
}

/*
 * sendfile(out_fd, in_fd, offset, count): a readable offset is printed at entry
 * and, if the call moved it, again at exit after " => ".
 */
SYS_FUNC(sendfile)
{
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		print_fd(tcp, (int)ARG(1));
		tprint_sep(tcp);
		if (print_offset(tcp, ARG(2), false))
			return 0;
		tprint_sep(tcp);
		print_udec(tcp, ARG(3));
		return RVAL_DECODED;
	}
	if (!syserror(tcp) && RETVAL) {
		/* "[2] => [7]": the offset before and after the call. */
		value_expr_wrap(tcp, "=>");
		value_expr_next(tcp);
		print_offset(tcp, ARG(2), false);
		value_expr_end(tcp);
	}
	tprint_sep(tcp);
	print_udec(tcp, ARG(3));
	return 0;
}

SYS_FUNC(copy_file_range)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_offset(tcp, ARG(1), true);
	tprint_sep(tcp);
	print_fd(tcp, (int)ARG(2));
	tprint_sep(tcp);
	print_offset(tcp, ARG(3), true);
	tprint_sep(tcp);
	print_udec(tcp, ARG(4));
	tprint_sep(tcp);
	print_udec(tcp, (uint32_t)ARG(5));
	return RVAL_DECODED;
}
