/* SPDX-License-Identifier: GPL-2.0-or-later */
/* thread_sleep N SECONDS: starts N threads that each sleep SECONDS, writes "ready"
 * once they all run, sleeps SECONDS itself, joins them and exits with 0. A process
 * with N + 1 threads to attach to with -p. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static unsigned int seconds;
static pthread_barrier_t started;

static void *body(void *arg)
{
	(void)arg;
	pthread_barrier_wait(&started);
	sleep(seconds);
	return NULL;
}

int main(int argc, char **argv)
{
	if (argc != 3)
		return 2;
	int n = atoi(argv[1]);
	seconds = (unsigned int)atoi(argv[2]);
	if (n < 1 || n > 64)
		return 2;
	pthread_t t[64];
	pthread_barrier_init(&started, NULL, (unsigned int)n + 1);
	for (int i = 0; i < n; i++)
		if (pthread_create(&t[i], NULL, body, NULL) != 0)
			return 1;
	pthread_barrier_wait(&started);
	puts("ready");
	fflush(stdout);
	sleep(seconds);
	for (int i = 0; i < n; i++)
		pthread_join(t[i], NULL);
	return 0;
}
