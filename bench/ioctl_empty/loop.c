/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The measured side: a fresh process, run directly or under a tracer, that
 * opens the target, makes untimed warm-up calls (caches, branch predictors and
 * the tracer reach their steady state), then reads CLOCK_MONOTONIC around each
 * timed call. Between the two readings there is no system call but the ioctl:
 * the clock is read through the vDSO and the samples go into memory the parent
 * shares, faulted in before the first call.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <time.h>
#include <unistd.h>

#include "bench.h"
#include "module/ioctl_empty.h"

#ifndef PR_SET_SYSCALL_USER_DISPATCH
#define PR_SET_SYSCALL_USER_DISPATCH 59
#endif
#ifndef PR_SYS_DISPATCH_ON
#define PR_SYS_DISPATCH_ON 1
#endif

size_t loop_report_size(unsigned long n)
{
	return sizeof(struct loop_report) + (size_t)n * sizeof(uint64_t);
}

const char *target_path(enum target t)
{
	return t == TARGET_MODULE ? IOCTL_EMPTY_PATH : "/dev/null";
}

const char *target_expect(enum target t)
{
	return t == TARGET_MODULE ? "return 0" : "fail with ENOTTY";
}

int target_open(enum target t)
{
	int fd = open(target_path(t), O_RDONLY | O_CLOEXEC);

	return fd < 0 ? -errno : fd;
}

/* Whether one call gave what the target must give: 0, or ENOTTY from /dev/null. */
static inline bool result_ok(enum target t, int ret, int err)
{
	if (t == TARGET_MODULE)
		return ret == 0;
	return ret == -1 && err == ENOTTY;
}

static inline uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* Counts a wrong result, keeping the first one for the parent to show. */
static void note_bad(struct loop_report *rep, int ret, int err)
{
	if (rep->unexpected++ == 0) {
		rep->bad_ret = ret;
		rep->bad_errno = err;
	}
}

/*
 * Syscall User Dispatch on for this thread, with the whole address space as the
 * exempt range (offset 0, length ~0) and no selector: no call is ever
 * dispatched, yet every one goes through the kernel's dispatch check on entry
 * and exit. What that costs is the floor of any tracer built on dispatch
 * (systrace -m buffered, -m rewrite). Returns 0 or an errno.
 */
static int sud_all_exempt(void)
{
	if (prctl(PR_SET_SYSCALL_USER_DISPATCH, PR_SYS_DISPATCH_ON, 0UL, ~0UL, 0UL) < 0)
		return errno;
	return 0;
}

int loop_main(enum target t, unsigned long n, unsigned long warmup, const char *out, bool sud)
{
	size_t size = loop_report_size(n);
	struct loop_report *rep;
	int rfd, fd, ret;

	rfd = open(out, O_RDWR | O_CLOEXEC);
	if (rfd < 0) {
		msg("child loop: cannot open %s: %s", out, strerror(errno));
		return 1;
	}
	rep = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, rfd, 0);
	close(rfd);
	if (rep == MAP_FAILED) {
		msg("child loop: cannot map %s: %s", out, strerror(errno));
		return 1;
	}
	/* Fault every page in now, not between two clock readings. */
	memset(rep, 0, size);
	rep->magic = LOOP_MAGIC;
	rep->target = t;
	rep->iterations = n;

	fd = target_open(t);
	if (fd < 0) {
		rep->open_errno = -fd;
		msg("child loop: cannot open %s: %s", target_path(t), strerror(-fd));
		return 1;
	}
	if (sud && (rep->sud_errno = sud_all_exempt())) {
		msg("child loop: cannot switch Syscall User Dispatch on: %s",
		    strerror(rep->sud_errno));
		return 1;
	}

	for (unsigned long i = 0; i < warmup; i++) {
		ret = ioctl(fd, IOCTL_EMPTY_CMD, 0);
		if (!result_ok(t, ret, errno))
			note_bad(rep, ret, errno);
	}
	for (unsigned long i = 0; i < n; i++) {
		uint64_t t0 = now_ns();

		ret = ioctl(fd, IOCTL_EMPTY_CMD, 0);
		int err = errno;
		uint64_t t1 = now_ns();

		rep->samples[i] = t1 - t0;
		if (!result_ok(t, ret, err))
			note_bad(rep, ret, err);
	}
	close(fd);
	rep->done = n;
	munmap(rep, size);
	return 0;
}
