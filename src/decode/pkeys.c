/* SPDX-License-Identifier: GPL-2.0-or-later */
/* pkey_mprotect, pkey_alloc, pkey_free: memory protection keys. */
#include "config.h"

#include "decode.h"
#include "mem.h"
#include "xlat/pkey_access.h"

SYS_FUNC(pkey_mprotect)
{
	print_addr(tcp, ARG(0));
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	tprint_sep(tcp);
	print_mmap_prot(tcp, ARG(2));
	tprint_sep(tcp);
	print_dec(tcp, (int)ARG(3));
	return RVAL_DECODED;
}

SYS_FUNC(pkey_alloc)
{
	print_hex(tcp, ARG(0));
	tprint_sep(tcp);
	print_flags(tcp, &pkey_access, ARG(1), "PKEY_???");
	return RVAL_DECODED;
}

SYS_FUNC(pkey_free)
{
	print_dec(tcp, (int)ARG(0));
	return RVAL_DECODED;
}
