/* SPDX-License-Identifier: GPL-2.0-or-later */
/* exec_thread PROG [ARGS]: a second thread execs PROG while the main thread sleeps
 * in pause(); the new image replaces the whole process. */
#include <pthread.h>
#include <unistd.h>

static char **args;

static void *body(void *arg)
{
	(void)arg;
	execv(args[0], args);
	return NULL;
}

int main(int argc, char **argv)
{
	if (argc < 2)
		return 99;
	args = argv + 1;
	pthread_t t;
	pthread_create(&t, NULL, body, NULL);
	pause();
	return 99;
}
