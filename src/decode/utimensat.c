/* SPDX-License-Identifier: GPL-2.0-or-later */
/* utimensat. */
#include "config.h"

#include <time.h>

#include "decode.h"
#include "xlat/at_flags.h"

#define KERNEL_UTIME_NOW ((1L << 30) - 1)
#define KERNEL_UTIME_OMIT ((1L << 30) - 2)

/* One timespec of the pair: UTIME_NOW/UTIME_OMIT by name, else the time and its date. */
static void print_utime(struct tcb *tcp, const struct timespec *ts)
{
	const char *special = ts->tv_nsec == KERNEL_UTIME_NOW ? "UTIME_NOW"
			      : ts->tv_nsec == KERNEL_UTIME_OMIT ? "UTIME_OMIT" : NULL;
	/* -X raw and verbose: the structure, the name in a comment (verbose), as strace. */
	if (special && opts.const_style == CONST_ABBREV) {
		value_const(tcp, special, ts->tv_nsec, VB_DEC, NULL);
		return;
	}
	value_struct_begin(tcp);
	value_field(tcp, "tv_sec");
	value_int(tcp, (int64_t)((long long)ts->tv_sec));
	value_field(tcp, "tv_nsec");
	value_uint(tcp, (uint64_t)((unsigned long long)ts->tv_nsec), VB_DEC);
	value_struct_end(tcp);
	if (special && opts.const_style == CONST_VERBOSE)
		value_comment(tcp, special);
	/* strace prints no date for a nanosecond count out of range. */
	if ((unsigned long long)ts->tv_nsec <= 999999999ULL)
		print_time_comment(tcp, ts->tv_sec, (uint64_t)ts->tv_nsec);
}

SYS_FUNC(utimensat)
{
	struct timespec ts[2];
	print_dirfd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_path(tcp, ARG(1));
	tprint_sep(tcp);
	if (FETCH_OR_ADDR(tcp, ARG(2), &ts)) {
		value_array_begin(tcp);
		value_elem(tcp);
		print_utime(tcp, &ts[0]);
		value_elem(tcp);
		print_utime(tcp, &ts[1]);
		value_array_end(tcp);
	}
	tprint_sep(tcp);
	print_flags(tcp, &at_flags, (uint32_t)ARG(3), "AT_???");
	return RVAL_DECODED;
}
