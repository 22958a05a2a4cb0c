/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Start-up of the capture library in a new program image: find the ring that
 * systrace named in the environment, map it, install the signal handlers,
 * register the process and arm Syscall User Dispatch for the main thread.
 * Without the environment variable (a program started outside systrace that
 * inherited LD_PRELOAD), the library does nothing at all.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/futex.h>
#include <stdlib.h>
#include <sys/auxv.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>

#include "sx.h"
#include "rewrite.h"	/* -m rewrite hook */

__thread struct sx_thread sx_self __attribute__((tls_model("initial-exec")));
struct sx_process sx;

long sx_arm_thread(void)
{
	/* Each thread has its selector in its own TLS block, so that one can let
	 * its own syscalls through (the unwinder, stack.c) while the others trap. */
	sx_self.selector = SYSCALL_DISPATCH_FILTER_BLOCK;
	return SX_SYSCALL6(SYS_prctl, PR_SET_SYSCALL_USER_DISPATCH, PR_SYS_DISPATCH_ON,
			   (uintptr_t)sx_exempt_start, sx_exempt_end - sx_exempt_start,
			   &sx_self.selector, 0);
}

/* systrace's socket at ring.h's cred_fd, or -1: only that one is ever written
 * to (checked by its inode), never a descriptor the program put there. */
static int cred_socket(void)
{
	struct ring_header *h = sx.hdr;
	int32_t fd = __atomic_load_n(&h->cred_fd, __ATOMIC_RELAXED);
	uint64_t ino = __atomic_load_n(&h->cred_ino, __ATOMIC_RELAXED);
	struct stat st;
	if (fd < 0 || !ino || SX_SYSCALL2(SYS_fstat, fd, &st) < 0 || !S_ISSOCK(st.st_mode) ||
	    st.st_ino != ino)
		return -1;
	return fd;
}

/* Send, then count it in the header: systrace reads the socket only when the
 * count moved (struct ring_header.cred_sent). */
static long send_cred(int fd, struct msghdr *mh)
{
	struct ring_header *h = sx.hdr;
	long rc = SX_SYSCALL3(SYS_sendmsg, fd, mh, MSG_DONTWAIT | MSG_NOSIGNAL);
	if (rc == -EAGAIN) {
		/* Many processes starting at once filled the socket: wake systrace,
		 * which reads it, and wait for room (it ends the wait if systrace
		 * dies). */
		if (__atomic_exchange_n(&h->consumer_sleeping, 0, __ATOMIC_SEQ_CST))
			SX_SYSCALL3(SYS_futex, &h->consumer_sleeping, FUTEX_WAKE, 1);
		do
			rc = SX_SYSCALL3(SYS_sendmsg, fd, mh, MSG_NOSIGNAL);
		while (rc == -EINTR);
	}
	if (rc >= 0)
		__atomic_add_fetch(&h->cred_sent, 1, __ATOMIC_RELEASE);
	return rc;
}

/* Tell systrace who took the slot (ring.h's struct ring_cred): the kernel says
 * which process sent it, as systrace sees it, even once the process is gone and
 * in whatever pid namespace it lives. */
static void tell_slot(uint32_t slot)
{
	sx.ns_nested = false;
	int fd = cred_socket();
	if (fd < 0)
		return;
	struct ring_cred m = { RING_CRED_MAGIC, slot, sx_self.pid, 0 };
	struct iovec iov = { &m, sizeof(m) };
	struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1 };
	if (send_cred(fd, &mh) < 0)
		return;
	/* systrace, the socket's creator, is not visible from here (pid 0): a
	 * pid namespace below its own, whose thread ids it may not translate. */
	struct ucred peer;
	socklen_t len = sizeof(peer);
	if (SX_SYSCALL6(SYS_getsockopt, fd, SOL_SOCKET, SO_PEERCRED, &peer, &len, 0) == 0 &&
	    peer.pid != __atomic_load_n(&sx.hdr->consumer_pid, __ATOMIC_RELAXED))
		sx.ns_nested = true;
}

void sx_tell_thread(void)
{
	if (!sx.active || !sx.ns_nested || sx.tls_shared || sx_self.slot == UINT32_MAX)
		return;
	int fd = cred_socket();
	if (fd < 0)
		return;
	struct ring_cred m = { RING_CRED_MAGIC, sx_self.slot, sx_self.pid, sx_self.tid };
	struct iovec iov = { &m, sizeof(m) };
	union {
		struct cmsghdr align;
		char buf[CMSG_SPACE(sizeof(struct ucred))];
	} ctl;
	struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1,
			     .msg_control = ctl.buf, .msg_controllen = sizeof(ctl.buf) };
	struct cmsghdr *c = CMSG_FIRSTHDR(&mh);
	c->cmsg_level = SOL_SOCKET;
	c->cmsg_type = SCM_CREDENTIALS;
	c->cmsg_len = CMSG_LEN(sizeof(struct ucred));
	struct ucred uc = { sx_self.tid, (uid_t)SX_SYSCALL0(SYS_getuid),
			    (gid_t)SX_SYSCALL0(SYS_getgid) };
	sx_memcpy(CMSG_DATA(c), &uc, sizeof(uc));
	/* Refused without CAP_SYS_ADMIN over the namespace: then never again. */
	if (send_cred(fd, &mh) == -EPERM)
		sx.ns_nested = false;
}

void sx_register_process(uint32_t hello_flags, int32_t ppid)
{
	struct ring_header *h = sx.hdr;
	sx_self.slot = UINT32_MAX;
	sx_self.pending_lost = 0;
	for (uint32_t i = 0; i < h->nprocs; i++) {
		int32_t zero = 0;
		if (__atomic_load_n(&h->procs[i].pid, __ATOMIC_RELAXED) == 0 &&
		    __atomic_compare_exchange_n(&h->procs[i].pid, &zero, sx_self.pid, false,
						__ATOMIC_ACQ_REL, __ATOMIC_RELAXED)) {
			h->procs[i].lost = 0;
			h->procs[i].trimmed = 0;
			sx_self.slot = i;
			break;
		}
	}
	if (sx_self.slot != UINT32_MAX)
		tell_slot(sx_self.slot);
	sx_emit_hello(hello_flags, ppid);
}

/* Map the memfd: header, then the data area twice in a row. The descriptor may
 * be anything the program left at that number: only a regular file holding a
 * whole ring of this version is mapped (nothing is read past its end). */
static long map_ring(int fd)
{
	struct stat st;
	long rc = SX_SYSCALL2(SYS_fstat, fd, &st);
	if (rc < 0)
		return rc;
	if (!S_ISREG(st.st_mode) || st.st_size < (off_t)RING_HEADER_SIZE)
		return -EINVAL;
	struct ring_header *probe = (struct ring_header *)SX_SYSCALL6(
		SYS_mmap, 0, RING_HEADER_SIZE, PROT_READ, MAP_SHARED, fd, 0);
	if ((long)probe < 0 && (long)probe > -4096)
		return (long)probe;
	bool ok = probe->magic == RING_MAGIC && probe->version == RING_VERSION &&
		  probe->header_size == RING_HEADER_SIZE && probe->data_size &&
		  !(probe->data_size & (probe->data_size - 1)) &&
		  probe->data_size <= (uint64_t)st.st_size - RING_HEADER_SIZE;
	uint64_t n = probe->data_size;
	SX_SYSCALL2(SYS_munmap, probe, RING_HEADER_SIZE);
	if (!ok)
		return -EINVAL;

	uint64_t total = RING_HEADER_SIZE + 2 * n;
	long base = SX_SYSCALL6(SYS_mmap, 0, total, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (base < 0 && base > -4096)
		return base;
	long a = SX_SYSCALL6(SYS_mmap, base, RING_HEADER_SIZE + n, PROT_READ | PROT_WRITE,
			     MAP_SHARED | MAP_FIXED, fd, 0);
	long b = SX_SYSCALL6(SYS_mmap, base + RING_HEADER_SIZE + n, n, PROT_READ | PROT_WRITE,
			     MAP_SHARED | MAP_FIXED, fd, RING_HEADER_SIZE);
	if ((a < 0 && a > -4096) || (b < 0 && b > -4096)) {
		SX_SYSCALL2(SYS_munmap, base, total);
		return -ENOMEM;
	}
	sx.hdr = (struct ring_header *)base;
	sx.data = (char *)base + RING_HEADER_SIZE;
	sx.data_size = n;
	sx.max_strlen = sx.hdr->max_strlen;
	sx.rec_max = sx.hdr->rec_max;
	sx.ring_flags = sx.hdr->flags;
	/* Started under a seccomp filter already: the ring's pages fault in one
	 * by one, as without the library's madvise (ring.c). */
	if (SX_SYSCALL2(SYS_prctl, PR_GET_SECCOMP, 0) != 0)
		sx_ring_populate_stop();
	return 0;
}

/* N of the environment's /proc/PID/fd/N, or -1. */
static int ring_fd_number(const char *path)
{
	const char *s = path, *slash = NULL;
	for (; *s; s++)
		if (*s == '/')
			slash = s;
	if (!slash || !slash[1])
		return -1;
	long n = 0;
	for (s = slash + 1; *s; s++) {
		if (*s < '0' || *s > '9' || n > 0x7fffffffL / 10 - 9)
			return -1;
		n = n * 10 + (*s - '0');
	}
	return (int)n;
}

/* Find and map the ring (src/ring.h's RING_ENV). First by the inherited
 * descriptor, which works in any pid namespace and without /proc; else (the
 * program closed it before an execve) through systrace's /proc entry, and then
 * the descriptor is put back at its number for the images this one execs.
 * It stays open, inherited: an image in a pid namespace with a /proc of its own
 * cannot reach systrace's entry. */
static long find_ring(const char *path)
{
	int n = ring_fd_number(path);
	if (n >= 0 && map_ring(n) == 0)
		return 0;
	int fd = (int)SX_SYSCALL4(SYS_openat, AT_FDCWD, path, O_RDWR | O_CLOEXEC, 0);
	if (fd < 0)
		return fd;
	long rc = map_ring(fd);
	if (rc == 0 && n >= 0 && fd != n && SX_SYSCALL2(SYS_fcntl, n, F_GETFD) == -EBADF)
		SX_SYSCALL3(SYS_dup3, fd, n, 0);
	SX_SYSCALL1(SYS_close, fd);
	return rc;
}

__attribute__((constructor)) static void sx_init(void)
{
	/* getenv makes no syscall; nothing is armed yet anyway. */
	const char *path = getenv(RING_ENV);
	if (!path || !*path)
		return;
	if (find_ring(path) < 0)
		return;
	if (__atomic_load_n(&sx.hdr->state, __ATOMIC_ACQUIRE) & RING_S_CONSUMER_GONE)
		return;

	sx_vdso_init();
	/* -k: the unwinder, loaded now, while libc may still be called. */
	uint32_t hello = RING_HELLO_IMAGE;
	uint32_t limit = sx.hdr->stack_limit;
	if (limit > RING_STACK_MAX)
		limit = RING_STACK_MAX;
	if (limit && sx_stack_init(limit) < 0)
		hello |= RING_HELLO_NO_STACK;
	/* The handlers' own stack, before they can run. */
	sx_altstack_set_frame_size(getauxval(AT_MINSIGSTKSZ));
	sx_guard_init();
	sx_altstack_image_init();
	if (sx_signals_init() < 0)
		return;
	sx_rewrite_init();	/* -m rewrite: page 0, before arming (rewrite.c) */
	sx_self.pid = (int32_t)SX_SYSCALL0(SYS_getpid);
	sx_self.tid = (int32_t)SX_SYSCALL0(SYS_gettid);
	/* The protected signals must be deliverable; what was blocked is kept as the
	 * program's view. */
	uint64_t unblock = SX_PROTECTED_MASK, old = 0;
	SX_SYSCALL4(SYS_rt_sigprocmask, SIG_UNBLOCK, &unblock, &old, 8);
	sx_self.virt_blocked = old & SX_PROTECTED_MASK;

	sx.active = true;
	sx_register_process(hello, (int32_t)SX_SYSCALL0(SYS_getppid));
	if (sx_arm_thread() < 0)
		sx.active = false;
}
