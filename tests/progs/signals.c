/* SPDX-License-Identifier: GPL-2.0-or-later */
/* signals [die SIG]: sends itself SIGUSR1 (its handler calls getppid()) and an
 * ignored SIGUSR2, then sleeps in pause() until a timer's SIGALRM (with a handler)
 * ends it; exits 0, or with "die SIG" kills itself with signal SIG at the end. */
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

static void on_usr1(int sig)
{
	(void)sig;
	getppid();
}

static void on_alarm(int sig)
{
	(void)sig;
}

int main(int argc, char **argv)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_usr1;
	sigaction(SIGUSR1, &sa, NULL);
	kill(getpid(), SIGUSR1);

	signal(SIGUSR2, SIG_IGN);
	kill(getpid(), SIGUSR2);

	sa.sa_handler = on_alarm;
	sigaction(SIGALRM, &sa, NULL);
	struct itimerval it = { .it_value = { .tv_usec = 20000 } };
	setitimer(ITIMER_REAL, &it, NULL);
	pause();

	if (argc > 2 && strcmp(argv[1], "die") == 0) {
		signal(atoi(argv[2]), SIG_DFL);
		kill(getpid(), atoi(argv[2]));
	}
	return 0;
}
