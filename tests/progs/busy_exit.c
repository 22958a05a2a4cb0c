/* SPDX-License-Identifier: GPL-2.0-or-later */
/* busy_exit N: N threads call getppid() without end; after 20 ms the main thread
 * calls exit(5), which ends them all in the middle of their syscalls. */
#include <pthread.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

static void *spin(void *arg)
{
	(void)arg;
	for (;;)
		syscall(SYS_getppid);
	return NULL;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 4;
	for (int i = 0; i < n; i++) {
		pthread_t t;
		if (pthread_create(&t, NULL, spin, NULL))
			return 99;
	}
	usleep(20000);
	exit(5);
}
