/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * -D / --daemonize (ptrace mode): systrace runs as a detached grandchild of the
 * process that becomes PROG, so PROG stays the direct child of whoever started
 * systrace (its shell sees PROG's own exit, and systrace is not in the way).
 * -DD also puts systrace in its own process group, -DDD in its own session.
 */
#ifndef SYSTRACE_DAEMONIZE_H
#define SYSTRACE_DAEMONIZE_H

#include <sys/types.h>

/* Split: the calling process will run PROG (path, argv) and never returns from
 * here; the tracer, its grandchild, returns the pid to attach to. Dies with one
 * line on failure. */
pid_t daemonize_split(const char *path, char **argv);
/* In the tracer, once the program is attached (or attaching failed: ok false):
 * let the program go on to its execve. */
void daemonize_release(pid_t prog, int ok);

#endif
