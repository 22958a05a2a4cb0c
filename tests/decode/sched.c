/* systrace: -e trace=/^sched_ */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * sched_getaffinity, sched_setaffinity, sched_getscheduler,
 * sched_setscheduler, sched_getparam, sched_setparam,
 * sched_get_priority_max/min, sched_rr_get_interval, sched_yield:
 * CPU lists, masks longer than the kernel's, policies and their names.
 */
#include "tests.h"

#include <sched.h>
#include <time.h>

/* The CPUs set in mask, "0 1", as strace lists them. */
static const char *cpus(const unsigned long *mask, size_t bytes)
{
	static char buf[4096];
	size_t n = 0;
	buf[0] = '\0';
	for (size_t i = 0; i < bytes * 8; i++)
		if (mask[i / (8 * sizeof(long))] & (1UL << (i % (8 * sizeof(long)))))
			n += snprintf(buf + n, sizeof(buf) - n, "%s%zu", n ? " " : "", i);
	return buf;
}

int main(void)
{
	long rc;
	unsigned long *mask = tail_alloc(128);

	rc = syscall(SYS_sched_getaffinity, 0, 128, mask);
	if (rc <= 0)
		perror_msg_and_fail("sched_getaffinity");
	printf("sched_getaffinity(0, 128, %s) = %ld\n", out_argf(mask, "[%s]", cpus(mask, rc)), rc);
	long got = rc;
	rc = syscall(SYS_sched_getaffinity, 0, 1, mask);
	printf("sched_getaffinity(0, 1, %p) = %s\n", (void *)mask, sprintrc(rc));
	rc = syscall(SYS_sched_getaffinity, 0, 128, BAD_ADDR);
	printf("sched_getaffinity(0, 128, %s) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_sched_getaffinity, -1, 128, mask);
	printf("sched_getaffinity(-1, 128, %p) = %s\n", (void *)mask, sprintrc(rc));

	unsigned long *set = tail_alloc(got);
	memcpy(set, mask, got);
	rc = syscall(SYS_sched_setaffinity, 0, got, set);
	printf("sched_setaffinity(0, %ld, [%s]) = %s\n", got, cpus(set, got), sprintrc(rc));
	/* Longer than the 128 bytes strace reads: the rest is "...". */
	unsigned long *big = tail_alloc(256);
	memset(big, 0, 256);
	memcpy(big, mask, got);
	rc = syscall(SYS_sched_setaffinity, 0, 256, big);
	printf("sched_setaffinity(0, 256, [%s ...]) = %s\n", cpus(big, got), sprintrc(rc));
	rc = syscall(SYS_sched_setaffinity, 0, 0, set);
	printf("sched_setaffinity(0, 0, []) = %s\n", sprintrc(rc));
	rc = syscall(SYS_sched_setaffinity, 0, 8, NULL);
	printf("sched_setaffinity(0, 8, NULL) = %s\n", sprintrc(rc));
	rc = syscall(SYS_sched_setaffinity, 0, got + 8, set);
	printf("sched_setaffinity(0, %ld, %p) = %s\n", got + 8, (void *)set, sprintrc(rc));

	rc = syscall(SYS_sched_getscheduler, 0);
	printf("sched_getscheduler(0) = %s (SCHED_OTHER)\n", sprintrc(rc));
	rc = syscall(SYS_sched_getscheduler, -1);
	printf("sched_getscheduler(-1) = %s\n", sprintrc(rc));
	int *param = tail_alloc(sizeof(*param));
	*param = 0;
	rc = syscall(SYS_sched_setscheduler, 0, SCHED_BATCH, param);
	printf("sched_setscheduler(0, SCHED_BATCH, [0]) = %s\n", sprintrc(rc));
	rc = syscall(SYS_sched_getscheduler, 0);
	printf("sched_getscheduler(0) = %s (SCHED_BATCH)\n", sprintrc(rc));
	rc = syscall(SYS_sched_setscheduler, 0, SCHED_OTHER | SCHED_RESET_ON_FORK, param);
	printf("sched_setscheduler(0, 0x40000000 /* SCHED_??? */, [0]) = %s\n", sprintrc(rc));
	rc = syscall(SYS_sched_getscheduler, 0);
	printf("sched_getscheduler(0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_sched_setscheduler, 0, SCHED_OTHER, param);
	printf("sched_setscheduler(0, SCHED_OTHER, [0]) = %s\n", sprintrc(rc));
	rc = syscall(SYS_sched_setscheduler, 0, 100, NULL);
	printf("sched_setscheduler(0, 0x64 /* SCHED_??? */, NULL) = %s\n", sprintrc(rc));
	rc = syscall(SYS_sched_getparam, 0, param);
	printf("sched_getparam(0, %s) = %s\n", out_argf(param, "[%d]", *param), sprintrc(rc));
	rc = syscall(SYS_sched_getparam, 0, BAD_ADDR);
	printf("sched_getparam(0, %s) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_sched_setparam, 0, param);
	printf("sched_setparam(0, [%d]) = %s\n", *param, sprintrc(rc));
	rc = syscall(SYS_sched_setparam, 0, (char *)param + 1);
	printf("sched_setparam(0, %p) = %s\n", (void *)((char *)param + 1), sprintrc(rc));

	rc = syscall(SYS_sched_get_priority_max, SCHED_FIFO);
	printf("sched_get_priority_max(SCHED_FIFO) = %s\n", sprintrc(rc));
	rc = syscall(SYS_sched_get_priority_min, SCHED_RR);
	printf("sched_get_priority_min(SCHED_RR) = %s\n", sprintrc(rc));
	rc = syscall(SYS_sched_get_priority_max, 7);
	printf("sched_get_priority_max(0x7 /* SCHED_??? */) = %s\n", sprintrc(rc));
	rc = syscall(SYS_sched_get_priority_min, SCHED_DEADLINE);
	printf("sched_get_priority_min(SCHED_DEADLINE) = %s\n", sprintrc(rc));

	struct timespec *ts = tail_alloc(sizeof(*ts));
	rc = syscall(SYS_sched_rr_get_interval, 0, ts);
	printf("sched_rr_get_interval(0, %s) = %s\n",
	       out_argf(ts, "{tv_sec=%lld, tv_nsec=%lld}", (long long)ts->tv_sec,
			(long long)ts->tv_nsec), sprintrc(rc));
	rc = syscall(SYS_sched_rr_get_interval, 0, NULL);
	printf("sched_rr_get_interval(0, NULL) = %s\n", sprintrc(rc));
	rc = syscall(SYS_sched_rr_get_interval, -1, ts);
	printf("sched_rr_get_interval(-1, %p) = %s\n", (void *)ts, sprintrc(rc));

	rc = syscall(SYS_sched_yield);
	printf("sched_yield() = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
