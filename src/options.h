/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The command line, parsed once in main() and read everywhere else. */
#ifndef SYSTRACE_OPTIONS_H
#define SYSTRACE_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

enum capture_mode {
	MODE_PTRACE,
	MODE_SECCOMP,
	MODE_BUFFERED,
};

enum count_mode {
	COUNT_NONE,
	COUNT_ONLY,	/* -c: the summary table instead of the trace */
	COUNT_TOO,	/* -C: the trace and the summary table */
};

/* -e status= classes; a syscall is printed if its class is selected. */
enum status_filter {
	STATUS_SUCCESSFUL = 1 << 0,
	STATUS_FAILED = 1 << 1,
	STATUS_UNFINISHED = 1 << 2,
	STATUS_UNAVAILABLE = 1 << 3,
	STATUS_DETACHED = 1 << 4,
	STATUS_ALL = (1 << 5) - 1,
};

/* --output-format: how the trace is written. */
enum output_format {
	FORMAT_TEXT,	/* strace's text (default) */
	FORMAT_JSON,	/* JSON Lines, see systrace-json(5) */
	FORMAT_CTF,	/* a CTF trace directory (-o DIR), see ctf.h */
};

/* -X / --const-print-style: a named constant as its name (strace's default), its
 * number only, or its number with the name in a comment. */
enum const_style {
	CONST_ABBREV,
	CONST_RAW,
	CONST_VERBOSE,
};

/* -e quiet= elements (strace's names); -q is attach,personality, -qq adds exit. */
enum quiet_what {
	QUIET_ATTACH = 1 << 0,		/* "Process N attached/detached" */
	QUIET_EXIT = 1 << 1,		/* "+++ exited with N +++" */
	QUIET_PATH_RESOLUTION = 1 << 2,	/* -P: "Requested path ... resolved into ..." */
	QUIET_PERSONALITY = 1 << 3,	/* "[ Process PID=N runs in ... mode. ]" */
	QUIET_SUPERSEDED = 1 << 4,	/* "+++ superseded by execve in pid N +++" (thread-execve) */
	QUIET_ALL = (1 << 5) - 1,
};

/* -U / --summary-columns: the columns of the -c table. */
enum summary_column {
	COL_END,
	COL_TIME_PERCENT,
	COL_TOTAL_TIME,
	COL_AVG_TIME,
	COL_CALLS,
	COL_ERRORS,
	COL_NAME,
	COL_MIN_TIME,
	COL_MAX_TIME,
};

/* --tips: how the tip at exit is drawn. */
enum tips_format {
	TIPS_NONE,
	TIPS_COMPACT,
	TIPS_FULL,
};

struct options {
	enum capture_mode mode;
	int follow;			/* -f: 1, -ff: 2 */
	const char *outfname;		/* -o */
	bool output_separately;		/* -ff with -o: one file per process */
	int timestamps;			/* -t 1, -tt 2, -ttt 3 */
	bool relative_timestamps;	/* -r */
	bool syscall_times;		/* -T */
	enum count_mode count;		/* -c / -C */
	bool count_wall;		/* -w */
	const char *count_sortby;	/* -S */
	unsigned int max_strlen;	/* -s, default 32 */
	bool verbose;			/* -v */
	int xflag;			/* -x 1, -xx 2 */
	bool decode_fds;		/* -y */
	int quiet;			/* -q 1, -qq 2, -qqq 3 */
	unsigned int align;		/* -a, column of " = ", default 40 */
	unsigned int status;		/* -e status=, -z, -Z: enum status_filter */
	bool seccomp_bpf;		/* --seccomp-bpf */
	bool stack_trace;		/* -k: the user stack after each syscall */
	unsigned int stack_frame_limit;	/* --stack-trace-frame-limit, default 256 */
	bool overwrite;			/* --overwrite: -m buffered drops records rather than wait */
	bool rewrite;			/* -m rewrite: MODE_BUFFERED with sites rewritten */
	bool rewrite_all;		/* --rewrite-sites=all: no red-zone check */
	enum output_format format;	/* --output-format */
	pid_t *attach_pids;		/* -p */
	unsigned int nattach;
	char **argv;			/* the program to run, or NULL with -p */
	bool kill_on_exit;		/* --kill-on-exit: tracees die with systrace */
	int interruptible;		/* -I: enum interruptible, resolved after parsing */
	char **env_changes;		/* -E VAR=VAL (set) or -E VAR (unset), in order */
	unsigned int nenv_changes;
	const char *username;		/* -u: run the program as this user */
	bool detach_on_execve;		/* -b execve: let the program go at its first execve */
	bool syscall_number;		/* -n: "[ NR] " before each line */
	bool instruction_pointer;	/* -i: "[IP] " before each line */
	bool append_output;		/* -A: open -o files for appending */

	/* --- timestamps, fd and pid decoding (options_ext.c) --- */
	int ts_format;			/* --timestamps: enum ts_format (TS_NONE: none) */
	unsigned int ts_digits;		/* its precision: 0, 3, 6 or 9 decimals */
	unsigned int rel_digits;	/* -r / --relative-timestamps precision */
	unsigned int times_digits;	/* -T / --syscall-times precision */
	unsigned int decode_fd_kinds;	/* -y, -yy, --decode-fds: enum decode_fd_kind */
	unsigned int decode_pid_kinds;	/* -Y, --decode-pids: enum decode_pid_kind */
	/* --- end of options_ext.c's block --- */
	enum const_style const_style;	/* -X: how named constants are written */
	unsigned int quiet_set;		/* -e quiet=, -q: enum quiet_what bits */
	int64_t overhead_ns;		/* -O: time subtracted from each call in -c; -1: unset */
	unsigned char columns[8];	/* -U: enum summary_column, in order; 0 ends */
	int tips;			/* --tips: enum tips_format (0: no tip) */
	int tip_id;			/* --tips=id: which tip, -1: a random one */
	bool hex_escapes;		/* --strings-in-hex=non-ascii-chars: \xNN, not octal */
	int debug;			/* -d: debug messages on stderr */
	int daemonize;			/* -D 1 grandchild, -DD 2 pgroup, -DDD 3 session */
};

/* -I: when fatal signals (SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGTERM) reach systrace. */
enum interruptible {
	INTR_ANYWHERE = 1,	/* never blocked: systrace dies of them at once */
	INTR_WHILE_WAIT = 2,	/* caught: systrace stops tracing cleanly (default) */
	INTR_NEVER = 3,		/* ignored (default with -o FILE and PROG) */
	INTR_BLOCK_TSTP_TOO = 4,/* ignored, and SIGTSTP too */
};

extern struct options opts;

/* -d: a debugging message of systrace's own on stderr ("systrace: ..."). */
#define debug_msg(...)				\
	do {					\
		if (opts.debug)			\
			msg(__VA_ARGS__);	\
	} while (0)

/* Is this kind of message suppressed (-q, -qq, -e quiet=)? */
static inline bool quiet_about(unsigned int what)
{
	return opts.quiet_set & what;
}

/* Parse argv into opts; a bad command line exits with status 2 and one line on stderr. */
void options_parse(int argc, char **argv);

#endif
