/* SPDX-License-Identifier: GPL-2.0-or-later */
/* threads N: N threads each call getppid() then chdir("/thread-<i>") (which fails),
 * one after another; the main thread joins them and exits with 0. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static void *body(void *arg)
{
	char path[32];
	snprintf(path, sizeof(path), "/thread-%ld", (long)(intptr_t)arg);
	getppid();
	if (chdir(path) == 0)
		exit(99);
	return NULL;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 2;
	for (long i = 0; i < n; i++) {
		pthread_t t;
		if (pthread_create(&t, NULL, body, (void *)(intptr_t)i))
			return 99;
		pthread_join(t, NULL);
	}
	return 0;
}
