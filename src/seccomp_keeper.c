/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The keeper of -m seccomp (see seccomp_keeper.h). While systrace lives, the keeper
 * sleeps in read() on a pipe whose only writer is systrace: it never receives a
 * notification, so it costs the traced syscalls nothing. When that read ends (every
 * end of the pipe systrace held is closed: systrace is gone, however it died), the
 * keeper answers the notification systrace had received and not answered (found in
 * the shared buffer systrace receives into), then receives and continues every
 * other one until no task uses the filter.
 *
 * It is invisible to the program: systrace's child, not the program's (never in the
 * program's wait()), in a session of its own (no terminal signals, no job control),
 * in /, holding no descriptor but the listener (not the program's standard streams,
 * not the trace), ignoring every signal that would end it but SIGKILL. It ends when
 * the last task using the filter is gone; systrace reaps it, or, if systrace died,
 * the process that adopted it does.
 */
#include "config.h"
#include "seccomp_keeper.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "util.h"

static pid_t keeper_pid;
static int death_pipe[2] = { -1, -1 };	/* [1] is held by systrace alone */
static struct seccomp_notif *shared_req;

struct seccomp_notif *keeper_setup(void)
{
	void *p = mmap(NULL, sizeof(*shared_req), PROT_READ | PROT_WRITE,
		       MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		return NULL;
	if (pipe2(death_pipe, O_CLOEXEC) < 0) {
		int saved = errno;
		munmap(p, sizeof(*shared_req));
		errno = saved;
		return NULL;
	}
	shared_req = p;
	return shared_req;
}

void keeper_forget_in_child(void)
{
	if (death_pipe[1] >= 0)
		close(death_pipe[1]);
	if (death_pipe[0] >= 0)
		close(death_pipe[0]);
	death_pipe[0] = death_pipe[1] = -1;
}

/* ---- In the keeper ---- */

static void close_range_or_loop(unsigned int first, unsigned int last)
{
	if (first > last)
		return;
	if (syscall(SYS_close_range, first, last, 0) == 0)
		return;
	/* Before Linux 5.9, or filtered: one by one, up to the descriptor limit. */
	long max = sysconf(_SC_OPEN_MAX);
	if (max < 0 || max > INT32_MAX)
		max = 1 << 20;
	for (long fd = first; fd <= (long)last && fd < max; fd++)
		close((int)fd);
}

/* Close every descriptor but a and b (a != b). */
static void close_all_but(int a, int b)
{
	unsigned int lo = (unsigned int)(a < b ? a : b), hi = (unsigned int)(a < b ? b : a);
	if (lo > 0)
		close_range_or_loop(0, lo - 1);
	close_range_or_loop(lo + 1, hi - 1);
	close_range_or_loop(hi + 1, ~0U);
}

/* Signals that must not end the keeper: all but SIGKILL and SIGSTOP, which cannot
 * be caught, and those a fault raises, which must not be ignored. */
static void ignore_signals(void)
{
	struct sigaction ign = { .sa_handler = SIG_IGN };
	struct sigaction dfl = { .sa_handler = SIG_DFL };
	sigemptyset(&ign.sa_mask);
	sigemptyset(&dfl.sa_mask);
	for (int sig = 1; sig < NSIG; sig++) {
		switch (sig) {
		case SIGKILL: case SIGSTOP:
			continue;
		case SIGSEGV: case SIGBUS: case SIGILL: case SIGFPE: case SIGTRAP:
		case SIGSYS: case SIGABRT: case SIGCHLD:
			sigaction(sig, &dfl, NULL);
			break;
		default:
			sigaction(sig, &ign, NULL);
		}
	}
	sigset_t none;
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
}

ssize_t handover_receive(int sock, int *err, int *fd, bool *truncated)
{
	struct iovec iov = { err, sizeof(*err) };
	union {
		char buf[CMSG_SPACE(sizeof(int))];
		struct cmsghdr align;
	} cbuf;
	struct msghdr msg = { .msg_iov = &iov, .msg_iovlen = 1,
			      .msg_control = cbuf.buf, .msg_controllen = sizeof(cbuf.buf) };
	ssize_t n;
	do
		n = recvmsg(sock, &msg, MSG_CMSG_CLOEXEC);
	while (n < 0 && errno == EINTR);
	*fd = -1;
	*truncated = n > 0 && (msg.msg_flags & MSG_CTRUNC);
	struct cmsghdr *c = n > 0 ? CMSG_FIRSTHDR(&msg) : NULL;
	if (c && c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS &&
	    c->cmsg_len == CMSG_LEN(sizeof(int)))
		memcpy(fd, CMSG_DATA(c), sizeof(*fd));
	return n;
}

/* The listener sent by the program before its exec, or -1 if it sent none. */
static int receive_listener_copy(int sock)
{
	int err = -1, fd;
	bool truncated;
	ssize_t n = handover_receive(sock, &err, &fd, &truncated);
	if (fd >= 0 && (n != (ssize_t)sizeof(err) || err != 0)) {
		close(fd);
		return -1;
	}
	return fd;
}

static void answer(int listener, uint64_t id)
{
	struct seccomp_notif_resp resp = { .id = id, .flags = SECCOMP_USER_NOTIF_FLAG_CONTINUE };
	/* ENOENT: answered already, or its task is gone. EINTR: not done (the lock is
	 * taken interruptibly). */
	while (ioctl(listener, SECCOMP_IOCTL_NOTIF_SEND, &resp) < 0 && errno == EINTR)
		;
}

static bool hung_up(int listener)
{
	struct pollfd pfd = { listener, POLLIN, 0 };
	return poll(&pfd, 1, 0) == 1 && (pfd.revents & POLLHUP) && !(pfd.revents & POLLIN);
}

/* systrace is gone: let every notified syscall continue until no task is left. */
static void serve(int listener, bool recv_wakes_at_end)
{
	answer(listener, shared_req->id);
	for (;;) {
		if (!recv_wakes_at_end) {
			struct pollfd pfd = { listener, POLLIN, 0 };
			if (poll(&pfd, 1, -1) < 0) {
				if (errno == EINTR)
					continue;
				return;
			}
			if (!(pfd.revents & POLLIN))
				return;		/* POLLHUP: no task uses the filter */
		}
		struct seccomp_notif req;
		memset(&req, 0, sizeof(req));
		if (ioctl(listener, SECCOMP_IOCTL_NOTIF_RECV, &req) < 0) {
			if (errno == EINTR)
				continue;
			/* ENOENT: that task died first, or (Linux 6.11) no task is left. */
			if (errno == ENOENT && !hung_up(listener))
				continue;
			return;
		}
		answer(listener, req.id);
	}
}

static noreturn void keeper_main(int sock, int listener, bool recv_wakes_at_end)
{
	int death = death_pipe[0];
	close_all_but(listener >= 0 ? listener : sock, death);
	setsid();
	/* Keep no directory busy (staying put would do no other harm). */
	if (chdir("/") < 0)
		errno = 0;
	prctl(PR_SET_NAME, "systrace-keeper", 0, 0, 0);
	ignore_signals();

	if (listener < 0) {
		listener = receive_listener_copy(sock);
		close(sock);
		if (listener < 0)
			_exit(0);	/* the program was not started */
	}
	char c;
	ssize_t n;
	do
		n = read(death, &c, 1);
	while (n > 0 || (n < 0 && errno == EINTR));
	close(death);
	serve(listener, recv_wakes_at_end);
	_exit(0);
}

/* ---- In systrace ---- */

int keeper_spawn(int sock, int listener, bool recv_wakes_at_end)
{
	if (!shared_req || death_pipe[0] < 0)
		return -EINVAL;
	pid_t pid = fork();
	if (pid < 0)
		return -errno;
	if (pid == 0)
		keeper_main(sock, listener, recv_wakes_at_end);
	keeper_pid = pid;
	return 0;
}

bool keeper_reaped(pid_t pid)
{
	if (pid <= 0 || pid != keeper_pid)
		return false;
	keeper_pid = 0;
	return true;
}

bool keeper_running(void)
{
	return keeper_pid > 0;
}

void keeper_stop(void)
{
	if (keeper_pid <= 0)
		return;
	/* Not reaped yet, so the pid is still the keeper's. */
	kill(keeper_pid, SIGKILL);
	while (waitpid(keeper_pid, NULL, 0) < 0 && errno == EINTR)
		;
	keeper_pid = 0;
}
