/* SPDX-License-Identifier: GPL-2.0-or-later */
/* read, write, pread64, pwrite64, readv, writev. */
#include "config.h"

#include <sys/uio.h>

#include "decode.h"
#include "read_write.h"

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

void print_iovec(struct tcb *tcp, uint64_t addr, uint64_t count, uint64_t data_len)
{
	if (!addr || !count) {
		if (!addr)
			print_addr(tcp, addr);
		else
			tprints(tcp, "[]");
		return;
	}
	struct iovec iov;
	tprints(tcp, "[");
	for (uint64_t i = 0; i < count; i++) {
		if (i)
			tprint_sep(tcp);
		if (i >= opts.max_strlen) {
			tprints(tcp, "...");
			break;
		}
		uint64_t a = addr + i * sizeof(iov);
		if (fetch_obj(tcp, a, &iov) < 0) {
			/* The array itself ends here: show where. */
			tprints(tcp, "... /* ");
			print_addr(tcp, a);
			tprints(tcp, " */");
			break;
		}
		uint64_t len = iov.iov_len;
		uint64_t shown = len < data_len ? len : data_len;
		tprints(tcp, "{iov_base=");
		if (data_len == IOV_NO_DATA)
			print_addr(tcp, (uint64_t)(uintptr_t)iov.iov_base);
		else
			print_buf(tcp, (uint64_t)(uintptr_t)iov.iov_base, shown);
		tprintf(tcp, ", iov_len=%llu}", (unsigned long long)len);
		if (data_len != IOV_NO_DATA && data_len != IOV_ALL_DATA)
			data_len -= shown;
	}
	tprints(tcp, "]");
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
		print_iovec(tcp, ARG(1), ARG(2), (uint64_t)RETVAL);
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	return 0;
}

SYS_FUNC(writev)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_iovec(tcp, ARG(1), ARG(2), IOV_ALL_DATA);
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	return RVAL_DECODED;
}
