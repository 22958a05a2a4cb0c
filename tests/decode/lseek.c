/* systrace: -e trace=lseek */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* lseek: signed offsets, SEEK_* including SEEK_DATA and SEEK_HOLE. */
#include "tests.h"

#include <fcntl.h>

int main(void)
{
	long rc;
	int fd = open("lseek-f", O_RDWR | O_CREAT | O_TRUNC, 0600);
	if (fd < 0 || write(fd, "0123456789", 10) != 10)
		perror_msg_and_fail("open");

	rc = syscall(SYS_lseek, fd, 0, SEEK_SET);
	printf("lseek(%d, 0, SEEK_SET) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_lseek, fd, 5, SEEK_CUR);
	printf("lseek(%d, 5, SEEK_CUR) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_lseek, fd, -3L, SEEK_END);
	printf("lseek(%d, -3, SEEK_END) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_lseek, fd, 0, SEEK_DATA);
	printf("lseek(%d, 0, SEEK_DATA) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_lseek, fd, 0, SEEK_HOLE);
	printf("lseek(%d, 0, SEEK_HOLE) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_lseek, fd, -20L, SEEK_SET);
	printf("lseek(%d, -20, SEEK_SET) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_lseek, fd, 0x7fffffffffffffffLL, SEEK_SET);
	printf("lseek(%d, 9223372036854775807, SEEK_SET) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_lseek, fd, 0, 5);
	printf("lseek(%d, 0, 0x5 /* SEEK_??? */) = %s\n", fd, sprintrc(rc));
	/* whence is 32 bits wide. */
	rc = syscall(SYS_lseek, fd, 1, 0x100000001ULL);
	printf("lseek(%d, 1, SEEK_CUR) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_lseek, -1, 0, SEEK_SET);
	printf("lseek(-1, 0, SEEK_SET) = %s\n", sprintrc(rc));

	unlink("lseek-f");
	puts("+++ exited with 0 +++");
	return 0;
}
