/* SPDX-License-Identifier: GPL-2.0-or-later */
/* -e expressions: which syscalls, signals and results are shown. */
#ifndef SYSTRACE_QUALIFY_H
#define SYSTRACE_QUALIFY_H

#include <stdbool.h>

#include "syscall_table.h"

extern unsigned char traced_syscalls[SYSCALL_NR_MAX];
extern unsigned char traced_signals[65];
/* True when -e trace= selected a subset, so unselected syscalls need not stop. */
extern bool trace_subset;

/* Apply one -e argument ("trace=open,read", "signal=!SIGCHLD", "status=failed", or a bare set).
 * A bad expression exits with status 2. The syscall table must be initialised. */
void qualify(const char *expr);
/* Parse a syscall set as -e trace= takes it ("!open,%file,/regex,?name") into
 * out[SYSCALL_NR_MAX] (1 = selected). A bad set exits with status 2. */
void qualify_syscall_set(const char *value, unsigned char *out);
/* Set -e status= directly (for -z and -Z). */
void qualify_status(const char *set);

static inline bool syscall_traced(int nr)
{
	return nr >= 0 && nr < SYSCALL_NR_MAX ? traced_syscalls[nr] : !trace_subset;
}

static inline bool signal_traced(int sig)
{
	return sig > 0 && sig <= 64 && traced_signals[sig];
}

#endif
