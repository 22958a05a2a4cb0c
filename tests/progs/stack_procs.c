/* SPDX-License-Identifier: GPL-2.0-or-later */
/* stack_procs: the call chain main/worker -> f0 -> f1 -> f2 -> f3 -> chdir("/") of
 * stack_chain.c, run where -k in buffered mode has to follow the program: in
 * threads at once, in a forked child, in a posix_spawn'ed and a vfork'ed child
 * that exec this program again, and in the image an execve replaces it with.
 *
 * Usage: stack_procs chain          the chain once
 *        stack_procs threads N K    N threads, each the chain K times, at once
 *        stack_procs family         fork, posix_spawn, vfork + execve, then execve,
 *                                   each running "chain" */
#include <pthread.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define NOINLINE __attribute__((noinline))

extern char **environ;
static volatile int depth;
static const char *self;

NOINLINE static int f3(void)
{
	int rc = chdir("/");
	depth++;
	return rc;
}

NOINLINE static int f2(void)
{
	int rc = f3();
	depth++;
	return rc;
}

NOINLINE static int f1(void)
{
	int rc = f2();
	depth++;
	return rc;
}

NOINLINE static int f0(void)
{
	int rc = f1();
	depth++;
	return rc;
}

static long rounds;

NOINLINE static void *worker(void *arg)
{
	(void)arg;
	for (long i = 0; i < rounds; i++)
		if (f0() != 0)
			return (void *)1;
	depth++;
	return NULL;
}

static int wait_ok(pid_t pid)
{
	int status;
	if (pid < 0 || waitpid(pid, &status, 0) != pid)
		return 0;
	return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

int main(int argc, char **argv)
{
	self = argv[0];
	if (argc < 2)
		return 99;
	if (strcmp(argv[1], "chain") == 0)
		return f0() == 0 ? 0 : 1;
	if (strcmp(argv[1], "threads") == 0 && argc == 4) {
		int n = atoi(argv[2]);
		rounds = atol(argv[3]);
		pthread_t t[64];
		if (n < 1 || n > 64)
			return 99;
		for (int i = 0; i < n; i++)
			if (pthread_create(&t[i], NULL, worker, NULL) != 0)
				return 98;
		int bad = 0;
		for (int i = 0; i < n; i++) {
			void *r;
			pthread_join(t[i], &r);
			bad |= r != NULL;
		}
		return bad;
	}
	if (strcmp(argv[1], "family") == 0) {
		char *chain_argv[] = { (char *)self, "chain", NULL };
		pid_t pid = fork();
		if (pid == 0)
			_exit(f0() == 0 ? 0 : 1);
		if (!wait_ok(pid))
			return 1;
		if (posix_spawn(&pid, self, NULL, NULL, chain_argv, environ) != 0 || !wait_ok(pid))
			return 2;
		pid = vfork();
		if (pid == 0) {
			execve(self, chain_argv, environ);
			_exit(127);
		}
		if (!wait_ok(pid))
			return 3;
		execve(self, chain_argv, environ);
		return 4;
	}
	return 99;
}
