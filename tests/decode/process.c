/* systrace: -e trace=wait4,clone,clone3,exit_group */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* clone (as fork does it), clone3 refused, wait4 with statuses and rusage, exit_group. */
#include "tests.h"

#include <linux/sched.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>

int main(void)
{
	int status;
	long rc;

	rc = syscall(SYS_wait4, -1, &status, WNOHANG, NULL);
	printf("wait4(-1, %p, WNOHANG, NULL) = %s\n", &status, sprintrc(rc));

	/* clone3 refuses a flag it does not know: nothing is created. Its own flags
	 * come after clone's, CLONE_NEWTIME first, then the bits without a name;
	 * addresses are NULL. */
	struct clone_args *ca = tail_alloc(sizeof(*ca));
	memset(ca, 0, sizeof(*ca));
	ca->flags = CLONE_VM | CLONE_SIGHAND | CLONE_NEWTIME | CLONE_CLEAR_SIGHAND | 0x400000000ULL;
	ca->exit_signal = SIGCHLD;
	rc = syscall(SYS_clone3, ca, sizeof(*ca));
	printf("clone3({flags=CLONE_VM|CLONE_SIGHAND|CLONE_NEWTIME|CLONE_CLEAR_SIGHAND|0x400000000, "
	       "exit_signal=SIGCHLD, stack=NULL, stack_size=0}, %zu) = %s\n", sizeof(*ca), sprintrc(rc));
	ca->flags = 0x400000000ULL;
	ca->stack = 0x1000;
	ca->stack_size = 0x100;
	rc = syscall(SYS_clone3, ca, sizeof(*ca));
	printf("clone3({flags=0x400000000 /* CLONE_??? */, exit_signal=SIGCHLD, stack=0x1000, "
	       "stack_size=0x100}, %zu) = %s\n", sizeof(*ca), sprintrc(rc));

	/* clone as fork() makes it; the child exits at once with 3. */
	rc = syscall(SYS_clone, SIGCHLD, 0, NULL, NULL, 0);
	if (rc == 0)
		_exit(3);
	pid_t child = (pid_t)rc;
	printf("clone(child_stack=NULL, flags=SIGCHLD) = %d\n", child);
	/* Let the child finish first, so the wait does not block. */
	siginfo_t si;
	waitid(P_PID, child, &si, WEXITED | WNOWAIT);
	/* SIGCHLD arrives as waitid returns, before wait4. */
	printf("%s--- SIGCHLD {si_signo=SIGCHLD, si_code=CLD_EXITED, si_pid=%d, si_uid=%u, si_status=3, "
	       "si_utime=0, si_stime=0} ---\n", no_handler_mark(), child, getuid());
	rc = syscall(SYS_wait4, child, &status, 0, NULL);
	printf("wait4(%d, %s, 0, NULL) = %s\n", child,
	       out_arg(&status, "[{WIFEXITED(s) && WEXITSTATUS(s) == 3}]"), sprintrc(rc));

	rc = syscall(SYS_clone, SIGCHLD, 0, NULL, NULL, 0);
	if (rc == 0) {
		raise(SIGKILL);
		_exit(99);
	}
	child = (pid_t)rc;
	printf("clone(child_stack=NULL, flags=SIGCHLD) = %d\n", child);
	waitid(P_PID, child, &si, WEXITED | WNOWAIT);
	printf("%s--- SIGCHLD {si_signo=SIGCHLD, si_code=CLD_KILLED, si_pid=%d, si_uid=%u, si_status=SIGKILL, "
	       "si_utime=0, si_stime=0} ---\n", no_handler_mark(), child, getuid());
	struct rusage ru;
	rc = syscall(SYS_wait4, child, &status, __WALL, &ru);
	printf("wait4(%d, %s, __WALL, %s) = %s\n", child,
	       out_arg(&status, "[{WIFSIGNALED(s) && WTERMSIG(s) == SIGKILL}]"),
	       out_argf(&ru, "{ru_utime={tv_sec=%lld, tv_usec=%lld}, ru_stime={tv_sec=%lld, "
			"tv_usec=%lld}, ...}", (long long)ru.ru_utime.tv_sec,
			(long long)ru.ru_utime.tv_usec, (long long)ru.ru_stime.tv_sec,
			(long long)ru.ru_stime.tv_usec), sprintrc(rc));

	rc = syscall(SYS_wait4, -1, BAD_ADDR, 0, NULL);
	printf("wait4(-1, %p, 0, NULL) = %s\n", BAD_ADDR, sprintrc(rc));
	rc = syscall(SYS_wait4, -1, NULL, 0x10000, NULL);
	printf("wait4(-1, NULL, 0x10000 /* W??? */, NULL) = %s\n", sprintrc(rc));

	printf("exit_group(0) = ?\n");
	puts("+++ exited with 0 +++");
	fflush(stdout);
	syscall(SYS_exit_group, 0);
	return 99;
}
