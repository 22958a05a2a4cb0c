/* SPDX-License-Identifier: GPL-2.0-or-later */
/* stack_ownunwind SECONDS: a program that uses libunwind itself (linked with
 * -lunwind), as profilers do: threads take their own backtraces with
 * unw_backtrace, also from a signal handler, for SECONDS seconds. Under -k in
 * buffered mode the capture library unwinds with a private copy of libunwind:
 * the program's instance, its caches and locks are its own, and its backtraces
 * must still reach main or the thread's start. Exit status 0 when every
 * backtrace had at least three frames. */
#define UNW_LOCAL_ONLY
#include <libunwind.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static volatile int stop;
static volatile int short_trace;
static volatile long sink;

__attribute__((noinline)) static void take(void)
{
	void *ips[64];
	int n = unw_backtrace(ips, 64);
	if (n < 3)
		short_trace = 1;
	sink += n + getppid();
}

static void handler(int sig)
{
	(void)sig;
	take();
}

__attribute__((noinline)) static void *worker(void *arg)
{
	(void)arg;
	while (!stop)
		take();
	return NULL;
}

int main(int argc, char **argv)
{
	int seconds = argc > 1 ? atoi(argv[1]) : 1;
	struct sigaction sa = { .sa_handler = handler, .sa_flags = SA_RESTART };
	sigemptyset(&sa.sa_mask);
	sigaction(SIGUSR1, &sa, NULL);
	pthread_t t[3];
	for (int i = 0; i < 3; i++)
		if (pthread_create(&t[i], NULL, worker, NULL) != 0)
			return 98;
	time_t end = time(NULL) + seconds;
	while (time(NULL) < end) {
		for (int i = 0; i < 3; i++)
			pthread_kill(t[i], SIGUSR1);
		take();
		usleep(1000);
	}
	stop = 1;
	for (int i = 0; i < 3; i++)
		pthread_join(t[i], NULL);
	if (short_trace) {
		fprintf(stderr, "stack_ownunwind: a backtrace had fewer than 3 frames\n");
		return 1;
	}
	return 0;
}
