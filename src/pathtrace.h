/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * -P PATH / --trace-path and -e trace-fds=SET: show only the syscalls that touch
 * one of the paths (by a path argument, or by a descriptor open on it) or one of
 * the descriptors. Which arguments are paths and descriptors comes from the
 * argument names of src/syscalls.def (pathname, fd, dirfd, ...), never from a
 * syscall's name.
 */
#ifndef SYSTRACE_PATHTRACE_H
#define SYSTRACE_PATHTRACE_H

#include <stdbool.h>

struct tcb;

/* -P PATH: also the path it resolves to, said once on stderr if different. */
void pathtrace_add_path(const char *path);
/* -e trace-fds=SET. */
void pathtrace_set_fds(const char *set);
/* After the command line. */
void pathtrace_finish(void);
/* True when -P or -e trace-fds= selects. */
bool pathtrace_active(void);
/* At a syscall's entry: does it touch a selected path or descriptor? */
bool pathtrace_match(struct tcb *tcp);

#endif
