/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * clone_ptrace: clone a child with CLONE_PTRACE (it is traced by whoever traces
 * the parent, asked or not); the child writes "child\n" and exits 3, the parent
 * waits, writes "parent 3\n" and exits 0. A child left stopped hangs this.
 */
#define _GNU_SOURCE
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

static int child(void *arg)
{
	(void)arg;
	write(1, "child\n", 6);
	return 3;
}

int main(void)
{
	size_t size = 64 * 1024;
	char *stack = malloc(size);
	if (!stack)
		return 99;
	pid_t pid = clone(child, stack + size, CLONE_PTRACE | SIGCHLD, NULL);
	if (pid < 0)
		return 99;
	int status;
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
		return 99;
	printf("parent %d\n", WEXITSTATUS(status));
	return 0;
}
