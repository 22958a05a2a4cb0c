/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "output_pipe.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

#include "util.h"

static pid_t command_pid;
static int write_fd = -1;

int output_pipe_open(const char *command)
{
	int fds[2];
	if (pipe2(fds, O_CLOEXEC) < 0)
		die_errno("cannot pipe the trace to '%s'", command);
	fflush(NULL);
	pid_t pid = fork();
	if (pid < 0)
		die_errno("cannot pipe the trace to '%s'", command);
	if (pid == 0) {
		/* The command: the pipe is its standard input (dup2 clears close-on-exec);
		 * it gets default signal handling, whatever systrace set up. */
		if (dup2(fds[0], STDIN_FILENO) < 0)
			_exit(127);
		signal(SIGPIPE, SIG_DFL);
		sigset_t none;
		sigemptyset(&none);
		sigprocmask(SIG_SETMASK, &none, NULL);
		execl("/bin/sh", "sh", "-c", command, (char *)NULL);
		msg_errno("cannot run /bin/sh for -o '|%s'", command);
		_exit(127);
	}
	close(fds[0]);
	command_pid = pid;
	write_fd = fds[1];
	return fds[1];
}

void output_pipe_wait(void)
{
	if (command_pid <= 0)
		return;
	/* The trace is flushed by now (the output's exit handler ran first). */
	if (write_fd >= 0)
		close(write_fd);
	write_fd = -1;
	int status;
	while (waitpid(command_pid, &status, 0) < 0 && errno == EINTR)
		;
	command_pid = 0;
}
