/* SPDX-License-Identifier: GPL-2.0-or-later */
/* fork_wait [N]: fork a child that writes "child\n" and exits with N (default 3);
 * the parent waits, writes "parent\n" and exits with the child's status. */
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int code = argc > 1 ? atoi(argv[1]) : 3;
	pid_t pid = fork();
	if (pid < 0)
		return 99;
	if (pid == 0) {
		write(1, "child\n", 6);
		_exit(code);
	}
	int status;
	if (waitpid(pid, &status, 0) != pid)
		return 99;
	write(1, "parent\n", 7);
	return WIFEXITED(status) ? WEXITSTATUS(status) : 99;
}
