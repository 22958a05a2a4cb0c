/* SPDX-License-Identifier: GPL-2.0-or-later */
/* statfs, fstatfs. */
#include "config.h"

#include <sys/statfs.h>

#include "decode.h"
#include "statfs.h"
#include "xlat/fsmagic.h"
#include "xlat/statfs_flags.h"

#define KERNEL_ST_VALID 0x0020

/* i386's struct statfs and struct statfs64 (the kernel's compat_statfs and
 * compat_statfs64: 32-bit longs; 64-bit counts 4-byte aligned). */
struct statfs_i386 {
	uint32_t f_type, f_bsize, f_blocks, f_bfree, f_bavail, f_files, f_ffree;
	int32_t f_fsid[2];
	uint32_t f_namelen, f_frsize, f_flags, f_spare[4];
};
_Static_assert(sizeof(struct statfs_i386) == 64, "i386 struct statfs");

struct statfs64_i386 {
	uint32_t f_type, f_bsize;
	uint64_t f_blocks, f_bfree, f_bavail, f_files, f_ffree;
	int32_t f_fsid[2];
	uint32_t f_namelen, f_frsize, f_flags, f_spare[4];
} __attribute__((packed));
_Static_assert(sizeof(struct statfs64_i386) == 84, "i386 struct statfs64");

/* Any of them, widened. */
struct wide_statfs {
	uint64_t type, bsize, blocks, bfree, bavail, files, ffree;
	uint32_t fsid[2];
	uint64_t namelen, frsize, flags;
};

#define WIDEN_STATFS(b, fsid0, fsid1) (struct wide_statfs){				\
	(uint64_t)(b).f_type, (uint64_t)(b).f_bsize, (uint64_t)(b).f_blocks,		\
	(uint64_t)(b).f_bfree, (uint64_t)(b).f_bavail, (uint64_t)(b).f_files,		\
	(uint64_t)(b).f_ffree, { (uint32_t)(fsid0), (uint32_t)(fsid1) },		\
	(uint64_t)(b).f_namelen, (uint64_t)(b).f_frsize, (uint64_t)(b).f_flags }

/* The struct at exit, or its address if the call failed or it is unreadable. */
void print_statfs_at(struct tcb *tcp, uint64_t addr, enum statfs_layout layout)
{
	struct wide_statfs w;
	if (syserror(tcp)) {
		print_addr(tcp, addr);
		return;
	}
	if (layout == STATFS_I386) {
		struct statfs_i386 b;
		if (!FETCH_OR_ADDR(tcp, addr, &b))
			return;
		w = WIDEN_STATFS(b, b.f_fsid[0], b.f_fsid[1]);
	} else if (layout == STATFS64_I386) {
		struct statfs64_i386 b;
		if (!FETCH_OR_ADDR(tcp, addr, &b))
			return;
		w = WIDEN_STATFS(b, b.f_fsid[0], b.f_fsid[1]);
	} else {
		struct statfs b;
		if (!FETCH_OR_ADDR(tcp, addr, &b))
			return;
		w = WIDEN_STATFS(b, b.f_fsid.__val[0], b.f_fsid.__val[1]);
	}
	value_struct_begin(tcp);
	value_field(tcp, "f_type");
	print_xval(tcp, &fsmagic, w.type, NULL);
	const struct { const char *name; uint64_t v; } counts[] = {
		{ "f_bsize", w.bsize }, { "f_blocks", w.blocks },
		{ "f_bfree", w.bfree }, { "f_bavail", w.bavail },
		{ "f_files", w.files }, { "f_ffree", w.ffree },
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
		print_hex(tcp, w.fsid[i]);
	}
	value_array_end(tcp);
	value_struct_end(tcp);
	value_field(tcp, "f_namelen");
	value_uint(tcp, w.namelen, VB_DEC);
	value_field(tcp, "f_frsize");
	value_uint(tcp, w.frsize, VB_DEC);
	if (w.flags & KERNEL_ST_VALID) {
		value_field(tcp, "f_flags");
		print_flags(tcp, &statfs_flags, w.flags, "ST_???");
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
	print_statfs_at(tcp, ARG(1), STATFS_NATIVE);
	return 0;
}

SYS_FUNC(fstatfs)
{
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	print_statfs_at(tcp, ARG(1), STATFS_NATIVE);
	return 0;
}
