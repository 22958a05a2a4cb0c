/* SPDX-License-Identifier: GPL-2.0-or-later */
/* ioctl_loop [N]: N ioctl()s with an unknown command on /dev/null (an almost empty
 * syscall: the fallback of bench/ioctl_empty), after 1000 to warm up; prints
 * "ns_per_call X" on stdout, X the mean time per call. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <time.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 100000;
	int fd = open("/dev/null", O_RDONLY);
	struct timespec a, b;
	if (fd < 0 || n <= 0)
		return 99;
	for (int i = 0; i < 1000; i++)
		ioctl(fd, 0x5eca, 0);
	clock_gettime(CLOCK_MONOTONIC, &a);
	for (long i = 0; i < n; i++)
		ioctl(fd, 0x5eca, 0);
	clock_gettime(CLOCK_MONOTONIC, &b);
	double ns = ((double)(b.tv_sec - a.tv_sec) * 1e9 + (double)(b.tv_nsec - a.tv_nsec)) / (double)n;
	printf("ns_per_call %.0f\n", ns);
	return 0;
}
