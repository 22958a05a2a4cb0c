/* SPDX-License-Identifier: GPL-2.0-or-later */
/* eintr: read() from an empty pipe is interrupted by SIGALRM, first with a handler
 * installed without SA_RESTART (read fails with EINTR), then with SA_RESTART (the read
 * is restarted and gets the byte the handler wrote). Exits 0 when both behave. */
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

static int fds[2];

static void on_alarm(int sig)
{
	(void)sig;
}

static void on_alarm_write(int sig)
{
	(void)sig;
	write(fds[1], "y", 1);
}

int main(void)
{
	char c;
	struct sigaction sa;
	struct itimerval it = { .it_value = { .tv_usec = 50000 } };
	if (pipe(fds))
		return 99;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_alarm;
	sigaction(SIGALRM, &sa, NULL);
	setitimer(ITIMER_REAL, &it, NULL);
	if (read(fds[0], &c, 1) != -1 || errno != EINTR)
		return 1;
	sa.sa_handler = on_alarm_write;
	sa.sa_flags = SA_RESTART;
	sigaction(SIGALRM, &sa, NULL);
	setitimer(ITIMER_REAL, &it, NULL);
	if (read(fds[0], &c, 1) != 1 || c != 'y')
		return 2;
	return 0;
}
