/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * rw_sitecheck: the red-zone check of -m rewrite (src/preload/site_check.c and
 * x86_insn.c) run on ELF files, for tests/site_check_*.sh.
 *
 *   rw_sitecheck libs
 *	the paths of the libc and the dynamic loader this program runs with
 *   rw_sitecheck decode FILE DISASSEMBLY
 *	every FDE range of FILE decoded; the instruction starts compared with
 *	DISASSEMBLY (objdump -d -w --insn-width=16 FILE): prints the counts and
 *	each difference (at most 20); exits 1 on any
 *   rw_sitecheck verdicts FILE [FUNCTION...]
 *	every `syscall` at an instruction start of an FDE range of FILE, with the
 *	check's verdict: counts by verdict; then for each FUNCTION (looked up in
 *	this process, which must run with FILE) the verdict of its sites
 *   rw_sitecheck cases
 *	the check on small functions of this program (below) whose verdicts are
 *	known: prints one line per function, exits 1 on a wrong verdict
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "site_check.h"
#include "x86_insn.h"

struct elf {
	uint8_t *data;
	size_t size;
	Elf64_Phdr *ph;
	int phnum;
	uint64_t ehhdr;
};

/* The program's view: vaddr -> file bytes through the PT_LOAD segments. */
static int elf_read(void *ctx, uint64_t addr, void *dst, size_t n)
{
	const struct elf *e = ctx;
	for (int i = 0; i < e->phnum; i++) {
		const Elf64_Phdr *p = &e->ph[i];
		if (p->p_type != PT_LOAD || addr < p->p_vaddr || addr - p->p_vaddr > p->p_filesz ||
		    n > p->p_filesz - (addr - p->p_vaddr))
			continue;
		uint64_t off = p->p_offset + (addr - p->p_vaddr);
		if (off > e->size || n > e->size - off)
			return -1;
		memcpy(dst, e->data + off, n);
		return 0;
	}
	return -1;
}

static void elf_open(const char *path, struct elf *e)
{
	FILE *f = fopen(path, "rb");
	struct stat st;
	if (!f || fstat(fileno(f), &st) < 0) {
		perror(path);
		exit(2);
	}
	e->size = (size_t)st.st_size;
	e->data = malloc(e->size ? e->size : 1);
	if (!e->data || fread(e->data, 1, e->size, f) != e->size) {
		fprintf(stderr, "%s: cannot read\n", path);
		exit(2);
	}
	fclose(f);
	const Elf64_Ehdr *eh = (const Elf64_Ehdr *)e->data;
	if (e->size < sizeof(*eh) || memcmp(eh->e_ident, ELFMAG, SELFMAG) != 0 ||
	    eh->e_ident[EI_CLASS] != ELFCLASS64 || eh->e_machine != EM_X86_64 ||
	    eh->e_phoff > e->size || (uint64_t)eh->e_phnum * sizeof(Elf64_Phdr) > e->size - eh->e_phoff) {
		fprintf(stderr, "%s: not an x86-64 ELF file\n", path);
		exit(2);
	}
	e->ph = (Elf64_Phdr *)(e->data + eh->e_phoff);
	e->phnum = eh->e_phnum;
	e->ehhdr = 0;
	for (int i = 0; i < e->phnum; i++)
		if (e->ph[i].p_type == PT_GNU_EH_FRAME)
			e->ehhdr = e->ph[i].p_vaddr;
	if (!e->ehhdr) {
		fprintf(stderr, "%s: no PT_GNU_EH_FRAME\n", path);
		exit(2);
	}
}

/* ---- decode ---- */

static uint64_t *ref;	/* objdump's instruction starts, sorted */
static size_t nref;

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

static void read_disassembly(const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		perror(path);
		exit(2);
	}
	char line[4096];
	size_t cap = 0;
	while (fgets(line, sizeof(line), f)) {
		/* "  1234:\t0f 05                \tsyscall" */
		char *p = line, *end;
		while (*p == ' ')
			p++;
		unsigned long long a = strtoull(p, &end, 16);
		if (end == p || end[0] != ':' || end[1] != '\t')
			continue;
		if (nref == cap) {
			cap = cap ? cap * 2 : 65536;
			ref = realloc(ref, cap * sizeof(*ref));
			if (!ref)
				exit(2);
		}
		ref[nref++] = a;
	}
	fclose(f);
	qsort(ref, nref, sizeof(*ref), cmp_u64);
}

static size_t ref_lower(uint64_t a)
{
	size_t lo = 0, hi = nref;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (ref[mid] < a)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

struct cmp_state {
	size_t at;		/* next objdump start expected */
	uint64_t end;
	long insns, diffs;
};

static void report_diff(struct cmp_state *s, const char *what, uint64_t a)
{
	if (++s->diffs <= 20)
		printf("  difference at %#llx: %s\n", (unsigned long long)a, what);
}

static void on_insn(void *arg, uint64_t a, const uint8_t *insn, int len)
{
	struct cmp_state *s = arg;
	(void)insn;
	(void)len;
	s->insns++;
	while (s->at < nref && ref[s->at] < a) {
		report_diff(s, "objdump starts an instruction the decoder does not", ref[s->at]);
		s->at++;
	}
	if (s->at < nref && ref[s->at] == a)
		s->at++;
	else
		report_diff(s, "the decoder starts an instruction objdump does not", a);
}

static int cmd_decode(const char *file, const char *dis)
{
	struct elf e;
	elf_open(file, &e);
	read_disassembly(dis);
	struct sx_mem m = { elf_read, &e };
	long n = sx_ehhdr_count(&m, e.ehhdr), ranges = 0, bad = 0, undecodable = 0, misaligned = 0;
	struct cmp_state s = { 0, 0, 0, 0 };
	for (long i = 0; i < n; i++) {
		struct sx_fde_range r;
		if (sx_ehhdr_entry(&m, e.ehhdr, i, &r)) {
			bad++;
			continue;
		}
		s.at = ref_lower(r.begin);
		/* glibc's __restore_rt: its FDE starts a byte early, on purpose
		 * (unwinders look up the return address - 1): not a function start. */
		if (s.at >= nref || ref[s.at] != r.begin) {
			misaligned++;
			continue;
		}
		ranges++;
		uint64_t where;
		if (sx_sweep(&m, r.begin, r.end, on_insn, &s, &where)) {
			undecodable++;
			report_diff(&s, "undecodable", where);
			continue;
		}
		while (s.at < nref && ref[s.at] < r.end) {
			report_diff(&s, "objdump starts an instruction the decoder does not", ref[s.at]);
			s.at++;
		}
	}
	printf("decode: %s: %ld FDEs, %ld ranges compared, %ld not at an instruction start, "
	       "%ld unreadable, %ld instructions, %ld undecodable ranges, %ld differences\n",
	       file, n, ranges, misaligned, bad, s.insns, undecodable, s.diffs);
	return n > 0 && ranges > 0 && s.diffs == 0 && bad == 0 && misaligned <= 2 ? 0 : 1;
}

/* ---- verdicts ---- */

struct sites {
	uint64_t a[64];
	int n;
};

static void on_insn_sites(void *arg, uint64_t a, const uint8_t *insn, int len)
{
	struct sites *s = arg;
	if (len == 2 && insn[0] == 0x0f && insn[1] == 0x05 && s->n < 64)
		s->a[s->n++] = a;
}

static const char *verdict_name(enum sx_verdict v)
{
	switch (v) {
	case SX_SITE_SAFE: return "safe";
	case SX_SITE_NO_UNWIND: return "no-unwind";
	case SX_SITE_RED_ZONE: return "red-zone";
	case SX_SITE_UNDECODABLE: return "undecodable";
	}
	return "?";
}

static int cmd_verdicts(const char *file, int nfn, char **fns)
{
	struct elf e;
	elf_open(file, &e);
	struct sx_mem m = { elf_read, &e };
	long n = sx_ehhdr_count(&m, e.ehhdr), with = 0, sites = 0, by[4] = { 0 };
	for (long i = 0; i < n; i++) {
		struct sx_fde_range r;
		struct sites s = { .n = 0 };
		uint64_t where;
		if (sx_ehhdr_entry(&m, e.ehhdr, i, &r) || sx_sweep(&m, r.begin, r.end, on_insn_sites, &s,
								   &where))
			continue;
		if (s.n)
			with++;
		for (int k = 0; k < s.n; k++) {
			sites++;
			by[sx_site_analyse(&m, e.ehhdr, s.a[k])]++;
		}
	}
	printf("verdicts: %s: %ld FDEs, %ld holding a syscall, %ld sites: %ld safe, %ld red-zone, "
	       "%ld undecodable, %ld no-unwind\n", file, n, with, sites, by[SX_SITE_SAFE],
	       by[SX_SITE_RED_ZONE], by[SX_SITE_UNDECODABLE], by[SX_SITE_NO_UNWIND]);
	char want[PATH_MAX], got[PATH_MAX];
	if (!realpath(file, want)) {
		perror(file);
		return 2;
	}
	int rc = 0;
	for (int i = 0; i < nfn; i++) {
		void *p = dlsym(RTLD_DEFAULT, fns[i]);
		Dl_info di;
		if (!p || !dladdr(p, &di) || !di.dli_fname || !realpath(di.dli_fname, got) ||
		    strcmp(got, want) != 0) {
			printf("function %s: not found in %s\n", fns[i], file);
			rc = 1;
			continue;
		}
		uint64_t va = (uint64_t)(uintptr_t)p - (uint64_t)(uintptr_t)di.dli_fbase;
		struct sx_fde_range r;
		struct sites s = { .n = 0 };
		uint64_t where;
		if (sx_ehhdr_lookup(&m, e.ehhdr, va, &r) ||
		    sx_sweep(&m, r.begin, r.end, on_insn_sites, &s, &where)) {
			printf("function %s: no FDE or undecodable\n", fns[i]);
			rc = 1;
			continue;
		}
		printf("function %s:", fns[i]);
		for (int k = 0; k < s.n; k++) {
			enum sx_verdict v = sx_site_analyse(&m, e.ehhdr, s.a[k]);
			printf(" %#llx %s", (unsigned long long)s.a[k], verdict_name(v));
			if (v != SX_SITE_SAFE)
				rc = 1;
		}
		printf(s.n ? "\n" : " no syscall\n");
		if (!s.n)
			rc = 1;
	}
	return rc;
}

/* ---- cases: leaf functions with unwind tables, each with one syscall ---- */

#define CASE(name, body) \
	"	.globl " #name "\n	.type " #name ",@function\n" #name ":\n	.cfi_startproc\n" \
	body "	.cfi_endproc\n	.size " #name ", .-" #name "\n"
__asm__(
	"	.text\n"
	CASE(case_safe_plain, "	movq %rdi, %rax\n	syscall\n	ret\n")
	/* frame pointer, locals inside the frame */
	CASE(case_safe_frame, "	pushq %rbp\n	movq %rsp, %rbp\n	pushq %rbx\n	subq $32, %rsp\n"
	     "	movq %rdi, -40(%rbp)\n	movq %rdi, %rax\n	syscall\n"
	     "	movq -8(%rbp), %rbx\n	leave\n	ret\n")
	/* a copy of %rsp above it, passed on */
	CASE(case_safe_copy, "	subq $24, %rsp\n	leaq 8(%rsp), %rsi\n	movq %rdi, (%rsi)\n"
	     "	movq %rdi, %rax\n	syscall\n	addq $24, %rsp\n	ret\n")
	/* the copy overwritten before the register is used */
	CASE(case_safe_overwritten, "	movq %rsp, %rdx\n	subq $16, %rdx\n	movq (%rdi), %rdx\n"
	     "	movq %rdi, (%rdx)\n	movq %rdi, %rax\n	syscall\n	ret\n")
	CASE(case_rz_store, "	movq %rdi, -8(%rsp)\n	movq %rdi, %rax\n	syscall\n"
	     "	movq -8(%rsp), %rax\n	ret\n")
	CASE(case_rz_lea, "	leaq -32(%rsp), %rdx\n	movq %rdi, (%rdx)\n	movq %rdi, %rax\n"
	     "	syscall\n	ret\n")
	CASE(case_rz_arith, "	movq %rsp, %rdx\n	subq $16, %rdx\n	movq %rdi, (%rdx)\n"
	     "	movq %rdi, %rax\n	syscall\n	ret\n")
	CASE(case_rz_copy_lea, "	movq %rsp, %rdx\n	leaq -8(%rdx), %rcx\n	movq %rdi, (%rcx)\n"
	     "	movq %rdi, %rax\n	syscall\n	ret\n")
	CASE(case_rz_frame, "	pushq %rbp\n	movq %rsp, %rbp\n	subq $16, %rsp\n"
	     "	movq %rdi, -40(%rbp)\n	movq %rdi, %rax\n	syscall\n	leave\n	ret\n")
	/* the copy arrives along a jump backwards */
	CASE(case_rz_loop, "	xorl %edx, %edx\n1:	testq %rdx, %rdx\n	jz 2f\n"
	     "	movq %rdi, (%rdx)\n	jmp 3f\n2:	movq %rsp, %rdx\n	subq $8, %rdx\n	jmp 1b\n"
	     "3:	movq %rdi, %rax\n	syscall\n	ret\n")
	CASE(case_rz_xchg, "	xchgq %rsp, %rdx\n	xchgq %rsp, %rdx\n	movq %rdi, %rax\n"
	     "	syscall\n	ret\n")
	CASE(case_rz_push_rsp, "	pushq %rsp\n	popq %rdx\n	movq %rdi, %rax\n	syscall\n	ret\n")
	/* no unwind tables */
	"	.globl case_nounwind\n	.type case_nounwind,@function\ncase_nounwind:\n"
	"	movq %rdi, %rax\n	syscall\n	ret\n	.size case_nounwind, .-case_nounwind\n");

extern char case_safe_plain[], case_safe_frame[], case_safe_copy[], case_safe_overwritten[],
	case_rz_store[], case_rz_lea[], case_rz_arith[], case_rz_copy_lea[], case_rz_frame[],
	case_rz_loop[], case_rz_xchg[], case_rz_push_rsp[], case_nounwind[];

static int cmd_cases(void)
{
	static const struct {
		const char *name;
		const char *fn;
		enum sx_verdict want;
	} cases[] = {
		{ "safe_plain", case_safe_plain, SX_SITE_SAFE },
		{ "safe_frame", case_safe_frame, SX_SITE_SAFE },
		{ "safe_copy", case_safe_copy, SX_SITE_SAFE },
		{ "safe_overwritten", case_safe_overwritten, SX_SITE_SAFE },
		{ "rz_store", case_rz_store, SX_SITE_RED_ZONE },
		{ "rz_lea", case_rz_lea, SX_SITE_RED_ZONE },
		{ "rz_arith", case_rz_arith, SX_SITE_RED_ZONE },
		{ "rz_copy_lea", case_rz_copy_lea, SX_SITE_RED_ZONE },
		{ "rz_frame", case_rz_frame, SX_SITE_RED_ZONE },
		{ "rz_loop", case_rz_loop, SX_SITE_RED_ZONE },
		{ "rz_xchg", case_rz_xchg, SX_SITE_RED_ZONE },
		{ "rz_push_rsp", case_rz_push_rsp, SX_SITE_RED_ZONE },
		{ "nounwind", case_nounwind, SX_SITE_NO_UNWIND },
	};
	Dl_info di;
	if (!dladdr((void *)case_safe_plain, &di) || !di.dli_fbase)
		return 2;
	struct elf e;
	elf_open("/proc/self/exe", &e);
	struct sx_mem m = { elf_read, &e };
	int rc = 0;
	for (unsigned int i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		uint64_t va = (uint64_t)(uintptr_t)cases[i].fn - (uint64_t)(uintptr_t)di.dli_fbase;
		/* the syscall: the first 0f 05 of the function */
		uint64_t site = 0;
		for (uint64_t a = va; a < va + 64 && !site; a++) {
			uint8_t b[2];
			if (!elf_read(&e, a, b, 2) && b[0] == 0x0f && b[1] == 0x05)
				site = a;
		}
		enum sx_verdict v = site ? sx_site_analyse(&m, e.ehhdr, site) : SX_SITE_UNDECODABLE;
		printf("case %s: %s%s\n", cases[i].name, verdict_name(v),
		       v == cases[i].want ? "" : " (WRONG)");
		if (v != cases[i].want)
			rc = 1;
	}
	return rc;
}

static void print_lib(const char *sym)
{
	Dl_info di;
	void *p = dlsym(RTLD_DEFAULT, sym);
	char path[PATH_MAX];
	if (p && dladdr(p, &di) && di.dli_fname && realpath(di.dli_fname, path))
		printf("%s\n", path);
	else
		printf("?\n");
}

int main(int argc, char **argv)
{
	if (argc >= 2 && strcmp(argv[1], "libs") == 0) {
		print_lib("read");
		print_lib("__tls_get_addr");
		return 0;
	}
	if (argc == 2 && strcmp(argv[1], "cases") == 0)
		return cmd_cases();
	if (argc == 4 && strcmp(argv[1], "decode") == 0)
		return cmd_decode(argv[2], argv[3]);
	if (argc >= 3 && strcmp(argv[1], "verdicts") == 0)
		return cmd_verdicts(argv[2], argc - 3, argv + 3);
	fprintf(stderr, "usage: rw_sitecheck libs | cases | decode FILE DISASSEMBLY | verdicts FILE [FN...]\n");
	return 2;
}
