/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * -e inject= and -e fault=: which invocations of which syscalls are tampered with
 * (an error or a return value instead of running, a signal, a delay), counted per
 * syscall and per task as strace counts them. A backend asks at each syscall entry
 * and applies the action; the output asks whether to add "(INJECTED)"/"(DELAYED)".
 */
#ifndef SYSTRACE_INJECT_H
#define SYSTRACE_INJECT_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

struct inject_action {
	bool has_rval;		/* error= or retval=: the syscall does not run */
	int64_t rval;		/* what it returns instead (-errno for error=) */
	int signo;		/* signal=: delivered at entry (0: none) */
	uint64_t delay_enter_ns;	/* delay_enter= / delay_exit=, 0: none */
	uint64_t delay_exit_ns;
	bool delay_enter, delay_exit;
	unsigned int first, last, step;	/* when=: invocations first, first+step, ... <= last */
};

/* Parse the value of -e inject= (fault: -e fault=, error=ENOSYS by default). A bad
 * specification exits with status 2 and strace's message. */
void inject_parse(const char *spec, bool fault);
/* True when some -e inject/fault was given. */
bool inject_any(void);
/* The first action given that only ptrace mode can carry out ("signal=",
 * "delay_exit="), or NULL: seccomp mode answers a notification with a result
 * (error=, retval=) or after a wait (delay_enter=), and never sees the exit. */
const char *inject_ptrace_only(void);

/* Task tid enters syscall nr: count the invocation; return the action to apply to
 * this one, or NULL. The action is remembered for inject_exiting(). */
const struct inject_action *inject_entering(pid_t tid, int nr);
/* The action applied to tid's current syscall (from inject_entering), or NULL. */
const struct inject_action *inject_current(pid_t tid);
/* What the trace line of tid's current syscall ends with: "", " (INJECTED)",
 * " (DELAYED)" or both. */
const char *inject_suffix(pid_t tid);
/* tid's syscall is over (its line is out): forget the current action. */
void inject_done(pid_t tid);
/* The task is gone (or detached): forget its counters. */
void inject_forget(pid_t tid);

#endif
