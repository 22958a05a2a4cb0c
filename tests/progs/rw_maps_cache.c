/* SPDX-License-Identifier: GPL-2.0-or-later */
/* rw_maps_cache: -m rewrite keeps the executable mappings it read and must
 * notice when the program changes them. In a page of its own code, a site is
 * run (rewritten), the page's protections are changed, and a second site of
 * the same page is run (rewritten too, with the page's protections put back
 * after the store): they must be the new ones. Case 1: read-write-execute,
 * then read-execute: a write to the page must fault. Case 2: read-execute,
 * then read-write-execute: a write must work. Prints what it saw; exits 0
 * when both are right. */
#define _GNU_SOURCE
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static sigjmp_buf jb;

static void on_segv(int sig)
{
	(void)sig;
	siglongjmp(jb, 1);
}

static int can_write(uint8_t *p)
{
	if (sigsetjmp(jb, 1))
		return 0;
	*(volatile uint8_t *)(p + 200) = 0xc3;
	return 1;
}

/* Two sites: getppid at p and at p + 16, each `mov $110, %eax; syscall; ret`. */
static uint8_t *code_page(void)
{
	static const uint8_t site[] = { 0xb8, 0x6e, 0x00, 0x00, 0x00, 0x0f, 0x05, 0xc3 };
	uint8_t *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		return NULL;
	memcpy(p, site, sizeof(site));
	memcpy(p + 16, site, sizeof(site));
	return p;
}

static long run(uint8_t *at)
{
	return ((long (*)(void))(void *)at)();
}

int main(void)
{
	struct sigaction sa = { .sa_handler = on_segv };
	sigemptyset(&sa.sa_mask);
	sigaction(SIGSEGV, &sa, NULL);
	long ppid = getppid(), wrong = 0;

	uint8_t *p = code_page(), *q = code_page();
	if (!p || !q)
		return 2;
	mprotect(p, 4096, PROT_READ | PROT_WRITE | PROT_EXEC);
	wrong += run(p) != ppid;
	mprotect(p, 4096, PROT_READ | PROT_EXEC);
	wrong += run(p + 16) != ppid;
	int w1 = can_write(p);

	mprotect(q, 4096, PROT_READ | PROT_EXEC);
	wrong += run(q) != ppid;
	mprotect(q, 4096, PROT_READ | PROT_WRITE | PROT_EXEC);
	wrong += run(q + 16) != ppid;
	int w2 = can_write(q);

	printf("maps cache: read-execute page written: %s, read-write-execute page written: %s, "
	       "%ld wrong results\n", w1 ? "yes" : "no", w2 ? "yes" : "no", wrong);
	return !w1 && w2 && !wrong ? 0 : 1;
}
