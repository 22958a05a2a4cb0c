/* SPDX-License-Identifier: GPL-2.0-or-later */
/* exit, exit_group, wait4, clone, clone3. */
#include "config.h"

#include <linux/sched.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include "decode.h"
#include "i386.h"
#include "process.h"
#include "qualify.h"
#include "signals.h"
#include "xlat/clone3_flags.h"
#include "xlat/clone_flags.h"
#include "xlat/ptrace_events.h"
#include "xlat/wait4_options.h"

/* exit and exit_group: the line ends with "= ?" when the task is gone. */
SYS_FUNC(exit)
{
	print_dec(tcp, (int32_t)ARG(0));
	return RVAL_DECODED;
}

/* A wait macro applied to the status: "WIFEXITED(s)". */
static void print_wait_macro(struct tcb *tcp, const char *macro)
{
	value_call_begin(tcp, macro);
	value_call_arg(tcp);
	value_str(tcp, "s", 1, VS_BARE);
	value_call_end(tcp);
}

/* A signal in a wait status: strace names it whatever -X says (a bare word then,
 * which no style rewrites). */
static void print_status_signo(struct tcb *tcp, int sig)
{
	const char *name = signal_name(sig);
	if (name && opts.const_style != CONST_ABBREV)
		value_str(tcp, name, strlen(name), VS_BARE);
	else
		print_signo(tcp, sig);
}

/* The next operand of an "&&": "MACRO(s) == value" is begun, the value is the caller's. */
static void print_wait_test(struct tcb *tcp, const char *macro)
{
	value_expr_next(tcp);
	value_expr_begin(tcp, " == ");
	value_expr_next(tcp);
	print_wait_macro(tcp, macro);
	value_expr_next(tcp);
}

/*
 * "[{WIFEXITED(s) && WEXITSTATUS(s) == 3}]": the C expression that tests the
 * status, in braces (a struct of one unnamed member), then the bits it does not
 * account for: "|PTRACE_EVENT_FORK<<16" for a ptrace event stop, "|0x..." for
 * others. A status none of the macros recognizes is a number: "[0x...]".
 */
void print_wait_status(struct tcb *tcp, int status)
{
	unsigned int left = (unsigned int)status;

	value_array_begin(tcp);
	value_elem(tcp);
	if (WIFSTOPPED(status)) {
		left &= ~(((unsigned int)WSTOPSIG(status) << 8) | 0x7f);
	} else if (WIFSIGNALED(status)) {
		left &= ~((unsigned int)WTERMSIG(status) | 0x80);
	} else if (WIFEXITED(status)) {
		left &= ~((unsigned int)WEXITSTATUS(status) << 8);
	} else if (WIFCONTINUED(status)) {
		left &= ~0xffffu;
	} else {
		value_uint(tcp, (unsigned int)status, VB_HEX);
		value_array_end(tcp);
		return;
	}
	unsigned int event = left >> 16;
	left &= 0xffff;
	if (event || left) {
		value_expr_begin(tcp, "|");
		value_expr_next(tcp);
	}
	value_struct_begin(tcp);
	value_field(tcp, NULL);
	if (WIFCONTINUED(status)) {
		print_wait_macro(tcp, "WIFCONTINUED");
	} else {
		value_expr_begin(tcp, " && ");
		value_expr_next(tcp);
		if (WIFSTOPPED(status)) {
			int sig = WSTOPSIG(status);
			print_wait_macro(tcp, "WIFSTOPPED");
			print_wait_test(tcp, "WSTOPSIG");
			if (sig & 0x80) {
				/* A syscall stop under PTRACE_O_TRACESYSGOOD. */
				value_expr_begin(tcp, " | ");
				value_expr_next(tcp);
				print_status_signo(tcp, sig & 0x7f);
				value_expr_next(tcp);
				value_uint(tcp, 0x80, VB_HEX);
				value_expr_end(tcp);
			} else {
				print_status_signo(tcp, sig);
			}
		} else if (WIFSIGNALED(status)) {
			print_wait_macro(tcp, "WIFSIGNALED");
			print_wait_test(tcp, "WTERMSIG");
			print_status_signo(tcp, WTERMSIG(status));
		} else {
			print_wait_macro(tcp, "WIFEXITED");
			print_wait_test(tcp, "WEXITSTATUS");
			value_int(tcp, WEXITSTATUS(status));
		}
		value_expr_end(tcp);	/* the "==" */
		if (WIFSIGNALED(status) && WCOREDUMP(status)) {
			value_expr_next(tcp);
			print_wait_macro(tcp, "WCOREDUMP");
		}
		value_expr_end(tcp);	/* the "&&" */
	}
	value_struct_end(tcp);
	if (event) {
		value_expr_next(tcp);
		value_expr_begin(tcp, "<<");
		value_expr_next(tcp);
		print_xval(tcp, &ptrace_events, event, "PTRACE_EVENT_???");
		value_expr_next(tcp);
		value_int(tcp, 16);
		value_expr_end(tcp);
	}
	if (left) {
		value_expr_next(tcp);
		value_uint(tcp, left, VB_HEX);
	}
	if (event || left)
		value_expr_end(tcp);
	value_array_end(tcp);
}

static void print_timeval_field(struct tcb *tcp, const char *name, int64_t sec, int64_t usec)
{
	value_field(tcp, name);
	value_struct_begin(tcp);
	value_field(tcp, "tv_sec");
	value_int(tcp, sec);
	value_field(tcp, "tv_usec");
	value_int(tcp, usec);
	value_struct_end(tcp);
}

/* struct rusage, x86_64's or (is32) i386's: two timevals and fourteen longs, all
 * 32 bits on i386; the times, every field with -v. */
static void print_rusage_any(struct tcb *tcp, uint64_t addr, bool is32)
{
	static const char *const names[] = {
		"ru_maxrss", "ru_ixrss", "ru_idrss", "ru_isrss", "ru_minflt", "ru_majflt",
		"ru_nswap", "ru_inblock", "ru_oublock", "ru_msgsnd", "ru_msgrcv",
		"ru_nsignals", "ru_nvcsw", "ru_nivcsw",
	};
	int64_t v[4 + ARRAY_SIZE(names)];
	if (is32) {
		int32_t ru[ARRAY_SIZE(v)];
		if (!FETCH_OR_ADDR(tcp, addr, &ru))
			return;
		for (size_t i = 0; i < ARRAY_SIZE(v); i++)
			v[i] = ru[i];
	} else {
		_Static_assert(sizeof(struct rusage) >= sizeof(v), "struct rusage of longs");
		if (!FETCH_OR_ADDR(tcp, addr, &v))
			return;
	}
	value_struct_begin(tcp);
	print_timeval_field(tcp, "ru_utime", v[0], v[1]);
	print_timeval_field(tcp, "ru_stime", v[2], v[3]);
	if (!opts.verbose) {
		value_struct_more(tcp);
		value_struct_end(tcp);
		return;
	}
	for (size_t i = 0; i < ARRAY_SIZE(names); i++) {
		value_field(tcp, names[i]);
		value_int(tcp, v[4 + i]);
	}
	value_struct_end(tcp);
}

void print_rusage(struct tcb *tcp, uint64_t addr)
{
	print_rusage_any(tcp, addr, false);
}

void print_rusage32(struct tcb *tcp, uint64_t addr)
{
	print_rusage_any(tcp, addr, true);
}

/* wait4, or i386's waitpid (no rusage) and wait4 (i386's struct rusage). */
enum wait_rusage { RUSAGE_NONE, RUSAGE_NATIVE, RUSAGE_I386 };

static int do_wait(struct tcb *tcp, enum wait_rusage ru)
{
	if (entering(tcp)) {
		print_dec(tcp, (int32_t)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	int status;
	if (!ARG(1))
		print_addr(tcp, 0);
	else if (syserror(tcp) || RETVAL == 0)
		print_addr(tcp, ARG(1));
	else if (FETCH_OR_ADDR(tcp, ARG(1), &status))
		print_wait_status(tcp, status);
	tprint_sep(tcp);
	print_flags(tcp, &wait4_options, (uint32_t)ARG(2), "W???");
	if (ru == RUSAGE_NONE)
		return 0;
	tprint_sep(tcp);
	if (!ARG(3) || syserror(tcp))
		print_addr(tcp, ARG(3));
	else if (ru == RUSAGE_I386)
		print_rusage32(tcp, ARG(3));
	else
		print_rusage(tcp, ARG(3));
	return 0;
}

SYS_FUNC(wait4)
{
	return do_wait(tcp, RUSAGE_NATIVE);
}

/* waitpid(pid, status, options): wait4's first three. (declared in i386.h) */
SYS_FUNC(i386_waitpid)
{
	return do_wait(tcp, RUSAGE_NONE);
}

SYS_FUNC(i386_wait4)
{
	return do_wait(tcp, RUSAGE_I386);
}

/* An int the kernel wrote through a pointer: "[1234]", an array of one. */
static void print_int_array1(struct tcb *tcp, int32_t v)
{
	value_array_begin(tcp);
	value_elem(tcp);
	value_int(tcp, v);
	value_array_end(tcp);
}

/* A pointer to a tid written by the kernel: "[1234]". */
static void print_tid_at(struct tcb *tcp, uint64_t addr)
{
	int32_t tid;
	if (FETCH_OR_ADDR(tcp, addr, &tid))
		print_int_array1(tcp, tid);
}

/* x86_64 clone(flags, stack, parent_tid, child_tid, tls). */
SYS_FUNC(clone)
{
	uint64_t flags = ARG(0) & ~(uint64_t)CSIGNAL;
	unsigned int sig = ARG(0) & CSIGNAL;
	if (entering(tcp)) {
		/* strace names the arguments: "child_stack=NULL, flags=SIGCHLD". */
		value_arg_label(tcp, "child_stack");
		print_addr(tcp, ARG(1));
		value_arg_next(tcp);
		value_arg_label(tcp, "flags");
		/* -X raw|verbose: the set and the signal apart, "0x600|17" (strace). */
		if (flags && !xlat_unnamed_bits(&clone_flags, flags) &&
		    (!sig || signal_name((int)sig)) &&
		    (!sig || opts.const_style == CONST_ABBREV)) {
			/* "CLONE_VM|...|SIGCHLD": one set, the signal last. */
			value_flags_begin(tcp);
			value_flags_names(tcp, &clone_flags, flags);
			if (sig)
				value_flag(tcp, signal_name((int)sig));
			value_flags_end(tcp, NULL);
		} else if (flags && sig) {
			/* Bits without a name, or a signal without one: "set|signal". */
			value_expr_begin(tcp, "|");
			value_expr_next(tcp);
			print_flags(tcp, &clone_flags, flags, "CLONE_???");
			value_expr_next(tcp);
			print_signo(tcp, (int)sig);
			value_expr_end(tcp);
		} else if (flags) {
			print_flags(tcp, &clone_flags, flags, "CLONE_???");
		} else {
			print_signo(tcp, (int)sig);
		}
		if (!(flags & (CLONE_PARENT_SETTID | CLONE_PIDFD | CLONE_CHILD_SETTID |
			       CLONE_CHILD_CLEARTID | CLONE_SETTLS)))
			return RVAL_DECODED;
		return 0;
	}
	if (flags & (CLONE_PARENT_SETTID | CLONE_PIDFD)) {
		value_arg_next(tcp);
		value_arg_label(tcp, "parent_tid");
		print_tid_at(tcp, ARG(2));
	}
	if (flags & CLONE_SETTLS) {
		value_arg_next(tcp);
		value_arg_label(tcp, "tls");
		print_addr(tcp, ARG(4));
	}
	if (flags & (CLONE_CHILD_SETTID | CLONE_CHILD_CLEARTID)) {
		value_arg_next(tcp);
		value_arg_label(tcp, "child_tidptr");
		print_addr(tcp, ARG(3));
	}
	return 0;
}

/* One set: clone()'s names, then clone3()'s, then the bits no name covers. */
static void print_clone3_flags(struct tcb *tcp, uint64_t flags)
{
	value_flags_begin(tcp);
	uint64_t left = value_flags_names(tcp, &clone_flags, flags);
	left = value_flags_names(tcp, &clone3_flags, left);
	if (left)
		value_flags_rest(tcp, left, VB_HEX);
	value_flags_end(tcp, "CLONE_???");
}

SYS_FUNC(clone3)
{
	struct clone_args args = { 0 };
	uint64_t size = ARG(1);
	/* The struct grew over time; the first version ends at tls. */
	const uint64_t min_size = 64;
	size_t want = size < sizeof(args) ? size : sizeof(args);

	if (entering(tcp)) {
		/* Outside -e verbose=, the address (strace). */
		if (size < min_size || !syscall_verbose(tcp->ev.nr) ||
		    fetch_mem(tcp, ARG(0), &args, want) < 0) {
			print_addr(tcp, ARG(0));
			tprint_sep(tcp);
			print_udec(tcp, size);
			return RVAL_DECODED;
		}
		value_struct_begin(tcp);
		value_field(tcp, "flags");
		print_clone3_flags(tcp, args.flags);
		if (args.flags & CLONE_PIDFD) {
			value_field(tcp, "pidfd");
			print_addr(tcp, args.pidfd);
		}
		if (args.flags & (CLONE_CHILD_SETTID | CLONE_CHILD_CLEARTID)) {
			value_field(tcp, "child_tid");
			print_addr(tcp, args.child_tid);
		}
		if (args.flags & CLONE_PARENT_SETTID) {
			value_field(tcp, "parent_tid");
			print_addr(tcp, args.parent_tid);
		}
		value_field(tcp, "exit_signal");
		if (args.exit_signal < 0x7fffffff)
			print_signo(tcp, (int)args.exit_signal);
		else
			print_udec(tcp, args.exit_signal);
		value_field(tcp, "stack");
		print_addr(tcp, args.stack);
		value_field(tcp, "stack_size");
		value_uint(tcp, (uint64_t)((unsigned long long)args.stack_size), VB_HEX);
		if (args.flags & CLONE_SETTLS) {
			value_field(tcp, "tls");
			print_addr(tcp, args.tls);
		}
		if (want >= 80 && (args.set_tid || args.set_tid_size)) {
			value_field(tcp, "set_tid");
			print_addr(tcp, args.set_tid);
			value_field(tcp, "set_tid_size");
			value_uint(tcp, (uint64_t)((unsigned long long)args.set_tid_size), VB_DEC);
		}
		if (want >= 88 && (args.flags & 0x200000000ull /* CLONE_INTO_CGROUP */)) {
			value_field(tcp, "cgroup");
			value_uint(tcp, (uint64_t)((unsigned long long)args.cgroup), VB_DEC);
		}
		value_struct_end(tcp);
		if (!(args.flags & (CLONE_PARENT_SETTID | CLONE_PIDFD))) {
			/* Nothing comes back from the kernel: the line is complete. */
			tprint_sep(tcp);
			print_udec(tcp, size);
			return RVAL_DECODED;
		}
		tcp->priv[0] = args.flags;
		return 0;
	}
	/* What the kernel wrote back. */
	uint64_t flags = tcp->priv[0];
	if (!syserror(tcp) && fetch_mem(tcp, ARG(0), &args, want) == 0) {
		/* "{...} => {pidfd=[3], ...}": the struct before and after the call. */
		value_expr_wrap(tcp, "=>");
		value_expr_next(tcp);
		value_struct_begin(tcp);
		if (flags & CLONE_PIDFD) {
			int32_t fd;
			value_field(tcp, "pidfd");
			if (FETCH_OR_ADDR(tcp, args.pidfd, &fd))
				print_int_array1(tcp, fd);
		}
		if (flags & CLONE_PARENT_SETTID) {
			value_field(tcp, "parent_tid");
			print_tid_at(tcp, args.parent_tid);
		}
		value_struct_end(tcp);
		value_expr_end(tcp);
	}
	tprint_sep(tcp);
	print_udec(tcp, size);
	return 0;
}
