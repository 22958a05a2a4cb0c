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
	tprintf(tcp, ", f_bsize=%llu, f_blocks=%llu, f_bfree=%llu, f_bavail=%llu"
		", f_files=%llu, f_ffree=%llu",
		(unsigned long long)b.f_bsize, (unsigned long long)b.f_blocks,
		(unsigned long long)b.f_bfree, (unsigned long long)b.f_bavail,
		(unsigned long long)b.f_files, (unsigned long long)b.f_ffree);
	tprints(tcp, ", f_fsid={val=[");
	print_hex(tcp, (uint32_t)b.f_fsid.__val[0]);
	tprint_sep(tcp);
	print_hex(tcp, (uint32_t)b.f_fsid.__val[1]);
	tprintf(tcp, "]}, f_namelen=%llu, f_frsize=%llu",
		(unsigned long long)b.f_namelen, (unsigned long long)b.f_frsize);
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
