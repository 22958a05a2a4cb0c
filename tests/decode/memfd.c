/* systrace: -e trace=memfd_create,memfd_secret,readahead,userfaultfd */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* memfd_create (names, flags, huge page sizes), memfd_secret, readahead, userfaultfd. */
#include "tests.h"

#include <fcntl.h>

int main(void)
{
	long rc;
	rc = syscall(SYS_memfd_create, "systrace", MFD_CLOEXEC | MFD_ALLOW_SEALING);
	printf("memfd_create(\"systrace\", MFD_CLOEXEC|MFD_ALLOW_SEALING) = %s\n", sprintrc(rc));
	int fd = (int)rc;
	rc = syscall(SYS_memfd_create, "", 0);
	printf("memfd_create(\"\", 0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_memfd_create, "huge", MFD_HUGETLB | (21U << 26));
	printf("memfd_create(\"huge\", MFD_HUGETLB|21<<MFD_HUGE_SHIFT) = %s\n", sprintrc(rc));
	rc = syscall(SYS_memfd_create, BAD_ADDR, 0x100);
	printf("memfd_create(%p, 0x100 /* MFD_??? */) = %s\n", BAD_ADDR, sprintrc(rc));
	char *name = tail_strdup("0123456789012345678901234567890123456789");
	rc = syscall(SYS_memfd_create, name, 0);
	printf("memfd_create(\"01234567890123456789012345678901\"..., 0) = %s\n", sprintrc(rc));

	rc = syscall(447, 0);
	printf("memfd_secret(0) = %s\n", sprintrc(rc));
	rc = syscall(447, O_CLOEXEC);
	printf("memfd_secret(O_CLOEXEC) = %s\n", sprintrc(rc));

	rc = syscall(SYS_readahead, fd, 0, 4096);
	printf("readahead(%d, 0, 4096) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_readahead, -1, -1L, 1);
	printf("readahead(-1, -1, 1) = %s\n", sprintrc(rc));

	rc = syscall(SYS_userfaultfd, O_CLOEXEC | O_NONBLOCK | 1);
	printf("userfaultfd(UFFD_USER_MODE_ONLY|O_NONBLOCK|O_CLOEXEC) = %s\n", sprintrc(rc));
	rc = syscall(SYS_userfaultfd, 0x10);
	printf("userfaultfd(0x10 /* UFFD_??? */) = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
