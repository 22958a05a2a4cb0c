/* SPDX-License-Identifier: GPL-2.0-or-later */
/* userfaultfd (its ioctls are ioctl.c's business). */
#include "config.h"

#include "decode.h"
#include "xlat/uffd_flags.h"

SYS_FUNC(userfaultfd)
{
	print_flags(tcp, &uffd_flags, (uint32_t)ARG(0), "UFFD_???");
	return RVAL_DECODED | RVAL_FD;
}
