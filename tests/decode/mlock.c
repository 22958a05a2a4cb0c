/* systrace: -e trace=mlock,munlock,mlockall,munlockall,mlock2 */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* mlock, munlock, mlockall, munlockall, mlock2: flags known and unknown. */
#include "tests.h"

int main(void)
{
	long rc;
	char *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		perror_msg_and_fail("mmap");

	rc = syscall(SYS_mlock, p, 4096);
	printf("mlock(%p, 4096) = %s\n", p, sprintrc(rc));
	rc = syscall(SYS_munlock, p, 4096);
	printf("munlock(%p, 4096) = %s\n", p, sprintrc(rc));
	rc = syscall(SYS_mlock2, p, 4096, MLOCK_ONFAULT);
	printf("mlock2(%p, 4096, MLOCK_ONFAULT) = %s\n", p, sprintrc(rc));
	rc = syscall(SYS_mlock2, p, 4096, 0x6);
	printf("mlock2(%p, 4096, 0x6 /* MLOCK_??? */) = %s\n", p, sprintrc(rc));
	rc = syscall(SYS_munlock, p, 4096);
	printf("munlock(%p, 4096) = %s\n", p, sprintrc(rc));
	rc = syscall(SYS_mlockall, 0);
	printf("mlockall(0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_mlockall, MCL_FUTURE | 0x10);
	printf("mlockall(MCL_FUTURE|0x10) = %s\n", sprintrc(rc));
	rc = syscall(SYS_mlockall, MCL_CURRENT | MCL_ONFAULT);
	printf("mlockall(MCL_CURRENT|MCL_ONFAULT) = %s\n", sprintrc(rc));
	rc = syscall(SYS_munlockall);
	printf("munlockall() = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
