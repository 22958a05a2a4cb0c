/* systrace: -e trace=flock */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* flock: LOCK_* operations. */
#include "tests.h"

#include <fcntl.h>
#include <sys/file.h>

int main(void)
{
	long rc;
	int fd = open("flock-f", O_RDWR | O_CREAT | O_TRUNC, 0600);
	if (fd < 0)
		perror_msg_and_fail("open");

	rc = syscall(SYS_flock, fd, LOCK_SH);
	printf("flock(%d, LOCK_SH) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_flock, fd, LOCK_EX | LOCK_NB);
	printf("flock(%d, LOCK_EX|LOCK_NB) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_flock, fd, LOCK_UN);
	printf("flock(%d, LOCK_UN) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_flock, fd, 0);
	printf("flock(%d, 0) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_flock, fd, 32 | 192);
	printf("flock(%d, LOCK_MAND|LOCK_RW) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_flock, fd, 64 | 1);
	printf("flock(%d, LOCK_SH|LOCK_READ) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_flock, -1, 0x10);
	printf("flock(-1, 0x10 /* LOCK_??? */) = %s\n", sprintrc(rc));
	rc = syscall(SYS_flock, fd, 0x100 | LOCK_EX);
	printf("flock(%d, LOCK_EX|0x100) = %s\n", fd, sprintrc(rc));

	unlink("flock-f");
	puts("+++ exited with 0 +++");
	return 0;
}
