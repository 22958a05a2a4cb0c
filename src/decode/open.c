/* SPDX-License-Identifier: GPL-2.0-or-later */
/* open, openat, openat2, creat. */
#include "config.h"

#include <linux/openat2.h>

#include "decode.h"
#include "open.h"
#include "xlat/open_access_modes.h"
#include "xlat/open_mode_flags.h"
#include "xlat/resolve_flags.h"

#define KERNEL_O_CREAT 0100
#define KERNEL_O_TMPFILE_BIT 020000000

void print_open_flags(struct tcb *tcp, uint64_t flags)
{
	/* The access mode is a two-bit number, not flags: it always comes first. */
	value_flags_typed(tcp, &open_access_modes, flags & 3, NULL, &open_mode_flags,
			  flags & ~(uint64_t)3, NULL);
}

/* flags, and the mode when the call can create a file. */
static void print_flags_mode(struct tcb *tcp, uint64_t flags, uint64_t mode)
{
	print_open_flags(tcp, flags);
	if (flags & (KERNEL_O_CREAT | KERNEL_O_TMPFILE_BIT)) {
		tprint_sep(tcp);
		print_mode(tcp, (unsigned int)mode);
	}
}

SYS_FUNC(open)
{
	print_path(tcp, ARG(0));
	tprint_sep(tcp);
	print_flags_mode(tcp, ARG(1), ARG(2));
	return RVAL_DECODED | RVAL_FD;
}

SYS_FUNC(openat)
{
	print_dirfd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_path(tcp, ARG(1));
	tprint_sep(tcp);
	print_flags_mode(tcp, ARG(2), ARG(3));
	return RVAL_DECODED | RVAL_FD;
}

SYS_FUNC(creat)
{
	print_path(tcp, ARG(0));
	tprint_sep(tcp);
	print_mode(tcp, (unsigned int)ARG(1));
	return RVAL_DECODED | RVAL_FD;
}

SYS_FUNC(openat2)
{
	struct open_how how;
	print_dirfd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_path(tcp, ARG(1));
	tprint_sep(tcp);
	if (ARG(3) < sizeof(how)) {
		print_addr(tcp, ARG(2));
	} else if (FETCH_OR_ADDR(tcp, ARG(2), &how)) {
		value_struct_begin(tcp);
		value_field(tcp, "flags");
		print_open_flags(tcp, how.flags);
		if (how.mode || (how.flags & (KERNEL_O_CREAT | KERNEL_O_TMPFILE_BIT))) {
			value_field(tcp, "mode");
			print_mode(tcp, (unsigned int)how.mode);
		}
		value_field(tcp, "resolve");
		print_flags(tcp, &resolve_flags, how.resolve, "RESOLVE_???");
		value_struct_end(tcp);
	}
	tprint_sep(tcp);
	print_udec(tcp, ARG(3));
	return RVAL_DECODED | RVAL_FD;
}
