/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * -m rewrite: is a syscall site safe to rewrite? `call *%rax` stores its return
 * address at rsp - 8, inside the red zone; a site is rewritten only when the
 * function holding it (bounds from the unwind tables) is shown to keep nothing
 * below its stack pointer (the rules are in site_check.c and systrace(1)).
 *
 * The core reads the program's memory only through a callback (the library's is
 * fault-safe; tests read an ELF file or a buffer), bounds every size and offset
 * it reads there, and never loops without a bound.
 */
#ifndef SX_SITE_CHECK_H
#define SX_SITE_CHECK_H

#include <stddef.h>
#include <stdint.h>

enum sx_verdict {
	SX_SITE_SAFE,
	SX_SITE_NO_UNWIND,	/* no FDE covers the site (JIT code, stripped tables) */
	SX_SITE_RED_ZONE,	/* the function may keep data below its stack pointer */
	SX_SITE_UNDECODABLE,	/* unknown instruction, too large, the site not found */
};

struct sx_mem {
	/* Copy n bytes at addr to dst: 0, or non-zero when they are unreadable. */
	int (*read)(void *ctx, uint64_t addr, void *dst, size_t n);
	void *ctx;
};

struct sx_fde_range {
	uint64_t begin, end;
};

/* .eh_frame_hdr at hdr: the number of entries of its search table (-1 when it
 * has none or is malformed), and entry i's FDE range (0, or -1). */
long sx_ehhdr_count(const struct sx_mem *m, uint64_t hdr);
int sx_ehhdr_entry(const struct sx_mem *m, uint64_t hdr, long i, struct sx_fde_range *r);
/* The FDE covering pc: 0, or -1 when none does. */
int sx_ehhdr_lookup(const struct sx_mem *m, uint64_t hdr, uint64_t pc, struct sx_fde_range *r);

/* The verdict on the `syscall` at site, in the function hdr's tables cover. */
enum sx_verdict sx_site_analyse(const struct sx_mem *m, uint64_t hdr, uint64_t site);

/* For the decoder test: call fn for each instruction start in [begin, end),
 * as the analysis decodes them. Returns 0, or -1 at an undecodable one
 * (*bad its address). */
int sx_sweep(const struct sx_mem *m, uint64_t begin, uint64_t end,
	     void (*fn)(void *arg, uint64_t addr, const uint8_t *insn, int len), void *arg,
	     uint64_t *bad);

#ifndef SX_SITE_CHECK_STANDALONE
/* In the library: the verdict on the site at this address of the program,
 * from its unwind tables (_dl_find_object), cached by site. */
enum sx_verdict sx_site_check(uint64_t site);
#endif

#endif
