/* SPDX-License-Identifier: GPL-2.0-or-later */
/* stat, lstat, fstat, newfstatat, statx. */
#include "config.h"

#include <sys/stat.h>

#include "decode.h"
#include "xlat/at_flags.h"
#include "xlat/statx_attrs.h"
#include "xlat/statx_flags.h"
#include "xlat/statx_masks.h"
#include "xlat/statx_sync_types.h"

static void print_stat_time(struct tcb *tcp, const char *name, const struct timespec *ts)
{
	tprintf(tcp, ", %s=%lld", name, (long long)ts->tv_sec);
	print_time_comment(tcp, ts->tv_sec, ts->tv_nsec);
	tprintf(tcp, ", %s_nsec=%ld", name, (long)ts->tv_nsec);
}

/* Abbreviated: mode and size (or device); -v: every field. */
static void print_struct_stat(struct tcb *tcp, uint64_t addr)
{
	struct stat st;
	if (!FETCH_OR_ADDR(tcp, addr, &st))
		return;
	bool is_dev = S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode);
	tprints(tcp, "{");
	if (opts.verbose) {
		tprints(tcp, "st_dev=");
		print_dev(tcp, st.st_dev);
		tprintf(tcp, ", st_ino=%llu, st_mode=", (unsigned long long)st.st_ino);
		print_symbolic_mode(tcp, st.st_mode);
		tprintf(tcp, ", st_nlink=%llu, st_uid=%u, st_gid=%u, st_blksize=%lld, st_blocks=%lld",
			(unsigned long long)st.st_nlink, st.st_uid, st.st_gid,
			(long long)st.st_blksize, (long long)st.st_blocks);
	} else {
		tprints(tcp, "st_mode=");
		print_symbolic_mode(tcp, st.st_mode);
	}
	if (is_dev) {
		tprints(tcp, ", st_rdev=");
		print_dev(tcp, st.st_rdev);
	} else {
		tprintf(tcp, ", st_size=%lld", (long long)st.st_size);
	}
	if (opts.verbose) {
		print_stat_time(tcp, "st_atime", &st.st_atim);
		print_stat_time(tcp, "st_mtime", &st.st_mtim);
		print_stat_time(tcp, "st_ctime", &st.st_ctim);
	} else {
		tprints(tcp, ", ...");
	}
	tprints(tcp, "}");
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
	tprintf(tcp, ", %s={tv_sec=%lld, tv_nsec=%u}", name, (long long)ts->tv_sec, ts->tv_nsec);
	print_time_comment(tcp, ts->tv_sec, ts->tv_nsec);
}

static void print_struct_statx(struct tcb *tcp, uint64_t addr)
{
	struct statx sx;
	if (!FETCH_OR_ADDR(tcp, addr, &sx))
		return;
	tprints(tcp, "{stx_mask=");
	print_flags(tcp, &statx_masks, sx.stx_mask, "STATX_???");
	if (opts.verbose)
		tprintf(tcp, ", stx_blksize=%u", sx.stx_blksize);
	tprints(tcp, ", stx_attributes=");
	print_flags(tcp, &statx_attrs, sx.stx_attributes, "STATX_ATTR_???");
	if (opts.verbose)
		tprintf(tcp, ", stx_nlink=%u, stx_uid=%u, stx_gid=%u", sx.stx_nlink, sx.stx_uid,
			sx.stx_gid);
	tprints(tcp, ", stx_mode=");
	print_symbolic_mode(tcp, sx.stx_mode);
	if (opts.verbose)
		tprintf(tcp, ", stx_ino=%llu", (unsigned long long)sx.stx_ino);
	tprintf(tcp, ", stx_size=%llu", (unsigned long long)sx.stx_size);
	if (!opts.verbose) {
		tprints(tcp, ", ...}");
		return;
	}
	tprintf(tcp, ", stx_blocks=%llu, stx_attributes_mask=", (unsigned long long)sx.stx_blocks);
	print_flags(tcp, &statx_attrs, sx.stx_attributes_mask, "STATX_ATTR_???");
	print_statx_time(tcp, "stx_atime", &sx.stx_atime);
	print_statx_time(tcp, "stx_btime", &sx.stx_btime);
	print_statx_time(tcp, "stx_ctime", &sx.stx_ctime);
	print_statx_time(tcp, "stx_mtime", &sx.stx_mtime);
	tprintf(tcp, ", stx_rdev_major=%u, stx_rdev_minor=%u, stx_dev_major=%u, stx_dev_minor=%u",
		sx.stx_rdev_major, sx.stx_rdev_minor, sx.stx_dev_major, sx.stx_dev_minor);
	if (sx.stx_mask & 0x1000 /* STATX_MNT_ID */)
		tprintf(tcp, ", stx_mnt_id=%#llx", (unsigned long long)sx.stx_mnt_id);
	tprints(tcp, "}");
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
		print_xval(tcp, &statx_sync_types, flags & 0x6000, NULL);
		if (flags & ~0x6000u) {
			tprints(tcp, "|");
			print_flags(tcp, &statx_flags, flags & ~0x6000u, NULL);
		}
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
