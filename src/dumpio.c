/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "dumpio.h"

#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>

#include "event.h"
#include "fdset.h"
#include "fetch.h"
#include "syscall_table.h"
#include "tcb.h"
#include "util.h"

static struct fdset read_set, write_set;

void dumpio_set(bool write, const char *set)
{
	fdset_parse(write ? &write_set : &read_set, set);
}

bool dumpio_active(void)
{
	return fdset_any(&read_set) || fdset_any(&write_set);
}

/* One 16-byte row: offset, hex in two groups of 8, the printable characters. */
static void dump_row(FILE *fp, uint64_t offset, const unsigned char *p, size_t n)
{
	static const char hex[] = "0123456789abcdef";
	char line[96];
	int k = snprintf(line, sizeof(line), " | %05llx  ", (unsigned long long)offset);
	for (size_t i = 0; i < 16; i++) {
		if (i < n) {
			line[k++] = hex[p[i] >> 4];
			line[k++] = hex[p[i] & 15];
		} else {
			line[k++] = ' ';
			line[k++] = ' ';
		}
		line[k++] = ' ';
		if (i == 7)
			line[k++] = ' ';
	}
	line[k++] = ' ';
	for (size_t i = 0; i < 16; i++)
		line[k++] = i >= n ? ' ' : (p[i] >= ' ' && p[i] < 0x7f) ? (char)p[i] : '.';
	memcpy(line + k, " |\n", 3);
	fwrite(line, 1, k + 3, fp);
}

/* len bytes at addr, as far as they can be read. */
static void dump_buf(struct tcb *tcp, FILE *fp, uint64_t addr, uint64_t len)
{
	unsigned char chunk[4096];
	uint64_t off = 0;
	while (off < len) {
		size_t n = len - off < sizeof(chunk) ? len - off : sizeof(chunk);
		if (fetch_mem(tcp, addr + off, chunk, n) < 0)
			return;
		for (size_t i = 0; i < n; i += 16)
			dump_row(fp, off + i, chunk + i, n - i < 16 ? n - i : 16);
		off += n;
	}
}

/* An iovec array of cnt elements, at most limit bytes in all; a buffer left
 * empty ends the dump, as in strace. */
static void dump_iov(struct tcb *tcp, FILE *fp, uint64_t addr, uint64_t cnt, uint64_t limit)
{
	for (uint64_t i = 0; i < cnt && i < 1024; i++) {
		struct iovec iov;
		if (fetch_obj(tcp, addr + i * sizeof(iov), &iov) < 0)
			return;
		uint64_t len = iov.iov_len < limit ? iov.iov_len : limit;
		if (!len)
			return;
		limit -= len;
		fprintf(fp, " * %llu bytes in buffer %llu\n", (unsigned long long)len,
			(unsigned long long)i);
		dump_buf(tcp, fp, (uint64_t)(uintptr_t)iov.iov_base, len);
	}
}

static void dump_msghdr(struct tcb *tcp, FILE *fp, uint64_t addr, uint64_t limit)
{
	struct msghdr m;
	if (fetch_obj(tcp, addr, &m) == 0)
		dump_iov(tcp, fp, (uint64_t)(uintptr_t)m.msg_iov, m.msg_iovlen, limit);
}

/* recvmmsg/sendmmsg: the messages the call handled (its result), each up to msg_len. */
static void dump_mmsghdr(struct tcb *tcp, FILE *fp, uint64_t addr, uint64_t count)
{
	for (uint64_t i = 0; i < count && i < 1024; i++) {
		struct mmsghdr mm;
		if (fetch_obj(tcp, addr + i * sizeof(mm), &mm) < 0)
			return;
		fprintf(fp, " = %llu buffers in vector %llu\n",
			(unsigned long long)mm.msg_hdr.msg_iovlen, (unsigned long long)i);
		dump_iov(tcp, fp, (uint64_t)(uintptr_t)mm.msg_hdr.msg_iov, mm.msg_hdr.msg_iovlen,
			 mm.msg_len);
	}
}

void dumpio_syscall(struct tcb *tcp, FILE *fp)
{
	const struct sysent *s = tcp->sys;
	if (!s || !(s->flags & (SF_DATA_IN | SF_DATA_OUT)) || !s->nargs)
		return;
	int fd = (int)tcp->ev.args[0];
	bool in = s->flags & SF_DATA_IN;
	if (!fdset_has(in ? &read_set : &write_set, fd))
		return;
	bool has_ret = tcp->ev.flags & EV_HAS_RET;
	int64_t ret = tcp->ev.ret;
	bool failed = !has_ret || (ret < 0 && ret >= -4095);
	/* Data read: what the call returned. Data written: what the program passed,
	 * whatever the result (strace dumps a failed write too). */
	if (in && (failed || ret <= 0))
		return;
	uint64_t limit = in ? (uint64_t)ret : UINT64_MAX;
	const uint64_t *a = tcp->ev.args;
	int i;
	if ((i = sysent_arg_pos(s, "buf")) >= 0 || (i = sysent_arg_pos(s, "msg_ptr")) >= 0) {
		uint64_t len = in ? limit : (i + 1 < (int)s->nargs ? a[i + 1] : 0);
		dump_buf(tcp, fp, a[i], len);
	} else if ((i = sysent_arg_pos(s, "iov")) >= 0 && i + 1 < (int)s->nargs) {
		dump_iov(tcp, fp, a[i], a[i + 1], limit);
	} else if ((i = sysent_arg_pos(s, "msg")) >= 0) {
		dump_msghdr(tcp, fp, a[i], limit);
	} else if ((i = sysent_arg_pos(s, "msgvec")) >= 0 && !failed) {
		dump_mmsghdr(tcp, fp, a[i], (uint64_t)ret);
	}
}
