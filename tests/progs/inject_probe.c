/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * inject_probe [-h] FILE N: open FILE N times (with open, which the dynamic
 * loader does not use, so invocations count from 1 here), then call getppid once, and say on
 * stdout what each call returned, so a test sees what -e inject did to the program.
 * -h: handle SIGUSR1 (say so when it arrives) instead of dying of it.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

static void on_usr1(int sig)
{
	(void)sig;
	static const char text[] = "SIGUSR1 handled\n";
	write(1, text, sizeof(text) - 1);
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc > 1 && strcmp(argv[1], "-h") == 0) {
		signal(SIGUSR1, on_usr1);
		argv++;
		argc--;
	}
	if (argc != 3) {
		fprintf(stderr, "usage: inject_probe [-h] FILE N\n");
		return 2;
	}
	long n = atol(argv[2]);
	for (long i = 1; i <= n; i++) {
		long fd = syscall(SYS_open, argv[1], O_RDONLY);
		if (fd >= 0) {
			printf("open %ld: ok\n", i);
			close((int)fd);
		} else {
			printf("open %ld: %s\n", i, strerror(errno));
		}
	}
	long r = syscall(SYS_getppid);
	if (r == getppid())
		printf("getppid: the parent\n");
	else
		printf("getppid: %ld\n", r);
	return 0;
}
