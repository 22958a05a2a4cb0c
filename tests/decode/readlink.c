/* systrace: -e trace=readlink,readlinkat -s 8 */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* readlink, readlinkat: the result is the returned bytes only, cut at -s. */
#include "tests.h"

#include <fcntl.h>

int main(void)
{
	long rc;
	if (symlink("short", "readlink-1") || symlink("a/much/longer/target", "readlink-2"))
		perror_msg_and_fail("symlink");

	char *buf = tail_alloc(64);
	rc = syscall(SYS_readlink, "readlink-1", buf, 64);
	printf("readlink(\"readlink-1\", %s, 64) = %s\n", out_arg(buf, "\"short\""), sprintrc(rc));
	rc = syscall(SYS_readlink, "readlink-2", buf, 64);
	printf("readlink(\"readlink-2\", %s, 64) = %s\n", out_arg(buf, "\"a/much/l\"..."),
	       sprintrc(rc));
	/* A buffer too short: the result is cut by the kernel, without a NUL. */
	rc = syscall(SYS_readlink, "readlink-2", buf + 60, 4);
	printf("readlink(\"readlink-2\", %s, 4) = %s\n", out_arg(buf + 60, "\"a/mu\""), sprintrc(rc));
	rc = syscall(SYS_readlink, "readlink-nonexistent", buf, 64);
	printf("readlink(\"readlink-nonexistent\", %s, 64) = %s\n", sprintaddr(buf), sprintrc(rc));
	rc = syscall(SYS_readlink, "readlink-1", BAD_ADDR, 64);
	printf("readlink(\"readlink-1\", %s, 64) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_readlink, NULL, NULL, 0);
	printf("readlink(NULL, NULL, 0) = %s\n", sprintrc(rc));

	rc = syscall(SYS_readlinkat, AT_FDCWD, "readlink-1", buf, 5);
	printf("readlinkat(AT_FDCWD, \"readlink-1\", %s, 5) = %s\n", out_arg(buf, "\"short\""),
	       sprintrc(rc));
	rc = syscall(SYS_readlinkat, -1, "readlink-1", buf, 5);
	printf("readlinkat(-1, \"readlink-1\", %s, 5) = %s\n", sprintaddr(buf), sprintrc(rc));
	int dfd = open(".", O_RDONLY | O_DIRECTORY);
	/* The kernel takes an int size; the whole register prints. */
	rc = syscall(SYS_readlinkat, dfd, "readlink-2", buf, 0x100000040ULL);
	printf("readlinkat(%d, \"readlink-2\", %s, %llu) = %s\n", dfd,
	       out_arg(buf, "\"a/much/l\"..."), 0x100000040ULL, sprintrc(rc));

	unlink("readlink-1");
	unlink("readlink-2");
	puts("+++ exited with 0 +++");
	return 0;
}
