/* SPDX-License-Identifier: GPL-2.0-or-later */
/* stack_stress LIB SECONDS: for -k in buffered mode, where the unwinder runs inside
 * the program: threads that are often inside malloc and free (large blocks: mmap
 * and munmap), inside dlopen and dlclose of LIB (libstack_chain.so, whose f0 they
 * call in between), inside fork, and that take signals whose handler makes a
 * syscall, all at once for SECONDS seconds. It must simply end, with status 0. */
#include <dlfcn.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static volatile int stop;
static volatile long sink;
static const char *lib;
static pthread_t threads[5];

static void handler(int sig)
{
	(void)sig;
	sink += getppid();
}

static void *allocator(void *arg)
{
	unsigned int seed = (unsigned int)(uintptr_t)arg;
	while (!stop) {
		size_t n = 200000 + (size_t)(rand_r(&seed) % 800000);
		char *p = malloc(n);
		if (!p)
			return (void *)1;
		memset(p, 1, 4096);
		sink += p[100];
		free(p);
	}
	return NULL;
}

static void *loader(void *arg)
{
	(void)arg;
	while (!stop) {
		void *h = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
		if (!h)
			return (void *)1;
		int (*f0)(const char *) = (int (*)(const char *))dlsym(h, "f0");
		if (!f0 || f0("/") != 0)
			return (void *)1;
		dlclose(h);
	}
	return NULL;
}

static void *forker(void *arg)
{
	(void)arg;
	while (!stop) {
		pid_t pid = fork();
		if (pid == 0)
			_exit(getppid() > 0 ? 0 : 1);
		int status;
		if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status) ||
		    WEXITSTATUS(status) != 0)
			return (void *)1;
		usleep(20000);
	}
	return NULL;
}

static void *signaller(void *arg)
{
	(void)arg;
	while (!stop) {
		for (int i = 0; i < 4; i++)
			pthread_kill(threads[i], SIGUSR1);
		usleep(1000);
	}
	return NULL;
}

int main(int argc, char **argv)
{
	if (argc != 3)
		return 99;
	lib = argv[1];
	int seconds = atoi(argv[2]);
	struct sigaction sa = { .sa_handler = handler, .sa_flags = SA_RESTART };
	sigemptyset(&sa.sa_mask);
	sigaction(SIGUSR1, &sa, NULL);
	void *(*fn[5])(void *) = { allocator, allocator, loader, forker, signaller };
	for (int i = 0; i < 5; i++)
		if (pthread_create(&threads[i], NULL, fn[i], (void *)(uintptr_t)(i + 1)) != 0)
			return 98;
	struct timespec end;
	clock_gettime(CLOCK_MONOTONIC, &end);
	end.tv_sec += seconds;
	for (;;) {
		struct timespec now;
		clock_gettime(CLOCK_MONOTONIC, &now);
		if (now.tv_sec > end.tv_sec || (now.tv_sec == end.tv_sec && now.tv_nsec >= end.tv_nsec))
			break;
		usleep(10000);
	}
	stop = 1;
	int bad = 0;
	for (int i = 0; i < 5; i++) {
		void *r;
		pthread_join(threads[i], &r);
		if (r) {
			fprintf(stderr, "stack_stress: thread %d failed\n", i);
			bad = 1;
		}
	}
	return bad;
}
