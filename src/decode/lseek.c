/* SPDX-License-Identifier: GPL-2.0-or-later */
/* lseek. */
#include "config.h"

#include "decode.h"
#include "lseek.h"
#include "xlat/whence_codes.h"

void print_whence(struct tcb *tcp, uint64_t whence)
{
	print_xval(tcp, &whence_codes, (uint32_t)whence, "SEEK_???");
}

SYS_FUNC(lseek)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_dec(tcp, (int64_t)ARG(1));
	tprint_sep(tcp);
	print_whence(tcp, ARG(2));
	return RVAL_DECODED;
}
