/* systrace: -e trace=mremap,remap_file_pages,msync,mincore */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* mremap, remap_file_pages, msync, mincore: flags, the new address only with
 * MREMAP_MAYMOVE|MREMAP_FIXED, the residency vector, failures. */
#include "tests.h"

int main(void)
{
	long rc;
	char *p = mmap(NULL, 3 * 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		perror_msg_and_fail("mmap");
	p[0] = 1;
	p[8192] = 1;

	void *q = (void *)syscall(SYS_mremap, p, 3 * 4096, 2 * 4096, 0, 0);
	printf("mremap(%p, 12288, 8192, 0) = %p\n", p, q);
	rc = syscall(SYS_mremap, p, 4096, 1 << 30, 0, 0);
	printf("mremap(%p, 4096, 1073741824, 0) = %s\n", p, sprintrc(rc));
	rc = syscall(SYS_mremap, p, 4096, 8192, MREMAP_MAYMOVE | MREMAP_FIXED, BAD_ADDR);
	printf("mremap(%p, 4096, 8192, MREMAP_MAYMOVE|MREMAP_FIXED, %p) = %s\n", p, BAD_ADDR,
	       sprintrc(rc));
	rc = syscall(SYS_mremap, p, 4096, 8192, 0x40 | MREMAP_DONTUNMAP, BAD_ADDR);
	printf("mremap(%p, 4096, 8192, MREMAP_DONTUNMAP|0x40) = %s\n", p, sprintrc(rc));
	rc = syscall(SYS_mremap, p, 4096, 8192, 0x40, 0);
	printf("mremap(%p, 4096, 8192, 0x40 /* MREMAP_??? */) = %s\n", p, sprintrc(rc));

	rc = syscall(SYS_msync, p, 8192, MS_SYNC | MS_INVALIDATE);
	printf("msync(%p, 8192, MS_SYNC|MS_INVALIDATE) = %s\n", p, sprintrc(rc));
	rc = syscall(SYS_msync, p, 4096, MS_ASYNC);
	printf("msync(%p, 4096, MS_ASYNC) = %s\n", p, sprintrc(rc));
	rc = syscall(SYS_msync, p + 1, 4096, 0x10);
	printf("msync(%p, 4096, 0x10 /* MS_??? */) = %s\n", p + 1, sprintrc(rc));

	unsigned char *vec = tail_alloc(2);
	rc = syscall(SYS_mincore, p, 8192, vec);
	printf("mincore(%p, 8192, %s) = %s\n", p, out_argf(vec, "[%u, %u]", vec[0] & 1, vec[1] & 1),
	       sprintrc(rc));
	rc = syscall(SYS_mincore, p, 5000, vec);
	printf("mincore(%p, 5000, %s) = %s\n", p, out_argf(vec, "[%u, %u]", vec[0] & 1, vec[1] & 1),
	       sprintrc(rc));
	rc = syscall(SYS_mincore, p + 1, 4096, vec);
	printf("mincore(%p, 4096, %p) = %s\n", p + 1, vec, sprintrc(rc));
	rc = syscall(SYS_mincore, p, 4096, NULL);
	printf("mincore(%p, 4096, NULL) = %s\n", p, sprintrc(rc));

	rc = syscall(SYS_remap_file_pages, p, 4096, 0, 0, 0);
	printf("remap_file_pages(%p, 4096, PROT_NONE, 0, MAP_FILE) = %s\n", p, sprintrc(rc));
	rc = syscall(SYS_remap_file_pages, p, 4096, PROT_READ, 1, MAP_PRIVATE | MAP_NONBLOCK);
	printf("remap_file_pages(%p, 4096, PROT_READ, 1, MAP_PRIVATE|MAP_NONBLOCK) = %s\n", p,
	       sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
