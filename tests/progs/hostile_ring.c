/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A traced program that attacks systrace's -m buffered ring from inside: it
 * finds the ring's mapping (the memfd "systrace-ring" in /proc/self/maps) and
 * corrupts it live, in the layout its argument names:
 *   header  scribble on the geometry (rec_max, nprocs, data_size, header_size)
 *   forge   commit records naming pid 1 (a hello, a syscall), a blob length
 *           near 2^32, a size past rec_max
 *   busy    leave a busy record naming pid 1 that is never committed, and one
 *           of its own in a thread that then dies
 *   random  random bytes in the data area, head moved past them
 *   flip    a thread flips size words and head while the program makes calls
 * Then it writes "done" and exits with status 7. Untraced (no ring) it does the
 * same, minus the attack.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "ring.h"

static struct ring_header *hdr;
static char *data;
static uint64_t data_size;

static int find_ring(void)
{
	FILE *f = fopen("/proc/self/maps", "re");
	char line[512];
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		unsigned long lo, hi, off;
		if (!strstr(line, "systrace-ring") ||
		    sscanf(line, "%lx-%lx %*s %lx", &lo, &hi, &off) != 3 || off != 0)
			continue;
		hdr = (struct ring_header *)lo;
		data = (char *)lo + RING_HEADER_SIZE;
		data_size = hdr->data_size;
		break;
	}
	fclose(f);
	return hdr ? 0 : -1;
}

/* Reserve size bytes as a producer would; returns the record. */
static struct ring_rec *reserve(uint32_t size)
{
	for (;;) {
		uint64_t head = __atomic_load_n(&hdr->head, __ATOMIC_RELAXED);
		uint64_t tail = __atomic_load_n(&hdr->tail, __ATOMIC_ACQUIRE);
		if (head + size - tail > data_size) {
			usleep(1000);
			continue;
		}
		if (__atomic_compare_exchange_n(&hdr->head, &head, head + size, false,
						__ATOMIC_ACQ_REL, __ATOMIC_RELAXED)) {
			struct ring_rec *r = (struct ring_rec *)(data + (head & (data_size - 1)));
			memset(r, 0, size);
			r->ev.size = size;
			r->ev.flags = ring_lap_bits(head, data_size);
			return r;
		}
	}
}

static void commit(struct ring_rec *r)
{
	uint32_t flags = r->ev.flags | RING_COMMITTED;
	__atomic_store_n((uint64_t *)r, ring_state_word(r->ev.size, flags), __ATOMIC_RELEASE);
}

static void forge(void)
{
	/* A hello from pid 1: systrace must not follow (or wait for) it. */
	struct ring_rec *r = reserve(sizeof(*r));
	r->kind = RING_REC_HELLO;
	r->aux = RING_HELLO_CHILD;
	r->ev.pid = r->ev.tid = 1;
	commit(r);
	r = reserve(sizeof(*r));
	r->kind = RING_REC_SYSCALL;
	r->ev.pid = r->ev.tid = 1;
	r->ev.nr = SYS_getpid;
	r->ev.flags |= EV_HAS_RET;
	commit(r);
	/* A blob whose length wraps the alignment. */
	uint32_t size = sizeof(*r) + sizeof(struct ring_blob) + 8;
	r = reserve(size);
	r->kind = RING_REC_SYSCALL;
	r->nblobs = 1;
	r->ev.pid = getpid();
	r->ev.tid = (int32_t)syscall(SYS_gettid);
	r->ev.nr = SYS_write;
	r->ev.args[1] = 0x1000;
	r->ev.args[2] = 64;
	struct ring_blob *b = (struct ring_blob *)(r + 1);
	b->addr = 0x1000;
	b->len = 0xfffffffcu;
	b->flags = RING_BLOB_IN;
	commit(r);
	/* A size beyond what systrace allows, committed. */
	r = reserve(sizeof(*r));
	r->ev.pid = getpid();
	__atomic_store_n((uint64_t *)r,
			 ring_state_word(0x7ffffff8u, r->ev.flags | RING_COMMITTED), __ATOMIC_RELEASE);
}

static void *die_busy(void *arg)
{
	(void)arg;
	struct ring_rec *r = reserve(sizeof(*r));
	r->ev.pid = getpid();
	r->ev.tid = (int32_t)syscall(SYS_gettid);
	__atomic_store_n((uint64_t *)r, ring_state_word(r->ev.size, r->ev.flags | RING_BUSY),
			 __ATOMIC_RELEASE);
	return NULL;
}

static void busy(void)
{
	struct ring_rec *r = reserve(sizeof(*r));
	r->ev.pid = r->ev.tid = 1;
	__atomic_store_n((uint64_t *)r, ring_state_word(r->ev.size, r->ev.flags | RING_BUSY),
			 __ATOMIC_RELEASE);
	pthread_t th;
	if (pthread_create(&th, NULL, die_busy, NULL) == 0)
		pthread_join(th, NULL);
}

static uint64_t rnd_state = 88172645463325252ull;
static uint64_t rnd(void)
{
	rnd_state ^= rnd_state << 13;
	rnd_state ^= rnd_state >> 7;
	rnd_state ^= rnd_state << 17;
	return rnd_state;
}

static void random_bytes(void)
{
	uint64_t n = 4096;
	struct ring_rec *r = reserve((uint32_t)n);
	for (uint64_t i = 0; i < n; i += 8)
		*(uint64_t *)((char *)r + i) = rnd();
}

static volatile int flipping = 1;

static void *flipper(void *arg)
{
	(void)arg;
	while (flipping) {
		uint64_t off = (rnd() % (data_size / 8)) * 8;
		*(volatile uint32_t *)(data + off) = (uint32_t)rnd();
		if (rnd() % 64 == 0) {
			uint64_t head = __atomic_load_n(&hdr->head, __ATOMIC_RELAXED);
			__atomic_store_n(&hdr->head, head + 8 * (rnd() % 4), __ATOMIC_RELAXED);
		}
	}
	return NULL;
}

static void flip(void)
{
	pthread_t th;
	if (pthread_create(&th, NULL, flipper, NULL) != 0)
		return;
	struct timespec end, now;
	clock_gettime(CLOCK_MONOTONIC, &end);
	end.tv_nsec += 300000000;
	if (end.tv_nsec >= 1000000000) {
		end.tv_sec++;
		end.tv_nsec -= 1000000000;
	}
	do {
		getppid();
		clock_gettime(CLOCK_MONOTONIC, &now);
	} while (now.tv_sec < end.tv_sec || (now.tv_sec == end.tv_sec && now.tv_nsec < end.tv_nsec));
	flipping = 0;
	pthread_join(th, NULL);
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "";
	if (find_ring() == 0) {
		if (!strcmp(mode, "header")) {
			hdr->rec_max = 0xffffffffu;
			hdr->nprocs = 0xffffffffu;
			hdr->data_size = 3;
			hdr->header_size = 1;
		} else if (!strcmp(mode, "forge")) {
			forge();
		} else if (!strcmp(mode, "busy")) {
			busy();
		} else if (!strcmp(mode, "random")) {
			random_bytes();
		} else if (!strcmp(mode, "flip")) {
			flip();
		} else {
			fprintf(stderr, "hostile_ring: unknown mode '%s'\n", mode);
			return 2;
		}
	}
	for (int i = 0; i < 3; i++)
		getppid();
	if (write(1, "done\n", 5) != 5)
		return 1;
	return 7;
}
