/* systrace: -e trace=futex_waitv */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* futex_waitv: waiters, flags, a timeout and its clock, failures (nothing waits:
 * the values never match). */
#include "tests.h"

#include <time.h>
#include <linux/futex.h>

int main(void)
{
	long rc;
	static uint32_t f1 = 1, f2 = 2;
	struct futex_waitv *w = tail_alloc(2 * sizeof(*w));
	memset(w, 0, 2 * sizeof(*w));
	w[0].val = 0;
	w[0].uaddr = (uintptr_t)&f1;
	w[0].flags = FUTEX_32 | FUTEX_PRIVATE_FLAG;
	w[1].val = 0x10;
	w[1].uaddr = (uintptr_t)&f2;
	w[1].flags = FUTEX_32;
	struct timespec *ts = tail_alloc(sizeof(*ts));
	ts->tv_sec = 1;
	ts->tv_nsec = 2;
	rc = syscall(449, w, 2, 0, ts, CLOCK_MONOTONIC);
	if (rc < 0 && errno == ENOSYS)
		skip_because("futex_waitv: ENOSYS");
	printf("futex_waitv([{val=0, uaddr=%p, flags=FUTEX_32|FUTEX_PRIVATE_FLAG}, {val=0x10, "
	       "uaddr=%p, flags=FUTEX_32}], 2, 0, {tv_sec=1, tv_nsec=2}, CLOCK_MONOTONIC) = %s\n",
	       &f1, &f2, sprintrc(rc));
	w[1].flags = 0x100;
	w[1].__reserved = 7;
	rc = syscall(449, w + 1, 1, 0x8, NULL, CLOCK_REALTIME);
	printf("futex_waitv([{val=0x10, uaddr=%p, flags=0x100 /* FUTEX_??? */, __reserved=0x7}], 1, "
	       "0x8, NULL, CLOCK_REALTIME) = %s\n", &f2, sprintrc(rc));
	rc = syscall(449, w + 1, 2, 0, NULL, CLOCK_MONOTONIC);
	printf("futex_waitv([{val=0x10, uaddr=%p, flags=0x100 /* FUTEX_??? */, __reserved=0x7}, "
	       "... /* %p */], 2, 0, NULL, CLOCK_MONOTONIC) = %s\n", &f2, w + 2, sprintrc(rc));
	rc = syscall(449, NULL, 0, 0, BAD_ADDR, 99);
	printf("futex_waitv(NULL, 0, 0, %p, 0x63 /* CLOCK_??? */) = %s\n", BAD_ADDR, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
