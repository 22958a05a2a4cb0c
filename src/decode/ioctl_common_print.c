/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Printers several ioctl families share: see ioctl_common_print.h. */
#include "config.h"

#include <string.h>

#include "decode.h"
#include "ioctl.h"
#include "ioctl_common_print.h"

void ioctl_field_cstr(struct tcb *tcp, const char *name, const void *p, size_t size)
{
	const char *s = p;
	size_t len = strnlen(s, size);
	if (name)
		value_field(tcp, name);
	if (len == size)
		value_str(tcp, s, size - 1, VS_TRUNCATED);
	else
		value_str(tcp, s, len, 0);
}

void ioctl_field_reserved(struct tcb *tcp, const char *name, const uint32_t *v, size_t n)
{
	size_t i;
	for (i = 0; i < n && !v[i]; i++)
		;
	if (i == n)
		return;
	value_field(tcp, name);
	value_array_begin(tcp);
	for (i = 0; i < n; i++) {
		value_elem(tcp);
		value_uint(tcp, v[i], VB_HEX);
	}
	value_array_end(tcp);
}

void ioctl_print_one_uint(struct tcb *tcp, uint64_t v, enum value_base base)
{
	value_array_begin(tcp);
	value_elem(tcp);
	value_uint(tcp, v, base);
	value_array_end(tcp);
}

void ioctl_changed_begin(struct tcb *tcp)
{
	value_struct_end(tcp);
	value_expr_wrap(tcp, "=>");
	value_expr_next(tcp);
	value_struct_begin(tcp);
}

void ioctl_changed_end(struct tcb *tcp)
{
	value_struct_end(tcp);
	value_expr_end(tcp);
}

int ioctl_exit_begin(struct tcb *tcp, uint64_t arg, bool out_only)
{
	if (out_only)
		return ioctl_out_arg_begin(tcp, arg);
	if (syserror(tcp)) {
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	}
	return -1;
}
