/* SPDX-License-Identifier: GPL-2.0-or-later */
/* sigstorm N [restart]: calls getppid() N times under a 200 us interval timer whose
 * SIGALRM handler has SA_RESTART only with "restart"; prints on stdout how many
 * calls failed with EINTR, and exits 1 if any failed otherwise. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <unistd.h>

static void on_alarm(int sig)
{
	(void)sig;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 10000, eintr = 0, other = 0;
	struct sigaction sa;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_alarm;
	sa.sa_flags = argc > 2 && strcmp(argv[2], "restart") == 0 ? SA_RESTART : 0;
	sigaction(SIGALRM, &sa, NULL);
	struct itimerval it = { { 0, 200 }, { 0, 200 } };
	setitimer(ITIMER_REAL, &it, NULL);
	for (long i = 0; i < n; i++) {
		if (syscall(SYS_getppid) < 0) {
			if (errno == EINTR)
				eintr++;
			else
				other++;
		}
	}
	struct itimerval off = { { 0, 0 }, { 0, 0 } };
	setitimer(ITIMER_REAL, &off, NULL);
	printf("%ld\n", eintr);
	return other ? 1 : 0;
}
