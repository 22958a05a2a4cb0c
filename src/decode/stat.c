/* SPDX-License-Identifier: GPL-2.0-or-later */
/* stat, lstat, fstat, newfstatat, statx. */
#include "config.h"

#include <sys/stat.h>

#include <stdio.h>

#include "decode.h"
#include "xlat/at_flags.h"
#include "xlat/statx_attrs.h"
#include "xlat/statx_flags.h"
#include "xlat/statx_masks.h"
#include "xlat/statx_sync_types.h"

static void print_stat_time(struct tcb *tcp, const char *name, const struct timespec *ts)
{
	char nsec_name[32];
	value_field(tcp, name);
	value_int(tcp, (long long)ts->tv_sec);
	print_time_comment(tcp, ts->tv_sec, ts->tv_nsec);
	snprintf(nsec_name, sizeof(nsec_name), "%s_nsec", name);
	value_field(tcp, nsec_name);
	value_int(tcp, (long)ts->tv_nsec);
}

/* Abbreviated: mode and size (or device); -v: every field. */
static void print_struct_stat(struct tcb *tcp, uint64_t addr)
{
	struct stat st;
	if (!FETCH_OR_ADDR(tcp, addr, &st))
		return;
	bool is_dev = S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode);
	value_struct_begin(tcp);
	if (opts.verbose) {
		value_field(tcp, "st_dev");
		print_dev(tcp, st.st_dev);
		value_field(tcp, "st_ino");
		value_uint(tcp, (uint64_t)((unsigned long long)st.st_ino), VB_DEC);
		value_field(tcp, "st_mode");
		print_symbolic_mode(tcp, st.st_mode);
		value_field(tcp, "st_nlink");
		value_uint(tcp, (uint64_t)((unsigned long long)st.st_nlink), VB_DEC);
		value_field(tcp, "st_uid");
		value_uint(tcp, (uint64_t)(st.st_uid), VB_DEC);
		value_field(tcp, "st_gid");
		value_uint(tcp, (uint64_t)(st.st_gid), VB_DEC);
		value_field(tcp, "st_blksize");
		value_int(tcp, (int64_t)((long long)st.st_blksize));
		value_field(tcp, "st_blocks");
		value_int(tcp, (int64_t)((long long)st.st_blocks));
	} else {
		value_field(tcp, "st_mode");
		print_symbolic_mode(tcp, st.st_mode);
	}
	if (is_dev) {
		value_field(tcp, "st_rdev");
		print_dev(tcp, st.st_rdev);
	} else {
		value_field(tcp, "st_size");
		value_int(tcp, (int64_t)((long long)st.st_size));
	}
	if (opts.verbose) {
		print_stat_time(tcp, "st_atime", &st.st_atim);
		print_stat_time(tcp, "st_mtime", &st.st_mtim);
		print_stat_time(tcp, "st_ctime", &st.st_ctim);
	} else {
		value_struct_more(tcp);
	}
	value_struct_end(tcp);
}

/* The out-argument at exit: the struct, or its address if the call failed. */
static void print_stat_result(struct tcb *tcp, uint64_t addr)
{
	if (syserror(tcp))
		print_addr(tcp, addr);
	else
		print_struct_stat(tcp, addr);
}

/* stat and lstat share this decoder. */
SYS_FUNC(stat)
{
	if (entering(tcp)) {
		print_path(tcp, ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	print_stat_result(tcp, ARG(1));
	return 0;
}

SYS_FUNC(fstat)
{
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	print_stat_result(tcp, ARG(1));
	return 0;
}

SYS_FUNC(newfstatat)
{
	if (entering(tcp)) {
		print_dirfd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		print_path(tcp, ARG(1));
		tprint_sep(tcp);
		return 0;
	}
	print_stat_result(tcp, ARG(2));
	tprint_sep(tcp);
	print_flags(tcp, &at_flags, (uint32_t)ARG(3), "AT_???");
	return 0;
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
