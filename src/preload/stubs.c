/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Machine code with a fixed shape, in assembly.
 *
 * The exempt range (sx_exempt_start .. sx_exempt_end) holds every syscall
 * instruction the library executes. Syscall User Dispatch checks the address
 * *after* the syscall instruction, so each one is followed by at least one more
 * instruction inside the range.
 *
 * Outside it: two copy routines whose faults the SIGSEGV/SIGBUS handler turns
 * into an error return (sx_fault_fixup), so the handler can copy arguments from
 * any pointer the program passed.
 */
#include "config.h"

#include <sys/syscall.h>

#include "sx.h"

#define SX_STR_(x) #x
#define SX_STR(x) SX_STR_(x)

__asm__(
	"	.section .text.sx_exempt,\"ax\",@progbits\n"
	"	.balign 64\n"
	"	.globl sx_exempt_start\n"
	"	.hidden sx_exempt_start\n"
	"sx_exempt_start:\n"

	/* long sx_syscall_lib(nr, a0, a1, a2, a3, a4, a5) */
	"	.globl sx_syscall_lib\n"
	"	.hidden sx_syscall_lib\n"
	"	.type sx_syscall_lib,@function\n"
	"sx_syscall_lib:\n"
	"	.cfi_startproc\n"
	"	movq %rdi, %rax\n"
	"	movq %rsi, %rdi\n"
	"	movq %rdx, %rsi\n"
	"	movq %rcx, %rdx\n"
	"	movq %r8, %r10\n"
	"	movq %r9, %r8\n"
	"	movq 8(%rsp), %r9\n"
	"	syscall\n"
	"	ret\n"
	"	.cfi_endproc\n"
	"	.size sx_syscall_lib, .-sx_syscall_lib\n"

	/* long sx_syscall_prog(nr, a0, a1, a2, a3, a4, a5) */
	"	.globl sx_syscall_prog\n"
	"	.hidden sx_syscall_prog\n"
	"	.type sx_syscall_prog,@function\n"
	"sx_syscall_prog:\n"
	"	.cfi_startproc\n"
	"	movq %rdi, %rax\n"
	"	movq %rsi, %rdi\n"
	"	movq %rdx, %rsi\n"
	"	movq %rcx, %rdx\n"
	"	movq %r8, %r10\n"
	"	movq %r9, %r8\n"
	"	movq 8(%rsp), %r9\n"
	"	.globl sx_prog_insn\n"
	"	.hidden sx_prog_insn\n"
	"sx_prog_insn:\n"
	"	syscall\n"
	"	.globl sx_prog_after\n"
	"	.hidden sx_prog_after\n"
	"sx_prog_after:\n"
	"	ret\n"
	"	.cfi_endproc\n"
	"	.size sx_syscall_prog, .-sx_syscall_prog\n"

	/* sx_exit_unmapping(addr, len, code): the stack it runs on may be the
	 * one it unmaps, so nothing touches memory after the munmap. */
	"	.globl sx_exit_unmapping\n"
	"	.hidden sx_exit_unmapping\n"
	"	.type sx_exit_unmapping,@function\n"
	"sx_exit_unmapping:\n"
	"	movq %rdx, %r12\n"
	"	movl $11, %eax\n"
	"	syscall\n"
	"	movl $60, %eax\n"
	"	movq %r12, %rdi\n"
	"	syscall\n"
	"	hlt\n"
	"	.size sx_exit_unmapping, .-sx_exit_unmapping\n"

	/* long sx_syscall_i386(nr, a0..a5): ebx, ecx, edx, esi, edi, ebp */
	"	.globl sx_syscall_i386\n"
	"	.hidden sx_syscall_i386\n"
	"	.type sx_syscall_i386,@function\n"
	"sx_syscall_i386:\n"
	"	.cfi_startproc\n"
	"	pushq %rbx\n"
	"	.cfi_adjust_cfa_offset 8\n"
	"	pushq %rbp\n"
	"	.cfi_adjust_cfa_offset 8\n"
	"	movq %rdi, %rax\n"
	"	movq %rsi, %rbx\n"
	"	movq %rcx, %r11\n"
	"	movq %rdx, %rcx\n"
	"	movq %r11, %rdx\n"
	"	movq %r8, %rsi\n"
	"	movq %r9, %rdi\n"
	"	movq 24(%rsp), %rbp\n"
	"	int $0x80\n"
	"	popq %rbp\n"
	"	.cfi_adjust_cfa_offset -8\n"
	"	popq %rbx\n"
	"	.cfi_adjust_cfa_offset -8\n"
	"	movslq %eax, %rax\n"
	"	ret\n"
	"	.cfi_endproc\n"
	"	.size sx_syscall_i386, .-sx_syscall_i386\n"

	/* Restorer of the library's own handlers: returns without trapping. */
	"	.globl sx_restorer\n"
	"	.hidden sx_restorer\n"
	"sx_restorer:\n"
	"	movq $15, %rax\n"
	"	syscall\n"
	"	hlt\n"

	/* rt_sigreturn in the program's context: the handler set rax = 15 and left
	 * the stack pointer on the program's signal frame. */
	"	.globl sx_tramp_sigreturn\n"
	"	.hidden sx_tramp_sigreturn\n"
	"sx_tramp_sigreturn:\n"
	"	syscall\n"
	"	hlt\n"

	/* clone, clone3, vfork in the program's context: every register is the
	 * program's (rax = the syscall number). Parent and child both come back
	 * here; sx_clone_return records, arms the child, and says where the
	 * program continues. The hook runs below the red zone with the argument
	 * registers saved; rax ends as the result, rcx and r11 are clobbered as
	 * by any syscall. */
	"	.globl sx_tramp_clone\n"
	"	.hidden sx_tramp_clone\n"
	"sx_tramp_clone:\n"
	"	syscall\n"
	"	.globl sx_tramp_clone_after\n"
	"	.hidden sx_tramp_clone_after\n"
	"sx_tramp_clone_after:\n"
	"	movq %rsp, %r11\n"
	"	leaq -128(%rsp), %rsp\n"
	"	andq $-16, %rsp\n"
	"	pushq %r11\n"
	"	pushq %rax\n"
	"	pushq %rdi\n"
	"	pushq %rsi\n"
	"	pushq %rdx\n"
	"	pushq %r8\n"
	"	pushq %r9\n"
	"	pushq %r10\n"
	"	pushfq\n"
	"	subq $8, %rsp\n"
	"	cld\n"
	"	movq %rax, %rdi\n"
	"	call sx_clone_return\n"
	"	movq %rax, %rcx\n"
	"	addq $8, %rsp\n"
	"	popfq\n"
	"	popq %r10\n"
	"	popq %r9\n"
	"	popq %r8\n"
	"	popq %rdx\n"
	"	popq %rsi\n"
	"	popq %rdi\n"
	"	popq %rax\n"
	"	popq %rsp\n"
	"	jmpq *%rcx\n"
	"	hlt\n"

	/* long sx_maps_clone(flags, child_sp): clone for maps.c's helper thread;
	 * the child pops a function and its argument left at child_sp, calls it
	 * on that stack and exits (this thread only). Returns the child's tid or
	 * -errno in the caller. Both syscalls are the library's own. */
	"	.globl sx_maps_clone\n"
	"	.hidden sx_maps_clone\n"
	"	.type sx_maps_clone,@function\n"
	"sx_maps_clone:\n"
	"	movl $" SX_STR(__NR_clone) ", %eax\n"
	"	xorl %edx, %edx\n"
	"	xorl %r10d, %r10d\n"
	"	xorl %r8d, %r8d\n"
	"	syscall\n"
	"	testq %rax, %rax\n"
	"	jnz 1f\n"
	"	popq %rax\n"
	"	popq %rdi\n"
	"	callq *%rax\n"
	"	movl $" SX_STR(__NR_exit) ", %eax\n"
	"	xorl %edi, %edi\n"
	"	syscall\n"
	"	hlt\n"
	"1:	ret\n"
	"	.size sx_maps_clone, .-sx_maps_clone\n"

	"	.globl sx_exempt_end\n"
	"	.hidden sx_exempt_end\n"
	"sx_exempt_end:\n"
	"	.text\n");

/* The fault-safe routines, outside the exempt range (they make no syscalls). */
__asm__(
	"	.text\n"
	/* size_t sx_safe_copy(dst, src, n): bytes not copied */
	"	.globl sx_safe_copy\n"
	"	.hidden sx_safe_copy\n"
	"	.type sx_safe_copy,@function\n"
	"sx_safe_copy:\n"
	"	movq %rdx, %rcx\n"
	"sx_copy_insn:\n"
	"	rep movsb\n"
	"sx_copy_fixup:\n"
	"	movq %rcx, %rax\n"
	"	ret\n"
	"	.size sx_safe_copy, .-sx_safe_copy\n"

	/* long sx_safe_strnlen(s, max): length, max if no NUL, -1 if unreadable */
	"	.globl sx_safe_strnlen\n"
	"	.hidden sx_safe_strnlen\n"
	"	.type sx_safe_strnlen,@function\n"
	"sx_safe_strnlen:\n"
	"	xorl %eax, %eax\n"
	"1:	cmpq %rsi, %rax\n"
	"	jae 2f\n"
	"sx_strnlen_load:\n"
	"	cmpb $0, (%rdi,%rax)\n"
	"	je 2f\n"
	"	incq %rax\n"
	"	jmp 1b\n"
	"2:	ret\n"
	"sx_strnlen_fixup:\n"
	"	movq $-1, %rax\n"
	"	ret\n"
	"	.size sx_safe_strnlen, .-sx_safe_strnlen\n");

/* The offsets sx_fast_return uses. */
_Static_assert(offsetof(ucontext_t, uc_mcontext.fpregs) == 224, "fpregs");
_Static_assert(offsetof(ucontext_t, uc_mcontext.gregs[REG_R8]) == 40, "r8");
_Static_assert(offsetof(ucontext_t, uc_mcontext.gregs[REG_R11]) == 64, "r11");
_Static_assert(offsetof(ucontext_t, uc_mcontext.gregs[REG_RAX]) == 144, "rax");
_Static_assert(offsetof(ucontext_t, uc_mcontext.gregs[REG_RSP]) == 160, "rsp");
_Static_assert(offsetof(ucontext_t, uc_mcontext.gregs[REG_RIP]) == 168, "rip");
_Static_assert(offsetof(ucontext_t, uc_mcontext.gregs[REG_EFL]) == 176, "eflags");
_Static_assert(offsetof(struct _libc_fpstate, _xmm) + 16 * 16 + 6 * 8 == 464, "sw_reserved");

/* The SIGSYS handler's entry and exit (sx.h). It keeps a frame pointer, so that
 * altstack.c can find its ucontext from code it interrupted. The fast exit
 * restores what rt_sigreturn would from the ucontext: the vector state (in the
 * kernel's format: XSAVE when the magic says so, else FXSAVE), every register,
 * rflags; rcx and r11 end as after a syscall (the return address, rflags).
 * Nothing is read from the frame once the stack pointer is the program's: a
 * signal then would find the alternate stack free and write over the frame. */
__asm__(
	"	.text\n"
	"	.globl sx_sigsys_entry\n"
	"	.hidden sx_sigsys_entry\n"
	"	.type sx_sigsys_entry,@function\n"
	"sx_sigsys_entry:\n"
	"	.cfi_startproc\n"
	"	pushq %rbp\n"
	"	.cfi_def_cfa_offset 16\n"
	"	.cfi_offset %rbp, -16\n"
	"	movq %rsp, %rbp\n"
	"	.cfi_def_cfa_register %rbp\n"
	"	pushq %rdx\n"
	"	subq $8, %rsp\n"
	"	call sx_on_sigsys\n"
	"	movq -8(%rbp), %rdi\n"
	"	leave\n"
	"	.cfi_def_cfa %rsp, 8\n"
	"	testl %eax, %eax\n"
	"	jnz sx_fast_return\n"
	"	ret\n"
	"	.cfi_endproc\n"
	"	.size sx_sigsys_entry, .-sx_sigsys_entry\n"

	"	.type sx_fast_return,@function\n"
	"sx_fast_return:\n"
	"	movq %rdi, %r11\n"
	"	movq 224(%r11), %rcx\n"		/* uc_mcontext.fpregs */
	"	testq %rcx, %rcx\n"
	"	jz 2f\n"
	"	cmpl $0x46505853, 464(%rcx)\n"	/* FP_XSTATE_MAGIC1 in sw_reserved */
	"	jne 1f\n"
	"	movl 472(%rcx), %eax\n"		/* the features the kernel saved */
	"	movl 476(%rcx), %edx\n"
	"	xrstor64 (%rcx)\n"
	"	jmp 2f\n"
	"1:	fxrstor64 (%rcx)\n"
	"2:	leaq 40(%r11), %rsp\n"		/* pop the registers off the frame: */
	"	popq %r8\n"				/* a signal now puts its frame below */
	"	popq %r9\n"				/* the stack pointer, over what was */
	"	popq %r10\n"				/* read already, never over what is */
	"	addq $8, %rsp\n"			/* still to be read */
	"	popq %r12\n"
	"	popq %r13\n"
	"	popq %r14\n"
	"	popq %r15\n"
	"	popq %rdi\n"
	"	popq %rsi\n"
	"	popq %rbp\n"
	"	popq %rbx\n"
	"	popq %rdx\n"
	"	popq %rax\n"
	"	addq $8, %rsp\n"
	"	movq 8(%rsp), %rcx\n"			/* rip */
	"	movq 16(%rsp), %r11\n"			/* eflags */
	"	pushq %r11\n"
	"	popfq\n"
	"	popq %rsp\n"
	"	jmpq *%rcx\n"
	"	.size sx_fast_return, .-sx_fast_return\n");

/* long sx_call_on_stack(arg, fn, top): fn(arg) with the stack pointer at top
 * (16-byte aligned), back on the caller's stack afterwards (stack.c: the
 * unwinder runs on a stack of its own). */
__asm__(
	"	.text\n"
	"	.globl sx_call_on_stack\n"
	"	.hidden sx_call_on_stack\n"
	"	.type sx_call_on_stack,@function\n"
	"sx_call_on_stack:\n"
	"	.cfi_startproc\n"
	"	pushq %rbp\n"
	"	.cfi_def_cfa_offset 16\n"
	"	.cfi_offset %rbp, -16\n"
	"	movq %rsp, %rbp\n"
	"	.cfi_def_cfa_register %rbp\n"
	"	movq %rdx, %rsp\n"
	"	call *%rsi\n"
	"	movq %rbp, %rsp\n"
	"	popq %rbp\n"
	"	.cfi_def_cfa %rsp, 8\n"
	"	ret\n"
	"	.cfi_endproc\n"
	"	.size sx_call_on_stack, .-sx_call_on_stack\n");

extern char sx_copy_insn[], sx_copy_fixup[], sx_strnlen_load[], sx_strnlen_fixup[];

uint64_t sx_fault_fixup(uint64_t ip)
{
	if (ip == (uint64_t)(uintptr_t)sx_copy_insn)
		return (uint64_t)(uintptr_t)sx_copy_fixup;
	if (ip == (uint64_t)(uintptr_t)sx_strnlen_load)
		return (uint64_t)(uintptr_t)sx_strnlen_fixup;
	return 0;
}
