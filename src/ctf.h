/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * --output-format=ctf: a CTF 1.8 trace directory (-o DIR) that babeltrace2 and
 * Trace Compass read. DIR/metadata is the TSDL text; DIR/stream_TID holds the
 * binary packets of one traced thread. Each syscall is a syscall_entry_NAME
 * event (its arguments: the decoded text and the raw value of each) and a
 * syscall_exit_NAME event (ret, errno, whether the result is known); signals,
 * process exits and systrace's notes are events too. man/systrace-ctf.5 has
 * the whole layout.
 *
 * The entry event is written when the call completes (or is abandoned), with
 * its entry timestamp, so that its argument texts are whole: a thread's events
 * stay in order in its own stream, which is all CTF asks.
 */
#ifndef SYSTRACE_CTF_H
#define SYSTRACE_CTF_H

#include <stdbool.h>
#include <sys/types.h>

#include "options.h"

struct tcb;

static inline bool ctf_on(void)
{
	return opts.format == FORMAT_CTF;
}

/* Start the trace in directory dir: created if missing; a previous systrace CTF
 * trace there (metadata, stream_*) is replaced. Returns 0 or -errno (-ENOTEMPTY:
 * dir holds other files). */
int ctf_open(const char *dir);
/* A shown syscall entered: nothing is written yet (its entry event is written at
 * exit, whole), but the task is marked as having a call in progress (TCB_ENTRY_PRINTED),
 * for a detach to report. */
void ctf_syscall_entry(struct tcb *tcp);
/* A shown syscall completed: its entry and exit events; consumes tcp->text.
 * rval is what the decoder returned (RVAL_* in decode.h). */
void ctf_syscall(struct tcb *tcp, int rval);
/* A shown syscall that will not complete (the task vanished, or systrace lets
 * go of it): its entry event only, with the text decoded so far. */
void ctf_syscall_unfinished(struct tcb *tcp);
/* A signal delivered to the task; tcp->text holds the siginfo, consumed. */
void ctf_signal(struct tcb *tcp, int sig);
/* The task ended, from a wait status: process_exit or process_killed. */
void ctf_exit(struct tcb *tcp, int status);
/* One of systrace's notes about the task ("superseded by execve", lost records, ...). */
void ctf_note(struct tcb *tcp, const char *text);
/* systrace started (attached) or stopped tracing the task, which runs on:
 * process_attached or process_detached. */
void ctf_attach_event(struct tcb *tcp, bool attached);
/* The thread tid is no longer traced: write out and free its stream's state. */
void ctf_forget(pid_t tid);
/* Write every open packet and the metadata; the directory is then a whole trace.
 * Returns 0 or the first write error met since the last call (-errno). */
int ctf_flush(void);

#endif
