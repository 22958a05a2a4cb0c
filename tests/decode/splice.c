/* systrace: -e trace=splice,tee,vmsplice */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* splice, tee, vmsplice: offsets by pointer, iovecs, flags, failures. */
#include "tests.h"

#include <fcntl.h>
#include <sys/uio.h>

int main(void)
{
	long rc;
	int p1[2], p2[2];
	if (pipe(p1) || pipe(p2))
		perror_msg_and_fail("pipe");
	char file[] = "/tmp/systrace-splice-XXXXXX";
	int fd = mkstemp(file);
	if (fd < 0)
		perror_msg_and_fail("mkstemp");
	unlink(file);
	if (write(fd, "0123456789", 10) != 10)
		perror_msg_and_fail("write");

	struct iovec *iov = tail_alloc(2 * sizeof(*iov));
	iov[0] = (struct iovec){ "abc", 3 };
	iov[1] = (struct iovec){ "de", 2 };
	rc = syscall(SYS_vmsplice, p1[1], iov, 2, SPLICE_F_GIFT);
	printf("vmsplice(%d, [{iov_base=\"abc\", iov_len=3}, {iov_base=\"de\", iov_len=2}], 2, "
	       "SPLICE_F_GIFT) = %s\n", p1[1], sprintrc(rc));
	rc = syscall(SYS_vmsplice, -1, iov, 1, 0x40);
	printf("vmsplice(-1, [{iov_base=\"abc\", iov_len=3}], 1, 0x40 /* SPLICE_F_??? */) = %s\n",
	       sprintrc(rc));

	rc = syscall(SYS_tee, p1[0], p2[1], 5, SPLICE_F_NONBLOCK);
	printf("tee(%d, %d, 5, SPLICE_F_NONBLOCK) = %s\n", p1[0], p2[1], sprintrc(rc));
	rc = syscall(SYS_tee, p1[0], fd, 5, 0);
	printf("tee(%d, %d, 5, 0) = %s\n", p1[0], fd, sprintrc(rc));

	long long *off = tail_alloc(sizeof(*off));
	*off = 2;
	rc = syscall(SYS_splice, fd, off, p2[1], NULL, 4, SPLICE_F_MOVE | SPLICE_F_MORE);
	printf("splice(%d, [2], %d, NULL, 4, SPLICE_F_MOVE|SPLICE_F_MORE) = %s\n", fd, p2[1],
	       sprintrc(rc));
	rc = syscall(SYS_splice, p1[0], NULL, fd, off, 5, 0);
	printf("splice(%d, NULL, %d, [6], 5, 0) = %s\n", p1[0], fd, sprintrc(rc));
	rc = syscall(SYS_splice, p1[0], off + 1, fd, BAD_ADDR, 1, 0);
	printf("splice(%d, %p, %d, %p, 1, 0) = %s\n", p1[0], off + 1, fd, BAD_ADDR, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
