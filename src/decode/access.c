/* SPDX-License-Identifier: GPL-2.0-or-later */
/* access, faccessat, faccessat2. */
#include "config.h"

#include "decode.h"
#include "xlat/access_modes.h"
#include "xlat/faccessat_flags.h"

static void print_access_mode(struct tcb *tcp, uint64_t mode)
{
	print_flags(tcp, &access_modes, (uint32_t)mode, "?_OK");
}

SYS_FUNC(access)
{
	print_path(tcp, ARG(0));
	tprint_sep(tcp);
	print_access_mode(tcp, ARG(1));
	return RVAL_DECODED;
}

SYS_FUNC(faccessat)
{
	print_dirfd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_path(tcp, ARG(1));
	tprint_sep(tcp);
	print_access_mode(tcp, ARG(2));
	return RVAL_DECODED;
}

SYS_FUNC(faccessat2)
{
	decode_faccessat(tcp);
	tprint_sep(tcp);
	print_flags(tcp, &faccessat_flags, (uint32_t)ARG(3), "AT_???");
	return RVAL_DECODED;
}
