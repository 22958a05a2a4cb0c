/* systrace: -e trace=utime,utimes,futimesat */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* utime, utimes, futimesat: times with their dates (local time), NULL, failures. */
#include "tests.h"

#include <fcntl.h>
#include <sys/time.h>
#include <time.h>

/* " / * date * /" as strace writes it after a time, or "" for the epoch. */
static const char *date(long sec, long usec, int with_usec)
{
	static char bufs[4][96];
	static int k;
	char *b = bufs[k++ % 4];
	struct tm tm;
	time_t t = sec;
	char d[64], z[16];
	if (!sec && !usec)
		return "";
	localtime_r(&t, &tm);
	strftime(d, sizeof(d), "%Y-%m-%dT%H:%M:%S", &tm);
	strftime(z, sizeof(z), "%z", &tm);
	if (with_usec)
		snprintf(b, sizeof(bufs[0]), " /* %s.%06ld%s */", d, usec, z);
	else
		snprintf(b, sizeof(bufs[0]), " /* %s%s */", d, z);
	return b;
}

int main(void)
{
	long rc;
	char file[] = "/tmp/systrace-utime-XXXXXX";
	int fd = mkstemp(file);
	if (fd < 0)
		perror_msg_and_fail("mkstemp");

	long *ut = tail_alloc(2 * sizeof(long));
	ut[0] = 0;
	ut[1] = 1700000000;
	rc = syscall(SYS_utime, file, ut);
	printf("utime(\"%s\", {actime=0, modtime=1700000000%s}) = %s\n", file,
	       date(1700000000, 0, 0), sprintrc(rc));
	rc = syscall(SYS_utime, file, NULL);
	printf("utime(\"%s\", NULL) = %s\n", file, sprintrc(rc));
	rc = syscall(SYS_utime, file, ut + 1);
	printf("utime(\"%s\", %p) = %s\n", file, ut + 1, sprintrc(rc));

	struct timeval *tv = tail_alloc(2 * sizeof(*tv));
	tv[0] = (struct timeval){ 0, 0 };
	tv[1] = (struct timeval){ 1700000000, 123 };
	rc = syscall(SYS_utimes, file, tv);
	printf("utimes(\"%s\", [{tv_sec=0, tv_usec=0}, {tv_sec=1700000000, tv_usec=123}%s]) = %s\n",
	       file, date(1700000000, 123, 1), sprintrc(rc));
	tv[0].tv_usec = 2000000;
	rc = syscall(SYS_utimes, file, tv);
	printf("utimes(\"%s\", [{tv_sec=0, tv_usec=2000000}, {tv_sec=1700000000, tv_usec=123}%s]) = %s\n",
	       file, date(1700000000, 123, 1), sprintrc(rc));
	rc = syscall(SYS_utimes, "/nonexistent/systrace", NULL);
	printf("utimes(\"/nonexistent/systrace\", NULL) = %s\n", sprintrc(rc));

	tv[0] = (struct timeval){ 1600000000, 999999 };
	rc = syscall(SYS_futimesat, AT_FDCWD, file, tv);
	printf("futimesat(AT_FDCWD, \"%s\", [{tv_sec=1600000000, tv_usec=999999}%s, "
	       "{tv_sec=1700000000, tv_usec=123}%s]) = %s\n", file, date(1600000000, 999999, 1),
	       date(1700000000, 123, 1), sprintrc(rc));
	rc = syscall(SYS_futimesat, fd, "", NULL);
	printf("futimesat(%d, \"\", NULL) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_futimesat, -1, file, tv + 1);
	printf("futimesat(-1, \"%s\", %p) = %s\n", file, tv + 1, sprintrc(rc));

	unlink(file);
	puts("+++ exited with 0 +++");
	return 0;
}
