/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * -m rewrite on systrace's side: everything is -m buffered's (the ring, the
 * reader, the decoders) except that the capture library rewrites each syscall
 * site it traps (see systrace(1), REWRITE MODE). Its trampoline lives on page
 * 0, which Linux lets a process map only when vm.mmap_min_addr is 0; systrace
 * never changes that setting, it says what it costs.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

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
