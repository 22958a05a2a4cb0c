/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The parts of a traced program's life every capture backend handles the same
 * way: what systrace exits with, the note when a thread's execve replaces its
 * leader, systrace's own interruption, and ending the program it started.
 */
#ifndef SYSTRACE_LIFECYCLE_H
#define SYSTRACE_LIFECYCLE_H

#include <signal.h>
#include <sys/types.h>

struct tcb;

/* The signal that interrupted systrace (SIGINT, SIGTERM, SIGHUP, SIGQUIT,
 * SIGPIPE), 0 until one came. */
extern volatile sig_atomic_t lifecycle_interrupted;

/* Catch those signals into lifecycle_interrupted (without SA_RESTART, so a
 * blocking wait returns EINTR). */
void lifecycle_catch_interrupts(void);

/* What systrace exits with when the program it started ended with wait status
 * status: its exit code, or 0x100 | SIG to die by the same signal (backend.h). */
int lifecycle_exit_code(int status);

/* systrace was interrupted by sig: the program it started (pid, not yet ended
 * when status < 0) gets the same signal, like strace. Returns the run's result. */
int lifecycle_interrupted_exit(pid_t pid, int status, int sig);

/* On a fatal error: kill the program systrace started, if it still runs. */
void lifecycle_kill_started(pid_t pid, int status);

/* A thread that is not the leader exec'd: it takes over pid leader_pid, the old
 * leader (its tcb, or NULL) is gone without a word, and the trace says so.
 * Returns the execer, renamed. */
struct tcb *lifecycle_exec_supersede(struct tcb *leader, struct tcb *execer, pid_t leader_pid);

#endif
