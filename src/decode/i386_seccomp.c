/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Seccomp filters given by i386 calls: seccomp(SECCOMP_SET_MODE_FILTER) and
 * prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER) take i386's struct sock_fprog (a
 * 16-bit length and a 32-bit pointer), shown as seccomp_fprog.c shows x86_64's;
 * every other operation goes to the x86_64 decoders (seccomp.c, prctl.c).
 */
#include "config.h"

#include "decode.h"
#include "i386.h"
#include "print_ext.h"
#include "sock_fprog.h"
#include "xlat/prctl_options.h"
#include "xlat/seccomp_filter_flags.h"
#include "xlat/seccomp_mode.h"
#include "xlat/seccomp_ops.h"
#include "xlat/seccomp_ret_action.h"

/* BPF_RET operands are an action and its 16 bits of data: "SECCOMP_RET_ERRNO|0x1". */
static bool print_seccomp_k32(struct tcb *tcp, uint16_t code, uint32_t k)
{
	if ((code & 7) != 6 /* BPF_RET */)
		return false;
	uint32_t action = k & 0xffff0000u, data16 = k & 0xffffu;
	if (!data16) {
		print_xval(tcp, &seccomp_ret_action, action, "SECCOMP_RET_???");
		return true;
	}
	value_expr_begin(tcp, "|");
	print_xval(tcp, &seccomp_ret_action, action, "SECCOMP_RET_???");
	value_expr_next(tcp);
	value_uint(tcp, data16, VB_HEX);
	value_expr_end(tcp);
	return true;
}

/* i386's struct sock_fprog at addr: "{len=2, filter=0x...}", the instructions with -v. */
static void print_seccomp_fprog32_at(struct tcb *tcp, uint64_t addr)
{
	struct { uint16_t len, pad; uint32_t filter; } prog;
	if (!UMOVE_OR_ADDR(tcp, addr, &prog))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "len");
	value_uint(tcp, prog.len, VB_DEC);
	value_field(tcp, "filter");
	print_cbpf_prog(tcp, prog.filter, prog.len, print_seccomp_k32);
	value_struct_end(tcp);
}

/* seccomp(operation, flags, args) */
SYS_FUNC(i386_seccomp)
{
	uint32_t op = (uint32_t)ARG(0);
	if (op != 1 /* SECCOMP_SET_MODE_FILTER */)
		return decode_seccomp(tcp);
	print_xval(tcp, &seccomp_ops, op, "SECCOMP_SET_MODE_???");
	tprint_sep(tcp);
	print_flags(tcp, &seccomp_filter_flags, (uint32_t)ARG(1), "SECCOMP_FILTER_FLAG_???");
	tprint_sep(tcp);
	print_seccomp_fprog32_at(tcp, ARG(2));
	return RVAL_DECODED;
}

/* prctl(option, arg2, arg3, arg4, arg5) */
SYS_FUNC(i386_prctl)
{
	if ((uint32_t)ARG(0) != 22 /* PR_SET_SECCOMP */ || ARG(1) != 2 /* SECCOMP_MODE_FILTER */)
		return decode_prctl(tcp);
	print_xval(tcp, &prctl_options, (uint32_t)ARG(0), "PR_???");
	tprint_sep(tcp);
	print_xval(tcp, &seccomp_mode, ARG(1), "SECCOMP_MODE_???");
	tprint_sep(tcp);
	print_seccomp_fprog32_at(tcp, ARG(2));
	return RVAL_DECODED;
}
