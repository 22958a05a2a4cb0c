/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * -m rewrite on systrace's side: everything is -m buffered's (the ring, the
 * reader, the decoders) except that the capture library rewrites each syscall
 * site it traps (see systrace(1), REWRITE MODE). Its trampoline lives on page
 * 0, which Linux lets a process map only when vm.mmap_min_addr is 0; systrace
 * never changes that setting, it says what it costs.
 */
#include "config.h"

#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "buffered.h"
#include "options.h"
#include "rewrite_mode.h"
#include "util.h"

#define MMAP_MIN_ADDR "/proc/sys/vm/mmap_min_addr"

/* vm.mmap_min_addr, or -1 if it cannot be read. */
static long mmap_min_addr(void)
{
	FILE *f = fopen(MMAP_MIN_ADDR, "re");
	if (!f)
		return -1;
	long v = -1;
	if (fscanf(f, "%ld", &v) != 1)
		v = -1;
	fclose(f);
	return v;
}

void rewrite_mode_setup(void)
{
	if (!opts.rewrite) {
		unsetenv(REWRITE_ENV);
		return;
	}
	long min = mmap_min_addr();
	if (min != 0) {
		char now[32];
		if (min < 0)
			snprintf(now, sizeof(now), "unreadable");
		else
			snprintf(now, sizeof(now), "now %ld", min);
		die("-m rewrite needs vm.mmap_min_addr=0 (%s); sysctl -w vm.mmap_min_addr=0 "
		    "allows NULL-page mappings for every process, which weakens protection "
		    "against kernel NULL-dereference bugs", now);
	}
	if (setenv(REWRITE_ENV, "1", 1) < 0)
		die_errno("setenv");
}

/* Larger than any count a run can reach: a program that wrote more over the
 * shared header gets no figures. */
#define COUNT_MAX (1ull << 48)

int rewrite_mode_counters(struct rewrite_counters *c)
{
	uint64_t v[8];
	/* One private copy of the eight words, read from the memfd (the program
	 * can write them: they are only numbers to print, checked for sanity). */
	if (!opts.rewrite || ring_fd < 0)
		return -ENODATA;
	_Static_assert(offsetof(struct ring_header, rw_rewrite_ns) ==
		       offsetof(struct ring_header, rw_traps) + 4 * sizeof(uint64_t), "layout");
	_Static_assert(offsetof(struct ring_header, rw_kept_undecodable) ==
		       offsetof(struct ring_header, rw_traps) + 7 * sizeof(uint64_t), "layout");
	if (pread(ring_fd, v, sizeof(v), offsetof(struct ring_header, rw_traps)) != sizeof(v))
		return -EIO;
	for (int i = 0; i < 8; i++)
		if (v[i] > COUNT_MAX)
			return -ERANGE;
	c->traps = v[0];
	c->rewritten = v[1];
	c->kept = v[2];
	c->failed = v[3];
	c->rewrite_ns = v[4];
	c->kept_redzone = v[5];
	c->kept_nounwind = v[6];
	c->kept_undecodable = v[7];
	return 0;
}
