/* systrace: -e trace=rt_sigaction,rt_sigprocmask,rt_sigpending,rt_sigsuspend,rt_sigreturn,sigaltstack */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * rt_sigaction, rt_sigprocmask, rt_sigpending, rt_sigsuspend, rt_sigreturn,
 * sigaltstack: handlers, masks (plain and complemented), the signal frame
 * rt_sigreturn reads, short and bad sigsets, structs at a page end.
 */
#include "tests.h"

#include <signal.h>

/* The kernel's struct sigaction on x86_64. */
struct ksigaction {
	unsigned long handler;
	unsigned long flags;
	unsigned long restorer;
	unsigned long mask;
};

#define K_SA_RESTORER 0x04000000UL
#ifndef SS_AUTODISARM
# define SS_AUTODISARM (1U << 31)
#endif

static volatile int caught;

static void handler(int sig)
{
	(void)sig;
	caught++;
}

static long sigaction_raw(long sig, const void *act, void *old, long size)
{
	return syscall(SYS_rt_sigaction, sig, act, old, size);
}

static long sigprocmask_raw(long how, const void *set, void *old, long size)
{
	return syscall(SYS_rt_sigprocmask, how, set, old, size);
}

int main(void)
{
	long rc;
	struct ksigaction *old = tail_alloc(sizeof(*old) + 56);
	struct ksigaction *act = tail_alloc(sizeof(*act) + 56);

	/* libc's sigaction adds its restorer; read it back to know it. */
	struct sigaction sa = { .sa_handler = handler };
	if (sigaction(SIGUSR1, &sa, NULL))
		perror_msg_and_fail("sigaction");
	rc = sigaction_raw(SIGUSR1, NULL, old, 8);
	unsigned long restorer = old->restorer;
	printf("rt_sigaction(SIGUSR1, {sa_handler=%p, sa_mask=[], sa_flags=SA_RESTORER, "
	       "sa_restorer=%#lx}, NULL, 8) = 0\n", (void *)handler, restorer);
	printf("rt_sigaction(SIGUSR1, NULL, %s, 8) = %s\n",
	       out_argf(old, "{sa_handler=%p, sa_mask=[], sa_flags=SA_RESTORER, sa_restorer=%#lx}",
			(void *)handler, restorer), sprintrc(rc));

	/* Masks, flags with unknown bits, special handlers. */
	*act = (struct ksigaction){ .handler = (unsigned long)SIG_IGN,
		.flags = K_SA_RESTORER | SA_RESTART | SA_NOCLDSTOP | 0x100,
		.restorer = restorer, .mask = 1UL << (SIGINT - 1) | 1UL << (SIGTERM - 1) };
	rc = sigaction_raw(SIGUSR2, act, old, 8);
	printf("rt_sigaction(SIGUSR2, {sa_handler=SIG_IGN, sa_mask=[INT TERM], "
	       "sa_flags=SA_RESTORER|SA_RESTART|SA_NOCLDSTOP|0x100, sa_restorer=%#lx}, %s, 8) = %s\n",
	       restorer, out_arg(old, "{sa_handler=SIG_DFL, sa_mask=[], sa_flags=0}"), sprintrc(rc));

	act->handler = (unsigned long)SIG_DFL;
	act->flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER | SA_RESETHAND;
	act->mask = ~0UL & ~(1UL << (SIGKILL - 1)) & ~(1UL << (SIGSTOP - 1)) & ~(3UL << 31);
	rc = sigaction_raw(SIGCHLD, act, NULL, 8);
	printf("rt_sigaction(SIGCHLD, {sa_handler=SIG_DFL, sa_mask=~[KILL STOP RTMIN RT_1], "
	       "sa_flags=SA_ONSTACK|SA_NODEFER|SA_RESETHAND|SA_SIGINFO}, NULL, 8) = %s\n",
	       sprintrc(rc));

	act->handler = 0xdeadbeef;
	act->flags = 0x100000000UL;
	act->mask = ~0UL;
	rc = sigaction_raw(0, act, old, 8);
	printf("rt_sigaction(0, {sa_handler=0xdeadbeef, sa_mask=~[], sa_flags=0x100000000 /* SA_??? */}, "
	       "%p, 8) = %s\n", (void *)old, sprintrc(rc));
	rc = sigaction_raw(100, NULL, NULL, 8);
	printf("rt_sigaction(100, NULL, NULL, 8) = %s\n", sprintrc(rc));
	rc = sigaction_raw(SIGHUP, BAD_ADDR, NULL, 8);
	printf("rt_sigaction(SIGHUP, %s, NULL, 8) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = sigaction_raw(SIGHUP, NULL, old, 9);
	printf("rt_sigaction(SIGHUP, NULL, %p, 9) = %s\n", (void *)old, sprintrc(rc));

	/* The kernel reads 32 bytes; strace reads a libc-sized mask and so
	 * cannot show a struct that ends nearer than that to unmapped memory. */
	struct ksigaction *tight = tail_alloc(sizeof(*tight));
	*tight = (struct ksigaction){ .handler = (unsigned long)SIG_DFL };
	rc = sigaction_raw(SIGUSR2, tight, NULL, 8);
	printf("rt_sigaction(SIGUSR2, %p, NULL, 8) = %s\n", (void *)tight, sprintrc(rc));

	/* rt_sigprocmask. */
	unsigned long *set = tail_alloc(sizeof(*set));
	unsigned long *oset = tail_alloc(sizeof(*oset));
	*set = 1UL << (SIGUSR1 - 1);
	rc = sigprocmask_raw(SIG_BLOCK, set, oset, 8);
	printf("rt_sigprocmask(SIG_BLOCK, [USR1], %s, 8) = %s\n", out_arg(oset, "[]"), sprintrc(rc));
	*set = 1UL << (SIGUSR2 - 1) | 1UL << 33 | 1UL << 63;
	rc = sigprocmask_raw(SIG_UNBLOCK, set, NULL, 8);
	printf("rt_sigprocmask(SIG_UNBLOCK, [USR2 RT_2 RT_32], NULL, 8) = %s\n", sprintrc(rc));
	rc = sigprocmask_raw(SIG_SETMASK, NULL, oset, 8);
	printf("rt_sigprocmask(SIG_SETMASK, NULL, %s, 8) = %s\n", out_arg(oset, "[USR1]"), sprintrc(rc));
	rc = sigprocmask_raw(3, set, oset, 8);
	printf("rt_sigprocmask(0x3 /* SIG_??? */, [USR2 RT_2 RT_32], %p, 8) = %s\n",
	       (void *)oset, sprintrc(rc));
	rc = sigprocmask_raw(SIG_BLOCK, set, oset, 4);
	printf("rt_sigprocmask(SIG_BLOCK, %p, %p, 4) = %s\n", (void *)set, (void *)oset,
	       sprintrc(rc));
	rc = sigprocmask_raw(SIG_BLOCK, BAD_ADDR, oset, 8);
	printf("rt_sigprocmask(SIG_BLOCK, %s, %p, 8) = %s\n", sprintaddr(BAD_ADDR),
	       (void *)oset, sprintrc(rc));
	rc = sigprocmask_raw(SIG_BLOCK, NULL, (char *)oset + 1, 8);
	printf("rt_sigprocmask(SIG_BLOCK, NULL, %p, 8) = %s\n", (void *)((char *)oset + 1),
	       sprintrc(rc));

	/* A pending signal; a short set is allowed here. */
	rc = syscall(SYS_kill, getpid(), SIGUSR1);
	if (rc)
		perror_msg_and_fail("kill");
	rc = syscall(SYS_rt_sigpending, oset, 8);
	printf("rt_sigpending(%s, 8) = %s\n", out_arg(oset, "[USR1]"), sprintrc(rc));
	rc = syscall(SYS_rt_sigpending, oset, 4);
	printf("rt_sigpending(%s, 4) = %s\n", out_arg(oset, "[USR1]"), sprintrc(rc));
	rc = syscall(SYS_rt_sigpending, oset, 9);
	printf("rt_sigpending(%p, 9) = %s\n", (void *)oset, sprintrc(rc));
	rc = syscall(SYS_rt_sigpending, BAD_ADDR, 8);
	printf("rt_sigpending(%s, 8) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));

	/* Unblock it while waiting: the handler runs, then rt_sigreturn
	 * restores the mask saved in the signal frame. */
	*set = 0;
	rc = syscall(SYS_rt_sigsuspend, set, 8);
	printf("rt_sigsuspend([], 8) = ? ERESTARTNOHAND (To be restarted if no handler)\n");
	printf("--- SIGUSR1 {si_signo=SIGUSR1, si_code=SI_USER, si_pid=%d, si_uid=%d} ---\n",
	       getpid(), getuid());
	printf("rt_sigreturn({mask=[USR1]}) = -1 EINTR (Interrupted system call)\n");
	if (caught != 1)
		perror_msg_and_fail("handler did not run");
	rc = syscall(SYS_rt_sigsuspend, set, 4);
	printf("rt_sigsuspend(%p, 4) = %s\n", (void *)set, sprintrc(rc));

	/* sigaltstack. */
	stack_t *ss = tail_alloc(sizeof(*ss));
	stack_t *oss = tail_alloc(sizeof(*oss));
	void *stack = malloc(SIGSTKSZ * 2);
	ss->ss_sp = stack;
	ss->ss_flags = 0;
	ss->ss_size = SIGSTKSZ * 2;
	rc = syscall(SYS_sigaltstack, ss, oss);
	printf("sigaltstack({ss_sp=%p, ss_flags=0, ss_size=%zu}, %s) = %s\n", stack,
	       (size_t)SIGSTKSZ * 2, out_arg(oss, "{ss_sp=NULL, ss_flags=SS_DISABLE, ss_size=0}"),
	       sprintrc(rc));
	rc = syscall(SYS_sigaltstack, NULL, oss);
	printf("sigaltstack(NULL, %s) = %s\n",
	       out_argf(oss, "{ss_sp=%p, ss_flags=0, ss_size=%zu}", stack, (size_t)SIGSTKSZ * 2),
	       sprintrc(rc));
	ss->ss_flags = SS_DISABLE;
	rc = syscall(SYS_sigaltstack, ss, NULL);
	printf("sigaltstack({ss_sp=%p, ss_flags=SS_DISABLE, ss_size=%zu}, NULL) = %s\n", stack,
	       (size_t)SIGSTKSZ * 2, sprintrc(rc));
	ss->ss_flags = 0x14;
	rc = syscall(SYS_sigaltstack, ss, oss);
	printf("sigaltstack({ss_sp=%p, ss_flags=0x14 /* SS_??? */, ss_size=%zu}, %p) = %s\n",
	       stack, (size_t)SIGSTKSZ * 2, (void *)oss, sprintrc(rc));
	ss->ss_flags = SS_ONSTACK | SS_AUTODISARM;
	rc = syscall(SYS_sigaltstack, ss, BAD_ADDR);
	printf("sigaltstack({ss_sp=%p, ss_flags=SS_ONSTACK|SS_AUTODISARM, ss_size=%zu}, %s) = %s\n",
	       stack, (size_t)SIGSTKSZ * 2, sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_sigaltstack, (char *)ss + 1, NULL);
	printf("sigaltstack(%p, NULL) = %s\n", (void *)((char *)ss + 1), sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
