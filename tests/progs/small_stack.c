/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * small_stack: a thread on a 16 KiB stack uses all of it but about 1 KiB, then
 * makes syscalls there; then a signal handler on a small alternate stack (the
 * kernel's minimum for a frame, plus 4 KiB) makes syscalls. Untraced both
 * work; a tracer whose signal handler ran on the program's stack would
 * overflow it. Prints what it did and exits 0.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/syscall.h>
#include <unistd.h>

#define LEFT 1024	/* bytes of stack left when the syscalls are made */

static uintptr_t stack_lo;
static volatile int calls_ok;

static void syscalls_here(void)
{
	calls_ok = syscall(SYS_getpid) > 0 && syscall(SYS_getppid) > 0 &&
		   syscall(SYS_write, 1, "deep: write\n", 12) == 12;
}

static __attribute__((noinline)) void consume(void)
{
	volatile char buf[256];
	buf[0] = 1;
	if ((uintptr_t)buf - stack_lo > LEFT + 512)
		consume();
	else
		syscalls_here();
	buf[1] = buf[0];
}

static void *thread(void *arg)
{
	pthread_attr_t a;
	void *lo;
	size_t size;
	(void)arg;
	if (pthread_getattr_np(pthread_self(), &a) || pthread_attr_getstack(&a, &lo, &size))
		return NULL;
	stack_lo = (uintptr_t)lo;
	consume();
	return NULL;
}

static char *alt;
static size_t alt_size;
static volatile int handler_ok;

static void on_usr1(int sig)
{
	volatile char here;
	(void)sig;
	handler_ok = (uintptr_t)&here - (uintptr_t)alt < alt_size &&
		     syscall(SYS_write, 1, "handler: write\n", 15) == 15 && syscall(SYS_getpid) > 0;
}

int main(void)
{
	pthread_attr_t a;
	pthread_t t;
	/* Bind syscall() now: the loader's lazy binding needs several KiB of stack. */
	syscall(SYS_getpid);
	pthread_attr_init(&a);
	if (pthread_attr_setstacksize(&a, 16384) || pthread_create(&t, &a, thread, NULL)) {
		printf("cannot create the thread\n");
		return 1;
	}
	pthread_join(t, NULL);
	printf("thread with a 16 KiB stack: syscalls %s\n", calls_ok ? "ok" : "FAILED");

	unsigned long min = getauxval(AT_MINSIGSTKSZ);
	alt_size = (min ? min : 4096) + 4096;
	alt = malloc(alt_size);
	stack_t ss = { .ss_sp = alt, .ss_size = alt_size, .ss_flags = 0 };
	struct sigaction sa;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_usr1;
	sa.sa_flags = SA_ONSTACK;
	if (sigaltstack(&ss, NULL) || sigaction(SIGUSR1, &sa, NULL)) {
		printf("cannot set up the alternate stack\n");
		return 1;
	}
	raise(SIGUSR1);
	printf("handler on a small alternate stack: %s\n", handler_ok ? "ok" : "FAILED");
	return calls_ok && handler_ok ? 0 : 1;
}
