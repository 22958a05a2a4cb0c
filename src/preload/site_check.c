/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The red-zone check of -m rewrite (site_check.h).
 *
 * The function holding the site: its FDE, found through .eh_frame_hdr's
 * binary search table. Its code is swept linearly from the FDE's start (every
 * instruction decoded, the site must be one of them) twice: the first sweep
 * finds which registers receive a copy of %rsp (mov, lea; copies of copies:
 * flow-insensitive), the second applies the rules. Any doubt is unsafe:
 *
 *  R1 a memory operand (lea too) based on %rsp with a negative displacement;
 *  R2 one based on a copy of %rsp with a negative displacement, except the
 *     frame pointer: `mov %rsp,%rbp` then `sub $N,%rsp` (with P pushes of
 *     registers between them: N + 8P), and -disp <= that;
 *     A copy that an instruction other than mov, lea, push, pop, cmp, test
 *     names (arithmetic), and the registers it names with it, are at an
 *     unknown offset: any memory operand based on one is unsafe;
 *  R3 %rsp named by an instruction other than push, pop, call, ret, leave,
 *     cmp, test, add/sub/and of an immediate, `mov %rsp,%reg`, `lea d(%rsp),%reg`, and
 *     `mov`/`lea` restoring %rsp from %rbp or another copy;
 *  R4 a direct jump out of the function: to the start of an FDE it is a tail
 *     call; into the middle of one (a .cold part), that range is swept too
 *     (a few ranges, a few thousand instructions in all).
 *
 * Memory with an fs or gs override is not the stack. Implicit register uses
 * (string instructions, mul, cpuid...) and copies through memory are not
 * followed: no compiler makes them from a copy of %rsp below it.
 */
#ifndef SX_SITE_CHECK_STANDALONE
#include "config.h"
#endif

#include "site_check.h"
#include "x86_insn.h"

#define MAX_RANGES 4
#define MAX_INSNS 8000
#define MAX_RANGE_BYTES (256u * 1024u)
#define MAX_COPIES 64
#define MAX_FDES (1l << 24)
#define MAX_TARGETS 192
#define MAX_ROUNDS 8

/* ---- .eh_frame_hdr and the FDEs ---- */

enum {
	PE_ABSPTR = 0x00, PE_ULEB = 0x01, PE_UDATA2 = 0x02, PE_UDATA4 = 0x03, PE_UDATA8 = 0x04,
	PE_SLEB = 0x09, PE_SDATA2 = 0x0a, PE_SDATA4 = 0x0b, PE_SDATA8 = 0x0c,
	PE_PCREL = 0x10, PE_DATAREL = 0x30, PE_OMIT = 0xff,
};

struct cursor {
	const uint8_t *b;
	size_t n, pos;
	uint64_t addr;		/* of b[0] */
};

static int get_u8(struct cursor *c, uint8_t *v)
{
	if (c->pos >= c->n)
		return -1;
	*v = c->b[c->pos++];
	return 0;
}

static int get_fixed(struct cursor *c, unsigned int size, int sign, uint64_t *v)
{
	if (size > c->n || c->pos > c->n - size)
		return -1;
	uint64_t x = 0;
	for (unsigned int i = 0; i < size; i++)
		x |= (uint64_t)c->b[c->pos + i] << (8 * i);
	if (sign && size < 8 && (x >> (8 * size - 1) & 1))
		x |= ~0ull << (8 * size);
	c->pos += size;
	*v = x;
	return 0;
}

static int get_leb(struct cursor *c, int sign, uint64_t *v)
{
	uint64_t x = 0;
	unsigned int shift = 0;
	uint8_t b;
	do {
		if (get_u8(c, &b) || shift >= 64)
			return -1;
		x |= (uint64_t)(b & 0x7f) << shift;
		shift += 7;
	} while (b & 0x80);
	if (sign && shift < 64 && (b & 0x40))
		x |= ~0ull << shift;
	*v = x;
	return 0;
}

/* A pointer in encoding enc; datarel: the base of DW_EH_PE_datarel. */
static int get_enc(struct cursor *c, uint8_t enc, uint64_t datarel, uint64_t *v)
{
	uint64_t field = c->addr + c->pos, x;
	int rc;
	if (enc == PE_OMIT)
		return -1;
	switch (enc & 0x0f) {
	case PE_ABSPTR: case PE_UDATA8: case PE_SDATA8: rc = get_fixed(c, 8, 0, &x); break;
	case PE_UDATA2: rc = get_fixed(c, 2, 0, &x); break;
	case PE_UDATA4: rc = get_fixed(c, 4, 0, &x); break;
	case PE_SDATA2: rc = get_fixed(c, 2, 1, &x); break;
	case PE_SDATA4: rc = get_fixed(c, 4, 1, &x); break;
	case PE_ULEB: rc = get_leb(c, 0, &x); break;
	case PE_SLEB: rc = get_leb(c, 1, &x); break;
	default: return -1;
	}
	if (rc)
		return -1;
	switch (enc & 0x70) {
	case 0: break;
	case PE_PCREL: x += field; break;
	case PE_DATAREL: x += datarel; break;
	default: return -1;	/* textrel, funcrel, aligned: not written for x86-64 */
	}
	if (enc & 0x80)
		return -1;	/* indirect */
	*v = x;
	return 0;
}

struct ehhdr {
	uint64_t hdr, table;
	long count;
};

static int ehhdr_open(const struct sx_mem *m, uint64_t hdr, struct ehhdr *h)
{
	uint8_t b[32];
	if (m->read(m->ctx, hdr, b, sizeof(b)))
		return -1;
	struct cursor c = { b, sizeof(b), 4, hdr };
	uint64_t frame, count;
	/* version 1; the search table as the linkers write it: datarel sdata4 */
	if (b[0] != 1 || b[3] != (PE_DATAREL | PE_SDATA4) || get_enc(&c, b[1], hdr, &frame) ||
	    get_enc(&c, b[2], hdr, &count) || count > (uint64_t)MAX_FDES)
		return -1;
	h->hdr = hdr;
	h->table = hdr + c.pos;
	h->count = (long)count;
	return 0;
}

/* The CIE's FDE pointer encoding ('R'; absptr without one). */
static int cie_encoding(const struct sx_mem *m, uint64_t cie, uint8_t *enc)
{
	uint8_t b[96];
	uint32_t len;
	if (m->read(m->ctx, cie, &len, 4) || len < 8 || len == 0xffffffffu)
		return -1;
	size_t n = (uint64_t)len + 4 < sizeof(b) ? (size_t)len + 4 : sizeof(b);
	if (m->read(m->ctx, cie, b, n))
		return -1;
	struct cursor c = { b, n, 4, cie };
	uint64_t id, v;
	uint8_t version, ch;
	if (get_fixed(&c, 4, 0, &id) || id != 0 || get_u8(&c, &version) ||
	    (version != 1 && version != 3 && version != 4))
		return -1;
	char aug[8];
	unsigned int na = 0;
	for (;;) {
		if (get_u8(&c, &ch))
			return -1;
		if (!ch)
			break;
		if (na >= sizeof(aug))
			return -1;
		aug[na++] = (char)ch;
	}
	if (version == 4 && (get_u8(&c, &ch) || get_u8(&c, &ch)))
		return -1;
	if (get_leb(&c, 0, &v) || get_leb(&c, 1, &v))
		return -1;
	if (version == 1 ? get_u8(&c, &ch) : get_leb(&c, 0, &v))
		return -1;
	*enc = PE_ABSPTR;
	if (na == 0)
		return 0;
	if (aug[0] != 'z' || get_leb(&c, 0, &v))
		return -1;
	for (unsigned int i = 1; i < na; i++) {
		switch (aug[i]) {
		case 'R':
			return get_u8(&c, enc);
		case 'P': {
			uint8_t penc;
			uint64_t skip;
			/* Only its size matters: no relative base needed. */
			if (get_u8(&c, &penc) || get_enc(&c, penc & 0x0f, 0, &skip))
				return -1;
			break;
		}
		case 'L':
			if (get_u8(&c, &ch))
				return -1;
			break;
		case 'S': case 'B': case 'G':
			break;
		default:
			return -1;
		}
	}
	return 0;
}

static int fde_range(const struct sx_mem *m, uint64_t fde, struct sx_fde_range *r)
{
	uint8_t b[40];
	uint32_t len, cie_off;
	if (m->read(m->ctx, fde, b, 8))
		return -1;
	len = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
	cie_off = (uint32_t)b[4] | (uint32_t)b[5] << 8 | (uint32_t)b[6] << 16 | (uint32_t)b[7] << 24;
	if (len < 12 || len == 0xffffffffu || cie_off == 0 || (uint64_t)cie_off > fde + 4)
		return -1;
	uint8_t enc;
	if (cie_encoding(m, fde + 4 - cie_off, &enc))
		return -1;
	size_t n = (uint64_t)len + 4 < sizeof(b) ? (size_t)len + 4 : sizeof(b);
	if (m->read(m->ctx, fde, b, n))
		return -1;
	struct cursor c = { b, n, 8, fde };
	uint64_t begin, range;
	if (get_enc(&c, enc, 0, &begin) || get_enc(&c, enc & 0x0f, 0, &range))
		return -1;
	if (range == 0 || range > MAX_RANGE_BYTES || begin + range < begin)
		return -1;
	r->begin = begin;
	r->end = begin + range;
	return 0;
}

/* Entry i of the table: its initial location and FDE address. */
static int table_entry(const struct sx_mem *m, const struct ehhdr *h, long i, uint64_t *loc,
		       uint64_t *fde)
{
	uint8_t b[8];
	if (i < 0 || i >= h->count || m->read(m->ctx, h->table + (uint64_t)i * 8, b, 8))
		return -1;
	struct cursor c = { b, 8, 0, h->table + (uint64_t)i * 8 };
	uint64_t l, f;
	if (get_fixed(&c, 4, 1, &l) || get_fixed(&c, 4, 1, &f))
		return -1;
	*loc = h->hdr + l;
	*fde = h->hdr + f;
	return 0;
}

long sx_ehhdr_count(const struct sx_mem *m, uint64_t hdr)
{
	struct ehhdr h;
	return ehhdr_open(m, hdr, &h) ? -1 : h.count;
}

int sx_ehhdr_entry(const struct sx_mem *m, uint64_t hdr, long i, struct sx_fde_range *r)
{
	struct ehhdr h;
	uint64_t loc, fde;
	if (ehhdr_open(m, hdr, &h) || table_entry(m, &h, i, &loc, &fde) || fde_range(m, fde, r))
		return -1;
	return 0;
}

int sx_ehhdr_lookup(const struct sx_mem *m, uint64_t hdr, uint64_t pc, struct sx_fde_range *r)
{
	struct ehhdr h;
	if (ehhdr_open(m, hdr, &h) || h.count <= 0)
		return -1;
	/* The last entry whose location is <= pc. */
	long lo = 0, hi = h.count - 1, found = -1;
	uint64_t loc, fde, fde_found = 0;
	while (lo <= hi) {
		long mid = lo + (hi - lo) / 2;
		if (table_entry(m, &h, mid, &loc, &fde))
			return -1;
		if (loc <= pc) {
			found = mid;
			fde_found = fde;
			lo = mid + 1;
		} else {
			hi = mid - 1;
		}
	}
	if (found < 0 || fde_range(m, fde_found, r) || pc < r->begin || pc >= r->end)
		return -1;
	return 0;
}

/* ---- the sweep ---- */

/* A window on the code being swept. */
struct code {
	const struct sx_mem *m;
	uint8_t buf[512];
	uint64_t addr;
	size_t len;
};

/* The bytes at a, at most up to end (and 15): NULL if unreadable. */
static const uint8_t *code_at(struct code *cd, uint64_t a, uint64_t end, size_t *avail)
{
	uint64_t want = end - a < 15 ? end - a : 15;
	if (a < cd->addr || a + want > cd->addr + cd->len) {
		uint64_t n = end - a < sizeof(cd->buf) ? end - a : sizeof(cd->buf);
		if (cd->m->read(cd->m->ctx, a, cd->buf, (size_t)n))
			return NULL;
		cd->addr = a;
		cd->len = (size_t)n;
	}
	*avail = (size_t)want;
	return cd->buf + (a - cd->addr);
}

int sx_sweep(const struct sx_mem *m, uint64_t begin, uint64_t end,
	     void (*fn)(void *arg, uint64_t addr, const uint8_t *insn, int len), void *arg,
	     uint64_t *bad)
{
	struct code cd;
	cd.m = m;
	cd.addr = 0;
	cd.len = 0;
	for (uint64_t a = begin; a < end;) {
		size_t avail;
		struct x86_insn in;
		const uint8_t *p = code_at(&cd, a, end, &avail);
		int len = p ? x86_decode(p, avail, a, &in) : -1;
		if (len <= 0) {
			*bad = a;
			return -1;
		}
		fn(arg, a, p, len);
		a += (uint64_t)len;
	}
	return 0;
}

struct analysis {
	const struct sx_mem *m;
	uint64_t hdr, site;
	struct sx_fde_range ranges[MAX_RANGES];
	int nranges;
	long insns;
	int site_seen;
	/* What the first sweep collects: register copies (unk: with an index
	 * added, the offset is unknown) and the registers other instructions
	 * name together. */
	struct { int8_t src, dst, unk; } copies[MAX_COPIES];
	int ncopies;
	uint16_t named[MAX_COPIES];
	int nnamed;
	uint16_t taint;		/* registers holding a copy of %rsp (not %rsp itself) */
	uint16_t unknown;	/* of those, the ones at an unknown offset from it */
	int64_t fp_n;		/* the frame pointer pattern's N; -1: none seen */
	int rbp_other;		/* %rbp gets a copy of %rsp some other way */
	int fp_state;		/* after mov %rsp,%rbp, waiting for sub: 1 + pushes */
	/* the flow-sensitive sweep: direct jump targets (sorted), their states */
	uint64_t targets[MAX_TARGETS];
	uint32_t tstate[MAX_TARGETS];
	int ntargets, targets_overflow, has_indirect;
};

static int in_ranges(const struct analysis *an, uint64_t a)
{
	for (int i = 0; i < an->nranges; i++)
		if (a >= an->ranges[i].begin && a < an->ranges[i].end)
			return 1;
	return 0;
}

/* A direct jump to t outside the ranges so far: a tail call, or one more range. */
static enum sx_verdict follow(struct analysis *an, uint64_t t)
{
	struct sx_fde_range r;
	if (in_ranges(an, t))
		return SX_SITE_SAFE;
	if (sx_ehhdr_lookup(an->m, an->hdr, t, &r))
		return SX_SITE_UNDECODABLE;
	if (r.begin == t)
		return SX_SITE_SAFE;
	if (an->nranges >= MAX_RANGES)
		return SX_SITE_UNDECODABLE;
	an->ranges[an->nranges++] = r;
	return SX_SITE_SAFE;
}

static void note_copy(struct analysis *an, int src, int dst, int unk)
{
	if (src < 0 || src >= 16 || dst < 0 || dst >= 16 || dst == X86_RSP)
		return;
	for (int i = 0; i < an->ncopies && i < MAX_COPIES; i++)
		if (an->copies[i].src == src && an->copies[i].dst == dst && an->copies[i].unk == unk)
			return;
	if (an->ncopies < MAX_COPIES) {
		an->copies[an->ncopies].src = (int8_t)src;
		an->copies[an->ncopies].dst = (int8_t)dst;
		an->copies[an->ncopies].unk = (int8_t)unk;
	}
	an->ncopies++;	/* > MAX_COPIES: too many to follow */
}

static void note_named(struct analysis *an, uint16_t mask)
{
	mask &= (uint16_t)~(1u << X86_RSP);
	if (!mask)
		return;
	for (int i = 0; i < an->nnamed && i < MAX_COPIES; i++)
		if (an->named[i] == mask)
			return;
	if (an->nnamed < MAX_COPIES)
		an->named[an->nnamed] = mask;
	an->nnamed++;
}

/* The instructions that only move a value, or read it. */
static int moves_only(const struct x86_insn *in)
{
	switch (in->op) {
	case X86_MOV_RR: case X86_MOV_LOAD: case X86_MOV_STORE: case X86_MOV_IMM: case X86_LEA:
	case X86_PUSH: case X86_POP: case X86_CMP: case X86_HINT:
		return 1;
	}
	return 0;
}

static void note_target(struct analysis *an, uint64_t a);

/* First sweep: the copies of %rsp, the frame pointer pattern, the ranges. */
static enum sx_verdict first(struct analysis *an, const struct x86_insn *in, uint64_t a)
{
	if (a == an->site) {
		if (in->op != X86_SYSCALL)
			return SX_SITE_UNDECODABLE;
		an->site_seen = 1;
	}
	if (an->fp_state) {
		/* pushes of registers between the two lower %rsp by 8 each */
		if (in->op == X86_SUB_IMM && in->dst == X86_RSP && in->imm > 0) {
			int64_t n = in->imm + 8 * (an->fp_state - 1);
			if (an->fp_n < 0 || n < an->fp_n)
				an->fp_n = n;
			an->fp_state = 0;
		} else if (in->op == X86_PUSH && in->src >= 0 && an->fp_state < 16) {
			an->fp_state++;
		} else {
			an->fp_n = 0;
			an->fp_state = 0;
		}
	}
	if (in->op == X86_MOV_RR) {
		note_copy(an, in->src, in->dst, 0);
		if (in->src == X86_RSP && in->dst == X86_RBP)
			an->fp_state = 1;
		else if (in->dst == X86_RBP)
			an->rbp_other = 1;
	} else if (in->op == X86_LEA && !in->fsgs) {
		note_copy(an, in->base, in->dst, 0);
		/* base + index: the index is at an unknown offset too */
		note_copy(an, in->base, in->dst, in->index >= 0);
		note_copy(an, in->index, in->dst, 1);
		if (in->dst == X86_RBP)
			an->rbp_other = 1;
	} else if (!moves_only(in)) {
		note_named(an, in->gprs);
	}
	/* through a register or a table: targets unknown; through a RIP-relative
	 * slot (the GOT): a tail call */
	if (in->op == X86_JMP && !in->direct && !(in->has_mem && in->base == X86_RIP))
		an->has_indirect = 1;
	if (in->direct && (in->op == X86_JMP || in->op == X86_JCC)) {
		note_target(an, in->target);
		return follow(an, in->target);
	}
	return SX_SITE_SAFE;
}

/* Whether r holds %rsp or a copy of it, in the sets t. */
static int in_set(uint16_t t, int r)
{
	return r >= 0 && r < 16 && (r == X86_RSP || (t >> r & 1));
}

static int is_copy(const struct analysis *an, int r)
{
	return in_set(an->taint, r);
}

/* The rules, for an instruction where the copies of %rsp are t, those at an
 * unknown offset u. */
/* Whether d(%rbp) is inside the frame the frame pointer pattern allocated. */
static int in_frame(const struct analysis *an, int base, int64_t disp)
{
	return base == X86_RBP && !an->rbp_other && an->fp_n > 0 && -disp <= an->fp_n;
}

/* flow: lea of a negative offset from a copy is left to the state (its
 * destination is then at an unknown offset). */
static enum sx_verdict rules(const struct analysis *an, const struct x86_insn *in, uint16_t t,
			     uint16_t u, int flow)
{
	uint16_t rsp = 1u << X86_RSP;
	int lea = in->op == X86_LEA, restores_rsp = (lea || in->op == X86_MOV_RR) && in->dst == X86_RSP;
	if (in->has_mem && !in->fsgs && in->op != X86_HINT) {
		if (!lea && in->index >= 0 && in_set(t, in->index))
			return SX_SITE_RED_ZONE;
		if (!lea && in->base >= 0 && in->base < 16 && (u >> in->base & 1))
			return SX_SITE_RED_ZONE;
		if (in->disp < 0 && in_set(t, in->base) && !restores_rsp) {
			if (in->base == X86_RSP)
				return SX_SITE_RED_ZONE;	/* R1 */
			if (!in_frame(an, in->base, in->disp) && !(flow && lea))
				return SX_SITE_RED_ZONE;	/* R2 */
		}
	}
	if (in->gprs & rsp) {	/* R3 */
		switch (in->op) {
		case X86_MOV_RR:
			if (in->src == X86_RSP && in->dst != X86_RSP)
				break;
			if (in->dst == X86_RSP && (in->src == X86_RBP || in_set(t, in->src)))
				break;
			return SX_SITE_RED_ZONE;
		case X86_LEA:
			if (in->dst == X86_RSP && (in->base == X86_RBP || in_set(t, in->base)))
				break;
			return SX_SITE_RED_ZONE;
		case X86_ADD_IMM: case X86_SUB_IMM: case X86_AND_IMM:
			if (in->dst == X86_RSP)
				break;
			return SX_SITE_RED_ZONE;
		case X86_CMP:
			break;
		default:
			return SX_SITE_RED_ZONE;
		}
	}
	return SX_SITE_SAFE;
}

/* Second sweep, flow-insensitive: the rules with the copies anywhere. */
static enum sx_verdict second(struct analysis *an, const struct x86_insn *in, uint64_t a)
{
	(void)a;
	return rules(an, in, an->taint, an->unknown, 0);
}

/* ---- the flow-sensitive sweep ----
 * The state before an instruction: which registers hold a copy of %rsp (low
 * 16 bits) and which of those at an unknown offset (high 16 bits). It flows
 * from one instruction to the next and along direct jumps to their targets,
 * where the states are joined; rounds until the targets' states settle. A
 * function with an indirect jump (a jump table) has targets the sweep cannot
 * know: the flow-insensitive sets serve then. */

static int target_index(const struct analysis *an, uint64_t a)
{
	int lo = 0, hi = an->ntargets;
	while (lo < hi) {
		int mid = (lo + hi) / 2;
		if (an->targets[mid] < a)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < an->ntargets && an->targets[lo] == a ? lo : -1;
}

static void note_target(struct analysis *an, uint64_t a)
{
	if (target_index(an, a) >= 0)
		return;
	if (an->ntargets >= MAX_TARGETS) {
		an->targets_overflow = 1;
		return;
	}
	int i = an->ntargets++;
	while (i > 0 && an->targets[i - 1] > a) {
		an->targets[i] = an->targets[i - 1];
		i--;
	}
	an->targets[i] = a;
}

#define ARGS 0x03c6u		/* rdi rsi rdx rcx r8 r9 */

static uint32_t transfer(const struct analysis *an, uint32_t st, const struct x86_insn *in)
{
	uint16_t t = (uint16_t)st, u = (uint16_t)(st >> 16);
	int d = in->dst;
	uint16_t db = d >= 0 && d < 16 && d != X86_RSP ? (uint16_t)(1u << d) : 0;
	switch (in->op) {
	case X86_MOV_RR:
		t = (uint16_t)((t & ~db) | (in_set(t, in->src) ? db : 0));
		u = (uint16_t)((u & ~db) | (in->src >= 0 && in->src < 16 && (u >> in->src & 1) ? db : 0));
		break;
	case X86_MOV_LOAD: case X86_MOV_IMM: case X86_POP:
		t &= (uint16_t)~db;
		u &= (uint16_t)~db;
		break;
	case X86_LEA: {
		int bt = !in->fsgs && in_set(t, in->base), it = !in->fsgs && in_set(t, in->index);
		int bu = !in->fsgs && in->base >= 0 && in->base < 16 && (u >> in->base & 1);
		t = (uint16_t)((t & ~db) | (bt || it ? db : 0));
		int below = bt && in->disp < 0 && !in_frame(an, in->base, in->disp);
		u = (uint16_t)((u & ~db) | (bu || it || below || (bt && in->index >= 0) ? db : 0));
		break;
	}
	case X86_LEAVE:
		t &= (uint16_t)~(1u << X86_RBP);
		u &= (uint16_t)~(1u << X86_RBP);
		break;
	case X86_SYSCALL:
		t &= (uint16_t)~(1u << 0 | 1u << 1 | 1u << 11);
		u &= (uint16_t)~(1u << 0 | 1u << 1 | 1u << 11);
		break;
	case X86_CALL:
		/* A callee given a copy may return one, moved (in %rax, %rdx);
		 * the other registers it may clobber are not read after a call. */
		if (t & ARGS) {
			t |= 1u << 0 | 1u << 2;
			u |= 1u << 0 | 1u << 2;
		} else {
			t &= (uint16_t)~(1u << 0 | 1u << 2);
			u &= (uint16_t)~(1u << 0 | 1u << 2);
		}
		break;
	case X86_ADD_IMM:
		if (in->imm >= 0)
			break;
		/* fall through */
	default: {
		uint16_t named = in->gprs & (uint16_t)~(1u << X86_RSP);
		if (in->op == X86_ADD_IMM || in->op == X86_SUB_IMM || in->op == X86_AND_IMM)
			named |= db;
		if (named & t) {
			t |= named;
			u |= named;
		}
		break;
	}
	case X86_CMP: case X86_PUSH: case X86_MOV_STORE: case X86_HINT: case X86_JCC: case X86_JMP:
	case X86_RET:
		break;
	}
	return (uint32_t)t | (uint32_t)u << 16;
}

/* SAFE, RED_ZONE, or UNDECODABLE when the rounds do not settle. */
static enum sx_verdict flow(struct analysis *an)
{
	struct code cd;
	cd.m = an->m;
	cd.addr = 0;
	cd.len = 0;
	uint8_t seen[MAX_TARGETS];
	for (int i = 0; i < an->ntargets; i++) {
		an->tstate[i] = 0;
		seen[i] = 0;
	}
	for (int round = 0; round < MAX_ROUNDS; round++) {
		int changed = 0;
		for (int k = 0; k < an->nranges; k++) {
			uint64_t end = an->ranges[k].end;
			uint32_t cur = 0;
			int live = k == 0;
			for (uint64_t a = an->ranges[k].begin; a < end;) {
				size_t avail;
				struct x86_insn in;
				const uint8_t *p = code_at(&cd, a, end, &avail);
				if (!p || x86_decode(p, avail, a, &in) <= 0 || ++an->insns > MAX_INSNS * 4)
					return SX_SITE_UNDECODABLE;
				int ti = target_index(an, a);
				if (ti >= 0) {
					seen[ti] = 1;
					cur = live ? cur | an->tstate[ti] : an->tstate[ti];
					live = 1;
				}
				enum sx_verdict v = rules(an, &in, (uint16_t)cur, (uint16_t)(cur >> 16), 1);
				if (v != SX_SITE_SAFE) {
#ifdef SX_SITE_CHECK_DEBUG
					SX_SITE_CHECK_DEBUG(an->site, a, 3, v);
#endif
					return v;
				}
				cur = transfer(an, cur, &in);
				if (in.direct && (in.op == X86_JMP || in.op == X86_JCC)) {
					int j = target_index(an, in.target);
					if (j >= 0 && (an->tstate[j] | cur) != an->tstate[j]) {
						an->tstate[j] |= cur;
						if (!(in.target > a && in.target < end))
							changed = 1;
					}
				}
				if (in.op == X86_JMP || in.op == X86_RET) {
					cur = 0;
					live = 0;
				}
				a += in.len;
			}
		}
		/* A jump into the middle of an instruction: not for this sweep. */
		for (int i = 0; round == 0 && i < an->ntargets; i++)
			if (!seen[i] && in_ranges(an, an->targets[i]))
				return SX_SITE_UNDECODABLE;
		if (!changed)
			return SX_SITE_SAFE;
	}
	return SX_SITE_UNDECODABLE;
}

/* Sweep every range with pass (1 or 2); the ranges may grow in the first. */
static enum sx_verdict sweep_all(struct analysis *an, int pass)
{
	struct code cd;
	cd.m = an->m;
	cd.addr = 0;
	cd.len = 0;
	for (int k = 0; k < an->nranges; k++) {
		uint64_t end = an->ranges[k].end;
		for (uint64_t a = an->ranges[k].begin; a < end;) {
			size_t avail;
			struct x86_insn in;
			const uint8_t *p = code_at(&cd, a, end, &avail);
			if (!p || x86_decode(p, avail, a, &in) <= 0 || ++an->insns > MAX_INSNS)
				return SX_SITE_UNDECODABLE;
			enum sx_verdict v = pass == 1 ? first(an, &in, a) : second(an, &in, a);
			if (v != SX_SITE_SAFE) {
#ifdef SX_SITE_CHECK_DEBUG
				SX_SITE_CHECK_DEBUG(an->site, a, pass, v);
#endif
				return v;
			}
			a += in.len;
		}
	}
	return SX_SITE_SAFE;
}

enum sx_verdict sx_site_analyse(const struct sx_mem *m, uint64_t hdr, uint64_t site)
{
	struct analysis an;
	an.m = m;
	an.hdr = hdr;
	an.site = site;
	an.nranges = 1;
	an.insns = 0;
	an.site_seen = 0;
	an.ncopies = 0;
	an.nnamed = 0;
	an.taint = 0;
	an.unknown = 0;
	an.fp_n = -1;
	an.rbp_other = 0;
	an.fp_state = 0;
	an.ntargets = 0;
	an.targets_overflow = 0;
	an.has_indirect = 0;
	if (sx_ehhdr_lookup(m, hdr, site, &an.ranges[0]))
		return SX_SITE_NO_UNWIND;
	if (site + 2 > an.ranges[0].end)
		return SX_SITE_UNDECODABLE;
	enum sx_verdict v = sweep_all(&an, 1);
	if (v != SX_SITE_SAFE)
		return v;
	if (!an.site_seen || an.ncopies > MAX_COPIES || an.nnamed > MAX_COPIES)
		return SX_SITE_UNDECODABLE;
	if (an.fp_state)
		an.fp_n = 0;	/* mov %rsp,%rbp at the very end */
	/* Copies of copies, to a fixed point (each round adds a register to
	 * one of the sets). A copy changed by anything but a move, and every
	 * register named with it, is at an unknown offset from %rsp. */
	for (int round = 0; round < 33; round++) {
		uint16_t t = an.taint, u = an.unknown;
		for (int i = 0; i < an.ncopies; i++) {
			int src = an.copies[i].src;
			uint16_t dst = (uint16_t)(1u << an.copies[i].dst);
			if (is_copy(&an, src)) {
				an.taint |= dst;
				if (an.copies[i].unk || (an.unknown >> src & 1))
					an.unknown |= dst;
			}
		}
		for (int i = 0; i < an.nnamed; i++)
			if (an.named[i] & an.taint) {
				an.taint |= an.named[i];
				an.unknown |= an.named[i];
			}
		if (an.taint == t && an.unknown == u)
			break;
	}
	an.insns = 0;
	if (!an.has_indirect && !an.targets_overflow) {
		v = flow(&an);
		if (v != SX_SITE_UNDECODABLE)
			return v;
		an.insns = 0;
	}
	return sweep_all(&an, 2);
}

/* ---- in the library ---- */

#ifndef SX_SITE_CHECK_STANDALONE
#include <dlfcn.h>
#include <link.h>

#include "sx.h"

static int lib_read(void *ctx, uint64_t addr, void *dst, size_t n)
{
	(void)ctx;
	return sx_safe_copy(dst, (const void *)(uintptr_t)addr, n) != 0;
}

/* Verdicts by site, with the bytes around it when checked: code unmapped and
 * mapped again (a JIT) is checked again. A seqlock per entry: odd while it is
 * written; a reader that sees it change takes it as a miss. */
#define CACHE_SIZE 256
#define AROUND 32
static struct cache_entry {
	uint32_t seq;
	uint8_t verdict;
	uint64_t site;
	uint8_t bytes[AROUND];
} cache[CACHE_SIZE];

static void around(uint64_t site, uint8_t *b)
{
	for (unsigned int i = 0; i < AROUND; i++)
		b[i] = 0;
	/* the 16 bytes before may be on an unmapped page: then only the site's */
	if (sx_safe_copy(b, (const void *)(uintptr_t)(site - AROUND / 2), AROUND))
		sx_safe_copy(b + AROUND / 2, (const void *)(uintptr_t)site, AROUND / 2);
}

static unsigned int slot_of(uint64_t site)
{
	uint64_t h = site * 0x9e3779b97f4a7c15ull;
	return (unsigned int)(h >> 56) % CACHE_SIZE;
}

static int cache_get(uint64_t site, const uint8_t *b, enum sx_verdict *v)
{
	struct cache_entry *e = &cache[slot_of(site)];
	uint32_t s1 = __atomic_load_n(&e->seq, __ATOMIC_ACQUIRE);
	if (s1 & 1)
		return 0;
	int hit = __atomic_load_n(&e->site, __ATOMIC_RELAXED) == site;
	for (unsigned int i = 0; hit && i < AROUND; i++)
		hit = __atomic_load_n(&e->bytes[i], __ATOMIC_RELAXED) == b[i];
	uint8_t verdict = __atomic_load_n(&e->verdict, __ATOMIC_RELAXED);
	__atomic_thread_fence(__ATOMIC_ACQUIRE);
	if (!hit || __atomic_load_n(&e->seq, __ATOMIC_RELAXED) != s1)
		return 0;
	*v = (enum sx_verdict)verdict;
	return 1;
}

static void cache_put(uint64_t site, const uint8_t *b, enum sx_verdict v)
{
	struct cache_entry *e = &cache[slot_of(site)];
	uint32_t s = __atomic_load_n(&e->seq, __ATOMIC_RELAXED);
	if ((s & 1) || !__atomic_compare_exchange_n(&e->seq, &s, s + 1, false, __ATOMIC_ACQUIRE,
						    __ATOMIC_RELAXED))
		return;	/* another thread writes it */
	__atomic_store_n(&e->site, site, __ATOMIC_RELAXED);
	for (unsigned int i = 0; i < AROUND; i++)
		__atomic_store_n(&e->bytes[i], b[i], __ATOMIC_RELAXED);
	__atomic_store_n(&e->verdict, (uint8_t)v, __ATOMIC_RELAXED);
	__atomic_store_n(&e->seq, s + 2, __ATOMIC_RELEASE);
}

enum sx_verdict sx_site_check(uint64_t site)
{
	uint8_t b[AROUND];
	enum sx_verdict v;
	around(site, b);
	if (cache_get(site, b, &v))
		return v;
	struct dl_find_object fo;
	if (_dl_find_object((void *)(uintptr_t)site, &fo) != 0 || !fo.dlfo_eh_frame) {
		v = SX_SITE_NO_UNWIND;
	} else {
		struct sx_mem m = { lib_read, NULL };
		v = sx_site_analyse(&m, (uint64_t)(uintptr_t)fo.dlfo_eh_frame, site);
	}
	cache_put(site, b, v);
	return v;
}
#endif
