/* systrace: -e trace=timer_create,timer_settime,timer_gettime,timer_getoverrun,timer_delete,timerfd_create,timerfd_settime,timerfd_gettime */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * timer_create, timer_settime, timer_gettime, timer_getoverrun, timer_delete,
 * timerfd_create, timerfd_settime, timerfd_gettime: sigevents of each kind,
 * itimerspecs in and out, flags.
 */
#include "tests.h"

#include <signal.h>
#include <sys/timerfd.h>
#include <time.h>

/* The kernel's struct sigevent on x86_64. */
struct ksigevent {
	union { int sival_int; void *sival_ptr; } value;
	int signo;
	int notify;
	union {
		int tid;
		struct { void *function; void *attribute; } thread;
		char pad[48];
	} un;
};

int main(void)
{
	long rc;
	struct ksigevent *sev = tail_alloc(sizeof(*sev));
	int *tid = tail_alloc(sizeof(*tid));
	struct itimerspec *its = tail_alloc(sizeof(*its));
	struct itimerspec *old = tail_alloc(sizeof(*old));

	memset(sev, 0, sizeof(*sev));
	sev->notify = SIGEV_NONE;
	rc = syscall(SYS_timer_create, CLOCK_MONOTONIC, sev, tid);
	printf("timer_create(CLOCK_MONOTONIC, {sigev_signo=0, sigev_notify=SIGEV_NONE}, %s) = %s\n",
	       out_argf(tid, "[%d]", *tid), sprintrc(rc));
	int t1 = *tid;

	sev->notify = SIGEV_SIGNAL;
	sev->signo = SIGUSR1;
	sev->value.sival_ptr = (void *)0xfacefeed;
	rc = syscall(SYS_timer_create, CLOCK_REALTIME, sev, tid);
	printf("timer_create(CLOCK_REALTIME, {sigev_value={sival_int=%d, sival_ptr=0xfacefeed}, "
	       "sigev_signo=SIGUSR1, sigev_notify=SIGEV_SIGNAL}, %s) = %s\n",
	       (int)0xfacefeed, out_argf(tid, "[%d]", *tid), sprintrc(rc));
	int t2 = *tid;

	sev->value.sival_ptr = NULL;
	sev->notify = SIGEV_THREAD_ID;
	sev->un.tid = getpid();
	rc = syscall(SYS_timer_create, CLOCK_BOOTTIME, sev, tid);
	printf("timer_create(CLOCK_BOOTTIME, {sigev_signo=SIGUSR1, sigev_notify=SIGEV_THREAD_ID, "
	       "sigev_notify_thread_id=%d}, %s) = %s\n", getpid(), out_argf(tid, "[%d]", *tid),
	       sprintrc(rc));
	int t3 = *tid;

	sev->notify = SIGEV_THREAD;
	sev->un.thread.function = (void *)0x1234;
	sev->un.thread.attribute = NULL;
	rc = syscall(SYS_timer_create, CLOCK_REALTIME, sev, tid);
	printf("timer_create(CLOCK_REALTIME, {sigev_signo=SIGUSR1, sigev_notify=SIGEV_THREAD, "
	       "sigev_notify_function=0x1234, sigev_notify_attributes=NULL}, %s) = %s\n",
	       out_argf(tid, "[%d]", *tid), sprintrc(rc));
	int t4 = *tid;

	sev->notify = 8;
	sev->signo = 70;
	rc = syscall(SYS_timer_create, 99, sev, NULL);
	printf("timer_create(0x63 /* CLOCK_??? */, {sigev_signo=70, sigev_notify=0x8 /* SIGEV_??? */}, "
	       "NULL) = %s\n", sprintrc(rc));
	rc = syscall(SYS_timer_create, CLOCK_MONOTONIC, NULL, BAD_ADDR);
	printf("timer_create(CLOCK_MONOTONIC, NULL, %s) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));
	/* The kernel reads 64 bytes, strace the first 32 only. */
	rc = syscall(SYS_timer_create, CLOCK_MONOTONIC, (char *)sev + 33, tid);
	printf("timer_create(CLOCK_MONOTONIC, %p, %p) = %s\n", (void *)((char *)sev + 33),
	       (void *)tid, sprintrc(rc));

	its->it_interval.tv_sec = 0;
	its->it_interval.tv_nsec = 0;
	its->it_value.tv_sec = 100;
	its->it_value.tv_nsec = 1;
	rc = syscall(SYS_timer_settime, t1, 0, its, old);
	const char *zero = "{it_interval={tv_sec=0, tv_nsec=0}, it_value={tv_sec=0, tv_nsec=0}}";
	printf("timer_settime(%d, 0, {it_interval={tv_sec=0, tv_nsec=0}, it_value={tv_sec=100, "
	       "tv_nsec=1}}, %s) = %s\n", t1, out_arg(old, zero), sprintrc(rc));
	rc = syscall(SYS_timer_settime, t1, TIMER_ABSTIME | 2, its, NULL);
	printf("timer_settime(%d, TIMER_ABSTIME|0x2, {it_interval={tv_sec=0, tv_nsec=0}, "
	       "it_value={tv_sec=100, tv_nsec=1}}, NULL) = %s\n", t1, sprintrc(rc));
	rc = syscall(SYS_timer_settime, -1, 0, BAD_ADDR, old);
	printf("timer_settime(-1, 0, %s, %p) = %s\n", sprintaddr(BAD_ADDR), (void *)old, sprintrc(rc));
	rc = syscall(SYS_timer_gettime, t1, old);
	printf("timer_gettime(%d, %s) = %s\n", t1,
	       out_argf(old, "{it_interval={tv_sec=%lld, tv_nsec=%lld}, it_value={tv_sec=%lld, "
			"tv_nsec=%lld}}", (long long)old->it_interval.tv_sec,
			(long long)old->it_interval.tv_nsec, (long long)old->it_value.tv_sec,
			(long long)old->it_value.tv_nsec), sprintrc(rc));
	rc = syscall(SYS_timer_gettime, 12345, old);
	printf("timer_gettime(12345, %p) = %s\n", (void *)old, sprintrc(rc));
	rc = syscall(SYS_timer_getoverrun, t1);
	printf("timer_getoverrun(%d) = %s\n", t1, sprintrc(rc));
	rc = syscall(SYS_timer_delete, t1);
	printf("timer_delete(%d) = %s\n", t1, sprintrc(rc));
	rc = syscall(SYS_timer_delete, t2);
	printf("timer_delete(%d) = %s\n", t2, sprintrc(rc));
	rc = syscall(SYS_timer_delete, t3);
	printf("timer_delete(%d) = %s\n", t3, sprintrc(rc));
	rc = syscall(SYS_timer_delete, t4);
	printf("timer_delete(%d) = %s\n", t4, sprintrc(rc));
	rc = syscall(SYS_timer_delete, -5L);
	printf("timer_delete(-5) = %s\n", sprintrc(rc));

	/* timerfd. */
	rc = syscall(SYS_timerfd_create, CLOCK_MONOTONIC, TFD_CLOEXEC | TFD_NONBLOCK);
	printf("timerfd_create(CLOCK_MONOTONIC, TFD_CLOEXEC|TFD_NONBLOCK) = %s\n", sprintrc(rc));
	int fd = (int)rc;
	rc = syscall(SYS_timerfd_create, CLOCK_REALTIME, 0x10);
	printf("timerfd_create(CLOCK_REALTIME, 0x10 /* TFD_??? */) = %s\n", sprintrc(rc));
	rc = syscall(SYS_timerfd_settime, fd, 0, its, old);
	printf("timerfd_settime(%d, 0, {it_interval={tv_sec=0, tv_nsec=0}, it_value={tv_sec=100, "
	       "tv_nsec=1}}, %s) = %s\n", fd, out_arg(old, zero), sprintrc(rc));
	rc = syscall(SYS_timerfd_settime, fd, TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET, its, NULL);
	printf("timerfd_settime(%d, TFD_TIMER_ABSTIME|TFD_TIMER_CANCEL_ON_SET, {it_interval={tv_sec=0, "
	       "tv_nsec=0}, it_value={tv_sec=100, tv_nsec=1}}, NULL) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_timerfd_gettime, fd, old);
	printf("timerfd_gettime(%d, %s) = %s\n", fd,
	       out_argf(old, "{it_interval={tv_sec=%lld, tv_nsec=%lld}, it_value={tv_sec=%lld, "
			"tv_nsec=%lld}}", (long long)old->it_interval.tv_sec,
			(long long)old->it_interval.tv_nsec, (long long)old->it_value.tv_sec,
			(long long)old->it_value.tv_nsec), sprintrc(rc));
	rc = syscall(SYS_timerfd_gettime, -1, NULL);
	printf("timerfd_gettime(-1, NULL) = %s\n", sprintrc(rc));
	rc = syscall(SYS_timerfd_settime, fd, 0, (char *)its + 1, NULL);
	printf("timerfd_settime(%d, 0, %p, NULL) = %s\n", fd, (void *)((char *)its + 1), sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
