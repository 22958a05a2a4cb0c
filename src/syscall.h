/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * What every backend calls when it has captured something: the path from a
 * captured event to decoders, the -c counters and the output.
 */
#ifndef SYSTRACE_SYSCALL_H
#define SYSTRACE_SYSCALL_H

#include <signal.h>

struct tcb;

/* Syscall entry: tcp->ev holds nr, args and entry_ns. */
void syscall_entering(struct tcb *tcp);
/* Syscall exit: tcp->ev additionally holds ret and exit_ns, and EV_HAS_RET is set;
 * a backend that never learns the result (seccomp) calls it with EV_HAS_RET clear. */
void syscall_exiting(struct tcb *tcp);
/* A signal was delivered to the task (printed unless -e signal= excludes it). */
void report_signal(struct tcb *tcp, const siginfo_t *si);
/* The task is gone with this wait status; prints the line and any unfinished syscall. */
void report_exit(struct tcb *tcp, int status);

#endif
