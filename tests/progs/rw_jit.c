/* SPDX-License-Identifier: GPL-2.0-or-later */
/* rw_jit [CALLS]: what a JIT does to code. Code with a syscall at one offset is
 * written to a fresh mapping and run (under -m rewrite its site is rewritten);
 * the mapping is unmapped and new code mapped at the same address, with other
 * instructions where the old syscall was and a syscall at another offset; then
 * that code is overwritten in place (made writable, rewritten, made executable
 * again) with a syscall at a third offset. Each version runs CALLS times and must
 * return its own syscall's result. Prints one line per version and exits 0 when
 * all were right. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

/* mov $nr, %eax (5 bytes) */
static size_t put_mov(uint8_t *p, uint32_t nr)
{
	p[0] = 0xb8;
	memcpy(p + 1, &nr, 4);
	return 5;
}

static size_t put_nops(uint8_t *p, size_t n)
{
	memset(p, 0x90, n);
	return n;
}

/* Code: nops, mov $nr, %eax, nops, syscall, ret; the syscall at offset at. */
static void emit(uint8_t *p, uint32_t nr, size_t at)
{
	size_t k = 0;
	k += put_nops(p + k, at - 5 - 3);
	k += put_mov(p + k, nr);
	k += put_nops(p + k, 3);
	p[k++] = 0x0f;
	p[k++] = 0x05;
	p[k++] = 0xc3;
}

static int run(const char *what, void *code, long calls, long want)
{
	long (*fn)(void) = (long (*)(void))code;
	long bad = 0;
	for (long i = 0; i < calls; i++)
		if (fn() != want)
			bad++;
	printf("%s: %ld calls, %ld wrong\n", what, calls, bad);
	return bad != 0;
}

int main(int argc, char **argv)
{
	long calls = argc > 1 ? atol(argv[1]) : 100;
	long pid = getpid(), ppid = getppid(), uid = getuid();
	int fails = 0;

	uint8_t *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		return 2;
	emit(p, SYS_getpid, 8);
	mprotect(p, 4096, PROT_READ | PROT_EXEC);
	fails += run("first code (getpid, syscall at 8)", p, calls, pid);

	/* Unmapped, and new code at the same address: where the old syscall was
	 * (8, 9) are now the immediate bytes of a mov. */
	munmap(p, 4096);
	uint8_t *q = mmap(p, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED,
			  -1, 0);
	if (q != p)
		return 2;
	emit(q, SYS_getppid, 30);
	put_mov(q + 7, SYS_getppid);	/* bytes 7..11: b8 6e 00 00 00 */
	mprotect(q, 4096, PROT_READ | PROT_EXEC);
	fails += run("remapped code (getppid, syscall at 30)", q, calls, ppid);

	/* Rewritten in place, as a JIT patches its code cache. */
	mprotect(q, 4096, PROT_READ | PROT_WRITE);
	memset(q, 0xcc, 64);
	emit(q, SYS_getuid, 17);
	mprotect(q, 4096, PROT_READ | PROT_EXEC);
	fails += run("patched code (getuid, syscall at 17)", q, calls, uid);
	return fails ? 1 : 0;
}
