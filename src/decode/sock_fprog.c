/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Classic BPF programs: instruction codes, BPF_STMT/BPF_JUMP, socket filter operands. */
#include "config.h"

#include "decode.h"
#include "netutil.h"
#include "sock_fprog.h"
#include "xlat/cbpf_class.h"
#include "xlat/cbpf_miscop.h"
#include "xlat/cbpf_mode.h"
#include "xlat/cbpf_op_alu.h"
#include "xlat/cbpf_op_jmp.h"
#include "xlat/cbpf_rval.h"
#include "xlat/cbpf_size.h"
#include "xlat/cbpf_src.h"
#include "xlat/skf_ad.h"

enum { CBPF_LD, CBPF_LDX, CBPF_ST, CBPF_STX, CBPF_ALU, CBPF_JMP, CBPF_RET, CBPF_MISC };
#define CBPF_ABS 0x20
#define CBPF_MAXINSNS 4096

/* Sections of the top of the packet, the network header and the ancillary data. */
#define SKF_AD_OFF_K 0xfffff000u
#define SKF_NET_OFF_K 0xfff00000u
#define SKF_LL_OFF_K 0xffe00000u

struct cbpf_insn {
	uint16_t code;
	uint8_t jt;
	uint8_t jf;
	uint32_t k;
};

void print_cbpf_code(struct tcb *tcp, uint16_t code)
{
	unsigned int cls = code & 7;
	unsigned int rest = code & ~7u;
	/* The class, then up to two fields by their tables, then bits none names. */
	struct { const struct xlat *x; unsigned int v; } part[3] = { { &cbpf_class, cls } };
	unsigned int n = 1, unknown = 0;

	switch (cls) {
	case CBPF_ST:
	case CBPF_STX:
		unknown = rest;
		break;
	case CBPF_LD:
	case CBPF_LDX:
		part[n].x = &cbpf_size, part[n++].v = code & 0x18;
		part[n].x = &cbpf_mode, part[n++].v = code & 0xe0;
		break;
	case CBPF_MISC:
		part[n].x = &cbpf_miscop, part[n++].v = code & 0xf8;
		unknown = rest & ~(code & 0xf8u);
		break;
	case CBPF_ALU:
		part[n].x = &cbpf_src, part[n++].v = code & 0x08;
		part[n].x = &cbpf_op_alu, part[n++].v = code & 0xf0;
		break;
	case CBPF_JMP:
		part[n].x = &cbpf_src, part[n++].v = code & 0x08;
		part[n].x = &cbpf_op_jmp, part[n++].v = code & 0xf0;
		break;
	case CBPF_RET:
		part[n].x = &cbpf_rval, part[n++].v = code & 0x18;
		unknown = rest & ~0x18u;
		break;
	}
	bool named = !unknown;
	for (unsigned int i = 0; i < n; i++)
		named = named && xlat_lookup(part[i].x, part[i].v);
	if (named) {
		/* "BPF_LD|BPF_W|BPF_ABS": one flag set. */
		value_flags_begin(tcp);
		for (unsigned int i = 0; i < n; i++)
			value_flag(tcp, xlat_lookup(part[i].x, part[i].v));
		value_flags_end(tcp, NULL);
		return;
	}
	/* "BPF_STX|0x40 /" "* BPF_??? *" "/": the parts, each named or a number, then
	 * the bits no table names. */
	value_expr_begin(tcp, "|");
	for (unsigned int i = 0; i < n; i++) {
		if (i)
			value_expr_next(tcp);
		print_xval(tcp, part[i].x, part[i].v, "BPF_???");
	}
	if (unknown) {
		value_expr_next(tcp);
		value_const(tcp, NULL, unknown, VB_HEX, "BPF_???");
	}
	value_expr_end(tcp);
}

struct cbpf_state {
	cbpf_print_k_fn print_k;
	unsigned int count;
};

/* One instruction: BPF_JUMP when it jumps, else BPF_STMT. */
static bool print_cbpf_insn(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	const struct cbpf_insn *insn = elem;
	struct cbpf_state *st = data;
	(void)size;
	if (st->count++ >= CBPF_MAXINSNS) {
		value_array_more(tcp);
		return false;
	}
	if (insn->jt || insn->jf) {
		value_call_begin(tcp, "BPF_JUMP");
		value_call_arg(tcp);
		print_cbpf_code(tcp, insn->code);
		value_call_arg(tcp);
		print_hex(tcp, insn->k);
		value_call_arg(tcp);
		print_hex(tcp, insn->jt);
		value_call_arg(tcp);
		print_hex(tcp, insn->jf);
		value_call_end(tcp);
	} else {
		value_call_begin(tcp, "BPF_STMT");
		value_call_arg(tcp);
		print_cbpf_code(tcp, insn->code);
		value_call_arg(tcp);
		if (!st->print_k || !st->print_k(tcp, insn->code, insn->k))
			print_hex(tcp, insn->k);
		value_call_end(tcp);
	}
	return true;
}

void print_cbpf_prog(struct tcb *tcp, uint64_t addr, unsigned int len, cbpf_print_k_fn print_k)
{
	if (!opts.verbose) {
		print_addr(tcp, addr);
		return;
	}
	struct cbpf_insn insn;
	struct cbpf_state st = { print_k, 0 };
	print_array(tcp, addr, len, &insn, sizeof(insn), 0, print_cbpf_insn, &st);
}

/* Absolute loads from the special offsets: "SKF_AD_OFF+SKF_AD_PROTOCOL", ... */
static bool print_sock_filter_k(struct tcb *tcp, uint16_t code, uint32_t k)
{
	if ((code & 7) != CBPF_LD || (code & 0xe0) != CBPF_ABS || k < SKF_LL_OFF_K)
		return false;
	/* The section's base (negative offsets in <linux/filter.h>) plus the offset. */
	value_expr_begin(tcp, "+");
	if (k >= SKF_AD_OFF_K) {
		value_const(tcp, "SKF_AD_OFF", (int32_t)SKF_AD_OFF_K, VB_DEC, NULL);
		value_expr_next(tcp);
		print_xval(tcp, &skf_ad, k - SKF_AD_OFF_K, "SKF_AD_???");
	} else if (k >= SKF_NET_OFF_K) {
		value_const(tcp, "SKF_NET_OFF", (int32_t)SKF_NET_OFF_K, VB_DEC, NULL);
		value_expr_next(tcp);
		value_uint(tcp, k - SKF_NET_OFF_K, VB_DEC);
	} else {
		value_const(tcp, "SKF_LL_OFF", (int32_t)SKF_LL_OFF_K, VB_DEC, NULL);
		value_expr_next(tcp);
		value_uint(tcp, k - SKF_LL_OFF_K, VB_DEC);
	}
	value_expr_end(tcp);
	return true;
}

void print_sock_filter_prog(struct tcb *tcp, uint64_t addr, unsigned int len)
{
	print_cbpf_prog(tcp, addr, len, print_sock_filter_k);
}

void decode_sock_fprog(struct tcb *tcp, uint64_t addr)
{
	struct {
		uint16_t len;
		uint64_t filter;
	} fprog;
	if (!FETCH_OR_ADDR(tcp, addr, &fprog))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "len");
	value_uint(tcp, (uint64_t)(fprog.len), VB_DEC);
	value_field(tcp, "filter");
	print_sock_filter_prog(tcp, fprog.filter, fprog.len);
	value_struct_end(tcp);
}
