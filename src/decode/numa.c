/* SPDX-License-Identifier: GPL-2.0-or-later */
/* mbind, set_mempolicy, get_mempolicy, migrate_pages, move_pages,
 * set_mempolicy_home_node: NUMA memory policies. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "decode.h"
#include "errnoent.h"
#include "print_ext.h"
#include "xlat/get_mempolicy_flags.h"
#include "xlat/mbind_flags.h"
#include "xlat/move_pages_flags.h"
#include "xlat/mpol_mode_flags.h"
#include "xlat/mpol_modes.h"

#define MPOL_FLAGS_MASK_ 0xe000u	/* MPOL_F_STATIC_NODES|_RELATIVE_NODES|_NUMA_BALANCING */

static bool print_node_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	uint64_t v;
	memcpy(&v, elem, sizeof(v));
	/* strace writes each word zero-padded to 16 characters, "0x" included:
	 * the number with that spelling as its name. */
	char name[24];
	snprintf(name, sizeof(name), "%#0*llx", 16, (unsigned long long)v);
	value_const(tcp, name, (int64_t)v, VB_HEX, NULL);
	return true;
}

/* A node mask of maxnode bits in longs, as strace counts them (one bit fewer). */
static void print_nodemask(struct tcb *tcp, uint64_t addr, uint64_t maxnode)
{
	uint64_t nmemb = (maxnode + 64 - 2) / 64;
	if (nmemb < maxnode / 64 || (maxnode && !nmemb)) {
		print_addr(tcp, addr);
		return;
	}
	uint64_t buf;
	print_array(tcp, addr, nmemb, &buf, sizeof(buf), 0, print_node_elem, NULL);
}

/* A mode with its flags: "MPOL_BIND|MPOL_F_STATIC_NODES". */
static void print_mpol_mode(struct tcb *tcp, uint64_t arg)
{
	uint64_t flags = arg & MPOL_FLAGS_MASK_;
	uint64_t mode = arg & ~(uint64_t)MPOL_FLAGS_MASK_;
	if (!flags) {
		print_xval(tcp, &mpol_modes, mode, "MPOL_???");
		return;
	}
	if (!xlat_lookup(&mpol_modes, mode)) {
		print_flags(tcp, &mpol_mode_flags, arg, "MPOL_???");
		return;
	}
	value_flags_typed(tcp, &mpol_modes, mode, "MPOL_???", &mpol_mode_flags, flags, NULL);
}

SYS_FUNC(migrate_pages)
{
	print_dec(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	tprint_sep(tcp);
	print_nodemask(tcp, ARG(2), ARG(1));
	tprint_sep(tcp);
	print_nodemask(tcp, ARG(3), ARG(1));
	return RVAL_DECODED;
}

SYS_FUNC(mbind)
{
	print_addr(tcp, ARG(0));
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	tprint_sep(tcp);
	print_mpol_mode(tcp, ARG(2));
	tprint_sep(tcp);
	print_nodemask(tcp, ARG(3), ARG(4));
	tprint_sep(tcp);
	print_udec(tcp, ARG(4));
	tprint_sep(tcp);
	print_flags(tcp, &mbind_flags, (uint32_t)ARG(5), "MPOL_???");
	return RVAL_DECODED;
}

SYS_FUNC(set_mempolicy)
{
	print_mpol_mode(tcp, (uint32_t)ARG(0));
	tprint_sep(tcp);
	print_nodemask(tcp, ARG(1), ARG(2));
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	return RVAL_DECODED;
}

SYS_FUNC(get_mempolicy)
{
	if (entering(tcp))
		return 0;
	int pol;
	if (umove_or_addr(tcp, ARG(0), &pol, sizeof(pol))) {
		value_array_begin(tcp);
		value_elem(tcp);
		print_xval(tcp, &mpol_modes, (uint32_t)pol, "MPOL_???");
		value_array_end(tcp);
	}
	tprint_sep(tcp);
	print_nodemask(tcp, ARG(1), ARG(2));
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_addr(tcp, ARG(3));
	tprint_sep(tcp);
	print_flags(tcp, &get_mempolicy_flags, ARG(4), "MPOL_???");
	return 0;
}

SYS_FUNC(set_mempolicy_home_node)
{
	print_addr(tcp, ARG(0));
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_hex(tcp, ARG(3));
	return RVAL_DECODED;
}

static bool print_page_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	uint64_t v;
	memcpy(&v, elem, sizeof(v));
	print_addr(tcp, v);
	return true;
}

/* A page's status: its node, or a negated errno ("-EFAULT"). */
static bool print_status_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	int v;
	memcpy(&v, elem, sizeof(v));
	const char *name = v < 0 ? errno_name(-v) : NULL;
	if (name) {
		char buf[64];
		snprintf(buf, sizeof(buf), "-%s", name);
		value_const(tcp, buf, v, VB_DEC, NULL);
	} else {
		value_int(tcp, v);
	}
	return true;
}

SYS_FUNC(move_pages)
{
	uint64_t n = ARG(1);
	uint64_t buf;
	if (entering(tcp)) {
		print_dec(tcp, (int)ARG(0));
		tprint_sep(tcp);
		print_udec(tcp, n);
		tprint_sep(tcp);
		print_array(tcp, ARG(2), n, &buf, 8, 0, print_page_elem, NULL);
		tprint_sep(tcp);
		print_array(tcp, ARG(3), n, &buf, 4, 0, print_int_elem, NULL);
		tprint_sep(tcp);
		return 0;
	}
	print_array(tcp, ARG(4), n, &buf, 4, 0, print_status_elem, NULL);
	tprint_sep(tcp);
	print_flags(tcp, &move_pages_flags, (uint32_t)ARG(5), "MPOL_???");
	return 0;
}
