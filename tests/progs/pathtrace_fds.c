/* SPDX-License-Identifier: GPL-2.0-or-later */
/* pathtrace_fds: descriptors open on one file, for the -P tests
 * (tests/pathtrace_fds.sh). argv[1] is the file (it exists, 11 bytes). The
 * program opens it, uses the descriptor, duplicates it every way, closes some,
 * reuses their numbers for /dev/null, forks a child that uses the inherited
 * descriptor, and execs itself ("exec A B"): A was close-on-exec, B was not. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <linux/openat2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static void must(int ok)
{
	if (!ok)
		_exit(99);
}

static int after_exec(int a, int b)
{
	must(write(a, "x", 1) == -1);	/* closed by the execve */
	must(write(b, "y", 1) == 1);
	must(close(b) == 0);
	return 0;
}

int main(int argc, char **argv)
{
	char buf[16];
	struct stat st;
	if (argc == 5 && strcmp(argv[2], "exec") == 0)
		return after_exec(atoi(argv[3]), atoi(argv[4]));
	if (argc != 2)
		return 2;
	const char *path = argv[1];

	int fd = open(path, O_RDWR);			/* 3 */
	must(fd == 3);
	must(write(fd, "hello\n", 6) == 6);
	must(lseek(fd, 0, SEEK_SET) == 0);
	must(read(fd, buf, 6) == 6);
	must(fstat(fd, &st) == 0);
	int d = dup(fd);				/* 4 */
	must(dup2(fd, 10) == 10);
	must(fcntl(fd, F_DUPFD_CLOEXEC, 20) == 20);
	int n = open("/dev/null", O_WRONLY);		/* 5: not the file */
	must(write(n, "n", 1) == 1);
	must(close(d) == 0);
	int dn = open("/dev/null", O_WRONLY);		/* 4 again, not the file */
	must(dn == d);
	must(write(dn, "n", 1) == 1);
	must(close(dn) == 0);
	must(dup2(n, 10) == 10);			/* 10 is /dev/null now */
	must(write(10, "n", 1) == 1);
	must(close(10) == 0);
	must(close(n) == 0);
	struct open_how how = { .flags = O_RDONLY | O_CLOEXEC };
	int o2 = (int)syscall(SYS_openat2, AT_FDCWD, path, &how, sizeof(how));	/* 4 */
	if (o2 >= 0) {
		must(pread(o2, buf, 5, 0) == 5);
		must(close(o2) == 0);
	}
	int c = creat("/dev/null", 0644);		/* 4, not the file */
	must(c >= 0);
	must(fcntl(c, F_GETFL) >= 0);
	must(close(c) == 0);

	pid_t pid = fork();
	must(pid >= 0);
	if (pid == 0) {
		must(write(fd, "child\n", 6) == 6);
		must(close(fd) == 0);
		_exit(0);
	}
	int status;
	must(waitpid(pid, &status, 0) == pid);
	must(write(fd, "parent\n", 7) == 7);

	char a[16], b[16];
	snprintf(a, sizeof(a), "%d", 20);
	snprintf(b, sizeof(b), "%d", fd);
	char *args[] = { argv[0], argv[1], "exec", a, b, NULL };
	execv("/proc/self/exe", args);
	return 98;
}
