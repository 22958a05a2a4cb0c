/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A capture backend: how syscalls are caught. Each one lives in its own file
 * (backend_ptrace.c, ...) and reports what it sees through syscall.h; none of
 * them knows how a syscall is decoded or printed.
 */
#ifndef SYSTRACE_BACKEND_H
#define SYSTRACE_BACKEND_H

#include <stddef.h>
#include <stdint.h>

#include "options.h"

struct tcb;

struct backend {
	const char *name;
	/* Start argv (resolved path in argv0_path) under this backend. Dies on failure. */
	void (*start)(const char *argv0_path, char **argv);
	/* Attach to the processes in opts.attach_pids. Dies if none could be attached. */
	void (*attach)(void);
	/* Trace until no task is left or systrace is interrupted. Returns the status
	 * systrace should exit with (the program's, like strace), or 0x100 | SIG when
	 * systrace should die by signal SIG (the program was killed by it). */
	int (*run)(void);
	/* Copy tracee memory; returns 0 or -errno. */
	int (*read_mem)(struct tcb *tcp, uint64_t addr, void *buf, size_t len);
	/* On a fatal error: let every tracee go (detach, or kill what systrace started). */
	void (*cleanup)(void);
};

extern const struct backend *backend;
extern const struct backend backend_ptrace;
extern const struct backend backend_seccomp;
extern const struct backend backend_buffered;

/* The backend for a -m mode, or NULL if this build has none. */
const struct backend *backend_for_mode(enum capture_mode mode);

#endif
