/* systrace: -e trace=chmod,fchmod,fchmodat,umask */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* chmod, fchmod, fchmodat, umask: 16-bit octal modes. */
#include "tests.h"

#include <fcntl.h>
#include <sys/stat.h>

int main(void)
{
	long rc;
	/* Before the first expected line (so not compared): a known mask to start from. */
	umask(022);
	int fd = open("chmod-f", O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0)
		perror_msg_and_fail("open");

	rc = syscall(SYS_chmod, "chmod-f", 0640);
	printf("chmod(\"chmod-f\", 0640) = %s\n", sprintrc(rc));
	rc = syscall(SYS_chmod, "chmod-nonexistent", 04755);
	printf("chmod(\"chmod-nonexistent\", 04755) = %s\n", sprintrc(rc));
	rc = syscall(SYS_chmod, BAD_ADDR, 0xfffff000ULL);
	printf("chmod(%s, 0170000) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));

	rc = syscall(SYS_fchmod, fd, 0600);
	printf("fchmod(%d, 0600) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fchmod, -1, 0);
	printf("fchmod(-1, 000) = %s\n", sprintrc(rc));

	rc = syscall(SYS_fchmodat, AT_FDCWD, tail_strdup("chmod-f"), 01600);
	printf("fchmodat(AT_FDCWD, \"chmod-f\", 01600) = %s\n", sprintrc(rc));
	rc = syscall(SYS_fchmodat, -1, "chmod-f", 02000);
	printf("fchmodat(-1, \"chmod-f\", 02000) = %s\n", sprintrc(rc));
	rc = syscall(SYS_fchmodat, AT_FDCWD, NULL, 07);
	printf("fchmodat(AT_FDCWD, NULL, 007) = %s\n", sprintrc(rc));

	/* The old mask is the result, in octal. */
	rc = syscall(SYS_umask, 022);
	printf("umask(022) = %#03lo\n", rc);
	rc = syscall(SYS_umask, 0777);
	printf("umask(0777) = %#03lo\n", rc);
	/* Only the low 16 bits are the mode. */
	rc = syscall(SYS_umask, 0xffff0000ULL | 0123);
	printf("umask(0123) = %#03lo\n", rc);
	rc = syscall(SYS_umask, 0117);
	printf("umask(0117) = %#03lo\n", rc);

	unlink("chmod-f");
	puts("+++ exited with 0 +++");
	return 0;
}
