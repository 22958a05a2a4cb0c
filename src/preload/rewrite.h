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

#endif
