/* SPDX-License-Identifier: GPL-2.0-or-later */
/* mlockall, mlock2 (mlock and munlock print as munmap does). */
#include "config.h"

#include "decode.h"
#include "xlat/mlock2_flags.h"
#include "xlat/mlockall_flags.h"

SYS_FUNC(mlockall)
{
	print_flags(tcp, &mlockall_flags, (uint32_t)ARG(0), "MCL_???");
	return RVAL_DECODED;
}

SYS_FUNC(mlock2)
{
	print_addr(tcp, ARG(0));
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	tprint_sep(tcp);
	print_flags(tcp, &mlock2_flags, (uint32_t)ARG(2), "MLOCK_???");
	return RVAL_DECODED;
}
