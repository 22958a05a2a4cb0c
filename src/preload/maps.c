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
 *
 * That read costs tens of microseconds (the thread's creation and end, and the
 * file itself), and a program's start rewrites hundreds of sites. So one read
 * keeps every executable mapping (sites are in those), valid until the program
 * next makes a call that may change its mappings (mmap, munmap, mprotect,
 * mremap, shmat, shmdt, remap_file_pages, pkey_mprotect: sx_maps_nr). Those
 * calls always go through the library (rewrite.c keeps them off the untraced
 * fast path), which counts them (sx_maps_changed) before and after they run.
 * brk is not among them: the heap is never executable.
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

/* The executable mappings as last read, and the generation they were read at
 * (EMPTY: none kept). Written under the rewrite lock; a forked child keeps a
 * copy that is right for its memory, made at the fork. */
#define MAX_EXEC_RANGES 2048
#define EMPTY UINT64_MAX
static struct exec_range {
	uint64_t lo, hi;
	int prot;
	bool shared;
} exec_ranges[MAX_EXEC_RANGES];
static unsigned int n_exec_ranges;
static uint64_t ranges_generation = EMPTY;
uint64_t sx_maps_generation SX_HIDDEN;

struct maps_query {
	uint64_t addr;
	int prot;	/* result: PROT_* bits, or -1 */
	bool shared;	/* result: a MAP_SHARED mapping */
	bool complete;	/* result: every executable mapping fitted in exec_ranges */
};

/* Scan /proc/self/maps for the line holding q->addr, keeping every executable
 * mapping on the way. Pure code and raw system calls: it also runs on the
 * helper thread, which has no TLS of its own. */
static void maps_scan(struct maps_query *q)
{
	q->prot = -1;
	q->shared = false;
	q->complete = false;
	n_exec_ranges = 0;
	bool overflow = false;
	int fd = (int)SX_SYSCALL4(SYS_openat, AT_FDCWD, "/proc/self/maps", O_RDONLY | O_CLOEXEC, 0);
	if (fd < 0)
		return;
	char buf[2048];
	/* Per line: field 0 start, 1 end, 2 perms; then skip to the newline. */
	int field = 0, nperm = 0;
	uint64_t lo = 0, hi = 0;
	char perm[4] = { 0 };
	long n;
	while ((n = SX_SYSCALL3(SYS_read, fd, buf, sizeof(buf))) > 0) {
		for (long i = 0; i < n; i++) {
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
					int prot = (perm[0] == 'r' ? PROT_READ : 0) |
						   (perm[1] == 'w' ? PROT_WRITE : 0) |
						   (perm[2] == 'x' ? PROT_EXEC : 0);
					if (q->addr >= lo && q->addr < hi) {
						q->shared = perm[3] == 's';
						q->prot = prot;
					}
					if (!(prot & PROT_EXEC) || lo >= hi)
						continue;
					if (n_exec_ranges == MAX_EXEC_RANGES) {
						overflow = true;
						continue;
					}
					exec_ranges[n_exec_ranges++] = (struct exec_range){
						lo, hi, prot, perm[3] == 's'
					};
				}
			}
		}
	}
	/* Read to its end (n == 0), every line kept. */
	q->complete = n == 0 && !overflow;
	SX_SYSCALL1(SYS_close, fd);
}

/* From the ranges kept at this generation: PROT_* of the mapping holding addr,
 * or -1 when they do not say. */
static int kept_prot(uint64_t addr, uint64_t generation, bool *shared)
{
	if (ranges_generation != generation)
		return -1;
	for (unsigned int i = 0; i < n_exec_ranges; i++)
		if (addr >= exec_ranges[i].lo && addr < exec_ranges[i].hi) {
			*shared = exec_ranges[i].shared;
			return exec_ranges[i].prot;
		}
	return -1;
}

/* One helper at a time: the caller holds the rewrite lock (rewrite.c). */
static char helper_stack[16384] __attribute__((aligned(64)));

static void helper_main(void *arg)
{
	maps_scan(arg);
}

int sx_maps_prot(uint64_t addr, bool *shared)
{
	uint64_t generation = __atomic_load_n(&sx_maps_generation, __ATOMIC_ACQUIRE);
	int prot = kept_prot(addr, generation, shared);
	if (prot >= 0)
		return prot;
	/* Read again. A change of mappings during the read makes the next call
	 * read again too: the generation kept is the one from before. */
	ranges_generation = EMPTY;
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
	if (q.complete)
		ranges_generation = generation;
	*shared = q.shared;
	return q.prot;
}
