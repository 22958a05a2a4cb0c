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

/* Where "..." replaces the rest of an array of nmemb elements: -s elements unless -v. */
static uint64_t abbrev_count(uint64_t nmemb)
{
	return (!opts.verbose && opts.max_strlen < nmemb) ? opts.max_strlen : nmemb;
}

bool print_tracee_array(struct tcb *tcp, uint64_t addr, uint64_t nmemb, void *elem_buf,
			size_t elem_size, unsigned int flags, print_elem_fn fn, void *data)
{
	if (!addr) {
		print_addr(tcp, addr);
		return false;
	}
	if (!nmemb) {
		tprints(tcp, "[]");
		return false;
	}
	uint64_t size = nmemb * elem_size;
	if (size / elem_size != nmemb || addr + size <= addr) {
		print_addr(tcp, addr);
		return false;
	}
	bool no_read = exiting(tcp) && syserror(tcp) && !(flags & PA_IGNORE_SYSERROR);
	uint64_t shown = abbrev_count(nmemb);
	uint64_t i;
	for (i = 0; i < nmemb; i++) {
		uint64_t cur = addr + i * elem_size;
		if (i)
			tprint_sep(tcp);
		if (no_read || fetch_mem(tcp, cur, elem_buf, elem_size) < 0) {
			if (!i) {
				print_addr(tcp, cur);
				return false;
			}
			tprints(tcp, "... /* ");
			print_addr(tcp, cur);
			tprints(tcp, " */");
			break;
		}
		if (!i)
			tprints(tcp, "[");
		if (i >= shown) {
			tprints(tcp, "...");
			i = nmemb;
			break;
		}
		if (!fn(tcp, elem_buf, elem_size, data)) {
			i = nmemb;
			break;
		}
	}
	tprints(tcp, "]");
	return i >= nmemb;
}

void print_local_array(struct tcb *tcp, const void *base, size_t nmemb, size_t elem_size,
		       print_elem_fn fn, void *data)
{
	uint64_t shown = abbrev_count(nmemb);
	tprints(tcp, "[");
	for (size_t i = 0; i < nmemb; i++) {
		if (i)
			tprint_sep(tcp);
		if (i >= shown) {
			tprints(tcp, "...");
			break;
		}
		if (!fn(tcp, (const char *)base + i * elem_size, elem_size, data))
			break;
	}
	tprints(tcp, "]");
}

bool print_fd_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	int fd;
	(void)data;
	memcpy(&fd, elem, sizeof(fd) < size ? sizeof(fd) : size);
	print_fd(tcp, fd);
	return true;
}

bool print_uint_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	unsigned int v;
	(void)data;
	memcpy(&v, elem, sizeof(v) < size ? sizeof(v) : size);
	print_udec(tcp, v);
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
	uint64_t want = (uint64_t)opts.max_strlen + 1;
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

/* One iovec, its data cut to what is left of the budget in *data. */
static bool print_iov_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	const struct iovec *iov = elem;
	uint64_t *budget = data;
	uint64_t len = iov->iov_len;
	(void)size;
	if (len > *budget)
		len = *budget;
	if (*budget != UINT64_MAX)
		*budget -= len;
	tprints(tcp, "{iov_base=");
	print_strn(tcp, (uint64_t)(uintptr_t)iov->iov_base, len, 0);
	tprints(tcp, ", iov_len=");
	print_udec(tcp, iov->iov_len);
	tprints(tcp, "}");
	return true;
}

void print_iov_upto(struct tcb *tcp, uint64_t addr, uint64_t count, uint64_t data_size)
{
	struct iovec iov;
	print_tracee_array(tcp, addr, count, &iov, sizeof(iov), PA_IGNORE_SYSERROR,
			   print_iov_elem, &data_size);
}

void print_ifindex(struct tcb *tcp, unsigned int ifindex)
{
	char name[IF_NAMESIZE + 1];
	if (!if_indextoname(ifindex, name)) {
		print_udec(tcp, ifindex);
		return;
	}
	tprints(tcp, "if_nametoindex(");
	print_quoted(tcp, name, strnlen(name, IF_NAMESIZE), 0);
	tprints(tcp, ")");
}

void print_id(struct tcb *tcp, uint32_t id)
{
	if (id == UINT32_MAX)
		tprints(tcp, "-1");
	else
		print_udec(tcp, id);
}

void print_int_at(struct tcb *tcp, uint64_t addr)
{
	int v;
	if (!addr || (exiting(tcp) && syserror(tcp)) || fetch_obj(tcp, addr, &v) < 0) {
		print_addr(tcp, addr);
		return;
	}
	tprints(tcp, "[");
	print_dec(tcp, v);
	tprints(tcp, "]");
}

const char *sprint_timespec_at(struct tcb *tcp, uint64_t addr, char *buf, size_t size)
{
	struct timespec ts;
	if (!addr)
		snprintf(buf, size, "NULL");
	else if ((exiting(tcp) && syserror(tcp)) || fetch_obj(tcp, addr, &ts) < 0)
		snprintf(buf, size, "%#llx", (unsigned long long)addr);
	else
		snprintf(buf, size, "{tv_sec=%lld, tv_nsec=%llu}", (long long)ts.tv_sec,
			 (unsigned long long)ts.tv_nsec);
	return buf;
}
