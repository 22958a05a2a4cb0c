/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Timestamps, -y/-yy/--decode-fds, -Y/--decode-pids, -P, -e trace-fds=, -e read=/write=:
 * the values strace 6.1 takes, its defaults and its diagnostics. */
#include "config.h"
#include "options_ext.h"

#include <stdlib.h>
#include <string.h>

#include "dumpio.h"
#include "options.h"
#include "pathtrace.h"
#include "util.h"

static unsigned int t_count;		/* -t given this many times */
static const char *ts_long_name;	/* --timestamps or --absolute-timestamps, if given */
static int ts_format_set = -1;		/* what --timestamps said, -1: nothing */
static int ts_digits_set = -1;
static unsigned int y_count;		/* -y given this many times */

/* "s", "ms", "us", "ns": the number of decimals, or -1. */
static int parse_precision(const char *s)
{
	static const char *const names[] = { "s", "ms", "us", "ns" };
	for (int i = 0; i < 4; i++)
		if (strcmp(s, names[i]) == 0)
			return 3 * i;
	return -1;
}

static int parse_ts_format(const char *s)
{
	if (strcmp(s, "none") == 0)
		return TS_NONE;
	if (strcmp(s, "time") == 0)
		return TS_TIME;
	if (strcmp(s, "unix") == 0)
		return TS_UNIX;
	return -1;
}

/* --timestamps=[[format:]FORMAT][,[precision:]PRECISION]: tokens in any order. */
static void parse_timestamps(const char *arg, const char *name)
{
	ts_long_name = name;
	if (!arg)
		arg = "";
	char *copy = xstrdup(arg), *p = copy;
	for (char *tok = strsep(&p, ","); tok; tok = strsep(&p, ",")) {
		int v;
		if (!*tok)
			continue;
		if (strncmp(tok, "format:", 7) == 0) {
			if ((v = parse_ts_format(tok + 7)) < 0)
				die_usage("invalid %s argument: '%s'", name, arg);
			ts_format_set = v;
		} else if (strncmp(tok, "precision:", 10) == 0) {
			if ((v = parse_precision(tok + 10)) < 0)
				die_usage("invalid %s argument: '%s'", name, arg);
			ts_digits_set = v;
		} else if ((v = parse_ts_format(tok)) >= 0) {
			ts_format_set = v;
		} else if ((v = parse_precision(tok)) >= 0) {
			ts_digits_set = v;
		} else {
			die_usage("invalid %s argument: '%s'", name, arg);
		}
	}
	free(copy);
}

/* -r and -T without a precision: microseconds; --X=PRECISION: that. */
static unsigned int parse_duration_precision(const char *arg, const char *name)
{
	if (!arg)
		return 6;
	int v = parse_precision(arg);
	if (v < 0)
		die_usage("invalid %s argument: '%s'", name, arg);
	return (unsigned int)v;
}

/* A comma-separated set of names (bit i for names[i]); "all" (the bits of all),
 * "none"; a leading "!" takes the set from all. */
static unsigned int parse_name_set(const char *arg, const char *const *names, unsigned int n,
				   unsigned int all, const char *what)
{
	unsigned int set = 0;
	if (!*arg)
		die_usage("invalid %s ''", what);
	bool negated = *arg == '!';
	char *copy = xstrdup(arg + negated), *save = NULL;
	for (char *tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		unsigned int i;
		if (strcmp(tok, "all") == 0) {
			set = all;
			continue;
		}
		if (strcmp(tok, "none") == 0)
			continue;
		for (i = 0; i < n && strcmp(tok, names[i]) != 0; i++)
			;
		if (i == n)
			die_usage("invalid %s '%s'", what, tok);
		set |= 1u << i;
	}
	free(copy);
	return negated ? all & ~set : set;
}

static void parse_decode_fds(const char *arg)
{
	/* The order of enum decode_fd_kind. */
	static const char *const names[] = { "path", "socket", "dev", "pidfd", "signalfd" };
	opts.decode_fd_kinds = arg ? parse_name_set(arg, names, ARRAY_SIZE(names),
							  DECODE_FD_ALL, "decode-fds")
				   : DECODE_FD_PATH;
}

static void parse_decode_pids(const char *arg)
{
	static const char *const names[] = { "comm", "pidns" };
	opts.decode_pid_kinds = parse_name_set(arg, names, ARRAY_SIZE(names),
					       DECODE_PID_COMM | DECODE_PID_NS, "decode-pids");
}

bool options_ext_handle(int c, const char *arg)
{
	switch (c) {
	case 't': t_count++; break;
	case OPT_EXT_TIMESTAMPS: parse_timestamps(arg, "--timestamps"); break;
	case OPT_EXT_ABS_TIMESTAMPS: parse_timestamps(arg, "--absolute-timestamps"); break;
	case 'r':
		opts.relative_timestamps = true;
		opts.rel_digits = 6;
		break;
	case OPT_EXT_RELATIVE:
		opts.relative_timestamps = true;
		opts.rel_digits = parse_duration_precision(arg, "--relative-timestamps");
		break;
	case 'T':
		opts.syscall_times = true;
		opts.times_digits = 6;
		break;
	case OPT_EXT_SYSCALL_TIMES:
		opts.syscall_times = true;
		opts.times_digits = parse_duration_precision(arg, "--syscall-times");
		break;
	case 'y': y_count++; break;
	case OPT_EXT_DECODE_FDS: parse_decode_fds(arg); break;
	case 'Y': opts.decode_pid_kinds |= DECODE_PID_COMM; break;
	case OPT_EXT_DECODE_PIDS: parse_decode_pids(arg); break;
	case OPT_EXT_PIDNS: opts.decode_pid_kinds |= DECODE_PID_NS; break;
	case 'P':
	case OPT_EXT_TRACE_PATH:
		pathtrace_add_path(arg);
		break;
	case OPT_EXT_TRACE_FDS: pathtrace_set_fds(arg); break;
	case OPT_EXT_READ: dumpio_set(false, arg); break;
	case OPT_EXT_WRITE: dumpio_set(true, arg); break;
	default:
		return false;
	}
	return true;
}

bool options_ext_qualify(const char *expr)
{
	static const struct {
		const char *prefix;
		int opt;
	} kinds[] = {
		{ "read=", OPT_EXT_READ }, { "write=", OPT_EXT_WRITE },
		{ "trace-fds=", OPT_EXT_TRACE_FDS }, { "decode-fds=", OPT_EXT_DECODE_FDS },
		{ "decode-pids=", OPT_EXT_DECODE_PIDS },
	};
	for (size_t i = 0; i < ARRAY_SIZE(kinds); i++) {
		size_t n = strlen(kinds[i].prefix);
		if (strncmp(expr, kinds[i].prefix, n) == 0)
			return options_ext_handle(kinds[i].opt, expr + n);
	}
	return false;
}

void options_ext_finish(void)
{
	if (t_count && ts_long_name)
		die_usage("-t and --absolute-timestamps cannot be provided simultaneously");
	if (t_count) {
		opts.ts_format = t_count >= 3 ? TS_UNIX : TS_TIME;
		opts.ts_digits = t_count >= 2 ? 6 : 0;
	} else if (ts_long_name) {
		opts.ts_format = ts_format_set >= 0 ? ts_format_set : TS_TIME;
		opts.ts_digits = ts_digits_set >= 0 ? (unsigned int)ts_digits_set : 0;
	}
	/* The old -t count, for the parts that only know it (--overhead's runs). */
	if (opts.ts_format == TS_NONE)
		opts.timestamps = 0;
	else if (opts.ts_format == TS_UNIX)
		opts.timestamps = 3;
	else
		opts.timestamps = opts.ts_digits ? 2 : 1;

	if (y_count)
		opts.decode_fd_kinds |= y_count >= 2 ? DECODE_FD_ALL : DECODE_FD_PATH;
	opts.decode_fds = opts.decode_fd_kinds != 0;
	/* -m buffered copies at most -s bytes of a buffer: no whole data to dump. */
	if (dumpio_active() && opts.mode == MODE_BUFFERED)
		die_usage("-e read= and -e write= need -m ptrace or -m seccomp "
			  "(-m buffered copies only -s bytes of each buffer)");
	pathtrace_finish();
}
