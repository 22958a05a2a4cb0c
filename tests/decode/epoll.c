/* systrace: -e trace=epoll_create,epoll_create1,epoll_ctl,epoll_wait,epoll_pwait,epoll_pwait2,eventfd,eventfd2 */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * epoll_create, epoll_create1, epoll_ctl, epoll_wait, epoll_pwait,
 * epoll_pwait2, eventfd, eventfd2: events and data both ways, timeouts,
 * signal masks, failures that leave out-arguments unread.
 */
#include "tests.h"

#include <signal.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <time.h>

int main(void)
{
	long rc;

	rc = syscall(SYS_eventfd2, 0, EFD_CLOEXEC | EFD_NONBLOCK | EFD_SEMAPHORE);
	printf("eventfd2(0, EFD_SEMAPHORE|EFD_CLOEXEC|EFD_NONBLOCK) = %s\n", sprintrc(rc));
	int efd = (int)rc;
	rc = syscall(SYS_eventfd2, 5, 0x10);
	printf("eventfd2(5, 0x10 /* EFD_??? */) = %s\n", sprintrc(rc));
	rc = syscall(SYS_eventfd, 0xffffffffUL);
	printf("eventfd(4294967295) = %s\n", sprintrc(rc));
	if (rc >= 0)
		close((int)rc);

	rc = syscall(SYS_epoll_create, 0);
	printf("epoll_create(0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_epoll_create, 10);
	printf("epoll_create(10) = %s\n", sprintrc(rc));
	if (rc >= 0)
		close((int)rc);
	rc = syscall(SYS_epoll_create1, EPOLL_CLOEXEC);
	printf("epoll_create1(EPOLL_CLOEXEC) = %s\n", sprintrc(rc));
	int ep = (int)rc;
	rc = syscall(SYS_epoll_create1, 1);
	printf("epoll_create1(0x1 /* EPOLL_??? */) = %s\n", sprintrc(rc));

	struct epoll_event *ev = tail_alloc(sizeof(*ev));
	ev->events = EPOLLIN | EPOLLET;
	ev->data.u64 = 0x100000001ULL;
	rc = syscall(SYS_epoll_ctl, ep, EPOLL_CTL_ADD, efd, ev);
	printf("epoll_ctl(%d, EPOLL_CTL_ADD, %d, {events=EPOLLIN|EPOLLET, data={u32=1, u64=4294967297}})"
	       " = %s\n", ep, efd, sprintrc(rc));
	ev->events = EPOLLIN | EPOLLOUT | 0x4000;
	ev->data.u64 = 7;
	rc = syscall(SYS_epoll_ctl, ep, EPOLL_CTL_MOD, efd, ev);
	printf("epoll_ctl(%d, EPOLL_CTL_MOD, %d, {events=EPOLLIN|EPOLLOUT|0x4000, data={u32=7, u64=7}})"
	       " = %s\n", ep, efd, sprintrc(rc));
	rc = syscall(SYS_epoll_ctl, ep, EPOLL_CTL_DEL, 1000, ev);
	printf("epoll_ctl(%d, EPOLL_CTL_DEL, 1000, %p) = %s\n", ep, (void *)ev, sprintrc(rc));
	ev->events = 0x4000;
	rc = syscall(SYS_epoll_ctl, ep, 7, efd, ev);
	printf("epoll_ctl(%d, 0x7 /* EPOLL_CTL_??? */, %d, {events=0x4000 /* EPOLL??? */, "
	       "data={u32=7, u64=7}}) = %s\n", ep, efd, sprintrc(rc));
	rc = syscall(SYS_epoll_ctl, ep, EPOLL_CTL_ADD, efd, (char *)ev + 1);
	printf("epoll_ctl(%d, EPOLL_CTL_ADD, %d, %p) = %s\n", ep, efd, (void *)((char *)ev + 1),
	       sprintrc(rc));

	/* Waiting: the eventfd is writable, and readable after a write. */
	struct epoll_event *out = tail_alloc(sizeof(*out) * 2);
	rc = syscall(SYS_epoll_wait, ep, out, 2, 0);
	printf("epoll_wait(%d, %s, 2, 0) = %s\n", ep,
	       out_arg(out, "[{events=EPOLLOUT, data={u32=7, u64=7}}]"), sprintrc(rc));
	uint64_t one = 1;
	/* epoll_wait's events, and the epoll_pwait arguments after them, print after the call. */
	const char *both = "[{events=EPOLLIN|EPOLLOUT, data={u32=7, u64=7}}]";
	if (write(efd, &one, sizeof(one)) != sizeof(one))
		perror_msg_and_fail("write");
	rc = syscall(SYS_epoll_wait, ep, out, 2, -1);
	printf("epoll_wait(%d, %s, 2, -1) = %s\n", ep, out_arg(out, both), sprintrc(rc));
	rc = syscall(SYS_epoll_wait, ep, out, 0, 0);
	printf("epoll_wait(%d, %p, 0, 0) = %s\n", ep, (void *)out, sprintrc(rc));
	rc = syscall(SYS_epoll_wait, ep, BAD_ADDR, 1, 0);
	printf("epoll_wait(%d, %s, 1, 0) = %s\n", ep, sprintaddr(BAD_ADDR), sprintrc(rc));

	unsigned long *mask = tail_alloc(sizeof(*mask));
	*mask = 1UL << (SIGUSR2 - 1);
	rc = syscall(SYS_epoll_pwait, ep, out, 2, 0, mask, 8);
	printf("epoll_pwait(%d, %s, 2, 0, %s, 8) = %s\n", ep, out_arg(out, both),
	       out_arg(mask, "[USR2]"), sprintrc(rc));
	rc = syscall(SYS_epoll_pwait, ep, out, 2, 0, mask, 4);
	printf("epoll_pwait(%d, %p, 2, 0, %p, 4) = %s\n", ep, (void *)out, (void *)mask, sprintrc(rc));
	rc = syscall(SYS_epoll_pwait, -1, out, 2, 0, mask, 8);
	printf("epoll_pwait(-1, %p, 2, 0, %p, 8) = %s\n", (void *)out, (void *)mask, sprintrc(rc));

	struct timespec *ts = tail_alloc(sizeof(*ts));
	ts->tv_sec = 0;
	ts->tv_nsec = 5000;
	rc = syscall(SYS_epoll_pwait2, ep, out, 2, ts, NULL, 8);
	if (rc == -1 && errno == ENOSYS)
		skip_because("epoll_pwait2 is not implemented by this kernel");
	printf("epoll_pwait2(%d, %s, 2, %s, NULL, 8) = %s\n", ep, out_arg(out, both),
	       out_arg(ts, "{tv_sec=0, tv_nsec=5000}"), sprintrc(rc));
	if (read(efd, &one, sizeof(one)) != sizeof(one))
		perror_msg_and_fail("read");
	ev->events = EPOLLIN;
	if (syscall(SYS_epoll_ctl, ep, EPOLL_CTL_MOD, efd, ev))
		perror_msg_and_fail("epoll_ctl");
	printf("epoll_ctl(%d, EPOLL_CTL_MOD, %d, {events=EPOLLIN, data={u32=7, u64=7}}) = 0\n", ep,
	       efd);
	rc = syscall(SYS_epoll_pwait2, ep, out, 2, ts, mask, 8);
	printf("epoll_pwait2(%d, %s, 2, %s, %s, 8) = %s\n", ep, out_arg(out, "[]"),
	       out_arg(ts, "{tv_sec=0, tv_nsec=5000}"), out_arg(mask, "[USR2]"), sprintrc(rc));
	rc = syscall(SYS_epoll_pwait2, ep, out, 2, BAD_ADDR, mask, 8);
	printf("epoll_pwait2(%d, %p, 2, %s, %p, 8) = %s\n", ep, (void *)out, sprintaddr(BAD_ADDR),
	       (void *)mask, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
