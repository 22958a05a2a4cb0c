/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The options of timestamps (--timestamps, -t, -r, -T with a precision), of what
 * is printed about descriptors and pids (-y/-yy/--decode-fds, -Y/--decode-pids,
 * --pidns-translation), of which calls are shown by what they touch (-P,
 * -e trace-fds=) and of -e read=/write= dumps: parsed here, kept in opts.
 */
#ifndef SYSTRACE_OPTIONS_EXT_H
#define SYSTRACE_OPTIONS_EXT_H

#include <stdbool.h>

/* --timestamps format. */
enum ts_format {
	TS_NONE,
	TS_TIME,	/* time of day, local time: 22:27:40 */
	TS_UNIX,	/* seconds since the epoch: 1795818460 */
};

/* --decode-fds: what is printed after a descriptor. */
enum decode_fd_kind {
	DECODE_FD_PATH = 1 << 0,	/* the path: 3</etc/passwd> */
	DECODE_FD_SOCKET = 1 << 1,	/* a socket's protocol and ends: 3<TCP:[...]> */
	DECODE_FD_DEV = 1 << 2,		/* a device's numbers: 3</dev/null<char 1:3>> */
	DECODE_FD_PIDFD = 1 << 3,	/* the process a pidfd refers to: 3<pid:1234> */
	DECODE_FD_SIGNALFD = 1 << 4,	/* a signalfd's signals: 3<signalfd:[INT]> */
	/* -yy, --decode-fds=all: strace 6.1's kinds (signalfd only when named) */
	DECODE_FD_ALL = DECODE_FD_PATH | DECODE_FD_SOCKET | DECODE_FD_DEV | DECODE_FD_PIDFD,
};

/* --decode-pids: what is printed after a pid. */
enum decode_pid_kind {
	DECODE_PID_COMM = 1 << 0,	/* -Y: its command name, 1234<sh> */
	DECODE_PID_NS = 1 << 1,		/* --pidns-translation: its pid in systrace's
					 * namespace as a comment */
};

/* Long options of this group (getopt values; options.c lists the names). */
enum options_ext_long {
	OPT_EXT_BASE = 0x180,
	OPT_EXT_TIMESTAMPS = OPT_EXT_BASE,
	OPT_EXT_ABS_TIMESTAMPS,
	OPT_EXT_RELATIVE,
	OPT_EXT_SYSCALL_TIMES,
	OPT_EXT_DECODE_FDS,
	OPT_EXT_DECODE_PIDS,
	OPT_EXT_PIDNS,
	OPT_EXT_TRACE_PATH,
	OPT_EXT_TRACE_FDS,
	OPT_EXT_READ,
	OPT_EXT_WRITE,
	OPT_EXT_END,
};

/* One option of the group (c: the short letter, or OPT_EXT_*); false if not ours. */
bool options_ext_handle(int c, const char *arg);
/* An -e NAME=VALUE of the group (read=, write=, trace-fds=, decode-fds=,
 * decode-pids=); false if not ours. */
bool options_ext_qualify(const char *expr);
/* After the command line: resolve defaults and combinations (may die_usage). */
void options_ext_finish(void);

#endif
