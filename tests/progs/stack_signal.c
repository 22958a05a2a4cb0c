/* SPDX-License-Identifier: GPL-2.0-or-later */
/* stack_signal: main -> f0 -> kill(self, SIGUSR1); the handler calls getppid(). Under -k
 * the signal's line shows where it interrupted the program (kill, f0, main), and
 * getppid's stack goes through the handler and the signal frame back to f0. */
#include <signal.h>
#include <unistd.h>

static volatile int depth;

static void handler(int sig)
{
	(void)sig;
	getppid();
	depth++;
}

__attribute__((noinline)) static void f0(void)
{
	kill(getpid(), SIGUSR1);
	depth++;
}

int main(void)
{
	struct sigaction sa = { .sa_handler = handler };
	sigemptyset(&sa.sa_mask);
	if (sigaction(SIGUSR1, &sa, NULL) < 0)
		return 99;
	f0();
	return 0;
}
