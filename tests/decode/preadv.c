/* systrace: -e trace=preadv,pwritev,preadv2,pwritev2 */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* preadv, pwritev, preadv2, pwritev2: iovecs in and out, offsets, RWF_ flags. */
#include "tests.h"

#include <fcntl.h>
#include <sys/uio.h>

int main(void)
{
	long rc;
	char file[] = "/tmp/systrace-preadv-XXXXXX";
	int fd = mkstemp(file);
	if (fd < 0)
		perror_msg_and_fail("mkstemp");
	unlink(file);

	struct iovec *iov = tail_alloc(2 * sizeof(*iov));
	iov[0] = (struct iovec){ "hello", 5 };
	iov[1] = (struct iovec){ " world", 6 };
	rc = syscall(SYS_pwritev, fd, iov, 2, 0, 0);
	printf("pwritev(%d, [{iov_base=\"hello\", iov_len=5}, {iov_base=\" world\", iov_len=6}], 2, 0)"
	       " = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_pwritev2, fd, iov + 1, 1, 11, 0, RWF_DSYNC | RWF_HIPRI);
	printf("pwritev2(%d, [{iov_base=\" world\", iov_len=6}], 1, 11, RWF_HIPRI|RWF_DSYNC) = %s\n",
	       fd, sprintrc(rc));
	rc = syscall(SYS_pwritev2, fd, iov, 1, 17L, 0, 0x100);
	printf("pwritev2(%d, [{iov_base=\"hello\", iov_len=5}], 1, 17, 0x100 /* RWF_??? */) = %s\n",
	       fd, sprintrc(rc));

	char *b1 = tail_alloc(4), *b2 = tail_alloc(8);
	struct iovec *riov = tail_alloc(2 * sizeof(*riov));
	riov[0] = (struct iovec){ b1, 4 };
	riov[1] = (struct iovec){ b2, 8 };
	char addrs[2][128];
	snprintf(addrs[0], sizeof(addrs[0]), "[{iov_base=%p, iov_len=4}, {iov_base=%p, iov_len=8}]",
		 b1, b2);
	snprintf(addrs[1], sizeof(addrs[1]), "[{iov_base=%p, iov_len=4}]", b1);
	rc = syscall(SYS_preadv, fd, riov, 2, 1, 0);
	printf("preadv(%d, %s, 2, 1) = %s\n", fd,
	       sprint_alt(addrs[0], "[{iov_base=\"ello\", iov_len=4}, {iov_base=\" world w\", iov_len=8}]"),
	       sprintrc(rc));
	rc = syscall(SYS_preadv2, fd, riov, 1, 20L, 0, RWF_NOWAIT);
	printf("preadv2(%d, %s, 1, 20, RWF_NOWAIT) = %s\n", fd,
	       sprint_alt(addrs[1], "[{iov_base=\"lo\", iov_len=4}]"), sprintrc(rc));
	rc = syscall(SYS_preadv2, -1, riov, 2, 0L, 0, 0);
	printf("preadv2(-1, %s, 2, 0, 0) = %s\n", addrs[0], sprintrc(rc));
	rc = syscall(SYS_preadv, fd, riov, 1, -1L, 0);
	printf("preadv(%d, %s, 1, -1) = %s\n", fd, addrs[1], sprintrc(rc));
	rc = syscall(SYS_preadv, fd, BAD_ADDR, 1, 0L, 0);
	printf("preadv(%d, %p, 1, 0) = %s\n", fd, BAD_ADDR, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
