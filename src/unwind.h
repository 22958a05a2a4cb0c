/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Stack traces (-k): after each shown syscall, the user stack of the task that
 * made it, one " > " line per frame, in strace's format.
 *
 * Two halves, so that every capture mode can use it:
 *
 *  (1) Capture: raw instruction addresses go into tcp->stack.
 *      - ptrace mode: unwind_ptrace_entry()/unwind_ptrace_exit() at the
 *        syscall stops, unwind_ptrace_signal() at signal and group stops
 *        (remote unwinding with libunwind, unwind_libunwind.c).
 *      - buffered mode: the capture library unwinds in-process (libunwind's
 *        local interface, unw_init_local2(..., UNW_INIT_SIGNAL_FRAME) on the
 *        handler's ucontext so the handler's own frames are not recorded) and
 *        stores the addresses in its record: frame 0 the syscall's return IP,
 *        then return addresses, STACK_IP_EXACT on a frame that follows a
 *        signal frame (unw_is_signal_frame() on the frame before it). The
 *        backend, per record: syscall_entering(); then, if stack_wanted(tcp),
 *        stack_set_frames(); stack_check_maps_change(); syscall_exiting().
 *        Names are looked up when the record is printed, in the maps of that
 *        moment: a library unmapped in between prints without names.
 *      - seccomp mode: a notification carries no registers beyond the
 *        instruction pointer, so the backend calls stack_set_ip_only(tcp) after
 *        syscall_entering(), while the task still waits in the notification
 *        (the frame, tcp->ev.ip, is named at once), and
 *        stack_check_maps_change(tcp) for every notification (no result known:
 *        an MC syscall counts as a change).
 *
 *  (2) Symbolisation and printing, independent of ptrace: output.c prints
 *      tcp->stack after the line that ends the syscall (stack_take_lines()),
 *      symbolising with symbols.c (/proc/PID/maps and the ELF symbol tables
 *      of the mapped files, cached per object). stack_format() is the same
 *      step for any list of addresses.
 *
 * Frame addresses: frame 0 is the instruction after the syscall instruction
 * (tcp->ev.ip); every further frame is a return address, looked up at
 * address - 1 so that a call at the very end of a function is attributed to
 * it, unless STACK_IP_EXACT is set on it (the frame a signal interrupted: its
 * address is the interrupted instruction itself). User addresses never use
 * bit 63, so the flag travels inside the address, in records too.
 *
 * Every backend must also report address-space changes of a process, since
 * cached maps and unwind tables describe it: stack_maps_changed() after a
 * syscall whose row has MC succeeded (mmap, munmap, mprotect, mremap, shmat,
 * shmdt, execve, ...; stack_check_maps_change() decides) and after an exec.
 * A miss (an address in no
 * known mapping) re-reads the maps once per stack anyway, which covers modes
 * that do not see every syscall (--seccomp-bpf, -m seccomp).
 */
#ifndef SYSTRACE_UNWIND_H
#define SYSTRACE_UNWIND_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#include "util.h"

struct tcb;

#define STACK_IP_EXACT (1ULL << 63)
#define STACK_IP_MASK (~STACK_IP_EXACT)

/* Default of --stack-trace-frame-limit, as strace. */
#define STACK_DEFAULT_FRAME_LIMIT 256

enum stack_flags {
	STACK_CAPTURED = 1u << 0,	/* frames were taken for the current syscall */
	STACK_TRUNCATED = 1u << 1,	/* the stack had more frames than the limit */
	STACK_FORMATTED = 1u << 2,	/* text holds the lines; frames are no longer needed */
};

/* What -k keeps per task (tcp->stack, created on first use). */
struct stack_trace {
	uint64_t *ip;		/* frames, innermost first */
	unsigned int n;
	unsigned int cap;
	unsigned int flags;	/* enum stack_flags */
	struct strbuf text;	/* " > ..." lines, when symbolised ahead of printing */
	void *unwinder;		/* the ptrace unwinder's per-task state (unwind_libunwind.c) */
};

/* tcp's stack record, created on first use. */
struct stack_trace *stack_get(struct tcb *tcp);

/* Whether the current syscall of tcp gets a stack: -k, the syscall is shown, not -c. */
bool stack_wanted(const struct tcb *tcp);
/* Whether a "--- SIGxxx ---" or "--- stopped by ---" line for sig gets the stack the
 * task had when the signal came (strace prints one there too). */
bool stack_wanted_signal(const struct tcb *tcp, int sig);
/* Whether its stack must be taken at entry: the syscall does not return to its caller
 * (exit, exit_group) or replaces the program (execve, execveat). */
bool stack_at_entry(const struct tcb *tcp);

/* --- (1) capture --- */

/* Store frames captured elsewhere (buffered mode: the record's return addresses, at most
 * the frame limit; truncated: the stack went on beyond them). Replaces earlier frames. */
void stack_set_frames(struct tcb *tcp, const uint64_t *ips, unsigned int n, bool truncated);
/* Seccomp mode: the only frame known, tcp->ev.ip, named now; nothing unless
 * stack_wanted(tcp). */
void stack_set_ip_only(struct tcb *tcp);
/* Symbolise the captured frames now, keeping the text for later: for stacks taken at
 * entry, before the syscall changes or ends the address space (execve, exit_group). */
void stack_symbolise_now(struct tcb *tcp);

/* ptrace mode: hooks the backend calls right after syscall_entering(), and right before
 * syscall_exiting() (they take the stack of the stopped task when it is wanted).
 * startup_exec: the task was hidden until this execve (the program systrace started),
 * whose stack before exec is systrace's own child: its stack is taken at exit instead. */
void unwind_ptrace_entry(struct tcb *tcp, bool startup_exec);
void unwind_ptrace_exit(struct tcb *tcp);
/* ptrace mode: at a signal-delivery-stop or a group-stop, before the line is printed. */
void unwind_ptrace_signal(struct tcb *tcp, int sig);
/* Walk the stack of the ptrace-stopped task now into tcp->stack (libunwind remote).
 * Returns the number of frames, or a negative errno. */
int unwind_ptrace_capture(struct tcb *tcp);

/* --- (2) symbolise and print --- */

/* Append the " > ..." lines of process tgid's frames ips[0..n) to out; truncated adds
 * strace's "too many stack frames" line. Reads only /proc/tgid/maps and ELF files. */
void stack_format(pid_t tgid, const uint64_t *ips, unsigned int n, bool truncated,
		  struct strbuf *out);
/* Append the lines for tcp's captured frames to out and forget them (output.c). */
void stack_take_lines(struct tcb *tcp, struct strbuf *out);
/* Forget tcp's captured frames without printing them (the line was not shown). */
void stack_discard(struct tcb *tcp);

/* --- address-space and lifetime events --- */

/* Every backend, at each syscall exit before taking a stack: if the syscall may have
 * changed the address space (MC) and succeeded (or its result is unknown), call
 * stack_maps_changed(). brk is left out: it never maps code. */
void stack_check_maps_change(struct tcb *tcp);
/* Process tgid's mappings changed: cached maps and unwinder caches are stale. */
void stack_maps_changed(pid_t tgid);
/* Process tgid is gone (or a new process got this id): free what is kept for it. */
void stack_process_gone(pid_t tgid);
/* The task is being freed. */
void stack_free(struct tcb *tcp);

/* Implemented by the ptrace unwinder (no-ops without libunwind). */
void unwind_ptrace_invalidate(pid_t tgid);
void unwind_ptrace_forget(pid_t tgid);
void unwind_ptrace_free_task(struct stack_trace *st);

#endif
