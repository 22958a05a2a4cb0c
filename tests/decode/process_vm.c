/* systrace: -e trace=process_vm_readv,process_vm_writev,process_madvise,process_mrelease */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Another process's memory (here the test's own): local data, remote addresses. */
#include "tests.h"

#include <sys/uio.h>

int main(void)
{
	long rc;
	int me = getpid();
	char *src = tail_alloc(8), *dst = tail_alloc(4);
	memcpy(src, "abcdefg", 8);
	struct iovec *l = tail_alloc(sizeof(*l)), *r = tail_alloc(sizeof(*r));
	l->iov_base = dst;
	l->iov_len = 4;
	r->iov_base = src;
	r->iov_len = 8;

	rc = syscall(SYS_process_vm_readv, me, l, 1, r, 1, 0);
	/* Without a result (-m seccomp) the local buffers are addresses, as on failure. */
	char unknown[64];
	snprintf(unknown, sizeof(unknown), "[{iov_base=%p, iov_len=4}]", dst);
	printf("process_vm_readv(%d, %s, 1, [{iov_base=%p, iov_len=8}], 1, 0) = %s\n", me,
	       sprint_alt(unknown, "[{iov_base=\"abcd\", iov_len=4}]"), src, sprintrc(rc));
	/* Failing: the local buffers are shown as addresses. */
	rc = syscall(SYS_process_vm_readv, me, l, 1, r, 1, 1);
	printf("process_vm_readv(%d, [{iov_base=%p, iov_len=4}], 1, [{iov_base=%p, iov_len=8}], "
	       "1, 1) = %s\n", me, dst, src, sprintrc(rc));
	rc = syscall(SYS_process_vm_readv, -1, NULL, 0, NULL, 0, 0);
	printf("process_vm_readv(-1, NULL, 0, NULL, 0, 0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_process_vm_readv, me, BAD_ADDR, 1, r, 1, 0);
	printf("process_vm_readv(%d, %p, 1, [{iov_base=%p, iov_len=8}], 1, 0) = %s\n", me,
	       BAD_ADDR, src, sprintrc(rc));

	l->iov_base = src;
	l->iov_len = 8;
	r->iov_base = dst;
	r->iov_len = 4;
	rc = syscall(SYS_process_vm_writev, me, l, 1, r, 1, 0);
	printf("process_vm_writev(%d, [{iov_base=\"abcdefg\\0\", iov_len=8}], 1, "
	       "[{iov_base=%p, iov_len=4}], 1, 0) = %s\n", me, dst, sprintrc(rc));
	rc = syscall(SYS_process_vm_writev, me, l, 2, BAD_ADDR, 1, 0);
	printf("process_vm_writev(%d, [{iov_base=\"abcdefg\\0\", iov_len=8}, ... /* %p */], 2, "
	       "%p, 1, 0) = %s\n", me, l + 1, BAD_ADDR, sprintrc(rc));

	int pfd = (int)syscall(SYS_pidfd_open, me, 0);
	struct iovec *mv = tail_alloc(sizeof(*mv));
	mv->iov_base = src;
	mv->iov_len = 4096;
	rc = syscall(SYS_process_madvise, pfd, mv, 1, MADV_COLD, 0);
	printf("process_madvise(%d, [{iov_base=%p, iov_len=4096}], 1, MADV_COLD, 0) = %s\n", pfd,
	       src, sprintrc(rc));
	rc = syscall(SYS_process_madvise, -1, NULL, 0, 1000, 1);
	printf("process_madvise(-1, NULL, 0, 0x3e8 /* MADV_??? */, 0x1) = %s\n", sprintrc(rc));

	rc = syscall(SYS_process_mrelease, pfd, 0);
	printf("process_mrelease(%d, 0) = %s\n", pfd, sprintrc(rc));
	rc = syscall(SYS_process_mrelease, -1, 0x10);
	printf("process_mrelease(-1, 0x10) = %s\n", sprintrc(rc));
	puts("+++ exited with 0 +++");
	return 0;
}
