/* SPDX-License-Identifier: GPL-2.0-or-later */
/* sleeper N: waits for a line on stdin, prints "tick", then sleeps N times 10 ms,
 * printing "usr1 K" at the end if it received K SIGUSR1s; exits 5. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t usr1;

static void on_usr1(int sig)
{
	(void)sig;
	usr1++;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 100;
	char line[16];
	signal(SIGUSR1, on_usr1);
	if (!fgets(line, sizeof(line), stdin))
		return 99;
	puts("tick");
	fflush(stdout);
	for (int i = 0; i < n; i++) {
		struct timespec ts = { 0, 10 * 1000 * 1000 };
		while (nanosleep(&ts, &ts) < 0)
			;
	}
	printf("usr1 %d\n", (int)usr1);
	return 5;
}
