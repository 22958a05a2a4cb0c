/* SPDX-License-Identifier: GPL-2.0-or-later */
/* name_to_handle_at, open_by_handle_at: struct file_handle. */
#include "config.h"

#include "decode.h"
#include "open.h"
#include "print_ext.h"
#include "xlat/name_to_handle_at_flags.h"

#define MAX_HANDLE_SZ_ 128
#define EOVERFLOW_ 75

struct handle_head {
	uint32_t handle_bytes;
	int32_t handle_type;
};

/* The opaque bytes after the header, in hex; "???" when unreadable. */
static void print_f_handle(struct tcb *tcp, uint64_t addr, uint32_t bytes)
{
	uint32_t len = bytes < MAX_HANDLE_SZ_ ? bytes : MAX_HANDLE_SZ_;
	char buf[MAX_HANDLE_SZ_];
	addr += sizeof(struct handle_head);
	if (addr > sizeof(struct handle_head) && fetch_mem(tcp, addr, buf, len) >= 0)
		print_quoted(tcp, buf, len, QUOTE_FORCE_HEX | (bytes > len ? QUOTE_ELLIPSIS : 0));
	else
		value_const(tcp, "???", 0, VB_DEC, NULL);
}

SYS_FUNC(name_to_handle_at)
{
	struct handle_head h;
	uint64_t addr = ARG(2);
	if (entering(tcp)) {
		print_dirfd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		print_path(tcp, ARG(1));
		tprint_sep(tcp);
		if (!umove_or_addr(tcp, addr, &h, sizeof(h))) {
			tprint_sep(tcp);
			print_addr(tcp, ARG(3));
			tprint_sep(tcp);
			print_flags(tcp, &name_to_handle_at_flags, (uint32_t)ARG(4), "AT_???");
			return RVAL_DECODED;
		}
		value_struct_begin(tcp);
		value_field(tcp, "handle_bytes");
		value_uint(tcp, h.handle_bytes, VB_DEC);
		tcp->priv[0] = h.handle_bytes;
		return 0;
	}
	/* The kernel writes the size it needs even when it fails with EOVERFLOW. */
	bool overflow = (tcp->ev.flags & EV_HAS_RET) && tcp->ev.ret == -EOVERFLOW_;
	if ((!syserror(tcp) || overflow) && fetch_mem(tcp, addr, &h, sizeof(h)) >= 0) {
		if (h.handle_bytes != tcp->priv[0]) {
			value_expr_wrap(tcp, "=>");
			value_expr_next(tcp);
			value_uint(tcp, h.handle_bytes, VB_DEC);
			value_expr_end(tcp);
		}
		if (!syserror(tcp)) {
			value_field(tcp, "handle_type");
			value_int(tcp, h.handle_type);
			value_field(tcp, "f_handle");
			print_f_handle(tcp, addr, h.handle_bytes);
		}
	}
	value_struct_end(tcp);
	tprint_sep(tcp);
	print_int_at(tcp, ARG(3));
	tprint_sep(tcp);
	print_flags(tcp, &name_to_handle_at_flags, (uint32_t)ARG(4), "AT_???");
	return 0;
}

SYS_FUNC(open_by_handle_at)
{
	struct handle_head h;
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	if (umove_or_addr(tcp, ARG(1), &h, sizeof(h))) {
		value_struct_begin(tcp);
		value_field(tcp, "handle_bytes");
		value_uint(tcp, h.handle_bytes, VB_DEC);
		value_field(tcp, "handle_type");
		value_int(tcp, h.handle_type);
		value_field(tcp, "f_handle");
		print_f_handle(tcp, ARG(1), h.handle_bytes);
		value_struct_end(tcp);
	}
	tprint_sep(tcp);
	print_open_flags(tcp, (uint32_t)ARG(2));
	return RVAL_DECODED;
}
