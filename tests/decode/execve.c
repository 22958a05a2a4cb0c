/* systrace: -e trace=execve,execveat -s 8 */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* execve and execveat: argv cut at -s elements and -s bytes, the environment as a count,
 * failures, bad pointers, and finally a successful execve of /bin/true. */
#include "tests.h"

#include <fcntl.h>

int main(void)
{
	char *argv[] = { "zero", "a string longer than eight", "2", "3", "4", "5", "6", "7", "8", "9", NULL };
	char *envp[] = { "A=1", "B=2", NULL };
	char *one[] = { "one", NULL };
	long rc;

	rc = syscall(SYS_execve, "/nonexistent/program", argv, envp);
	printf("execve(\"/nonexistent/program\", [\"zero\", \"a string\"..., \"2\", \"3\", \"4\", \"5\", \"6\", \"7\", ...], "
	       "%p /* 2 vars */) = %s\n", envp, sprintrc(rc));
	rc = syscall(SYS_execve, "/nonexistent/program", one, one);
	printf("execve(\"/nonexistent/program\", [\"one\"], %p /* 1 var */) = %s\n", one, sprintrc(rc));
	rc = syscall(SYS_execve, "/nonexistent/program", NULL, NULL);
	printf("execve(\"/nonexistent/program\", NULL, NULL) = %s\n", sprintrc(rc));
	rc = syscall(SYS_execve, "/nonexistent/program", BAD_ADDR, BAD_ADDR);
	printf("execve(\"/nonexistent/program\", %p, %p) = %s\n", BAD_ADDR, BAD_ADDR, sprintrc(rc));
	rc = syscall(SYS_execveat, AT_FDCWD, "/nonexistent/program", one, envp, AT_SYMLINK_NOFOLLOW);
	printf("execveat(AT_FDCWD, \"/nonexistent/program\", [\"one\"], %p /* 2 vars */, AT_SYMLINK_NOFOLLOW) = %s\n",
	       envp, sprintrc(rc));

	char *true_argv[] = { "true", NULL };
	printf("execve(\"/bin/true\", [\"true\"], %p /* 2 vars */) = 0\n", envp);
	puts("+++ exited with 0 +++");
	fflush(stdout);
	syscall(SYS_execve, "/bin/true", true_argv, envp);
	return 99;
}
