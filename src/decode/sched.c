/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * sched_getscheduler, sched_setscheduler, sched_getparam, sched_setparam,
 * sched_get_priority_min/max, sched_rr_get_interval, sched_getaffinity,
 * sched_setaffinity.
 */
#include "config.h"

#include <errno.h>
#include <sched.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "decode.h"
#include "print_ext.h"
#include "time.h"
#include "xlat/sched_policies.h"

SYS_FUNC(sched_getscheduler)
{
	if (entering(tcp)) {
		print_dec(tcp, (int32_t)ARG(0));
		return 0;
	}
	if (!syserror(tcp)) {
		tcp->auxstr = xlat_lookup(&sched_policies, (uint64_t)RETVAL);
		return RVAL_STR;
	}
	return 0;
}

SYS_FUNC(sched_setscheduler)
{
	print_dec(tcp, (int32_t)ARG(0));
	tprint_sep(tcp);
	print_xval(tcp, &sched_policies, (uint32_t)ARG(1), "SCHED_???");
	tprint_sep(tcp);
	print_int_at(tcp, ARG(2));
	return RVAL_DECODED;
}

SYS_FUNC(sched_getparam)
{
	if (entering(tcp)) {
		print_dec(tcp, (int32_t)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	print_int_at(tcp, ARG(1));
	return 0;
}

SYS_FUNC(sched_setparam)
{
	print_dec(tcp, (int32_t)ARG(0));
	tprint_sep(tcp);
	print_int_at(tcp, ARG(1));
	return RVAL_DECODED;
}

/* sched_get_priority_min and sched_get_priority_max. */
SYS_FUNC(sched_get_priority_min)
{
	print_xval(tcp, &sched_policies, (uint32_t)ARG(0), "SCHED_???");
	return RVAL_DECODED;
}

SYS_FUNC(sched_rr_get_interval)
{
	if (entering(tcp)) {
		print_dec(tcp, (int32_t)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	print_timespec_at(tcp, ARG(1));
	return 0;
}

/*
 * The smallest CPU mask size this kernel accepts (at least 128 bytes): a mask
 * argument is read no further than that. The kernel fails with EINVAL before
 * looking at the buffer when the size is too small, so probing needs none.
 */
static unsigned int cpuset_size(void)
{
	static unsigned int size;
	if (!size) {
		size = 128;
		while (size && syscall(SYS_sched_getaffinity, 0, size, NULL) == -1 &&
		       errno == EINVAL)
			size <<= 1;
		if (!size)
			size = 128;
	}
	return size;
}

/* A CPU mask of len bytes: the set "[0 1]", with " ..." when len is more than is read. */
static void print_cpu_mask(struct tcb *tcp, uint64_t addr, unsigned int len)
{
	unsigned int max = cpuset_size();
	unsigned int want = len < max ? len : max;
	unsigned int size = (want + 7) / 8 * 8;

	if (!addr || (exiting(tcp) && syserror(tcp))) {
		print_addr(tcp, addr);
		return;
	}
	if (!len) {
		value_array_begin(tcp);
		value_array_end(tcp);
		return;
	}
	unsigned char *mask = xcalloc(size, 1);
	if (fetch_mem(tcp, addr, mask, want) < 0) {
		print_addr(tcp, addr);
		free(mask);
		return;
	}
	value_set_begin(tcp);
	for (unsigned int cpu = 0; cpu < size * 8; cpu++) {
		if (!(mask[cpu / 8] & (1u << (cpu % 8))))
			continue;
		value_elem(tcp);
		print_udec(tcp, cpu);
	}
	if (size < len)
		value_array_more(tcp);
	value_array_end(tcp);
	free(mask);
}

SYS_FUNC(sched_setaffinity)
{
	print_dec(tcp, (int32_t)ARG(0));
	tprint_sep(tcp);
	print_udec(tcp, (uint32_t)ARG(1));
	tprint_sep(tcp);
	print_cpu_mask(tcp, ARG(2), (uint32_t)ARG(1));
	return RVAL_DECODED;
}

SYS_FUNC(sched_getaffinity)
{
	if (entering(tcp)) {
		print_dec(tcp, (int32_t)ARG(0));
		tprint_sep(tcp);
		print_udec(tcp, (uint32_t)ARG(1));
		tprint_sep(tcp);
		return 0;
	}
	/* The kernel returns how many bytes of the mask it wrote. */
	print_cpu_mask(tcp, ARG(2), (uint32_t)RETVAL);
	return 0;
}
