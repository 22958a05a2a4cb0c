/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A traced task (thread) and what systrace remembers about it between stops:
 * the syscall in progress, the text decoded so far, where its lines go.
 */
#ifndef SYSTRACE_TCB_H
#define SYSTRACE_TCB_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#include "event.h"
#include "util.h"

struct sysent;
struct outfile;
struct stack_trace;

enum tcb_flags {
	TCB_IN_SYSCALL = 1u << 0,	/* between syscall entry and exit */
	TCB_SHOWN = 1u << 1,		/* the current syscall is printed */
	TCB_HIDE_LOG = 1u << 2,		/* started by systrace, before its execve: show nothing */
	TCB_ATTACHED = 1u << 3,		/* attached with -p: detach, never kill */
	TCB_STARTUP = 1u << 4,		/* seized; its first stop has not arrived yet */
	TCB_UNFINISHED = 1u << 5,	/* its entry text was closed with "<unfinished ...>" */
	TCB_GROUP_STOPPED = 1u << 6,	/* in a group-stop, left with PTRACE_LISTEN */
	TCB_SECCOMP_ENTRY = 1u << 7,	/* --seccomp-bpf: this syscall entered via a seccomp stop */
	TCB_ENTRY_PRINTED = 1u << 8,	/* "name(args" already written to the output */
	TCB_EXITED = 1u << 9,		/* gone; kept only until its last line is out */
	TCB_STOPPED = 1u << 10,		/* ptrace: in a stop systrace has collected and not yet
					 * ended (a fatal error detaches it directly) */
};

struct tcb {
	pid_t pid;			/* thread id */
	pid_t tgid;			/* thread group (process) id */
	unsigned int flags;		/* enum tcb_flags */

	/* The syscall in progress. */
	struct event ev;
	const struct sysent *sys;	/* table entry for ev.nr */
	int entry_rval;			/* what the decoder returned at entry */
	const char *auxstr;		/* decoder's note printed after the return value */
	uint64_t priv[4];		/* decoder scratch kept from entry to exit */
	uint64_t stime_entry_ns;	/* tracee system CPU time at entry and exit, for -c */
	uint64_t stime_exit_ns;
	/* The last syscall that returned ERESTART_RESTARTBLOCK: what restart_syscall
	 * resumes ("<... resuming interrupted clock_nanosleep ...>"); NULL: unknown. */
	const struct sysent *interrupted;
	/* 1 + the personality (syscall_i386.h) of its latest syscall; 0 before the first. */
	unsigned char pers;

	/* Decoded text not yet written to the output. */
	struct strbuf text;
	struct outfile *out;		/* shared output, or this task's own with -ff */

	/* -k: frames of the current syscall and the unwinder's state (unwind.h) */
	struct stack_trace *stack;

	/* -Y: the command name last read from /proc, for lines after the task is gone */
	char comm[16];

	/* ptrace backend state */
	int pending_sig;		/* TCB_STOPPED: the signal its stop is delivering */
	struct tcb *hash_next;
};

/* Find the task with this tid, or NULL. */
struct tcb *tcb_find(pid_t pid);
/* Create a task; the caller fills in the rest. */
struct tcb *tcb_new(pid_t pid);
/* Forget a task (it exited or was detached). */
void tcb_free(struct tcb *tcp);
/* Take a task out of the table without releasing what it holds (its output):
 * for systrace's last moments, when that state may be half made. */
void tcb_unlink(struct tcb *tcp);
/* The task now has another tid (a thread that execs takes the leader's tid). */
void tcb_set_pid(struct tcb *tcp, pid_t pid);
/* -Y: refresh tcp->comm from /proc (kept when the task is gone). */
void tcb_read_comm(struct tcb *tcp);
/* Number of tasks currently traced. */
unsigned int tcb_count(void);
/* Call fn for every traced task; fn may free the task it is given. */
void tcb_for_each(void (*fn)(struct tcb *tcp, void *arg), void *arg);

static inline bool entering(const struct tcb *tcp)
{
	return !(tcp->flags & TCB_IN_SYSCALL);
}

static inline bool exiting(const struct tcb *tcp)
{
	return tcp->flags & TCB_IN_SYSCALL;
}

#endif
