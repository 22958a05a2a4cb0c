/* systrace: -e trace=pidfd_open,pidfd_getfd,pidfd_send_signal */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* pidfd_open, pidfd_getfd, pidfd_send_signal (a signal the program ignores). */
#include "tests.h"

#include <fcntl.h>
#include <signal.h>

int main(void)
{
	long rc;
	int me = getpid();
	signal(SIGUSR1, SIG_IGN);
	int pfd = (int)syscall(SYS_pidfd_open, me, 0);
	if (pfd < 0)
		skip_because("pidfd_open: %s", strerror(errno));
	printf("pidfd_open(%d, 0) = %d\n", me, pfd);
	rc = syscall(SYS_pidfd_open, -1, O_NONBLOCK);
	printf("pidfd_open(-1, PIDFD_NONBLOCK) = %s\n", sprintrc(rc));
	rc = syscall(SYS_pidfd_open, me, 0x40);
	printf("pidfd_open(%d, 0x40 /* PIDFD_??? */) = %s\n", me, sprintrc(rc));

	rc = syscall(SYS_pidfd_getfd, pfd, 0, 0);
	printf("pidfd_getfd(%d, 0, 0) = %s\n", pfd, sprintrc(rc));
	if (rc >= 0)
		close((int)rc);
	rc = syscall(SYS_pidfd_getfd, -1, 1, 1);
	printf("pidfd_getfd(-1, 1, 0x1) = %s\n", sprintrc(rc));

	rc = syscall(SYS_pidfd_send_signal, pfd, 0, NULL, 0);
	printf("pidfd_send_signal(%d, 0, NULL, 0) = %s\n", pfd, sprintrc(rc));
	siginfo_t *si = tail_alloc(sizeof(*si));
	memset(si, 0, sizeof(*si));
	si->si_signo = SIGUSR1;
	si->si_code = SI_QUEUE;
	si->si_pid = me;
	si->si_uid = getuid();
	rc = syscall(SYS_pidfd_send_signal, pfd, SIGUSR1, si, 0);
	printf("pidfd_send_signal(%d, SIGUSR1, {si_signo=SIGUSR1, si_code=SI_QUEUE, si_pid=%d, "
	       "si_uid=%u}, 0) = %s\n", pfd, me, getuid(), sprintrc(rc));
	printf("%s--- SIGUSR1 {si_signo=SIGUSR1, si_code=SI_QUEUE, si_pid=%d, si_uid=%u} ---\n",
	       no_handler_mark(), me, getuid());
	/* Flags no kernel knows: refused. */
	rc = syscall(SYS_pidfd_send_signal, pfd, SIGUSR1, si, 0x100);
	printf("pidfd_send_signal(%d, SIGUSR1, {si_signo=SIGUSR1, si_code=SI_QUEUE, si_pid=%d, "
	       "si_uid=%u}, 0x100) = %s\n", pfd, me, getuid(), sprintrc(rc));
	rc = syscall(SYS_pidfd_send_signal, -1, 0, BAD_ADDR, 0);
	printf("pidfd_send_signal(-1, 0, %p, 0) = %s\n", BAD_ADDR, sprintrc(rc));
	puts("+++ exited with 0 +++");
	return 0;
}
