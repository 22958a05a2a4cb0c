/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Another process's memory: process_vm_readv, process_vm_writev,
 * process_madvise, process_mrelease.
 */
#include "config.h"

#include <sys/uio.h>

#include "decode.h"
#include "i386.h"
#include "netutil.h"
#include "print_ext.h"
#include "xlat/madvise_cmds.h"

/* count iovecs at addr, their buffers as addresses (another process's, or not
 * worth showing); is32: i386's iovecs of 32-bit words. */
static void print_iov_addrs(struct tcb *tcp, uint64_t addr, uint64_t count, bool is32)
{
	struct iovec iov;
	uint32_t iov32[2];
	if (is32)
		print_array(tcp, addr, count, iov32, sizeof(iov32), PA_IGNORE_SYSERROR,
			    print_iov32_addr_elem, NULL);
	else
		print_array(tcp, addr, count, &iov, sizeof(iov), PA_IGNORE_SYSERROR,
			    print_iov_addr_elem, NULL);
}

/* count iovecs at addr with their data, data_size bytes in all. */
static void print_iov_data(struct tcb *tcp, uint64_t addr, uint64_t count, uint64_t data_size,
			   bool is32)
{
	if (is32)
		print_iov32_upto_fn(tcp, addr, count, data_size, NULL, NULL);
	else
		print_iov_upto(tcp, addr, count, data_size);
}

/* The arguments after the local iovec array. */
static void print_vm_rest(struct tcb *tcp, bool is32)
{
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_iov_addrs(tcp, ARG(3), ARG(4), is32);
	tprint_sep(tcp);
	print_udec(tcp, ARG(4));
	tprint_sep(tcp);
	print_udec(tcp, ARG(5));
}

/* process_vm_readv: the local buffers hold what was read, known after the call. */
static int vm_readv(struct tcb *tcp, bool is32)
{
	if (entering(tcp)) {
		print_dec(tcp, (int32_t)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	if (syserror(tcp))
		print_iov_addrs(tcp, ARG(1), ARG(2), is32);
	else
		print_iov_data(tcp, ARG(1), ARG(2), (uint64_t)RETVAL, is32);
	print_vm_rest(tcp, is32);
	return 0;
}

static int vm_writev(struct tcb *tcp, bool is32)
{
	print_dec(tcp, (int32_t)ARG(0));
	tprint_sep(tcp);
	print_iov_data(tcp, ARG(1), ARG(2), UINT64_MAX, is32);
	print_vm_rest(tcp, is32);
	return RVAL_DECODED;
}

static int madvise_vec(struct tcb *tcp, bool is32)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_iov_addrs(tcp, ARG(1), ARG(2), is32);
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_xval(tcp, &madvise_cmds, (uint32_t)ARG(3), "MADV_???");
	tprint_sep(tcp);
	print_hex(tcp, (uint32_t)ARG(4));
	return RVAL_DECODED;
}

SYS_FUNC(process_vm_readv)
{
	return vm_readv(tcp, false);
}

SYS_FUNC(process_vm_writev)
{
	return vm_writev(tcp, false);
}

SYS_FUNC(process_madvise)
{
	return madvise_vec(tcp, false);
}

/* (declared in i386.h) */
SYS_FUNC(i386_process_vm_readv)
{
	return vm_readv(tcp, true);
}

SYS_FUNC(i386_process_vm_writev)
{
	return vm_writev(tcp, true);
}

SYS_FUNC(i386_process_madvise)
{
	return madvise_vec(tcp, true);
}

SYS_FUNC(process_mrelease)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_hex(tcp, (uint32_t)ARG(1));
	return RVAL_DECODED;
}
