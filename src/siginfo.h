/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Printing a siginfo_t: "{si_signo=SIGCHLD, si_code=CLD_EXITED, si_pid=42, ...}". */
#ifndef SYSTRACE_SIGINFO_H
#define SYSTRACE_SIGINFO_H

#include <signal.h>

struct tcb;

void print_siginfo(struct tcb *tcp, const siginfo_t *si);

#endif
