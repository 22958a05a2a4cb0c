/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * i386's siginfo_t (the kernel's compat_siginfo): the union after three ints at
 * offset 12, its longs, pointers and clock_t 32 bits wide. It is widened into a
 * siginfo_t and printed by print_siginfo, as strace prints it. The calls that
 * carry one: waitid, rt_sigqueueinfo, rt_tgsigqueueinfo, rt_sigtimedwait.
 */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/wait.h>

#include "decode.h"
#include "i386.h"
#include "print_ext.h"
#include "process.h"
#include "qualify.h"
#include "siginfo.h"
#include "signal.h"
#include "signals.h"
#include "time.h"
#include "xlat/waitid_options.h"
#include "xlat/waitid_types.h"

#define SIGINFO32_SIZE 128

/* The 32-bit word at byte off of the union. */
static uint32_t word(const uint8_t *c, unsigned int off)
{
	uint32_t w;
	memcpy(&w, c + 12 + off, sizeof(w));
	return w;
}

/* Fill si from i386's siginfo at c: the union's members read as the kernel
 * writes them for this signal and code (which print_siginfo looks at alike). */
static void widen_siginfo(const uint8_t *c, siginfo_t *si)
{
	int32_t head[3];
	memcpy(head, c, sizeof(head));
	memset(si, 0, sizeof(*si));
	si->si_signo = head[0];
	si->si_errno = head[1];
	si->si_code = head[2];
	bool poll = si->si_code == SI_SIGIO ||
		    (si->si_code > 0 && si->si_signo == SIGIO);
	bool fault = si->si_code > 0 &&
		     (si->si_signo == SIGILL || si->si_signo == SIGFPE || si->si_signo == SIGBUS ||
		      si->si_signo == SIGTRAP || si->si_signo == SIGSEGV);
	if (si->si_code == SI_TIMER) {
		si->si_timerid = (int)word(c, 0);
		si->si_overrun = (int)word(c, 4);
		si->si_value.sival_ptr = (void *)(uintptr_t)word(c, 8);
	} else if (poll) {
		si->si_band = (int32_t)word(c, 0);
		si->si_fd = (int)word(c, 4);
	} else if (fault) {
		si->si_addr = (void *)(uintptr_t)word(c, 0);
		si->si_pkey = word(c, 8);
	} else if (si->si_code > 0 && si->si_signo == SIGSYS) {
		si->si_call_addr = (void *)(uintptr_t)word(c, 0);
		si->si_syscall = (int)word(c, 4);
		si->si_arch = word(c, 8);
	} else {
		si->si_pid = (pid_t)word(c, 0);
		si->si_uid = word(c, 4);
		if (si->si_code > 0 && si->si_signo == SIGCHLD) {
			si->si_status = (int)word(c, 8);
			si->si_utime = (int32_t)word(c, 12);
			si->si_stime = (int32_t)word(c, 16);
		} else {
			si->si_value.sival_ptr = (void *)(uintptr_t)word(c, 8);
		}
	}
}

void print_siginfo32(struct tcb *tcp, const void *raw)
{
	siginfo_t si;
	widen_siginfo(raw, &si);
	print_siginfo(tcp, &si);
}

void print_siginfo32_at(struct tcb *tcp, uint64_t addr)
{
	uint8_t c[SIGINFO32_SIZE];
	if (UMOVE_OR_ADDR(tcp, addr, &c))
		print_siginfo32(tcp, c);
}

/* waitid(idtype, id, infop, options, rusage): i386's siginfo and rusage. */
SYS_FUNC(i386_waitid)
{
	if (entering(tcp)) {
		uint32_t idtype = (uint32_t)ARG(0);
		print_xval(tcp, &waitid_types, idtype, "P_???");
		tprint_sep(tcp);
		if (idtype == P_PIDFD)
			print_fd(tcp, (int)ARG(1));
		else
			print_dec(tcp, (int32_t)ARG(1));
		tprint_sep(tcp);
		return 0;
	}
	print_siginfo32_at(tcp, ARG(2));
	tprint_sep(tcp);
	print_flags(tcp, &waitid_options, (uint32_t)ARG(3), "W???");
	tprint_sep(tcp);
	if (syserror(tcp) || !ARG(4))
		print_addr(tcp, ARG(4));
	else
		print_rusage32(tcp, ARG(4));
	return 0;
}

SYS_FUNC(i386_rt_sigqueueinfo)
{
	print_dec(tcp, (int32_t)ARG(0));
	tprint_sep(tcp);
	print_signo(tcp, (int)ARG(1));
	tprint_sep(tcp);
	print_siginfo32_at(tcp, ARG(2));
	return RVAL_DECODED;
}

SYS_FUNC(i386_rt_tgsigqueueinfo)
{
	print_dec(tcp, (int32_t)ARG(0));
	tprint_sep(tcp);
	print_dec(tcp, (int32_t)ARG(1));
	tprint_sep(tcp);
	print_signo(tcp, (int)ARG(2));
	tprint_sep(tcp);
	print_siginfo32_at(tcp, ARG(3));
	return RVAL_DECODED;
}

/*
 * rt_sigtimedwait(set, info, timeout, sigsetsize) with i386's siginfo, and its
 * timespec (rt_sigtimedwait) or a 64-bit one (rt_sigtimedwait_time64). As on
 * x86_64: with info, the arguments from it on print at exit, the timeout as read
 * at entry (priv[0]: 0 NULL, 1 unreadable, 2 read into priv[1], priv[2]).
 */
static void save_timeout(struct tcb *tcp, uint64_t addr, bool ts32)
{
	int64_t ts[2];
	int32_t t32[2];
	tcp->priv[0] = 0;
	if (!addr)
		return;
	tcp->priv[0] = 1;
	if (ts32) {
		if (fetch_mem(tcp, addr, t32, sizeof(t32)) < 0)
			return;
		ts[0] = t32[0], ts[1] = t32[1];
	} else if (fetch_mem(tcp, addr, ts, sizeof(ts)) < 0) {
		return;
	}
	tcp->priv[0] = 2;
	tcp->priv[1] = (uint64_t)ts[0];
	tcp->priv[2] = (uint64_t)ts[1];
}

static void print_saved_timeout(struct tcb *tcp, uint64_t addr)
{
	if (!syscall_verbose(tcp->ev.nr))
		print_addr(tcp, addr);
	else if (tcp->priv[0] == 2)
		print_timespec_val(tcp, (int64_t)tcp->priv[1], (int64_t)tcp->priv[2]);
	else
		print_addr(tcp, addr);
}

static int sigtimedwait_any(struct tcb *tcp, bool ts32)
{
	if (entering(tcp)) {
		print_sigset_addr_len(tcp, ARG(0), ARG(3));
		tprint_sep(tcp);
		save_timeout(tcp, ARG(2), ts32);
		if (ARG(1))
			return 0;
		print_addr(tcp, ARG(1));
		tprint_sep(tcp);
		print_saved_timeout(tcp, ARG(2));
		tprint_sep(tcp);
		print_udec(tcp, ARG(3));
		return 0;
	}
	if (ARG(1)) {
		print_siginfo32_at(tcp, ARG(1));
		tprint_sep(tcp);
		print_saved_timeout(tcp, ARG(2));
		tprint_sep(tcp);
		print_udec(tcp, ARG(3));
	}
	if (!syserror(tcp) && RETVAL) {
		tcp->auxstr = signal_name((int)RETVAL);
		return RVAL_STR;
	}
	return 0;
}

SYS_FUNC(i386_rt_sigtimedwait)
{
	return sigtimedwait_any(tcp, true);
}

SYS_FUNC(i386_rt_sigtimedwait_time64)
{
	return sigtimedwait_any(tcp, false);
}
