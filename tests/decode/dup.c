/* systrace: -y -e trace=dup,dup2,dup3,fcntl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* dup, dup2, dup3, fcntl F_DUPFD: descriptors and results decoded by -y; O_* flags of dup3. */
#include "tests.h"

#include <fcntl.h>

int main(void)
{
	long rc;
	int fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	rc = syscall(SYS_dup, fd);
	printf("dup(%d</dev/null>) = %ld</dev/null>\n", fd, rc);
	rc = syscall(SYS_dup, -1);
	printf("dup(-1) = %s\n", sprintrc(rc));
	rc = syscall(SYS_dup, 0xffffffff00000000ULL | 999);
	printf("dup(999) = %s\n", sprintrc(rc));

	rc = syscall(SYS_dup2, fd, 20);
	printf("dup2(%d</dev/null>, 20) = 20</dev/null>\n", fd);
	rc = syscall(SYS_dup2, fd, 20);
	printf("dup2(%d</dev/null>, 20</dev/null>) = 20</dev/null>\n", fd);
	rc = syscall(SYS_dup2, fd, -2);
	printf("dup2(%d</dev/null>, -2) = %s\n", fd, sprintrc(rc));

	rc = syscall(SYS_dup3, fd, 21, O_CLOEXEC);
	printf("dup3(%d</dev/null>, 21, O_CLOEXEC) = 21</dev/null>\n", fd);
	rc = syscall(SYS_dup3, fd, 21, 0);
	printf("dup3(%d</dev/null>, 21</dev/null>, 0) = 21</dev/null>\n", fd);
	rc = syscall(SYS_dup3, fd, fd, 0);
	printf("dup3(%d</dev/null>, %d</dev/null>, 0) = %s\n", fd, fd, sprintrc(rc));
	rc = syscall(SYS_dup3, fd, 22, O_CLOEXEC | O_NONBLOCK | 0x80000000);
	printf("dup3(%d</dev/null>, 22, O_NONBLOCK|O_CLOEXEC|0x80000000) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_dup3, fd, 22, 0x40000000);
	printf("dup3(%d</dev/null>, 22, 0x40000000 /* O_??? */) = %s\n", fd, sprintrc(rc));

	rc = syscall(SYS_fcntl, fd, F_DUPFD, 30);
	printf("fcntl(%d</dev/null>, F_DUPFD, 30) = 30</dev/null>\n", fd);
	rc = syscall(SYS_fcntl, fd, F_DUPFD_CLOEXEC, 30);
	printf("fcntl(%d</dev/null>, F_DUPFD_CLOEXEC, 30) = 31</dev/null>\n", fd);
	rc = syscall(SYS_fcntl, 30, F_GETFD);
	printf("fcntl(30</dev/null>, F_GETFD) = %s\n", sprintrc(rc));
	rc = syscall(SYS_fcntl, 31, F_GETFD);
	printf("fcntl(31</dev/null>, F_GETFD) = 0x1 (flags FD_CLOEXEC)\n");

	puts("+++ exited with 0 +++");
	return 0;
}
