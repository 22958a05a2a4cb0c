/* systrace: -e trace=chown,fchown,lchown,fchownat */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* chown, fchown, lchown, fchownat: -1 ids print as -1. */
#include "tests.h"

#include <fcntl.h>

int main(void)
{
	long rc;
	int fd = open("chown-f", O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0)
		perror_msg_and_fail("open");
	unsigned int uid = getuid(), gid = getgid();

	rc = syscall(SYS_chown, "chown-f", uid, gid);
	printf("chown(\"chown-f\", %u, %u) = %s\n", uid, gid, sprintrc(rc));
	rc = syscall(SYS_chown, "chown-f", -1, -1);
	printf("chown(\"chown-f\", -1, -1) = %s\n", sprintrc(rc));
	/* ids are 32 bits: the upper half of the register is ignored. */
	rc = syscall(SYS_chown, "chown-nonexistent", 0x1ffffffffULL, 0x100000000ULL | 1234);
	printf("chown(\"chown-nonexistent\", -1, 1234) = %s\n", sprintrc(rc));
	rc = syscall(SYS_chown, BAD_ADDR, 0xfffffffeU, 0);
	printf("chown(%s, 4294967294, 0) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));

	rc = syscall(SYS_fchown, fd, uid, -1);
	printf("fchown(%d, %u, -1) = %s\n", fd, uid, sprintrc(rc));
	rc = syscall(SYS_fchown, -1, 0, 0);
	printf("fchown(-1, 0, 0) = %s\n", sprintrc(rc));

	rc = syscall(SYS_lchown, tail_strdup("chown-f"), -1, gid);
	printf("lchown(\"chown-f\", -1, %u) = %s\n", gid, sprintrc(rc));
	rc = syscall(SYS_lchown, NULL, 1, 2);
	printf("lchown(NULL, 1, 2) = %s\n", sprintrc(rc));

	rc = syscall(SYS_fchownat, AT_FDCWD, "chown-f", uid, gid, AT_SYMLINK_NOFOLLOW);
	printf("fchownat(AT_FDCWD, \"chown-f\", %u, %u, AT_SYMLINK_NOFOLLOW) = %s\n", uid, gid,
	       sprintrc(rc));
	rc = syscall(SYS_fchownat, fd, "", -1, -1, AT_EMPTY_PATH);
	printf("fchownat(%d, \"\", -1, -1, AT_EMPTY_PATH) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fchownat, -1, "chown-f", 0, 0, 0x20000);
	printf("fchownat(-1, \"chown-f\", 0, 0, 0x20000 /* AT_??? */) = %s\n", sprintrc(rc));

	unlink("chown-f");
	puts("+++ exited with 0 +++");
	return 0;
}
