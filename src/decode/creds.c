/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Credentials: setuid, setgid, setreuid, setregid, setresuid, setresgid,
 * getresuid, getresgid, setfsuid, setfsgid, getgroups, setgroups, capget, capset.
 */
#include "config.h"

#include <linux/capability.h>

#include "decode.h"
#include "print_ext.h"
#include "xlat/cap_mask0.h"
#include "xlat/cap_mask1.h"
#include "xlat/cap_version.h"

/* The kernel's NGROUPS_MAX: a longer group list is refused, strace shows its address. */
#define KERNEL_NGROUPS_MAX 65536

/* A 32-bit uid or gid: -1 ("unchanged", "invalid") as -1, anything else unsigned. */
static void print_cred_id(struct tcb *tcp, uint64_t id)
{
	if ((uint32_t)id == UINT32_MAX)
		value_int(tcp, -1);
	else
		value_uint(tcp, (uint32_t)id, VB_DEC);
}

/* setuid, setgid, setfsuid, setfsgid: one id. */
SYS_FUNC(setuid)
{
	print_cred_id(tcp, ARG(0));
	return RVAL_DECODED;
}

/* setreuid, setregid: two ids. */
SYS_FUNC(setreuid)
{
	print_cred_id(tcp, ARG(0));
	tprint_sep(tcp);
	print_cred_id(tcp, ARG(1));
	return RVAL_DECODED;
}

/* setresuid, setresgid: three ids. */
SYS_FUNC(setresuid)
{
	print_cred_id(tcp, ARG(0));
	tprint_sep(tcp);
	print_cred_id(tcp, ARG(1));
	tprint_sep(tcp);
	print_cred_id(tcp, ARG(2));
	return RVAL_DECODED;
}

/* An id the kernel stored at addr: "[0]", or the address. */
static void print_cred_id_at(struct tcb *tcp, uint64_t addr)
{
	uint32_t id;
	if (!UMOVE_OR_ADDR(tcp, addr, &id))
		return;
	value_array_begin(tcp);
	value_elem(tcp);
	print_cred_id(tcp, id);
	value_array_end(tcp);
}

/* getresuid, getresgid: three ids, written by the kernel. */
SYS_FUNC(getresuid)
{
	if (entering(tcp))
		return 0;
	print_cred_id_at(tcp, ARG(0));
	tprint_sep(tcp);
	print_cred_id_at(tcp, ARG(1));
	tprint_sep(tcp);
	print_cred_id_at(tcp, ARG(2));
	return 0;
}

static bool print_gid_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	uint32_t id;
	memcpy(&id, elem, sizeof(id));
	print_cred_id(tcp, id);
	return true;
}

/* A group list of n entries: the array, or the address when n is out of range. */
static void print_groups(struct tcb *tcp, uint64_t addr, uint32_t n)
{
	uint32_t gid;
	if (n > KERNEL_NGROUPS_MAX) {
		print_addr(tcp, addr);
		return;
	}
	print_array(tcp, addr, n, &gid, sizeof(gid), 0, print_gid_elem, NULL);
}

SYS_FUNC(setgroups)
{
	int32_t n = (int32_t)ARG(0);
	print_dec(tcp, n);
	tprint_sep(tcp);
	print_groups(tcp, ARG(1), (uint32_t)n);
	return RVAL_DECODED;
}

/* getgroups: the list has as many entries as the result says. */
SYS_FUNC(getgroups)
{
	if (entering(tcp)) {
		print_dec(tcp, (int32_t)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	if (syserror(tcp))
		print_addr(tcp, ARG(1));
	else
		print_groups(tcp, ARG(1), (uint32_t)RETVAL);
	return 0;
}

/* The capget/capset header: "{version=_LINUX_CAPABILITY_VERSION_3, pid=0}". Returns
 * false (the address printed) when it could not be read, else sets *version. */
static bool print_cap_header(struct tcb *tcp, uint64_t addr, uint32_t *version)
{
	struct __user_cap_header_struct h;
	if (!FETCH_OR_ADDR(tcp, addr, &h))
		return false;
	*version = h.version;
	value_struct_begin(tcp);
	value_field(tcp, "version");
	print_xval(tcp, &cap_version, h.version, "_LINUX_CAPABILITY_VERSION_???");
	value_field(tcp, "pid");
	value_int(tcp, h.pid);
	value_struct_end(tcp);
	return true;
}

/* A capability set of two words: the low word's bits named, then the high word's
 * (a rest only there: the low word's table names all 32 bits). A high word with no
 * known bit gets its own "CAP_???" comment. */
static void print_cap_bits(struct tcb *tcp, uint32_t lo, uint32_t hi)
{
	value_flags_begin(tcp);
	if (lo)
		value_flags_names(tcp, &cap_mask0, lo);
	bool hi_unnamed = hi && xlat_unnamed_bits(&cap_mask1, hi) == hi;
	if (hi) {
		uint64_t left = value_flags_names(tcp, &cap_mask1, hi);
		if (left)
			value_flags_rest(tcp, left, VB_HEX);
	}
	value_flags_end(tcp, "CAP_???");
	if (lo && hi_unnamed)
		value_comment(tcp, "CAP_???");
}

/* The data of capget/capset: one struct for version 1 (and an unknown version),
 * two (64-bit sets) for versions 2 and 3. */
static void print_cap_data(struct tcb *tcp, uint64_t addr, uint32_t version)
{
	struct __user_cap_data_struct d[2] = { { 0 } };
	size_t n = (version == _LINUX_CAPABILITY_VERSION_2 ||
		    version == _LINUX_CAPABILITY_VERSION_3) ? 2 : 1;
	if (!fetch_obj_or_addr(tcp, addr, d, n * sizeof(d[0])))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "effective");
	print_cap_bits(tcp, d[0].effective, d[1].effective);
	value_field(tcp, "permitted");
	print_cap_bits(tcp, d[0].permitted, d[1].permitted);
	value_field(tcp, "inheritable");
	print_cap_bits(tcp, d[0].inheritable, d[1].inheritable);
	value_struct_end(tcp);
}

SYS_FUNC(capget)
{
	if (entering(tcp)) {
		uint32_t version = 0;
		print_cap_header(tcp, ARG(0), &version);
		tcp->priv[0] = version;
		tprint_sep(tcp);
		return 0;
	}
	if (syserror(tcp))
		print_addr(tcp, ARG(1));
	else
		print_cap_data(tcp, ARG(1), (uint32_t)tcp->priv[0]);
	return 0;
}

SYS_FUNC(capset)
{
	uint32_t version = 0;
	bool have_header = print_cap_header(tcp, ARG(0), &version);
	tprint_sep(tcp);
	/* Without a header there is no telling how much data there is. */
	if (!have_header)
		print_addr(tcp, ARG(1));
	else
		print_cap_data(tcp, ARG(1), version);
	return RVAL_DECODED;
}
