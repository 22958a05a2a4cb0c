/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * own_altstack: the program's own sigaltstack, as the kernel gives it: what
 * sigaltstack() reads back (SS_DISABLE, SS_ONSTACK inside a handler on it,
 * EPERM when changing it from there, SS_AUTODISARM), where SA_ONSTACK handlers
 * and others run, uc_stack in a handler's context, a new thread's (none), and
 * a stack overflow caught by a SIGSEGV handler on the alternate stack. Prints
 * what it saw (no addresses) and exits 0.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdbool.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#define ALT_SIZE (64 * 1024)
#ifndef SS_AUTODISARM
#define SS_AUTODISARM (1U << 31)
#endif

static char *alt;
static char report[4096];
static size_t used;

static void note(const char *s)
{
	size_t n = strlen(s);
	if (used + n < sizeof(report)) {
		memcpy(report + used, s, n);
		used += n;
	}
}

static const char *flags_name(int f)
{
	switch (f) {
	case 0: return "0";
	case SS_ONSTACK: return "SS_ONSTACK";
	case SS_DISABLE: return "SS_DISABLE";
	case SS_AUTODISARM: return "SS_AUTODISARM";
	case SS_ONSTACK | SS_AUTODISARM: return "SS_ONSTACK|SS_AUTODISARM";
	case SS_DISABLE | SS_AUTODISARM: return "SS_DISABLE|SS_AUTODISARM";
	default: return "other";
	}
}

static void show_altstack(const char *when)
{
	stack_t old;
	memset(&old, 0xaa, sizeof(old));
	if (sigaltstack(NULL, &old) != 0) {
		note(when);
		note(": sigaltstack failed\n");
		return;
	}
	note(when);
	note(": flags=");
	note(flags_name(old.ss_flags));
	note(old.ss_sp == alt ? " sp=ours" : old.ss_sp == NULL ? " sp=NULL" : " sp=other");
	note(old.ss_size == ALT_SIZE ? " size=ours\n" : old.ss_size == 0 ? " size=0\n" : " size=other\n");
}

static bool on_alt(const void *p)
{
	return (uintptr_t)p - (uintptr_t)alt < ALT_SIZE;
}

static void on_signal(int sig, siginfo_t *si, void *ucv)
{
	ucontext_t *uc = ucv;
	volatile char here;
	(void)si;
	note(sig == SIGUSR1 ? "USR1 (SA_ONSTACK)" : "USR2");
	note(on_alt((const void *)&here) ? " runs on the alternate stack\n"
					 : " runs on the thread's stack\n");
	note("  uc_stack:");
	note(uc->uc_stack.ss_sp == alt ? " sp=ours" : " sp=other");
	note(" flags=");
	note(flags_name(uc->uc_stack.ss_flags));
	note("\n");
	show_altstack("  inside");
	stack_t ss = { .ss_sp = alt, .ss_size = ALT_SIZE, .ss_flags = 0 };
	int rc = sigaltstack(&ss, NULL);
	note(rc == 0 ? "  changing it: ok\n" : errno == EPERM ? "  changing it: EPERM\n"
							     : "  changing it: other error\n");
}

static sigjmp_buf overflow_jmp;
static char *thread_alt;

static void on_segv(int sig)
{
	volatile char here;
	(void)sig;
	note((uintptr_t)&here - (uintptr_t)thread_alt < ALT_SIZE
		     ? "overflow: SIGSEGV handler on the alternate stack\n"
		     : "overflow: SIGSEGV handler elsewhere\n");
	syscall(SYS_getpid);
	siglongjmp(overflow_jmp, 1);
}

static volatile int deeper = 1;

static __attribute__((noinline)) int recurse(int n)
{
	volatile char buf[1024];
	buf[0] = (char)n;
	return deeper ? recurse(n + 1) + buf[0] : 0;
}

static void *thread(void *arg)
{
	(void)arg;
	show_altstack("new thread");
	thread_alt = malloc(ALT_SIZE);
	stack_t ss = { .ss_sp = thread_alt, .ss_size = ALT_SIZE, .ss_flags = 0 };
	sigaltstack(&ss, NULL);
	struct sigaction sa;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_segv;
	sa.sa_flags = SA_ONSTACK | SA_NODEFER;
	sigaction(SIGSEGV, &sa, NULL);
	if (!sigsetjmp(overflow_jmp, 1))
		recurse(0);
	note("overflow: back in the thread\n");
	return NULL;
}

int main(void)
{
	alt = malloc(ALT_SIZE);
	show_altstack("at start");
	stack_t ss = { .ss_sp = alt, .ss_size = 1024, .ss_flags = 0 };
	note(sigaltstack(&ss, NULL) != 0 && errno == ENOMEM ? "too small: ENOMEM\n"
							    : "too small: accepted\n");
	ss.ss_flags = 0x10;
	note(sigaltstack(&ss, NULL) != 0 && errno == EINVAL ? "bad flags: EINVAL\n"
							    : "bad flags: accepted\n");
	ss.ss_size = ALT_SIZE;
	ss.ss_flags = 0;
	sigaltstack(&ss, NULL);
	show_altstack("set");

	struct sigaction sa;
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = on_signal;
	sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
	sigaction(SIGUSR1, &sa, NULL);
	sa.sa_flags = SA_SIGINFO;
	sigaction(SIGUSR2, &sa, NULL);
	raise(SIGUSR1);
	raise(SIGUSR2);

	ss.ss_flags = SS_AUTODISARM;
	sigaltstack(&ss, NULL);
	show_altstack("with SS_AUTODISARM");
	raise(SIGUSR1);
	show_altstack("after the handler");

	ss.ss_flags = SS_DISABLE;
	sigaltstack(&ss, NULL);
	show_altstack("disabled");
	raise(SIGUSR1);

	pthread_t t;
	pthread_attr_t a;
	pthread_attr_init(&a);
	pthread_attr_setstacksize(&a, 256 * 1024);
	pthread_create(&t, &a, thread, NULL);
	pthread_join(t, NULL);
	fwrite(report, 1, used, stdout);
	return 0;
}
