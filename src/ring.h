/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The shared-memory ring of -m buffered, used by systrace (the single consumer,
 * src/buffered_ring_reader.c) and by the capture library loaded into every traced
 * process (the producers, src/preload/). Both sides include this file; it uses
 * no libc, because the library may not call libc once it has armed Syscall User
 * Dispatch.
 *
 * The memfd holds a header (RING_HEADER_SIZE bytes) then the data area of
 * data_size bytes, a power of two. Each side maps the data area twice, back to
 * back, right after the header, so a record that runs past the end of the data
 * area continues, at the same virtual addresses, into its start: nobody ever
 * splits a record.
 *
 * Records are 8-byte aligned. Each starts with struct event (src/event.h) whose
 * first 8 bytes (size, flags) are the record's state word, then the ring fields
 * of struct ring_rec, then nblobs blobs: struct ring_blob and len bytes of
 * copied tracee memory, padded to 8.
 *
 * Protocol (multi-producer, single consumer, lock-free):
 *  - A producer reserves [pos, pos + size) with a compare-and-swap on head,
 *    after checking that head + size - tail <= data_size (and after touching
 *    the header's pages, so that nothing can fault in between); it stores its
 *    pid and tid in the record and then marks it RING_BUSY (so a busy record
 *    always names its writer), writes the other fields and the blobs, and
 *    publishes the state word again with RING_COMMITTED.
 *  - With -k (stack_limit != 0), a record whose syscall does not come back to
 *    the same address space (exit, exit_group, execve's entry) is not the
 *    producer's last word: it waits until tail has passed the record, so that
 *    systrace names its frames, and those of every earlier record, while the
 *    process and its mappings still exist. The consumer therefore publishes
 *    tail only after it has handled the records before it.
 *  - The consumer reads the record at tail when its state word is committed
 *    and carries the lap stamp of that position (stale bytes from an earlier
 *    lap never match), copies it out in one read, validates the copy, zeroes
 *    the record and moves tail past it with a release store. Only the consumer
 *    moves tail, so nothing a producer is writing is ever reclaimed under it.
 *    A busy record whose writer has died (killed by exit_group or execve while
 *    writing) is stepped over and counted as lost for its process; bytes
 *    reserved but never marked (a writer killed between its compare-and-swap
 *    and the mark) are stepped over after a while, or at once when every
 *    tracee is gone. The consumer trusts nothing here: it keeps its own copy of
 *    the geometry (data_size, rec_max, nprocs), reads head and each state
 *    word once, and checks every size, index and pid (src/buffered_ring_reader.c).
 *  - Full ring: producers wait on the space_seq futex (default), or with
 *    RING_F_OVERWRITE drop the record they were about to write (the newest) and
 *    count it in their process's lost counter. The consumer wakes waiters after
 *    freeing room when space_waiters is non-zero.
 *  - Who a process is: records carry ids as the writer sees them, in its own
 *    pid namespace, and the writer may be gone before systrace reads them (and
 *    with it /proc's translation). So when a library instance takes a process
 *    slot, before its first record, it sends struct ring_cred on the socket
 *    inherited at cred_fd: the kernel stamps the message with the sender's
 *    pid as the receiver sees it (SO_PASSCRED), which binds the slot to a pid
 *    systrace can trust, whenever it reads the message.
 *  - Doorbell: the consumer sleeps on consumer_sleeping with a short timeout;
 *    a producer wakes it only when the ring is filling up or the record is
 *    urgent (a process starting, exec'ing or exiting), so the common case costs
 *    producers no syscall.
 */
#ifndef SYSTRACE_RING_H
#define SYSTRACE_RING_H

#include <stdint.h>

#include "event.h"

#define RING_MAGIC 0x31474e5254535953ull	/* "SYSTRNG1" */
#define RING_VERSION 6u	/* 3: a busy record names its writer; 4: rewrite counters,
				 * ring_proc.trimmed; 5: cred_fd, struct ring_cred;
				 * 6: cred_sent, red-zone counters, NO_CLOCK */
#define RING_HEADER_SIZE (64u * 1024u)
#define RING_DEFAULT_DATA_SIZE (16u << 20)
#define RING_NR_MAX 1024		/* syscall numbers the trace bitmap covers */
#define RING_STACK_MAX 4096		/* -k: most frames one record carries */
/* Environment variable naming the memfd for an exec'd image: /proc/PID/fd/N,
 * PID systrace's pid and N a descriptor every traced process also inherits
 * (without FD_CLOEXEC), so that an image in a pid namespace with a /proc of
 * its own, or with no /proc, finds the ring by its number alone. */
#define RING_ENV "SYSTRACE_RING"
/* The lowest number the inherited descriptor takes when the one just below the
 * program's descriptor limit cannot be used (out of the way of the
 * program's own, which start at 0). */
#define RING_FD_MIN 1000

/* ev.flags bits owned by the ring (EV_RING_MASK). */
#define RING_BUSY (1u << 31)		/* reserved; fixed fields written, blobs coming */
#define RING_COMMITTED (1u << 30)	/* complete: the consumer may read it */
#define RING_LAP_SHIFT 16
#define RING_LAP_MASK (0x3fffu << RING_LAP_SHIFT)

enum ring_rec_kind {
	RING_REC_SYSCALL = 1,	/* a whole syscall: entry and result (or EV_NO_RETURN) */
	RING_REC_ENTRY = 2,	/* entry only; a RING_REC_EXIT from the same tid follows */
	RING_REC_EXIT = 3,	/* the result of that tid's pending RING_REC_ENTRY */
	RING_REC_SIGNAL = 4,	/* a signal reached a handler: aux = signo, blob 0 = siginfo */
	RING_REC_HELLO = 5,	/* a process started recording: args[0] = parent pid, aux = RING_HELLO_* */
};

enum ring_hello {
	RING_HELLO_IMAGE = 1,	/* the library's constructor in a new program image */
	RING_HELLO_CHILD = 2,	/* a child of fork, vfork or clone without CLONE_THREAD */
	RING_HELLO_NO_STACK = 4,	/* -k, but the library could not load its unwinder */
};

/* aux bits of syscall records. */
enum ring_aux {
	RING_AUX_EXEC_UNTRACED = 1u << 0,	/* execve: the new image will not load the library */
	/* From this call on, the thread's syscalls are not captured: it entered
	 * seccomp strict mode, where the library may make no syscall of its own. */
	RING_AUX_CAPTURE_STOPPED = 1u << 1,
	/* The call covered the library's memory (the ring, its image, a signal
	 * stack) and was applied to the rest of its range only. */
	RING_AUX_TRIMMED = 1u << 2,
};

struct ring_rec {
	struct event ev;	/* ev.size: whole record; ev.flags: EV_* | ring state */
	uint16_t kind;		/* enum ring_rec_kind */
	uint16_t nblobs;
	uint32_t slot;		/* the writer's process slot in ring_header.procs */
	uint32_t aux;		/* kind-specific */
	uint32_t lost;		/* with EV_LOST: records this process dropped just before */
};

enum ring_blob_flags {
	RING_BLOB_IN = 1u << 0,		/* copied at entry (argument read by the kernel) */
	RING_BLOB_OUT = 1u << 1,	/* copied after the call (written by the kernel) */
	RING_BLOB_TERMINATED = 1u << 2,	/* ends with its NUL (string) or NULL (pointer array) */
	RING_BLOB_FAULT = 1u << 3,	/* the memory could not be read: never serve it */
	/* -k: not tracee memory but the user stack when the call was made: len / 8
	 * uint64_t instruction addresses, innermost first, in unwind.h's format
	 * (frame 0 the syscall's return address, then return addresses, bit 63 on a
	 * frame that follows a signal frame). addr is 0. At most one per record,
	 * before the argument blobs. */
	RING_BLOB_STACK = 1u << 4,
	RING_BLOB_STACK_TRUNCATED = 1u << 5,	/* the stack went on beyond stack_limit */
	RING_BLOB_STACK_SKIPPED = 1u << 6,	/* wanted but not taken (len 0): see ring_rec */
};

struct ring_blob {
	uint64_t addr;		/* tracee address the bytes were copied from */
	uint32_t len;		/* bytes that follow (then padding to 8) */
	uint16_t flags;		/* enum ring_blob_flags */
	uint16_t arg;		/* argument index it belongs to (informational) */
};

/* One traced process image. */
struct ring_proc {
	int32_t pid;		/* 0: free */
	/* Calls that covered the library's memory and were applied to the rest
	 * of their range (RING_AUX_TRIMMED): counted by the library, reported
	 * by systrace at the end. */
	uint32_t trimmed;
	uint64_t lost;		/* records it could not write (ring full with --overwrite) */
};

enum ring_flags {
	RING_F_OVERWRITE = 1u << 0,	/* full ring: drop the newest record, never wait */
	RING_F_VERBOSE = 1u << 1,	/* -v: copy environment strings too */
	RING_F_TRACE_HIGH = 1u << 2,	/* trace syscall numbers >= RING_NR_MAX */
	RING_F_REWRITE_ALL = 1u << 3,	/* -m rewrite --rewrite-sites=all: no red-zone check */
	RING_F_NO_CLOCK = 1u << 4,	/* no option shows time: records carry 0, not a clock */
};

enum ring_state {
	RING_S_CONSUMER_GONE = 1u << 0,	/* systrace stopped reading: stop recording */
};

struct ring_header {
	uint64_t magic;
	uint32_t version;
	uint32_t header_size;		/* offset of the data area in the memfd */
	uint64_t data_size;		/* a power of two, a multiple of the page size */
	uint32_t rec_max;		/* largest record a producer may write */
	uint32_t flags;			/* enum ring_flags, set once by systrace */
	int32_t consumer_pid;
	uint32_t max_strlen;		/* -s */
	uint32_t nprocs;		/* entries in procs[] */
	uint32_t wake_fill;		/* bytes in use above which producers ring the doorbell */
	uint32_t stack_limit;		/* -k: frames per stack, <= RING_STACK_MAX (0: no -k) */
	/* The datagram socket every traced process inherits at this number, to
	 * send its struct ring_cred on (-1: none), and its inode, so that a
	 * library never sends on a descriptor the program put there. */
	int32_t cred_fd;
	uint64_t cred_ino;
	uint8_t traced[RING_NR_MAX / 8];	/* -e trace=, by syscall number */
	char preload[256];		/* the capture library's path (exec environment check) */

	/* Written at run time, each on its own cache line. */
	uint64_t head __attribute__((aligned(64)));
	uint64_t tail __attribute__((aligned(64)));
	uint32_t consumer_sleeping __attribute__((aligned(64)));	/* futex */
	uint32_t space_waiters;		/* producers waiting for room */
	uint32_t space_seq;		/* futex: bumped when room is freed */
	uint32_t state;			/* enum ring_state */
	uint32_t cred_sent;		/* messages sent on cred_fd (libraries add 1 after each) */
	uint64_t lost_unattributed;	/* records lost by writers without a process slot */
	/* -m rewrite, summed over every process by the capture library (atomic
	 * adds; untrusted for systrace, read once at the end for --overhead). */
	uint64_t rw_traps __attribute__((aligned(64)));	/* SIGSYS traps taken */
	uint64_t rw_rewritten;		/* syscall sites rewritten */
	uint64_t rw_kept;		/* traps at sites left trapped on purpose */
	uint64_t rw_failed;		/* traps at sites that could not be rewritten */
	uint64_t rw_rewrite_ns;		/* time spent rewriting (red-zone check, maps read,
					 * mprotect) */
	/* Of rw_kept, traps at sites the red-zone check kept trapped, by reason
	 * (src/preload/site_check.h): the function may use its red zone, has no
	 * unwind tables, or could not be decoded. */
	uint64_t rw_kept_redzone;
	uint64_t rw_kept_nounwind;
	uint64_t rw_kept_undecodable;
	struct ring_proc procs[] __attribute__((aligned(64)));
};

/* The message a library instance sends on cred_fd when it takes a process slot
 * (before its first record): the kernel adds the sender's pid, as systrace sees
 * it, in SCM_CREDENTIALS. Only that pid is believed; slot and pid (the
 * sender's pid in its own namespace, what its records say) are checked. */
#define RING_CRED_MAGIC 0x64657263u	/* "cred" */
struct ring_cred {
	uint32_t magic;
	uint32_t slot;		/* its slot in ring_header.procs */
	int32_t pid;		/* its pid in its own pid namespace (ring_proc.pid) */
	/* 0; or a new thread of a process in a pid namespace that is not
	 * systrace's, its id there: the message then carries SCM_CREDENTIALS
	 * naming that id (the kernel allows that to a process with CAP_SYS_ADMIN
	 * over its pid namespace), which the kernel translates too. */
	int32_t tid;
};

#define RING_MAX_PROCS ((RING_HEADER_SIZE - sizeof(struct ring_header)) / sizeof(struct ring_proc))

static inline uint32_t ring_align8(uint32_t n)
{
	return (n + 7u) & ~7u;
}

/* The lap stamp a record at byte position pos carries in its state word. */
static inline uint32_t ring_lap_bits(uint64_t pos, uint64_t data_size)
{
	return (uint32_t)((pos / data_size) << RING_LAP_SHIFT) & RING_LAP_MASK;
}

/* The state word (first 8 bytes: size, flags) as one 64-bit value, little-endian. */
static inline uint64_t ring_state_word(uint32_t size, uint32_t flags)
{
	return (uint64_t)size | ((uint64_t)flags << 32);
}

static inline int ring_traced(const struct ring_header *h, long nr)
{
	if (nr >= 0 && nr < RING_NR_MAX)
		return (h->traced[nr >> 3] >> (nr & 7)) & 1;
	return (h->flags & RING_F_TRACE_HIGH) != 0;
}

#endif
