/* systrace: -e trace=sync_file_range */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* sync_file_range: offsets, flags, failures. */
#include "tests.h"

#include <fcntl.h>

int main(void)
{
	long rc;
	char file[] = "/tmp/systrace-sfr-XXXXXX";
	int fd = mkstemp(file);
	if (fd < 0)
		perror_msg_and_fail("mkstemp");
	unlink(file);

	rc = syscall(SYS_sync_file_range, fd, 0, 4096,
		     SYNC_FILE_RANGE_WAIT_BEFORE | SYNC_FILE_RANGE_WRITE | SYNC_FILE_RANGE_WAIT_AFTER);
	printf("sync_file_range(%d, 0, 4096, SYNC_FILE_RANGE_WAIT_BEFORE|SYNC_FILE_RANGE_WRITE|"
	       "SYNC_FILE_RANGE_WAIT_AFTER) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_sync_file_range, fd, -1L, 0, 0);
	printf("sync_file_range(%d, -1, 0, 0) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_sync_file_range, -1, 1L << 40, 1, 0x10);
	printf("sync_file_range(-1, 1099511627776, 1, 0x10 /* SYNC_FILE_RANGE_??? */) = %s\n",
	       sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
