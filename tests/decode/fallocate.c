/* systrace: -e trace=fallocate */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* fallocate: FALLOC_FL_* modes, signed offset and length. */
#include "tests.h"

#include <fcntl.h>
#include <linux/falloc.h>

int main(void)
{
	long rc;
	int fd = open("fallocate-f", O_RDWR | O_CREAT | O_TRUNC, 0600);
	if (fd < 0)
		perror_msg_and_fail("open");

	rc = syscall(SYS_fallocate, fd, 0, 0, 4096);
	printf("fallocate(%d, 0, 0, 4096) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fallocate, fd, FALLOC_FL_KEEP_SIZE | FALLOC_FL_PUNCH_HOLE, 0, 1024);
	printf("fallocate(%d, FALLOC_FL_KEEP_SIZE|FALLOC_FL_PUNCH_HOLE, 0, 1024) = %s\n", fd,
	       sprintrc(rc));
	rc = syscall(SYS_fallocate, fd, FALLOC_FL_ZERO_RANGE | FALLOC_FL_COLLAPSE_RANGE |
		     FALLOC_FL_INSERT_RANGE | FALLOC_FL_UNSHARE_RANGE | FALLOC_FL_NO_HIDE_STALE, 1, 2);
	printf("fallocate(%d, FALLOC_FL_NO_HIDE_STALE|FALLOC_FL_COLLAPSE_RANGE|FALLOC_FL_ZERO_RANGE"
	       "|FALLOC_FL_INSERT_RANGE|FALLOC_FL_UNSHARE_RANGE, 1, 2) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fallocate, fd, 0x80, -1L, -2L);
	printf("fallocate(%d, 0x80 /* FALLOC_FL_??? */, -1, -2) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fallocate, -1, 0xffffffff00000001ULL | 0x100, 0, 1);
	printf("fallocate(-1, FALLOC_FL_KEEP_SIZE|0x100, 0, 1) = %s\n", sprintrc(rc));

	unlink("fallocate-f");
	puts("+++ exited with 0 +++");
	return 0;
}
