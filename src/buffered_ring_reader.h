/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * systrace's side of the -m buffered ring (the protocol is in ring.h): take
 * records out of shared memory the traced program can write at will. Geometry
 * is systrace's own private copy; each record is copied out in one read into a
 * private buffer and validated there, so what the caller gets is well formed
 * whatever the program wrote. Needs no other part of systrace (the ring fuzzer,
 * tests/fuzz_ring.c, builds it alone).
 */
#ifndef SYSTRACE_BUFFERED_RING_READER_H
#define SYSTRACE_BUFFERED_RING_READER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ring.h"

/* What stands at tail when it is not a record to hand out. */
enum ring_skip {
	RING_SKIP_NONE = 0,
	RING_SKIP_WRITER_DIED,	/* reserved, its writer died before committing it */
	RING_SKIP_CORRUPT,	/* bytes no producer following the protocol writes */
	RING_SKIP_UNKNOWN_WRITER,	/* busy too long, naming no writer systrace knows */
	RING_SKIP_NREASONS
};

/* The writer named by a busy record (its pid and tid as the record gives them). */
enum ring_writer {
	RING_WRITER_ALIVE,
	RING_WRITER_DEAD,
	RING_WRITER_UNKNOWN,	/* not a tracee's task: no one to wait for */
};

/* The writer of a busy record: its ids and slot as the record gives them. */
typedef enum ring_writer (*ring_writer_fn)(void *ctx, int32_t pid, int32_t tid, uint32_t slot);

struct ring_reader {
	struct ring_header *hdr;	/* shared: only head, the doorbell and the wait words are read */
	char *data;			/* shared: the data area, mapped twice */
	/* Private copies, set once at setup and never read back from the header. */
	uint64_t data_size;
	uint32_t rec_max;
	uint32_t nprocs;
	uint64_t tail;			/* the consumer's position; published to hdr->tail */
	unsigned char *buf;		/* rec_max bytes: the record being handled */
	ring_writer_fn writer;
	void *writer_ctx;
	uint64_t stuck_pos, stuck_since;	/* a record at tail not ready yet since when */
	uint64_t bad_head;		/* last insane head seen (counted once) */
	uint64_t resync_ns;		/* how long an unready record may block the ring */
	/* The last skip: why, how many bytes, whose (as the bytes say; may be forged). */
	enum ring_skip skip_reason;
	int32_t skip_pid, skip_tid;
	uint32_t skip_slot;
	uint64_t skipped[RING_SKIP_NREASONS];	/* records (or byte runs) stepped over */
	uint64_t records, bytes;
	/* Bytes tail has moved over, in all (a jump over an insane head counts as
	 * a whole ring): never goes back, so a mark taken from it is reached. */
	uint64_t consumed;
};

/* Set up a reader for the ring mapped at hdr (data area right after it).
 * data_size and rec_max are systrace's values, nprocs the size of procs[].
 * Returns 0 or -EINVAL (geometry the protocol does not allow). */
int ring_reader_init(struct ring_reader *rd, struct ring_header *hdr, uint64_t data_size,
		     uint32_t rec_max, uint32_t nprocs, ring_writer_fn writer, void *ctx);
void ring_reader_free(struct ring_reader *rd);

enum ring_next {
	RING_EMPTY,	/* nothing ready at tail */
	RING_RECORD,	/* rd->buf holds a validated record (struct ring_rec) */
	RING_SKIPPED,	/* bytes were stepped over: rd->skip_* say why */
};

/* Take the next record. final: the producers are all gone, nothing unready will
 * ever be completed. now_ns: CLOCK_MONOTONIC. Each call moves tail forward or
 * returns RING_EMPTY, so a loop over it always ends. */
enum ring_next ring_reader_next(struct ring_reader *rd, bool final, uint64_t now_ns);

/* Whether the record at tail has been unready for a while (for the caller's idle wait). */
bool ring_reader_stuck(const struct ring_reader *rd);

/* A mark for everything reserved in the ring so far: ring_reader_passed says
 * when the reader has gone past all of it. */
uint64_t ring_reader_mark(const struct ring_reader *rd);
/* Has the reader consumed everything up to mark, or is the ring empty now? */
bool ring_reader_passed(const struct ring_reader *rd, uint64_t mark);

/* Tell the producers how far the consumer got, and wake those waiting for room
 * once a quarter of the ring is free. */
void ring_reader_publish(struct ring_reader *rd);

/* Check a private copy of a record of size bytes: the header fits, size is the
 * one given, every blob lies inside it. Returns 0 or -EINVAL. */
int ring_rec_validate(const unsigned char *rec, uint32_t size);

/* From a validated record: copy [addr, addr + len) out of the blobs whose flags
 * include want. A terminated blob (string, pointer array) serves reads past its
 * end with zeros. Returns 0 or -EFAULT. */
int ring_blobs_read(const unsigned char *rec, unsigned int want, uint64_t addr, void *buf,
		    size_t len);

/* The validated record's stack blob (RING_BLOB_STACK, always the first), or NULL. */
const struct ring_blob *ring_rec_stack(const unsigned char *rec);

#endif
