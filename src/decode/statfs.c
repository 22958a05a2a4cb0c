/* SPDX-License-Identifier: GPL-2.0-or-later */
/* statfs, fstatfs. */
#include "config.h"

#include <sys/statfs.h>

#include "decode.h"
#include "xlat/fsmagic.h"
#include "xlat/statfs_flags.h"

#define KERNEL_ST_VALID 0x0020

/* The struct at exit, or its address if the call failed or it is unreadable. */
static void print_struct_statfs(struct tcb *tcp, uint64_t addr)
{
	struct statfs b;
	if (syserror(tcp)) {
		print_addr(tcp, addr);
		return;
	}
	if (!FETCH_OR_ADDR(tcp, addr, &b))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "f_type");
	print_xval(tcp, &fsmagic, (uint64_t)b.f_type, NULL);
	const struct { const char *name; uint64_t v; } counts[] = {
		{ "f_bsize", (uint64_t)b.f_bsize }, { "f_blocks", (uint64_t)b.f_blocks },
		{ "f_bfree", (uint64_t)b.f_bfree }, { "f_bavail", (uint64_t)b.f_bavail },
		{ "f_files", (uint64_t)b.f_files }, { "f_ffree", (uint64_t)b.f_ffree },
	};
	for (size_t i = 0; i < ARRAY_SIZE(counts); i++) {
		value_field(tcp, counts[i].name);
		value_uint(tcp, counts[i].v, VB_DEC);
	}
	value_field(tcp, "f_fsid");
	value_struct_begin(tcp);
	value_field(tcp, "val");
	value_array_begin(tcp);
	for (size_t i = 0; i < 2; i++) {
		value_elem(tcp);
		print_hex(tcp, (uint32_t)b.f_fsid.__val[i]);
	}
	value_array_end(tcp);
	value_struct_end(tcp);
	value_field(tcp, "f_namelen");
	value_uint(tcp, (uint64_t)b.f_namelen, VB_DEC);
	value_field(tcp, "f_frsize");
	value_uint(tcp, (uint64_t)b.f_frsize, VB_DEC);
	if ((uint64_t)b.f_flags & KERNEL_ST_VALID) {
		value_field(tcp, "f_flags");
		print_flags(tcp, &statfs_flags, (uint64_t)b.f_flags, "ST_???");
	}
	value_struct_end(tcp);
}

SYS_FUNC(statfs)
{
	if (entering(tcp)) {
		print_path(tcp, ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	print_struct_statfs(tcp, ARG(1));
	return 0;
}

SYS_FUNC(fstatfs)
{
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	print_struct_statfs(tcp, ARG(1));
	return 0;
}
