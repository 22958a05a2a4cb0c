/* systrace: -y -e trace=fsync,fdatasync */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* fsync, fdatasync: one descriptor, decoded by -y. */
#include "tests.h"

#include <fcntl.h>

int main(void)
{
	long rc;
	int fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	rc = syscall(SYS_fsync, fd);
	printf("fsync(%d</dev/null>) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fsync, -1);
	printf("fsync(-1) = %s\n", sprintrc(rc));
	rc = syscall(SYS_fdatasync, fd);
	printf("fdatasync(%d</dev/null>) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fdatasync, 0xdeadbeef00000000ULL | 1000);
	printf("fdatasync(1000) = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
