/* SPDX-License-Identifier: GPL-2.0-or-later */
/* utime, utimes, futimesat: times in seconds and microseconds, with their dates. */
#include "config.h"

#include <time.h>

#include "decode.h"
#include "i386.h"
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

/* n longs at addr, x86_64's or (is32) i386's (32 bits each), widened. */
static bool fetch_longs(struct tcb *tcp, uint64_t addr, int64_t *v, unsigned int n, bool is32)
{
	if (!is32)
		return umove_or_addr(tcp, addr, v, n * sizeof(*v));
	int32_t v32[4];
	if (n > 4 || !umove_or_addr(tcp, addr, v32, n * sizeof(*v32)))
		return false;
	for (unsigned int i = 0; i < n; i++)
		v[i] = v32[i];
	return true;
}

static int utime_common(struct tcb *tcp, bool is32)
{
	int64_t u[2];	/* struct utimbuf: actime, modtime */
	print_path(tcp, ARG(0));
	tprint_sep(tcp);
	if (fetch_longs(tcp, ARG(1), u, 2, is32)) {
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

SYS_FUNC(utime)
{
	return utime_common(tcp, false);
}

/* (declared in i386.h) */
SYS_FUNC(i386_utime)
{
	return utime_common(tcp, true);
}

/* struct timeval[2]: "[{tv_sec=0, tv_usec=0}, {...} /" "* date *" "/]". */
static void print_timeval_pair(struct tcb *tcp, uint64_t addr, bool is32)
{
	int64_t tv[4];
	if (!fetch_longs(tcp, addr, tv, 4, is32))
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

static int utimes_common(struct tcb *tcp, bool is32)
{
	print_path(tcp, ARG(0));
	tprint_sep(tcp);
	print_timeval_pair(tcp, ARG(1), is32);
	return RVAL_DECODED;
}

static int futimesat_common(struct tcb *tcp, bool is32)
{
	print_dirfd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_path(tcp, ARG(1));
	tprint_sep(tcp);
	print_timeval_pair(tcp, ARG(2), is32);
	return RVAL_DECODED;
}

SYS_FUNC(utimes)
{
	return utimes_common(tcp, false);
}

SYS_FUNC(futimesat)
{
	return futimesat_common(tcp, false);
}

SYS_FUNC(i386_utimes)
{
	return utimes_common(tcp, true);
}

SYS_FUNC(i386_futimesat)
{
	return futimesat_common(tcp, true);
}
