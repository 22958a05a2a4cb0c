/* SPDX-License-Identifier: GPL-2.0-or-later */
/* utime, utimes, futimesat: times in seconds and microseconds, with their dates. */
#include "config.h"

#include <time.h>

#include "decode.h"
#include "print_ext.h"

/* A date comment after a time, as strace writes it: none for the epoch itself or
 * for a fraction out of range; width digits of fraction when width is non-zero. */
static void print_date(struct tcb *tcp, int64_t sec, uint64_t frac, int width)
{
	if ((!sec && !frac) || frac > 999999)
		return;
	time_t t = (time_t)sec;
	struct tm tm;
	char date[64], zone[16];
	if (!localtime_r(&t, &tm))
		return;
	strftime(date, sizeof(date), "%Y-%m-%dT%H:%M:%S", &tm);
	strftime(zone, sizeof(zone), "%z", &tm);
	if (width)
		value_commentf(tcp, "%s.%0*llu%s", date, width, (unsigned long long)frac, zone);
	else
		value_commentf(tcp, "%s%s", date, zone);
}

SYS_FUNC(utime)
{
	int64_t u[2];	/* struct utimbuf: actime, modtime */
	print_path(tcp, ARG(0));
	tprint_sep(tcp);
	if (umove_or_addr(tcp, ARG(1), u, sizeof(u))) {
		value_struct_begin(tcp);
		value_field(tcp, "actime");
		value_int(tcp, u[0]);
		print_date(tcp, u[0], 0, 0);
		value_field(tcp, "modtime");
		value_int(tcp, u[1]);
		print_date(tcp, u[1], 0, 0);
		value_struct_end(tcp);
	}
	return RVAL_DECODED;
}

/* struct timeval[2]: "[{tv_sec=0, tv_usec=0}, {...} /" "* date *" "/]". */
static void print_timeval_pair(struct tcb *tcp, uint64_t addr)
{
	int64_t tv[4];
	if (!umove_or_addr(tcp, addr, tv, sizeof(tv)))
		return;
	value_array_begin(tcp);
	for (int i = 0; i < 2; i++) {
		value_elem(tcp);
		value_struct_begin(tcp);
		value_field(tcp, "tv_sec");
		value_int(tcp, tv[2 * i]);
		value_field(tcp, "tv_usec");
		value_uint(tcp, (uint64_t)tv[2 * i + 1], VB_DEC);
		value_struct_end(tcp);
		print_date(tcp, tv[2 * i], (uint64_t)tv[2 * i + 1], 6);
	}
	value_array_end(tcp);
}

SYS_FUNC(utimes)
{
	print_path(tcp, ARG(0));
	tprint_sep(tcp);
	print_timeval_pair(tcp, ARG(1));
	return RVAL_DECODED;
}

SYS_FUNC(futimesat)
{
	print_dirfd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_path(tcp, ARG(1));
	tprint_sep(tcp);
	print_timeval_pair(tcp, ARG(2));
	return RVAL_DECODED;
}
