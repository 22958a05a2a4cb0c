/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Ring fuzzer: drives systrace's ring reader (src/buffered_ring_reader.c, built
 * in alone) over rings a hostile program could leave: random bytes, wrapped
 * and misaligned counters, oversized and wrapping lengths (blob lengths near
 * 2^32), bogus slots and pids, and records whose sizes a second thread flips
 * while they are read. Built with -fsanitize=address,undefined: any finding
 * aborts. Every handed-out record is walked the way systrace walks it.
 *
 * Usage: fuzz_ring [SECONDS [SEED]]   (default 20 s)
 */
#include "config.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "buffered_ring_reader.h"
#include "fuzz/rng.h"

#define DATA_SIZE (64u * 1024u)
#define REC_MAX (DATA_SIZE / 4)

static enum ring_writer fake_writer(void *ctx, int32_t pid, int32_t tid, uint32_t slot)
{
	(void)ctx;
	(void)tid;
	(void)slot;
	/* Anything goes: the reader must cope with each answer. */
	return (enum ring_writer)((unsigned int)pid % 3);
}

static struct ring_header *hdr;
static char *data;
static atomic_int flipping;

/* The second thread: keeps rewriting the size words and blob lengths of the
 * first records while the reader copies them. */
static void *flipper(void *arg)
{
	(void)arg;
	uint64_t x = 0x9e3779b97f4a7c15ull;
	while (atomic_load(&flipping)) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		size_t off = (size_t)(x % (DATA_SIZE / 8)) * 8;
		volatile uint32_t *w = (volatile uint32_t *)(data + off);
		w[0] = (uint32_t)(x >> 32);
		volatile uint32_t *len = (volatile uint32_t *)(data + off + sizeof(struct ring_rec) + 8);
		len[0] = (uint32_t)x | 0xfff00000u;
	}
	return NULL;
}

/* Write a plausible committed record at pos, then maybe damage it. */
static uint32_t put_record(uint64_t pos, uint32_t room)
{
	uint32_t nblobs = (uint32_t)(rnd() % 4);
	uint32_t size = (uint32_t)sizeof(struct ring_rec);
	unsigned char tmp[REC_MAX];
	memset(tmp, 0, sizeof(tmp));
	struct ring_rec *r = (struct ring_rec *)tmp;
	for (uint32_t i = 0; i < nblobs; i++) {
		uint32_t len = (uint32_t)(rnd() % 200);
		if (size + sizeof(struct ring_blob) + ((len + 7) & ~7u) > REC_MAX / 2)
			break;
		struct ring_blob *b = (struct ring_blob *)(tmp + size);
		b->addr = rnd() % 4 ? 0x1000 * (i + 1) : rnd();
		b->len = len;
		b->flags = (uint16_t)(rnd() % 8 ? (1u << (rnd() % 4)) : rnd());
		size += (uint32_t)sizeof(*b) + ((len + 7) & ~7u);
		r->nblobs++;
	}
	if (size > room)
		return 0;
	r->kind = (uint16_t)(1 + rnd() % 5);
	r->slot = (uint32_t)(rnd() % 3 ? rnd() % 16 : rnd());
	r->ev.pid = (int32_t)rnd();
	r->ev.tid = (int32_t)rnd();
	r->ev.nr = (int32_t)rnd();
	uint32_t flags = ring_lap_bits(pos, DATA_SIZE) | RING_COMMITTED;
	switch (rnd() % 16) {
	case 0: /* wrapping blob length */
		if (r->nblobs)
			((struct ring_blob *)(tmp + sizeof(*r)))->len = 0xffffffffu - (uint32_t)(rnd() % 16);
		break;
	case 1: /* busy, not committed */
		flags = ring_lap_bits(pos, DATA_SIZE) | RING_BUSY;
		break;
	case 2: /* wrong lap */
		flags = ring_lap_bits(pos + DATA_SIZE, DATA_SIZE) | RING_COMMITTED;
		break;
	case 3: /* random nblobs */
		r->nblobs = (uint16_t)rnd();
		break;
	case 4: /* a stack blob with an odd length, not first */
		if (r->nblobs > 1)
			((struct ring_blob *)(tmp + sizeof(*r)))->flags = RING_BLOB_STACK;
		break;
	default:
		break;
	}
	r->ev.size = size;
	r->ev.flags = flags;
	switch (rnd() % 24) {
	case 0: r->ev.size = (uint32_t)rnd(); break;	/* any size */
	case 1: r->ev.size = size + 4; break;		/* misaligned */
	case 2: r->ev.size = REC_MAX + 8; break;	/* over rec_max */
	case 3: r->ev.size = 0xfffffff8u; break;
	default: break;
	}
	char *at = data + (pos & (DATA_SIZE - 1));
	memcpy(at, tmp, size);
	return size;
}

static void walk(const unsigned char *rec)
{
	const struct ring_rec *r = (const struct ring_rec *)rec;
	unsigned char buf[512];
	volatile unsigned int sum = 0;
	for (int i = 0; i < 8; i++) {
		uint64_t addr = rnd() % 2 ? 0x1000 * (uint64_t)(rnd() % 5) + rnd() % 300 : rnd();
		size_t len = 1 + rnd() % sizeof(buf);
		if (ring_blobs_read(rec, RING_BLOB_IN | RING_BLOB_OUT, addr, buf, len) == 0)
			for (size_t k = 0; k < len; k++)
				sum += buf[k];
	}
	const struct ring_blob *st = ring_rec_stack(rec);
	if (st) {
		const uint64_t *frames = (const uint64_t *)(st + 1);
		for (uint32_t i = 0; i < st->len / 8; i++)
			sum += (unsigned int)frames[i];
	}
	(void)r;
}

int main(int argc, char **argv)
{
	double seconds = argc > 1 ? atof(argv[1]) : 20;
	uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 0) : (uint64_t)now_ns();
	rng_state = seed | 1;
	size_t total = RING_HEADER_SIZE + 2 * DATA_SIZE;
	char *base = mmap(NULL, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	int fd = memfd_create("fuzz-ring", 0);
	if (base == MAP_FAILED || fd < 0 || ftruncate(fd, RING_HEADER_SIZE + DATA_SIZE) < 0 ||
	    mmap(base, RING_HEADER_SIZE + DATA_SIZE, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED,
		 fd, 0) == MAP_FAILED ||
	    mmap(base + RING_HEADER_SIZE + DATA_SIZE, DATA_SIZE, PROT_READ | PROT_WRITE,
		 MAP_SHARED | MAP_FIXED, fd, RING_HEADER_SIZE) == MAP_FAILED) {
		perror("fuzz_ring: mapping the ring");
		return 99;
	}
	hdr = (struct ring_header *)base;
	data = base + RING_HEADER_SIZE;
	struct ring_reader rd;
	if (ring_reader_init(&rd, hdr, DATA_SIZE, REC_MAX, 16, fake_writer, NULL) < 0) {
		fprintf(stderr, "fuzz_ring: ring_reader_init failed\n");
		return 99;
	}
	rd.resync_ns = 0;	/* step over unready records at once: more paths per second */

	uint64_t end = now_ns() + (uint64_t)(seconds * 1e9);
	unsigned long iterations = 0, records = 0, skips = 0;
	while (now_ns() < end) {
		iterations++;
		int layout = (int)(rnd() % 6);
		uint64_t tail = rd.tail;
		if (layout == 0) {
			/* random bytes everywhere, header included */
			for (size_t i = 0; i < DATA_SIZE; i += 8)
				*(uint64_t *)(data + i) = rnd();
			hdr->head = rnd();
			hdr->nprocs = (uint32_t)rnd();
			hdr->rec_max = (uint32_t)rnd();
			hdr->data_size = rnd();
		} else {
			/* a run of records from tail, some damaged */
			uint64_t pos = tail;
			uint32_t n = (uint32_t)(1 + rnd() % 20);
			for (uint32_t i = 0; i < n; i++) {
				uint32_t room = (uint32_t)(DATA_SIZE - (pos - tail));
				uint32_t sz = put_record(pos, room < REC_MAX ? room : REC_MAX);
				if (!sz)
					break;
				pos += sz;
			}
			hdr->head = pos;
			switch (layout) {
			case 1: hdr->head = pos + 4; break;		/* misaligned head */
			case 2: hdr->head = tail - 8 * (rnd() % 100); break;	/* backwards */
			case 3: hdr->head = tail + DATA_SIZE + 8; break;	/* beyond a lap */
			case 4: /* wrapped counters near 2^64 */
				if (rnd() % 8 == 0)
					rd.tail = UINT64_MAX - 7 - 8 * (rnd() % 64);
				break;
			default: break;
			}
		}
		bool threaded = rnd() % 16 == 0;
		pthread_t th;
		if (threaded) {
			atomic_store(&flipping, 1);
			threaded = pthread_create(&th, NULL, flipper, NULL) == 0;
		}
		/* The reader: bounded, as systrace's loop is. */
		for (int i = 0; i < 256; i++) {
			enum ring_next next = ring_reader_next(&rd, rnd() % 4 == 0, now_ns());
			if (next == RING_EMPTY)
				break;
			if (next == RING_SKIPPED) {
				skips++;
				continue;
			}
			records++;
			walk(rd.buf);
		}
		if (threaded) {
			atomic_store(&flipping, 0);
			pthread_join(th, NULL);
		}
		/* Whatever was written, the geometry systrace uses stays its own. */
		if (rd.data_size != DATA_SIZE || rd.rec_max != REC_MAX || rd.nprocs != 16) {
			fprintf(stderr, "fuzz_ring: the reader's geometry changed (seed %llu)\n",
				(unsigned long long)seed);
			return 1;
		}
		if (rnd() % 64 == 0) {
			memset(data, 0, DATA_SIZE);
			hdr->head = rd.tail;
		}
	}
	ring_reader_free(&rd);
	printf("fuzz_ring: %lu iterations, %lu records handed out, %lu skips, 0 findings "
	       "(seed %llu)\n", iterations, records, skips, (unsigned long long)seed);
	return 0;
}
