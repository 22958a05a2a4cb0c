/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A small x86-64 instruction decoder: the length of an instruction, and what
 * the red-zone check of -m rewrite (site_check.c) needs to know of it: its
 * memory operand, the general registers it names, a few operations it must
 * recognise, and the target of a direct branch. Pure code over a byte buffer
 * (no libc: it runs in the SIGSYS handler).
 */
#ifndef SX_X86_INSN_H
#define SX_X86_INSN_H

#include <stddef.h>
#include <stdint.h>

#define X86_RSP 4
#define X86_RBP 5
#define X86_NOREG (-1)
#define X86_RIP 16

enum x86_op {
	X86_OTHER,	/* anything the analysis does not tell apart */
	X86_MOV_RR,	/* mov %src, %dst (89/8b, register to register) */
	X86_MOV_LOAD,	/* mov mem, %dst (8b) or movzx/movsx/movsxd: dst overwritten */
	X86_MOV_STORE,	/* mov %src, mem (88/89) */
	X86_MOV_IMM,	/* mov $imm, %dst (b0-bf, c6/c7 with a register) */
	X86_LEA,	/* lea mem, %dst */
	X86_PUSH,	/* push %src (src < 0: an immediate or memory) */
	X86_POP,	/* pop %dst (dst < 0: memory) */
	X86_ADD_IMM,	/* add/sub/and $imm, %dst (81/83 /0 /5 /4, dst a register) */
	X86_SUB_IMM,
	X86_AND_IMM,
	X86_CMP,	/* cmp/test: reads only */
	X86_LEAVE,
	X86_CALL,	/* direct (target set) or indirect */
	X86_RET,
	X86_JMP,	/* direct (target set) or indirect */
	X86_JCC,	/* jcc, loop, jrcxz: direct */
	X86_SYSCALL,	/* 0f 05 */
	X86_HINT,	/* nop, prefetch (0f 0d, 0f 18-1f): its memory operand is not read */
};

struct x86_insn {
	uint8_t len;
	uint8_t op;		/* enum x86_op */
	uint8_t has_mem;	/* a ModRM memory operand */
	uint8_t direct;		/* a direct branch: target is valid */
	uint8_t fsgs;		/* an fs or gs segment override: not stack memory */
	int8_t base;		/* memory operand: X86_NOREG, 0-15 or X86_RIP */
	int8_t index;		/* X86_NOREG or 0-15 */
	int8_t src, dst;	/* for the ops above: registers, or X86_NOREG */
	uint16_t gprs;		/* general registers named as operands (not as address
				 * parts); where unsure, the ModRM fields count */
	int64_t disp;		/* memory operand displacement (EVEX: scaled at most) */
	int64_t imm;		/* the (first) immediate, sign-extended */
	uint64_t target;	/* direct branch target */
};

/* Decode the instruction at p (avail bytes readable; at most 15 are used),
 * whose address is addr. Returns its length, or -1 for an encoding it does not
 * know, an invalid one, or one cut short by avail. */
int x86_decode(const uint8_t *p, size_t avail, uint64_t addr, struct x86_insn *out);

#endif
