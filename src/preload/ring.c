/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The producer side of the ring protocol (described in src/ring.h). */
#include "config.h"

#include <errno.h>
#include <linux/futex.h>
#include <sys/syscall.h>

#include "sx.h"

/* How long a producer waits for room before checking that systrace is alive. */
#define SPACE_WAIT_MS 200

uint64_t sx_futex_wait(uint32_t *uaddr, uint32_t val, long timeout_ms)
{
	struct timespec ts = { timeout_ms / 1000, (timeout_ms % 1000) * 1000000L };
	/* Shared futexes: the word lives in memory several processes map. */
	return (uint64_t)SX_SYSCALL4(SYS_futex, uaddr, FUTEX_WAIT, val, &ts);
}

static void futex_wake(uint32_t *uaddr, int n)
{
	SX_SYSCALL3(SYS_futex, uaddr, FUTEX_WAKE, n);
}

void sx_critical_leave(void)
{
	SX_BARRIER();
	if (sx.tls_shared) {
		/* Two tasks share this counter: no deferring (see defer_if_critical). */
		__atomic_sub_fetch(&sx_self.critical, 1, __ATOMIC_RELAXED);
		return;
	}
	if (--sx_self.critical || !sx_self.deferred)
		return;
	/* Signals came meanwhile: they waited, blocked and pending; now their
	 * handlers may run (and even jump away). */
	uint64_t m = sx_self.deferred;
	sx_self.deferred = 0;
	SX_SYSCALL4(SYS_rt_sigprocmask, SIG_UNBLOCK, &m, NULL, 8);
}

void sx_consumer_gone(void)
{
	/* This thread traps no more; the others stop at their next trap, when
	 * the handler sees the process inactive. */
	sx.active = false;
	sx_self.selector = SYSCALL_DISPATCH_FILTER_ALLOW;
}

static bool consumer_alive(void)
{
	struct ring_header *h = sx.hdr;
	if (__atomic_load_n(&h->state, __ATOMIC_ACQUIRE) & RING_S_CONSUMER_GONE)
		return false;
	return SX_SYSCALL2(SYS_kill, h->consumer_pid, 0) != -ESRCH;
}

static void count_lost(void)
{
	struct ring_header *h = sx.hdr;
	if (sx_self.slot < h->nprocs)
		__atomic_add_fetch(&h->procs[sx_self.slot].lost, 1, __ATOMIC_RELAXED);
	else
		__atomic_add_fetch(&h->lost_unattributed, 1, __ATOMIC_RELAXED);
	sx_self.pending_lost++;
}

/* Wait until room may have been freed; false when systrace is gone. */
static bool wait_for_space(uint64_t need)
{
	struct ring_header *h = sx.hdr;
	__atomic_add_fetch(&h->space_waiters, 1, __ATOMIC_SEQ_CST);
	uint32_t seq = __atomic_load_n(&h->space_seq, __ATOMIC_SEQ_CST);
	uint64_t head = __atomic_load_n(&h->head, __ATOMIC_RELAXED);
	uint64_t tail = __atomic_load_n(&h->tail, __ATOMIC_SEQ_CST);
	bool alive = true;
	if (head + need - tail > sx.data_size) {
		/* Make sure systrace is awake to free room, then sleep. */
		if (__atomic_exchange_n(&h->consumer_sleeping, 0, __ATOMIC_SEQ_CST))
			futex_wake(&h->consumer_sleeping, 1);
		long rc = (long)sx_futex_wait(&h->space_seq, seq, SPACE_WAIT_MS);
		if (rc == -ETIMEDOUT)
			alive = consumer_alive();
	}
	__atomic_sub_fetch(&h->space_waiters, 1, __ATOMIC_SEQ_CST);
	return alive;
}

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif
/*
 * The ring's pages enter this process's page tables a chunk at a time, with one
 * madvise(MADV_POPULATE_WRITE) when a record first lands in the chunk: a page
 * fault at every 32nd record of the first lap costs the program several times
 * what the kernel takes to map the same pages in one call (measured: 30 to 40
 * ns a record less). A process that writes a few records maps one chunk. The
 * bits are per process image: a forked child starts without the parent's
 * page table entries (the kernel does not copy them for shared mappings).
 * Stopped for good when the call fails (kernels before 5.14) and before the
 * program installs a seccomp filter, which might not expect it.
 */
#define POP_CHUNK (128u << 10)
#define POP_MAX_RING (1ull << 30)	/* SYSTRACE_RING_SIZE's largest */
static uint64_t populated[POP_MAX_RING / POP_CHUNK / 64];
static bool populate_off;
/* Threads between their check of populate_off and the end of their madvise:
 * a filter installed for every thread at once (SECCOMP_FILTER_FLAG_TSYNC)
 * waits for them (sx_ring_populate_stop). */
static uint32_t populating;

static void populate(uint64_t off)
{
	uint64_t c = off / POP_CHUNK, bit = 1ull << (c % 64);
	/* (A ring larger than systrace makes, in a header the program could
	 * have written: simply not mapped ahead.) */
	if (c / 64 >= sizeof(populated) / sizeof(populated[0]) ||
	    __atomic_load_n(&populate_off, __ATOMIC_RELAXED) ||
	    (__atomic_load_n(&populated[c / 64], __ATOMIC_RELAXED) & bit))
		return;
	__atomic_add_fetch(&populating, 1, __ATOMIC_SEQ_CST);
	if (!__atomic_load_n(&populate_off, __ATOMIC_SEQ_CST)) {
		/* Another thread may do the same meanwhile: mapping a page twice
		 * is harmless. */
		__atomic_fetch_or(&populated[c / 64], bit, __ATOMIC_RELAXED);
		uint64_t start = c * POP_CHUNK;
		uint64_t len = sx.data_size - start < POP_CHUNK ? sx.data_size - start : POP_CHUNK;
		if (SX_SYSCALL3(SYS_madvise, sx.data + start, len, MADV_POPULATE_WRITE) != 0)
			__atomic_store_n(&populate_off, true, __ATOMIC_SEQ_CST);
	}
	__atomic_sub_fetch(&populating, 1, __ATOMIC_SEQ_CST);
}

void sx_ring_populate_stop(void)
{
	__atomic_store_n(&populate_off, true, __ATOMIC_SEQ_CST);
	/* A madvise in flight takes microseconds; a thread stopped in it (by a
	 * debugger) is not waited for past a second. */
	for (int i = 0; i < 100000 && __atomic_load_n(&populating, __ATOMIC_SEQ_CST); i++) {
		struct timespec ts = { 0, 10000 };
		SX_SYSCALL2(SYS_nanosleep, &ts, NULL);
	}
}

void sx_ring_forked(void)
{
	sx_memset(populated, 0, sizeof(populated));
	populating = 0;	/* the parent's other threads are not here */
}

struct ring_rec *sx_ring_reserve(uint32_t size, bool urgent)
{
	struct ring_header *h = sx.hdr;
	(void)urgent;
	if (!sx.active)
		return NULL;
	if (size > sx.rec_max) {
		count_lost();
		return NULL;
	}
	/* From before the reservation to its commit, no program handler may run
	 * on this thread: one that jumped away would leave the record unfinished
	 * and the consumer stuck behind it. Already critical (a record or lock
	 * held further out), it must not wait for room either; holding the frames
	 * of the record being written (-k) is no reason not to. */
	bool nested = sx_self.critical > sx_self.stack_hold;
	/* The ids fill_header writes too (see there for a shared TLS block). */
	int32_t pid = sx_self.pid, tid = sx_self.tid;
	if (__builtin_expect(sx.tls_shared || !tid, 0)) {
		pid = (int32_t)SX_SYSCALL0(SYS_getpid);
		tid = sx_gettid();
	}
	sx_critical_enter();
	for (;;) {
		uint64_t head = __atomic_load_n(&h->head, __ATOMIC_RELAXED);
		uint64_t tail = __atomic_load_n(&h->tail, __ATOMIC_ACQUIRE);
		if (head + size - tail > sx.data_size) {
			/* Full: --overwrite drops the newest record, the default waits. */
			if ((sx.ring_flags & RING_F_OVERWRITE) || nested) {
				count_lost();
				sx_critical_leave();
				return NULL;
			}
			if (!wait_for_space(size)) {
				count_lost();
				sx_consumer_gone();
				sx_critical_leave();
				return NULL;
			}
			continue;
		}
		/* Fault in the header's pages now: a thread killed (exit_group,
		 * execve) inside a page fault between the reservation and its marking
		 * would leave a record nobody can step over. */
		populate(head & (sx.data_size - 1));
		const volatile char *at = sx.data + (head & (sx.data_size - 1));
		(void)at[0];
		(void)at[sizeof(struct ring_rec) - 1];
		if (__atomic_compare_exchange_n(&h->head, &head, head + size, true,
						__ATOMIC_ACQ_REL, __ATOMIC_RELAXED)) {
			struct ring_rec *rec = (struct ring_rec *)(sx.data + (head & (sx.data_size - 1)));
			/* Marked at once, with its writer's ids stored before the mark:
			 * whenever the writer dies from now on, the consumer sees a busy
			 * record naming a task it can find gone, and steps over it. */
			rec->ev.pid = pid;
			rec->ev.tid = tid;
			__atomic_store_n((uint64_t *)rec,
					 ring_state_word(size, ring_lap_bits(head, sx.data_size) | RING_BUSY),
					 __ATOMIC_RELEASE);
			return rec;
		}
	}
}

static void publish(struct ring_rec *rec, uint32_t state)
{
	uint32_t flags = (rec->ev.flags & ~(RING_BUSY | RING_COMMITTED)) | state;
	__atomic_store_n((uint64_t *)rec, ring_state_word(rec->ev.size, flags), __ATOMIC_RELEASE);
}

void sx_ring_commit(struct ring_rec *rec, bool urgent)
{
	struct ring_header *h = sx.hdr;
	publish(rec, RING_COMMITTED);
	sx_critical_leave();
	/* Doorbell. The consumer sets consumer_sleeping, then looks at the ring
	 * once more before sleeping: an urgent record orders its commit before
	 * reading the flag (a locked instruction, cheaper than mfence), so it is
	 * never missed. Others skip that: at worst the consumer finds them when its
	 * short sleep ends. */
	if (urgent)
		__asm__ __volatile__("lock orl $0, (%%rsp)" ::: "memory", "cc");
	if (!__atomic_load_n(&h->consumer_sleeping, __ATOMIC_RELAXED))
		return;
	if (!urgent) {
		uint64_t used = __atomic_load_n(&h->head, __ATOMIC_RELAXED) -
				__atomic_load_n(&h->tail, __ATOMIC_RELAXED);
		if (used < h->wake_fill)
			return;
	}
	if (__atomic_exchange_n(&h->consumer_sleeping, 0, __ATOMIC_SEQ_CST))
		futex_wake(&h->consumer_sleeping, 1);
}

void sx_ring_commit_quiet(struct ring_rec *rec)
{
	publish(rec, RING_COMMITTED);
	sx_critical_leave();	/* sx_ring_reserve's */
}

uint64_t sx_ring_end_of(const struct ring_rec *rec)
{
	/* Positions grow without wrapping; rec lies within one data size below head. */
	uint64_t head = __atomic_load_n(&sx.hdr->head, __ATOMIC_ACQUIRE);
	uint64_t off = (uint64_t)((const char *)rec - sx.data);
	uint64_t pos = (head & ~(sx.data_size - 1)) + off;
	if (pos >= head)
		pos -= sx.data_size;
	return pos + rec->ev.size;
}

/* How long the consumer may make no progress before a waiting producer goes on. */
#define CONSUMED_STALL_MS 2000

void sx_ring_wait_consumed(uint64_t end)
{
	struct ring_header *h = sx.hdr;
	uint64_t last_tail = __atomic_load_n(&h->tail, __ATOMIC_ACQUIRE);
	unsigned int stalled_ms = 0;
	while (sx.active) {
		uint64_t tail = __atomic_load_n(&h->tail, __ATOMIC_ACQUIRE);
		if ((int64_t)(tail - end) >= 0)
			return;
		if (tail != last_tail) {
			last_tail = tail;
			stalled_ms = 0;
		}
		/* Woken by the consumer's next publish_tail, like a producer that
		 * waits for room. */
		__atomic_add_fetch(&h->space_waiters, 1, __ATOMIC_SEQ_CST);
		uint32_t seq = __atomic_load_n(&h->space_seq, __ATOMIC_SEQ_CST);
		long rc = 0;
		if ((int64_t)(__atomic_load_n(&h->tail, __ATOMIC_SEQ_CST) - end) < 0) {
			if (__atomic_exchange_n(&h->consumer_sleeping, 0, __ATOMIC_SEQ_CST))
				futex_wake(&h->consumer_sleeping, 1);
			rc = (long)sx_futex_wait(&h->space_seq, seq, 50);
		}
		__atomic_sub_fetch(&h->space_waiters, 1, __ATOMIC_SEQ_CST);
		if (rc == -ETIMEDOUT) {
			stalled_ms += 50;
			if (!consumer_alive() || stalled_ms >= CONSUMED_STALL_MS)
				return;
		}
	}
}
