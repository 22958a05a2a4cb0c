/* systrace: -e trace=io_submit */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* io_submit: the control blocks behind the pointer array, each opcode's fields,
 * data written, iovecs, flags, failures. */
#include "tests.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/uio.h>
#include <linux/aio_abi.h>

int main(void)
{
	long rc;
	aio_context_t ctx = 0;
	if (syscall(SYS_io_setup, 8, &ctx))
		skip_because("io_setup: %s", strerror(errno));
	char file[] = "/tmp/systrace-aio-XXXXXX";
	int fd = mkstemp(file);
	if (fd < 0)
		perror_msg_and_fail("mkstemp");
	unlink(file);

	struct iocb *cb = tail_alloc(4 * sizeof(*cb));
	memset(cb, 0, 4 * sizeof(*cb));
	cb[0].aio_data = 0xfeed;
	cb[0].aio_lio_opcode = IOCB_CMD_PWRITE;
	cb[0].aio_fildes = fd;
	cb[0].aio_buf = (unsigned long)"hello";
	cb[0].aio_nbytes = 5;
	cb[0].aio_offset = 3;
	static char rbuf[8];
	cb[1].aio_lio_opcode = IOCB_CMD_PREAD;
	cb[1].aio_fildes = fd;
	cb[1].aio_buf = (unsigned long)rbuf;
	cb[1].aio_nbytes = 8;
	cb[1].aio_rw_flags = RWF_HIPRI;
	static struct iovec iov[2] = { { "ab", 2 }, { "cde", 3 } };
	cb[2].aio_lio_opcode = IOCB_CMD_PWRITEV;
	cb[2].aio_fildes = fd;
	cb[2].aio_buf = (unsigned long)iov;
	cb[2].aio_nbytes = 2;
	cb[2].aio_flags = IOCB_FLAG_RESFD;
	cb[2].aio_resfd = 0;
	cb[3].aio_lio_opcode = IOCB_CMD_POLL;
	cb[3].aio_fildes = fd;
	cb[3].aio_buf = POLLIN | POLLOUT;
	cb[3].aio_reqprio = 7;
	struct iocb **cbs = tail_alloc(4 * sizeof(*cbs));
	for (int i = 0; i < 4; i++)
		cbs[i] = &cb[i];

	rc = syscall(SYS_io_submit, ctx, 1, cbs);
	printf("io_submit(%#lx, 1, [{aio_data=0xfeed, aio_lio_opcode=IOCB_CMD_PWRITE, aio_fildes=%d, "
	       "aio_buf=\"hello\", aio_nbytes=5, aio_offset=3}]) = %s\n", (unsigned long)ctx, fd,
	       sprintrc(rc));
	rc = syscall(SYS_io_submit, ctx, 4, cbs);
	printf("io_submit(%#lx, 4, [{aio_data=0xfeed, aio_lio_opcode=IOCB_CMD_PWRITE, aio_fildes=%d, "
	       "aio_buf=\"hello\", aio_nbytes=5, aio_offset=3}, {aio_data=0, aio_rw_flags=RWF_HIPRI, "
	       "aio_lio_opcode=IOCB_CMD_PREAD, aio_fildes=%d, aio_buf=%p, aio_nbytes=8, aio_offset=0}, "
	       "{aio_data=0, aio_lio_opcode=IOCB_CMD_PWRITEV, aio_fildes=%d, aio_buf=[{iov_base=\"ab\", "
	       "iov_len=2}, {iov_base=\"cde\", iov_len=3}], aio_offset=0, aio_flags=IOCB_FLAG_RESFD, "
	       "aio_resfd=0}, {aio_data=0, aio_lio_opcode=IOCB_CMD_POLL, aio_reqprio=7, aio_fildes=%d, "
	       "aio_buf=POLLIN|POLLOUT}]) = %s\n", (unsigned long)ctx, fd, fd, rbuf, fd, fd,
	       sprintrc(rc));
	rc = syscall(SYS_io_submit, ctx, -1L, cbs);
	printf("io_submit(%#lx, -1, %p) = %s\n", (unsigned long)ctx, cbs, sprintrc(rc));
	rc = syscall(SYS_io_submit, ctx, 1, cbs + 4);
	printf("io_submit(%#lx, 1, %p) = %s\n", (unsigned long)ctx, cbs + 4, sprintrc(rc));
	cbs[0] = BAD_ADDR;
	rc = syscall(SYS_io_submit, 0, 1, cbs);
	printf("io_submit(NULL, 1, [%p]) = %s\n", BAD_ADDR, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
