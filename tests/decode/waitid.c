/* systrace: -e trace=waitid */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* waitid: id types, the siginfo and rusage of a reaped child, options. */
#include "tests.h"

#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>

int main(void)
{
	long rc;
	siginfo_t *si = tail_alloc(sizeof(*si));
	struct rusage *ru = tail_alloc(sizeof(*ru));
	/* SIGCHLD stays blocked (pending, never delivered): the trace is waitid only. */
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGCHLD);
	sigprocmask(SIG_BLOCK, &set, NULL);
	rc = syscall(SYS_waitid, P_ALL, 0, si, WEXITED | WNOHANG, NULL);
	printf("waitid(P_ALL, 0, %p, WNOHANG|WEXITED, NULL) = %s\n", si, sprintrc(rc));

	pid_t child = fork();
	if (child == 0)
		_exit(7);
	rc = syscall(SYS_waitid, P_PID, child, si, WEXITED, NULL);
	printf("waitid(P_PID, %d, %s, WEXITED, NULL) = %s\n", child,
	       out_argf(si, "{si_signo=SIGCHLD, si_code=CLD_EXITED, si_pid=%d, si_uid=%u, "
			"si_status=7, si_utime=%ld, si_stime=%ld}", child, getuid(),
			(long)si->si_utime, (long)si->si_stime), sprintrc(rc));

	child = fork();
	if (child == 0)
		_exit(3);
	rc = syscall(SYS_waitid, P_PGID, 0, si, WEXITED, ru);
	printf("waitid(P_PGID, 0, %s, WEXITED, %s) = %s\n",
	       out_argf(si, "{si_signo=SIGCHLD, si_code=CLD_EXITED, si_pid=%d, si_uid=%u, "
			"si_status=3, si_utime=%ld, si_stime=%ld}", child, getuid(),
			(long)si->si_utime, (long)si->si_stime),
	       out_argf(ru, "{ru_utime={tv_sec=%lld, tv_usec=%lld}, ru_stime={tv_sec=%lld, "
			"tv_usec=%lld}, ...}", (long long)ru->ru_utime.tv_sec,
			(long long)ru->ru_utime.tv_usec, (long long)ru->ru_stime.tv_sec,
			(long long)ru->ru_stime.tv_usec), sprintrc(rc));

	rc = syscall(SYS_waitid, P_PIDFD, -1, si, WEXITED | WSTOPPED | WCONTINUED | WNOWAIT | 0x100000,
		     NULL);
	printf("waitid(P_PIDFD, -1, %p, WEXITED|WSTOPPED|WCONTINUED|WNOWAIT|0x100000, NULL) = %s\n",
	       si, sprintrc(rc));
	rc = syscall(SYS_waitid, P_ALL, 0, si, __WALL | __WCLONE | __WNOTHREAD | WEXITED, ru);
	printf("waitid(P_ALL, 0, %p, WEXITED|__WCLONE|__WALL|__WNOTHREAD, %p) = %s\n", si, ru,
	       sprintrc(rc));
	rc = syscall(SYS_waitid, 99, 0, NULL, 0, NULL);
	printf("waitid(0x63 /* P_??? */, 0, NULL, 0, NULL) = %s\n", sprintrc(rc));
	rc = syscall(SYS_waitid, P_ALL, 0, NULL, 0x10, NULL);
	printf("waitid(P_ALL, 0, NULL, 0x10 /* W??? */, NULL) = %s\n", sprintrc(rc));
	puts("+++ exited with 0 +++");
	return 0;
}
