/* systrace: -e trace=mmap,munmap,mprotect,madvise */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* mmap, munmap, mprotect, madvise: protections, map types and flags, offsets in hex,
 * results in hex, failures and unknown values. */
#include "tests.h"

#include <fcntl.h>

int main(void)
{
	long rc;
	void *p = (void *)syscall(SYS_mmap, NULL, 8192, PROT_READ | PROT_WRITE,
				  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	printf("mmap(NULL, 8192, PROT_READ|PROT_WRITE, MAP_PRIVATE|MAP_ANONYMOUS, -1, 0) = %p\n", p);
	rc = syscall(SYS_mprotect, p, 4096, PROT_NONE);
	printf("mprotect(%p, 4096, PROT_NONE) = %s\n", p, sprintrc(rc));
	rc = syscall(SYS_mprotect, p, 4096, PROT_READ | PROT_EXEC | 0x100);
	printf("mprotect(%p, 4096, PROT_READ|PROT_EXEC|0x100) = %s\n", p, sprintrc(rc));
	rc = syscall(SYS_madvise, p, 8192, MADV_DONTNEED);
	printf("madvise(%p, 8192, MADV_DONTNEED) = %s\n", p, sprintrc(rc));
	rc = syscall(SYS_madvise, p, 8192, 77);
	printf("madvise(%p, 8192, 0x4d /* MADV_??? */) = %s\n", p, sprintrc(rc));
	rc = syscall(SYS_munmap, p, 8192);
	printf("munmap(%p, 8192) = %s\n", p, sprintrc(rc));

	int fd = open("/dev/zero", O_RDONLY);
	p = (void *)syscall(SYS_mmap, NULL, 4096, PROT_READ, MAP_SHARED | MAP_POPULATE, fd, 0x3000);
	printf("mmap(NULL, 4096, PROT_READ, MAP_SHARED|MAP_POPULATE, %d, 0x3000) = %p\n", fd, p);
	/* A bit with no name before the huge page size: the set, then "|21<<...". */
	p = (void *)syscall(SYS_mmap, NULL, 4096, PROT_READ,
			    MAP_PRIVATE | MAP_ANONYMOUS | 0x2000000 | (21 << 26), -1, 0);
	printf("mmap(NULL, 4096, PROT_READ, MAP_PRIVATE|MAP_ANONYMOUS|0x2000000|21<<MAP_HUGE_SHIFT, -1, 0) = %p\n", p);
	rc = syscall(SYS_mmap, NULL, 4096, PROT_READ, MAP_PRIVATE | MAP_FIXED, -1, 0);
	printf("mmap(NULL, 4096, PROT_READ, MAP_PRIVATE|MAP_FIXED, -1, 0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_mmap, NULL, 4096, PROT_READ, 0, fd, 0);
	printf("mmap(NULL, 4096, PROT_READ, MAP_FILE, %d, 0) = %s\n", fd, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
