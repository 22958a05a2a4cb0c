/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The mode-independent half of -k (see unwind.h): when a stack is wanted, where
 * the frames are kept, and how they become strace's " > " lines.
 */
#include "config.h"
#include "unwind.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"
#include "qualify.h"
#include "symbols.h"
#include "syscall_table.h"
#include "tcb.h"

struct stack_trace *stack_get(struct tcb *tcp)
{
	if (!tcp->stack)
		tcp->stack = xcalloc(1, sizeof(*tcp->stack));
	return tcp->stack;
}

bool stack_wanted(const struct tcb *tcp)
{
	return opts.stack_trace && opts.count != COUNT_ONLY && (tcp->flags & TCB_SHOWN);
}

bool stack_wanted_signal(const struct tcb *tcp, int sig)
{
	return opts.stack_trace && opts.count != COUNT_ONLY && !(tcp->flags & TCB_HIDE_LOG) &&
	       signal_traced(sig);
}

bool stack_at_entry(const struct tcb *tcp)
{
	return tcp->sys->flags & (NR | SF_EXECVE);
}

void stack_set_frames(struct tcb *tcp, const uint64_t *ips, unsigned int n, bool truncated)
{
	struct stack_trace *st = stack_get(tcp);
	if (n > opts.stack_frame_limit) {
		n = opts.stack_frame_limit;
		truncated = true;
	}
	if (n > st->cap) {
		st->cap = n;
		st->ip = xrealloc(st->ip, n * sizeof(*st->ip));
	}
	if (n)
		memcpy(st->ip, ips, n * sizeof(*ips));
	st->n = n;
	st->flags = STACK_CAPTURED | (truncated ? STACK_TRUNCATED : 0);
	sb_reset(&st->text);
}

void stack_set_ip_only(struct tcb *tcp)
{
	if (!stack_wanted(tcp))
		return;
	stack_set_frames(tcp, &tcp->ev.ip, 1, false);
	/* The task waits in the notification: its mappings are those of the call. */
	stack_symbolise_now(tcp);
}

void stack_format(pid_t tgid, const uint64_t *ips, unsigned int n, bool truncated,
		  struct strbuf *out)
{
	symbols_new_stack(tgid);
	for (unsigned int i = 0; i < n; i++) {
		uint64_t ip = ips[i] & STACK_IP_MASK;
		bool is_return = i > 0 && !(ips[i] & STACK_IP_EXACT);
		struct symbol_frame f;
		if (!ip)
			return;	/* the end of the chain, as libunwind reports it */
		if (symbols_lookup(tgid, ip, is_return, &f) < 0) {
			/* In no executable file mapping (JIT code, a bad return address):
			 * nothing to name it by, and unwinding past it is guesswork. */
			sb_printf(out, " > ? [0x%" PRIx64 "]\n", ip);
			return;
		}
		if (f.name && f.name[0])
			sb_printf(out, " > %s(%s+0x%" PRIx64 ") [0x%" PRIx64 "]\n", f.path, f.name,
				  f.offset, f.file_offset);
		else
			sb_printf(out, " > %s() [0x%" PRIx64 "]\n", f.path, f.file_offset);
	}
	if (truncated)
		sb_puts(out, " > too many stack frames\n");
}

void stack_symbolise_now(struct tcb *tcp)
{
	struct stack_trace *st = tcp->stack;
	if (!st || !(st->flags & STACK_CAPTURED) || (st->flags & STACK_FORMATTED))
		return;
	sb_reset(&st->text);
	stack_format(tcp->tgid, st->ip, st->n, st->flags & STACK_TRUNCATED, &st->text);
	st->flags |= STACK_FORMATTED;
}

void stack_take_lines(struct tcb *tcp, struct strbuf *out)
{
	struct stack_trace *st = tcp->stack;
	if (!st || !(st->flags & STACK_CAPTURED))
		return;
	if (st->flags & STACK_FORMATTED)
		sb_add(out, st->text.buf ? st->text.buf : "", st->text.len);
	else
		stack_format(tcp->tgid, st->ip, st->n, st->flags & STACK_TRUNCATED, out);
	stack_discard(tcp);
}

void stack_discard(struct tcb *tcp)
{
	struct stack_trace *st = tcp->stack;
	if (!st)
		return;
	st->n = 0;
	st->flags = 0;
	sb_reset(&st->text);
}

void stack_check_maps_change(struct tcb *tcp)
{
	/* MC: brk is not marked, it only moves the end of the heap (no code, no
	 * unwind tables). */
	if (!opts.stack_trace || !(tcp->sys->flags & MC))
		return;
	if ((tcp->ev.flags & EV_HAS_RET) && tcp->ev.ret < 0 && tcp->ev.ret >= -4095)
		return;	/* failed: nothing changed (without a result, assume a change) */
	stack_maps_changed(tcp->tgid);
}

void stack_maps_changed(pid_t tgid)
{
	symbols_invalidate(tgid);
	unwind_ptrace_invalidate(tgid);
}

void stack_process_gone(pid_t tgid)
{
	symbols_forget(tgid);
	unwind_ptrace_forget(tgid);
}

void stack_free(struct tcb *tcp)
{
	struct stack_trace *st = tcp->stack;
	if (!st)
		return;
	unwind_ptrace_free_task(st);
	free(st->ip);
	free(st->text.buf);
	free(st);
	tcp->stack = NULL;
}

#ifndef ENABLE_LIBUNWIND
/* Without libunwind there is no ptrace unwinder: -k is refused in ptrace mode
 * (options.c), and these are never asked for a stack. */
void unwind_ptrace_entry(struct tcb *tcp, bool startup_exec)
{
	(void)tcp;
	(void)startup_exec;
}

void unwind_ptrace_exit(struct tcb *tcp)
{
	stack_check_maps_change(tcp);
}

void unwind_ptrace_signal(struct tcb *tcp, int sig)
{
	(void)tcp;
	(void)sig;
}

int unwind_ptrace_capture(struct tcb *tcp)
{
	(void)tcp;
	return -ENOSYS;
}

void unwind_ptrace_invalidate(pid_t tgid)
{
	(void)tgid;
}

void unwind_ptrace_forget(pid_t tgid)
{
	(void)tgid;
}

void unwind_ptrace_free_task(struct stack_trace *st)
{
	(void)st;
}
#endif
