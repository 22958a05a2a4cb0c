/* SPDX-License-Identifier: GPL-2.0-or-later */
/* stress THREADS CALLS: THREADS threads each make CALLS getppid() syscalls as fast as
 * they can, all at once; prints the total and the time it took; exits 0. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static long calls;
static pthread_barrier_t start;

static void *body(void *arg)
{
	(void)arg;
	pthread_barrier_wait(&start);
	for (long i = 0; i < calls; i++)
		syscall(SYS_getppid);
	return NULL;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 4;
	calls = argc > 2 ? atol(argv[2]) : 100000;
	if (n < 1 || n > 256 || calls < 0)
		return 99;
	pthread_t t[256];
	pthread_barrier_init(&start, NULL, (unsigned int)n + 1);
	for (int i = 0; i < n; i++)
		if (pthread_create(&t[i], NULL, body, NULL))
			return 99;
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	pthread_barrier_wait(&start);
	for (int i = 0; i < n; i++)
		pthread_join(t[i], NULL);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	double s = (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
	printf("%d threads x %ld calls: %.3f s, %.0f ns per call per thread\n", n, calls, s,
	       calls ? s * 1e9 / (double)calls : 0.0);
	return 0;
}
