/* SPDX-License-Identifier: GPL-2.0-or-later */
/* spawn: posix_spawn("/bin/true"), then vfork()+exec("/bin/false"); waits for both
 * and exits with the second child's status (1). */
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

int main(void)
{
	pid_t pid;
	int status;
	char *true_argv[] = { "true", NULL };
	if (posix_spawn(&pid, "/bin/true", NULL, NULL, true_argv, environ))
		return 99;
	waitpid(pid, &status, 0);
	pid = vfork();
	if (pid == 0) {
		execl("/bin/false", "false", (char *)NULL);
		_exit(99);
	}
	waitpid(pid, &status, 0);
	return WIFEXITED(status) ? WEXITSTATUS(status) : 99;
}
