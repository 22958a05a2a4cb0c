/* SPDX-License-Identifier: GPL-2.0-or-later */
/* mmap, munmap, mprotect, brk, madvise. */
#include "config.h"

#include <stdio.h>

#include <string.h>

#include "decode.h"
#include "mem.h"
#include "xlat/madvise_cmds.h"
#include "xlat/mmap_flags.h"
#include "xlat/mmap_prot.h"
#include "xlat/mmap_types.h"

#define MAP_HUGE_SHIFT_ 26
#define MAP_HUGE_MASK_ 0x3f

void print_mmap_prot(struct tcb *tcp, uint64_t prot)
{
	print_flags(tcp, &mmap_prot, (uint32_t)prot, "PROT_???");
}

/* "MAP_PRIVATE|MAP_ANONYMOUS": the type first, then flags, then a huge page size. */
static void print_mmap_flags(struct tcb *tcp, uint64_t flags)
{
	uint64_t rest = flags & ~(uint64_t)3;
	uint64_t huge = (rest >> MAP_HUGE_SHIFT_) & MAP_HUGE_MASK_;
	rest &= ~((uint64_t)MAP_HUGE_MASK_ << MAP_HUGE_SHIFT_);
	const char *type = xlat_lookup(&mmap_types, flags & 3);
	if (huge && type && !xlat_unnamed_bits(&mmap_flags, rest)) {
		/* Every part named: one set, the page size as "21<<MAP_HUGE_SHIFT". */
		char buf[48];
		snprintf(buf, sizeof(buf), "%llu<<MAP_HUGE_SHIFT", (unsigned long long)huge);
		value_flags_begin(tcp);
		value_flag(tcp, type);
		value_flags_names(tcp, &mmap_flags, rest);
		value_flag(tcp, buf);
		value_flags_end(tcp, NULL);
		return;
	}
	value_flags_typed(tcp, &mmap_types, flags & 3, "MAP_???", &mmap_flags, rest, NULL);
	/* After leftover bits the page size cannot join the set: "set|21<<MAP_HUGE_SHIFT". */
	if (huge) {
		value_expr_wrap(tcp, "|");
		value_expr_next(tcp);
		value_expr_begin(tcp, "<<");
		value_uint(tcp, huge, VB_DEC);
		value_expr_next(tcp);
		value_str(tcp, "MAP_HUGE_SHIFT", strlen("MAP_HUGE_SHIFT"), VS_BARE);
		value_expr_end(tcp);
		value_expr_end(tcp);
	}
}

SYS_FUNC(mmap)
{
	print_addr(tcp, ARG(0));
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	tprint_sep(tcp);
	print_mmap_prot(tcp, ARG(2));
	tprint_sep(tcp);
	print_mmap_flags(tcp, ARG(3));
	tprint_sep(tcp);
	print_fd(tcp, (int)ARG(4));
	tprint_sep(tcp);
	print_hex(tcp, ARG(5));
	return RVAL_DECODED | RVAL_HEX;
}

SYS_FUNC(munmap)
{
	print_addr(tcp, ARG(0));
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	return RVAL_DECODED;
}

SYS_FUNC(mprotect)
{
	print_addr(tcp, ARG(0));
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	tprint_sep(tcp);
	print_mmap_prot(tcp, ARG(2));
	return RVAL_DECODED;
}

SYS_FUNC(brk)
{
	print_addr(tcp, ARG(0));
	return RVAL_DECODED | RVAL_HEX;
}

SYS_FUNC(madvise)
{
	print_addr(tcp, ARG(0));
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	tprint_sep(tcp);
	print_xval(tcp, &madvise_cmds, (uint32_t)ARG(2), "MADV_???");
	return RVAL_DECODED;
}
