/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "options.h"

#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "inject.h"
#include "options_ext.h"
#include "overhead.h"
#include "qualify.h"
#include "summary.h"
#include "unwind.h"
#include "util.h"

struct options opts = {
	.mode = MODE_PTRACE,
	.max_strlen = 32,
	.align = 40,
	.status = STATUS_ALL,
	.stack_frame_limit = STACK_DEFAULT_FRAME_LIMIT,
	.overhead_ns = -1,
};

static const char usage_text[] =
"Usage: systrace [OPTIONS] [--] PROG [ARGS...]\n"
"       systrace [OPTIONS] -p PID[,PID...]\n"
"Trace the system calls of PROG (or of running processes), strace-style,\n"
"with a choice of capture mechanisms of very different cost.\n"
"\n"
"Capture:\n"
"  -m, --mode=MODE        ptrace (default): two stops per syscall, any program\n"
"                         seccomp: seccomp user notification, no ptrace needed\n"
"                         buffered: in-process capture into a shared ring buffer\n"
"                         rewrite: buffered, each syscall site rewritten at its\n"
"                         first call to enter the capture library without a\n"
"                         trap (needs vm.mmap_min_addr=0; see systrace(1))\n"
"      --rewrite-sites=WHICH  rewrite mode: checked (default): only sites whose\n"
"                         function is shown not to use its red zone, the\n"
"                         others stay trapped; all: every site (code without\n"
"                         unwind tables too, JITs), as zpoline does\n"
"      --seccomp-bpf      ptrace mode: stop only at the selected syscalls (needs -f;\n"
"                         without it, ignored with a warning)\n"
"      --overwrite        buffered and rewrite modes: when the ring buffer is\n"
"                         full, drop the newest records (counted and reported)\n"
"                         instead of making the program wait\n"
"  -p, --attach=PID       attach to running process(es), alone or beside PROG\n"
"                         (ptrace mode); SIGINT detaches\n"
"  -f, --follow-forks     follow fork, vfork and clone (threads)\n"
"  -ff                    with -o FILE: one file per task, FILE.PID\n"
"  -b, --detach-on=execve  ptrace mode: let a process go at its execve (not\n"
"                         PROG's first one)\n"
"      --kill-on-exit     ptrace mode: the tracees die with systrace (default:\n"
"                         they run on untraced if systrace is killed;\n"
"                         --seccomp-bpf implies it)\n"
"  -D, --daemonize[=grandchild]  ptrace mode: run systrace as a detached\n"
"                         grandchild, so PROG stays the caller's own child;\n"
"                         -DD, --daemonize=pgroup: also in its own process\n"
"                         group; -DDD, --daemonize=session: in its own session\n"
"                         (not in seccomp, buffered or rewrite mode)\n"
"  -I, --interruptible=N  when fatal signals (HUP INT QUIT PIPE TERM) reach\n"
"                         systrace: 1, anywhere: always, systrace dies of them;\n"
"                         2, waiting: caught, tracing stops cleanly (default);\n"
"                         3, never: ignored (default with -o FILE PROG);\n"
"                         4, never_tstp: ignored, and SIGTSTP (Ctrl-Z) too\n"
"\n"
"Starting PROG:\n"
"  -E, --env=VAR=VAL      put VAR=VAL in PROG's environment; -E VAR: remove VAR\n"
"  -u, --user=USER        run PROG as USER, with its groups (needs root;\n"
"                         ptrace mode); a set-user-ID PROG keeps that effect\n"
"\n"
"Filtering:\n"
"  -e trace=SET, --trace=SET\n"
"                         syscalls to show: names, %class (%file %desc %process\n"
"                         %net %signal %ipc %memory %creds %clock %stat ...),\n"
"                         /regex, NUMBER, all, none; !SET to negate; ?NAME:\n"
"                         no error if NAME is unknown; NAME@64: x86_64's\n"
"                         (NAME@32, NAME@x32 select nothing: no 32-bit table)\n"
"  -e signal=SET, --signal=SET\n"
"                         signals to show (all, none, SIGINT,...)\n"
"  -e status=SET, --status=SET\n"
"                         results to show: successful, failed, unfinished, ...\n"
"  -e abbrev=SET, --abbrev=SET\n"
"                         abbreviate large structures and arrays of these\n"
"                         syscalls (default all; -v is abbrev=none)\n"
"  -e verbose=SET, --verbose=SET\n"
"                         read the structures of these syscalls (default all;\n"
"                         outside SET a structure prints as its address)\n"
"  -e raw=SET, --raw=SET  print these syscalls' arguments and result undecoded,\n"
"                         in hex (default none)\n"
"  -z, --successful-only  same as -e status=successful\n"
"  -Z, --failed-only      same as -e status=failed\n"
"\n"
"Tampering (ptrace mode):\n"
"  -e inject=SET:error=E|retval=N[:signal=S][:delay_enter=T][:delay_exit=T]\n"
"         [:when=FIRST[..LAST][+[STEP]]], --inject=...\n"
"                         make the syscalls in SET fail with errno E or return N\n"
"                         without running, deliver signal S at their entry, or\n"
"                         delay them (T: number with s, ms, us or ns; default\n"
"                         us); when= picks invocations (counted per syscall and\n"
"                         task); lines show (INJECTED) / (DELAYED)\n"
"  -e fault=SET[:error=E][:when=...], --fault=...\n"
"                         -e inject with error=ENOSYS by default\n"
"\n"
"Output:\n"
"  -o, --output=FILE      write the trace to FILE instead of stderr;\n"
"                         -o '|CMD' or -o '!CMD': pipe it to the shell command\n"
"  -A, --output-append-mode  append to the -o FILE instead of truncating it\n"
"  -n, --syscall-number   print the syscall number before each line: [ NR]\n"
"  -i, --instruction-pointer  print the instruction pointer at the syscall\n"
"  -s, --string-limit=N   print at most N bytes of each string (default 32)\n"
"  -v, --no-abbrev        print structures and arrays in full\n"
"  -x                     print non-ASCII strings in hex; -xx: all strings\n"
"      --strings-in-hex[=WHEN]  none: octal escapes (default); non-ascii-chars:\n"
"                         \\xNN escapes instead of octal; non-ascii: as -x;\n"
"                         all (the default WHEN): as -xx\n"
"  -X, --const-print-style=STYLE  named constants and flags: abbrev: names\n"
"                         (default); raw: numbers only; verbose: numbers with\n"
"                         the names in a comment\n"
"  -a, --columns=N        align return values at column N (default 40)\n"
"  -k, --stack-trace      print the user stack after each syscall\n"
"                         (-m seccomp: only the calling instruction)\n"
"      --stack-trace-frame-limit=N  print at most N frames (default 256)\n"
"  -q, --quiet            no attach/detach messages; -qq: no exit lines either;\n"
"                         -qqq: no messages of the kinds below at all\n"
"  -e quiet=SET, --quiet=SET, --silent=SET, --silence=SET\n"
"                         messages to suppress: attach, exit, path-resolution,\n"
"                         personality, thread-execve (or superseded), all, none\n"
"      --output-format=FMT  text (default, strace's), or json: JSON Lines, one\n"
"                         object per event, described in systrace-json(5), or\n"
"                         ctf: a CTF trace directory (-o DIR) for babeltrace2\n"
"                         and Trace Compass, described in systrace-ctf(5)\n"
"\n"
"Timestamps, descriptors and pids:\n"
"  -t, --timestamps[=[format:]FORMAT[,[precision:]PRECISION]]\n"
"                         prefix lines with the time: FORMAT time (of day, the\n"
"                         default), unix (seconds since the epoch) or none;\n"
"                         PRECISION s (default), ms, us or ns; also\n"
"                         --absolute-timestamps=...; -tt: time,us; -ttt: unix,us\n"
"  -r, --relative-timestamps[=PRECISION]\n"
"                         prefix lines with the time since the previous line\n"
"                         (PRECISION s, ms, us (default) or ns); with -t:\n"
"                         \"TIME (+ DELTA)\"\n"
"  -T, --syscall-times[=PRECISION]\n"
"                         show the time spent in each syscall (us by default;\n"
"                         -m seccomp: unknown, not shown)\n"
"  -y, --decode-fds[=SET] print what is behind each descriptor; SET of path\n"
"                         (the default), socket (TCP:[ADDR:PORT->ADDR:PORT],\n"
"                         UNIX-STREAM:[INODE->PEER], NETLINK:[ROUTE:PORTID]),\n"
"                         dev (</dev/null<char 1:3>>), pidfd (<pid:N>), signalfd\n"
"                         (<signalfd:[INT]>), all; also -e decode-fds=SET\n"
"  -yy                    --decode-fds=all: path, socket, dev, pidfd\n"
"  -Y, --decode-pids=comm print the command name after process ids (N<comm>):\n"
"                         line prefixes, the results of fork, clone, getpid...\n"
"      --decode-pids=pidns, --pidns-translation\n"
"                         after a pid from another pid namespace, its number\n"
"                         in systrace's: 1 /* 1234 in strace's PID NS */\n"
"  -P, --trace-path=PATH  show only syscalls touching PATH (by a path argument or\n"
"                         a descriptor open on it); may be repeated\n"
"  -e trace-fds=SET, --trace-fds=SET\n"
"                         show only syscalls using a descriptor in SET (3,5;\n"
"                         !1; all; none)\n"
"  -e read=SET, --read=SET (--read-descs=SET)\n"
"                         hex-dump the data read from descriptors in SET\n"
"  -e write=SET, --write=SET (--write-descs=SET)\n"
"                         hex-dump the data written to descriptors in SET\n"
"                         (-m ptrace; -m seccomp: writes only; not -m buffered)\n"
"\n"
"Probe effect:\n"
"      --overhead[=FMT]   at the end, report what tracing cost the program: stops,\n"
"                         context switches, added time per syscall (calibrated at\n"
"                         start), estimated slowdown, the ftrace reference;\n"
"                         FMT: text (default), json, raw (counters only, no calibration)\n"
"\n"
"Statistics:\n"
"  -c, --summary-only     count time, calls and errors per syscall; no trace\n"
"  -C, --summary          the trace and the summary table\n"
"  -w, --summary-wall-clock  count wall-clock latency instead of system time\n"
"  -S, --summary-sort-by=KEY  sort the table by time (default), min-time,\n"
"                         max-time, avg-time, calls, errors, name or nothing\n"
"  -U, --summary-columns=COLS  the table's columns, in order: time-percent,\n"
"                         total-time, min-time, max-time, avg-time, calls,\n"
"                         errors, name (added last if missing)\n"
"  -O, --summary-syscall-overhead=T  take T (s, ms, us or ns; default us) off\n"
"                         each call's time in the table\n"
"\n"
"Miscellaneous:\n"
"  -d, --debug            systrace's own debugging messages on stderr\n"
"      --tips[=[id:]ID|random,[format:]compact|full|none]\n"
"                         print a tip about systrace at exit\n"
"  -h, --help             show this help and exit\n"
"  -V, --version          show the version and exit\n"
"\n"
"Examples:\n"
"  systrace ls /                              trace ls, output on stderr\n"
"  systrace -f -e trace=openat -o out -- sh -c 'cat /etc/hostname'\n"
"  systrace -c -f make                        count syscalls per type\n"
"  systrace -p 1234                           attach; Ctrl-C detaches\n"
"  systrace -e inject=openat:error=ENOENT:when=3 cat /etc/hostname\n"
"                                             the 3rd openat fails with ENOENT\n"
"  systrace -E LANG=C -u nobody -A -o out id  run id as nobody, append to out\n"
"  systrace --overhead -o /dev/null dd if=/dev/zero of=/dev/null count=1000\n"
"  systrace --timestamps=unix,ms -T -yy -P /etc/hostname cat /etc/hostname\n"
"                                             calls on /etc/hostname, timed\n"
"  systrace -e write=1 -e trace=write echo hi  hex dump of what echo writes\n"
"  systrace -X verbose -e raw=read -e trace=openat,read cat /etc/hostname\n"
"  systrace -c -S avg-time -U name,calls,avg-time,max-time -O 1us ls\n"
"  systrace -o '|grep -v ENOENT' -e quiet=exit -D ls /nonexistent\n"
"\n"
"Exit status: that of PROG (systrace dies by the signal that killed PROG);\n"
"1 for a run-time error, 2 for a bad command line.\n"
"See systrace(1) and systrace-probe-effect(7).\n";

enum long_only {
	OPT_SECCOMP_BPF = 0x100,
	OPT_OVERHEAD,
	OPT_OVERWRITE,
	OPT_REWRITE_SITES,
	OPT_STACK_TRACE,
	OPT_STACK_FRAME_LIMIT,
	OPT_KILL_ON_EXIT,
	OPT_INTERRUPTIBLE,
	OPT_DETACH_ON,
	OPT_INJECT,
	OPT_FAULT,
	OPT_OUTPUT_FORMAT,
	OPT_CONST_PRINT_STYLE,
	OPT_STRINGS_IN_HEX,
	OPT_QUIET,
	OPT_SUMMARY_OVERHEAD,
	OPT_SUMMARY_COLUMNS,
	OPT_TIPS,
	OPT_DAEMONIZE,
	OPT_ABBREV,
	OPT_VERBOSE,
	OPT_RAW,
};

static const struct option long_options[] = {
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, 'V' },
	{ "mode", required_argument, NULL, 'm' },
	{ "seccomp-bpf", no_argument, NULL, OPT_SECCOMP_BPF },
	{ "overhead", optional_argument, NULL, OPT_OVERHEAD },
	{ "overwrite", no_argument, NULL, OPT_OVERWRITE },
	{ "rewrite-sites", required_argument, NULL, OPT_REWRITE_SITES },
	{ "attach", required_argument, NULL, 'p' },
	{ "follow-forks", no_argument, NULL, 'f' },
	{ "output", required_argument, NULL, 'o' },
	{ "trace", required_argument, NULL, 'e' + 0x200 },
	{ "signal", required_argument, NULL, 'e' + 0x300 },
	{ "status", required_argument, NULL, 'e' + 0x400 },
	{ "successful-only", no_argument, NULL, 'z' },
	{ "failed-only", no_argument, NULL, 'Z' },
	{ "string-limit", required_argument, NULL, 's' },
	{ "no-abbrev", no_argument, NULL, 'v' },
	{ "columns", required_argument, NULL, 'a' },
	{ "quiet", optional_argument, NULL, OPT_QUIET },
	{ "silent", optional_argument, NULL, OPT_QUIET },
	{ "silence", optional_argument, NULL, OPT_QUIET },
	{ "const-print-style", required_argument, NULL, OPT_CONST_PRINT_STYLE },
	{ "strings-in-hex", optional_argument, NULL, OPT_STRINGS_IN_HEX },
	{ "summary-syscall-overhead", required_argument, NULL, OPT_SUMMARY_OVERHEAD },
	{ "summary-columns", required_argument, NULL, OPT_SUMMARY_COLUMNS },
	{ "tips", optional_argument, NULL, OPT_TIPS },
	{ "debug", no_argument, NULL, 'd' },
	{ "daemonize", optional_argument, NULL, OPT_DAEMONIZE },
	{ "abbrev", required_argument, NULL, OPT_ABBREV },
	{ "verbose", required_argument, NULL, OPT_VERBOSE },
	{ "raw", required_argument, NULL, OPT_RAW },
	{ "summary-only", no_argument, NULL, 'c' },
	{ "summary", no_argument, NULL, 'C' },
	{ "summary-wall-clock", no_argument, NULL, 'w' },
	{ "summary-sort-by", required_argument, NULL, 'S' },
	{ "stack-trace", optional_argument, NULL, OPT_STACK_TRACE },
	{ "stack-trace-frame-limit", required_argument, NULL, OPT_STACK_FRAME_LIMIT },
	{ "kill-on-exit", no_argument, NULL, OPT_KILL_ON_EXIT },
	{ "interruptible", required_argument, NULL, OPT_INTERRUPTIBLE },
	{ "env", required_argument, NULL, 'E' },
	{ "user", required_argument, NULL, 'u' },
	{ "detach-on", required_argument, NULL, OPT_DETACH_ON },
	{ "syscall-number", no_argument, NULL, 'n' },
	{ "instruction-pointer", no_argument, NULL, 'i' },
	{ "output-append-mode", no_argument, NULL, 'A' },
	{ "inject", required_argument, NULL, OPT_INJECT },
	{ "fault", required_argument, NULL, OPT_FAULT },
	{ "output-format", required_argument, NULL, OPT_OUTPUT_FORMAT },
	/* timestamps, fd and pid decoding, -P, -e read=/write= (options_ext.c) */
	{ "timestamps", optional_argument, NULL, OPT_EXT_TIMESTAMPS },
	{ "absolute-timestamps", optional_argument, NULL, OPT_EXT_ABS_TIMESTAMPS },
	{ "relative-timestamps", optional_argument, NULL, OPT_EXT_RELATIVE },
	{ "syscall-times", optional_argument, NULL, OPT_EXT_SYSCALL_TIMES },
	{ "decode-fds", optional_argument, NULL, OPT_EXT_DECODE_FDS },
	{ "decode-pids", required_argument, NULL, OPT_EXT_DECODE_PIDS },
	{ "pidns-translation", no_argument, NULL, OPT_EXT_PIDNS },
	{ "trace-path", required_argument, NULL, OPT_EXT_TRACE_PATH },
	{ "trace-fds", required_argument, NULL, OPT_EXT_TRACE_FDS },
	{ "read", required_argument, NULL, OPT_EXT_READ },
	{ "read-descs", required_argument, NULL, OPT_EXT_READ },
	{ "write", required_argument, NULL, OPT_EXT_WRITE },
	{ "write-descs", required_argument, NULL, OPT_EXT_WRITE },
	/* end of options_ext.c's block */
	{ NULL, 0, NULL, 0 },
};

/* -I / --interruptible: a level 1-4 or its name, as strace takes them. */
static int parse_interruptible(const char *arg, const char *opt)
{
	static const char *const names[] = { "anywhere", "waiting", "never", "never_tstp" };
	for (int i = 0; i < 4; i++)
		if (strcmp(arg, names[i]) == 0 || (arg[0] == '1' + i && !arg[1]))
			return i + 1;
	die_usage("invalid %s argument: '%s'", opt, arg);
}

/* -b / --detach-on: only execve, as in strace. */
static void parse_detach_on(const char *arg)
{
	if (strcmp(arg, "execve") != 0)
		die_usage("Syscall '%s' for -b isn't supported", arg);
	opts.detach_on_execve = true;
}

static void add_env_change(const char *arg)
{
	opts.env_changes = xrealloc(opts.env_changes,
				    (opts.nenv_changes + 1) * sizeof(*opts.env_changes));
	opts.env_changes[opts.nenv_changes++] = (char *)arg;
}

/* A number for option opt ("-s"), worded as strace words a bad one. */
static unsigned int parse_uint_opt(const char *arg, const char *opt, long long max)
{
	long long v;
	if (parse_int(arg, 0, max, &v) < 0)
		die_usage("invalid %s argument: '%s'", opt, arg);
	return (unsigned int)v;
}

static void add_attach_pids(const char *arg)
{
	char *copy = xstrdup(arg), *save = NULL;
	for (char *p = strtok_r(copy, ", \t", &save); p; p = strtok_r(NULL, ", \t", &save)) {
		long long pid;
		if (parse_int(p, 1, INT32_MAX, &pid) < 0)
			die_usage("Invalid process id: '%s'", p);
		if (pid == getpid())
			die_usage("systrace cannot trace itself (pid %lld)", pid);
		opts.attach_pids = xrealloc(opts.attach_pids,
					    (opts.nattach + 1) * sizeof(*opts.attach_pids));
		opts.attach_pids[opts.nattach++] = (pid_t)pid;
	}
	free(copy);
}

static void parse_format(const char *arg)
{
	if (strcmp(arg, "text") == 0)
		opts.format = FORMAT_TEXT;
	else if (strcmp(arg, "json") == 0)
		opts.format = FORMAT_JSON;
	else if (strcmp(arg, "ctf") == 0)
		opts.format = FORMAT_CTF;
	else
		die_usage("invalid output format '%s' (use text, json or ctf)", arg);
}

static void parse_mode(const char *arg)
{
	if (strcmp(arg, "ptrace") == 0)
		opts.mode = MODE_PTRACE;
	else if (strcmp(arg, "seccomp") == 0)
		opts.mode = MODE_SECCOMP;
	else if (strcmp(arg, "buffered") == 0)
		opts.mode = MODE_BUFFERED;
	else if (strcmp(arg, "rewrite") == 0)
		opts.mode = MODE_BUFFERED;	/* with its sites rewritten (rewrite_mode.c) */
	else
		die_usage("invalid mode '%s' (use ptrace, seccomp, buffered or rewrite)", arg);
	opts.rewrite = strcmp(arg, "rewrite") == 0;
}

/* -X / --const-print-style. */
static void parse_const_style(const char *arg, const char *opt)
{
	if (strcmp(arg, "raw") == 0)
		opts.const_style = CONST_RAW;
	else if (strcmp(arg, "abbrev") == 0)
		opts.const_style = CONST_ABBREV;
	else if (strcmp(arg, "verbose") == 0)
		opts.const_style = CONST_VERBOSE;
	else
		die_usage("invalid %s argument: '%s'", opt, arg);
}

/* --strings-in-hex[=none|non-ascii-chars|non-ascii|all] (no value: all). */
static void parse_strings_in_hex(const char *arg)
{
	opts.hex_escapes = false;
	if (!arg || strcmp(arg, "all") == 0)
		opts.xflag = 2;
	else if (strcmp(arg, "non-ascii") == 0)
		opts.xflag = 1;
	else if (strcmp(arg, "non-ascii-chars") == 0)
		opts.xflag = 0, opts.hex_escapes = true;
	else if (strcmp(arg, "none") == 0)
		opts.xflag = 0;
	else
		die_usage("invalid --strings-in-hex argument: '%s'", arg);
}

/* A time as strace takes it: a decimal number (strtod) with s, ms, us or ns after
 * it, microseconds without. Returns nanoseconds, or -1 if arg is not one. */
static int64_t parse_time_spec(const char *arg)
{
	static const struct {
		const char *suffix;
		double ns;
	} units[] = { { "", 1e3 }, { "s", 1e9 }, { "ms", 1e6 }, { "us", 1e3 }, { "ns", 1 } };
	char *end;
	errno = 0;
	double v = strtod(arg, &end);
	if (end == arg || errno || !(v >= 0))
		return -1;
	for (size_t i = 0; i < ARRAY_SIZE(units); i++) {
		if (strcmp(end, units[i].suffix) != 0)
			continue;
		double ns = v * units[i].ns;
		return ns < 9e18 ? (int64_t)(ns + 0.5) : -1;
	}
	return -1;
}

/* --tips[=[[id:]ID][,[format:]FORMAT]]: FORMAT none, compact (default) or full. */
static void parse_tips(const char *arg)
{
	opts.tips = TIPS_COMPACT;
	opts.tip_id = -1;
	if (!arg)
		return;
	char *copy = xstrdup(arg), *save = NULL;
	for (char *e = strtok_r(copy, ",", &save); e; e = strtok_r(NULL, ",", &save)) {
		const char *v = e;
		bool is_id = false, is_format = false;
		if (strncmp(e, "id:", 3) == 0)
			v = e + 3, is_id = true;
		else if (strncmp(e, "format:", 7) == 0)
			v = e + 7, is_format = true;
		long long id;
		if (!is_format && strcmp(v, "random") == 0)
			opts.tip_id = -1;
		else if (!is_format && parse_int(v, 0, INT32_MAX, &id) == 0)
			opts.tip_id = (int)id;
		else if (!is_id && strcmp(v, "none") == 0)
			opts.tips = TIPS_NONE;
		else if (!is_id && strcmp(v, "compact") == 0)
			opts.tips = TIPS_COMPACT;
		else if (!is_id && strcmp(v, "full") == 0)
			opts.tips = TIPS_FULL;
		else
			die_usage("invalid --tips argument: '%s'", arg);
	}
	free(copy);
}

/* --daemonize[=grandchild|pgroup|session] (no value: grandchild). */
static void parse_daemonize(const char *arg)
{
	static const char *const names[] = { "grandchild", "pgroup", "session" };
	if (!arg) {
		opts.daemonize = 1;
		return;
	}
	for (int i = 0; i < 3; i++)
		if (strcmp(arg, names[i]) == 0 || (arg[0] == '1' + i && !arg[1])) {
			opts.daemonize = i + 1;
			return;
		}
	die_usage("invalid --daemonize argument: '%s'", arg);
}

void options_parse(int argc, char **argv)
{
	int qflag = 0, dflag = 0;
	bool columns_set = false;
	int c;
	bool frame_limit_set = false;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "+:hVm:p:fo:e:zZs:vxytrTa:qcCwS:kI:E:u:b:niAP:YX:O:U:dD",
				long_options, NULL)) != -1) {
		switch (c) {
		case 'h':
			fputs(usage_text, stdout);
			exit(0);
		case 'V':
			printf("systrace %s\n", PACKAGE_VERSION);
			exit(0);
		case 'm': parse_mode(optarg); break;
		case OPT_SECCOMP_BPF: opts.seccomp_bpf = true; break;
		case OPT_OVERHEAD: overhead_format = overhead_parse(optarg); break;
		case OPT_OVERWRITE: opts.overwrite = true; break;
		case OPT_REWRITE_SITES:
			if (strcmp(optarg, "all") != 0 && strcmp(optarg, "checked") != 0)
				die_usage("invalid --rewrite-sites '%s' (use checked or all)", optarg);
			opts.rewrite_all = strcmp(optarg, "all") == 0;
			break;
		case 'p': add_attach_pids(optarg); break;
		case 'f': opts.follow++; break;
		case 'o': opts.outfname = optarg; break;
		case 'e':
			if (!options_ext_qualify(optarg))
				qualify(optarg);
			break;
		case 'e' + 0x200: qualify(xasprintf("trace=%s", optarg)); break;
		case 'e' + 0x300: qualify(xasprintf("signal=%s", optarg)); break;
		case 'e' + 0x400: qualify(xasprintf("status=%s", optarg)); break;
		case 'z': qualify_status("successful"); break;
		case 'Z': qualify_status("failed"); break;
		case 's': opts.max_strlen = parse_uint_opt(optarg, "-s", 1 << 20); break;
		case 'v': qualify("abbrev=none"); break;
		case 'x': opts.xflag++, opts.hex_escapes = false; break;
		/* timestamps, fd and pid decoding, -P, -e read=/write= (options_ext.c) */
		case 't': case 'r': case 'T': case 'y': case 'Y': case 'P':
		case OPT_EXT_BASE ... OPT_EXT_END - 1:
			options_ext_handle(c, optarg);
			break;
		case 'a': opts.align = parse_uint_opt(optarg, "-a", 4096); break;
		case 'q': qflag++; break;
		case OPT_QUIET:
			if (optarg)
				qualify_quiet(optarg);
			else
				qflag++;
			break;
		case 'X': parse_const_style(optarg, "-X"); break;
		case OPT_CONST_PRINT_STYLE: parse_const_style(optarg, "--const-print-style"); break;
		case OPT_STRINGS_IN_HEX: parse_strings_in_hex(optarg); break;
		case OPT_ABBREV: qualify(xasprintf("abbrev=%s", optarg)); break;
		case OPT_VERBOSE: qualify(xasprintf("verbose=%s", optarg)); break;
		case OPT_RAW: qualify(xasprintf("raw=%s", optarg)); break;
		case 'O':
		case OPT_SUMMARY_OVERHEAD:
			opts.overhead_ns = parse_time_spec(optarg);
			if (opts.overhead_ns < 0)
				die_usage("invalid %s argument: '%s'",
					  c == 'O' ? "-O" : "--summary-syscall-overhead", optarg);
			break;
		case 'U':
		case OPT_SUMMARY_COLUMNS:
			summary_parse_columns(optarg, opts.columns, sizeof(opts.columns));
			columns_set = true;
			break;
		case OPT_TIPS: parse_tips(optarg); break;
		case 'd': opts.debug++; break;
		case 'D': dflag++; break;
		case OPT_DAEMONIZE: parse_daemonize(optarg); break;
		case 'c': opts.count = COUNT_ONLY; break;
		case 'C': opts.count = COUNT_TOO; break;
		case 'w': opts.count_wall = true; break;
		case 'k':
			if (opts.stack_trace)
				die_usage("stack traces with source line information (-kk) are not "
					  "supported by systrace");
			opts.stack_trace = true;
			break;
		case OPT_STACK_TRACE:
			if (optarg && strcmp(optarg, "symbol") != 0)
				die_usage("invalid --stack-trace '%s' (only 'symbol' is supported)",
					  optarg);
			opts.stack_trace = true;
			break;
		case OPT_STACK_FRAME_LIMIT:
			opts.stack_frame_limit = parse_uint_opt(optarg, "--stack-trace-frame-limit",
								UINT32_MAX / 4);
			if (!opts.stack_frame_limit)
				die_usage("invalid --stack-trace-frame-limit argument: '%s'", optarg);
			frame_limit_set = true;
			break;
		case OPT_KILL_ON_EXIT: opts.kill_on_exit = true; break;
		case 'I': opts.interruptible = parse_interruptible(optarg, "-I"); break;
		case OPT_INTERRUPTIBLE:
			opts.interruptible = parse_interruptible(optarg, "--interruptible");
			break;
		case 'E': add_env_change(optarg); break;
		case 'u': opts.username = optarg; break;
		case 'b': parse_detach_on(optarg); break;
		case OPT_DETACH_ON: parse_detach_on(optarg); break;
		case 'n': opts.syscall_number = true; break;
		case 'i': opts.instruction_pointer = true; break;
		case 'A': opts.append_output = true; break;
		case OPT_INJECT: inject_parse(optarg, false); break;
		case OPT_FAULT: inject_parse(optarg, true); break;
		case OPT_OUTPUT_FORMAT: parse_format(optarg); break;
		case 'S':
			summary_check_sortby(optarg);
			opts.count_sortby = optarg;
			break;
		/* getopt's words, as strace prints them, and where to look. */
		case ':':
			if (optopt && optopt < 0x100 && strncmp(argv[optind - 1], "--", 2) != 0)
				die_usage("option requires an argument -- '%c' (see systrace --help)",
					  optopt);
			die_usage("option '%s' requires an argument (see systrace --help)",
				  argv[optind - 1]);
		default:
			if (optopt && optopt < 0x100 && strncmp(argv[optind - 1], "--", 2) != 0)
				die_usage("invalid option -- '%c' (see systrace --help)", optopt);
			die_usage("unrecognized option '%s' (see systrace --help)", argv[optind - 1]);
		}
	}

	options_ext_finish();	/* timestamps, fd and pid decoding, -P, -e read=/write= */
	if (optind < argc)
		opts.argv = argv + optind;
	/* -q: attach,personality; -qq: and exit; -qqq: everything (strace). */
	if (qflag) {
		opts.quiet = qflag;
		opts.quiet_set |= qflag >= 3 ? QUIET_ALL :
				  QUIET_ATTACH | QUIET_PERSONALITY | (qflag >= 2 ? QUIET_EXIT : 0);
	} else {
		opts.quiet = quiet_about(QUIET_EXIT) ? 2 : quiet_about(QUIET_ATTACH) ? 1 : 0;
	}
	if (dflag > 3)
		die_usage("Too many -D's (%d), maximum supported -D count is 3", dflag);
	if (dflag)
		opts.daemonize = dflag;
	if (opts.daemonize && !opts.argv)
		die_usage("PROG [ARGS] must be specified with -D/--daemonize");
	if (opts.daemonize && opts.mode != MODE_PTRACE)
		die_usage("-D/--daemonize needs -m ptrace");
	if (opts.daemonize && opts.username)
		die_usage("-u cannot be combined with -D/--daemonize in systrace");
	if (opts.outfname && (opts.outfname[0] == '|' || opts.outfname[0] == '!')) {
		if (opts.follow > 1)
			die_usage("piping the output and -ff/--output-separately are mutually "
				  "exclusive");
		if (opts.format == FORMAT_CTF)
			die_usage("--output-format=ctf writes a directory: it cannot be piped");
	}
	if (columns_set && opts.count == COUNT_NONE)
		die_usage("-U/--summary-columns must be given with (-c/--summary-only or "
			  "-C/--summary)");
	if (opts.count_wall && opts.count == COUNT_NONE)
		die_usage("-w/--summary-wall-clock must be given with (-c/--summary-only or "
			  "-C/--summary)");
	if (opts.count_sortby && opts.count == COUNT_NONE)
		msg("-S/--summary-sort-by has no effect without (-c/--summary-only or "
		    "-C/--summary)");
	if (!opts.argv && !opts.nattach)
		die_usage("must have PROG [ARGS] or -p PID (see systrace --help)");
	if (opts.argv && opts.nattach && opts.mode != MODE_PTRACE)
		die_usage("-p together with a program to run needs -m ptrace");
	if (opts.mode == MODE_SECCOMP && opts.nattach)
		die_usage("-p cannot be used with -m seccomp: a seccomp filter cannot be "
			  "installed into a running process (use -m ptrace)");
	if (opts.format == FORMAT_CTF && !opts.outfname)
		die_usage("--output-format=ctf needs -o DIR, the trace directory to write");
	if (opts.follow > 1 && opts.outfname && opts.format != FORMAT_CTF)
		opts.output_separately = true;
	if (opts.seccomp_bpf) {
		if (opts.mode != MODE_PTRACE)
			die_usage("--seccomp-bpf belongs to -m ptrace");
		/* strace goes on without the filter, and says so. */
		if (opts.nattach) {
			msg("--seccomp-bpf is not enabled for processes attached with -p");
			opts.seccomp_bpf = false;
		} else if (!opts.follow) {
			msg("--seccomp-bpf cannot be used without -f/--follow-forks, disabling");
			opts.seccomp_bpf = false;
		}
	}
	if (opts.overwrite && opts.mode != MODE_BUFFERED)
		die_usage("--overwrite belongs to -m buffered");
	if (opts.mode == MODE_BUFFERED && opts.nattach)
		die_usage("-p needs -m ptrace: -m buffered traces only programs it starts");
	if (opts.format == FORMAT_JSON && opts.count != COUNT_NONE)
		die_usage("-c/-C write a text table: they cannot be combined with "
			  "--output-format=json");
	if (opts.stack_trace && opts.count == COUNT_ONLY)
		msg("-k/--stack-trace has no effect with -c/--summary-only");
	if (frame_limit_set && !opts.stack_trace)
		msg("--stack-trace-frame-limit has no effect without -k/--stack-trace");
	/* strace: with -o FILE PROG, Ctrl-C and friends do not stop the trace. */
	if (!opts.interruptible)
		opts.interruptible = opts.outfname && opts.argv ? INTR_NEVER : INTR_WHILE_WAIT;
	/* strace 6.6: a --seccomp-bpf program cannot outlive the tracer (its selected
	 * syscalls would fail with ENOSYS untraced), so it dies with systrace. */
	if (opts.seccomp_bpf)
		opts.kill_on_exit = true;
	if (opts.append_output && !opts.outfname)
		msg("-A/--output-append-mode has no effect without -o/--output");
	if (opts.username && opts.nattach)
		die_usage("-u needs a program to run, not -p");
	if (opts.username && getuid() != 0)
		die_usage("You must be root to use the -u/--username option");
	if (opts.username && opts.mode != MODE_PTRACE)
		die_usage("-u needs -m ptrace");
	if (opts.detach_on_execve && opts.mode != MODE_PTRACE)
		die_usage("-b execve needs -m ptrace");
	if (inject_any() && opts.mode == MODE_BUFFERED)
		die_usage("-e inject needs -m ptrace or -m seccomp");
	if (inject_any() && opts.mode == MODE_SECCOMP && inject_ptrace_only())
		die_usage("-e inject: %s needs -m ptrace", inject_ptrace_only());
#ifndef ENABLE_LIBUNWIND
	if (opts.stack_trace && opts.mode == MODE_PTRACE)
		die_usage("-k needs libunwind, which this systrace was built without");
#endif
}
