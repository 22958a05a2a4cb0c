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
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

struct event;
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

/*
 * -m buffered and -m rewrite decode after the calls: a descriptor is matched by
 * what the records said about it (the open, dup, fcntl, close, close_range,
 * unshare, chdir, fchdir, execve and clone calls of its process), not by /proc
 * at decoding time. The backend says so before the program starts; the
 * consumer tells every call's entry and end, every fork and every process's end.
 */
void pathtrace_follow_fds(void);
/* Must the capture library record syscall nr, even outside -e trace=? */
bool pathtrace_needs_call(int nr);
/* After a call's exit was decoded (tcp->ev holds its result). */
void pathtrace_exited(struct tcb *tcp);
/* Reads the memory a record holds (what the program passed in); 0 or -errno. */
typedef int (*pathtrace_reader)(const void *ctx, uint64_t addr, void *buf, size_t len);
/* A record systrace skips (a thread or a process it does not follow, without
 * -f), an entry or the end of a call: what the call did to the descriptors
 * the shown thread shares with it (nothing if it shares none). */
void pathtrace_skipped(pid_t tgid, pid_t tid, bool entry, const struct event *ev,
		       pathtrace_reader read, const void *ctx);
/* At a call's entry, whether shown or not (a clone's flags are kept). */
void pathtrace_entering(struct tcb *tcp);
/* The first record of child, a new process of parent's clone: parent's
 * descriptors, shared (CLONE_FILES) or copied (only if shown: its calls are). */
void pathtrace_child(pid_t parent, pid_t child, bool shown);
/* The clone of parent returned child, with these clone flags: the same, unless
 * child's first record came already. */
void pathtrace_fork(pid_t parent, pid_t child, uint64_t flags);
/* The program systrace started as process pid, forked just now: it has
 * systrace's descriptors that are not close-on-exec, and no other. */
void pathtrace_started(pid_t pid);
/* Process tgid is gone: forget its descriptors. */
void pathtrace_gone(pid_t tgid);

#endif
