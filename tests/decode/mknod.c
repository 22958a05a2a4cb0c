/* systrace: -e trace=mknod,mknodat */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* mknod, mknodat: file types, the device only for devices, failures. */
#include "tests.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

int main(void)
{
	long rc;
	char dir[] = "/tmp/systrace-mknod-XXXXXX";
	if (!mkdtemp(dir))
		perror_msg_and_fail("mkdtemp");
	if (chdir(dir))
		perror_msg_and_fail("chdir");

	rc = syscall(SYS_mknod, "fifo", S_IFIFO | 0600, 0);
	printf("mknod(\"fifo\", S_IFIFO|0600) = %s\n", sprintrc(rc));
	rc = syscall(SYS_mknod, "chr", S_IFCHR | 0644, makedev(1, 3));
	printf("mknod(\"chr\", S_IFCHR|0644, makedev(0x1, 0x3)) = %s\n", sprintrc(rc));
	rc = syscall(SYS_mknod, "fifo", S_IFIFO | 0600, 0);
	printf("mknod(\"fifo\", S_IFIFO|0600) = %s\n", sprintrc(rc));
	rc = syscall(SYS_mknod, BAD_ADDR, S_IFREG | S_ISUID | 0755, 0);
	printf("mknod(%p, S_IFREG|S_ISUID|0755) = %s\n", BAD_ADDR, sprintrc(rc));
	rc = syscall(SYS_mknodat, AT_FDCWD, "blk", S_IFBLK | 0600, makedev(8, 1));
	printf("mknodat(AT_FDCWD, \"blk\", S_IFBLK|0600, makedev(0x8, 0x1)) = %s\n", sprintrc(rc));
	rc = syscall(SYS_mknodat, -1, "sock", S_IFSOCK | 0600, 5);
	printf("mknodat(-1, \"sock\", S_IFSOCK|0600) = %s\n", sprintrc(rc));
	rc = syscall(SYS_mknodat, AT_FDCWD, "bad", 0170600, 5);
	printf("mknodat(AT_FDCWD, \"bad\", 0170600) = %s\n", sprintrc(rc));

	unlink("fifo");
	unlink("chr");
	unlink("blk");
	unlink("sock");
	if (chdir("/") || rmdir(dir))
		perror_msg_and_fail("cleanup");
	puts("+++ exited with 0 +++");
	return 0;
}
