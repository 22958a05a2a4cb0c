/* SPDX-License-Identifier: GPL-2.0-or-later */
#ifndef SYSTRACE_DECODE_PROCESS_H
#define SYSTRACE_DECODE_PROCESS_H

#include <stdint.h>

struct tcb;

/* "[{WIFEXITED(s) && WEXITSTATUS(s) == 0}]" (also for waitpid-style results elsewhere). */
void print_wait_status(struct tcb *tcp, int status);
/* "{ru_utime={...}, ru_stime={...}, ...}" (getrusage, wait4). */
void print_rusage(struct tcb *tcp, uint64_t addr);
/* The same for i386's struct rusage (32-bit longs). */
void print_rusage32(struct tcb *tcp, uint64_t addr);

#endif
