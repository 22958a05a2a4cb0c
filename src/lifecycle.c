/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Lifecycle steps shared by the capture backends (see lifecycle.h). */
#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <sys/wait.h>

#include "lifecycle.h"
#include "options.h"
#include "output.h"
#include "tcb.h"
#include "util.h"

volatile sig_atomic_t lifecycle_interrupted;

static void on_interrupt(int sig)
{
	lifecycle_interrupted = sig;
}

void lifecycle_catch_interrupts(void)
{
	struct sigaction sa = { .sa_handler = on_interrupt };
	sigemptyset(&sa.sa_mask);
	/* -I 3 (the default with -o FILE PROG) and 4 ignore them, as strace does: the
	 * program is already started, so it does not inherit that; 4 ignores SIGTSTP
	 * too. -I 1 leaves them fatal: systrace dies at once. */
	if (opts.interruptible >= INTR_NEVER)
		sa.sa_handler = SIG_IGN;
	/* SIGPIPE: nobody reads the trace any more. */
	static const int sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE };
	if (opts.interruptible != INTR_ANYWHERE)
		for (size_t i = 0; i < ARRAY_SIZE(sigs); i++)
			sigaction(sigs[i], &sa, NULL);
	if (opts.interruptible == INTR_BLOCK_TSTP_TOO)
		signal(SIGTSTP, SIG_IGN);
}

int lifecycle_exit_code(int status)
{
	if (WIFEXITED(status))
		return WEXITSTATUS(status);
	if (WIFSIGNALED(status))
		return 0x100 | WTERMSIG(status);
	return 0;
}

int lifecycle_interrupted_exit(pid_t pid, int status, int sig)
{
	if (pid > 0 && status < 0)
		kill(pid, sig);
	return 0x100 | sig;
}

void lifecycle_kill_started(pid_t pid, int status)
{
	if (pid > 0 && status < 0)
		kill(pid, SIGKILL);
}

struct tcb *lifecycle_exec_supersede(struct tcb *leader, struct tcb *execer, pid_t leader_pid)
{
	pid_t old = execer->pid;
	if (old != leader_pid)
		output_pid_changed(execer, leader_pid);
	if (leader && leader != execer) {
		if ((leader->flags & TCB_IN_SYSCALL) && (leader->flags & TCB_SHOWN))
			output_syscall_gone(leader);
		tcb_free(leader);
	}
	tcb_set_pid(execer, leader_pid);
	execer->tgid = leader_pid;
	char note[64];
	snprintf(note, sizeof(note), "superseded by execve in pid %d", (int)old);
	if (!quiet_about(QUIET_SUPERSEDED))
		output_note(execer, note);
	return execer;
}
