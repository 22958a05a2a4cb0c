/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * orphan_threads [N]: busy threads in a process group that becomes orphaned.
 *
 * The main process makes its own process group and forks a worker and a
 * stopper. The worker runs N threads (default 24) that loop on a cheap
 * syscall until the worker gets SIGHUP; the stopper stops itself. When the
 * main process exits, the group is orphaned with a stopped member, so the
 * kernel sends SIGHUP and SIGCONT to every member: the stopper dies of the
 * SIGHUP, the worker's handler ends its threads. A tracer that keeps serving
 * the busy threads and never the one with the SIGHUP to deliver makes this
 * take forever. Exits 0 (the worker and the stopper are not waited for).
 */
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile sig_atomic_t hung_up;

static void on_hup(int sig)
{
	(void)sig;
	hung_up = 1;
}

static void *spin(void *arg)
{
	(void)arg;
	while (!hung_up)
		syscall(SYS_getppid);
	return NULL;
}

static int worker(int n, int ready_fd)
{
	struct sigaction sa = { .sa_handler = on_hup };
	sigemptyset(&sa.sa_mask);
	sigaction(SIGHUP, &sa, NULL);
	pthread_t *t = calloc((size_t)n, sizeof(*t));
	if (!t)
		return 99;
	for (int i = 0; i < n; i++)
		if (pthread_create(&t[i], NULL, spin, NULL) != 0)
			return 99;
	write(ready_fd, "r", 1);
	close(ready_fd);
	for (int i = 0; i < n; i++)
		pthread_join(t[i], NULL);
	return 0;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 24;
	if (n < 1)
		n = 1;
	if (setpgid(0, 0) < 0)
		return 99;
	int p[2];
	if (pipe(p) < 0)
		return 99;
	pid_t w = fork();
	if (w < 0)
		return 99;
	if (w == 0) {
		close(p[0]);
		_exit(worker(n, p[1]));
	}
	close(p[1]);
	char c;
	if (read(p[0], &c, 1) != 1)
		return 99;
	pid_t s = fork();
	if (s < 0)
		return 99;
	if (s == 0) {
		raise(SIGSTOP);
		_exit(0);
	}
	int status;
	if (waitpid(s, &status, WUNTRACED) != s || !WIFSTOPPED(status))
		return 99;
	return 0;
}
