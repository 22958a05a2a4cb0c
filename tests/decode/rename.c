/* systrace: -e trace=rename,renameat,renameat2 */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* rename, renameat, renameat2: paths, dirfds, RENAME_* flags. */
#include "tests.h"

#include <fcntl.h>
#include <linux/fs.h>

int main(void)
{
	long rc;
	int fd = open("rename-a", O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0)
		perror_msg_and_fail("open");
	close(fd);

	rc = syscall(SYS_rename, "rename-a", "rename-b");
	printf("rename(\"rename-a\", \"rename-b\") = %s\n", sprintrc(rc));
	rc = syscall(SYS_rename, "rename-a", "rename-b");
	printf("rename(\"rename-a\", \"rename-b\") = %s\n", sprintrc(rc));
	rc = syscall(SYS_rename, NULL, BAD_ADDR);
	printf("rename(NULL, %s) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));

	rc = syscall(SYS_renameat, AT_FDCWD, "rename-b", AT_FDCWD, tail_strdup("rename-c"));
	printf("renameat(AT_FDCWD, \"rename-b\", AT_FDCWD, \"rename-c\") = %s\n", sprintrc(rc));
	rc = syscall(SYS_renameat, -1, "rename-b", 99, "rename-c");
	printf("renameat(-1, \"rename-b\", 99, \"rename-c\") = %s\n", sprintrc(rc));

	rc = syscall(SYS_renameat2, AT_FDCWD, "rename-c", AT_FDCWD, "rename-d", RENAME_NOREPLACE);
	if (rc == -1 && errno == ENOSYS)
		skip_because("renameat2 is not implemented by this kernel");
	printf("renameat2(AT_FDCWD, \"rename-c\", AT_FDCWD, \"rename-d\", RENAME_NOREPLACE) = %s\n",
	       sprintrc(rc));
	rc = syscall(SYS_renameat2, AT_FDCWD, "rename-d", AT_FDCWD, "rename-x", 0);
	printf("renameat2(AT_FDCWD, \"rename-d\", AT_FDCWD, \"rename-x\", 0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_renameat2, AT_FDCWD, "rename-x", AT_FDCWD, "rename-y",
		     RENAME_EXCHANGE | RENAME_WHITEOUT);
	printf("renameat2(AT_FDCWD, \"rename-x\", AT_FDCWD, \"rename-y\", RENAME_EXCHANGE|RENAME_WHITEOUT) = %s\n",
	       sprintrc(rc));
	rc = syscall(SYS_renameat2, AT_FDCWD, "rename-x", AT_FDCWD, "rename-y", 0x10);
	printf("renameat2(AT_FDCWD, \"rename-x\", AT_FDCWD, \"rename-y\", 0x10 /* RENAME_?? */) = %s\n",
	       sprintrc(rc));
	rc = syscall(SYS_renameat2, AT_FDCWD, "rename-x", AT_FDCWD, "rename-y",
		     0xffffffff00000001ULL | 0x100);
	printf("renameat2(AT_FDCWD, \"rename-x\", AT_FDCWD, \"rename-y\", RENAME_NOREPLACE|0x100) = %s\n",
	       sprintrc(rc));
	unlink("rename-x");

	puts("+++ exited with 0 +++");
	return 0;
}
