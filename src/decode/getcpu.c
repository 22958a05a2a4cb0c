/* SPDX-License-Identifier: GPL-2.0-or-later */
/* getcpu: the CPU and NUMA node the kernel stores. */
#include "config.h"

#include "decode.h"
#include "print_ext.h"

/* An unsigned int the kernel stored: "[3]", or the address. */
static void print_uint_at(struct tcb *tcp, uint64_t addr)
{
	uint32_t v;
	if (!UMOVE_OR_ADDR(tcp, addr, &v))
		return;
	value_array_begin(tcp);
	value_elem(tcp);
	value_uint(tcp, v, VB_DEC);
	value_array_end(tcp);
}

SYS_FUNC(getcpu)
{
	if (entering(tcp))
		return 0;
	print_uint_at(tcp, ARG(0));
	tprint_sep(tcp);
	print_uint_at(tcp, ARG(1));
	tprint_sep(tcp);
	print_addr(tcp, ARG(2));
	return 0;
}
