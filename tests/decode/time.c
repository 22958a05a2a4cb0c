/* systrace: -e trace=pause,clock_gettime,clock_getres,clock_settime,clock_nanosleep,nanosleep,gettimeofday,settimeofday,time,times,alarm,getitimer,setitimer */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * clock_gettime, clock_getres, clock_settime, clock_nanosleep, nanosleep,
 * gettimeofday, settimeofday, time, times, alarm, getitimer, setitimer, pause:
 * clock names, TIMER_ABSTIME, the time left by an interrupted sleep, dates
 * after time(), tick counts in seconds. Nothing here changes the clock: the
 * setting calls are given values the kernel refuses.
 */
#include "tests.h"

#include <signal.h>
#include <sys/time.h>
#include <sys/times.h>
#include <time.h>

static void on_alarm(int sig)
{
	(void)sig;
}

/* "2024-01-02T03:04:05+0000", as strace dates a time. */
static const char *date(time_t t)
{
	static char buf[64];
	struct tm tm;
	size_t n = strftime(buf, sizeof(buf), "%Y-%m-%dT%H:%M:%S", localtime_r(&t, &tm));
	strftime(buf + n, sizeof(buf) - n, "%z", &tm);
	return buf;
}

/* A clock_t count as strace shows it: "12 /" "* 0.12 s *" "/", or "0". */
static const char *ticks(clock_t t)
{
	static char bufs[4][64];
	static int i;
	char *b = bufs[i++ % 4];
	long hz = sysconf(_SC_CLK_TCK);
	if (!t)
		return "0";
	snprintf(b, sizeof(bufs[0]), "%llu /* %llu.%02llu s */", (unsigned long long)t,
		 (unsigned long long)(t / hz), (unsigned long long)(t % hz * 100 / hz));
	return b;
}

/* Arm ITIMER_REAL to interrupt the next sleep after 100 ms. */
static void arm_timer(void)
{
	struct itimerval it = { .it_value = { .tv_usec = 100000 } };
	if (setitimer(ITIMER_REAL, &it, NULL))
		perror_msg_and_fail("setitimer");
}

int main(void)
{
	long rc;
	struct timespec *ts = tail_alloc(sizeof(*ts));
	struct timespec *rem = tail_alloc(sizeof(*rem));

	if (sysconf(_SC_CLK_TCK) != 100)
		skip_because("the tick comments here assume 100 Hz");

	rc = syscall(SYS_clock_gettime, CLOCK_MONOTONIC, ts);
	printf("clock_gettime(CLOCK_MONOTONIC, %s) = %s\n",
	       out_argf(ts, "{tv_sec=%lld, tv_nsec=%lld}", (long long)ts->tv_sec,
			(long long)ts->tv_nsec), sprintrc(rc));
	rc = syscall(SYS_clock_gettime, CLOCK_BOOTTIME, NULL);
	printf("clock_gettime(CLOCK_BOOTTIME, NULL) = %s\n", sprintrc(rc));
	rc = syscall(SYS_clock_gettime, 0xff, ts);
	printf("clock_gettime(0xff /* CLOCK_??? */, %p) = %s\n", (void *)ts, sprintrc(rc));
	rc = syscall(SYS_clock_gettime, CLOCK_TAI, (char *)ts + 1);
	printf("clock_gettime(CLOCK_TAI, %p) = %s\n", (void *)((char *)ts + 1), sprintrc(rc));
	rc = syscall(SYS_clock_getres, CLOCK_REALTIME_COARSE, ts);
	printf("clock_getres(CLOCK_REALTIME_COARSE, %s) = %s\n",
	       out_argf(ts, "{tv_sec=%lld, tv_nsec=%lld}", (long long)ts->tv_sec,
			(long long)ts->tv_nsec), sprintrc(rc));
	rc = syscall(SYS_clock_getres, CLOCK_PROCESS_CPUTIME_ID, NULL);
	printf("clock_getres(CLOCK_PROCESS_CPUTIME_ID, NULL) = %s\n", sprintrc(rc));

	/* A monotonic clock cannot be set; a bad nanosecond count is refused. */
	ts->tv_sec = 1;
	ts->tv_nsec = 2;
	rc = syscall(SYS_clock_settime, CLOCK_MONOTONIC, ts);
	printf("clock_settime(CLOCK_MONOTONIC, {tv_sec=1, tv_nsec=2}) = %s\n", sprintrc(rc));
	ts->tv_nsec = -1;
	rc = syscall(SYS_clock_settime, CLOCK_REALTIME, ts);
	printf("clock_settime(CLOCK_REALTIME, {tv_sec=1, tv_nsec=18446744073709551615}) = %s\n",
	       sprintrc(rc));
	rc = syscall(SYS_clock_settime, CLOCK_REALTIME, BAD_ADDR);
	printf("clock_settime(CLOCK_REALTIME, %s) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));

	/* Sleeps: short, absolute in the past, bad, and interrupted. */
	ts->tv_sec = 0;
	ts->tv_nsec = 1;
	rc = syscall(SYS_clock_nanosleep, CLOCK_MONOTONIC, 0, ts, rem);
	printf("clock_nanosleep(CLOCK_MONOTONIC, 0, {tv_sec=0, tv_nsec=1}, %p) = %s\n",
	       (void *)rem, sprintrc(rc));
	rc = syscall(SYS_clock_nanosleep, CLOCK_MONOTONIC, TIMER_ABSTIME, ts, NULL);
	printf("clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, {tv_sec=0, tv_nsec=1}, NULL) = %s\n",
	       sprintrc(rc));
	rc = syscall(SYS_clock_nanosleep, CLOCK_REALTIME, 7, ts, NULL);
	printf("clock_nanosleep(CLOCK_REALTIME, TIMER_ABSTIME|0x6, {tv_sec=0, tv_nsec=1}, NULL) = %s\n",
	       sprintrc(rc));
	ts->tv_nsec = 1000000000;
	rc = syscall(SYS_clock_nanosleep, CLOCK_REALTIME, 0, ts, rem);
	printf("clock_nanosleep(CLOCK_REALTIME, 0, {tv_sec=0, tv_nsec=1000000000}, %p) = %s\n",
	       (void *)rem, sprintrc(rc));
	rc = syscall(SYS_clock_nanosleep, CLOCK_REALTIME, 0, BAD_ADDR, rem);
	printf("clock_nanosleep(CLOCK_REALTIME, 0, %s, %p) = %s\n", sprintaddr(BAD_ADDR),
	       (void *)rem, sprintrc(rc));

	struct sigaction sa = { .sa_handler = on_alarm };
	if (sigaction(SIGALRM, &sa, NULL))
		perror_msg_and_fail("sigaction");
	ts->tv_sec = 5;
	ts->tv_nsec = 0;
	arm_timer();
	printf("setitimer(ITIMER_REAL, {it_interval={tv_sec=0, tv_usec=0}, "
	       "it_value={tv_sec=0, tv_usec=100000}}, NULL) = 0\n");
	rc = syscall(SYS_clock_nanosleep, CLOCK_REALTIME, 0, ts, rem);
	if (rc != -1 || errno != EINTR)
		perror_msg_and_fail("clock_nanosleep was not interrupted");
	printf("clock_nanosleep(CLOCK_REALTIME, 0, {tv_sec=5, tv_nsec=0}, %s)"
	       " = ? ERESTART_RESTARTBLOCK (Interrupted by signal)\n",
	       out_argf(rem, "{tv_sec=%lld, tv_nsec=%lld}", (long long)rem->tv_sec,
			(long long)rem->tv_nsec));
	printf("--- SIGALRM {si_signo=SIGALRM, si_code=SI_KERNEL} ---\n");

	arm_timer();
	printf("setitimer(ITIMER_REAL, {it_interval={tv_sec=0, tv_usec=0}, "
	       "it_value={tv_sec=0, tv_usec=100000}}, NULL) = 0\n");
	rc = syscall(SYS_nanosleep, ts, rem);
	if (rc != -1 || errno != EINTR)
		perror_msg_and_fail("nanosleep was not interrupted");
	printf("nanosleep({tv_sec=5, tv_nsec=0}, %s)"
	       " = ? ERESTART_RESTARTBLOCK (Interrupted by signal)\n",
	       out_argf(rem, "{tv_sec=%lld, tv_nsec=%lld}", (long long)rem->tv_sec,
			(long long)rem->tv_nsec));
	printf("--- SIGALRM {si_signo=SIGALRM, si_code=SI_KERNEL} ---\n");

	arm_timer();
	printf("setitimer(ITIMER_REAL, {it_interval={tv_sec=0, tv_usec=0}, "
	       "it_value={tv_sec=0, tv_usec=100000}}, NULL) = 0\n");
	syscall(SYS_pause);
	printf("pause() = ? ERESTARTNOHAND (To be restarted if no handler)\n");
	printf("--- SIGALRM {si_signo=SIGALRM, si_code=SI_KERNEL} ---\n");

	/* Absolute, and long past: no time left to report. */
	rc = syscall(SYS_clock_nanosleep, CLOCK_REALTIME, TIMER_ABSTIME, ts, rem);
	printf("clock_nanosleep(CLOCK_REALTIME, TIMER_ABSTIME, {tv_sec=5, tv_nsec=0}, %p) = %s\n",
	       (void *)rem, sprintrc(rc));
	ts->tv_nsec = 1;
	ts->tv_sec = 0;
	rc = syscall(SYS_nanosleep, ts, NULL);
	printf("nanosleep({tv_sec=0, tv_nsec=1}, NULL) = %s\n", sprintrc(rc));
	rc = syscall(SYS_nanosleep, NULL, rem);
	printf("nanosleep(NULL, %p) = %s\n", (void *)rem, sprintrc(rc));

	/* The wall clock. */
	struct timeval *tv = tail_alloc(sizeof(*tv));
	struct timezone *tz = tail_alloc(sizeof(*tz));
	rc = syscall(SYS_gettimeofday, tv, tz);
	printf("gettimeofday(%s, %s) = %s\n",
	       out_argf(tv, "{tv_sec=%lld, tv_usec=%lld}", (long long)tv->tv_sec,
			(long long)tv->tv_usec),
	       out_argf(tz, "{tz_minuteswest=%d, tz_dsttime=%d}", tz->tz_minuteswest,
			tz->tz_dsttime), sprintrc(rc));
	rc = syscall(SYS_gettimeofday, NULL, NULL);
	printf("gettimeofday(NULL, NULL) = %s\n", sprintrc(rc));
	rc = syscall(SYS_gettimeofday, BAD_ADDR, NULL);
	printf("gettimeofday(%s, NULL) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));
	tv->tv_sec = 0;
	tv->tv_usec = 1000000;
	rc = syscall(SYS_settimeofday, tv, NULL);
	printf("settimeofday({tv_sec=0, tv_usec=1000000}, NULL) = %s\n", sprintrc(rc));

	time_t *t = tail_alloc(sizeof(*t));
	rc = syscall(SYS_time, t);
	printf("time(%s) = ", out_argf(t, "[%lld /* %s */]", (long long)*t, date(*t)));
	printf("%ld (%s)\n", rc, date(rc));
	rc = syscall(SYS_time, NULL);
	printf("time(NULL) = %ld (%s)\n", rc, date(rc));

	/* Spend some CPU time so that times() has ticks to show. */
	for (volatile unsigned long i = 0; i < 50000000; i++)
		;
	struct tms *tms = tail_alloc(sizeof(*tms));
	rc = syscall(SYS_times, tms);
	printf("times(%s) = %ld\n",
	       out_argf(tms, "{tms_utime=%s, tms_stime=%s, tms_cutime=%s, tms_cstime=%s}",
			ticks(tms->tms_utime), ticks(tms->tms_stime), ticks(tms->tms_cutime),
			ticks(tms->tms_cstime)), rc);
	rc = syscall(SYS_times, NULL);
	printf("times(NULL) = %ld\n", rc);

	/* Interval timers. */
	rc = syscall(SYS_alarm, 100);
	printf("alarm(100) = %s\n", sprintrc(rc));
	rc = syscall(SYS_alarm, 0);
	printf("alarm(0) = %s\n", sprintrc(rc));
	struct itimerval *it = tail_alloc(sizeof(*it));
	struct itimerval *oit = tail_alloc(sizeof(*oit));
	it->it_interval.tv_sec = 1000;
	it->it_interval.tv_usec = 0;
	it->it_value.tv_sec = 1000;
	it->it_value.tv_usec = 5;
	rc = syscall(SYS_setitimer, ITIMER_VIRTUAL, it, oit);
	printf("setitimer(ITIMER_VIRTUAL, {it_interval={tv_sec=1000, tv_usec=0}, "
	       "it_value={tv_sec=1000, tv_usec=5}}, %s) = %s\n",
	       out_arg(oit, "{it_interval={tv_sec=0, tv_usec=0}, it_value={tv_sec=0, tv_usec=0}}"),
	       sprintrc(rc));
	rc = syscall(SYS_getitimer, ITIMER_VIRTUAL, oit);
	printf("getitimer(ITIMER_VIRTUAL, %s) = %s\n",
	       out_argf(oit, "{it_interval={tv_sec=%lld, tv_usec=%lld}, it_value={tv_sec=%lld, "
			"tv_usec=%lld}}", (long long)oit->it_interval.tv_sec,
			(long long)oit->it_interval.tv_usec, (long long)oit->it_value.tv_sec,
			(long long)oit->it_value.tv_usec), sprintrc(rc));
	rc = syscall(SYS_getitimer, 5, oit);
	printf("getitimer(0x5 /* ITIMER_??? */, %p) = %s\n", (void *)oit, sprintrc(rc));
	rc = syscall(SYS_getitimer, ITIMER_PROF, NULL);
	printf("getitimer(ITIMER_PROF, NULL) = %s\n", sprintrc(rc));
	rc = syscall(SYS_setitimer, ITIMER_VIRTUAL, NULL, NULL);
	printf("setitimer(ITIMER_VIRTUAL, NULL, NULL) = %s\n", sprintrc(rc));
	rc = syscall(SYS_setitimer, ITIMER_REAL, BAD_ADDR, oit);
	printf("setitimer(ITIMER_REAL, %s, %p) = %s\n", sprintaddr(BAD_ADDR), (void *)oit,
	       sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
