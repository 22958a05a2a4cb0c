/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Sets signal actions with full masks and odd flags, reads them back, and prints
 * what it got: the output must not depend on the tracer (the capture library of
 * -m buffered keeps its own actions behind the program's, and must give back
 * exactly what the kernel would).
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#define SA_UNSUPPORTED_ 0x400	/* unknown to the kernel: reads back as 0 */

struct ksigaction {
	unsigned long handler, flags, restorer, mask;
};

static void handler(int sig)
{
	(void)sig;
}

static void show(int sig)
{
	struct sigaction old;
	if (sigaction(sig, NULL, &old) != 0) {
		printf("%d: sigaction failed\n", sig);
		return;
	}
	printf("%d: handler=%s flags=%#lx mask=%#lx\n", sig,
	       old.sa_handler == SIG_DFL ? "SIG_DFL" : old.sa_handler == SIG_IGN ? "SIG_IGN"
										: "handler",
	       (unsigned long)old.sa_flags & ~0x04000000ul /* SA_RESTORER: libc's */,
	       ((unsigned long *)&old.sa_mask)[0]);
}

int main(void)
{
	const int sigs[] = { SIGUSR1, SIGSEGV, SIGSYS, SIGBUS, SIGINT, SIGCHLD, SIGRTMIN };
	for (unsigned int i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++) {
		int sig = sigs[i];
		show(sig);
		struct sigaction sa;
		memset(&sa, 0, sizeof(sa));
		sa.sa_handler = i == 4 ? SIG_IGN : handler;
		sigfillset(&sa.sa_mask);
		sa.sa_flags = SA_RESTART | SA_UNSUPPORTED_ | (sig == SIGCHLD ? SA_NOCLDSTOP : 0);
		sigaction(sig, &sa, NULL);
		show(sig);
		/* A mask with only the signals the library needs, and SA_ONSTACK. */
		sigemptyset(&sa.sa_mask);
		sigaddset(&sa.sa_mask, SIGSYS);
		sigaddset(&sa.sa_mask, SIGSEGV);
		sigaddset(&sa.sa_mask, SIGKILL);
		sa.sa_flags = SA_ONSTACK | SA_NODEFER | SA_RESETHAND;
		struct sigaction prev;
		sigaction(sig, &sa, &prev);
		printf("%d: previous mask=%#lx\n", sig, ((unsigned long *)&prev.sa_mask)[0]);
		show(sig);
		sa.sa_handler = SIG_DFL;
		sigaction(sig, &sa, NULL);
		show(sig);
	}
	/* The raw call, with the kernel's struct. */
	struct ksigaction k = { 0 };
	long rc = syscall(SYS_rt_sigaction, SIGUSR2, NULL, &k, 8);
	printf("raw: rc=%ld flags=%#lx mask=%#lx\n", rc, k.flags, k.mask);
	memset(&k, 0xff, sizeof(k));
	k.handler = (unsigned long)SIG_IGN;
	k.flags = 0;
	rc = syscall(SYS_rt_sigaction, SIGUSR2, &k, NULL, 8);
	memset(&k, 0, sizeof(k));
	syscall(SYS_rt_sigaction, SIGUSR2, NULL, &k, 8);
	printf("raw: rc=%ld flags=%#lx mask=%#lx\n", rc, k.flags, k.mask);
	return 0;
}
