/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The bpftrace tracer: an eBPF program on the syscalls:sys_enter_ioctl
 * tracepoint that counts the loop's calls in a map (no output per event).
 * bpftrace runs beside the loop, pinned to the same CPU; the loop starts once
 * bpftrace's BEGIN probe has printed, which happens after every probe is
 * attached. SIGINT makes bpftrace print the count and exit.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "bench.h"

#define READY_LINE "systrace-ioctl-bench: ready"
#define START_TIMEOUT_MS 60000
#define STOP_TIMEOUT_MS 10000
#define RESEND_MS 250

static pid_t bt_pid;		/* the bpftrace process, 0 when none */
static int bt_out = -1;		/* its stdout */
static int bt_err = -1;		/* its stderr (a memfd) */
static char bt_buf[4096];	/* what it printed so far */
static size_t bt_used;

static long long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000LL + ts.tv_nsec / 1000000;
}

/*
 * Reads bpftrace's stdout until needle shows up, EOF, the deadline or a
 * terminating signal. Returns 1 found, 0 EOF, -ETIMEDOUT or -EINTR.
 */
static int read_until(const char *needle, int timeout_ms)
{
	long long deadline = now_ms() + timeout_ms;

	for (;;) {
		struct pollfd pfd = { .fd = bt_out, .events = POLLIN };
		long long left = deadline - now_ms();
		struct timespec ts;
		ssize_t n;

		bt_buf[bt_used] = '\0';
		if (needle && strstr(bt_buf, needle))
			return 1;
		if (interrupted)
			return -EINTR;
		if (left <= 0)
			return -ETIMEDOUT;
		ts.tv_sec = left / 1000;
		ts.tv_nsec = (left % 1000) * 1000000;
		if (ppoll(&pfd, 1, &ts, &wait_mask) < 0 && errno != EINTR)
			return -errno;
		if (!pfd.revents)
			continue;
		if (bt_used == sizeof(bt_buf) - 1) {
			/* Keep the tail: what we look for comes last. */
			memmove(bt_buf, bt_buf + sizeof(bt_buf) / 2, sizeof(bt_buf) / 2);
			bt_used -= sizeof(bt_buf) / 2;
		}
		n = read(bt_out, bt_buf + bt_used, sizeof(bt_buf) - 1 - bt_used);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return 0;
		bt_used += (size_t)n;
	}
}

/*
 * Ends bpftrace (force: kill it; else wait for it to exit), keeping the last
 * line of its stderr in line, and closes everything. Returns its wait status or -1.
 */
static int reap(bool force, char *line, size_t len)
{
	int status = -1;

	if (bt_pid > 0) {
		if (force || wait_child(bt_pid, &status) < 0) {
			kill_child(bt_pid);
			status = -1;
		}
		bt_pid = 0;
	}
	if (line) {
		line[0] = '\0';
		if (bt_err >= 0)
			last_line_of(bt_err, line, len);
	}
	if (bt_out >= 0)
		close(bt_out);
	if (bt_err >= 0)
		close(bt_err);
	bt_out = bt_err = -1;
	return status;
}

int bpftrace_arm(pid_t pid, char *reason, size_t len)
{
	char path[PATH_MAX], prog[512], line[256];
	int out[2];
	int r;

	if (find_in_path("bpftrace", path, sizeof(path)) < 0) {
		snprintf(reason, len, "bpftrace is not installed (Debian: apt-get install bpftrace)");
		return -ENOENT;
	}
	snprintf(prog, sizeof(prog),
		 "BEGIN { printf(\"%s\\n\"); } "
		 "tracepoint:syscalls:sys_enter_ioctl /pid == %d/ { @ioctls = count(); }",
		 READY_LINE, (int)pid);

	bt_err = memfd_create("bpftrace-stderr", MFD_CLOEXEC);
	if (bt_err < 0 || pipe2(out, O_CLOEXEC) < 0) {
		int err = -errno;

		snprintf(reason, len, "cannot start bpftrace: %s", strerror(-err));
		reap(true, NULL, 0);
		return err;
	}
	bt_used = 0;
	bt_pid = fork();
	if (bt_pid < 0) {
		snprintf(reason, len, "fork: %s", strerror(errno));
		bt_pid = 0;
		close(out[0]);
		close(out[1]);
		reap(true, NULL, 0);
		return -EAGAIN;
	}
	if (bt_pid == 0) {
		/* Its own process group: a Ctrl-C goes to us, and we stop it in order. */
		setpgid(0, 0);
		dup2(out[1], STDOUT_FILENO);
		dup2(bt_err, STDERR_FILENO);
		sigprocmask(SIG_SETMASK, &orig_mask, NULL);
		execl(path, "bpftrace", "-B", "line", "-e", prog, (char *)NULL);
		fprintf(stderr, "cannot run %s: %s\n", path, strerror(errno));
		_exit(127);
	}
	setpgid(bt_pid, bt_pid);
	close(out[1]);
	bt_out = out[0];

	r = read_until(READY_LINE, START_TIMEOUT_MS);
	if (r == 1)
		return 0;
	reap(true, line, sizeof(line));
	if (r == -EINTR) {
		snprintf(reason, len, "interrupted");
		return -EINTR;
	}
	snprintf(reason, len, "bpftrace did not start%s%s", line[0] ? ": " : "", line);
	return -EIO;
}

int bpftrace_disarm(long long *events, char *reason, size_t len)
{
	char line[256];
	const char *p;
	int r, status;

	*events = -1;
	if (bt_pid <= 0)
		return 0;
	/*
	 * bpftrace (0.17 at least) only notices SIGINT when it interrupts its
	 * epoll_wait(); one that lands while it handles an event (such as
	 * our BEGIN line, just before) is lost. So say it again until it ends.
	 */
	for (int waited = 0;; waited += RESEND_MS) {
		kill(bt_pid, SIGINT);
		r = read_until(NULL, RESEND_MS);
		if (r != -ETIMEDOUT || waited >= STOP_TIMEOUT_MS)
			break;
	}
	if (r < 0) {
		reap(true, line, sizeof(line));
		snprintf(reason, len, "bpftrace did not stop on SIGINT%s",
			 r == -EINTR ? " (interrupted)" : "");
		return r;
	}
	bt_buf[bt_used] = '\0';
	p = strstr(bt_buf, "@ioctls:");
	if (p)
		*events = strtoll(p + strlen("@ioctls:"), NULL, 10);
	else if (strstr(bt_buf, READY_LINE))
		*events = 0;	/* no event, no map to print */

	status = reap(false, line, sizeof(line));
	if (status == -1 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		snprintf(reason, len, "bpftrace ended badly%s%s", line[0] ? ": " : "", line);
		return -EIO;
	}
	return 0;
}
