/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Site checker fuzzer: drives -m rewrite's red-zone check (src/preload/
 * site_check.c and x86_insn.c, built in alone) with what a hostile or broken
 * program could hold: random bytes into the instruction decoder; and an image
 * (a .eh_frame_hdr, CIEs, FDEs and code made of real instruction patterns)
 * with random bytes mutated anywhere, into the unwind table parser and the
 * analysis. Built with -fsanitize=address,undefined: any finding aborts. The
 * image is read only through the core's read callback, which refuses anything
 * outside it; the decoder gets exactly the bytes it is allowed to read, in a
 * buffer of that size.
 *
 * Usage: fuzz_site_check [SECONDS [SEED]]   (default 5 s)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "site_check.h"
#include "fuzz/rng.h"
#include "x86_insn.h"

#define IMAGE_SIZE 16384u
#define BASE 0x400000ull
#define HDR_AT 0x0
#define FRAME_AT 0x400
#define CODE_AT 0x1000

static uint8_t image[IMAGE_SIZE];
static long reads, findings;

static int image_read(void *ctx, uint64_t addr, void *dst, size_t n)
{
	(void)ctx;
	reads++;
	if (addr < BASE || addr - BASE > IMAGE_SIZE || n > IMAGE_SIZE - (addr - BASE))
		return -1;
	memcpy(dst, image + (addr - BASE), n);
	return 0;
}

static void put32(uint32_t at, uint32_t v)
{
	memcpy(image + at, &v, 4);
}

/* Instruction patterns a compiler writes around syscalls, and some it does not. */
static const struct {
	uint8_t len, b[11];
} pats[] = {
	{ 1, { 0x55 } },				/* push %rbp */
	{ 3, { 0x48, 0x89, 0xe5 } },			/* mov %rsp,%rbp */
	{ 4, { 0x48, 0x83, 0xec, 0x20 } },		/* sub $0x20,%rsp */
	{ 4, { 0x48, 0x83, 0xc4, 0x20 } },		/* add $0x20,%rsp */
	{ 4, { 0x48, 0x89, 0x45, 0xf8 } },		/* mov %rax,-0x8(%rbp) */
	{ 5, { 0x48, 0x89, 0x44, 0x24, 0xf8 } },	/* mov %rax,-0x8(%rsp) */
	{ 5, { 0x48, 0x89, 0x44, 0x24, 0x08 } },	/* mov %rax,0x8(%rsp) */
	{ 5, { 0x48, 0x8d, 0x44, 0x24, 0x10 } },	/* lea 0x10(%rsp),%rax */
	{ 3, { 0x48, 0x89, 0x38 } },			/* mov %rdi,(%rax) */
	{ 4, { 0x48, 0x83, 0xe8, 0x18 } },		/* sub $0x18,%rax */
	{ 3, { 0x48, 0x89, 0xe0 } },			/* mov %rsp,%rax */
	{ 3, { 0x48, 0x87, 0xe0 } },			/* xchg %rsp,%rax */
	{ 5, { 0xb8, 0x27, 0x00, 0x00, 0x00 } },	/* mov $39,%eax */
	{ 2, { 0x0f, 0x05 } },				/* syscall */
	{ 2, { 0x0f, 0x05 } },
	{ 1, { 0xc3 } },				/* ret */
	{ 1, { 0xc9 } },				/* leave */
	{ 2, { 0x74, 0x02 } },				/* je .+4 */
	{ 2, { 0xeb, 0x80 } },				/* jmp .-126 */
	{ 5, { 0xe9, 0x00, 0x01, 0x00, 0x00 } },	/* jmp .+261 */
	{ 5, { 0xe8, 0x00, 0x00, 0x00, 0x00 } },	/* call .+5 */
	{ 9, { 0x64, 0x48, 0x8b, 0x04, 0x25, 0x28, 0x00, 0x00, 0x00 } },	/* mov %fs:0x28,%rax */
	{ 4, { 0x0f, 0x1f, 0x40, 0x00 } },		/* nopl 0x0(%rax) */
	{ 5, { 0xc5, 0xf9, 0x6f, 0x44, 0x24 } },	/* vmovdqa -x(%rsp),%xmm0 (cut) */
	{ 7, { 0x62, 0xf1, 0x7c, 0x48, 0x10, 0x44, 0x24 } },	/* EVEX (cut) */
	{ 10, { 0x48, 0xb8, 1, 2, 3, 4, 5, 6, 7, 8 } },	/* movabs */
	{ 4, { 0xc8, 0x10, 0x00, 0x00 } },		/* enter $16,$0 */
};
#define NPATS (sizeof(pats) / sizeof(pats[0]))

/* A fresh well-formed image: nfde functions of random patterns, one CIE. */
static uint32_t build_image(uint64_t *sites, int *nsites)
{
	memset(image, 0xcc, sizeof(image));
	uint32_t nfde = 1 + (uint32_t)(rnd() % 12);
	/* code */
	uint32_t starts[13], at = CODE_AT;
	*nsites = 0;
	for (uint32_t f = 0; f < nfde; f++) {
		starts[f] = at;
		uint32_t n = 1 + (uint32_t)(rnd() % 24);
		for (uint32_t k = 0; k < n && at + 16 < IMAGE_SIZE; k++) {
			unsigned int p = (unsigned int)(rnd() % NPATS);
			memcpy(image + at, pats[p].b, pats[p].len);
			if (pats[p].len == 2 && pats[p].b[0] == 0x0f && *nsites < 64)
				sites[(*nsites)++] = BASE + at;
			at += pats[p].len;
		}
	}
	starts[nfde] = at;
	/* the CIE: version 1, "zR", code 1, data -8, ra 16, aug length 1, pcrel sdata4 */
	static const uint8_t cie[] = { 0, 0, 0, 0, 1, 'z', 'R', 0, 1, 0x78, 16, 1, 0x1b, 0, 0, 0 };
	put32(FRAME_AT, sizeof(cie));
	memcpy(image + FRAME_AT + 4, cie, sizeof(cie));
	uint32_t fde = FRAME_AT + 4 + sizeof(cie);
	/* the header: version, pcrel sdata4 frame pointer, udata4 count, datarel sdata4 table */
	image[HDR_AT] = 1;
	image[HDR_AT + 1] = 0x1b;
	image[HDR_AT + 2] = 0x03;
	image[HDR_AT + 3] = 0x3b;
	put32(HDR_AT + 4, FRAME_AT - (HDR_AT + 4));
	put32(HDR_AT + 8, nfde);
	for (uint32_t f = 0; f < nfde; f++) {
		/* length, CIE pointer, pc_begin (pcrel), pc_range, aug length 0, padding */
		put32(fde, 16);
		put32(fde + 4, fde + 4 - FRAME_AT);
		put32(fde + 8, starts[f] - (fde + 8));
		put32(fde + 12, starts[f + 1] - starts[f]);
		image[fde + 16] = 0;
		image[fde + 17] = image[fde + 18] = image[fde + 19] = 0;
		put32(HDR_AT + 12 + 8 * f, starts[f] - HDR_AT);
		put32(HDR_AT + 16 + 8 * f, fde - HDR_AT);
		fde += 20;
	}
	put32(fde, 0);	/* terminator */
	return nfde;
}

static void fuzz_decoder(void)
{
	uint8_t b[15];
	size_t n = (size_t)(rnd() % 16);
	for (size_t i = 0; i < n; i++)
		b[i] = (uint8_t)rnd();
	/* Often a prefix or escape in front, to reach the deeper maps. */
	static const uint8_t lead[] = { 0x0f, 0x66, 0xf3, 0xf2, 0x48, 0xc4, 0xc5, 0x62, 0x41 };
	if (n && rnd() % 2)
		b[0] = lead[rnd() % sizeof(lead)];
	uint8_t *heap = malloc(n ? n : 1);	/* ASan sees a read past n */
	memcpy(heap, b, n);
	struct x86_insn in;
	int len = x86_decode(heap, n, rnd(), &in);
	if (len > (int)n || len > 15 || len == 0 || (len > 0 && in.len != len)) {
		fprintf(stderr, "decoder: length %d of %zu bytes\n", len, n);
		findings++;
	}
	free(heap);
}

static void fuzz_image(void)
{
	uint64_t sites[64];
	int nsites;
	uint32_t nfde = build_image(sites, &nsites);
	/* Mutate: nothing, a few bytes anywhere, or a few in the tables. */
	unsigned int mode = (unsigned int)(rnd() % 3);
	unsigned int k = mode ? 1 + (unsigned int)(rnd() % 8) : 0;
	for (unsigned int i = 0; i < k; i++) {
		uint32_t at = mode == 1 ? (uint32_t)(rnd() % IMAGE_SIZE) : (uint32_t)(rnd() % 0x600);
		image[at] = (uint8_t)rnd();
	}
	struct sx_mem m = { image_read, NULL };
	long count = sx_ehhdr_count(&m, BASE + HDR_AT);
	if (!mode && count != (long)nfde) {
		fprintf(stderr, "table: %ld entries, %u written\n", count, nfde);
		findings++;
	}
	for (long i = -1; i <= (count > 20 ? 20 : count); i++) {
		struct sx_fde_range r;
		sx_ehhdr_entry(&m, BASE + HDR_AT, i, &r);
	}
	for (int i = 0; i < nsites; i++) {
		enum sx_verdict v = sx_site_analyse(&m, BASE + HDR_AT, sites[i]);
		if (v > SX_SITE_UNDECODABLE) {
			fprintf(stderr, "verdict %d\n", (int)v);
			findings++;
		}
	}
	/* Anywhere, also outside the image. */
	sx_site_analyse(&m, BASE + HDR_AT, BASE + (rnd() % (IMAGE_SIZE + 64)));
	sx_site_analyse(&m, BASE + (rnd() % IMAGE_SIZE), rnd());
}

int main(int argc, char **argv)
{
	double seconds = argc > 1 ? atof(argv[1]) : 5;
	rng_state = argc > 2 ? strtoull(argv[2], NULL, 0) : (uint64_t)now_ns();
	if (!rng_state)
		rng_state = 1;
	printf("fuzz_site_check: seed %llu\n", (unsigned long long)rng_state);
	uint64_t end = now_ns() + (uint64_t)(seconds * 1e9);
	long iterations = 0;
	do {
		for (int i = 0; i < 64; i++)
			fuzz_decoder();
		fuzz_image();
		iterations++;
	} while (now_ns() < end);
	printf("fuzz_site_check: %ld iterations, %ld reads, %ld findings\n", iterations, reads,
	       findings);
	return findings ? 1 : 0;
}
