/* SPDX-License-Identifier: GPL-2.0-or-later */
/* stat, lstat, fstat, newfstatat, statx; i386's stat calls. */
#include "config.h"

#include <sys/stat.h>

#include <stdio.h>

#include "decode.h"
#include "i386.h"
#include "xlat/at_flags.h"
#include "xlat/statx_attrs.h"
#include "xlat/statx_flags.h"
#include "xlat/statx_masks.h"
#include "xlat/statx_sync_types.h"

/* struct stat in its four layouts: x86_64's, i386's stat and stat64, and i386's
 * struct __old_kernel_stat (oldstat: 16-bit ids, no nanoseconds nor block counts). */
enum stat_layout { STAT_NATIVE, STAT_I386, STAT64_I386, STAT_OLD_I386 };

/* 64-bit values in i386 structures are 4-byte aligned: packed, with sizes checked. */
struct i386_stat {
	uint32_t st_dev;
	uint32_t st_ino;
	uint16_t st_mode;
	uint16_t st_nlink;
	uint16_t st_uid;
	uint16_t st_gid;
	uint32_t st_rdev;
	uint32_t st_size;
	uint32_t st_blksize;
	uint32_t st_blocks;
	uint32_t st_atime_, st_atime_nsec;
	uint32_t st_mtime_, st_mtime_nsec;
	uint32_t st_ctime_, st_ctime_nsec;
	uint32_t unused4, unused5;
};
_Static_assert(sizeof(struct i386_stat) == 64, "i386 struct stat");

struct i386_stat64 {
	uint64_t st_dev;
	uint8_t pad0[4];
	uint32_t st_ino32;
	uint32_t st_mode;
	uint32_t st_nlink;
	uint32_t st_uid;
	uint32_t st_gid;
	uint64_t st_rdev;
	uint8_t pad3[4];
	int64_t st_size;
	uint32_t st_blksize;
	uint64_t st_blocks;
	uint32_t st_atime_, st_atime_nsec;
	uint32_t st_mtime_, st_mtime_nsec;
	uint32_t st_ctime_, st_ctime_nsec;
	uint64_t st_ino;
} __attribute__((packed));
_Static_assert(sizeof(struct i386_stat64) == 96, "i386 struct stat64");

struct i386_old_stat {
	uint16_t st_dev, st_ino, st_mode, st_nlink, st_uid, st_gid, st_rdev, pad;
	uint32_t st_size, st_atime_, st_mtime_, st_ctime_;
};
_Static_assert(sizeof(struct i386_old_stat) == 32, "i386 struct __old_kernel_stat");

/* Any of them, widened. */
struct wide_stat {
	uint64_t dev, ino, mode, nlink, uid, gid, rdev;
	int64_t blksize, blocks, size;
	int64_t atime, mtime, ctime;
	int64_t atime_nsec, mtime_nsec, ctime_nsec;
};

#define WIDEN_STAT(s, atime, mtime, ctime, ansec, mnsec, cnsec) (struct wide_stat){	\
	(s).st_dev, (s).st_ino, (s).st_mode, (s).st_nlink, (s).st_uid, (s).st_gid,	\
	(s).st_rdev, (int64_t)(s).st_blksize, (int64_t)(s).st_blocks,			\
	(int64_t)(s).st_size, (int64_t)(s).atime, (int64_t)(s).mtime,			\
	(int64_t)(s).ctime, (int64_t)(s).ansec, (int64_t)(s).mnsec, (int64_t)(s).cnsec }

/* Read the structure at addr, in layout, widened; false (its address printed) if
 * it cannot be read. */
static bool fetch_stat(struct tcb *tcp, uint64_t addr, enum stat_layout layout,
		       struct wide_stat *w)
{
	if (layout == STAT_I386) {
		struct i386_stat s;
		if (!FETCH_OR_ADDR(tcp, addr, &s))
			return false;
		*w = WIDEN_STAT(s, st_atime_, st_mtime_, st_ctime_, st_atime_nsec,
				 st_mtime_nsec, st_ctime_nsec);
	} else if (layout == STAT_OLD_I386) {
		struct i386_old_stat s;
		if (!FETCH_OR_ADDR(tcp, addr, &s))
			return false;
		*w = (struct wide_stat){ .dev = s.st_dev, .ino = s.st_ino, .mode = s.st_mode,
					 .nlink = s.st_nlink, .uid = s.st_uid, .gid = s.st_gid,
					 .rdev = s.st_rdev, .size = s.st_size, .atime = s.st_atime_,
					 .mtime = s.st_mtime_, .ctime = s.st_ctime_ };
	} else if (layout == STAT64_I386) {
		struct i386_stat64 s;
		if (!FETCH_OR_ADDR(tcp, addr, &s))
			return false;
		*w = WIDEN_STAT(s, st_atime_, st_mtime_, st_ctime_, st_atime_nsec,
				 st_mtime_nsec, st_ctime_nsec);
	} else {
		struct stat s;
		if (!FETCH_OR_ADDR(tcp, addr, &s))
			return false;
		*w = WIDEN_STAT(s, st_atim.tv_sec, st_mtim.tv_sec, st_ctim.tv_sec, st_atim.tv_nsec,
				 st_mtim.tv_nsec, st_ctim.tv_nsec);
	}
	return true;
}

/* A time and its nanoseconds (but for the old layout, which has none). */
static void print_stat_time(struct tcb *tcp, const char *name, int64_t sec, int64_t nsec,
			    enum stat_layout layout)
{
	char nsec_name[32];
	value_field(tcp, name);
	value_int(tcp, sec);
	print_time_comment(tcp, sec, nsec);
	if (layout == STAT_OLD_I386)
		return;
	snprintf(nsec_name, sizeof(nsec_name), "%s_nsec", name);
	value_field(tcp, nsec_name);
	value_int(tcp, nsec);
}

/* Abbreviated: mode and size (or device); -v: every field. */
static void print_struct_stat(struct tcb *tcp, uint64_t addr, enum stat_layout layout)
{
	struct wide_stat st;
	if (!fetch_stat(tcp, addr, layout, &st))
		return;
	bool is_dev = S_ISCHR(st.mode) || S_ISBLK(st.mode);
	value_struct_begin(tcp);
	if (opts.verbose) {
		value_field(tcp, "st_dev");
		print_dev(tcp, st.dev);
		value_field(tcp, "st_ino");
		value_uint(tcp, st.ino, VB_DEC);
		value_field(tcp, "st_mode");
		print_symbolic_mode(tcp, (unsigned int)st.mode);
		value_field(tcp, "st_nlink");
		value_uint(tcp, st.nlink, VB_DEC);
		value_field(tcp, "st_uid");
		value_uint(tcp, st.uid, VB_DEC);
		value_field(tcp, "st_gid");
		value_uint(tcp, st.gid, VB_DEC);
		value_field(tcp, "st_blksize");
		value_int(tcp, st.blksize);
		value_field(tcp, "st_blocks");
		value_int(tcp, st.blocks);
	} else {
		value_field(tcp, "st_mode");
		print_symbolic_mode(tcp, (unsigned int)st.mode);
	}
	if (is_dev) {
		value_field(tcp, "st_rdev");
		print_dev(tcp, st.rdev);
	} else {
		value_field(tcp, "st_size");
		value_int(tcp, st.size);
	}
	if (opts.verbose) {
		print_stat_time(tcp, "st_atime", st.atime, st.atime_nsec, layout);
		print_stat_time(tcp, "st_mtime", st.mtime, st.mtime_nsec, layout);
		print_stat_time(tcp, "st_ctime", st.ctime, st.ctime_nsec, layout);
	} else {
		value_struct_more(tcp);
	}
	value_struct_end(tcp);
}

/* The out-argument at exit: the struct, or its address if the call failed. */
static void print_stat_result(struct tcb *tcp, uint64_t addr, enum stat_layout layout)
{
	if (syserror(tcp))
		print_addr(tcp, addr);
	else
		print_struct_stat(tcp, addr, layout);
}

/* stat, lstat (a path) and fstat (a descriptor), then the structure. */
static int stat_any(struct tcb *tcp, bool fd, enum stat_layout layout)
{
	if (entering(tcp)) {
		if (fd)
			print_fd(tcp, (int)ARG(0));
		else
			print_path(tcp, ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	print_stat_result(tcp, ARG(1), layout);
	return 0;
}

/* newfstatat and i386's fstatat64. */
static int fstatat_any(struct tcb *tcp, enum stat_layout layout)
{
	if (entering(tcp)) {
		print_dirfd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		print_path(tcp, ARG(1));
		tprint_sep(tcp);
		return 0;
	}
	print_stat_result(tcp, ARG(2), layout);
	tprint_sep(tcp);
	print_flags(tcp, &at_flags, (uint32_t)ARG(3), "AT_???");
	return 0;
}

/* stat and lstat share this decoder. */
SYS_FUNC(stat)
{
	return stat_any(tcp, false, STAT_NATIVE);
}

SYS_FUNC(fstat)
{
	return stat_any(tcp, true, STAT_NATIVE);
}

SYS_FUNC(newfstatat)
{
	return fstatat_any(tcp, STAT_NATIVE);
}

/* i386's (declared in i386.h): stat, lstat and fstat with struct stat of i386,
 * stat64, lstat64, fstat64 and fstatat64 with its struct stat64, oldstat,
 * oldlstat and oldfstat with struct __old_kernel_stat. */
SYS_FUNC(i386_stat)
{
	return stat_any(tcp, false, STAT_I386);
}

SYS_FUNC(i386_fstat)
{
	return stat_any(tcp, true, STAT_I386);
}

SYS_FUNC(i386_stat64)
{
	return stat_any(tcp, false, STAT64_I386);
}

SYS_FUNC(i386_fstat64)
{
	return stat_any(tcp, true, STAT64_I386);
}

SYS_FUNC(i386_oldstat)
{
	return stat_any(tcp, false, STAT_OLD_I386);
}

SYS_FUNC(i386_oldfstat)
{
	return stat_any(tcp, true, STAT_OLD_I386);
}

SYS_FUNC(i386_fstatat64)
{
	return fstatat_any(tcp, STAT64_I386);
}

static void print_statx_time(struct tcb *tcp, const char *name,
			     const struct statx_timestamp *ts)
{
	value_field(tcp, name);
	value_struct_begin(tcp);
	value_field(tcp, "tv_sec");
	value_int(tcp, (long long)ts->tv_sec);
	value_field(tcp, "tv_nsec");
	value_uint(tcp, ts->tv_nsec, VB_DEC);
	value_struct_end(tcp);
	print_time_comment(tcp, ts->tv_sec, ts->tv_nsec);
}

static void print_struct_statx(struct tcb *tcp, uint64_t addr)
{
	struct statx sx;
	if (!FETCH_OR_ADDR(tcp, addr, &sx))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "stx_mask");
	print_flags(tcp, &statx_masks, sx.stx_mask, "STATX_???");
	if (opts.verbose) {
		value_field(tcp, "stx_blksize");
		value_uint(tcp, (uint64_t)(sx.stx_blksize), VB_DEC);
	}
	value_field(tcp, "stx_attributes");
	print_flags(tcp, &statx_attrs, sx.stx_attributes, "STATX_ATTR_???");
	if (opts.verbose) {
		value_field(tcp, "stx_nlink");
		value_uint(tcp, (uint64_t)(sx.stx_nlink), VB_DEC);
		value_field(tcp, "stx_uid");
		value_uint(tcp, (uint64_t)(sx.stx_uid), VB_DEC);
		value_field(tcp, "stx_gid");
		value_uint(tcp, (uint64_t)(sx.stx_gid), VB_DEC);
	}
	value_field(tcp, "stx_mode");
	print_symbolic_mode(tcp, sx.stx_mode);
	if (opts.verbose) {
		value_field(tcp, "stx_ino");
		value_uint(tcp, (uint64_t)((unsigned long long)sx.stx_ino), VB_DEC);
	}
	value_field(tcp, "stx_size");
	value_uint(tcp, (uint64_t)((unsigned long long)sx.stx_size), VB_DEC);
	if (!opts.verbose) {
		value_struct_more(tcp);
		value_struct_end(tcp);
		return;
	}
	value_field(tcp, "stx_blocks");
	value_uint(tcp, (uint64_t)((unsigned long long)sx.stx_blocks), VB_DEC);
	value_field(tcp, "stx_attributes_mask");
	print_flags(tcp, &statx_attrs, sx.stx_attributes_mask, "STATX_ATTR_???");
	print_statx_time(tcp, "stx_atime", &sx.stx_atime);
	print_statx_time(tcp, "stx_btime", &sx.stx_btime);
	print_statx_time(tcp, "stx_ctime", &sx.stx_ctime);
	print_statx_time(tcp, "stx_mtime", &sx.stx_mtime);
	value_field(tcp, "stx_rdev_major");
	value_uint(tcp, (uint64_t)(sx.stx_rdev_major), VB_DEC);
	value_field(tcp, "stx_rdev_minor");
	value_uint(tcp, (uint64_t)(sx.stx_rdev_minor), VB_DEC);
	value_field(tcp, "stx_dev_major");
	value_uint(tcp, (uint64_t)(sx.stx_dev_major), VB_DEC);
	value_field(tcp, "stx_dev_minor");
	value_uint(tcp, (uint64_t)(sx.stx_dev_minor), VB_DEC);
	if (sx.stx_mask & 0x1000 /* STATX_MNT_ID */) {
		value_field(tcp, "stx_mnt_id");
		value_uint(tcp, (uint64_t)((unsigned long long)sx.stx_mnt_id), VB_HEX);
	}
	value_struct_end(tcp);
}

SYS_FUNC(statx)
{
	if (entering(tcp)) {
		print_dirfd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		print_path(tcp, ARG(1));
		tprint_sep(tcp);
		/* The sync type is a two-bit field, always named first. */
		unsigned int flags = (unsigned int)ARG(2);
		value_flags_typed(tcp, &statx_sync_types, flags & 0x6000, NULL, &statx_flags,
				  flags & ~0x6000u, NULL);
		tprint_sep(tcp);
		print_flags(tcp, &statx_masks, (uint32_t)ARG(3), "STATX_???");
		tprint_sep(tcp);
		return 0;
	}
	if (syserror(tcp))
		print_addr(tcp, ARG(4));
	else
		print_struct_statx(tcp, ARG(4));
	return 0;
}
