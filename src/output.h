/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The strace-compatible text output: line prefixes (pid, timestamps), the
 * "<unfinished ...>" / "<... resumed>" dance when tasks interleave, the return
 * value column, and the files lines go to (-o, -ff). Every backend reports a
 * task's life here (signals, stops, exits, notes, attach and detach) and never
 * writes a line itself; -c (no trace lines) and -q/-qq are applied here, once.
 */
#ifndef SYSTRACE_OUTPUT_H
#define SYSTRACE_OUTPUT_H

#include <signal.h>
#include <stdint.h>
#include <stdio.h>

struct tcb;

/* Open the output (-o FILE, or stderr). Dies with one line if FILE cannot be written. */
void output_init(void);
/* Flush everything; called before exit and before systrace blocks for a long time.
 * After the run (overhead.end_ns set), it also does output_finish(). */
void output_flush(void);
/* The stream the -c table and the --overhead report go to. */
FILE *output_summary_stream(void);
/* `lines` lines meant for the trace (file `name`, or standard error if NULL) were not
 * written; err says why (0: already said). The first failure is said once, on stderr. */
void output_lost(const char *name, int err, uint64_t lines);
/* Flush every trace stream and say how many lines could not be written (once). Returns
 * that number (0 in forked children). Called at exit too: systrace then exits with 1
 * if it is not 0. */
uint64_t output_finish(void);

/* A syscall's entry: write "name(" and the text decoded so far (or hold it, for -e status=). */
void output_syscall_entry(struct tcb *tcp);
/* A syscall's exit: the rest of the arguments, ") = result", -T time, newline.
 * rval is what the decoder returned (RVAL_* in decode.h). */
void output_syscall_exit(struct tcb *tcp, int rval);
/* The task vanished inside a syscall (exit_group, killed, exec in another thread): ") = ?". */
void output_syscall_gone(struct tcb *tcp);
/* "--- SIGxxx {siginfo} ---" for a signal delivered to the task; tcp->text holds the siginfo. */
void output_signal(struct tcb *tcp, int sig);
/* "+++ exited with N +++" or "+++ killed by SIGx +++" from a wait status. */
void output_exit(struct tcb *tcp, int status);
/* The task is gone and its wait status cannot be known (-m buffered: not a child
 * of systrace): "+++ exited, status unknown (not a child of systrace) +++". */
void output_exit_unknown(struct tcb *tcp);
/* "--- stopped by SIGSTOP ---": the task entered a job-control stop. */
void output_stopped(struct tcb *tcp, int sig);
/* systrace lets go of the task inside a syscall: " <detached ...>". */
void output_syscall_detached(struct tcb *tcp);
/* A thread's execve made it the leader (pid): its open entry line ends with
 * " <pid changed to PID ...>" instead of " <unfinished ...>", as strace writes it. */
void output_pid_changed(struct tcb *tcp, pid_t pid);
/* The task's syscalls now run in another personality (mode: "32 bit", "64 bit"):
 * "[ Process PID=N runs in 32 bit mode. ]", as strace writes it, -c or not. */
void output_personality(struct tcb *tcp, const char *mode);
/* A "+++ text +++" line (e.g. superseded by execve). */
void output_note(struct tcb *tcp, const char *text);
/* systrace starts tracing the task (-p, or a child followed with -f): "Process N
 * attached" on stderr ("attached with N threads" when nthreads > 1, -p -f of a
 * threaded process), and an event in JSON and CTF. -q hides both, in every mode.
 * As strace does, the stderr line is left out when systrace started the command and
 * writes the trace to a file (-o): only -p attaches are said then. */
void output_attached(struct tcb *tcp, unsigned int nthreads);
/* systrace lets go of the task, which runs on (-p, -b execve): "Process N detached". */
void output_detached(struct tcb *tcp);
/* The task is being freed: drop any reference the output keeps to it. */
void output_forget(struct tcb *tcp);

#endif
