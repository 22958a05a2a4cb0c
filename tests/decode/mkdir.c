/* systrace: -e trace=mkdir,mkdirat,rmdir */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* mkdir, mkdirat, rmdir: modes are 16-bit octal. */
#include "tests.h"

#include <fcntl.h>

int main(void)
{
	long rc;

	rc = syscall(SYS_mkdir, "mkdir-a", 0755);
	printf("mkdir(\"mkdir-a\", 0755) = %s\n", sprintrc(rc));
	rc = syscall(SYS_mkdir, "mkdir-a", 0755);
	printf("mkdir(\"mkdir-a\", 0755) = %s\n", sprintrc(rc));
	rc = syscall(SYS_mkdir, BAD_ADDR, 0);
	printf("mkdir(%s, 000) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));
	/* Only the low 16 bits are the mode. */
	rc = syscall(SYS_mkdir, "mkdir-nonexistent/b", 0xffff0000ULL | 01777);
	printf("mkdir(\"mkdir-nonexistent/b\", 01777) = %s\n", sprintrc(rc));
	rc = syscall(SYS_mkdir, "mkdir-nonexistent/b", 0170007);
	printf("mkdir(\"mkdir-nonexistent/b\", 0170007) = %s\n", sprintrc(rc));

	rc = syscall(SYS_mkdirat, AT_FDCWD, tail_strdup("mkdir-b"), 0700);
	printf("mkdirat(AT_FDCWD, \"mkdir-b\", 0700) = %s\n", sprintrc(rc));
	int dfd = open("mkdir-a", O_RDONLY | O_DIRECTORY);
	if (dfd < 0)
		perror_msg_and_fail("open");
	rc = syscall(SYS_mkdirat, dfd, "c", 01);
	printf("mkdirat(%d, \"c\", 001) = %s\n", dfd, sprintrc(rc));
	rc = syscall(SYS_mkdirat, -1, "c", 0777);
	printf("mkdirat(-1, \"c\", 0777) = %s\n", sprintrc(rc));

	rc = syscall(SYS_rmdir, "mkdir-a/c");
	printf("rmdir(\"mkdir-a/c\") = %s\n", sprintrc(rc));
	rc = syscall(SYS_rmdir, "mkdir-a");
	printf("rmdir(\"mkdir-a\") = %s\n", sprintrc(rc));
	rc = syscall(SYS_rmdir, "mkdir-b");
	printf("rmdir(\"mkdir-b\") = %s\n", sprintrc(rc));
	rc = syscall(SYS_rmdir, "mkdir-b");
	printf("rmdir(\"mkdir-b\") = %s\n", sprintrc(rc));
	rc = syscall(SYS_rmdir, NULL);
	printf("rmdir(NULL) = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
