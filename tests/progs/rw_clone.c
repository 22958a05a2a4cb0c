/* SPDX-License-Identifier: GPL-2.0-or-later */
/* rw_clone: clone and vfork through one generic syscall site that already ran
 * other calls (under -m rewrite: a rewritten site, so they go through the
 * library's entry, not the trap): a thread on a stack of its own, a process
 * sharing the memory on a stack of its own, and vfork on the caller's stack.
 * Each child makes a call through the same site and exits with a code the
 * parent checks; and numbers no syscall has go through it (ENOSYS). Prints one
 * line per case and exits 0 when all went right. */
#define _GNU_SOURCE
#include <linux/futex.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

/* long gsys(nr, a0, a1, a2, a3, a4, void (*child)(void)): the syscall nr; when
 * it returns 0 and child is set, we are a new task (on its own stack or, for
 * vfork, on ours): call child, then exit with what it returned. */
long gsys(long nr, long a0, long a1, long a2, long a3, long a4, long (*child)(void));
__asm__(
	"	.text\n"
	"	.globl gsys\n"
	"	.type gsys,@function\n"
	"gsys:\n"
	"	.cfi_startproc\n"
	"	pushq %r12\n"
	"	.cfi_def_cfa_offset 16\n"
	"	.cfi_offset %r12, -16\n"
	"	movq 16(%rsp), %r12\n"
	"	movq %rdi, %rax\n"
	"	movq %rsi, %rdi\n"
	"	movq %rdx, %rsi\n"
	"	movq %rcx, %rdx\n"
	"	movq %r8, %r10\n"
	"	movq %r9, %r8\n"
	"	syscall\n"
	"	testq %rax, %rax\n"
	"	jnz 1f\n"
	"	testq %r12, %r12\n"
	"	jz 1f\n"
	"	xorl %ebp, %ebp\n"
	"	andq $-16, %rsp\n"
	"	call *%r12\n"
	"	movq %rax, %rdi\n"
	"	movl $60, %eax\n"	/* exit: this task only */
	"	syscall\n"
	"	hlt\n"
	"1:	popq %r12\n"
	"	.cfi_def_cfa_offset 8\n"
	"	ret\n"
	"	.cfi_endproc\n"
	"	.size gsys, .-gsys\n");

static long parent_pid;
static volatile int seen;

static long thread_body(void)
{
	/* A thread: same process, so getpid through the same site is the parent's. */
	seen = gsys(SYS_getpid, 0, 0, 0, 0, 0, NULL) == parent_pid;
	return 0;
}

static long shared_body(void)
{
	seen = gsys(SYS_getppid, 0, 0, 0, 0, 0, NULL) == parent_pid;
	return 5;
}

static long vfork_body(void)
{
	seen = gsys(SYS_getppid, 0, 0, 0, 0, 0, NULL) == parent_pid;
	return 6;
}

static char thread_stack[65536] __attribute__((aligned(16)));
static char shared_stack[65536] __attribute__((aligned(16)));

int main(void)
{
	int fails = 0;
	parent_pid = getpid();
	for (int i = 0; i < 3; i++)
		if (gsys(SYS_getpid, 0, 0, 0, 0, 0, NULL) != parent_pid)
			fails++;
	printf("site warm: %s\n", fails ? "wrong pid" : "ok");

	/* Numbers no x86-64 syscall has: ENOSYS, whichever sled they land on. */
	int bad = 0;
	long invalid[] = { 480, 511, 512, 600, 1000, 4000, 4079 };
	for (unsigned int i = 0; i < sizeof(invalid) / sizeof(invalid[0]); i++)
		bad += gsys(invalid[i], 0, 0, 0, 0, 0, NULL) != -38;
	printf("invalid numbers: %s\n", bad ? "wrong" : "ok");
	fails += bad;

	/* A thread on its own stack; the kernel clears ctid when it exits. */
	static volatile int32_t ctid = 1;
	int32_t ptid = 0;
	unsigned long flags = CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND | CLONE_THREAD |
			      CLONE_SYSVSEM | CLONE_PARENT_SETTID | CLONE_CHILD_CLEARTID;
	seen = 0;
	long tid = gsys(SYS_clone, (long)flags, (long)(thread_stack + sizeof(thread_stack)),
			(long)&ptid, (long)&ctid, 0, thread_body);
	while (tid > 0 && ctid != 0)
		syscall(SYS_futex, &ctid, FUTEX_WAIT, ctid, NULL, NULL, 0);
	int ok = tid > 0 && ptid == tid && seen;
	printf("thread: %s\n", ok ? "ok" : "wrong");
	fails += !ok;

	/* A process sharing the memory, on its own stack. */
	seen = 0;
	long pid = gsys(SYS_clone, CLONE_VM | SIGCHLD, (long)(shared_stack + sizeof(shared_stack)),
			0, 0, 0, shared_body);
	int status = 0;
	ok = pid > 0 && waitpid((pid_t)pid, &status, 0) == pid && WIFEXITED(status) &&
	     WEXITSTATUS(status) == 5 && seen;
	printf("shared-memory process: %s\n", ok ? "ok" : "wrong");
	fails += !ok;

	/* vfork: the child runs on this stack until it exits. */
	seen = 0;
	pid = gsys(SYS_vfork, 0, 0, 0, 0, 0, vfork_body);
	ok = pid > 0 && waitpid((pid_t)pid, &status, 0) == pid && WIFEXITED(status) &&
	     WEXITSTATUS(status) == 6 && seen;
	printf("vfork: %s\n", ok ? "ok" : "wrong");
	fails += !ok;
	return fails ? 1 : 0;
}
