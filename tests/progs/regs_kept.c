/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * regs_kept: a raw syscall instruction must leave every register but rax, rcx
 * and r11 as it was, the vector registers (xmm, and the upper halves of ymm
 * with AVX) and MXCSR included: a tracer that runs the call in a signal
 * handler must give them all back. Prints "registers kept" and exits 0, or
 * names what changed and exits 1.
 */
#include <cpuid.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>

static int has_avx(void)
{
	unsigned int a, b, c, d;
	if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & (1u << 27)) || !(c & (1u << 28)))
		return 0;
	uint32_t lo, hi;
	__asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
	return (lo & 6) == 6;
}

int main(void)
{
	uint64_t gp_in[8] = { 0x1111, 0x2222, 0x3333, 0x4444, 0x5555, 0x6666, 0x7777, 0x8888 };
	uint64_t gp_out[8];
	unsigned char v_in[32], v_out[32];
	uint32_t mxcsr_in = 0x1f80 ^ 0x6000, mxcsr_out, mxcsr_saved;	/* round toward zero */
	int avx = has_avx();
	for (int i = 0; i < 32; i++)
		v_in[i] = (unsigned char)(0xa0 + i);
	for (int round = 0; round < 1000; round++) {
		__asm__ __volatile__("stmxcsr %0" : "=m"(mxcsr_saved));
		if (avx)
			__asm__ __volatile__("vmovdqu %0, %%ymm7" : : "m"(v_in) : "xmm7");
		else
			__asm__ __volatile__("movdqu %0, %%xmm7" : : "m"(v_in) : "xmm7");
		__asm__ __volatile__(
			"ldmxcsr %[mi]\n\t"
			"movq 0(%[in]), %%r8\n\tmovq 8(%[in]), %%r9\n\tmovq 16(%[in]), %%r10\n\t"
			"movq 24(%[in]), %%r12\n\tmovq 32(%[in]), %%r13\n\tmovq 40(%[in]), %%r14\n\t"
			"movq 48(%[in]), %%r15\n\tmovq 56(%[in]), %%rbx\n\t"
			"movl %[nr], %%eax\n\tsyscall\n\t"
			"movq %%r8, 0(%[out])\n\tmovq %%r9, 8(%[out])\n\tmovq %%r10, 16(%[out])\n\t"
			"movq %%r12, 24(%[out])\n\tmovq %%r13, 32(%[out])\n\tmovq %%r14, 40(%[out])\n\t"
			"movq %%r15, 48(%[out])\n\tmovq %%rbx, 56(%[out])\n\t"
			"stmxcsr %[mo]\n\t"
			"ldmxcsr %[ms]"
			: [mo] "=m"(mxcsr_out)
			: [in] "D"(gp_in), [out] "S"(gp_out), [nr] "i"(SYS_getppid), [mi] "m"(mxcsr_in),
			  [ms] "m"(mxcsr_saved)
			: "rax", "rcx", "rdx", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15",
			  "rbx", "memory", "cc");
		memset(v_out, 0, sizeof(v_out));
		if (avx)
			__asm__ __volatile__("vmovdqu %%ymm7, %0" : "=m"(v_out));
		else
			__asm__ __volatile__("movdqu %%xmm7, %0" : "=m"(v_out));
		if (memcmp(gp_in, gp_out, sizeof(gp_in))) {
			printf("general registers changed\n");
			return 1;
		}
		if (memcmp(v_in, v_out, avx ? 32 : 16)) {
			printf("vector register changed\n");
			return 1;
		}
		if (mxcsr_out != mxcsr_in) {
			printf("mxcsr changed\n");
			return 1;
		}
	}
	printf("registers kept\n");
	return 0;
}
