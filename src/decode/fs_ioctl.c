/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * File system ioctls: FICLONE, FICLONERANGE, FIDEDUPERANGE, FIFREEZE, FITHAW,
 * FITRIM, FS_IOC_[GS]ETFLAGS.
 */
#include "config.h"

#include <stddef.h>
#include <string.h>
#include <linux/fs.h>

#include "decode.h"
#include "ioctl.h"
#include "options.h"
#include "print_ext.h"
#include "xlat/fs_ioc_flags.h"

#define FIFREEZE_ 0xc0045877u
#define FITHAW_ 0xc0045878u
#define FITRIM_ 0xc0185879u
#define FS_IOC_GETFLAGS_ 0x80086601u
#define FS_IOC_SETFLAGS_ 0x40086602u
#define FS_IOC32_GETFLAGS_ 0x80046601u
#define FS_IOC32_SETFLAGS_ 0x40046602u
#define FICLONE_ 0x40049409u
#define FICLONERANGE_ 0x4020940du

struct kernel_fstrim_range {
	uint64_t start, len, minlen;
};

struct kernel_file_clone_range {
	int64_t src_fd;
	uint64_t src_offset, src_length, dest_offset;
};

/* FITRIM's range; FIFREEZE and FITHAW have no argument. See ioctl.h. */
int fs_x_ioctl(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	struct kernel_fstrim_range r;

	switch (code) {
	case FITRIM_:
		tprint_sep(tcp);
		if (FETCH_OR_ADDR(tcp, arg, &r)) {
			value_struct_begin(tcp);
			value_field(tcp, "start");
			value_uint(tcp, (uint64_t)((unsigned long long)r.start), VB_HEX);
			value_field(tcp, "len");
			value_uint(tcp, (uint64_t)((unsigned long long)r.len), VB_DEC);
			value_field(tcp, "minlen");
			value_uint(tcp, (uint64_t)((unsigned long long)r.minlen), VB_DEC);
			value_struct_end(tcp);
		}
		break;
	case FIFREEZE_:
	case FITHAW_:
		break;
	default:
		return RVAL_DECODED;
	}
	return IOCTL_ARG_PRINTED;
}

/* The inode flags the argument points to, for FS_IOC_[GS]ETFLAGS. See ioctl.h. */
int fs_f_ioctl(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	uint32_t flags;

	switch (code) {
	case FS_IOC_GETFLAGS_:
	case FS_IOC32_GETFLAGS_:
		if (entering(tcp))
			return 0;
		/* fall through */
	case FS_IOC_SETFLAGS_:
	case FS_IOC32_SETFLAGS_:
		tprint_sep(tcp);
		if (exiting(tcp) && syserror(tcp)) {
			print_addr(tcp, arg);
		} else if (FETCH_OR_ADDR(tcp, arg, &flags)) {
			value_array_begin(tcp);
			value_elem(tcp);
			print_flags(tcp, &fs_ioc_flags, flags, "FS_???_FL");
			value_array_end(tcp);
		}
		break;
	default:
		return RVAL_DECODED;
	}
	return IOCTL_ARG_PRINTED;
}

/* One destination of FIDEDUPERANGE: where to at entry, what came of it at
 * exit; data counts down the elements still shown without -v (NULL: all). */
static bool print_dedupe_info(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	unsigned int *left = data;
	struct file_dedupe_range_info info;
	if (left) {
		if (!*left) {
			value_array_more(tcp);
			return false;
		}
		--*left;
	}
	memcpy(&info, elem, sizeof(info));
	value_struct_begin(tcp);
	if (entering(tcp)) {
		value_field(tcp, "dest_fd");
		print_fd(tcp, (int)info.dest_fd);
		value_field(tcp, "dest_offset");
		value_uint(tcp, info.dest_offset, VB_DEC);
	} else {
		value_field(tcp, "bytes_deduped");
		value_uint(tcp, info.bytes_deduped, VB_DEC);
		value_field(tcp, "status");
		value_int(tcp, info.status);
	}
	value_struct_end(tcp);
	return true;
}

/*
 * FIDEDUPERANGE: the source range and the destinations at entry; at exit of a
 * call that worked, " => " what each destination got. Without -v, two
 * destinations at most, as strace shows them.
 */
static int dedupe_range(struct tcb *tcp, uint64_t arg)
{
	struct file_dedupe_range r;
	struct file_dedupe_range_info info;
	unsigned int left = 2;

	if (entering(tcp)) {
		tprint_sep(tcp);
	} else if (syserror(tcp)) {
		return IOCTL_ARG_PRINTED;
	} else {
		value_expr_wrap(tcp, "=>");
		value_expr_next(tcp);
	}
	if (!FETCH_OR_ADDR(tcp, arg, &r)) {
		if (exiting(tcp))
			value_expr_end(tcp);
		return IOCTL_ARG_PRINTED;
	}
	value_struct_begin(tcp);
	if (entering(tcp)) {
		value_field(tcp, "src_offset");
		value_uint(tcp, r.src_offset, VB_DEC);
		value_field(tcp, "src_length");
		value_uint(tcp, r.src_length, VB_DEC);
		value_field(tcp, "dest_count");
		value_uint(tcp, r.dest_count, VB_DEC);
	}
	value_field(tcp, "info");
	bool all = print_array(tcp, arg + offsetof(struct file_dedupe_range, info), r.dest_count,
			       &info, sizeof(info), 0, print_dedupe_info,
			       !opts.verbose && r.dest_count > left ? &left : NULL);
	value_struct_end(tcp);
	if (exiting(tcp)) {
		value_expr_end(tcp);
		return IOCTL_ARG_PRINTED;
	}
	return all ? 0 : IOCTL_ARG_PRINTED;
}

/* FICLONE's source descriptor, FICLONERANGE's struct, FIDEDUPERANGE. See ioctl.h. */
int fs_0x94_ioctl(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	struct kernel_file_clone_range r;

	switch (code) {
	case FIDEDUPERANGE:
		return dedupe_range(tcp, arg);
	case FICLONE_:
		/* The source descriptor, as a plain number. */
		tprint_sep(tcp);
		print_dec(tcp, (int32_t)arg);
		break;
	case FICLONERANGE_:
		tprint_sep(tcp);
		if (FETCH_OR_ADDR(tcp, arg, &r)) {
			value_struct_begin(tcp);
			value_field(tcp, "src_fd");
			print_fd(tcp, (int)r.src_fd);
			value_field(tcp, "src_offset");
			value_uint(tcp, (uint64_t)((unsigned long long)r.src_offset), VB_DEC);
			value_field(tcp, "src_length");
			value_uint(tcp, (uint64_t)((unsigned long long)r.src_length), VB_DEC);
			value_field(tcp, "dest_offset");
			value_uint(tcp, (uint64_t)((unsigned long long)r.dest_offset), VB_DEC);
			value_struct_end(tcp);
		}
		break;
	default:
		return RVAL_DECODED;
	}
	return IOCTL_ARG_PRINTED;
}
