/* systrace: -e trace=io_uring_setup,io_uring_enter,io_uring_register */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* io_uring: the parameters in and out, entering with a signal mask, registering
 * files and buffers, failures. */
#include "tests.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/uio.h>
#include <linux/io_uring.h>

static const char *ring_off(const void *p, int sq)
{
	static char bufs[2][256];
	const unsigned int *f = p;
	char *b = bufs[sq];
	if (sq)
		snprintf(b, 256, "{head=%u, tail=%u, ring_mask=%u, ring_entries=%u, flags=%u, "
			 "dropped=%u, array=%u}", f[0], f[1], f[2], f[3], f[4], f[5], f[6]);
	else
		snprintf(b, 256, "{head=%u, tail=%u, ring_mask=%u, ring_entries=%u, overflow=%u, "
			 "cqes=%u, flags=%u}", f[0], f[1], f[2], f[3], f[4], f[5], f[6]);
	return b;
}

static const char *const op_names[] = { "IORING_OP_NOP", "IORING_OP_READV", "IORING_OP_WRITEV", "IORING_OP_FSYNC", "IORING_OP_READ_FIXED", "IORING_OP_WRITE_FIXED", "IORING_OP_POLL_ADD", "IORING_OP_POLL_REMOVE", "IORING_OP_SYNC_FILE_RANGE", "IORING_OP_SENDMSG", "IORING_OP_RECVMSG", "IORING_OP_TIMEOUT", "IORING_OP_TIMEOUT_REMOVE", "IORING_OP_ACCEPT", "IORING_OP_ASYNC_CANCEL", "IORING_OP_LINK_TIMEOUT", "IORING_OP_CONNECT", "IORING_OP_FALLOCATE", "IORING_OP_OPENAT", "IORING_OP_CLOSE", "IORING_OP_FILES_UPDATE", "IORING_OP_STATX", "IORING_OP_READ", "IORING_OP_WRITE", "IORING_OP_FADVISE", "IORING_OP_MADVISE", "IORING_OP_SEND", "IORING_OP_RECV", "IORING_OP_OPENAT2", "IORING_OP_EPOLL_CTL", "IORING_OP_SPLICE", "IORING_OP_PROVIDE_BUFFERS", "IORING_OP_REMOVE_BUFFERS", "IORING_OP_TEE", "IORING_OP_SHUTDOWN", "IORING_OP_RENAMEAT", "IORING_OP_UNLINKAT", "IORING_OP_MKDIRAT", "IORING_OP_SYMLINKAT", "IORING_OP_LINKAT", "IORING_OP_MSG_RING", "IORING_OP_FSETXATTR", "IORING_OP_SETXATTR", "IORING_OP_FGETXATTR", "IORING_OP_GETXATTR", "IORING_OP_SOCKET", "IORING_OP_URING_CMD" };

/* An io_uring opcode as strace 6.1 names it. */
static const char *op_name(unsigned int op)
{
	static char buf[64];
	if (op < sizeof(op_names) / sizeof(op_names[0]))
		return op_names[op];
	snprintf(buf, sizeof(buf), "%u /* IORING_OP_??? */", op);
	return buf;
}

int main(void)
{
	long rc;
	struct io_uring_params *p = tail_alloc(sizeof(*p));
	memset(p, 0, sizeof(*p));
	p->flags = IORING_SETUP_CLAMP;
	rc = syscall(SYS_io_uring_setup, 4, p);
	if (rc < 0 && errno != EFAULT)
		skip_because("io_uring_setup: %s", strerror(errno));
	char feat[512] = "";
	static const char *const fnames[] = {
		"IORING_FEAT_SINGLE_MMAP", "IORING_FEAT_NODROP", "IORING_FEAT_SUBMIT_STABLE",
		"IORING_FEAT_RW_CUR_POS", "IORING_FEAT_CUR_PERSONALITY", "IORING_FEAT_FAST_POLL",
		"IORING_FEAT_POLL_32BITS", "IORING_FEAT_SQPOLL_NONFIXED", "IORING_FEAT_EXT_ARG",
		"IORING_FEAT_NATIVE_WORKERS", "IORING_FEAT_RSRC_TAGS", "IORING_FEAT_CQE_SKIP",
		"IORING_FEAT_LINKED_FILE" };
	unsigned int rest = p->features;
	for (unsigned int i = 0; i < 13; i++) {
		if (rest & (1u << i)) {
			if (*feat)
				strcat(feat, "|");
			strcat(feat, fnames[i]);
			rest &= ~(1u << i);
		}
	}
	if (rest)
		snprintf(feat + strlen(feat), sizeof(feat) - strlen(feat), "%s%#x", *feat ? "|" : "", rest);
	char full[2048];
	snprintf(full, sizeof(full), ", sq_entries=%u, cq_entries=%u, features=%s, sq_off=%s, cq_off=%s",
		 p->sq_entries, p->cq_entries, feat, ring_off(&p->sq_off, 1), ring_off(&p->cq_off, 0));
	printf("io_uring_setup(4, {flags=IORING_SETUP_CLAMP, sq_thread_cpu=0, sq_thread_idle=0%s}) = %s\n",
	       sprint_alt("", full), sprintrc(rc));
	int fd = (int)rc;

	memset(p, 0, sizeof(*p));
	p->flags = 0x80000000;
	p->resv[1] = 5;
	rc = syscall(SYS_io_uring_setup, 1, p);
	printf("io_uring_setup(1, {flags=0x80000000 /* IORING_SETUP_??? */, sq_thread_cpu=0, "
	       "sq_thread_idle=0, resv=[0, 0x5, 0]}) = %s\n", sprintrc(rc));
	rc = syscall(SYS_io_uring_setup, 1, BAD_ADDR);
	printf("io_uring_setup(1, %p) = %s\n", BAD_ADDR, sprintrc(rc));

	sigset_t *mask = tail_alloc(8);
	memset(mask, 0, 8);
	sigaddset(mask, SIGUSR2);
	rc = syscall(SYS_io_uring_enter, fd, 0, 0, IORING_ENTER_GETEVENTS, mask, 8UL);
	printf("io_uring_enter(%d, 0, 0, IORING_ENTER_GETEVENTS, [USR2], 8) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_io_uring_enter, fd, 1, 2, 0x100, NULL, 0UL);
	printf("io_uring_enter(%d, 1, 2, 0x100 /* IORING_ENTER_??? */, NULL, 0) = %s\n", fd,
	       sprintrc(rc));

	int *fds = tail_alloc(2 * sizeof(int));
	fds[0] = 0;
	fds[1] = 1;
	rc = syscall(SYS_io_uring_register, fd, IORING_REGISTER_FILES, fds, 2);
	printf("io_uring_register(%d, IORING_REGISTER_FILES, [0, 1], 2) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_io_uring_register, fd, IORING_UNREGISTER_FILES, NULL, 0);
	printf("io_uring_register(%d, IORING_UNREGISTER_FILES, NULL, 0) = %s\n", fd, sprintrc(rc));
	static char buf[4096];
	struct iovec *iov = tail_alloc(sizeof(*iov));
	iov->iov_base = buf;
	iov->iov_len = sizeof(buf);
	rc = syscall(SYS_io_uring_register, fd, IORING_REGISTER_BUFFERS, iov, 1);
	printf("io_uring_register(%d, IORING_REGISTER_BUFFERS, [{iov_base=%p, iov_len=4096}], 1) = %s\n",
	       fd, buf, sprintrc(rc));
	rc = syscall(SYS_io_uring_register, fd, 99, BAD_ADDR, 3);
	printf("io_uring_register(%d, 0x63 /* IORING_REGISTER_??? */, %p, 3) = %s\n", fd, BAD_ADDR,
	       sprintrc(rc));
	struct io_uring_restriction *res = tail_alloc(2 * sizeof(*res));
	memset(res, 0, 2 * sizeof(*res));
	res[0].opcode = IORING_RESTRICTION_SQE_OP;
	res[0].sqe_op = IORING_OP_READV;
	res[1].opcode = IORING_RESTRICTION_SQE_FLAGS_ALLOWED;
	res[1].sqe_flags = IOSQE_IO_LINK | IOSQE_ASYNC;
	rc = syscall(SYS_io_uring_register, fd, IORING_REGISTER_RESTRICTIONS, res, 2);
	printf("io_uring_register(%d, IORING_REGISTER_RESTRICTIONS, [{opcode=IORING_RESTRICTION_SQE_OP,"
	       " sqe_op=IORING_OP_READV}, {opcode=IORING_RESTRICTION_SQE_FLAGS_ALLOWED, "
	       "sqe_flags=IOSQE_IO_LINK|IOSQE_ASYNC}], 2) = %s\n", fd, sprintrc(rc));
	struct io_uring_rsrc_register *rr = tail_alloc(sizeof(*rr));
	memset(rr, 0, sizeof(*rr));
	rr->nr = 4;
	rr->flags = IORING_RSRC_REGISTER_SPARSE;
	rc = syscall(SYS_io_uring_register, fd, IORING_REGISTER_FILES2, rr, sizeof(*rr));
	printf("io_uring_register(%d, IORING_REGISTER_FILES2, {nr=4, flags=IORING_RSRC_REGISTER_SPARSE,"
	       " data=NULL, tags=NULL}, 32) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_io_uring_register, fd, IORING_REGISTER_BUFFERS2, rr, 16);
	printf("io_uring_register(%d, IORING_REGISTER_BUFFERS2, %p, 16) = %s\n", fd, rr, sprintrc(rc));
	struct io_uring_rsrc_update *ru = tail_alloc(sizeof(*ru));
	ru->offset = -1;
	ru->resv = 0;
	ru->data = fd;
	rc = syscall(SYS_io_uring_register, fd, IORING_REGISTER_RING_FDS, ru, 1);
	printf("io_uring_register(%d, IORING_REGISTER_RING_FDS, [{offset=-1, data=%d}], 1) = %s\n",
	       fd, fd, sprintrc(rc));
	ru->offset = 0;
	ru->data = 0;
	rc = syscall(SYS_io_uring_register, fd, IORING_UNREGISTER_RING_FDS, ru, 1);
	printf("io_uring_register(%d, IORING_UNREGISTER_RING_FDS, [{offset=0}], 1) = %s\n", fd,
	       sprintrc(rc));
	struct io_uring_buf_reg *br = tail_alloc(sizeof(*br));
	memset(br, 0, sizeof(*br));
	br->ring_entries = 3;
	br->bgid = 7;
	rc = syscall(SYS_io_uring_register, fd, IORING_REGISTER_PBUF_RING, br, 1);
	printf("io_uring_register(%d, IORING_REGISTER_PBUF_RING, {ring_addr=NULL, ring_entries=3, "
	       "bgid=7}, 1) = %s\n", fd, sprintrc(rc));
	size_t psize = sizeof(struct io_uring_probe) + 4 * sizeof(struct io_uring_probe_op);
	struct io_uring_probe *probe = tail_alloc(psize);
	memset(probe, 0, psize);
	rc = syscall(SYS_io_uring_register, fd, IORING_REGISTER_PROBE, probe, 4);
	char pout[1024];
	int o = snprintf(pout, sizeof(pout), "{last_op=%s, ops_len=%u, ops=[", op_name(probe->last_op),
			 probe->ops_len);
	for (unsigned int i = 0; i < probe->ops_len && i < 4; i++)
		o += snprintf(pout + o, sizeof(pout) - o, "%s{op=%s, flags=%s}", i ? ", " : "",
			      op_name(probe->ops[i].op),
			      probe->ops[i].flags & IO_URING_OP_SUPPORTED ? "IO_URING_OP_SUPPORTED" : "0");
	snprintf(pout + o, sizeof(pout) - o, "]}");
	printf("io_uring_register(%d, IORING_REGISTER_PROBE, %s, 4) = %s\n", fd,
	       out_arg(probe, pout), sprintrc(rc));
	probe->ops_len = 1;
	rc = syscall(SYS_io_uring_register, -1, IORING_REGISTER_PROBE, probe, 1);
	printf("io_uring_register(-1, IORING_REGISTER_PROBE, {last_op=%s, ops_len=1, ops=[{op=%s, "
	       "flags=%s}]}, 1) = %s\n", op_name(probe->last_op), op_name(probe->ops[0].op),
	       probe->ops[0].flags & IO_URING_OP_SUPPORTED ? "IO_URING_OP_SUPPORTED" : "0",
	       sprintrc(rc));
	rc = syscall(SYS_io_uring_register, -1, IORING_REGISTER_EVENTFD, fds, 1);
	printf("io_uring_register(-1, IORING_REGISTER_EVENTFD, [0], 1) = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
