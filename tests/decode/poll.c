/* systrace: -s 4 -e trace=poll,ppoll,select,pselect6 */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * poll, ppoll, select, pselect6: descriptor arrays and sets in, ready ones and
 * the time left out, timeouts, signal masks, arrays cut at -s (4 here), bad
 * and page-end pointers.
 */
#include "tests.h"

#include <poll.h>
#include <signal.h>
#include <time.h>

int main(void)
{
	long rc;
	int fds[2];

	if (pipe(fds))
		perror_msg_and_fail("pipe");
	int r = fds[0], w = fds[1];
	if (write(w, "x", 1) != 1)
		perror_msg_and_fail("write");

	struct pollfd *p = tail_alloc(sizeof(*p) * 3);
	p[0] = (struct pollfd){ .fd = r, .events = POLLIN | POLLPRI };
	p[1] = (struct pollfd){ .fd = -1, .events = POLLIN };
	p[2] = (struct pollfd){ .fd = w, .events = POLLOUT | POLLRDHUP | 0x800 };
	rc = syscall(SYS_poll, p, 3, 0);
	printf("poll([{fd=%d, events=POLLIN|POLLPRI}, {fd=-1}, {fd=%d, events=POLLOUT|POLLRDHUP|0x800}], "
	       "3, 0) = %s ([{fd=%d, revents=POLLIN}, {fd=%d, revents=POLLOUT}])\n",
	       r, w, sprintrc(rc), r, w);
	rc = syscall(SYS_poll, p + 1, 1, 0);
	printf("poll([{fd=-1}], 1, 0) = %s (Timeout)\n", sprintrc(rc));
	rc = syscall(SYS_poll, NULL, 0, 1);
	printf("poll(NULL, 0, 1) = %s (Timeout)\n", sprintrc(rc));
	rc = syscall(SYS_poll, BAD_ADDR, 1, -1);
	printf("poll(%s, 1, -1) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));
	/* The array runs past the end of memory. */
	rc = syscall(SYS_poll, p + 1, 3, 0);
	printf("poll([{fd=-1}, {fd=%d, events=POLLOUT|POLLRDHUP|0x800}, ... /* %p */], 3, 0) = %s\n",
	       w, (void *)(p + 3), sprintrc(rc));
	p[1] = (struct pollfd){ .fd = 1000, .events = 0x4000 };
	rc = syscall(SYS_poll, p + 1, 1, 0);
	printf("poll([{fd=1000, events=0x4000 /* POLL??? */}], 1, 0) = %s ([{fd=1000, revents=POLLNVAL}])\n",
	       sprintrc(rc));

	/* More than -s elements: the rest is "...", in and out. */
	struct pollfd *many = tail_alloc(sizeof(*many) * 6);
	for (int i = 0; i < 6; i++)
		many[i] = (struct pollfd){ .fd = w, .events = POLLOUT };
	rc = syscall(SYS_poll, many, 6, 0);
	printf("poll([{fd=%d, events=POLLOUT}, {fd=%d, events=POLLOUT}, {fd=%d, events=POLLOUT}, "
	       "{fd=%d, events=POLLOUT}, ...], 6, 0) = %s ([{fd=%d, revents=POLLOUT}, "
	       "{fd=%d, revents=POLLOUT}, {fd=%d, revents=POLLOUT}, {fd=%d, revents=POLLOUT}, ...])\n",
	       w, w, w, w, sprintrc(rc), w, w, w, w);

	/* ppoll: the timeout left, the signal mask. */
	struct timespec *ts = tail_alloc(sizeof(*ts));
	unsigned long *mask = tail_alloc(sizeof(*mask));
	*mask = 1UL << (SIGUSR1 - 1);
	ts->tv_sec = 1;
	ts->tv_nsec = 0;
	rc = syscall(SYS_ppoll, p, 1, ts, mask, 8);
	printf("ppoll([{fd=%d, events=POLLIN|POLLPRI}], 1, {tv_sec=1, tv_nsec=0}, [USR1], 8) = %s "
	       "([{fd=%d, revents=POLLIN}], left {tv_sec=%lld, tv_nsec=%lld})\n",
	       r, sprintrc(rc), r, (long long)ts->tv_sec, (long long)ts->tv_nsec);
	ts->tv_sec = 0;
	ts->tv_nsec = 1000;
	rc = syscall(SYS_ppoll, p + 1, 1, ts, NULL, 8);
	printf("ppoll([{fd=1000, events=0x4000 /* POLL??? */}], 1, {tv_sec=0, tv_nsec=1000}, NULL, 8) = %s "
	       "([{fd=1000, revents=POLLNVAL}], left {tv_sec=%lld, tv_nsec=%lld})\n",
	       sprintrc(rc), (long long)ts->tv_sec, (long long)ts->tv_nsec);
	ts->tv_nsec = 1000;
	rc = syscall(SYS_ppoll, NULL, 0, ts, mask, 8);
	printf("ppoll(NULL, 0, {tv_sec=0, tv_nsec=1000}, [USR1], 8) = %s (Timeout)\n", sprintrc(rc));
	rc = syscall(SYS_ppoll, p, 1, NULL, mask, 4);
	printf("ppoll([{fd=%d, events=POLLIN|POLLPRI}], 1, NULL, %p, 4) = %s\n", r, (void *)mask,
	       sprintrc(rc));
	rc = syscall(SYS_ppoll, p, 1, BAD_ADDR, NULL, 8);
	printf("ppoll([{fd=%d, events=POLLIN|POLLPRI}], 1, %s, NULL, 8) = %s\n", r,
	       sprintaddr(BAD_ADDR), sprintrc(rc));

	/* select: sets of nfds bits, read in whole longs. */
	/* One long each: the descriptors here are all below 64. */
	unsigned long *in = tail_alloc(sizeof(long));
	unsigned long *out = tail_alloc(sizeof(long));
	struct timeval *tv = tail_alloc(sizeof(*tv));
	*in = 0;
	*in |= 1UL << r;
	*in |= 1UL << w;
	*out = 0;
	*out |= 1UL << w;
	tv->tv_sec = 0;
	tv->tv_usec = 0;
	rc = syscall(SYS_select, w + 1, in, out, NULL, tv);
	printf("select(%d, [%d %d], [%d], NULL, {tv_sec=0, tv_usec=0}) = %s (in [%d], out [%d], "
	       "left {tv_sec=0, tv_usec=0})\n", w + 1, r, w, w, sprintrc(rc), r, w);
	*in = 0;
	tv->tv_usec = 10;
	rc = syscall(SYS_select, w + 1, in, NULL, NULL, tv);
	printf("select(%d, [], NULL, NULL, {tv_sec=0, tv_usec=10}) = %s (Timeout)\n", w + 1,
	       sprintrc(rc));
	*out |= 1UL << w;
	rc = syscall(SYS_select, w + 1, NULL, out, NULL, NULL);
	printf("select(%d, NULL, [%d], NULL, NULL) = %s (out [%d])\n", w + 1, w, sprintrc(rc), w);
	tv->tv_usec = 10;
	rc = syscall(SYS_select, -1, in, out, NULL, tv);
	printf("select(-1, %p, %p, NULL, {tv_sec=0, tv_usec=10}) = %s\n", (void *)in, (void *)out,
	       sprintrc(rc));
	rc = syscall(SYS_select, 65, in, BAD_ADDR, NULL, BAD_ADDR);
	printf("select(65, %p, %s, NULL, %s) = %s\n", (void *)in, sprintaddr(BAD_ADDR),
	       sprintaddr(BAD_ADDR), sprintrc(rc));

	/* pselect6: a timespec, and a {mask, size} pair. */
	uint64_t *sm = tail_alloc(2 * sizeof(*sm));
	sm[0] = (uintptr_t)mask;
	sm[1] = 8;
	*in = 0;
	*in |= 1UL << r;
	*out |= 1UL << w;
	ts->tv_sec = 1;
	ts->tv_nsec = 0;
	rc = syscall(SYS_pselect6, w + 1, in, out, NULL, ts, sm);
	printf("pselect6(%d, [%d], [%d], NULL, {tv_sec=1, tv_nsec=0}, {sigmask=[USR1], sigsetsize=8})"
	       " = %s (in [%d], out [%d], left {tv_sec=%lld, tv_nsec=%lld})\n", w + 1, r, w,
	       sprintrc(rc), r, w, (long long)ts->tv_sec, (long long)ts->tv_nsec);
	sm[0] = 0;
	*in = 0;
	ts->tv_sec = 0;
	ts->tv_nsec = 0;
	rc = syscall(SYS_pselect6, w + 1, in, NULL, NULL, ts, sm);
	printf("pselect6(%d, [], NULL, NULL, {tv_sec=0, tv_nsec=0}, {sigmask=NULL, sigsetsize=8})"
	       " = %s (Timeout)\n", w + 1, sprintrc(rc));
	rc = syscall(SYS_pselect6, 0, NULL, NULL, NULL, ts, NULL);
	printf("pselect6(0, NULL, NULL, NULL, {tv_sec=0, tv_nsec=0}, NULL) = %s (Timeout)\n",
	       sprintrc(rc));
	rc = syscall(SYS_pselect6, 0, NULL, NULL, NULL, ts, (char *)sm + 1);
	printf("pselect6(0, NULL, NULL, NULL, {tv_sec=0, tv_nsec=0}, %p) = %s\n",
	       (void *)((char *)sm + 1), sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
