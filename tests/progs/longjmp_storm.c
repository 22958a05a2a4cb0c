/* SPDX-License-Identifier: GPL-2.0-or-later */
/* longjmp_storm [JUMPS [USEC]]: an interval timer (every USEC microseconds, default
 * 1000) whose SIGALRM handler leaves with siglongjmp, while the program makes
 * syscalls as fast as it can: the handler lands anywhere, inside any syscall.
 * Prints "jumped N times" and exits 0 after JUMPS jumps (default 2000). The
 * period must exceed the time a handler and its siglongjmp take, or handlers
 * nest until the stack overflows (as they would untraced on a slow machine). */
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <unistd.h>

static sigjmp_buf where;

static void on_alarm(int sig)
{
	(void)sig;
	siglongjmp(where, 1);
}

int main(int argc, char **argv)
{
	int want = argc > 1 ? atoi(argv[1]) : 2000;
	long usec = argc > 2 ? atol(argv[2]) : 1000;
	volatile int jumps = 0;
	struct sigaction sa;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_alarm;
	sigaction(SIGALRM, &sa, NULL);
	struct itimerval it = { { usec / 1000000, usec % 1000000 },
				{ usec / 1000000, usec % 1000000 } };
	/* The timer starts only once the jump buffer holds the mask: an alarm before
	 * sigsetjmp has returned would jump through a buffer not yet saved, or one
	 * without its mask (SIGALRM would then stay blocked and the loop never end). */
	if (sigsetjmp(where, 1))
		jumps++;
	else
		setitimer(ITIMER_REAL, &it, NULL);
	while (jumps < want)
		syscall(SYS_getppid);
	struct itimerval off = { { 0, 0 }, { 0, 0 } };
	setitimer(ITIMER_REAL, &off, NULL);
	printf("jumped %d times\n", (int)jumps);
	return 0;
}
