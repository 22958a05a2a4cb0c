/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * x86-64 instruction decoder (see x86_insn.h), written from the opcode maps of
 * the Intel SDM (volume 2, appendix A) and the AMD APM (volume 3, appendix A).
 * Only 64-bit mode. It knows the length of every instruction a compiler or an
 * assembler writes in user code; it does not need to know what most of them do.
 */
#include "x86_insn.h"

/* Attributes of an opcode. */
enum {
	A_M = 1u << 0,		/* a ModRM byte */
	A_IB = 1u << 1,		/* imm8 */
	A_IW = 1u << 2,		/* imm16 */
	A_IZ = 1u << 3,		/* imm16 or imm32 (operand size) */
	A_IV = 1u << 4,		/* imm16, imm32 or imm64 (operand size: movabs) */
	A_JB = 1u << 5,		/* rel8 */
	A_JZ = 1u << 6,		/* rel32 */
	A_BAD = 1u << 7,	/* invalid in 64-bit mode, or not known */
	A_MOFFS = 1u << 8,	/* an 8-byte (67: 4-byte) address */
	A_RG = 1u << 9,		/* ModRM.reg names a general register */
	A_EG = 1u << 10,	/* ModRM.rm names a general register when mod = 3 */
	A_BYTE = 1u << 11,	/* byte operands: without REX, 4-7 are ah, ch, dh, bh */
	A_GRP3 = 1u << 12,	/* f6/f7: an immediate for /0 and /1 only */
	A_CREG = 1u << 13,	/* mov to or from a control/debug register: mod is ignored */
	A_BYTE_RM = 1u << 14,	/* only the rm operand is a byte (movzx/movsx) */
};

/* The one-byte map (prefixes, REX, VEX and EVEX are handled before). */
static unsigned int attr_map1(uint8_t op)
{
	if (op < 0x40) {
		unsigned int low = op & 7;
		if (low <= 3)
			return A_M | A_RG | A_EG | ((low & 1) ? 0 : A_BYTE);
		if (low == 4)
			return A_IB;
		if (low == 5)
			return A_IZ;
		return A_BAD;
	}
	if (op >= 0x50 && op <= 0x5f)
		return 0;
	if (op >= 0x70 && op <= 0x7f)
		return A_JB;
	if (op >= 0x90 && op <= 0x99)
		return 0;
	if (op >= 0xb0 && op <= 0xb7)
		return A_IB;
	if (op >= 0xb8 && op <= 0xbf)
		return A_IV;
	if (op >= 0xd8 && op <= 0xdf)
		return A_M;	/* x87 */
	switch (op) {
	case 0x63: return A_M | A_RG | A_EG;
	case 0x68: return A_IZ;
	case 0x69: return A_M | A_RG | A_EG | A_IZ;
	case 0x6a: return A_IB;
	case 0x6b: return A_M | A_RG | A_EG | A_IB;
	case 0x6c: case 0x6d: case 0x6e: case 0x6f: return 0;
	case 0x80: return A_M | A_EG | A_IB | A_BYTE;
	case 0x81: return A_M | A_EG | A_IZ;
	case 0x83: return A_M | A_EG | A_IB;
	case 0x84: case 0x86: case 0x88: case 0x8a: return A_M | A_RG | A_EG | A_BYTE;
	case 0x85: case 0x87: case 0x89: case 0x8b: return A_M | A_RG | A_EG;
	case 0x8c: case 0x8e: return A_M | A_EG;
	case 0x8d: return A_M | A_RG;
	case 0x8f: return A_M | A_EG;
	case 0x9b: case 0x9c: case 0x9d: case 0x9e: case 0x9f: return 0;
	case 0xa0: case 0xa1: case 0xa2: case 0xa3: return A_MOFFS;
	case 0xa4: case 0xa5: case 0xa6: case 0xa7: return 0;
	case 0xa8: return A_IB;
	case 0xa9: return A_IZ;
	case 0xaa: case 0xab: case 0xac: case 0xad: case 0xae: case 0xaf: return 0;
	case 0xc0: return A_M | A_EG | A_IB | A_BYTE;
	case 0xc1: return A_M | A_EG | A_IB;
	case 0xc2: return A_IW;
	case 0xc3: return 0;
	case 0xc6: return A_M | A_EG | A_IB | A_BYTE;
	case 0xc7: return A_M | A_EG | A_IZ;
	case 0xc8: return A_IW | A_IB;	/* enter */
	case 0xc9: return 0;
	case 0xca: return A_IW;
	case 0xcb: case 0xcc: return 0;
	case 0xcd: return A_IB;
	case 0xcf: return 0;
	case 0xd0: case 0xd2: return A_M | A_EG | A_BYTE;
	case 0xd1: case 0xd3: return A_M | A_EG;
	case 0xd7: return 0;
	case 0xe0: case 0xe1: case 0xe2: case 0xe3: return A_JB;
	case 0xe4: case 0xe5: case 0xe6: case 0xe7: return A_IB;
	case 0xe8: case 0xe9: return A_JZ;
	case 0xeb: return A_JB;
	case 0xec: case 0xed: case 0xee: case 0xef: return 0;
	case 0xf1: case 0xf4: case 0xf5: return 0;
	case 0xf6: return A_M | A_EG | A_BYTE | A_GRP3;
	case 0xf7: return A_M | A_EG | A_GRP3;
	case 0xf8: case 0xf9: case 0xfa: case 0xfb: case 0xfc: case 0xfd: return 0;
	case 0xfe: return A_M | A_EG | A_BYTE;
	case 0xff: return A_M | A_EG;
	}
	return A_BAD;
}

/* The two-byte map (0f xx). */
static unsigned int attr_map2(uint8_t op)
{
	if (op >= 0x40 && op <= 0x4f)
		return A_M | A_RG | A_EG;	/* cmovcc */
	if (op >= 0x80 && op <= 0x8f)
		return A_JZ;
	if (op >= 0x90 && op <= 0x9f)
		return A_M | A_EG | A_BYTE;	/* setcc */
	if (op >= 0xc8 && op <= 0xcf)
		return 0;			/* bswap */
	if ((op >= 0x10 && op <= 0x1f) || (op >= 0x51 && op <= 0x6d) || (op >= 0xd0 && op <= 0xfe))
		return op == 0xd7 ? A_M | A_RG : A_M;	/* SSE/MMX, hints; pmovmskb */
	switch (op) {
	case 0x00: return A_M | A_EG;
	case 0x01: return A_M;
	case 0x02: case 0x03: return A_M | A_RG | A_EG;
	case 0x05: case 0x06: case 0x07: case 0x08: case 0x09: case 0x0b: case 0x0e: return 0;
	case 0x0d: return A_M;
	case 0x0f: return A_M | A_IB;	/* 3DNow!: the imm8 is the opcode */
	case 0x20: case 0x21: case 0x22: case 0x23: return A_M | A_EG | A_CREG;
	case 0x28: case 0x29: case 0x2b: case 0x2e: case 0x2f: return A_M;
	case 0x2a: return A_M | A_EG;	/* cvtsi2ss/sd */
	case 0x2c: case 0x2d: return A_M | A_RG;	/* cvt(t)ss/sd2si */
	case 0x30: case 0x31: case 0x32: case 0x33: case 0x34: case 0x35: case 0x37: return 0;
	case 0x50: return A_M | A_RG;	/* movmskps/pd */
	case 0x6e: return A_M | A_EG;	/* movd/movq from a general register */
	case 0x6f: return A_M;
	case 0x70: case 0x71: case 0x72: case 0x73: return A_M | A_IB;
	case 0x74: case 0x75: case 0x76: return A_M;
	case 0x77: return 0;
	case 0x78: case 0x79: return A_M | A_RG | A_EG;	/* vmread/vmwrite */
	case 0x7c: case 0x7d: case 0x7f: return A_M;
	case 0x7e: return A_M | A_EG;	/* movd/movq to a general register */
	case 0xa0: case 0xa1: case 0xa2: case 0xa8: case 0xa9: case 0xaa: return 0;
	case 0xa3: case 0xa5: case 0xab: case 0xad: case 0xaf: return A_M | A_RG | A_EG;
	case 0xa6: case 0xa7: return A_M;	/* VIA PadLock (xstore, xcrypt*, xsha*) */
	case 0xa4: case 0xac: return A_M | A_RG | A_EG | A_IB;
	case 0xae: return A_M | A_EG;	/* group 15 (rd/wrfsbase name a register) */
	case 0xb0: case 0xc0: return A_M | A_RG | A_EG | A_BYTE;
	case 0xb1: case 0xb3: case 0xb7: case 0xb8: case 0xb9: case 0xbb: case 0xbc: case 0xbd:
	case 0xbf: case 0xc1: case 0xff:
		return A_M | A_RG | A_EG;
	case 0xb6: case 0xbe: return A_M | A_RG | A_EG | A_BYTE_RM;
	case 0xb2: case 0xb4: case 0xb5: case 0xc3: return A_M | A_RG;
	case 0xba: return A_M | A_EG | A_IB;
	case 0xc2: case 0xc6: return A_M | A_IB;
	case 0xc4: return A_M | A_EG | A_IB;	/* pinsrw */
	case 0xc5: return A_M | A_RG | A_IB;	/* pextrw */
	case 0xc7: return A_M | A_EG;	/* group 9 (rdrand, rdseed, rdpid) */
	}
	return A_BAD;
}

/* 0f 38 xx: only f0-f7 (movbe, crc32, BMI) name general registers. */
static unsigned int attr_0f38(uint8_t op)
{
	return op >= 0xf0 && op <= 0xf7 ? A_M | A_RG | A_EG : A_M;
}

/* 0f 3a xx: an imm8 always; pextr/pinsr and rorx name general registers. */
static unsigned int attr_0f3a(uint8_t op)
{
	if ((op >= 0x14 && op <= 0x17) || op == 0x20 || op == 0x22)
		return A_M | A_EG | A_IB;
	if (op == 0xf0)
		return A_M | A_RG | A_EG | A_IB;
	return A_M | A_IB;
}

/* VEX and EVEX: map 1 is 0f, 2 is 0f38, 3 is 0f3a; 5 and 6 (AVX512-FP16) are
 * like 2. Every instruction has a ModRM byte except vzeroupper/vzeroall. */
static unsigned int attr_vex(unsigned int map, uint8_t op, int *ok)
{
	*ok = 1;
	switch (map) {
	case 1:
		if (op == 0x77)
			return 0;
		if ((op >= 0x70 && op <= 0x73) || op == 0xc2 || op == 0xc6)
			return A_M | A_IB;
		if (op == 0xc4)
			return A_M | A_EG | A_IB;
		if (op == 0xc5)
			return A_M | A_RG | A_IB;
		if (op == 0x6e || op == 0x7e || op == 0x2a)
			return A_M | A_EG;
		if (op == 0x2c || op == 0x2d || op == 0x50 || op == 0xd7)
			return A_M | A_RG;
		if (op >= 0x90 && op <= 0x93)
			return A_M | A_RG | A_EG;	/* kmov */
		return A_M;
	case 2:
		return attr_0f38(op);
	case 3:
		return attr_0f3a(op);
	case 5: case 6:
		return A_M;
	}
	*ok = 0;
	return A_BAD;
}

static int64_t read_le(const uint8_t *p, unsigned int n)
{
	uint64_t v = 0;
	for (unsigned int i = 0; i < n; i++)
		v |= (uint64_t)p[i] << (8 * i);
	if (n < 8 && (v >> (8 * n - 1) & 1))
		v |= ~0ull << (8 * n);
	return (int64_t)v;
}

/* A register operand: byte registers 4-7 without REX are ah, ch, dh, bh, part
 * of 0-3. */
static int gpr_of(unsigned int r, int byte, int rex)
{
	if (byte && !rex && r >= 4 && r <= 7)
		return (int)r - 4;
	return (int)r;
}

/* fwait before an x87 control instruction: one instruction for assemblers
 * and disassemblers (fstcw = fwait; fnstcw), so one here. */
static int wait_form(const uint8_t *p, size_t n)
{
	if (n < 3 || p[0] != 0x9b)
		return 0;
	unsigned int reg = p[2] >> 3 & 7, mem = (p[2] >> 6) != 3;
	switch (p[1]) {
	case 0xd9: case 0xdd: return mem && (reg == 6 || reg == 7);	/* fstenv fstcw fsave fstsw */
	case 0xdb: return p[2] == 0xe2 || p[2] == 0xe3;			/* fclex finit */
	case 0xdf: return p[2] == 0xe0;					/* fstsw %ax */
	}
	return 0;
}

int x86_decode(const uint8_t *p, size_t avail, uint64_t addr, struct x86_insn *out)
{
	if (wait_form(p, avail)) {
		int len = x86_decode(p + 1, avail - 1, addr + 1, out);
		if (len < 0 || len >= 15)
			return -1;
		out->len = (uint8_t)(len + 1);
		return len + 1;
	}
	size_t max = avail < 15 ? avail : 15, i = 0;
	int has66 = 0, has67 = 0, fsgs = 0, rex = 0, rexw = 0, rexr = 0, rexx = 0, rexb = 0;
	unsigned int map = 0, vvvv = 0, evex = 0;
	int vex = 0;

	out->len = 0;
	out->op = X86_OTHER;
	out->has_mem = 0;
	out->direct = 0;
	out->fsgs = 0;
	out->base = out->index = X86_NOREG;
	out->src = out->dst = X86_NOREG;
	out->gprs = 0;
	out->disp = out->imm = 0;
	out->target = 0;

	/* Legacy prefixes, in any order. */
	for (;; i++) {
		if (i >= max)
			return -1;
		uint8_t b = p[i];
		if (b == 0x66)
			has66 = 1;
		else if (b == 0x67)
			has67 = 1;
		else if (b == 0x64 || b == 0x65)
			fsgs = 1;
		else if (!(b == 0xf0 || b == 0xf2 || b == 0xf3 || b == 0x2e || b == 0x36 ||
			   b == 0x3e || b == 0x26 || b == 0x64 || b == 0x65))
			break;
	}
	if ((p[i] & 0xf0) == 0x40) {
		rex = 1;
		rexw = p[i] >> 3 & 1;
		rexr = p[i] >> 2 & 1;
		rexx = p[i] >> 1 & 1;
		rexb = p[i] & 1;
		if (++i >= max)
			return -1;
		/* A REX prefix must come last: anything else is not ours to guess. */
		if ((p[i] & 0xf0) == 0x40)
			return -1;
	}
	uint8_t op = p[i];
	unsigned int a;
	/* AMD XOP: 8f with ModRM.reg != 0 in the place of the ModRM byte (pop
	 * Ev has reg 0); maps 8 (imm8), 9, 0xa (imm32). */
	if (op == 0x8f && i + 1 < max && (p[i + 1] & 0x18) != 0) {
		if (rex || i + 3 >= max)
			return -1;
		unsigned int xmap = p[i + 1] & 31;
		if (xmap < 8 || xmap > 10)
			return -1;
		rexr = !(p[i + 1] >> 7 & 1);
		rexx = !(p[i + 1] >> 6 & 1);
		rexb = !(p[i + 1] >> 5 & 1);
		i += 4;	/* 8f, two payload bytes, the opcode */
		a = A_M | (xmap == 8 ? A_IB : 0);
		map = 8;
		vex = 1;
		rex = 1;
		if (xmap == 10) {
			a |= A_IZ;
			rexw = 0;
			has66 = 0;
		}
	} else if (op == 0xc4 || op == 0xc5 || op == 0x62) {
		if (rex)
			return -1;
		if (op == 0xc5) {
			if (i + 2 >= max)
				return -1;
			rexr = !(p[i + 1] >> 7 & 1);
			vvvv = (~p[i + 1] >> 3) & 15;
			map = 1;
			i += 2;
		} else if (op == 0xc4) {
			if (i + 3 >= max)
				return -1;
			rexr = !(p[i + 1] >> 7 & 1);
			rexx = !(p[i + 1] >> 6 & 1);
			rexb = !(p[i + 1] >> 5 & 1);
			map = p[i + 1] & 31;
			rexw = p[i + 2] >> 7 & 1;
			vvvv = (~p[i + 2] >> 3) & 15;
			i += 3;
		} else {
			if (i + 4 >= max)
				return -1;
			/* P0: R X B R' 0 m m m (bit 3 must be 0); P1: W vvvv 1 pp */
			if ((p[i + 1] & 0x08) || !(p[i + 2] & 0x04))
				return -1;
			rexr = !(p[i + 1] >> 7 & 1);
			rexx = !(p[i + 1] >> 6 & 1);
			rexb = !(p[i + 1] >> 5 & 1);
			map = p[i + 1] & 7;
			rexw = p[i + 2] >> 7 & 1;
			vvvv = (~p[i + 2] >> 3) & 15;
			evex = 1;
			i += 4;
		}
		vex = 1;
		rex = 1;	/* byte registers as with REX */
		op = p[i];
		int ok;
		a = attr_vex(map, op, &ok);
		if (!ok)
			return -1;
		/* BMI instructions name a general register in vvvv too. */
		if (map == 2 && (op == 0xf2 || op == 0xf3 || op == 0xf5 || op == 0xf6 || op == 0xf7))
			out->gprs |= (uint16_t)(1u << vvvv);
		i++;
	} else if (op == 0x0f) {
		if (++i >= max)
			return -1;
		op = p[i];
		if (op == 0x38) {
			map = 2;
			if (++i >= max)
				return -1;
			op = p[i];
			a = attr_0f38(op);
		} else if (op == 0x3a) {
			map = 3;
			if (++i >= max)
				return -1;
			op = p[i];
			a = attr_0f3a(op);
		} else {
			map = 1;
			a = attr_map2(op);
		}
		i++;
	} else {
		a = attr_map1(op);
		i++;
	}
	if (a & A_BAD)
		return -1;

	unsigned int osize = rexw ? 8 : has66 ? 2 : 4;
	int mod = -1, reg = 0, rm = 0;
	if (a & A_M) {
		if (i >= max)
			return -1;
		uint8_t m = p[i++];
		mod = m >> 6;
		reg = (m >> 3 & 7) | (rexr << 3);
		rm = (m & 7) | (rexb << 3);
		if (a & A_CREG)
			mod = 3;
		if (mod != 3) {
			unsigned int dsize = mod == 1 ? 1 : mod == 2 ? 4 : 0;
			out->has_mem = 1;
			if ((m & 7) == 4) {
				if (i >= max)
					return -1;
				uint8_t sib = p[i++];
				unsigned int idx = (sib >> 3 & 7) | ((unsigned int)rexx << 3);
				unsigned int bas = (sib & 7) | ((unsigned int)rexb << 3);
				if (idx != 4)
					out->index = (int8_t)idx;
				if ((sib & 7) == 5 && mod == 0)
					dsize = 4;
				else
					out->base = (int8_t)bas;
			} else if ((m & 7) == 5 && mod == 0) {
				out->base = X86_RIP;
				dsize = 4;
			} else {
				out->base = (int8_t)rm;
			}
			if (dsize) {
				if (i + dsize > max)
					return -1;
				out->disp = read_le(p + i, dsize);
				/* EVEX scales disp8 by the operand's size (at most 64): the
				 * sign is right, the size an upper bound. */
				if (evex && dsize == 1)
					out->disp *= 64;
				i += dsize;
			}
		}
		if (map == 0 && op == 0x8f && (reg & 7) != 0)
			return -1;	/* XOP */
		if ((a & A_RG))
			out->gprs |= (uint16_t)(1u << gpr_of((unsigned int)reg, !!(a & A_BYTE), rex));
		if ((a & A_EG) && mod == 3)
			out->gprs |= (uint16_t)(1u << gpr_of((unsigned int)rm, !!(a & (A_BYTE | A_BYTE_RM)),
							     rex));
	}

	/* Immediates. */
	unsigned int isize = 0;
	if (a & A_IW)
		isize += 2;
	if (a & A_IB)
		isize += 1;
	if (a & A_IZ)
		isize += osize == 2 ? 2 : 4;
	if (a & A_IV)
		isize += osize;
	if ((a & A_GRP3) && (reg & 7) <= 1)
		isize += (a & A_BYTE) ? 1 : osize == 2 ? 2 : 4;
	if (a & A_MOFFS)
		isize += has67 ? 4 : 8;
	if (a & A_JB)
		isize += 1;
	if (a & A_JZ)
		isize += 4;
	if (i + isize > max)
		return -1;
	if (isize) {
		unsigned int first = (a & A_IW) ? 2 : isize > 8 ? 8 : isize;
		out->imm = read_le(p + i, first);
	}
	if (a & (A_JB | A_JZ)) {
		out->direct = 1;
		out->target = addr + i + isize + (uint64_t)out->imm;
	}
	i += isize;
	out->len = (uint8_t)i;
	out->fsgs = (uint8_t)fsgs;
	if (vex)
		return (int)i;

	/* What the red-zone check must tell apart. */
	int sub = reg & 7;
	if (map == 0) {
		if (op >= 0x50 && op <= 0x57) {
			out->op = X86_PUSH;
			out->src = (int8_t)((op & 7) | (rexb << 3));
			out->gprs |= (uint16_t)(1u << out->src);
		} else if (op >= 0x58 && op <= 0x5f) {
			out->op = X86_POP;
			out->dst = (int8_t)((op & 7) | (rexb << 3));
			out->gprs |= (uint16_t)(1u << out->dst);
		} else if (op >= 0x91 && op <= 0x97) {
			out->gprs |= (uint16_t)(1u << 0 | 1u << ((op & 7) | (rexb << 3)));
		} else if (op == 0x90 && rexb) {
			out->gprs |= (uint16_t)(1u << 0 | 1u << 8);	/* xchg %r8, %rax */
		} else if (op >= 0xb0 && op <= 0xbf) {
			int r = (op & 7) | (rexb << 3);
			out->gprs |= (uint16_t)(1u << gpr_of((unsigned int)r, op < 0xb8, rex));
			if (op >= 0xb8) {
				out->op = X86_MOV_IMM;
				out->dst = (int8_t)r;
			}
		} else if (op == 0x89 || op == 0x8b) {
			int from = op == 0x89 ? reg : rm, to = op == 0x89 ? rm : reg;
			if (mod == 3) {
				out->op = X86_MOV_RR;
				out->src = (int8_t)from;
				out->dst = (int8_t)to;
			} else if (op == 0x89) {
				out->op = X86_MOV_STORE;
				out->src = (int8_t)reg;
			} else {
				out->op = X86_MOV_LOAD;
				out->dst = (int8_t)reg;
			}
		} else if ((op == 0x31 || op == 0x33 || op == 0x29 || op == 0x2b) && mod == 3 &&
			   reg == rm) {
			/* xor/sub of a register with itself: zero */
			out->op = X86_MOV_IMM;
			out->dst = (int8_t)reg;
		} else if (op == 0x63 && mod != 3) {
			out->op = X86_MOV_LOAD;
			out->dst = (int8_t)reg;
		} else if (op == 0x8d) {
			out->op = mod == 3 ? X86_OTHER : X86_LEA;
			out->dst = (int8_t)reg;
		} else if (op == 0xc7 && sub == 0 && mod == 3) {
			out->op = X86_MOV_IMM;
			out->dst = (int8_t)rm;
		} else if ((op == 0x81 || op == 0x83) && mod == 3 && (sub == 0 || sub == 4 || sub == 5)) {
			out->op = sub == 0 ? X86_ADD_IMM : sub == 4 ? X86_AND_IMM : X86_SUB_IMM;
			out->dst = (int8_t)rm;
		} else if (((op == 0x80 || op == 0x81 || op == 0x83) && sub == 7) ||
			   (op >= 0x38 && op <= 0x3d) || op == 0x84 || op == 0x85 || op == 0xa8 ||
			   op == 0xa9 || ((op == 0xf6 || op == 0xf7) && sub <= 1)) {
			out->op = X86_CMP;
		} else if (op == 0x8f && sub == 0) {
			out->op = X86_POP;
			out->dst = mod == 3 ? (int8_t)rm : X86_NOREG;
		} else if (op == 0x68 || op == 0x6a) {
			out->op = X86_PUSH;
		} else if (op == 0xff && sub == 6) {
			out->op = X86_PUSH;
			out->src = mod == 3 ? (int8_t)rm : X86_NOREG;
		} else if (op == 0xff && (sub == 2 || sub == 3)) {
			out->op = X86_CALL;
		} else if (op == 0xff && (sub == 4 || sub == 5)) {
			out->op = X86_JMP;
		} else if (op == 0xe8) {
			out->op = X86_CALL;
		} else if (op == 0xe9 || op == 0xeb) {
			out->op = X86_JMP;
		} else if ((op >= 0x70 && op <= 0x7f) || (op >= 0xe0 && op <= 0xe3)) {
			out->op = X86_JCC;
		} else if (op == 0xc3 || op == 0xc2) {
			out->op = X86_RET;
		} else if (op == 0xc9) {
			out->op = X86_LEAVE;
		} else if (op == 0xc8) {
			/* enter copies the stack pointer to %rbp without naming it */
			out->gprs |= 1u << X86_RSP | 1u << X86_RBP;
		}
	} else if (map == 1) {
		if (op >= 0x80 && op <= 0x8f) {
			out->op = X86_JCC;
		} else if (op >= 0xc8 && op <= 0xcf) {
			out->gprs |= (uint16_t)(1u << ((op & 7) | (rexb << 3)));
		} else if (op == 0x05) {
			out->op = X86_SYSCALL;
		} else if (op == 0x0d || (op >= 0x18 && op <= 0x1f)) {
			out->op = X86_HINT;
		} else if ((op == 0xb6 || op == 0xb7 || op == 0xbe || op == 0xbf) && mod != 3) {
			out->op = X86_MOV_LOAD;
			out->dst = (int8_t)reg;
		}
	}
	return (int)i;
}
