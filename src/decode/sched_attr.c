/* SPDX-License-Identifier: GPL-2.0-or-later */
/* sched_setattr, sched_getattr: struct sched_attr, as long as its size says. */
#include "config.h"

#include <errno.h>
#include <string.h>

#include "decode.h"
#include "print_ext.h"
#include "xlat/sched_attr_flags.h"
#include "xlat/sched_policies.h"

/* struct sched_attr as the kernel's uapi defines it (not in glibc's headers). */
struct sx_sched_attr {
	uint32_t size;
	uint32_t sched_policy;
	uint64_t sched_flags;
	int32_t sched_nice;
	uint32_t sched_priority;
	uint64_t sched_runtime;
	uint64_t sched_deadline;
	uint64_t sched_period;
	uint32_t sched_util_min;
	uint32_t sched_util_max;
};

#define SCHED_ATTR_SIZE_VER0 48		/* without the utilization clamps */
#define SCHED_ATTR_SIZE_VER1 56
#define SCHED_FLAG_KEEP_POLICY 0x08
#define SCHED_FLAG_KEEP_PARAMS 0x10

static void print_u64_field(struct tcb *tcp, const char *name, uint64_t v)
{
	value_field(tcp, name);
	value_uint(tcp, v, VB_DEC);
}

/*
 * The struct at addr. For sched_getattr (usize, the buffer's size, not 0) the
 * kernel wrote its own size into it; for sched_setattr (usize 0) the program's
 * size says how much there is (0: the first version's). Fields beyond what a
 * size covers are left out, with "..." when the size says there is more.
 */
static void print_sched_attr(struct tcb *tcp, uint64_t addr, uint32_t usize)
{
	struct sx_sched_attr attr;
	bool is_set = !usize;
	uint32_t size;
	memset(&attr, 0, sizeof(attr));
	if (!is_set) {
		size = usize < sizeof(attr) ? usize : (uint32_t)sizeof(attr);
		if (!umove_or_addr(tcp, addr, &attr, size))
			return;
		size = attr.size;
	} else {
		if (!umove_or_addr(tcp, addr, &attr.size, sizeof(attr.size)))
			return;
		usize = attr.size ? attr.size : SCHED_ATTR_SIZE_VER0;
		size = usize < sizeof(attr) ? usize : (uint32_t)sizeof(attr);
		if (size >= SCHED_ATTR_SIZE_VER0 && !umove_or_addr(tcp, addr, &attr, size))
			return;
	}
	value_struct_begin(tcp);
	print_u64_field(tcp, "size", attr.size);
	if (size >= SCHED_ATTR_SIZE_VER0) {
		bool keep_policy = attr.sched_flags & (SCHED_FLAG_KEEP_POLICY | SCHED_FLAG_KEEP_PARAMS);
		if (!is_set || (int32_t)attr.sched_policy < 0 || !keep_policy) {
			value_field(tcp, "sched_policy");
			print_xval(tcp, &sched_policies, attr.sched_policy, "SCHED_???");
		}
		value_field(tcp, "sched_flags");
		print_flags(tcp, &sched_attr_flags, attr.sched_flags, "SCHED_FLAG_???");
		if (!is_set || !(attr.sched_flags & SCHED_FLAG_KEEP_PARAMS)) {
			value_field(tcp, "sched_nice");
			value_int(tcp, attr.sched_nice);
			print_u64_field(tcp, "sched_priority", attr.sched_priority);
			print_u64_field(tcp, "sched_runtime", attr.sched_runtime);
			print_u64_field(tcp, "sched_deadline", attr.sched_deadline);
			print_u64_field(tcp, "sched_period", attr.sched_period);
		}
		if (size >= SCHED_ATTR_SIZE_VER1) {
			print_u64_field(tcp, "sched_util_min", attr.sched_util_min);
			print_u64_field(tcp, "sched_util_max", attr.sched_util_max);
		}
	}
	if ((is_set ? usize : attr.size) > size)
		value_struct_more(tcp);
	value_struct_end(tcp);
}

SYS_FUNC(sched_setattr)
{
	if (entering(tcp)) {
		print_dec(tcp, (int32_t)ARG(0));
		tprint_sep(tcp);
		print_sched_attr(tcp, ARG(1), 0);
		return 0;
	}
	/* E2BIG: the kernel wrote the size it knows into the struct. */
	uint32_t size;
	if ((tcp->ev.flags & EV_HAS_RET) && RETVAL == -E2BIG &&
	    fetch_obj(tcp, ARG(1), &size) == 0) {
		value_expr_wrap(tcp, "=>");
		value_expr_next(tcp);
		value_struct_begin(tcp);
		print_u64_field(tcp, "size", size);
		value_struct_end(tcp);
		value_expr_end(tcp);
	}
	tprint_sep(tcp);
	print_udec(tcp, (uint32_t)ARG(2));
	return 0;
}

SYS_FUNC(sched_getattr)
{
	if (entering(tcp)) {
		print_dec(tcp, (int32_t)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	uint32_t size = (uint32_t)ARG(2);
	if (size)
		print_sched_attr(tcp, ARG(1), size);
	else
		print_addr(tcp, ARG(1));
	tprint_sep(tcp);
	print_udec(tcp, size);
	tprint_sep(tcp);
	print_udec(tcp, (uint32_t)ARG(3));
	return 0;
}
