/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * systrace-calibrate N [--wait]: make N almost-empty syscalls (an unknown ioctl on
 * /dev/null) after a warm-up, and print on stdout the mean nanoseconds per call, in
 * wall time and in the thread's CPU time ("wall cpu"). systrace --overhead runs it
 * untraced, traced in the chosen mode and under ftrace, and takes the differences as
 * the per-syscall cost of each. The CPU time is what the call costs the thread itself
 * (a trap handled in the program, as in -m buffered), without the time other tasks
 * took from it meanwhile. With --wait it reads one byte from stdin first, so the
 * caller can arm a tracer for its pid.
 */
#include "config.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include "calibrate.h"

static long long now_ns(clockid_t clock)
{
	struct timespec ts;
	clock_gettime(clock, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 0;
	if (n <= 0) {
		fprintf(stderr, "usage: systrace-calibrate N [--wait]\n");
		return 2;
	}
	int fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		return 1;
	if (argc > 2 && strcmp(argv[2], "--wait") == 0) {
		char c;
		if (read(0, &c, 1) != 1)
			return 1;
	}
	for (long i = 0; i < n / 10 + 1; i++)
		ioctl(fd, CALIBRATE_IOCTL_CMD, 0);
	long long t0 = now_ns(CLOCK_MONOTONIC), c0 = now_ns(CLOCK_THREAD_CPUTIME_ID);
	for (long i = 0; i < n; i++)
		ioctl(fd, CALIBRATE_IOCTL_CMD, 0);
	long long c1 = now_ns(CLOCK_THREAD_CPUTIME_ID), t1 = now_ns(CLOCK_MONOTONIC);
	printf("%.1f %.1f\n", (double)(t1 - t0) / n, (double)(c1 - c0) / n);
	return 0;
}
