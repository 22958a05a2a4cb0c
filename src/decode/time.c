/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * gettimeofday, settimeofday, time, times, nanosleep, clock_gettime,
 * clock_getres, clock_settime, clock_nanosleep, alarm, getitimer, setitimer,
 * timer_create, timer_settime, timer_gettime, timer_getoverrun, timer_delete,
 * timerfd_create, timerfd_settime, timerfd_gettime; and the time printers
 * other decoders use (time.h).
 */
#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include "decode.h"
#include "i386.h"
#include "print_ext.h"
#include "time.h"
#include "xlat/clock_names.h"
#include "xlat/itimer_which.h"
#include "xlat/sigev_notify.h"
#include "xlat/timer_abstime_flags.h"
#include "xlat/timerfd_flags.h"

/* The kernel's 64-bit layouts (x86_64). */
struct k_timespec {
	int64_t tv_sec;
	int64_t tv_nsec;
};

struct k_timeval {
	int64_t tv_sec;
	int64_t tv_usec;
};

/* {tv_sec=SEC, FRAC=N}: a timespec (frac "tv_nsec") or timeval ("tv_usec"). */
static void print_sec_frac(struct tcb *tcp, int64_t sec, int64_t n, const char *frac)
{
	value_struct_begin(tcp);
	value_field(tcp, "tv_sec");
	value_int(tcp, (int64_t)((long long)sec));
	value_field(tcp, frac);
	value_uint(tcp, (uint64_t)((unsigned long long)n), VB_DEC);
	value_struct_end(tcp);
}

void print_timespec_val(struct tcb *tcp, int64_t sec, int64_t nsec)
{
	print_sec_frac(tcp, sec, nsec, "tv_nsec");
}

int print_timespec_at(struct tcb *tcp, uint64_t addr)
{
	struct k_timespec ts;
	if (!UMOVE_OR_ADDR(tcp, addr, &ts))
		return -1;
	print_timespec_val(tcp, ts.tv_sec, ts.tv_nsec);
	return 0;
}

int print_timespec_at_always(struct tcb *tcp, uint64_t addr)
{
	struct k_timespec ts;
	if (!FETCH_OR_ADDR(tcp, addr, &ts))
		return -1;
	print_timespec_val(tcp, ts.tv_sec, ts.tv_nsec);
	return 0;
}

int print_timeval_at(struct tcb *tcp, uint64_t addr)
{
	struct k_timeval tv;
	if (!UMOVE_OR_ADDR(tcp, addr, &tv))
		return -1;
	print_sec_frac(tcp, tv.tv_sec, tv.tv_usec, "tv_usec");
	return 0;
}

/* struct itimerval (frac "tv_usec") or itimerspec ("tv_nsec"), x86_64's or
 * (is32) i386's: four 32-bit longs. */
static int print_itimer_at_w(struct tcb *tcp, uint64_t addr, bool is32, const char *frac)
{
	int64_t it[4];
	if (is32) {
		int32_t it32[4];
		if (!UMOVE_OR_ADDR(tcp, addr, &it32))
			return -1;
		for (int i = 0; i < 4; i++)
			it[i] = it32[i];
	} else if (!UMOVE_OR_ADDR(tcp, addr, &it)) {
		return -1;
	}
	value_struct_begin(tcp);
	value_field(tcp, "it_interval");
	print_sec_frac(tcp, it[0], it[1], frac);
	value_field(tcp, "it_value");
	print_sec_frac(tcp, it[2], it[3], frac);
	value_struct_end(tcp);
	return 0;
}

int print_itimerval_at(struct tcb *tcp, uint64_t addr)
{
	return print_itimer_at_w(tcp, addr, false, "tv_usec");
}

int print_itimerspec_at(struct tcb *tcp, uint64_t addr)
{
	return print_itimer_at_w(tcp, addr, false, "tv_nsec");
}

/* Shared by the sprint_* helpers: false when buf already holds NULL or the address. */
static bool sprint_fetch(struct tcb *tcp, uint64_t addr, void *obj, size_t size,
			 char *buf, size_t bufsize)
{
	if (!addr) {
		snprintf(buf, bufsize, "NULL");
		return false;
	}
	if ((exiting(tcp) && syserror(tcp)) || fetch_mem(tcp, addr, obj, size) < 0) {
		snprintf(buf, bufsize, "%#llx", (unsigned long long)addr);
		return false;
	}
	return true;
}

const char *sprint_timespec_at(struct tcb *tcp, uint64_t addr, char *buf, size_t size)
{
	struct k_timespec ts;
	if (sprint_fetch(tcp, addr, &ts, sizeof(ts), buf, size))
		snprintf(buf, size, "{tv_sec=%lld, tv_nsec=%llu}", (long long)ts.tv_sec,
			 (unsigned long long)ts.tv_nsec);
	return buf;
}

const char *sprint_timespec32_at(struct tcb *tcp, uint64_t addr, char *buf, size_t size)
{
	int32_t ts[2];
	if (sprint_fetch(tcp, addr, ts, sizeof(ts), buf, size))
		snprintf(buf, size, "{tv_sec=%d, tv_nsec=%d}", ts[0], ts[1]);
	return buf;
}

void sprint_timeval_at(struct tcb *tcp, uint64_t addr, char *buf, size_t size)
{
	struct k_timeval tv;
	if (sprint_fetch(tcp, addr, &tv, sizeof(tv), buf, size))
		snprintf(buf, size, "{tv_sec=%lld, tv_usec=%llu}", (long long)tv.tv_sec,
			 (unsigned long long)tv.tv_usec);
}

enum { SAVED_NULL, SAVED_ADDR, SAVED_VALUE };

/* x86_64's struct timespec, or (is32) i386's. */
static void save_timespec_w(struct tcb *tcp, uint64_t addr, uint64_t *slot, bool is32)
{
	int64_t ts[2];
	int32_t ts32[2];
	if (!addr) {
		slot[0] = SAVED_NULL;
	} else if (is32 ? fetch_obj(tcp, addr, &ts32) < 0 : fetch_obj(tcp, addr, &ts) < 0) {
		slot[0] = SAVED_ADDR;
	} else {
		slot[0] = SAVED_VALUE;
		slot[1] = is32 ? (uint64_t)(int64_t)ts32[0] : (uint64_t)ts[0];
		slot[2] = is32 ? (uint64_t)(int64_t)ts32[1] : (uint64_t)ts[1];
	}
}

void save_timespec32(struct tcb *tcp, uint64_t addr, uint64_t *slot)
{
	save_timespec_w(tcp, addr, slot, true);
}

void save_timespec(struct tcb *tcp, uint64_t addr, uint64_t *slot)
{
	save_timespec_w(tcp, addr, slot, false);
}

void print_saved_timespec(struct tcb *tcp, uint64_t addr, const uint64_t *slot)
{
	if (slot[0] == SAVED_VALUE)
		print_timespec_val(tcp, (int64_t)slot[1], (int64_t)slot[2]);
	else
		print_addr(tcp, addr);
}

void print_clockid(struct tcb *tcp, uint64_t clockid)
{
	print_xval(tcp, &clock_names, (uint32_t)clockid, "CLOCK_???");
}

void print_timezone_at(struct tcb *tcp, uint64_t addr)
{
	struct timezone tz;
	if (UMOVE_OR_ADDR(tcp, addr, &tz)) {
		value_struct_begin(tcp);
		value_field(tcp, "tz_minuteswest");
		value_int(tcp, (int64_t)(tz.tz_minuteswest));
		value_field(tcp, "tz_dsttime");
		value_int(tcp, (int64_t)(tz.tz_dsttime));
		value_struct_end(tcp);
	}
}

SYS_FUNC(gettimeofday)
{
	if (entering(tcp))
		return 0;
	print_timeval_at(tcp, ARG(0));
	tprint_sep(tcp);
	print_timezone_at(tcp, ARG(1));
	return 0;
}

SYS_FUNC(settimeofday)
{
	print_timeval_at(tcp, ARG(0));
	tprint_sep(tcp);
	print_timezone_at(tcp, ARG(1));
	return RVAL_DECODED;
}

/* The date a time() result stands for, shown after it. */
static char time_auxstr[64];

/* "2024-01-02T03:04:05+0000" for sec, or false for 0 and unrepresentable times. */
bool format_date(int64_t sec, char *buf, size_t size)
{
	if (!sec)
		return false;
	time_t t = (time_t)sec;
	struct tm tm;
	if (!localtime_r(&t, &tm))
		return false;
	size_t n = strftime(buf, size, "%Y-%m-%dT%H:%M:%S", &tm);
	if (!n)
		return false;
	return strftime(buf + n, size - n, "%z", &tm) != 0;
}

SYS_FUNC(time)
{
	if (entering(tcp))
		return 0;
	int64_t t;
	if (UMOVE_OR_ADDR(tcp, ARG(0), &t)) {
		char date[48];
		value_array_begin(tcp);
		value_elem(tcp);
		value_int(tcp, (long long)t);
		if (format_date(t, date, sizeof(date)))
			value_comment(tcp, date);
		value_array_end(tcp);
	}
	if (!syserror(tcp)) {
		tcp->auxstr = format_date(RETVAL, time_auxstr, sizeof(time_auxstr))
			      ? time_auxstr : NULL;
		return RVAL_STR;
	}
	return 0;
}

SYS_FUNC(times)
{
	if (entering(tcp))
		return 0;
	/* struct tms: four clock_t (long) counts. */
	int64_t tms[4];
	if (!UMOVE_OR_ADDR(tcp, ARG(0), &tms))
		return 0;
	static const char *const names[] = { "tms_utime", "tms_stime", "tms_cutime", "tms_cstime" };
	value_struct_begin(tcp);
	for (int i = 0; i < 4; i++) {
		value_field(tcp, names[i]);
		print_clock_t(tcp, (uint64_t)tms[i]);
	}
	value_struct_end(tcp);
	return 0;
}

/* The time left of a sleep, written only when a signal interrupted it (and,
 * absolute, never); else the address. */
static void print_time_left(struct tcb *tcp, uint64_t addr, bool absolute)
{
	if (!absolute && is_erestart(tcp))
		print_timespec_at_always(tcp, addr);
	else
		print_addr(tcp, addr);
}

SYS_FUNC(nanosleep)
{
	if (entering(tcp)) {
		print_timespec_at(tcp, ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	print_time_left(tcp, ARG(1), false);
	return 0;
}

/* clock_gettime and clock_getres. */
SYS_FUNC(clock_gettime)
{
	if (entering(tcp)) {
		print_clockid(tcp, ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	print_timespec_at(tcp, ARG(1));
	return 0;
}

SYS_FUNC(clock_settime)
{
	print_clockid(tcp, ARG(0));
	tprint_sep(tcp);
	print_timespec_at(tcp, ARG(1));
	return RVAL_DECODED;
}

SYS_FUNC(clock_nanosleep)
{
	if (entering(tcp)) {
		print_clockid(tcp, ARG(0));
		tprint_sep(tcp);
		print_flags(tcp, &timer_abstime_flags, (uint32_t)ARG(1), "TIMER_???");
		tprint_sep(tcp);
		print_timespec_at(tcp, ARG(2));
		tprint_sep(tcp);
		return 0;
	}
	print_time_left(tcp, ARG(3), ARG(1) != 0);
	return 0;
}

SYS_FUNC(alarm)
{
	print_udec(tcp, (uint32_t)ARG(0));
	return RVAL_DECODED;
}

static int getitimer_common(struct tcb *tcp, bool is32)
{
	if (entering(tcp)) {
		print_xval(tcp, &itimer_which, (uint32_t)ARG(0), "ITIMER_???");
		tprint_sep(tcp);
		return 0;
	}
	print_itimer_at_w(tcp, ARG(1), is32, "tv_usec");
	return 0;
}

static int setitimer_common(struct tcb *tcp, bool is32)
{
	if (entering(tcp)) {
		print_xval(tcp, &itimer_which, (uint32_t)ARG(0), "ITIMER_???");
		tprint_sep(tcp);
		print_itimer_at_w(tcp, ARG(1), is32, "tv_usec");
		tprint_sep(tcp);
		return 0;
	}
	print_itimer_at_w(tcp, ARG(2), is32, "tv_usec");
	return 0;
}

SYS_FUNC(getitimer)
{
	return getitimer_common(tcp, false);
}

SYS_FUNC(setitimer)
{
	return setitimer_common(tcp, false);
}

/* (declared in i386.h) */
SYS_FUNC(i386_getitimer)
{
	return getitimer_common(tcp, true);
}

SYS_FUNC(i386_setitimer)
{
	return setitimer_common(tcp, true);
}

/* struct sigevent as strace reads it: the kernel's 64 bytes end in padding,
 * of which only the first 32 bytes carry fields. print_sigevent_at reads it
 * with word 8, and i386's (every word 32 bits) with word 4. */
struct k_sigevent {
	uint64_t sival;		/* union sigval: int or pointer */
	int32_t signo;
	int32_t notify;
	union {
		int32_t tid;
		struct {
			uint64_t function;
			uint64_t attribute;
		} thread;
	} un;
};

void print_sigevent_at(struct tcb *tcp, uint64_t addr, unsigned int word)
{
	uint64_t sival, function, attribute;
	int32_t signo, notify, tid;
	if (word == 4) {
		/* i386: every word 32 bits */
		struct { uint32_t sival; int32_t signo, notify; uint32_t un[2]; } sev;
		if (!UMOVE_OR_ADDR(tcp, addr, &sev))
			return;
		sival = sev.sival;
		signo = sev.signo;
		notify = sev.notify;
		tid = (int32_t)sev.un[0];
		function = sev.un[0];
		attribute = sev.un[1];
	} else {
		struct k_sigevent sev;
		if (!UMOVE_OR_ADDR(tcp, addr, &sev))
			return;
		sival = sev.sival;
		signo = sev.signo;
		notify = sev.notify;
		tid = sev.un.tid;
		function = sev.un.thread.function;
		attribute = sev.un.thread.attribute;
	}
	value_struct_begin(tcp);
	if (sival) {
		value_field(tcp, "sigev_value");
		value_struct_begin(tcp);
		value_field(tcp, "sival_int");
		value_int(tcp, (int32_t)sival);
		value_field(tcp, "sival_ptr");
		print_addr(tcp, sival);
		value_struct_end(tcp);
	}
	value_field(tcp, "sigev_signo");
	switch (notify) {
	case SIGEV_SIGNAL:
	case SIGEV_THREAD:
	case SIGEV_THREAD_ID:
		print_signo(tcp, signo);
		break;
	default:
		print_udec(tcp, (uint32_t)signo);
	}
	value_field(tcp, "sigev_notify");
	print_xval(tcp, &sigev_notify, (uint32_t)notify, "SIGEV_???");
	switch (notify) {
	case SIGEV_THREAD_ID:
		value_field(tcp, "sigev_notify_thread_id");
		value_int(tcp, tid);
		break;
	case SIGEV_THREAD:
		value_field(tcp, "sigev_notify_function");
		print_addr(tcp, function);
		value_field(tcp, "sigev_notify_attributes");
		print_addr(tcp, attribute);
		break;
	}
	value_struct_end(tcp);
}

SYS_FUNC(timer_create)
{
	if (entering(tcp)) {
		print_clockid(tcp, ARG(0));
		tprint_sep(tcp);
		print_sigevent_at(tcp, ARG(1), 8);
		tprint_sep(tcp);
		return 0;
	}
	print_int_at(tcp, ARG(2));
	return 0;
}

/* timer_settime and timerfd_settime, once their timer (id or fd) is printed: flags
 * and the new value at entry, the old value at exit. */
static int decode_settime(struct tcb *tcp, const struct xlat *flags, const char *dflt,
			  bool is32)
{
	if (entering(tcp)) {
		tprint_sep(tcp);
		print_flags(tcp, flags, (uint32_t)ARG(1), dflt);
		tprint_sep(tcp);
		print_itimer_at_w(tcp, ARG(2), is32, "tv_nsec");
		tprint_sep(tcp);
		return 0;
	}
	print_itimer_at_w(tcp, ARG(3), is32, "tv_nsec");
	return 0;
}

static int decode_gettime(struct tcb *tcp, bool is32)
{
	if (entering(tcp)) {
		tprint_sep(tcp);
		return 0;
	}
	print_itimer_at_w(tcp, ARG(1), is32, "tv_nsec");
	return 0;
}

static int timer_settime_common(struct tcb *tcp, bool is32)
{
	if (entering(tcp))
		print_dec(tcp, (int32_t)ARG(0));
	return decode_settime(tcp, &timer_abstime_flags, "TIMER_???", is32);
}

static int timer_gettime_common(struct tcb *tcp, bool is32)
{
	if (entering(tcp))
		print_dec(tcp, (int32_t)ARG(0));
	return decode_gettime(tcp, is32);
}

SYS_FUNC(timer_settime)
{
	return timer_settime_common(tcp, false);
}

SYS_FUNC(timer_gettime)
{
	return timer_gettime_common(tcp, false);
}

/* (declared in i386.h) */
SYS_FUNC(i386_timer_settime)
{
	return timer_settime_common(tcp, true);
}

SYS_FUNC(i386_timer_gettime)
{
	return timer_gettime_common(tcp, true);
}

/* timer_getoverrun and timer_delete take a timer id only. */
SYS_FUNC(timer_delete)
{
	print_dec(tcp, (int32_t)ARG(0));
	return RVAL_DECODED;
}

SYS_FUNC(timerfd_create)
{
	print_clockid(tcp, ARG(0));
	tprint_sep(tcp);
	print_flags(tcp, &timerfd_flags, (uint32_t)ARG(1), "TFD_???");
	return RVAL_DECODED | RVAL_FD;
}

static int timerfd_settime_common(struct tcb *tcp, bool is32)
{
	if (entering(tcp))
		print_fd(tcp, (int)ARG(0));
	return decode_settime(tcp, &timerfd_flags, "TFD_???", is32);
}

static int timerfd_gettime_common(struct tcb *tcp, bool is32)
{
	if (entering(tcp))
		print_fd(tcp, (int)ARG(0));
	return decode_gettime(tcp, is32);
}

SYS_FUNC(timerfd_settime)
{
	return timerfd_settime_common(tcp, false);
}

SYS_FUNC(timerfd_gettime)
{
	return timerfd_gettime_common(tcp, false);
}

SYS_FUNC(i386_timerfd_settime)
{
	return timerfd_settime_common(tcp, true);
}

SYS_FUNC(i386_timerfd_gettime)
{
	return timerfd_gettime_common(tcp, true);
}
