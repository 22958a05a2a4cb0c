/* SPDX-License-Identifier: GPL-2.0-or-later */
/* memfd_create, memfd_secret: descriptors for anonymous memory. */
#include "config.h"

#include <stdio.h>

#include "decode.h"
#include "print_ext.h"
#include "xlat/memfd_create_flags.h"
#include "xlat/memfd_secret_flags.h"

/* The kernel's name limit, "memfd:" included (NAME_MAX - 6), and one byte for the NUL. */
#define MFD_NAME_MAX_ 249
#define MFD_HUGE_SHIFT_ 26
#define MFD_HUGE_MASK_ 0x3fu

SYS_FUNC(memfd_create)
{
	print_cstr_n(tcp, ARG(0), MFD_NAME_MAX_ + 1);
	tprint_sep(tcp);

	uint32_t flags = (uint32_t)ARG(1);
	uint32_t huge = (flags >> MFD_HUGE_SHIFT_) & MFD_HUGE_MASK_;
	flags &= ~(MFD_HUGE_MASK_ << MFD_HUGE_SHIFT_);
	if (!huge) {
		print_flags(tcp, &memfd_create_flags, flags, "MFD_???");
		return RVAL_DECODED | RVAL_FD;
	}
	/* A huge page size: "MFD_HUGETLB|21<<MFD_HUGE_SHIFT". */
	char name[32];
	snprintf(name, sizeof(name), "%u<<MFD_HUGE_SHIFT", huge);
	value_flags_begin(tcp);
	if (flags) {
		uint64_t rest = value_flags_names(tcp, &memfd_create_flags, flags);
		if (rest)
			value_flags_rest(tcp, rest, VB_HEX);
	}
	value_flag(tcp, name);
	value_flags_end(tcp, NULL);
	return RVAL_DECODED | RVAL_FD;
}

SYS_FUNC(memfd_secret)
{
	print_flags(tcp, &memfd_secret_flags, (uint32_t)ARG(0), NULL);
	return RVAL_DECODED | RVAL_FD;
}
