/* SPDX-License-Identifier: GPL-2.0-or-later */
/* exit, exit_group, wait4, clone, clone3. */
#include "config.h"

#include <linux/sched.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include "decode.h"
#include "process.h"
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

void print_wait_status(struct tcb *tcp, int status)
{
	tprints(tcp, "[{");
	if (WIFSTOPPED(status)) {
		tprints(tcp, "WIFSTOPPED(s) && WSTOPSIG(s) == ");
		print_signo(tcp, WSTOPSIG(status));
	} else if (WIFSIGNALED(status)) {
		tprints(tcp, "WIFSIGNALED(s) && WTERMSIG(s) == ");
		print_signo(tcp, WTERMSIG(status));
		if (WCOREDUMP(status))
			tprints(tcp, " && WCOREDUMP(s)");
	} else if (WIFEXITED(status)) {
		tprintf(tcp, "WIFEXITED(s) && WEXITSTATUS(s) == %d", WEXITSTATUS(status));
	} else if (WIFCONTINUED(status)) {
		tprints(tcp, "WIFCONTINUED(s)");
	} else {
		tprintf(tcp, "%#x", (unsigned int)status);
	}
	value_struct_end(tcp);
	unsigned int event = (unsigned int)status >> 16;
	if (WIFSTOPPED(status) && event) {
		tprints(tcp, " | ");
		print_xval(tcp, &ptrace_events, event, "PTRACE_EVENT_???");
		tprints(tcp, " << 16");
	}
	tprints(tcp, "]");
}

static void print_timeval_field(struct tcb *tcp, const char *name, const struct timeval *tv)
{
	value_field(tcp, name);
	value_struct_begin(tcp);
	value_field(tcp, "tv_sec");
	value_int(tcp, (long long)tv->tv_sec);
	value_field(tcp, "tv_usec");
	value_int(tcp, (long long)tv->tv_usec);
	value_struct_end(tcp);
}

void print_rusage(struct tcb *tcp, uint64_t addr)
{
	struct rusage ru;
	if (!FETCH_OR_ADDR(tcp, addr, &ru))
		return;
	value_struct_begin(tcp);
	print_timeval_field(tcp, "ru_utime", &ru.ru_utime);
	print_timeval_field(tcp, "ru_stime", &ru.ru_stime);
	if (!opts.verbose) {
		value_struct_more(tcp);
		value_struct_end(tcp);
		return;
	}
	const struct { const char *name; long v; } more[] = {
		{ "ru_maxrss", ru.ru_maxrss }, { "ru_ixrss", ru.ru_ixrss },
		{ "ru_idrss", ru.ru_idrss }, { "ru_isrss", ru.ru_isrss },
		{ "ru_minflt", ru.ru_minflt }, { "ru_majflt", ru.ru_majflt },
		{ "ru_nswap", ru.ru_nswap }, { "ru_inblock", ru.ru_inblock },
		{ "ru_oublock", ru.ru_oublock }, { "ru_msgsnd", ru.ru_msgsnd },
		{ "ru_msgrcv", ru.ru_msgrcv }, { "ru_nsignals", ru.ru_nsignals },
		{ "ru_nvcsw", ru.ru_nvcsw }, { "ru_nivcsw", ru.ru_nivcsw },
	};
	for (size_t i = 0; i < ARRAY_SIZE(more); i++) {
		value_field(tcp, more[i].name);
		value_int(tcp, more[i].v);
	}
	value_struct_end(tcp);
}

SYS_FUNC(wait4)
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
	tprint_sep(tcp);
	if (!ARG(3) || syserror(tcp))
		print_addr(tcp, ARG(3));
	else
		print_rusage(tcp, ARG(3));
	return 0;
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
		tprints(tcp, "child_stack=");
		print_addr(tcp, ARG(1));
		value_field(tcp, "flags");
		if (flags && !xlat_unnamed_bits(&clone_flags, flags) &&
		    (!sig || signal_name((int)sig))) {
			/* "CLONE_VM|...|SIGCHLD": one set, the signal last. */
			value_flags_begin(tcp);
			value_flags_names(tcp, &clone_flags, flags);
			if (sig)
				value_flag(tcp, signal_name((int)sig));
			value_flags_end(tcp, NULL);
		} else if (flags) {
			print_flags(tcp, &clone_flags, flags, "CLONE_???");
			if (sig) {
				tprints(tcp, "|");
				print_signo(tcp, (int)sig);
			}
		} else {
			print_signo(tcp, (int)sig);
		}
		if (!(flags & (CLONE_PARENT_SETTID | CLONE_PIDFD | CLONE_CHILD_SETTID |
			       CLONE_CHILD_CLEARTID | CLONE_SETTLS)))
			return RVAL_DECODED;
		return 0;
	}
	if (flags & (CLONE_PARENT_SETTID | CLONE_PIDFD)) {
		value_field(tcp, "parent_tid");
		print_tid_at(tcp, ARG(2));
	}
	if (flags & CLONE_SETTLS) {
		value_field(tcp, "tls");
		print_addr(tcp, ARG(4));
	}
	if (flags & (CLONE_CHILD_SETTID | CLONE_CHILD_CLEARTID)) {
		value_field(tcp, "child_tidptr");
		print_addr(tcp, ARG(3));
	}
	return 0;
}

static void print_clone3_flags(struct tcb *tcp, uint64_t flags)
{
	uint64_t high = flags & (0x300000000ull | 0x80);
	uint64_t low = flags & ~high;
	if (low && high && !xlat_unnamed_bits(&clone_flags, low) &&
	    !xlat_unnamed_bits(&clone3_flags, high)) {
		/* Every bit named: one set, clone's flags then clone3's. */
		value_flags_begin(tcp);
		value_flags_names(tcp, &clone_flags, low);
		value_flags_names(tcp, &clone3_flags, high);
		value_flags_end(tcp, NULL);
		return;
	}
	if (low || !high)
		print_flags(tcp, &clone_flags, low, "CLONE_???");
	if (high) {
		if (low)
			tprints(tcp, "|");
		print_flags(tcp, &clone3_flags, high, "CLONE_???");
	}
}

SYS_FUNC(clone3)
{
	struct clone_args args = { 0 };
	uint64_t size = ARG(1);
	/* The struct grew over time; the first version ends at tls. */
	const uint64_t min_size = 64;
	size_t want = size < sizeof(args) ? size : sizeof(args);

	if (entering(tcp)) {
		if (size < min_size || fetch_mem(tcp, ARG(0), &args, want) < 0) {
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
			value_uint(tcp, (uint64_t)((unsigned long long)args.pidfd), VB_HEX);
		}
		if (args.flags & (CLONE_CHILD_SETTID | CLONE_CHILD_CLEARTID)) {
			value_field(tcp, "child_tid");
			value_uint(tcp, (uint64_t)((unsigned long long)args.child_tid), VB_HEX);
		}
		if (args.flags & CLONE_PARENT_SETTID) {
			value_field(tcp, "parent_tid");
			value_uint(tcp, (uint64_t)((unsigned long long)args.parent_tid), VB_HEX);
		}
		value_field(tcp, "exit_signal");
		if (args.exit_signal < 0x7fffffff)
			print_signo(tcp, (int)args.exit_signal);
		else
			print_udec(tcp, args.exit_signal);
		value_field(tcp, "stack");
		value_uint(tcp, (uint64_t)((unsigned long long)args.stack), VB_HEX);
		value_field(tcp, "stack_size");
		value_uint(tcp, (uint64_t)((unsigned long long)args.stack_size), VB_HEX);
		if (args.flags & CLONE_SETTLS) {
			value_field(tcp, "tls");
			value_uint(tcp, (uint64_t)((unsigned long long)args.tls), VB_HEX);
		}
		if (want >= 80 && (args.set_tid || args.set_tid_size)) {
			value_field(tcp, "set_tid");
			value_uint(tcp, (uint64_t)((unsigned long long)args.set_tid), VB_HEX);
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
		/* "in => out" has no kind yet: the arrow stays text, the struct is one. */
		value_text(tcp, " => ", 4);
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
	}
	tprint_sep(tcp);
	print_udec(tcp, size);
	return 0;
}
