/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Process ids as a traced program sees them, in systrace's pid namespace: for
 * --pidns-translation ("1 / * 28324 in strace's PID NS * /") and for -Y, whose
 * command names are read from systrace's /proc. Found through the NSpid lines
 * of /proc/PID/status; only when the program runs in another namespace.
 */
#ifndef SYSTRACE_PIDNS_H
#define SYSTRACE_PIDNS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* pid as task tid sees it, in systrace's namespace: pid itself when tid shares
 * systrace's namespace, 0 when no such process is found. */
pid_t pidns_to_ours(pid_t tid, pid_t pid);
/* The command name of pid (in systrace's namespace) into buf; false if gone. */
bool pidns_comm(pid_t pid, char *buf, size_t size);

#endif
