/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Another process's memory: process_vm_readv, process_vm_writev,
 * process_madvise, process_mrelease.
 */
#include "config.h"

#include <sys/uio.h>

#include "decode.h"
#include "netutil.h"
#include "print_ext.h"
#include "xlat/madvise_cmds.h"

/* count iovecs at addr, their buffers as addresses (another process's, or not
 * worth showing). */
static void print_iov_addrs(struct tcb *tcp, uint64_t addr, uint64_t count)
{
	struct iovec iov;
	print_array(tcp, addr, count, &iov, sizeof(iov), PA_IGNORE_SYSERROR,
		    print_iov_addr_elem, NULL);
}

/* The arguments after the local iovec array. */
static void print_vm_rest(struct tcb *tcp)
{
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_iov_addrs(tcp, ARG(3), ARG(4));
	tprint_sep(tcp);
	print_udec(tcp, ARG(4));
	tprint_sep(tcp);
	print_udec(tcp, ARG(5));
}

/* process_vm_readv: the local buffers hold what was read, known after the call. */
SYS_FUNC(process_vm_readv)
{
	if (entering(tcp)) {
		print_dec(tcp, (int32_t)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	if (syserror(tcp))
		print_iov_addrs(tcp, ARG(1), ARG(2));
	else
		print_iov_upto(tcp, ARG(1), ARG(2), (uint64_t)RETVAL);
	print_vm_rest(tcp);
	return 0;
}

SYS_FUNC(process_vm_writev)
{
	print_dec(tcp, (int32_t)ARG(0));
	tprint_sep(tcp);
	print_iov_upto(tcp, ARG(1), ARG(2), UINT64_MAX);
	print_vm_rest(tcp);
	return RVAL_DECODED;
}

SYS_FUNC(process_madvise)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_iov_addrs(tcp, ARG(1), ARG(2));
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_xval(tcp, &madvise_cmds, (uint32_t)ARG(3), "MADV_???");
	tprint_sep(tcp);
	print_hex(tcp, (uint32_t)ARG(4));
	return RVAL_DECODED;
}

SYS_FUNC(process_mrelease)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_hex(tcp, (uint32_t)ARG(1));
	return RVAL_DECODED;
}
