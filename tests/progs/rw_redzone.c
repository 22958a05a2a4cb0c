/* SPDX-License-Identifier: GPL-2.0-or-later */
/* rw_redzone [CALLS]: a leaf function (assembly, with unwind tables) keeps data
 * in the 128-byte red zone below its stack pointer across an inline syscall
 * instruction, as a compiler may, while an interval timer's handler (which
 * makes syscalls of its own) lands anywhere. -m rewrite must leave that site
 * trapped (its red-zone check sees the function store below %rsp); with
 * --rewrite-sites=all the site becomes `call *%rax`, which writes its return
 * address at rsp - 8, and nothing else of the red zone may change. Prints
 * "redzone: N calls, M qwords changed below rsp-8" (M must be 0) on stdout, and
 * how often the rsp - 8 slot itself changed on stderr (always 0 untraced and
 * when the site stays trapped). The flags set before the syscall instruction
 * must be set after it, as a syscall keeps them. A second leaf function,
 * rz_clean, keeps nothing below its stack pointer: its site is rewritten; it
 * runs getuid every other iteration. Exits 0 when M is 0, every call returned
 * what it should and kept the flags. */
#define _GNU_SOURCE
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <unistd.h>

/* long rz_leaf(long nr, uint64_t seed, uint64_t out[3]): fills rsp-128 .. rsp-1
 * with seed, seed+1, ...; runs syscall nr (no arguments); returns how many of the
 * 15 qwords rsp-128 .. rsp-16 changed; out[0]: whether rsp-8 changed, out[1]:
 * the syscall's result, out[2]: 1 if the flags set before the syscall were
 * still set after it. No stack frame, no call: a leaf function using its red
 * zone. */
long rz_leaf(long nr, uint64_t seed, uint64_t *out);
__asm__(
	"	.text\n"
	"	.globl rz_leaf\n"
	"	.type rz_leaf,@function\n"
	"rz_leaf:\n"
	"	.cfi_startproc\n"
	"	movq %rsi, %r8\n"
	"	leaq -128(%rsp), %r9\n"
	"	movl $16, %ecx\n"
	"1:	movq %r8, (%r9)\n"
	"	addq $8, %r9\n"
	"	incq %r8\n"
	"	decl %ecx\n"
	"	jnz 1b\n"
	"	movq %rdx, %r8\n"	/* out: r8 survives a syscall */
	"	movq %rdi, %rax\n"
	/* CF and OF set, ZF clear: a syscall instruction keeps the flags. */
	"	movb $0x7f, %cl\n"
	"	addb $1, %cl\n"
	"	stc\n"
	"	syscall\n"
	"	setc %cl\n"
	"	seto %dl\n"
	"	setnz %r11b\n"
	"	andb %dl, %cl\n"
	"	andb %r11b, %cl\n"
	"	movzbq %cl, %rcx\n"
	"	movq %rcx, 16(%r8)\n"
	"	movq %rax, 8(%r8)\n"
	"	xorl %eax, %eax\n"
	"	movq %rsi, %r9\n"
	"	leaq -128(%rsp), %r10\n"
	"	movl $15, %ecx\n"
	"2:	cmpq %r9, (%r10)\n"
	"	je 3f\n"
	"	incq %rax\n"
	"3:	addq $8, %r10\n"
	"	incq %r9\n"
	"	decl %ecx\n"
	"	jnz 2b\n"
	"	xorl %edx, %edx\n"
	"	cmpq %r9, -8(%rsp)\n"
	"	setne %dl\n"
	"	movq %rdx, (%r8)\n"
	"	ret\n"
	"	.cfi_endproc\n"
	"	.size rz_leaf, .-rz_leaf\n");

/* long rz_clean(long nr): syscall nr (no arguments), nothing below %rsp. */
long rz_clean(long nr);
__asm__(
	"	.text\n"
	"	.globl rz_clean\n"
	"	.type rz_clean,@function\n"
	"rz_clean:\n"
	"	.cfi_startproc\n"
	"	movq %rdi, %rax\n"
	"	syscall\n"
	"	ret\n"
	"	.cfi_endproc\n"
	"	.size rz_clean, .-rz_clean\n");

static void on_alarm(int sig)
{
	(void)sig;
	getppid();	/* a syscall of its own, from a handler that interrupted anything */
}

int main(int argc, char **argv)
{
	long calls = argc > 1 ? atol(argv[1]) : 20000;
	long changed = 0, slot8 = 0, wrong = 0, flags_lost = 0;
	pid_t pid = getpid(), ppid = getppid();
	long uid = (long)getuid();
	struct sigaction sa = { .sa_handler = on_alarm, .sa_flags = SA_RESTART };
	sigemptyset(&sa.sa_mask);
	sigaction(SIGALRM, &sa, NULL);
	struct itimerval it = { { 0, 200 }, { 0, 200 } };
	setitimer(ITIMER_REAL, &it, NULL);
	for (long i = 0; i < calls; i++) {
		/* One site, two numbers: getppid (traced in the test), getpid (not). */
		long nr = (i & 1) ? SYS_getpid : SYS_getppid;
		uint64_t out[3];
		changed += rz_leaf(nr, 0x5a5a000000000000ull + (uint64_t)i * 64, out);
		slot8 += (long)out[0];
		flags_lost += out[2] != 1;
		if ((long)out[1] != (nr == SYS_getpid ? pid : ppid))
			wrong++;
		if ((i & 1) && rz_clean(SYS_getuid) != uid)
			wrong++;
	}
	struct itimerval off = { { 0, 0 }, { 0, 0 } };
	setitimer(ITIMER_REAL, &off, NULL);
	printf("redzone: %ld calls, %ld qwords changed below rsp-8, %ld wrong results, "
	       "flags lost %ld times\n", calls, changed, wrong, flags_lost);
	fprintf(stderr, "rsp-8 changed in %ld of %ld calls\n", slot8, calls);
	return changed || wrong || flags_lost ? 1 : 0;
}
