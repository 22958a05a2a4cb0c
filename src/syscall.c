/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "syscall.h"

#include <stdlib.h>

#include "decode.h"
#include "options.h"
#include "overhead.h"
#include "pathtrace.h"
#include "output.h"
#include "qualify.h"
#include "siginfo.h"
#include "summary.h"
#include "syscall_i386.h"
#include "syscall_table.h"
#include "tcb.h"

/* Arguments of a syscall with no decoder: hex, as strace prints them. */
static int print_raw_args(struct tcb *tcp)
{
	for (unsigned int i = 0; i < tcp->sys->nargs; i++) {
		if (i)
			tprint_sep(tcp);
		print_hex(tcp, tcp->ev.args[i]);
	}
	return RVAL_DECODED;
}

/* The row of the syscall in tcp->ev, from the table of its personality; an i386
 * number that table lacks prints as syscall_0xNNN (its ev.nr is that number). */
static const struct sysent *sysent_of(const struct event *ev)
{
	if (ev->flags & EV_I386) {
		const struct sysent *s = sysent_i386(ev->arch_nr);
		return s ? s : sysent_by_nr(-1);
	}
	return sysent_by_nr(ev->nr);
}

static bool traced(const struct tcb *tcp)
{
	/* An i386 number the table lacks is always shown, as strace shows it. */
	if (tcp->ev.flags & EV_I386)
		return tcp->sys->name ? syscall_i386_traced(tcp->sys) : true;
	return syscall_traced(tcp->ev.nr);
}

void syscall_entering(struct tcb *tcp)
{
	tcp->sys = sysent_of(&tcp->ev);
	if (tcp->ev.flags & EV_I386)
		syscall_i386_subcall(tcp);
	tcp->ev.flags &= ~EV_HAS_RET;
	tcp->auxstr = NULL;
	overhead.syscalls_seen++;

	/* A program systrace started shows nothing until it reaches its execve. */
	if ((tcp->flags & TCB_HIDE_LOG) && (tcp->sys->flags & SF_EXECVE))
		tcp->flags &= ~TCB_HIDE_LOG;
	if (!traced(tcp) || (tcp->flags & TCB_HIDE_LOG) ||
	    (pathtrace_active() && !pathtrace_match(tcp))) {	/* -P, -e trace-fds= */
		tcp->flags |= TCB_IN_SYSCALL;
		return;
	}
	overhead.syscalls_traced++;
	if (opts.count != COUNT_ONLY) {
		sb_reset(&tcp->text);
		syscall_styles_apply(tcp->ev.nr);
		if (syscall_raw(tcp->ev.nr))	/* -e raw=: arguments and result in hex */
			tcp->entry_rval = print_raw_args(tcp) | RVAL_HEX;
		else
			tcp->entry_rval = tcp->sys->decode ? tcp->sys->decode(tcp) : print_raw_args(tcp);
		output_syscall_entry(tcp);
	}
	tcp->flags |= TCB_IN_SYSCALL | TCB_SHOWN;
}

void syscall_exiting(struct tcb *tcp)
{
	if ((tcp->ev.flags & EV_HAS_RET) && tcp->ev.ret == -516)	/* ERESTART_RESTARTBLOCK */
		tcp->interrupted = tcp->sys;
	if (tcp->flags & TCB_SHOWN) {
		if (opts.count != COUNT_NONE)
			summary_count(tcp);
		if (opts.count != COUNT_ONLY) {
			int rval = tcp->entry_rval;
			if (!(rval & RVAL_DECODED)) {
				syscall_styles_apply(tcp->ev.nr);
				rval = tcp->sys->decode(tcp);
			}
			output_syscall_exit(tcp, rval);
		}
	}
	tcp->flags &= ~(TCB_IN_SYSCALL | TCB_SHOWN);
	tcp->auxstr = NULL;
}

void report_signal(struct tcb *tcp, const siginfo_t *si)
{
	if (tcp->flags & TCB_HIDE_LOG || opts.count == COUNT_ONLY || !signal_traced(si->si_signo))
		return;
	/* The line goes out now; a held syscall text is never pending here, since
	 * signals are delivered between syscalls. */
	struct strbuf held = tcp->text;
	tcp->text = (struct strbuf){ 0 };
	print_siginfo(tcp, si);
	output_signal(tcp, si->si_signo);
	free(tcp->text.buf);
	tcp->text = held;
}

void report_exit(struct tcb *tcp, int status)
{
	if (opts.count == COUNT_ONLY)
		return;
	output_exit(tcp, status);
}
