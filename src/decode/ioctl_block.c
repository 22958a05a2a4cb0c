/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Block device structures: BLKPG (struct blkpg_ioctl_arg and the partition
 * it points to) and BLKTRACESETUP (struct blk_user_trace_setup, its input, and
 * the trace's name at exit).
 */
#include "config.h"

#include <string.h>
#include <sys/ioctl.h>
#include <linux/fs.h>
#include <linux/blkpg.h>
#include <linux/blktrace_api.h>

#include "decode.h"
#include "ioctl.h"
#include "xlat/blkpg_ops.h"

/* A char array as strace prints a C string in one: at most size - 1 characters. */
static void print_chars(struct tcb *tcp, const char *s, size_t size)
{
	size_t n = strnlen(s, size);
	if (n == size)
		value_str(tcp, s, size - 1, VS_TRUNCATED);
	else
		value_str(tcp, s, n, 0);
}

static void print_partition(struct tcb *tcp, uint64_t addr)
{
	struct blkpg_partition p;
	if (!FETCH_OR_ADDR(tcp, addr, &p))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "start");
	value_int(tcp, p.start);
	value_field(tcp, "length");
	value_int(tcp, p.length);
	value_field(tcp, "pno");
	value_int(tcp, p.pno);
	value_field(tcp, "devname");
	print_chars(tcp, p.devname, sizeof(p.devname));
	value_field(tcp, "volname");
	print_chars(tcp, p.volname, sizeof(p.volname));
	value_struct_end(tcp);
}

/* The block structures; -1 for other requests. See ioctl.h. */
int ioctl_block_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	union {
		struct blkpg_ioctl_arg pg;
		struct blk_user_trace_setup ts;
	} u;

	switch (code) {
	case BLKPG:
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &u.pg))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "op");
		print_xval(tcp, &blkpg_ops, (uint32_t)u.pg.op, "BLKPG_???");
		value_field(tcp, "flags");
		value_int(tcp, u.pg.flags);
		value_field(tcp, "datalen");
		value_int(tcp, u.pg.datalen);
		value_field(tcp, "data");
		print_partition(tcp, (uint64_t)(uintptr_t)u.pg.data);
		value_struct_end(tcp);
		break;
	case BLKTRACESETUP:
		if (exiting(tcp)) {
			/* The name of the trace the kernel set up, if the call worked. */
			if (!syserror(tcp) && fetch_obj(tcp, arg, &u.ts) == 0) {
				value_field(tcp, "name");
				print_chars(tcp, u.ts.name, sizeof(u.ts.name));
			}
			value_struct_end(tcp);
			break;
		}
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &u.ts))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "act_mask");
		value_uint(tcp, u.ts.act_mask, VB_DEC);
		value_field(tcp, "buf_size");
		value_uint(tcp, u.ts.buf_size, VB_DEC);
		value_field(tcp, "buf_nr");
		value_uint(tcp, u.ts.buf_nr, VB_DEC);
		value_field(tcp, "start_lba");
		value_uint(tcp, u.ts.start_lba, VB_DEC);
		value_field(tcp, "end_lba");
		value_uint(tcp, u.ts.end_lba, VB_DEC);
		value_field(tcp, "pid");
		value_uint(tcp, u.ts.pid, VB_DEC);
		return 0;
	default:
		return -1;
	}
	return IOCTL_ARG_PRINTED;
}
