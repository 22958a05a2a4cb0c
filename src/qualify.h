/* SPDX-License-Identifier: GPL-2.0-or-later */
/* -e expressions: which syscalls, signals and results are shown. */
#ifndef SYSTRACE_QUALIFY_H
#define SYSTRACE_QUALIFY_H

#include <stdbool.h>

#include "options.h"
#include "syscall_table.h"

extern unsigned char traced_syscalls[SYSCALL_NR_MAX];
/* -e trace= of i386 syscalls (int $0x80, 32-bit programs), by i386 number, each
 * selected by its own name (_newselect, recvmmsg_time64, ...) as strace selects
 * them; trace_i386_named once -e trace= was given. */
#define QUALIFY_I386_MAX 512
extern unsigned char traced_i386[QUALIFY_I386_MAX];
extern bool trace_i386_named;
extern unsigned char traced_signals[65];
/* True when -e trace= selected a subset, so unselected syscalls need not stop. */
extern bool trace_subset;
/* -e abbrev= (default all; -v is abbrev=none), -e verbose= (default all: structures
 * are read; otherwise their address is printed), -e raw= (default none: arguments
 * in hex, undecoded). 1 = in the set. */
extern unsigned char abbrev_syscalls[SYSCALL_NR_MAX];
extern unsigned char verbose_syscalls[SYSCALL_NR_MAX];
extern unsigned char raw_syscalls[SYSCALL_NR_MAX];
/* Some syscalls are abbreviated and others not (opts.verbose then follows the
 * syscall being decoded: syscall_styles_apply()). */
extern bool abbrev_mixed;

/* Apply one -e argument ("trace=open,read", "signal=!SIGCHLD", "status=failed", or a bare set).
 * A bad expression exits with status 2. The syscall table must be initialised. */
void qualify(const char *expr);
/* Parse a syscall set as -e trace= takes it ("!open,%file,/regex,?name") into
 * out[SYSCALL_NR_MAX] (1 = selected). A bad set exits with status 2. */
void qualify_syscall_set(const char *value, unsigned char *out);
/* Set -e status= directly (for -z and -Z). */
void qualify_status(const char *set);
/* Set -e quiet= directly (--quiet=SET, -q). A bad set exits with status 2. */
void qualify_quiet(const char *set);

static inline bool syscall_traced(int nr)
{
	return nr >= 0 && nr < SYSCALL_NR_MAX ? traced_syscalls[nr] : !trace_subset;
}

/* -e raw=: is syscall nr printed undecoded? */
static inline bool syscall_raw(int nr)
{
	return nr >= 0 && nr < SYSCALL_NR_MAX && raw_syscalls[nr];
}

/* -e verbose=: are syscall nr's structures read (false: their addresses printed)? */
static inline bool syscall_verbose(int nr)
{
	return nr < 0 || nr >= SYSCALL_NR_MAX || verbose_syscalls[nr];
}

/* Before syscall nr is decoded: -e abbrev= for it (decoders read opts.verbose). */
static inline void syscall_styles_apply(int nr)
{
	if (abbrev_mixed)
		opts.verbose = nr >= 0 && nr < SYSCALL_NR_MAX && !abbrev_syscalls[nr];
}

static inline bool signal_traced(int sig)
{
	return sig > 0 && sig <= 64 && traced_signals[sig];
}

#endif
