/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Segment descriptors: modify_ldt, set_thread_area, get_thread_area (struct user_desc). */
#include "config.h"

#include <asm/ldt.h>
#include <stdio.h>

#include "decode.h"
#include "print_ext.h"

/* An entry number: -1 ("pick one") as -1, else unsigned. */
static void print_entry_number(struct tcb *tcp, uint32_t n)
{
	if (n == UINT32_MAX)
		value_int(tcp, -1);
	else
		value_uint(tcp, n, VB_DEC);
}

/* strace writes base_addr and limit with "%#08x" (00000000, 0x001000): the
 * number, named with that text. */
static void print_0x08(struct tcb *tcp, uint32_t v)
{
	char text[24];
	snprintf(text, sizeof(text), "%#08x", v);
	value_const(tcp, text, v, VB_HEX, NULL);
}

static void print_bit_field(struct tcb *tcp, const char *name, unsigned int v)
{
	value_field(tcp, name);
	value_uint(tcp, v, VB_DEC);
}

/* The fields after entry_number. */
static void print_desc_rest(struct tcb *tcp, const struct user_desc *d)
{
	value_field(tcp, "base_addr");
	print_0x08(tcp, d->base_addr);
	value_field(tcp, "limit");
	print_0x08(tcp, d->limit);
	print_bit_field(tcp, "seg_32bit", d->seg_32bit);
	print_bit_field(tcp, "contents", d->contents);
	print_bit_field(tcp, "read_exec_only", d->read_exec_only);
	print_bit_field(tcp, "limit_in_pages", d->limit_in_pages);
	print_bit_field(tcp, "seg_not_present", d->seg_not_present);
	print_bit_field(tcp, "useable", d->useable);
	print_bit_field(tcp, "lm", d->lm);
}

/* A whole struct user_desc at addr, or its address. */
static void print_user_desc(struct tcb *tcp, uint64_t addr)
{
	struct user_desc d;
	if (!UMOVE_OR_ADDR(tcp, addr, &d))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "entry_number");
	print_entry_number(tcp, d.entry_number);
	print_desc_rest(tcp, &d);
	value_struct_end(tcp);
}

/* modify_ldt(func, ptr, bytecount): ptr is a struct user_desc when bytecount is
 * its size. */
SYS_FUNC(modify_ldt)
{
	print_dec(tcp, (int32_t)ARG(0));
	tprint_sep(tcp);
	if (ARG(2) != sizeof(struct user_desc))
		print_addr(tcp, ARG(1));
	else
		print_user_desc(tcp, ARG(1));
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	return RVAL_DECODED;
}

/* set_thread_area: the descriptor in; the entry number the kernel picked after. */
SYS_FUNC(set_thread_area)
{
	if (entering(tcp)) {
		print_user_desc(tcp, ARG(0));
		return 0;
	}
	struct user_desc d;
	if (syserror(tcp) || fetch_obj(tcp, ARG(0), &d) < 0)
		return 0;
	static char buf[32];
	snprintf(buf, sizeof(buf), "entry_number=%u", d.entry_number);
	tcp->auxstr = buf;
	return RVAL_STR;
}

/* get_thread_area: the entry number in; the descriptor after ("..." on failure). */
SYS_FUNC(get_thread_area)
{
	if (entering(tcp)) {
		uint32_t n;
		if (!UMOVE_OR_ADDR(tcp, ARG(0), &n)) {
			tcp->priv[0] = 0;
			return 0;
		}
		tcp->priv[0] = 1;
		tcp->priv[1] = n;
		value_struct_begin(tcp);
		value_field(tcp, "entry_number");
		print_entry_number(tcp, n);
		return 0;
	}
	if (!ARG(0))
		return 0;
	struct user_desc d;
	if (syserror(tcp) || fetch_obj(tcp, ARG(0), &d) < 0) {
		if (tcp->priv[0]) {
			value_struct_more(tcp);
			value_struct_end(tcp);
		}
		return 0;
	}
	if (!tcp->priv[0]) {
		/* Unreadable before the call, readable after: strange, shown whole. */
		value_expr_wrap(tcp, "=>");
		value_expr_next(tcp);
		value_struct_begin(tcp);
		value_field(tcp, "entry_number");
		print_entry_number(tcp, d.entry_number);
		print_desc_rest(tcp, &d);
		value_struct_end(tcp);
		value_expr_end(tcp);
		return 0;
	}
	if (d.entry_number != (uint32_t)tcp->priv[1]) {
		value_expr_wrap(tcp, "=>");	/* the entry the kernel chose */
		value_expr_next(tcp);
		print_entry_number(tcp, d.entry_number);
		value_expr_end(tcp);
	}
	print_desc_rest(tcp, &d);
	value_struct_end(tcp);
	return 0;
}
