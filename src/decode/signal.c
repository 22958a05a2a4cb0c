/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * rt_sigaction, rt_sigprocmask, rt_sigreturn, rt_sigpending, rt_sigsuspend,
 * rt_sigtimedwait, rt_sigqueueinfo, rt_tgsigqueueinfo, sigaltstack, kill,
 * tkill, tgkill, signalfd, signalfd4.
 */
#include "config.h"

#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <ucontext.h>

#include "decode.h"
#include "i386.h"
#include "print_ext.h"
#include "qualify.h"
#include "siginfo.h"
#include "signal.h"
#include "signals.h"
#include "time.h"
#include "xlat/sa_handler_values.h"
#include "xlat/sfd_flags.h"
#include "xlat/sigact_flags.h"
#include "xlat/sigaltstack_flags.h"
#include "xlat/sigprocmask_cmds.h"

void print_sigmask(struct tcb *tcp, const void *mask, unsigned int bytes)
{
	uint32_t words[KERNEL_SIGSET_BYTES / 4] = { 0 };
	unsigned int n = bytes < sizeof(words) ? bytes : sizeof(words);
	memcpy(words, mask, n);
	unsigned int nwords = (n + 3) / 4;
	unsigned int nbits = nwords * 32, set = 0;

	for (unsigned int i = 0; i < nwords; i++)
		set += (unsigned int)__builtin_popcount(words[i]);
	/* A mostly full set reads better as what it leaves out. */
	bool inverted = set >= nbits * 2 / 3;
	if (inverted) {
		for (unsigned int i = 0; i < nwords; i++)
			words[i] = ~words[i];
	}
	value_sigset_begin(tcp, inverted);
	for (unsigned int bit = 0; bit < nbits; bit++) {
		if (!(words[bit / 32] & (1u << (bit % 32))))
			continue;
		const char *name = signal_name((int)bit + 1);
		char num[16];
		if (!name) {
			snprintf(num, sizeof(num), "%u", bit + 1);
			value_sigset_item(tcp, num);
		} else {
			value_sigset_item(tcp, name + 3);	/* without "SIG" */
		}
	}
	value_sigset_end(tcp);
}

/* A sigset of len bytes, accepted only when min_len <= len <= 8. */
static void print_sigset_limited(struct tcb *tcp, uint64_t addr, uint64_t len,
				 unsigned int min_len)
{
	unsigned char mask[KERNEL_SIGSET_BYTES];
	if (len < min_len || len > KERNEL_SIGSET_BYTES) {
		print_addr(tcp, addr);
		return;
	}
	if (umove_or_addr(tcp, addr, mask, len))
		print_sigmask(tcp, mask, (unsigned int)len);
}

void print_sigset_addr_len(struct tcb *tcp, uint64_t addr, uint64_t len)
{
	print_sigset_limited(tcp, addr, len, sizeof(long));
}

void print_siginfo_at(struct tcb *tcp, uint64_t addr)
{
	siginfo_t si;
	if (UMOVE_OR_ADDR(tcp, addr, &si))
		print_siginfo(tcp, &si);
}

/* A signal number argument: its name, or the number in decimal. */
static void print_sig_arg(struct tcb *tcp, uint64_t arg)
{
	print_signo(tcp, (int)arg);
}

static void print_sa_handler(struct tcb *tcp, uint64_t handler)
{
	const char *name = xlat_lookup(&sa_handler_values, handler);
	if (name)
		value_const(tcp, name, (int64_t)handler, VB_HEX, NULL);
	else
		print_addr(tcp, handler);
}

/*
 * The kernel's struct sigaction on x86_64 is 32 bytes, but strace reads it
 * with a mask of NSIG / sizeof(long) longs, 88 bytes in all: a struct that ends
 * closer than that to unmapped memory prints as its address there too.
 */
struct kernel_sigaction_read {
	uint64_t handler;
	uint64_t flags;
	uint64_t restorer;
	uint64_t mask[8];
};

static void print_sigaction_at(struct tcb *tcp, uint64_t addr)
{
	struct kernel_sigaction_read sa;
	if (!UMOVE_OR_ADDR(tcp, addr, &sa))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "sa_handler");
	print_sa_handler(tcp, sa.handler);
	value_field(tcp, "sa_mask");
	print_sigmask(tcp, sa.mask, KERNEL_SIGSET_BYTES);
	value_field(tcp, "sa_flags");
	print_flags(tcp, &sigact_flags, sa.flags, "SA_???");
	if (sa.flags & 0x04000000 /* SA_RESTORER */) {
		value_field(tcp, "sa_restorer");
		print_addr(tcp, sa.restorer);
	}
	value_struct_end(tcp);
}

SYS_FUNC(rt_sigaction)
{
	if (entering(tcp)) {
		print_sig_arg(tcp, ARG(0));
		tprint_sep(tcp);
		print_sigaction_at(tcp, ARG(1));
		tprint_sep(tcp);
		return 0;
	}
	print_sigaction_at(tcp, ARG(2));
	tprint_sep(tcp);
	print_udec(tcp, ARG(3));
	return 0;
}

/* rt_sigprocmask, or (old) i386's sigprocmask: a 32-bit mask, no size argument. */
static int sigprocmask_common(struct tcb *tcp, bool old)
{
	uint64_t size = old ? sizeof(uint32_t) : ARG(3);
	unsigned int min_len = old ? sizeof(uint32_t) : sizeof(long);
	if (entering(tcp)) {
		print_xval(tcp, &sigprocmask_cmds, (uint32_t)ARG(0), "SIG_???");
		tprint_sep(tcp);
		print_sigset_limited(tcp, ARG(1), size, min_len);
		tprint_sep(tcp);
		return 0;
	}
	print_sigset_limited(tcp, ARG(2), size, min_len);
	if (!old) {
		tprint_sep(tcp);
		print_udec(tcp, ARG(3));
	}
	return 0;
}

SYS_FUNC(rt_sigprocmask)
{
	return sigprocmask_common(tcp, false);
}

/* (declared in i386.h) */
SYS_FUNC(i386_sigprocmask)
{
	return sigprocmask_common(tcp, true);
}

/*
 * rt_sigreturn takes no arguments: the mask being restored is in the signal
 * frame the handler returned through. The restorer's "ret" popped the frame's
 * first word, so the frame starts 8 bytes below the stack pointer at entry,
 * and its ucontext follows that word.
 */
SYS_FUNC(rt_sigreturn)
{
	uint64_t sp = tcp->ev.sp;
	if (sp) {
		uint64_t frame = sp - 8;
		uint64_t mask_addr = frame + 8 + offsetof(ucontext_t, uc_sigmask);
		unsigned char mask[KERNEL_SIGSET_BYTES];
		value_struct_begin(tcp);
		value_field(tcp, "mask");
		if (FETCH_OR_ADDR(tcp, mask_addr, &mask))
			print_sigmask(tcp, mask, sizeof(mask));
		value_struct_end(tcp);
	}
	return RVAL_DECODED;
}

/* i386's sigpending(set): a 32-bit mask. (declared in i386.h) */
SYS_FUNC(i386_sigpending)
{
	if (entering(tcp))
		return 0;
	print_sigset_limited(tcp, ARG(0), sizeof(uint32_t), 1);
	return 0;
}

SYS_FUNC(rt_sigpending)
{
	if (entering(tcp))
		return 0;
	/* The only sigset call that accepts a short set (sigpending reuses it). */
	print_sigset_limited(tcp, ARG(0), ARG(1), 1);
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	return 0;
}

SYS_FUNC(rt_sigsuspend)
{
	print_sigset_addr_len(tcp, ARG(0), ARG(1));
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	return RVAL_DECODED;
}

/*
 * rt_sigtimedwait(set, info, timeout, sigsetsize). When info is given it is
 * printed at exit, and the arguments after it with it; the timeout is then
 * read at entry (priv[0..2]) since that is what the kernel was given.
 */
SYS_FUNC(rt_sigtimedwait)
{
	if (entering(tcp)) {
		print_sigset_addr_len(tcp, ARG(0), ARG(3));
		tprint_sep(tcp);
		if (ARG(1)) {
			save_timespec(tcp, ARG(2), tcp->priv);
			return 0;
		}
		print_addr(tcp, ARG(1));
		tprint_sep(tcp);
		if (syscall_verbose(tcp->ev.nr))
			print_timespec_at(tcp, ARG(2));
		else
			print_addr(tcp, ARG(2));
		tprint_sep(tcp);
		print_udec(tcp, ARG(3));
		return 0;
	}
	if (ARG(1)) {
		print_siginfo_at(tcp, ARG(1));
		tprint_sep(tcp);
		if (syscall_verbose(tcp->ev.nr))
			print_saved_timespec(tcp, ARG(2), tcp->priv);
		else
			print_addr(tcp, ARG(2));
		tprint_sep(tcp);
		print_udec(tcp, ARG(3));
	}
	if (!syserror(tcp) && RETVAL) {
		tcp->auxstr = signal_name((int)RETVAL);
		return RVAL_STR;
	}
	return 0;
}

SYS_FUNC(rt_sigqueueinfo)
{
	print_dec(tcp, (int32_t)ARG(0));
	tprint_sep(tcp);
	print_sig_arg(tcp, ARG(1));
	tprint_sep(tcp);
	print_siginfo_at(tcp, ARG(2));
	return RVAL_DECODED;
}

SYS_FUNC(rt_tgsigqueueinfo)
{
	print_dec(tcp, (int32_t)ARG(0));
	tprint_sep(tcp);
	print_dec(tcp, (int32_t)ARG(1));
	tprint_sep(tcp);
	print_sig_arg(tcp, ARG(2));
	tprint_sep(tcp);
	print_siginfo_at(tcp, ARG(3));
	return RVAL_DECODED;
}

/* stack_t, x86_64's or (is32) i386's: a 32-bit pointer, int and size_t. */
static void print_stack_t_at(struct tcb *tcp, uint64_t addr, bool is32)
{
	uint64_t sp, size;
	int32_t flags;
	if (is32) {
		struct { uint32_t sp; int32_t flags; uint32_t size; } ss;
		if (!UMOVE_OR_ADDR(tcp, addr, &ss))
			return;
		sp = ss.sp, flags = ss.flags, size = ss.size;
	} else {
		stack_t ss;
		if (!UMOVE_OR_ADDR(tcp, addr, &ss))
			return;
		sp = (uint64_t)(uintptr_t)ss.ss_sp, flags = ss.ss_flags, size = ss.ss_size;
	}
	value_struct_begin(tcp);
	value_field(tcp, "ss_sp");
	print_addr(tcp, sp);
	value_field(tcp, "ss_flags");
	print_flags(tcp, &sigaltstack_flags, (uint32_t)flags, "SS_???");
	value_field(tcp, "ss_size");
	print_udec(tcp, size);
	value_struct_end(tcp);
}

static int sigaltstack_common(struct tcb *tcp, bool is32)
{
	if (entering(tcp)) {
		print_stack_t_at(tcp, ARG(0), is32);
		tprint_sep(tcp);
		return 0;
	}
	print_stack_t_at(tcp, ARG(1), is32);
	return 0;
}

SYS_FUNC(sigaltstack)
{
	return sigaltstack_common(tcp, false);
}

/* (declared in i386.h) */
SYS_FUNC(i386_sigaltstack)
{
	return sigaltstack_common(tcp, true);
}

SYS_FUNC(kill)
{
	print_dec(tcp, (int32_t)ARG(0));
	tprint_sep(tcp);
	print_sig_arg(tcp, ARG(1));
	return RVAL_DECODED;
}

SYS_FUNC(tkill)
{
	return decode_kill(tcp);
}

SYS_FUNC(tgkill)
{
	print_dec(tcp, (int32_t)ARG(0));
	tprint_sep(tcp);
	print_dec(tcp, (int32_t)ARG(1));
	tprint_sep(tcp);
	print_sig_arg(tcp, ARG(2));
	return RVAL_DECODED;
}

SYS_FUNC(signalfd)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_sigset_addr_len(tcp, ARG(1), ARG(2));
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	return RVAL_DECODED | RVAL_FD;
}

SYS_FUNC(signalfd4)
{
	decode_signalfd(tcp);
	tprint_sep(tcp);
	print_flags(tcp, &sfd_flags, (uint32_t)ARG(3), "SFD_???");
	return RVAL_DECODED | RVAL_FD;
}
