/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Array, iovec, interface index and timespec printers (see netutil.h). */
#include "config.h"

#include <net/if.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/uio.h>
#include <time.h>

#include "decode.h"
#include "netutil.h"

bool print_fd_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	int fd;
	(void)data;
	memcpy(&fd, elem, sizeof(fd) < size ? sizeof(fd) : size);
	print_fd(tcp, fd);
	return true;
}

bool print_xbyte_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	print_hex(tcp, *(const unsigned char *)elem);
	return true;
}

void print_strn(struct tcb *tcp, uint64_t addr, uint64_t len, unsigned int style)
{
	if (!addr) {
		print_addr(tcp, addr);
		return;
	}
	/* Only what is shown is read: a longer buffer's length says it goes on (and
	 * -m buffered copies the first -s bytes only). */
	uint64_t want = opts.max_strlen;
	size_t size = len < want ? len : want;
	char stackbuf[512];
	char *buf = size <= sizeof(stackbuf) ? stackbuf : xmalloc(size);
	if (fetch_mem(tcp, addr, buf, size) < 0) {
		print_addr(tcp, addr);
	} else {
		bool more = len > opts.max_strlen;
		print_quoted(tcp, buf, more ? opts.max_strlen : size,
			     style | (more ? QUOTE_ELLIPSIS : 0));
	}
	if (buf != stackbuf)
		free(buf);
}

struct iov_state {
	uint64_t budget;	/* data left to show, UINT64_MAX: all */
	iov_data_fn fn;		/* prints the data, NULL: as a string */
	void *fn_data;
};

/* One iovec, its data cut to what is left of the budget. */
static bool print_iov_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	struct iov_state *st = data;
	uint64_t *budget = &st->budget;
	uint64_t base, iov_len;
	if (size == 2 * sizeof(uint32_t)) {	/* i386's */
		uint32_t iov32[2];
		memcpy(iov32, elem, sizeof(iov32));
		base = iov32[0], iov_len = iov32[1];
	} else {
		const struct iovec *iov = elem;
		base = (uint64_t)(uintptr_t)iov->iov_base, iov_len = iov->iov_len;
	}
	uint64_t len = iov_len;
	if (len > *budget)
		len = *budget;
	if (*budget != UINT64_MAX)
		*budget -= len;
	value_struct_begin(tcp);
	value_field(tcp, "iov_base");
	if (st->fn)
		st->fn(tcp, base, len, st->fn_data);
	else
		print_strn(tcp, base, len, 0);
	value_field(tcp, "iov_len");
	print_udec(tcp, iov_len);
	value_struct_end(tcp);
	return true;
}

void print_iov_upto_fn(struct tcb *tcp, uint64_t addr, uint64_t count, uint64_t data_size,
		       iov_data_fn fn, void *fn_data)
{
	struct iovec iov;
	struct iov_state st = { .budget = data_size, .fn = fn, .fn_data = fn_data };
	print_array(tcp, addr, count, &iov, sizeof(iov), PA_IGNORE_SYSERROR,
			   print_iov_elem, &st);
}

void print_iov32_upto_fn(struct tcb *tcp, uint64_t addr, uint64_t count, uint64_t data_size,
			 iov_data_fn fn, void *fn_data)
{
	uint32_t iov[2];
	struct iov_state st = { .budget = data_size, .fn = fn, .fn_data = fn_data };
	print_array(tcp, addr, count, iov, sizeof(iov), PA_IGNORE_SYSERROR,
		    print_iov_elem, &st);
}

void print_iov_upto(struct tcb *tcp, uint64_t addr, uint64_t count, uint64_t data_size)
{
	print_iov_upto_fn(tcp, addr, count, data_size, NULL, NULL);
}

void print_ifindex(struct tcb *tcp, unsigned int ifindex)
{
	char name[IF_NAMESIZE + 1];
	if (!if_indextoname(ifindex, name)) {
		print_udec(tcp, ifindex);
		return;
	}
	if (opts.const_style != CONST_ABBREV) {
		/* -X raw: the number; verbose: the call as a comment, as strace. */
		print_udec(tcp, ifindex);
		if (opts.const_style == CONST_VERBOSE)
			value_commentf(tcp, "if_nametoindex(\"%s\")", name);
		return;
	}
	value_call_begin(tcp, "if_nametoindex");
	value_call_arg(tcp);
	print_quoted(tcp, name, strnlen(name, IF_NAMESIZE), 0);
	value_call_end(tcp);
}

void print_id(struct tcb *tcp, uint32_t id)
{
	if (id == UINT32_MAX)
		value_int(tcp, -1);
	else
		print_udec(tcp, id);
}

bool print_iov_addr_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	struct iovec iov;
	memcpy(&iov, elem, sizeof(iov));
	value_struct_begin(tcp);
	value_field(tcp, "iov_base");
	print_addr(tcp, (uint64_t)(uintptr_t)iov.iov_base);
	value_field(tcp, "iov_len");
	value_uint(tcp, iov.iov_len, VB_DEC);
	value_struct_end(tcp);
	return true;
}
