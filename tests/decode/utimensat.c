/* systrace: -e trace=utimensat */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* utimensat: times with their dates, UTIME_NOW, UTIME_OMIT, AT_* flags. */
#include "tests.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <time.h>

/* The date comment systrace prints after a time, as strace does. */
static const char *date(long long sec, long nsec)
{
	static char bufs[2][128];
	static int n;
	char *buf = bufs[n++ % 2];
	char d[64], z[16];
	time_t t = sec;
	struct tm tm;
	if ((sec == 0 && nsec == 0) || nsec < 0 || nsec > 999999999 || !localtime_r(&t, &tm))
		return "";
	strftime(d, sizeof(d), "%Y-%m-%dT%H:%M:%S", &tm);
	strftime(z, sizeof(z), "%z", &tm);
	if (nsec)
		snprintf(buf, sizeof(bufs[0]), " /* %s.%09ld%s */", d, nsec, z);
	else
		snprintf(buf, sizeof(bufs[0]), " /* %s%s */", d, z);
	return buf;
}

int main(void)
{
	long rc;
	int fd = open("utimensat-f", O_RDWR | O_CREAT | O_TRUNC, 0600);
	if (fd < 0)
		perror_msg_and_fail("open");

	struct timespec *ts = tail_alloc(2 * sizeof(*ts));
	ts[0] = (struct timespec){ .tv_sec = 1234567890, .tv_nsec = 123456789 };
	ts[1] = (struct timespec){ .tv_sec = 1600000000, .tv_nsec = 0 };
	rc = syscall(SYS_utimensat, AT_FDCWD, "utimensat-f", ts, 0);
	printf("utimensat(AT_FDCWD, \"utimensat-f\", [{tv_sec=1234567890, tv_nsec=123456789}%s"
	       ", {tv_sec=1600000000, tv_nsec=0}%s], 0) = %s\n",
	       date(1234567890, 123456789), date(1600000000, 0), sprintrc(rc));

	ts[0] = (struct timespec){ .tv_sec = 0, .tv_nsec = UTIME_NOW };
	ts[1] = (struct timespec){ .tv_sec = 5, .tv_nsec = UTIME_OMIT };
	rc = syscall(SYS_utimensat, fd, NULL, ts, 0);
	printf("utimensat(%d, NULL, [UTIME_NOW, UTIME_OMIT], 0) = %s\n", fd, sprintrc(rc));

	rc = syscall(SYS_utimensat, AT_FDCWD, "utimensat-f", NULL, AT_SYMLINK_NOFOLLOW);
	printf("utimensat(AT_FDCWD, \"utimensat-f\", NULL, AT_SYMLINK_NOFOLLOW) = %s\n", sprintrc(rc));

	/* Zero, negative and out-of-range times: no date for zero or bad nanoseconds. */
	ts[0] = (struct timespec){ .tv_sec = 0, .tv_nsec = 0 };
	ts[1] = (struct timespec){ .tv_sec = -1, .tv_nsec = 1000000000 };
	rc = syscall(SYS_utimensat, -1, "utimensat-f", ts, 0x400000);
	printf("utimensat(-1, \"utimensat-f\", [{tv_sec=0, tv_nsec=0}, {tv_sec=-1, tv_nsec=1000000000}]"
	       ", 0x400000 /* AT_??? */) = %s\n", sprintrc(rc));
	ts[1] = (struct timespec){ .tv_sec = 1, .tv_nsec = -1 };
	rc = syscall(SYS_utimensat, -1, "utimensat-f", ts, 0);
	printf("utimensat(-1, \"utimensat-f\", [{tv_sec=0, tv_nsec=0}, {tv_sec=1, tv_nsec=%llu}]"
	       ", 0) = %s\n", (unsigned long long)-1LL, sprintrc(rc));

	rc = syscall(SYS_utimensat, AT_FDCWD, "utimensat-f", BAD_ADDR, 0);
	printf("utimensat(AT_FDCWD, \"utimensat-f\", %s, 0) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_utimensat, AT_FDCWD, "utimensat-f", ts + 1, 0);
	printf("utimensat(AT_FDCWD, \"utimensat-f\", %s, 0) = %s\n", sprintaddr(ts + 1), sprintrc(rc));

	unlink("utimensat-f");
	puts("+++ exited with 0 +++");
	return 0;
}
