/* SPDX-License-Identifier: GPL-2.0-or-later */
/* kcmp: what the two processes share; the indexes depend on the type. */
#include "config.h"

#include <linux/kcmp.h>

#include "decode.h"
#include "print_ext.h"
#include "xlat/kcmp_types.h"

/* A descriptor of another process: its number (no -y path: ours would be wrong). */
static void print_other_fd(struct tcb *tcp, uint64_t fd)
{
	value_fd(tcp, (int)fd, NULL, NULL);
}

SYS_FUNC(kcmp)
{
	int type = (int)ARG(2);
	print_dec(tcp, (int32_t)ARG(0));
	tprint_sep(tcp);
	print_dec(tcp, (int32_t)ARG(1));
	tprint_sep(tcp);
	print_xval(tcp, &kcmp_types, (uint32_t)type, "KCMP_???");
	switch (type) {
	case KCMP_FILE:
		tprint_sep(tcp);
		print_other_fd(tcp, ARG(3));
		tprint_sep(tcp);
		print_other_fd(tcp, ARG(4));
		break;
	case KCMP_EPOLL_TFD: {
		struct kcmp_epoll_slot slot;
		tprint_sep(tcp);
		print_other_fd(tcp, ARG(3));
		tprint_sep(tcp);
		if (!UMOVE_OR_ADDR(tcp, ARG(4), &slot))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "efd");
		print_other_fd(tcp, slot.efd);
		value_field(tcp, "tfd");
		print_other_fd(tcp, slot.tfd);
		value_field(tcp, "toff");
		value_uint(tcp, slot.toff, VB_DEC);
		value_struct_end(tcp);
		break;
	}
	case KCMP_VM:
	case KCMP_FILES:
	case KCMP_FS:
	case KCMP_SIGHAND:
	case KCMP_IO:
	case KCMP_SYSVSEM:
		break;
	default:
		tprint_sep(tcp);
		print_hex(tcp, ARG(3));
		tprint_sep(tcp);
		print_hex(tcp, ARG(4));
	}
	return RVAL_DECODED;
}
