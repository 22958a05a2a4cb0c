/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "daemonize.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "options.h"
#include "util.h"

/* The tracer says over this pipe that the program may go on. */
static int go_fd = -1;
/* The middle process: its death wakes the program up. */
static pid_t middle;

/* In the program-to-be: apply -E and exec; the tracer sees this execve. */
static noreturn void run_program(const char *path, char **argv)
{
	for (unsigned int i = 0; i < opts.nenv_changes; i++) {
		const char *change = opts.env_changes[i];
		char *name = xstrdup(change);
		name[strcspn(name, "=")] = '\0';
		if (!*name)
			continue;
		if (change[strlen(name)] == '=')
			setenv(name, change + strlen(name) + 1, 1);
		else
			unsetenv(name);
		free(name);
	}
	execv(path, argv);
	msg_errno("cannot execute '%s'", path);
	_exit(127);
}

pid_t daemonize_split(const char *path, char **argv)
{
	int fds[2];
	if (pipe2(fds, O_CLOEXEC) < 0)
		die_errno("pipe");
	pid_t prog = getpid();
	fflush(NULL);
	pid_t pid = fork();
	if (pid < 0)
		die_errno("fork");
	if (pid > 0) {
		/* The program: wait until the middle process is gone (the tracer kills it
		 * once attached), then go on if the tracer said so. */
		close(fds[1]);
		int status;
		while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
			;
		char c = 0;
		ssize_t n;
		while ((n = read(fds[0], &c, 1)) < 0 && errno == EINTR)
			;
		close(fds[0]);
		if (n != 1 || c != 'y')
			exit(EXIT_RUNTIME_ERROR);	/* the tracer said why */
		run_program(path, argv);
	}
	/* The middle process: make the tracer, then wait to be killed by it. */
	close(fds[0]);
	pid = fork();
	if (pid < 0) {
		msg_errno("fork");
		_exit(EXIT_RUNTIME_ERROR);
	}
	if (pid > 0) {
		/* Killed by the tracer once it attached; if the tracer ends first (it
		 * failed), end too, so that the program learns it. */
		close(fds[1]);
		int status;
		while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
			;
		_exit(EXIT_RUNTIME_ERROR);
	}
	/* The tracer. */
	middle = getppid();
	go_fd = fds[1];
	if (opts.daemonize >= 3 && setsid() < 0)
		msg_errno("cannot start a session for -DDD");
	else if (opts.daemonize == 2 && setpgid(0, 0) < 0)
		msg_errno("cannot start a process group for -DD");
	return prog;
}

void daemonize_release(pid_t prog, int ok)
{
	(void)prog;
	if (ok) {
		ssize_t n;
		while ((n = write(go_fd, "y", 1)) < 0 && errno == EINTR)
			;
	}
	close(go_fd);
	go_fd = -1;
	if (middle > 1)
		kill(middle, SIGKILL);
}
