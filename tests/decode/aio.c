/* systrace: -e trace=io_setup,io_destroy,io_getevents,io_pgetevents,io_cancel */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Linux AIO around the submission (io_submit is the aio_submit test's): a context,
 * completed events, timeouts, a signal mask, cancelling, failures. */
#include "tests.h"

#include <fcntl.h>
#include <signal.h>
#include <time.h>
#include <linux/aio_abi.h>

int main(void)
{
	long rc;
	aio_context_t *ctx = tail_alloc(sizeof(*ctx));
	*ctx = 0;
	rc = syscall(SYS_io_setup, 4, ctx);
	printf("io_setup(4, %s) = %s\n", out_argf(ctx, "[%#lx]", (unsigned long)*ctx), sprintrc(rc));
	if (rc)
		skip_because("io_setup: %s", strerror(errno));
	rc = syscall(SYS_io_setup, 1, NULL);
	printf("io_setup(1, NULL) = %s\n", sprintrc(rc));

	char file[] = "/tmp/systrace-aio-XXXXXX";
	int fd = mkstemp(file);
	if (fd < 0)
		perror_msg_and_fail("mkstemp");
	unlink(file);
	struct iocb *cb = tail_alloc(sizeof(*cb));
	memset(cb, 0, sizeof(*cb));
	cb->aio_data = 0x1234;
	cb->aio_lio_opcode = IOCB_CMD_PWRITE;
	cb->aio_fildes = fd;
	cb->aio_buf = (unsigned long)"hello";
	cb->aio_nbytes = 5;
	struct iocb **cbs = tail_alloc(sizeof(*cbs));
	cbs[0] = cb;
	if (syscall(SYS_io_submit, *ctx, 1, cbs) != 1)
		perror_msg_and_fail("io_submit");

	struct io_event *ev = tail_alloc(2 * sizeof(*ev));
	struct timespec *ts = tail_alloc(sizeof(*ts));
	ts->tv_sec = 1;
	ts->tv_nsec = 0;
	rc = syscall(SYS_io_getevents, *ctx, 1, 2, ev, ts);
	printf("io_getevents(%#lx, 1, 2, %s, {tv_sec=1, tv_nsec=0}) = %s\n", (unsigned long)*ctx,
	       out_argf(ev, "[{data=0x1234, obj=%p, res=5, res2=0}]", cb), sprintrc(rc));
	ts->tv_sec = 0;
	rc = syscall(SYS_io_getevents, *ctx, 0, 2, ev, ts);
	printf("io_getevents(%#lx, 0, 2, %s, {tv_sec=0, tv_nsec=0}) = %s\n", (unsigned long)*ctx,
	       out_arg(ev, "[]"), sprintrc(rc));
	rc = syscall(SYS_io_getevents, *ctx, 1, 2, ev, BAD_ADDR);
	printf("io_getevents(%#lx, 1, 2, %p, %p) = %s\n", (unsigned long)*ctx, ev, BAD_ADDR,
	       sprintrc(rc));

	sigset_t *mask = tail_alloc(8);
	memset(mask, 0, 8);
	sigaddset(mask, SIGUSR1);
	struct { sigset_t *sigmask; size_t sigsetsize; } *sas = tail_alloc(16);
	sas->sigmask = mask;
	sas->sigsetsize = 8;
	rc = syscall(SYS_io_pgetevents, *ctx, 0, 1, ev, ts, sas);
	printf("io_pgetevents(%#lx, 0, 1, %s, {tv_sec=0, tv_nsec=0}, {sigmask=[USR1], "
	       "sigsetsize=8}) = %s\n", (unsigned long)*ctx, out_arg(ev, "[]"), sprintrc(rc));
	sas->sigsetsize = 4;
	rc = syscall(SYS_io_pgetevents, *ctx, 0, 1, ev, NULL, sas);
	printf("io_pgetevents(%#lx, 0, 1, %p, NULL, {sigmask=%p, sigsetsize=4}) = %s\n",
	       (unsigned long)*ctx, ev, mask, sprintrc(rc));

	cb->aio_lio_opcode = IOCB_CMD_FSYNC;
	struct io_event *res = tail_alloc(sizeof(*res));
	rc = syscall(SYS_io_cancel, *ctx, cb, res);
	printf("io_cancel(%#lx, {aio_data=0x1234, aio_lio_opcode=IOCB_CMD_FSYNC, aio_fildes=%d}, "
	       "%p) = %s\n", (unsigned long)*ctx, fd, res, sprintrc(rc));
	rc = syscall(SYS_io_cancel, *ctx, BAD_ADDR, res);
	printf("io_cancel(%#lx, %p, %p) = %s\n", (unsigned long)*ctx, BAD_ADDR, res, sprintrc(rc));

	rc = syscall(SYS_io_destroy, *ctx);
	printf("io_destroy(%#lx) = %s\n", (unsigned long)*ctx, sprintrc(rc));
	rc = syscall(SYS_io_destroy, 0);
	printf("io_destroy(NULL) = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
