/* SPDX-License-Identifier: GPL-2.0-or-later */
/* abrupt [exec]: four threads make syscalls without pause while the main thread
 * ends the process under them: exit(3) (exit_group), or with "exec" an execve of
 * /bin/echo, which kills them too. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
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
	pthread_t t;
	for (int i = 0; i < 4; i++)
		if (pthread_create(&t, NULL, spin, NULL))
			return 99;
	usleep(20000);
	if (argc > 1 && strcmp(argv[1], "exec") == 0) {
		execl("/bin/echo", "echo", "exec'd", (char *)NULL);
		return 99;
	}
	exit(3);
}
