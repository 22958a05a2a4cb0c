/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The protections of one mapping of the program, for -m rewrite (a site's page
 * is made writable for the 2-byte store, then put back as it was).
 *
 * Only /proc/self/maps says what they are, and opening it takes the lowest
 * free descriptor number for a moment: another thread of the program opening
 * a file at that instant would get the next number, which it would not get
 * untraced. So the file is opened and read by a helper thread that shares the
 * program's memory but not its descriptor table (clone without CLONE_FILES):
 * its descriptor lives in a table of its own. The thread blocks every signal
 * (process-directed signals go to the program's threads), cannot be made
 * traced (CLONE_UNTRACED), is never waited for (CLONE_THREAD: it leaves no
 * zombie) and the caller sleeps until it is gone (CLONE_VFORK). Where clone is
 * refused (a seccomp filter, a thread limit), the caller reads the file itself,
 * as before.
 */
#include "config.h"

#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/syscall.h>

#include "maps.h"

#ifndef CLONE_UNTRACED
#define CLONE_UNTRACED 0x00800000
#endif

struct maps_query {
	uint64_t addr;
	int prot;	/* result: PROT_* bits, or -1 */
	bool shared;	/* result: a MAP_SHARED mapping */
};

/* Scan /proc/self/maps for the line holding q->addr. Pure code and raw system
 * calls: it also runs on the helper thread, which has no TLS of its own. */
static void maps_scan(struct maps_query *q)
{
	q->prot = -1;
	q->shared = false;
	int fd = (int)SX_SYSCALL4(SYS_openat, AT_FDCWD, "/proc/self/maps", O_RDONLY | O_CLOEXEC, 0);
	if (fd < 0)
		return;
	char buf[2048];
	/* Per line: field 0 start, 1 end, 2 perms; then skip to the newline. */
	int field = 0, nperm = 0;
	uint64_t lo = 0, hi = 0;
	char perm[4] = { 0 };
	bool found = false;
	while (!found) {
		long n = SX_SYSCALL3(SYS_read, fd, buf, sizeof(buf));
		if (n <= 0)
			break;
		for (long i = 0; i < n && !found; i++) {
			char c = buf[i];
			if (c == '\n') {
				field = 0;
				nperm = 0;
				lo = hi = 0;
				continue;
			}
			if (field == 0 || field == 1) {
				uint64_t *v = field == 0 ? &lo : &hi;
				if (c >= '0' && c <= '9')
					*v = *v * 16 + (uint64_t)(c - '0');
				else if (c >= 'a' && c <= 'f')
					*v = *v * 16 + (uint64_t)(c - 'a' + 10);
				else
					field++;
			} else if (field == 2) {
				if (nperm < 4)
					perm[nperm++] = c;
				if (nperm == 4) {
					field = 3;
					if (q->addr >= lo && q->addr < hi) {
						found = true;
						q->shared = perm[3] == 's';
						q->prot = (perm[0] == 'r' ? PROT_READ : 0) |
							  (perm[1] == 'w' ? PROT_WRITE : 0) |
							  (perm[2] == 'x' ? PROT_EXEC : 0);
					}
				}
			}
		}
	}
	SX_SYSCALL1(SYS_close, fd);
}

/* One helper at a time: the caller holds the rewrite lock (rewrite.c). */
static char helper_stack[16384] __attribute__((aligned(64)));

static void helper_main(void *arg)
{
	maps_scan(arg);
}

int sx_maps_prot(uint64_t addr, bool *shared)
{
	struct maps_query q = { .addr = addr, .prot = -1 };
	uint64_t all = ~0ull, old = 0;
	/* The helper starts with the caller's mask: every signal blocked. */
	bool masked = SX_SYSCALL4(SYS_rt_sigprocmask, SIG_SETMASK, &all, &old, 8) == 0;
	long tid = -1;
	if (masked) {
		/* The child's stack: its function and argument on top, 16-byte
		 * aligned once both are popped (the call then pushes its return). */
		uint64_t *sp = (uint64_t *)(helper_stack + sizeof(helper_stack)) - 2;
		sp[0] = (uint64_t)(uintptr_t)helper_main;
		sp[1] = (uint64_t)(uintptr_t)&q;
		tid = sx_maps_clone(CLONE_VM | CLONE_FS | CLONE_SIGHAND | CLONE_THREAD | CLONE_SYSVSEM |
					 CLONE_VFORK | CLONE_UNTRACED,
				 sp);
		SX_SYSCALL4(SYS_rt_sigprocmask, SIG_SETMASK, &old, NULL, 8);
	}
	/* CLONE_VFORK: back here once the helper has exited, q filled in. */
	if (tid < 0)
		maps_scan(&q);
	*shared = q.shared;
	return q.prot;
}
