/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Seccomp filter programs: classic BPF (sock_fprog.c) whose return values are
 * SECCOMP_RET_* actions. */
#include "config.h"

#include "decode.h"
#include "print_ext.h"
#include "seccomp_fprog.h"
#include "sock_fprog.h"
#include "xlat/seccomp_ret_action.h"

#define CBPF_RET 6

/* BPF_RET operands are an action and its 16 bits of data. */
static bool print_seccomp_k(struct tcb *tcp, uint16_t code, uint32_t k)
{
	if ((code & 7) != CBPF_RET)
		return false;
	uint32_t action = k & 0xffff0000u;
	uint32_t data16 = k & ~action;
	if (!data16) {
		print_xval(tcp, &seccomp_ret_action, action, "SECCOMP_RET_???");
		return true;
	}
	/* The action and its data: "SECCOMP_RET_ERRNO|0x1". */
	value_expr_begin(tcp, "|");
	print_xval(tcp, &seccomp_ret_action, action, "SECCOMP_RET_???");
	value_expr_next(tcp);
	value_uint(tcp, data16, VB_HEX);
	value_expr_end(tcp);
	return true;
}

void print_seccomp_fprog_at(struct tcb *tcp, uint64_t addr)
{
	struct {
		uint16_t len;
		uint64_t filter;
	} prog;
	if (!UMOVE_OR_ADDR(tcp, addr, &prog))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "len");
	value_uint(tcp, (uint64_t)(prog.len), VB_DEC);
	value_field(tcp, "filter");
	print_cbpf_prog(tcp, prog.filter, prog.len, print_seccomp_k);
	value_struct_end(tcp);
}
