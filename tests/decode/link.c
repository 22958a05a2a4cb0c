/* systrace: -e trace=link,linkat,symlink,symlinkat,unlink,unlinkat */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* link, linkat, symlink, symlinkat, unlink, unlinkat: paths, dirfds, AT_* flags. */
#include "tests.h"

#include <fcntl.h>

int main(void)
{
	long rc;
	int fd = open("link-src", O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0)
		perror_msg_and_fail("open");
	close(fd);

	rc = syscall(SYS_link, "link-src", "link-dst");
	printf("link(\"link-src\", \"link-dst\") = %s\n", sprintrc(rc));
	rc = syscall(SYS_link, "link-src", "link-dst");
	printf("link(\"link-src\", \"link-dst\") = %s\n", sprintrc(rc));
	rc = syscall(SYS_link, BAD_ADDR, NULL);
	printf("link(%s, NULL) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));

	rc = syscall(SYS_linkat, AT_FDCWD, "link-src", AT_FDCWD, "link-dst2", AT_SYMLINK_FOLLOW);
	printf("linkat(AT_FDCWD, \"link-src\", AT_FDCWD, \"link-dst2\", AT_SYMLINK_FOLLOW) = %s\n",
	       sprintrc(rc));
	rc = syscall(SYS_linkat, -1, "link-src", 12345, tail_strdup("link-dst3"),
		     AT_EMPTY_PATH | 0x40000000);
	printf("linkat(-1, \"link-src\", 12345, \"link-dst3\", AT_EMPTY_PATH|0x40000000) = %s\n",
	       sprintrc(rc));
	rc = syscall(SYS_linkat, AT_FDCWD, "link-src", AT_FDCWD, "link-dst3", 0x10000);
	printf("linkat(AT_FDCWD, \"link-src\", AT_FDCWD, \"link-dst3\", 0x10000 /* AT_??? */) = %s\n",
	       sprintrc(rc));
	rc = syscall(SYS_linkat, AT_FDCWD, NULL, AT_FDCWD, "x", 0);
	printf("linkat(AT_FDCWD, NULL, AT_FDCWD, \"x\", 0) = %s\n", sprintrc(rc));

	rc = syscall(SYS_symlink, "target\tname", "link-sym");
	printf("symlink(\"target\\tname\", \"link-sym\") = %s\n", sprintrc(rc));
	rc = syscall(SYS_symlink, "target", BAD_ADDR);
	printf("symlink(\"target\", %s) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_symlinkat, "target", AT_FDCWD, "link-sym2");
	printf("symlinkat(\"target\", AT_FDCWD, \"link-sym2\") = %s\n", sprintrc(rc));
	rc = syscall(SYS_symlinkat, "target", -1, "link-sym3");
	printf("symlinkat(\"target\", -1, \"link-sym3\") = %s\n", sprintrc(rc));

	/* A name without its NUL before the end of memory is an address. */
	char *nonul = tail_alloc(4);
	memcpy(nonul, "abcd", 4);
	rc = syscall(SYS_unlink, nonul);
	printf("unlink(%s) = %s\n", sprintaddr(nonul), sprintrc(rc));
	static const char *const names[] = { "link-dst", "link-dst2", "link-sym", "link-sym2" };
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		rc = syscall(SYS_unlink, names[i]);
		printf("unlink(\"%s\") = %s\n", names[i], sprintrc(rc));
	}
	rc = syscall(SYS_unlinkat, AT_FDCWD, "link-src", 0);
	printf("unlinkat(AT_FDCWD, \"link-src\", 0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_unlinkat, AT_FDCWD, "link-src", AT_REMOVEDIR);
	printf("unlinkat(AT_FDCWD, \"link-src\", AT_REMOVEDIR) = %s\n", sprintrc(rc));
	rc = syscall(SYS_unlinkat, -100, "link-src", 1);
	printf("unlinkat(AT_FDCWD, \"link-src\", 0x1 /* AT_??? */) = %s\n", sprintrc(rc));
	rc = syscall(SYS_unlinkat, 0xffffffff00000005ULL, "", AT_REMOVEDIR | AT_SYMLINK_NOFOLLOW | 0x80000000ULL);
	printf("unlinkat(5, \"\", AT_SYMLINK_NOFOLLOW|AT_REMOVEDIR|0x80000000) = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
