/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Namespaces: unshare, setns. */
#include "config.h"

#include "decode.h"
#include "xlat/setns_types.h"
#include "xlat/unshare_flags.h"

SYS_FUNC(unshare)
{
	print_flags(tcp, &unshare_flags, ARG(0), "CLONE_???");
	return RVAL_DECODED;
}

SYS_FUNC(setns)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_flags(tcp, &setns_types, (uint32_t)ARG(1), "CLONE_NEW???");
	return RVAL_DECODED;
}
