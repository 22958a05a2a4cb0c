/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "siginfo.h"

#include <stdio.h>

#include "print.h"
#include "syscall_table.h"
#include "xlat/audit_arch.h"
#include "xlat/sigbus_codes.h"
#include "xlat/sigchld_codes.h"
#include "xlat/sigfpe_codes.h"
#include "xlat/sigill_codes.h"
#include "xlat/siginfo_codes.h"
#include "xlat/sigpoll_codes.h"
#include "xlat/sigprof_codes.h"
#include "xlat/sigsegv_codes.h"
#include "xlat/sigsys_codes.h"
#include "xlat/sigtrap_codes.h"

static void print_si_code(struct tcb *tcp, int signo, int code)
{
	const char *name = xlat_lookup(&siginfo_codes, (uint64_t)(int64_t)code);
	const struct xlat *per_signal = NULL;
	switch (signo) {
	case SIGTRAP: per_signal = &sigtrap_codes; break;
	case SIGCHLD: per_signal = &sigchld_codes; break;
	case SIGIO: per_signal = &sigpoll_codes; break;
	case SIGPROF: per_signal = &sigprof_codes; break;
	case SIGILL: per_signal = &sigill_codes; break;
	case SIGFPE: per_signal = &sigfpe_codes; break;
	case SIGSEGV: per_signal = &sigsegv_codes; break;
	case SIGBUS: per_signal = &sigbus_codes; break;
	case SIGSYS: per_signal = &sigsys_codes; break;
	}
	if (!name && per_signal)
		name = xlat_lookup(per_signal, (uint64_t)(int64_t)code);
	value_const(tcp, name, (uint32_t)code, VB_HEX, NULL);
}

/* Who sent it. */
static void print_source(struct tcb *tcp, const siginfo_t *si)
{
	value_field(tcp, "si_pid");
	value_uint(tcp, (unsigned int)si->si_pid, VB_DEC);
	value_field(tcp, "si_uid");
	value_uint(tcp, (unsigned int)si->si_uid, VB_DEC);
}

static void print_value(struct tcb *tcp, const siginfo_t *si)
{
	value_field(tcp, "si_int");
	value_int(tcp, si->si_int);
	value_field(tcp, "si_ptr");
	print_addr(tcp, (uint64_t)(uintptr_t)si->si_ptr);
}

static void print_addr_field(struct tcb *tcp, const char *name, const void *p)
{
	value_field(tcp, name);
	print_addr(tcp, (uint64_t)(uintptr_t)p);
}

/* si_band and si_fd of SIGIO. */
static void print_poll_fields(struct tcb *tcp, const siginfo_t *si)
{
	value_field(tcp, "si_band");
	value_int(tcp, (long)si->si_band);
	value_field(tcp, "si_fd");
	value_int(tcp, si->si_fd);
}

/* Fields sent by a process (si_code <= 0). */
static void print_user_fields(struct tcb *tcp, const siginfo_t *si)
{
	switch (si->si_code) {
	case SI_USER:
	case SI_TKILL:
		print_source(tcp, si);
		break;
	case SI_TIMER:
		value_field(tcp, "si_timerid");
		value_uint(tcp, (unsigned int)si->si_timerid, VB_HEX);
		value_field(tcp, "si_overrun");
		value_int(tcp, si->si_overrun);
		print_value(tcp, si);
		break;
	case SI_SIGIO:
		print_poll_fields(tcp, si);
		break;
	default:
		print_source(tcp, si);
		if (si->si_ptr)
			print_value(tcp, si);
	}
}

/* Fields filled by the kernel (si_code > 0), which depend on the signal. */
static void print_kernel_fields(struct tcb *tcp, const siginfo_t *si)
{
	switch (si->si_signo) {
	case SIGCHLD:
		print_source(tcp, si);
		value_field(tcp, "si_status");
		if (si->si_code == CLD_EXITED)
			value_int(tcp, si->si_status);
		else
			print_signo(tcp, si->si_status);
		value_field(tcp, "si_utime");
		print_clock_t(tcp, (uint64_t)si->si_utime);
		value_field(tcp, "si_stime");
		print_clock_t(tcp, (uint64_t)si->si_stime);
		break;
	case SIGILL:
	case SIGFPE:
	case SIGBUS:
	case SIGTRAP:
		print_addr_field(tcp, "si_addr", si->si_addr);
		break;
	case SIGSEGV:
		print_addr_field(tcp, "si_addr", si->si_addr);
		if (si->si_code == 4 /* SEGV_PKUERR */) {
			value_field(tcp, "si_pkey");
			value_uint(tcp, (unsigned int)si->si_pkey, VB_DEC);
		}
		break;
	case SIGIO:
		if (si->si_code >= POLL_IN && si->si_code <= POLL_HUP)
			print_poll_fields(tcp, si);
		break;
	case SIGSYS: {
		print_addr_field(tcp, "si_call_addr", si->si_call_addr);
		const struct sysent *s = sysent_by_nr(si->si_syscall);
		value_field(tcp, "si_syscall");
		if (s->name) {
			char name[64];
			snprintf(name, sizeof(name), "__NR_%s", s->name);
			value_const(tcp, name, si->si_syscall, VB_DEC, NULL);
		} else {
			value_int(tcp, si->si_syscall);
		}
		value_field(tcp, "si_arch");
		print_xval(tcp, &audit_arch, si->si_arch, "AUDIT_ARCH_???");
		break;
	}
	default:
		if (si->si_pid || si->si_uid)
			print_source(tcp, si);
		if (si->si_ptr)
			print_value(tcp, si);
	}
}

void print_siginfo(struct tcb *tcp, const siginfo_t *si)
{
	value_struct_begin(tcp);
	if (si->si_signo) {
		value_field(tcp, "si_signo");
		print_signo(tcp, si->si_signo);
		value_field(tcp, "si_code");
		print_si_code(tcp, si->si_signo, si->si_code);
		if (si->si_errno) {
			value_field(tcp, "si_errno");
			value_int(tcp, si->si_errno);
		}
		if (si->si_code <= 0)
			print_user_fields(tcp, si);
		else
			print_kernel_fields(tcp, si);
	}
	value_struct_end(tcp);
}
