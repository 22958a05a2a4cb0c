/* SPDX-License-Identifier: GPL-2.0-or-later */
/* getrlimit, setrlimit, prlimit64, getrusage, getpriority, setpriority, sysinfo, uname. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <sys/sysinfo.h>
#include <sys/utsname.h>

#include "decode.h"
#include "print_ext.h"
#include "process.h"
#include "qualify.h"
#include "xlat/prio_which.h"
#include "xlat/rlimit_resources.h"
#include "xlat/rusage_who.h"

/*
 * A limit: "RLIM64_INFINITY", "8192*1024" for whole KiB multiples, or decimal.
 * strace's "N*1024" is a constant spelled as an expression: its symbol, with
 * the number itself as the value.
 */
static void print_rlim(struct tcb *tcp, uint64_t lim)
{
	/* -X raw|verbose: the number, unsigned, and (verbose) the symbol as a comment. */
	if (opts.const_style != CONST_ABBREV && lim > 1024 &&
	    (lim == UINT64_MAX || lim % 1024 == 0)) {
		value_uint(tcp, lim, VB_DEC);
		if (opts.const_style == CONST_VERBOSE) {
			if (lim == UINT64_MAX)
				value_comment(tcp, "RLIM64_INFINITY");
			else
				value_commentf(tcp, "%llu*1024", (unsigned long long)(lim / 1024));
		}
		return;
	}
	if (lim == UINT64_MAX) {
		value_const(tcp, "RLIM64_INFINITY", (int64_t)lim, VB_DEC, NULL);
	} else if (lim > 1024 && lim % 1024 == 0) {
		char sym[32];
		snprintf(sym, sizeof(sym), "%llu*1024", (unsigned long long)(lim / 1024));
		value_const(tcp, sym, (int64_t)lim, VB_DEC, NULL);
	} else {
		print_udec(tcp, lim);
	}
}

static void print_rlimit_at(struct tcb *tcp, uint64_t addr)
{
	uint64_t rlim[2];
	if (!UMOVE_OR_ADDR(tcp, addr, &rlim))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "rlim_cur");
	print_rlim(tcp, rlim[0]);
	value_field(tcp, "rlim_max");
	print_rlim(tcp, rlim[1]);
	value_struct_end(tcp);
}

static void print_resource(struct tcb *tcp, uint64_t res)
{
	print_xval(tcp, &rlimit_resources, (uint32_t)res, "RLIMIT_???");
}

SYS_FUNC(getrlimit)
{
	if (entering(tcp)) {
		print_resource(tcp, ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	print_rlimit_at(tcp, ARG(1));
	return 0;
}

SYS_FUNC(setrlimit)
{
	print_resource(tcp, ARG(0));
	tprint_sep(tcp);
	print_rlimit_at(tcp, ARG(1));
	return RVAL_DECODED;
}

SYS_FUNC(prlimit64)
{
	if (entering(tcp)) {
		print_dec(tcp, (int32_t)ARG(0));
		tprint_sep(tcp);
		print_resource(tcp, ARG(1));
		tprint_sep(tcp);
		print_rlimit_at(tcp, ARG(2));
		tprint_sep(tcp);
		return 0;
	}
	print_rlimit_at(tcp, ARG(3));
	return 0;
}

SYS_FUNC(getrusage)
{
	if (entering(tcp)) {
		print_xval(tcp, &rusage_who, (uint32_t)ARG(0), "RUSAGE_???");
		tprint_sep(tcp);
		return 0;
	}
	if (syserror(tcp))
		print_addr(tcp, ARG(1));
	else
		print_rusage(tcp, ARG(1));
	return 0;
}

/* which, then who: a pid, a process group or a uid, all printed in decimal. */
static void print_prio_which_who(struct tcb *tcp)
{
	print_xval(tcp, &prio_which, (uint32_t)ARG(0), "PRIO_???");
	tprint_sep(tcp);
	print_dec(tcp, (int32_t)ARG(1));
}

SYS_FUNC(getpriority)
{
	print_prio_which_who(tcp);
	return RVAL_DECODED;
}

SYS_FUNC(setpriority)
{
	print_prio_which_who(tcp);
	tprint_sep(tcp);
	print_dec(tcp, (int32_t)ARG(2));
	return RVAL_DECODED;
}

SYS_FUNC(sysinfo)
{
	if (entering(tcp))
		return 0;
	struct sysinfo si;
	if (!UMOVE_OR_ADDR(tcp, ARG(0), &si))
		return 0;
	const struct { const char *name; uint64_t v; } tail[] = {
		{ "totalram", si.totalram }, { "freeram", si.freeram },
		{ "sharedram", si.sharedram }, { "bufferram", si.bufferram },
		{ "totalswap", si.totalswap }, { "freeswap", si.freeswap },
		{ "procs", si.procs }, { "totalhigh", si.totalhigh },
		{ "freehigh", si.freehigh }, { "mem_unit", si.mem_unit },
	};
	value_struct_begin(tcp);
	value_field(tcp, "uptime");
	value_uint(tcp, (uint64_t)si.uptime, VB_DEC);
	value_field(tcp, "loads");
	value_array_begin(tcp);
	for (size_t i = 0; i < 3; i++) {
		value_elem(tcp);
		value_uint(tcp, si.loads[i], VB_DEC);
	}
	value_array_end(tcp);
	for (size_t i = 0; i < ARRAY_SIZE(tail); i++) {
		value_field(tcp, tail[i].name);
		value_uint(tcp, tail[i].v, VB_DEC);
	}
	value_struct_end(tcp);
	return 0;
}

/* A fixed-size char array field: quoted up to its NUL, "..." if it has none. */
static void print_char_field(struct tcb *tcp, const char *name, const char *s, size_t size)
{
	value_field(tcp, name);
	size_t n = strnlen(s, size - 1);
	print_quoted(tcp, s, n, n < size - 1 ? 0 : QUOTE_ELLIPSIS);
}

SYS_FUNC(uname)
{
	if (entering(tcp))
		return 0;
	struct utsname u;
	if (!UMOVE_OR_ADDR(tcp, ARG(0), &u))
		return 0;
	value_struct_begin(tcp);
	print_char_field(tcp, "sysname", u.sysname, sizeof(u.sysname));
	print_char_field(tcp, "nodename", u.nodename, sizeof(u.nodename));
	if (!opts.verbose) {
		value_struct_more(tcp);
		value_struct_end(tcp);
		return 0;
	}
	print_char_field(tcp, "release", u.release, sizeof(u.release));
	print_char_field(tcp, "version", u.version, sizeof(u.version));
	print_char_field(tcp, "machine", u.machine, sizeof(u.machine));
	print_char_field(tcp, "domainname", u.domainname, sizeof(u.domainname));
	value_struct_end(tcp);
	return 0;
}
