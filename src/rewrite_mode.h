/* SPDX-License-Identifier: GPL-2.0-or-later */
/* -m rewrite: the buffered backend, with the capture library told to rewrite
 * syscall sites (src/preload/rewrite.c). */
#ifndef SYSTRACE_REWRITE_MODE_H
#define SYSTRACE_REWRITE_MODE_H

/* Environment variable the capture library reads (src/preload/rewrite.h). */
#define REWRITE_ENV "SYSTRACE_REWRITE"

/* With -m rewrite: refuse (one line, exit status 1) when vm.mmap_min_addr
 * forbids mapping page 0, and name the mode to the library through the
 * environment the program inherits. Otherwise make sure the program does not
 * inherit it. */
void rewrite_mode_setup(void);

#include <stdint.h>

/* What the capture library counted in every process of the run (ring.h). */
struct rewrite_counters {
	uint64_t traps;		/* SIGSYS traps: a site's first call, and kept sites */
	uint64_t rewritten;	/* sites rewritten */
	uint64_t kept;		/* traps at sites left trapped on purpose */
	uint64_t failed;	/* traps at sites that could not be rewritten */
	uint64_t rewrite_ns;	/* the programs' time spent rewriting sites */
	/* of kept: the red-zone check's reasons (ring_header.rw_kept_*) */
	uint64_t kept_redzone, kept_nounwind, kept_undecodable;
};

/* After the run, in -m rewrite: the counters from the ring's header, a private
 * copy checked for sanity. Returns 0, or -errno (not rewrite mode, no ring,
 * counts no run can reach). */
int rewrite_mode_counters(struct rewrite_counters *c);

#endif
