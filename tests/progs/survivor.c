/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * survivor N: a program that keeps making syscalls for a while, to be traced by a
 * systrace that gets killed half-way. N rounds of: write a numbered line, open and
 * close /dev/null, fork a child that makes a few syscalls and exits with 10 + round % 7,
 * wait for it, sleep 2 ms; meanwhile a thread calls getpid() without pause. Every
 * result is checked. At the end it prints how many calls went wrong, checks that it
 * has no other child (nothing foreign shows up in its wait()) and exits with 3.
 * Its output is the same traced, untraced, or traced by a systrace that died.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static atomic_int errors;
static atomic_bool done;
static pid_t self;

static void failed(const char *what, long rc)
{
	char buf[128];
	int n = snprintf(buf, sizeof(buf), "survivor: %s returned %ld (%s)\n", what, rc,
			 rc < 0 ? strerror((int)-rc) : "unexpected");
	if (write(2, buf, (size_t)n) < 0)
		errors++;
	errors++;
}

static void *spin(void *arg)
{
	(void)arg;
	while (!done) {
		long rc = syscall(SYS_getpid);
		if (rc != self)
			failed("getpid", rc < 0 ? -errno : rc);
	}
	return NULL;
}

static void one_round(int i)
{
	char line[32];
	int n = snprintf(line, sizeof(line), "round %d\n", i);
	if (write(1, line, (size_t)n) != n)
		failed("write", -errno);
	int fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		failed("open", -errno);
	else if (close(fd) < 0)
		failed("close", -errno);

	pid_t pid = fork();
	if (pid < 0) {
		failed("fork", -errno);
		return;
	}
	if (pid == 0) {
		if (syscall(SYS_getppid) <= 0)
			_exit(100);
		fd = open("/dev/null", O_WRONLY | O_CLOEXEC);
		if (fd < 0 || write(fd, "x", 1) != 1 || close(fd) < 0)
			_exit(101);
		_exit(10 + i % 7);
	}
	int status;
	pid_t w;
	while ((w = waitpid(pid, &status, 0)) < 0 && errno == EINTR)
		;
	if (w != pid)
		failed("waitpid", -errno);
	else if (!WIFEXITED(status) || WEXITSTATUS(status) != 10 + i % 7)
		failed("the child's status", status);

	struct timespec ts = { 0, 2000000 };
	while (nanosleep(&ts, &ts) < 0 && errno == EINTR)
		;
}

int main(int argc, char **argv)
{
	int rounds = argc > 1 ? atoi(argv[1]) : 100;
	self = getpid();
	pthread_t t;
	if (pthread_create(&t, NULL, spin, NULL))
		return 99;
	for (int i = 0; i < rounds; i++)
		one_round(i);
	done = true;
	pthread_join(t, NULL);
	if (wait(NULL) >= 0 || errno != ECHILD)
		failed("wait with no child left", -errno);
	printf("errors: %d\n", (int)errors);
	return 3;
}
