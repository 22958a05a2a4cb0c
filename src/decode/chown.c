/* SPDX-License-Identifier: GPL-2.0-or-later */
/* chown, fchown, lchown, fchownat. */
#include "config.h"

#include "decode.h"
#include "xlat/at_flags.h"

/* A 32-bit uid or gid: -1 ("unchanged") as -1, anything else unsigned. */
static void print_id(struct tcb *tcp, uint64_t id)
{
	if ((uint32_t)id == UINT32_MAX)
		value_int(tcp, -1);
	else
		print_udec(tcp, (uint32_t)id);
}

static void print_owner_group(struct tcb *tcp, uint64_t owner, uint64_t group)
{
	print_id(tcp, owner);
	tprint_sep(tcp);
	print_id(tcp, group);
}

/* chown and lchown share this decoder. */
SYS_FUNC(chown)
{
	print_path(tcp, ARG(0));
	tprint_sep(tcp);
	print_owner_group(tcp, ARG(1), ARG(2));
	return RVAL_DECODED;
}

SYS_FUNC(fchown)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_owner_group(tcp, ARG(1), ARG(2));
	return RVAL_DECODED;
}

SYS_FUNC(fchownat)
{
	print_dirfd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_path(tcp, ARG(1));
	tprint_sep(tcp);
	print_owner_group(tcp, ARG(2), ARG(3));
	tprint_sep(tcp);
	print_flags(tcp, &at_flags, (uint32_t)ARG(4), "AT_???");
	return RVAL_DECODED;
}
