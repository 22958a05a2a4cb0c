/* systrace: -e trace=pkey_mprotect,pkey_alloc,pkey_free */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* pkey_mprotect, pkey_alloc, pkey_free (this machine may lack protection keys:
 * the calls fail, their arguments print the same). */
#include "tests.h"

int main(void)
{
	long rc;
	char *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		perror_msg_and_fail("mmap");

	rc = syscall(SYS_pkey_alloc, 0, PKEY_DISABLE_ACCESS);
	printf("pkey_alloc(0, PKEY_DISABLE_ACCESS) = %s\n", sprintrc(rc));
	rc = syscall(SYS_pkey_alloc, 0x10, PKEY_DISABLE_WRITE | 0x8);
	printf("pkey_alloc(0x10, PKEY_DISABLE_WRITE|0x8) = %s\n", sprintrc(rc));
	rc = syscall(SYS_pkey_alloc, 0, 0x10);
	printf("pkey_alloc(0, 0x10 /* PKEY_??? */) = %s\n", sprintrc(rc));
	rc = syscall(SYS_pkey_mprotect, p, 4096, PROT_READ, -1);
	printf("pkey_mprotect(%p, 4096, PROT_READ, -1) = %s\n", p, sprintrc(rc));
	rc = syscall(SYS_pkey_mprotect, p, 4096, PROT_READ | PROT_WRITE, 5);
	printf("pkey_mprotect(%p, 4096, PROT_READ|PROT_WRITE, 5) = %s\n", p, sprintrc(rc));
	rc = syscall(SYS_pkey_free, 5);
	printf("pkey_free(5) = %s\n", sprintrc(rc));
	rc = syscall(SYS_pkey_free, -1);
	printf("pkey_free(-1) = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
