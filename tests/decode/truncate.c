/* systrace: -e trace=truncate,ftruncate */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* truncate, ftruncate: the length prints unsigned. */
#include "tests.h"

#include <fcntl.h>

int main(void)
{
	long rc;
	int fd = open("truncate-f", O_RDWR | O_CREAT | O_TRUNC, 0600);
	if (fd < 0)
		perror_msg_and_fail("open");

	rc = syscall(SYS_truncate, "truncate-f", 100);
	printf("truncate(\"truncate-f\", 100) = %s\n", sprintrc(rc));
	rc = syscall(SYS_truncate, "truncate-f", -1L);
	printf("truncate(\"truncate-f\", 18446744073709551615) = %s\n", sprintrc(rc));
	rc = syscall(SYS_truncate, BAD_ADDR, 0);
	printf("truncate(%s, 0) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_truncate, tail_strdup("truncate-nonexistent"), 0);
	printf("truncate(\"truncate-nonexistent\", 0) = %s\n", sprintrc(rc));

	rc = syscall(SYS_ftruncate, fd, 4096);
	printf("ftruncate(%d, 4096) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ftruncate, fd, 0x8000000000000000ULL);
	printf("ftruncate(%d, 9223372036854775808) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ftruncate, -1, 0);
	printf("ftruncate(-1, 0) = %s\n", sprintrc(rc));

	unlink("truncate-f");
	puts("+++ exited with 0 +++");
	return 0;
}
