/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * -m rewrite: the capture library without the trap. Syscall User Dispatch
 * catches each syscall site the first time it runs; the SIGSYS handler then
 * replaces that `syscall` (0f 05) with `call *%rax` (ff d0). The call lands in
 * a nop sled on page 0, indexed by the syscall number, which jumps to
 * sx_rw_entry: an untraced call goes straight to a `syscall` in the exempt
 * range, a traced one through the SIGSYS handler's own code, with a context
 * built from the registers instead of a signal frame (rewrite.c).
 */
#ifndef SX_REWRITE_H
#define SX_REWRITE_H

#include "sx.h"

/* Set by systrace -m rewrite in the program's environment (value "1"). */
#define SX_REWRITE_ENV "SYSTRACE_REWRITE"
/* Opt-in: a file where each process appends a line of counters at exit_group. */
#define SX_REWRITE_STATS_ENV "SYSTRACE_REWRITE_STATS"

/* Sites are rewritten in this process (page 0 is mapped). */
extern bool sx_rw_on;

/* In the constructor, before arming: read the environment, map page 0. */
void sx_rewrite_init(void);
/* From the SIGSYS handler, for a syscall the kernel stopped at si_call_addr - 2:
 * rewrite that site when it is safe to. Never fails: a site that cannot be
 * rewritten stays trapped (counted). */
void sx_rewrite_site(const siginfo_t *si, const ucontext_t *uc, long nr);
/* No site is rewritten from now on (a seccomp filter is coming). */
void sx_rw_freeze(void);

/*
 * Page 0 is mapped (readable where the CPU has no protection keys), so a
 * pointer into it no longer faults in the kernel. For the syscalls whose
 * file name or string argument the kernel always reads, sx_rw_page0[nr] has
 * a bit per such argument; a value below 4096 there fails the call with
 * EFAULT without running it, as it would untraced (sx_rw_fault).
 */
extern uint8_t sx_rw_page0[SX_NR_TABLE];

static inline bool sx_rw_nr(long nr)
{
	return sx_rw_on && nr >= 0 && nr < SX_NR_TABLE && sx_rw_page0[nr];
}

/* For a syscall sx_rw_nr selects, with arguments a: true (and *ret = -EFAULT)
 * when one of its always-read arguments points into page 0. */
bool sx_rw_fault(long nr, const uint64_t *a, long *ret);

/* Buffers given with their length (write's, writev's iovec array, ...) are
 * read by the kernel only when that length is not 0: such an argument below
 * 4096 is moved to the same offset in sx_rw_fault_page, which nothing can
 * read, so that the call fails with EFAULT where it reads it, as untraced, and
 * is unchanged where it does not. a: the arguments the call will be made with
 * (the record keeps the program's). */
extern uint64_t sx_rw_fault_page;
/* Per syscall, a bit per such argument. */
extern uint8_t sx_rw_bufs[SX_NR_TABLE];
void sx_rw_move_bufs_of(long nr, uint64_t *a);

static inline void sx_rw_move_bufs(long nr, uint64_t *a)
{
	if (sx_rw_on && nr >= 0 && nr < SX_NR_TABLE && sx_rw_bufs[nr])
		sx_rw_move_bufs_of(nr, a);
}

#endif
