/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Addresses a thread registers with the kernel: rseq, set_tid_address. strace
 * 6.1 shows their arguments as they are (hex), and so does this.
 */
#include "config.h"

#include "decode.h"

SYS_FUNC(rseq)
{
	print_hex(tcp, ARG(0));
	tprint_sep(tcp);
	print_hex(tcp, ARG(1));
	tprint_sep(tcp);
	print_hex(tcp, ARG(2));
	tprint_sep(tcp);
	print_hex(tcp, ARG(3));
	return RVAL_DECODED;
}

SYS_FUNC(set_tid_address)
{
	print_hex(tcp, ARG(0));
	return RVAL_DECODED;
}
