/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The consumer side of the ring (protocol in ring.h). Everything in the shared
 * mapping is the traced program's to write, at any moment: this file reads each
 * shared word once, bounds it by systrace's private limits before using it, and
 * hands out only private copies it has validated.
 */
#include "config.h"

#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <linux/futex.h>

#include "buffered_ring_reader.h"

#define RESYNC_NS (2ull * 1000000000u)

int ring_reader_init(struct ring_reader *rd, struct ring_header *hdr, uint64_t data_size,
		     uint32_t rec_max, uint32_t nprocs, ring_writer_fn writer, void *ctx)
{
	memset(rd, 0, sizeof(*rd));
	if (!hdr || data_size < 4096 || (data_size & (data_size - 1)) ||
	    rec_max < sizeof(struct ring_rec) || (rec_max & 7) || rec_max > data_size / 2 ||
	    nprocs > RING_MAX_PROCS || !writer)
		return -EINVAL;
	rd->buf = malloc(rec_max);
	if (!rd->buf)
		return -ENOMEM;
	rd->hdr = hdr;
	rd->data = (char *)hdr + RING_HEADER_SIZE;
	rd->data_size = data_size;
	rd->rec_max = rec_max;
	rd->nprocs = nprocs;
	rd->writer = writer;
	rd->writer_ctx = ctx;
	rd->stuck_pos = UINT64_MAX;
	rd->bad_head = UINT64_MAX;
	rd->resync_ns = RESYNC_NS;
	return 0;
}

void ring_reader_free(struct ring_reader *rd)
{
	free(rd->buf);
	rd->buf = NULL;
}

void ring_reader_publish(struct ring_reader *rd)
{
	struct ring_header *h = rd->hdr;
	__atomic_store_n(&h->tail, rd->tail, __ATOMIC_RELEASE);
	if (!__atomic_load_n(&h->space_waiters, __ATOMIC_SEQ_CST))
		return;
	/* Producers waiting for room are woken once a quarter of the ring is free
	 * (or what they wait for is read: the ring is then nearly empty). Woken at
	 * every publication instead, a program sharing systrace's CPU took turns
	 * with it 32 records at a time, a futex call and two context switches
	 * each. head is the program's: a value out of range just wakes. */
	uint64_t used = __atomic_load_n(&h->head, __ATOMIC_ACQUIRE) - rd->tail;
	if (used <= rd->data_size && used > rd->data_size - rd->data_size / 4)
		return;
	__atomic_add_fetch(&h->space_seq, 1, __ATOMIC_SEQ_CST);
	syscall(SYS_futex, &h->space_seq, FUTEX_WAKE, INT_MAX, NULL, NULL, 0);
}

bool ring_reader_stuck(const struct ring_reader *rd)
{
	return rd->stuck_pos == rd->tail &&
	       __atomic_load_n(&rd->hdr->head, __ATOMIC_RELAXED) != rd->tail;
}

uint64_t ring_reader_mark(const struct ring_reader *rd)
{
	/* head is the program's to write: what lies before it is at most a ring. */
	uint64_t used = __atomic_load_n(&rd->hdr->head, __ATOMIC_ACQUIRE) - rd->tail;
	return rd->consumed + (used < rd->data_size ? used : rd->data_size);
}

bool ring_reader_passed(const struct ring_reader *rd, uint64_t mark)
{
	return rd->consumed >= mark || __atomic_load_n(&rd->hdr->head, __ATOMIC_ACQUIRE) == rd->tail;
}

/* The shared bytes at ring position pos (contiguous for up to data_size bytes). */
static char *at_pos(const struct ring_reader *rd, uint64_t pos)
{
	return rd->data + (pos & (rd->data_size - 1));
}

/* A size a producer following the protocol could have reserved with avail
 * bytes reserved from its position on. */
static bool size_ok(const struct ring_reader *rd, uint32_t size, uint64_t avail)
{
	return size >= sizeof(struct ring_rec) && !(size & 7) && size <= rd->rec_max &&
	       size <= avail;
}

static bool marked_at(const struct ring_reader *rd, uint64_t pos, uint32_t flags)
{
	return (flags & RING_LAP_MASK) == ring_lap_bits(pos, rd->data_size) &&
	       (flags & (RING_BUSY | RING_COMMITTED));
}

static enum ring_next skip(struct ring_reader *rd, uint64_t n, enum ring_skip why, int32_t pid,
			   int32_t tid, uint32_t slot)
{
	/* n <= data_size: the double mapping keeps the bytes contiguous. */
	memset(at_pos(rd, rd->tail), 0, n);
	rd->tail += n;
	rd->consumed += n;
	rd->skip_reason = why;
	rd->skip_pid = pid;
	rd->skip_tid = tid;
	rd->skip_slot = slot < rd->nprocs ? slot : UINT32_MAX;
	rd->skipped[why]++;
	rd->stuck_pos = UINT64_MAX;
	ring_reader_publish(rd);
	return RING_SKIPPED;
}

/* Nothing readable at tail: step to the next plausible record header before
 * head (or to head). Bytes never written (still zero) mean a producer reserved
 * them and died before marking them; anything else was scribbled on. */
static enum ring_next resync(struct ring_reader *rd, uint64_t head)
{
	const uint64_t *first = (const uint64_t *)at_pos(rd, rd->tail);
	bool zero = __atomic_load_n(first, __ATOMIC_RELAXED) == 0;
	uint64_t pos = rd->tail + 8;
	for (; pos < head; pos += 8) {
		uint64_t w = __atomic_load_n((const uint64_t *)at_pos(rd, pos), __ATOMIC_ACQUIRE);
		uint32_t size = (uint32_t)w, flags = (uint32_t)(w >> 32);
		if (marked_at(rd, pos, flags) && size_ok(rd, size, head - pos))
			break;
	}
	return skip(rd, pos - rd->tail, zero ? RING_SKIP_WRITER_DIED : RING_SKIP_CORRUPT, 0, 0,
		    UINT32_MAX);
}

enum ring_next ring_reader_next(struct ring_reader *rd, bool final, uint64_t now_ns)
{
	uint64_t head = __atomic_load_n(&rd->hdr->head, __ATOMIC_ACQUIRE);
	uint64_t avail = head - rd->tail;
	if (!avail)
		return RING_EMPTY;
	if ((head & 7) || avail > rd->data_size) {
		/* No producer moves head there. Misaligned: wait for it to be put
		 * right (or for the program to end). Too far (or backwards): what lies
		 * between is lost, go on from it. Each value counts once. */
		bool fresh = head != rd->bad_head;
		rd->bad_head = head;
		if (head & 7) {
			if (fresh)
				rd->skipped[RING_SKIP_CORRUPT]++;
			return RING_EMPTY;
		}
		rd->tail = head;
		rd->consumed += rd->data_size;
		rd->skip_reason = RING_SKIP_CORRUPT;
		rd->skip_pid = rd->skip_tid = 0;
		rd->skip_slot = UINT32_MAX;
		if (fresh)
			rd->skipped[RING_SKIP_CORRUPT]++;
		ring_reader_publish(rd);
		return RING_SKIPPED;
	}
	char *at = at_pos(rd, rd->tail);
	struct ring_rec *shared = (struct ring_rec *)at;
	uint64_t w = __atomic_load_n((uint64_t *)at, __ATOMIC_ACQUIRE);
	uint32_t size = (uint32_t)w, flags = (uint32_t)(w >> 32);
	bool marked = marked_at(rd, rd->tail, flags);
	if (marked && !size_ok(rd, size, avail))
		return resync(rd, head);
	if (!marked || !(flags & RING_COMMITTED)) {
		if (rd->stuck_pos != rd->tail) {
			rd->stuck_pos = rd->tail;
			rd->stuck_since = now_ns;
		}
		bool late = final || now_ns - rd->stuck_since > rd->resync_ns;
		if (!marked)
			return late ? resync(rd, head) : RING_EMPTY;
		/* Busy: the producer stored its ids before marking it (ring.h). */
		int32_t pid = __atomic_load_n(&shared->ev.pid, __ATOMIC_RELAXED);
		int32_t tid = __atomic_load_n(&shared->ev.tid, __ATOMIC_RELAXED);
		uint32_t slot = __atomic_load_n(&shared->slot, __ATOMIC_RELAXED);
		enum ring_writer ws = final ? RING_WRITER_DEAD
					    : rd->writer(rd->writer_ctx, pid, tid, slot);
		if (ws == RING_WRITER_DEAD)
			return skip(rd, size, RING_SKIP_WRITER_DIED, pid, tid, slot);
		if (ws == RING_WRITER_UNKNOWN && late)
			return skip(rd, size, RING_SKIP_UNKNOWN_WRITER, pid, tid, slot);
		return RING_EMPTY;
	}
	/* The one read of the record; from here on only the copy is looked at. */
	memcpy(rd->buf, at, size);
	struct ring_rec *r = (struct ring_rec *)rd->buf;
	r->ev.size = size;
	r->ev.flags = flags;
	if (ring_rec_validate(rd->buf, size) < 0)
		return skip(rd, size, RING_SKIP_CORRUPT, r->ev.pid, r->ev.tid, r->slot);
	memset(at, 0, size);
	rd->tail += size;
	rd->consumed += size;
	rd->stuck_pos = UINT64_MAX;
	rd->records++;
	rd->bytes += size;
	return RING_RECORD;
}

/* Bytes a blob of len data bytes takes, header and padding included (no wrap). */
static uint64_t blob_span(uint32_t len)
{
	return sizeof(struct ring_blob) + (((uint64_t)len + 7) & ~(uint64_t)7);
}

int ring_rec_validate(const unsigned char *rec, uint32_t size)
{
	const struct ring_rec *r = (const struct ring_rec *)rec;
	if (size < sizeof(*r) || (size & 7) || r->ev.size != size)
		return -EINVAL;
	if (r->kind < RING_REC_SYSCALL || r->kind > RING_REC_HELLO)
		return -EINVAL;
	uint64_t off = sizeof(*r);
	for (unsigned int i = 0; i < r->nblobs; i++) {
		if (size - off < sizeof(struct ring_blob))
			return -EINVAL;
		const struct ring_blob *b = (const struct ring_blob *)(rec + off);
		uint64_t span = blob_span(b->len);
		if (span > size - off)
			return -EINVAL;
		/* A stack is a whole number of frames, and only ever the first blob. */
		if ((b->flags & RING_BLOB_STACK) && (i || (b->len & 7)))
			return -EINVAL;
		off += span;
	}
	return 0;
}

int ring_blobs_read(const unsigned char *rec, unsigned int want, uint64_t addr, void *buf,
		    size_t len)
{
	const struct ring_rec *r = (const struct ring_rec *)rec;
	uint64_t size = r->ev.size, off = sizeof(*r);
	for (unsigned int i = 0; i < r->nblobs; i++) {
		if (size < off || size - off < sizeof(struct ring_blob))
			break;
		const struct ring_blob *b = (const struct ring_blob *)(rec + off);
		uint64_t span = blob_span(b->len);
		if (span > size - off)
			break;
		off += span;
		if (!(b->flags & want) || (b->flags & (RING_BLOB_FAULT | RING_BLOB_STACK)))
			continue;
		if (addr < b->addr || addr - b->addr >= b->len)
			continue;
		uint64_t skip_n = addr - b->addr, avail = b->len - skip_n;
		const unsigned char *data = (const unsigned char *)(b + 1) + skip_n;
		if (len <= avail) {
			memcpy(buf, data, len);
			return 0;
		}
		if (b->flags & RING_BLOB_TERMINATED) {
			memcpy(buf, data, avail);
			memset((char *)buf + avail, 0, len - avail);
			return 0;
		}
	}
	return -EFAULT;
}

const struct ring_blob *ring_rec_stack(const unsigned char *rec)
{
	const struct ring_rec *r = (const struct ring_rec *)rec;
	if (!rec || !r->nblobs || r->ev.size < sizeof(*r) + sizeof(struct ring_blob))
		return NULL;
	const struct ring_blob *b = (const struct ring_blob *)(rec + sizeof(*r));
	if (!(b->flags & RING_BLOB_STACK) || blob_span(b->len) > r->ev.size - sizeof(*r))
		return NULL;
	return b;
}
