/* systrace: -e trace=chdir,fchdir,getcwd */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* chdir, fchdir, getcwd. */
#include "tests.h"

#include <fcntl.h>
#include <limits.h>

int main(void)
{
	long rc;
	char cwd[PATH_MAX];
	if (!getcwd(cwd, sizeof(cwd)))
		perror_msg_and_fail("getcwd");
	char quoted[PATH_MAX + 2];
	snprintf(quoted, sizeof(quoted), "\"%s\"", cwd);
	printf("getcwd(%s, %zu) = %zu\n", out_arg(cwd, quoted), sizeof(cwd), strlen(cwd) + 1);

	rc = syscall(SYS_chdir, "/");
	printf("chdir(\"/\") = %s\n", sprintrc(rc));
	char *buf = tail_alloc(2);
	rc = syscall(SYS_getcwd, buf, 2);
	printf("getcwd(%s, 2) = %s\n", out_arg(buf, "\"/\""), sprintrc(rc));
	rc = syscall(SYS_getcwd, buf, 1);
	printf("getcwd(%s, 1) = %s\n", sprintaddr(buf), sprintrc(rc));
	rc = syscall(SYS_getcwd, NULL, 100);
	printf("getcwd(NULL, 100) = %s\n", sprintrc(rc));
	rc = syscall(SYS_getcwd, BAD_ADDR, 100);
	printf("getcwd(%s, 100) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));

	rc = syscall(SYS_chdir, "/nonexistent-dir");
	printf("chdir(\"/nonexistent-dir\") = %s\n", sprintrc(rc));
	rc = syscall(SYS_chdir, BAD_ADDR);
	printf("chdir(%s) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_chdir, tail_strdup(cwd));
	printf("chdir(\"%s\") = %s\n", cwd, sprintrc(rc));

	int fd = open("/dev/null", O_RDONLY);
	rc = syscall(SYS_fchdir, fd);
	printf("fchdir(%d) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fchdir, -1);
	printf("fchdir(-1) = %s\n", sprintrc(rc));
	int dfd = open("/", O_RDONLY | O_DIRECTORY);
	rc = syscall(SYS_fchdir, dfd);
	printf("fchdir(%d) = %s\n", dfd, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
