/* SPDX-License-Identifier: GPL-2.0-or-later */
/* ioctl_loop [N]: N empty ioctls (an unknown command on /dev/null, which fails with
 * ENOTTY at once), each timed; prints the median and mean ns per call. The loop the
 * buffered-mode figures in doc/buffered-mode.txt were measured with. */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static uint64_t now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static int cmp(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 200000;
	int fd = open("/dev/null", O_RDONLY);
	if (fd < 0 || n < 1)
		return 99;
	uint64_t *d = malloc((size_t)n * sizeof(*d));
	if (!d)
		return 99;
	uint64_t start = now_ns();
	for (long i = 0; i < n; i++) {
		uint64_t t0 = now_ns();
		syscall(SYS_ioctl, fd, 0xfeedu, 0);
		d[i] = now_ns() - t0;
	}
	uint64_t total = now_ns() - start;
	qsort(d, (size_t)n, sizeof(*d), cmp);
	printf("ioctl_loop: %ld calls, median %llu ns, mean %.0f ns per call\n", n,
	       (unsigned long long)d[n / 2], (double)total / (double)n);
	return 0;
}
