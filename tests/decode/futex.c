/* systrace: -e trace=futex,set_robust_list,get_robust_list,set_tid_address,rseq,getrandom */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * futex (every operation, private and realtime variants, timeouts, the
 * FUTEX_WAKE_OP encoding, bitsets), set_robust_list, get_robust_list,
 * set_tid_address, rseq (raw arguments, as strace 6.1 prints them), getrandom
 * (bytes in hex, cut at -s).
 */
#include "tests.h"

#include <linux/futex.h>
#include <sys/prctl.h>
#include <sys/random.h>
#include <time.h>

static long futex(void *uaddr, long op, unsigned long val, unsigned long timeout_or_val2,
		  void *uaddr2, unsigned long val3)
{
	return syscall(SYS_futex, uaddr, op, val, timeout_or_val2, uaddr2, val3);
}

/* "\x01\x02..." for n bytes, with "..." when more were returned than -s 32. */
static const char *hex(const unsigned char *p, long n)
{
	static char buf[256];
	size_t len = 0;
	len += snprintf(buf + len, sizeof(buf) - len, "\"");
	for (long i = 0; i < n && i < 32; i++)
		len += snprintf(buf + len, sizeof(buf) - len, "\\x%02x", p[i]);
	snprintf(buf + len, sizeof(buf) - len, "\"%s", n > 32 ? "..." : "");
	return buf;
}

int main(void)
{
	long rc;
	uint32_t *f = tail_alloc(sizeof(*f));
	uint32_t *f2 = tail_alloc(sizeof(*f2));
	struct timespec *ts = tail_alloc(sizeof(*ts));
	*f = 0;
	*f2 = 0;
	/* libc's first allocation asks for random bytes: get it done now. */
	void *volatile first = malloc(1);
	free(first);

	rc = futex(f, FUTEX_WAKE_PRIVATE, 1, 0, NULL, 0);
	printf("futex(%p, FUTEX_WAKE_PRIVATE, 1) = %s\n", (void *)f, sprintrc(rc));
	rc = futex(f, FUTEX_WAKE, 2147483647, 0, NULL, 0);
	printf("futex(%p, FUTEX_WAKE, 2147483647) = %s\n", (void *)f, sprintrc(rc));
	ts->tv_sec = 0;
	ts->tv_nsec = 1;
	rc = futex(f, FUTEX_WAIT, 1, (unsigned long)ts, NULL, 0);
	printf("futex(%p, FUTEX_WAIT, 1, {tv_sec=0, tv_nsec=1}) = %s\n", (void *)f, sprintrc(rc));
	rc = futex(f, FUTEX_WAIT_PRIVATE, 0, (unsigned long)ts, NULL, 0);
	printf("futex(%p, FUTEX_WAIT_PRIVATE, 0, {tv_sec=0, tv_nsec=1}) = %s\n", (void *)f,
	       sprintrc(rc));
	rc = futex(f, FUTEX_WAIT | FUTEX_CLOCK_REALTIME, 1, 0, NULL, 0);
	printf("futex(%p, FUTEX_WAIT|FUTEX_CLOCK_REALTIME, 1, NULL) = %s\n", (void *)f, sprintrc(rc));
	rc = futex(f, FUTEX_WAIT, 0, (unsigned long)BAD_ADDR, NULL, 0);
	printf("futex(%p, FUTEX_WAIT, 0, %s) = %s\n", (void *)f, sprintaddr(BAD_ADDR), sprintrc(rc));

	/* Absolute timeouts long past: an immediate ETIMEDOUT. */
	ts->tv_sec = 1;
	ts->tv_nsec = 0;
	rc = futex(f, FUTEX_WAIT_BITSET_PRIVATE, 0, (unsigned long)ts, NULL, 0x1);
	printf("futex(%p, FUTEX_WAIT_BITSET_PRIVATE, 0, {tv_sec=1, tv_nsec=0}, 0x1) = %s\n",
	       (void *)f, sprintrc(rc));
	rc = futex(f, FUTEX_WAIT_BITSET_PRIVATE | FUTEX_CLOCK_REALTIME, 0, (unsigned long)ts, NULL,
		   FUTEX_BITSET_MATCH_ANY);
	printf("futex(%p, FUTEX_WAIT_BITSET_PRIVATE|FUTEX_CLOCK_REALTIME, 0, {tv_sec=1, tv_nsec=0}, "
	       "FUTEX_BITSET_MATCH_ANY) = %s\n", (void *)f, sprintrc(rc));
	rc = futex(f, FUTEX_WAKE_BITSET, 1, 0, NULL, 0xff);
	printf("futex(%p, FUTEX_WAKE_BITSET, 1, 0xff) = %s\n", (void *)f, sprintrc(rc));
	rc = futex(f, FUTEX_WAKE_BITSET_PRIVATE, 1, 0, NULL, FUTEX_BITSET_MATCH_ANY);
	printf("futex(%p, FUTEX_WAKE_BITSET_PRIVATE, 1, FUTEX_BITSET_MATCH_ANY) = %s\n", (void *)f,
	       sprintrc(rc));

	rc = futex(f, FUTEX_REQUEUE_PRIVATE, 1, 2, f2, 0);
	printf("futex(%p, FUTEX_REQUEUE_PRIVATE, 1, 2, %p) = %s\n", (void *)f, (void *)f2,
	       sprintrc(rc));
	rc = futex(f, FUTEX_CMP_REQUEUE, 1, 2, f2, 5);
	printf("futex(%p, FUTEX_CMP_REQUEUE, 1, 2, %p, 5) = %s\n", (void *)f, (void *)f2,
	       sprintrc(rc));
	rc = futex(f, FUTEX_CMP_REQUEUE_PI_PRIVATE, 1, 2, f2, 0);
	printf("futex(%p, FUTEX_CMP_REQUEUE_PI_PRIVATE, 1, 2, %p, 0) = %s\n", (void *)f, (void *)f2,
	       sprintrc(rc));

	rc = futex(f, FUTEX_WAKE_OP_PRIVATE, 1, 1, f2,
		   FUTEX_OP(FUTEX_OP_ADD, 1, FUTEX_OP_CMP_GT, 0));
	printf("futex(%p, FUTEX_WAKE_OP_PRIVATE, 1, 1, %p, FUTEX_OP_ADD<<28|0x1<<12|"
	       "FUTEX_OP_CMP_GT<<24|0) = %s\n", (void *)f, (void *)f2, sprintrc(rc));
	rc = futex(f, FUTEX_WAKE_OP, 0, 0, f2,
		   FUTEX_OP((FUTEX_OP_OPARG_SHIFT | FUTEX_OP_XOR), 0xfff, FUTEX_OP_CMP_GE, 0xabc));
	printf("futex(%p, FUTEX_WAKE_OP, 0, 0, %p, FUTEX_OP_OPARG_SHIFT<<28|FUTEX_OP_XOR<<28|"
	       "0xfff<<12|FUTEX_OP_CMP_GE<<24|0xabc) = %s\n", (void *)f, (void *)f2, sprintrc(rc));
	rc = futex(f, FUTEX_WAKE_OP, 0, 0, f2, 0x79000000);
	printf("futex(%p, FUTEX_WAKE_OP, 0, 0, %p, 0x7<<28 /* FUTEX_OP_??? */|0<<12|"
	       "0x9<<24 /* FUTEX_OP_CMP_??? */|0) = %s\n", (void *)f, (void *)f2, sprintrc(rc));

	/* Priority inheritance: take the lock, fail to take it again, give it back. */
	rc = futex(f, FUTEX_LOCK_PI_PRIVATE, 0, 0, NULL, 0);
	printf("futex(%p, FUTEX_LOCK_PI_PRIVATE, NULL) = %s\n", (void *)f, sprintrc(rc));
	rc = futex(f, FUTEX_TRYLOCK_PI_PRIVATE, 0, 0, NULL, 0);
	printf("futex(%p, FUTEX_TRYLOCK_PI_PRIVATE) = %s\n", (void *)f, sprintrc(rc));
	rc = futex(f, FUTEX_UNLOCK_PI_PRIVATE, 0, 0, NULL, 0);
	printf("futex(%p, FUTEX_UNLOCK_PI_PRIVATE) = %s\n", (void *)f, sprintrc(rc));
	rc = futex(f, FUTEX_LOCK_PI2, 0, (unsigned long)ts, NULL, 0);
	printf("futex(%p, FUTEX_LOCK_PI2, {tv_sec=1, tv_nsec=0}) = %s\n", (void *)f, sprintrc(rc));
	rc = futex(f, FUTEX_UNLOCK_PI, 0, 0, NULL, 0);
	printf("futex(%p, FUTEX_UNLOCK_PI) = %s\n", (void *)f, sprintrc(rc));
	*f = 0;
	rc = futex(f, FUTEX_WAIT_REQUEUE_PI, 1, (unsigned long)ts, f2, 0);
	printf("futex(%p, FUTEX_WAIT_REQUEUE_PI, 1, {tv_sec=1, tv_nsec=0}, %p) = %s\n", (void *)f,
	       (void *)f2, sprintrc(rc));
	rc = futex(f, FUTEX_FD, 5, 0, NULL, 0);
	printf("futex(%p, FUTEX_FD, 5) = %s\n", (void *)f, sprintrc(rc));

	/* Unknown commands and combinations. */
	rc = futex(f, 14, 1, 2, (void *)3, 4);
	printf("futex(%p, 0xe /* FUTEX_??? */, 1, 0x2, 0x3, 0x4) = %s\n", (void *)f, sprintrc(rc));
	rc = futex(f, FUTEX_WAKE | FUTEX_CLOCK_REALTIME, 1, 0, NULL, 0);
	printf("futex(%p, 0x101 /* FUTEX_??? */, 1) = %s\n", (void *)f, sprintrc(rc));
	rc = futex(NULL, FUTEX_WAKE, 1, 0, NULL, 0);
	printf("futex(NULL, FUTEX_WAKE, 1) = %s\n", sprintrc(rc));

	/* The robust list: read it, and give it back unchanged. */
	void **head = tail_alloc(sizeof(*head));
	size_t *len = tail_alloc(sizeof(*len));
	rc = syscall(SYS_get_robust_list, 0, head, len);
	char head_text[32], len_text[32];
	snprintf(head_text, sizeof(head_text), "[%p]", *head);
	snprintf(len_text, sizeof(len_text), "[%zu]", *len);
	printf("get_robust_list(0, %s, %s) = %s\n", out_arg(head, head_text), out_arg(len, len_text),
	       sprintrc(rc));
	rc = syscall(SYS_set_robust_list, *head, *len);
	printf("set_robust_list(%p, %zu) = %s\n", *head, *len, sprintrc(rc));
	rc = syscall(SYS_set_robust_list, *head, 1);
	printf("set_robust_list(%p, 1) = %s\n", *head, sprintrc(rc));
	rc = syscall(SYS_get_robust_list, -1, head, len);
	printf("get_robust_list(-1, %p, %p) = %s\n", (void *)head, (void *)len, sprintrc(rc));
	rc = syscall(SYS_get_robust_list, 0, BAD_ADDR, len);
	printf("get_robust_list(0, %s, %p) = %s\n", sprintaddr(BAD_ADDR), (void *)len, sprintrc(rc));

	/* set_tid_address: put back what libc set. */
	int **tidp = tail_alloc(sizeof(*tidp));
	rc = syscall(SYS_prctl, PR_GET_TID_ADDRESS, tidp, 0, 0, 0);
	if (rc == 0) {
		rc = syscall(SYS_set_tid_address, *tidp);
		printf("set_tid_address(%p) = %s\n", (void *)*tidp, sprintrc(rc));
	}

	/* rseq: libc registered one already. Raw hex arguments. */
	rc = syscall(SYS_rseq, NULL, 0, 0, 0);
	printf("rseq(0, 0, 0, 0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_rseq, BAD_ADDR, 32, 1, 0x53053053);
	printf("rseq(%s, 0x20, 0x1, 0x53053053) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));

	/* getrandom. */
	unsigned char *buf = tail_alloc(40);
	rc = syscall(SYS_getrandom, buf, 8, GRND_NONBLOCK);
	printf("getrandom(%s, 8, GRND_NONBLOCK) = %s\n", out_arg(buf, hex(buf, rc)), sprintrc(rc));
	rc = syscall(SYS_getrandom, buf, 40, 0);
	printf("getrandom(%s, 40, 0) = %s\n", out_arg(buf, hex(buf, rc)), sprintrc(rc));
	rc = syscall(SYS_getrandom, buf, 0, GRND_RANDOM | GRND_NONBLOCK);
	printf("getrandom(%s, 0, GRND_NONBLOCK|GRND_RANDOM) = %s\n", out_arg(buf, "\"\""),
	       sprintrc(rc));
	rc = syscall(SYS_getrandom, BAD_ADDR, 8, 0);
	printf("getrandom(%s, 8, 0) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_getrandom, buf, 8, GRND_INSECURE | GRND_RANDOM);
	printf("getrandom(%p, 8, GRND_RANDOM|GRND_INSECURE) = %s\n", (void *)buf, sprintrc(rc));
	rc = syscall(SYS_getrandom, buf, 8, 0x10);
	printf("getrandom(%p, 8, 0x10 /* GRND_??? */) = %s\n", (void *)buf, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
