/* SPDX-License-Identifier: GPL-2.0-or-later */
/* rw_threads [THREADS [CALLS]]: THREADS threads wait at a barrier, then all run
 * the same syscall site, one none of them ran before, CALLS times each: under -m
 * rewrite they trap there together and race to rewrite it. Each call must
 * return what it should (getppid). Prints "threads T calls C wrong W" and exits
 * 0 when W is 0. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

static pthread_barrier_t start;
static long calls;
static long want;
static long wrong;

/* The site: an inline syscall in a function of its own. */
static __attribute__((noinline)) long fresh_site(void)
{
	long ret;
	__asm__ __volatile__("syscall" : "=a"(ret) : "0"((long)SYS_getppid) : "rcx", "r11", "memory");
	return ret;
}

static void *worker(void *arg)
{
	(void)arg;
	long bad = 0;
	pthread_barrier_wait(&start);
	for (long i = 0; i < calls; i++)
		if (fresh_site() != want)
			bad++;
	__atomic_add_fetch(&wrong, bad, __ATOMIC_RELAXED);
	return NULL;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 16;
	calls = argc > 2 ? atol(argv[2]) : 2000;
	if (n < 1 || n > 256 || calls < 1)
		return 2;
	want = getppid();
	pthread_t t[256];
	pthread_barrier_init(&start, NULL, (unsigned int)n);
	for (int i = 0; i < n; i++)
		if (pthread_create(&t[i], NULL, worker, NULL) != 0)
			return 2;
	for (int i = 0; i < n; i++)
		pthread_join(t[i], NULL);
	printf("threads %d calls %ld wrong %ld\n", n, calls, wrong);
	return wrong ? 1 : 0;
}
