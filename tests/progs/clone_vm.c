/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A child made by clone(CLONE_VM | SIGCHLD): it shares the parent's memory (and,
 * with no CLONE_SETTLS, its TLS) but is a process of its own. It writes a line
 * and ends with exit(3); the parent waits and exits 0 if it saw that status. */
#define _GNU_SOURCE
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

static int child(void *arg)
{
	(void)arg;
	if (write(1, "child\n", 6) != 6)
		return 1;
	return 3;
}

int main(void)
{
	size_t size = 256 * 1024;
	char *stack = malloc(size);
	if (!stack)
		return 1;
	pid_t pid = clone(child, stack + size, CLONE_VM | SIGCHLD, NULL);
	if (pid < 0)
		return 1;
	int status;
	if (waitpid(pid, &status, 0) != pid)
		return 1;
	return WIFEXITED(status) && WEXITSTATUS(status) == 3 ? 0 : 1;
}
