/* SPDX-License-Identifier: GPL-2.0-or-later */
/* read, write, pread64, pwrite64, readv, writev. */
#include "config.h"

#include <sys/uio.h>

#include "decode.h"
#include "netutil.h"

SYS_FUNC(read)
{
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	if (syserror(tcp))
		print_addr(tcp, ARG(1));
	else
		print_buf(tcp, ARG(1), RETVAL);
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	return 0;
}

SYS_FUNC(write)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_buf(tcp, ARG(1), ARG(2));
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	return RVAL_DECODED;
}

/* read's arguments, then the file offset. */
SYS_FUNC(pread64)
{
	decode_read(tcp);
	if (exiting(tcp)) {
		tprint_sep(tcp);
		print_dec(tcp, (int64_t)ARG(3));
	}
	return 0;
}

SYS_FUNC(pwrite64)
{
	decode_write(tcp);
	tprint_sep(tcp);
	print_dec(tcp, (int64_t)ARG(3));
	return RVAL_DECODED;
}

SYS_FUNC(readv)
{
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	if (syserror(tcp))
		print_addr(tcp, ARG(1));
	else
		print_iov_upto(tcp, ARG(1), ARG(2), (uint64_t)RETVAL);
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	return 0;
}

SYS_FUNC(writev)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_iov_upto(tcp, ARG(1), ARG(2), UINT64_MAX);
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	return RVAL_DECODED;
}
