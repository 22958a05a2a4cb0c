/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The one record every capture backend produces: a syscall as it was seen.
 * Decoders and formatters read it and never ask how it was captured.
 * The layout is shared with the in-process capture library (ring buffer
 * records start with it), so it holds fixed-size fields only.
 */
#ifndef SYSTRACE_EVENT_H
#define SYSTRACE_EVENT_H

#include <stdint.h>

enum event_flags {
	EV_HAS_RET = 1u << 0,	/* ret holds the syscall's result */
	EV_NO_RETURN = 1u << 1,	/* the syscall did not return (exit, successful execve) */
	EV_LOST = 1u << 2,	/* records before this one were dropped (see lost counters) */
	EV_I386 = 1u << 3,	/* an i386 syscall (int $0x80): arch_nr is its number, args
				 * are 32-bit values (src/syscall_i386.h) */
	/* The top 16 bits belong to the ring buffer's framing (src/ring.h: busy/committed
	 * state and a lap stamp); a backend clears them before the event reaches a decoder. */
	EV_RING_MASK = 0xffff0000u,
};

struct event {
	uint32_t size;		/* whole record, header plus payload, in bytes */
	uint32_t flags;		/* enum event_flags */
	int32_t pid;		/* thread group id */
	int32_t tid;		/* thread id */
	int32_t nr;		/* syscall number (x86_64); for EV_I386, the x86_64 syscall
				 * it stands for, -1 if none (its own number if unknown) */
	union {
		int32_t arch_nr;	/* EV_I386: the number in the i386 table */
		int32_t reserved;	/* otherwise unused (the capture library zeroes it) */
	};
	uint64_t args[6];	/* raw arguments */
	int64_t ret;		/* raw result (-errno on failure), if EV_HAS_RET */
	uint64_t entry_ns;	/* CLOCK_MONOTONIC at entry */
	uint64_t exit_ns;	/* CLOCK_MONOTONIC at exit, if EV_HAS_RET */
	uint64_t ip;		/* user instruction pointer after the syscall instruction */
	uint64_t sp;		/* user stack pointer at entry (0 if unknown) */
};

#endif
