/* SPDX-License-Identifier: GPL-2.0-or-later */
/* rw_fdrace [ROUNDS]: while the main thread runs 64 syscall sites it has never
 * run before (each rewritten at its first call under -m rewrite), a second
 * thread keeps asking whether the lowest free descriptor number is taken.
 * Untraced it never is: a library that opened a file in the program's table,
 * even for a moment, would show there (and another thread's open would get the
 * next number). Prints "fdrace: N sites run, M times a descriptor appeared"
 * (M must be 0) and exits 0 when M is 0. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

static atomic_int done;
static int probe_fd;
static long seen;

/* 64 leaf functions, each with its own syscall instruction (getppid), compiled
 * with unwind tables and no red zone use: sites -m rewrite rewrites. */
#define SITE(n)                                                                  \
	__attribute__((noinline)) static long site##n(void)                          \
	{                                                                        \
		long r;                                                          \
		__asm__ volatile("syscall" : "=a"(r) : "0"((long)SYS_getppid)    \
				 : "rcx", "r11", "memory");                      \
		return r;                                                        \
	}
#define SITE8(n) SITE(n##0) SITE(n##1) SITE(n##2) SITE(n##3) SITE(n##4) SITE(n##5) \
	SITE(n##6) SITE(n##7)
SITE8(1) SITE8(2) SITE8(3) SITE8(4) SITE8(5) SITE8(6) SITE8(7) SITE8(8)
#define REF8(n) site##n##0, site##n##1, site##n##2, site##n##3, site##n##4, site##n##5, \
	site##n##6, site##n##7
static long (*const sites[])(void) = { REF8(1), REF8(2), REF8(3), REF8(4),
				       REF8(5), REF8(6), REF8(7), REF8(8) };

static void *watch(void *arg)
{
	(void)arg;
	while (!atomic_load(&done))
		if (fcntl(probe_fd, F_GETFD) != -1 || errno != EBADF)
			seen++;
	return NULL;
}

int main(void)
{
	/* The lowest free number: whatever the library would take. */
	probe_fd = dup(0);
	if (probe_fd < 0 || close(probe_fd) < 0) {
		perror("dup");
		return 2;
	}
	pthread_t t;
	if (pthread_create(&t, NULL, watch, NULL) != 0)
		return 2;
	usleep(1000);
	long ppid = getppid(), wrong = 0;
	size_t n = sizeof(sites) / sizeof(sites[0]);
	for (size_t i = 0; i < n; i++) {
		wrong += sites[i]() != ppid;
		wrong += sites[i]() != ppid;
	}
	atomic_store(&done, 1);
	pthread_join(t, NULL);
	printf("fdrace: %zu sites run, %ld times a descriptor appeared, %ld wrong results\n", n,
	       seen, wrong);
	return seen || wrong ? 1 : 0;
}
