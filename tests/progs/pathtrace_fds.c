/* SPDX-License-Identifier: GPL-2.0-or-later */
/* pathtrace_fds: descriptors open on one file, for the -P tests
 * (tests/pathtrace_*.sh). argv[1] is the file (it exists, 11 bytes); argv[2]
 * says what to do with it:
 *   fds      open it, use the descriptor, duplicate it every way, close some,
 *            reuse their numbers for /dev/null, fork a child that uses the
 *            inherited descriptor, exec itself ("exec A B": A was close-on-exec,
 *            B was not);
 *   inherit  read descriptors 0 and 7, which the caller opened on it;
 *   reuse N  N times: open it, write, close, then the same number on /dev/null;
 *   files    a clone(CLONE_FILES) child opens it, the parent uses that;
 *   thread   a thread opens it, the main thread uses that;
 *   names    open it by other names: a symbolic link ("link", made by the
 *            caller), relative to the current directory and to a directory
 *            descriptor, /dev/fd/N;
 *   forked   fork, then the parent closes the descriptor and opens /dev/null
 *            at its number while the child still uses it;
 *   spawn    posix_spawn itself ("inherit") with the file at 0 and 7;
 *   range    close_range, then the numbers reused for /dev/null. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/openat2.h>
#include <pthread.h>
#include <spawn.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;
static const char *path;

static void must_(int ok, int line)
{
	char msg[48];
	if (ok)
		return;
	int n = snprintf(msg, sizeof(msg), "pathtrace_fds: line %d failed\n", line);
	if (write(2, msg, (size_t)n) < 0)
		_exit(98);
	_exit(99);
}
#define must(ok) must_((ok), __LINE__)

static int after_exec(int a, int b)
{
	must(write(a, "x", 1) == -1);	/* closed by the execve */
	must(write(b, "y", 1) == 1);
	must(close(b) == 0);
	return 0;
}

static int fds(char *self)
{
	char buf[16];
	struct stat st;
	int fd = open(path, O_RDWR);			/* 3 */
	must(fd == 3);
	must(write(fd, "hello\n", 6) == 6);
	must(lseek(fd, 0, SEEK_SET) == 0);
	must(read(fd, buf, 6) == 6);
	must(syscall(SYS_fstat, fd, &st) == 0);
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
	if (o2 < 0 && errno == ENOSYS)
		_exit(77);	/* Linux before 5.6: the test skips */
	must(o2 == 4);
	must(pread(o2, buf, 5, 0) == 5);
	must(close(o2) == 0);
	int c = creat("/dev/null", 0644);		/* 4, not the file */
	must(c == 4);
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
	char *args[] = { self, (char *)path, "exec", a, b, NULL };
	execv("/proc/self/exe", args);
	return 98;
}

static int inherit(void)
{
	char buf[4];
	must(read(0, buf, 4) == 4);
	must(read(7, buf, 4) == 4);
	must(close(7) == 0);
	return 0;
}

static int reuse(int n)
{
	for (int i = 0; i < n; i++) {
		int fd = open(path, O_WRONLY);
		must(fd >= 0);
		must(write(fd, "f", 1) == 1);
		must(close(fd) == 0);
		int other = open("/dev/null", O_WRONLY);
		must(other == fd);
		must(write(other, "n", 1) == 1);
		must(close(other) == 0);
	}
	return 0;
}

static int opened = -1;

static int files_child(void *arg)
{
	if (!arg)
		return 0;
	opened = open(path, O_RDONLY);
	return opened == 3 ? 0 : 1;
}

/* The two tasks run the same code twice, the first time without the file:
 * -m rewrite rewrites a call site when it first runs, opening /proc/self/maps
 * for a moment, which would take a number in the table they share. */
static int files(void)
{
	static char stack[64 * 1024];
	for (int i = 0; i < 2; i++) {
		pid_t pid = clone(files_child, stack + sizeof(stack), CLONE_FILES | SIGCHLD,
				  i ? (void *)path : NULL);
		must(pid > 0);
		int status;
		must(waitpid(pid, &status, 0) == pid && WIFEXITED(status) &&
		     WEXITSTATUS(status) == 0);
	}
	char buf[4];
	must(read(3, buf, 4) == 4);	/* the child opened it, in the table they share */
	must(close(3) == 0);
	return 0;
}

static int thread_done;

static void *thread_main(void *arg)
{
	if (arg)
		opened = open(path, O_RDONLY);
	__atomic_store_n(&thread_done, 1, __ATOMIC_RELEASE);
	return NULL;
}

/* Twice, as files() does; the main thread waits without a system call (a
 * first pthread_join may make none) while the other opens the file. */
static int thread(void)
{
	for (int i = 0; i < 2; i++) {
		pthread_t t;
		__atomic_store_n(&thread_done, 0, __ATOMIC_RELEASE);
		must(pthread_create(&t, NULL, thread_main, i ? (void *)path : NULL) == 0);
		while (!__atomic_load_n(&thread_done, __ATOMIC_ACQUIRE))
			;
		must(pthread_join(t, NULL) == 0);
	}
	must(opened >= 0);
	char buf[4];
	must(read(opened, buf, 4) == 4);
	must(close(opened) == 0);
	return 0;
}

static int names(void)
{
	char buf[4], fdname[32];
	int a = open("link", O_RDONLY);			/* 3 */
	must(read(a, buf, 1) == 1);
	const char *slash = strrchr(path, '/');
	must(slash != NULL);
	char dir[4096];
	snprintf(dir, sizeof(dir), "%.*s", (int)(slash - path), path);
	must(chdir(dir) == 0);
	int b = open(slash + 1, O_RDONLY);		/* 4 */
	must(read(b, buf, 1) == 1);
	int d = open(dir, O_RDONLY | O_DIRECTORY);	/* 5 */
	int c = openat(d, slash + 1, O_RDONLY);		/* 6 */
	must(read(c, buf, 1) == 1);
	snprintf(fdname, sizeof(fdname), "/dev/fd/%d", a);
	int e = open(fdname, O_RDONLY);			/* 7 */
	must(read(e, buf, 1) == 1);
	int n = open("/dev/null", O_RDONLY);		/* 8 */
	snprintf(fdname, sizeof(fdname), "/proc/self/fd/%d", n);
	int f = open(fdname, O_RDONLY);			/* 9: not the file */
	must(read(f, buf, 1) == 0);
	close_range(3, ~0U, 0);
	return 0;
}

static int forked(void)
{
	char buf[4];
	int fd = open(path, O_RDONLY);
	int p[2], q[2];
	must(pipe(p) == 0 && pipe(q) == 0);
	pid_t pid = fork();
	must(pid >= 0);
	if (pid == 0) {
		must(write(q[1], "r", 1) == 1);		/* running: the tracer knows it */
		must(read(p[0], buf, 1) == 1);		/* after the parent's reuse */
		must(read(fd, buf, 4) == 4);
		_exit(0);
	}
	must(read(q[0], buf, 1) == 1);
	must(close(fd) == 0);
	must(open("/dev/null", O_RDONLY) == fd);
	must(read(fd, buf, 4) == 0);
	must(write(p[1], "g", 1) == 1);
	int status;
	must(waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0);
	return 0;
}

static int spawn(char *self)
{
	posix_spawn_file_actions_t fa;
	must(posix_spawn_file_actions_init(&fa) == 0);
	must(posix_spawn_file_actions_addopen(&fa, 7, path, O_RDONLY, 0) == 0);
	must(posix_spawn_file_actions_adddup2(&fa, 7, 0) == 0);
	char *args[] = { self, (char *)path, "inherit", NULL };
	pid_t pid;
	must(posix_spawn(&pid, "/proc/self/exe", &fa, NULL, args, environ) == 0);
	int status;
	must(waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0);
	return 0;
}

static int range(void)
{
	char buf[4];
	must(open(path, O_RDONLY) == 3);
	must(dup2(3, 40) == 40);
	must(dup2(3, 300) == 300);
	must(close_range(4, 40, 0) == 0);
	must(read(3, buf, 1) == 1);
	must(close_range(3, ~0U, 0) == 0);
	must(open("/dev/null", O_RDONLY) == 3);
	must(dup2(3, 40) == 40);
	must(dup2(3, 300) == 300);
	must(read(3, buf, 1) == 0);
	must(read(40, buf, 1) == 0);
	must(read(300, buf, 1) == 0);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc < 3)
		return 2;
	path = argv[1];
	if (argc == 5 && strcmp(argv[2], "exec") == 0)
		return after_exec(atoi(argv[3]), atoi(argv[4]));
	if (strcmp(argv[2], "fds") == 0)
		return fds(argv[0]);
	if (strcmp(argv[2], "inherit") == 0)
		return inherit();
	if (argc == 4 && strcmp(argv[2], "reuse") == 0)
		return reuse(atoi(argv[3]));
	if (strcmp(argv[2], "files") == 0)
		return files();
	if (strcmp(argv[2], "thread") == 0)
		return thread();
	if (strcmp(argv[2], "names") == 0)
		return names();
	if (strcmp(argv[2], "forked") == 0)
		return forked();
	if (strcmp(argv[2], "spawn") == 0)
		return spawn(argv[0]);
	if (strcmp(argv[2], "range") == 0)
		return range();
	return 2;
}
