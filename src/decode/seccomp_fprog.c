/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Classic BPF programs for seccomp, printed as BPF_STMT/BPF_JUMP macro calls. */
#include "config.h"

#include <linux/filter.h>

#include "decode.h"
#include "print_ext.h"
#include "seccomp_fprog.h"
#include "xlat/bpf_class.h"
#include "xlat/bpf_miscop.h"
#include "xlat/bpf_mode.h"
#include "xlat/bpf_op_alu.h"
#include "xlat/bpf_op_jmp.h"
#include "xlat/bpf_rval.h"
#include "xlat/bpf_size.h"
#include "xlat/bpf_src.h"
#include "xlat/seccomp_ret_action.h"

/* The kernel rejects longer programs; a longer array is cut there. */
#define MAX_INSNS 4096

/* Bits of an opcode no field accounts for: "|0x4 /" "* BPF_??? *" "/". */
static void print_rest(struct tcb *tcp, unsigned int rest)
{
	if (rest)
		tprintf(tcp, "|%#x /* BPF_??? */", rest);
}

static void print_code(struct tcb *tcp, uint16_t code)
{
	unsigned int cls = BPF_CLASS(code);
	unsigned int rest = code & ~cls;

	print_xval(tcp, &bpf_class, cls, "BPF_???");
	switch (cls) {
	case BPF_ST:
	case BPF_STX:
		print_rest(tcp, rest);
		break;
	case BPF_LD:
	case BPF_LDX:
		tprints(tcp, "|");
		print_xval(tcp, &bpf_size, BPF_SIZE(code), "BPF_???");
		tprints(tcp, "|");
		print_xval(tcp, &bpf_mode, BPF_MODE(code), "BPF_???");
		break;
	case BPF_MISC:
		tprints(tcp, "|");
		print_xval(tcp, &bpf_miscop, BPF_MISCOP(code), "BPF_???");
		print_rest(tcp, rest & ~BPF_MISCOP(code));
		break;
	case BPF_ALU:
		tprints(tcp, "|");
		print_xval(tcp, &bpf_src, BPF_SRC(code), "BPF_???");
		tprints(tcp, "|");
		print_xval(tcp, &bpf_op_alu, BPF_OP(code), "BPF_???");
		break;
	case BPF_JMP:
		tprints(tcp, "|");
		print_xval(tcp, &bpf_src, BPF_SRC(code), "BPF_???");
		tprints(tcp, "|");
		print_xval(tcp, &bpf_op_jmp, BPF_OP(code), "BPF_???");
		break;
	case BPF_RET:
		tprints(tcp, "|");
		print_xval(tcp, &bpf_rval, BPF_RVAL(code), "BPF_???");
		print_rest(tcp, rest & ~BPF_RVAL(code));
		break;
	}
}

static bool print_insn(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	const struct sock_filter *f = elem;
	unsigned int *count = data;

	if ((*count)++ >= MAX_INSNS) {
		tprints(tcp, "...");
		return false;
	}
	if (f->jt || f->jf) {
		tprints(tcp, "BPF_JUMP(");
		print_code(tcp, f->code);
		tprintf(tcp, ", %#x, %#x, %#x)", f->k, f->jt, f->jf);
		/* %#x prints 0 as "0", as wanted. */
		return true;
	}
	tprints(tcp, "BPF_STMT(");
	print_code(tcp, f->code);
	tprint_sep(tcp);
	if (BPF_CLASS(f->code) == BPF_RET) {
		uint32_t action = f->k & 0xffff0000u;
		uint32_t data16 = f->k & ~action;
		print_xval(tcp, &seccomp_ret_action, action, "SECCOMP_RET_???");
		if (data16)
			tprintf(tcp, "|%#x", data16);
	} else {
		print_hex(tcp, f->k);
	}
	tprints(tcp, ")");
	return true;
}

void print_seccomp_fprog_at(struct tcb *tcp, uint64_t addr)
{
	struct sock_fprog prog;
	if (!UMOVE_OR_ADDR(tcp, addr, &prog))
		return;
	tprintf(tcp, "{len=%u, filter=", prog.len);
	uint64_t filter = (uint64_t)(uintptr_t)prog.filter;
	if (!opts.verbose) {
		print_addr(tcp, filter);
	} else {
		struct sock_filter insn;
		unsigned int count = 0;
		print_array(tcp, filter, prog.len, &insn, sizeof(insn),
			    PA_IGNORE_SYSERROR, print_insn, &count);
	}
	tprints(tcp, "}");
}
