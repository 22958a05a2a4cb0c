/* SPDX-License-Identifier: GPL-2.0-or-later */
/* seccomp(): the operation, its flags and what args points to for it. */
#include "config.h"

#include <linux/seccomp.h>

#include "decode.h"
#include "print_ext.h"
#include "seccomp_fprog.h"
#include "xlat/seccomp_filter_flags.h"
#include "xlat/seccomp_ops.h"
#include "xlat/seccomp_ret_action.h"

/* SECCOMP_GET_NOTIF_SIZES: the sizes the kernel stored. */
static void print_notif_sizes(struct tcb *tcp, uint64_t addr)
{
	struct seccomp_notif_sizes szs;
	if (!UMOVE_OR_ADDR(tcp, addr, &szs))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "seccomp_notif");
	value_uint(tcp, szs.seccomp_notif, VB_DEC);
	value_field(tcp, "seccomp_notif_resp");
	value_uint(tcp, szs.seccomp_notif_resp, VB_DEC);
	value_field(tcp, "seccomp_data");
	value_uint(tcp, szs.seccomp_data, VB_DEC);
	value_struct_end(tcp);
}

SYS_FUNC(seccomp)
{
	uint32_t op = (uint32_t)ARG(0);
	uint32_t flags = (uint32_t)ARG(1);
	if (entering(tcp)) {
		print_xval(tcp, &seccomp_ops, op, "SECCOMP_SET_MODE_???");
		tprint_sep(tcp);
	}
	switch (op) {
	case SECCOMP_GET_ACTION_AVAIL: {
		uint32_t act;
		print_hex(tcp, flags);
		tprint_sep(tcp);
		if (!UMOVE_OR_ADDR(tcp, ARG(2), &act))
			break;
		value_array_begin(tcp);
		value_elem(tcp);
		print_xval(tcp, &seccomp_ret_action, act, "SECCOMP_RET_???");
		value_array_end(tcp);
		break;
	}
	case SECCOMP_GET_NOTIF_SIZES:
		if (entering(tcp)) {
			print_hex(tcp, flags);
			tprint_sep(tcp);
			return 0;
		}
		print_notif_sizes(tcp, ARG(2));
		return 0;
	case SECCOMP_SET_MODE_FILTER:
		print_flags(tcp, &seccomp_filter_flags, flags, "SECCOMP_FILTER_FLAG_???");
		tprint_sep(tcp);
		print_seccomp_fprog_at(tcp, ARG(2));
		break;
	default:
		print_hex(tcp, flags);
		tprint_sep(tcp);
		print_addr(tcp, ARG(2));
	}
	return RVAL_DECODED;
}
