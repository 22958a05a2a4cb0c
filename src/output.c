/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "output.h"
#include "output_pipe.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <libgen.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "ctf.h"
#include "decode.h"
#include "dumpio.h"
#include "errnoent.h"
#include "inject.h"
#include "json_output.h"
#include "options.h"
#include "options_ext.h"
#include "overhead.h"
#include "pidns.h"
#include "signals.h"
#include "syscall_table.h"
#include "tcb.h"
#include "unwind.h"

/* One destination for lines, and the line currently open on it. */
struct outfile {
	FILE *fp;
	struct tcb *owner;	/* task whose line is not yet ended */
	unsigned int col;	/* characters written on the open line */
	bool started;		/* --output-format=json: its header is written */
	/* The open line's bytes, handed to stdio whole when the line ends (or
	 * anything else is about to use fp): one fwrite a line instead of one
	 * a token, which was a fifth of decoding a record. */
	size_t staged;
	char stage[4096];
};

/*
 * Where a stream's bytes really go. Every trace stream is a stdio FILE over a sink
 * (fopencookie), so that a failed write is seen where it happens and the lines it
 * cost are counted exactly: a line is lost when any of its bytes was not written.
 */
struct sink {
	int fd;
	char *name;		/* for the message: a path, or NULL for standard error */
	bool damaged;		/* the line in progress lost some of its bytes */
	char *buf;		/* the stream's buffer, when sink_open made one */
	struct sink *next;	/* every open sink, for the count at exit */
};

static struct outfile shared;
static int64_t real_minus_mono_ns;	/* wall clock = monotonic + this */
static uint64_t last_line_ns;		/* for -r */

static struct sink *sinks;
static uint64_t lost_lines;		/* trace lines not written, in every sink */
static bool write_failure_said;
static pid_t output_owner;		/* forked children never report at their exit */

/* Hand the staged bytes to stdio: before anything else writes to, flushes or
 * closes o->fp. */
static void unstage(struct outfile *o)
{
	if (o->staged) {
		fwrite_unlocked(o->stage, 1, o->staged, o->fp);	/* one thread writes */
		o->staged = 0;
	}
}

/* Before a message (util.c's msg_prepare); not in a forked child, whose copy of
 * the stage is systrace's. */
static void unstage_shared(void)
{
	if (shared.fp && getpid() == output_owner)
		unstage(&shared);
}

static void unstage_task(struct tcb *tcp, void *arg)
{
	(void)arg;
	if (tcp->out)
		unstage(tcp->out);
}

static bool finished;

/* One line straight to fd 2: the stream that failed may be stderr's own FILE. */
static void say_raw(const char *line, size_t len)
{
	ssize_t n;
	while ((n = write(STDERR_FILENO, line, len)) < 0 && errno == EINTR)
		;
}

void output_lost(const char *name, int err, uint64_t lines)
{
	lost_lines += lines;
	if (write_failure_said || !err)
		return;
	write_failure_said = true;
	char line[PATH_MAX + 128];
	int n;
	if (name)
		n = snprintf(line, sizeof(line), "%s: write to trace file '%s' failed: %s\n",
			     program_name, name, strerror(err));
	else
		n = snprintf(line, sizeof(line), "%s: write to the trace on standard error "
			     "failed: %s\n", program_name, strerror(err));
	if (n >= (int)sizeof(line))
		n = sizeof(line) - 1;
	say_raw(line, n);
}

static uint64_t count_newlines(const char *p, size_t n)
{
	uint64_t c = 0;
	const char *end = p + n;
	while (p < end && (p = memchr(p, '\n', end - p))) {
		c++;
		p++;
	}
	return c;
}

/* stdio's write: everything, or count what could not be written. It always claims
 * success, so stdio keeps no error state and later lines are still tried (a full
 * file system may have room again). A reader that went away (EPIPE) is not an error:
 * the backends stop tracing on SIGPIPE. */
static ssize_t sink_write(void *cookie, const char *buf, size_t size)
{
	struct sink *s = cookie;
	size_t done = 0;
	int err = 0;
	while (done < size) {
		ssize_t n = write(s->fd, buf + done, size - done);
		if (n > 0) {
			done += n;
		} else if (n == 0 || errno != EINTR) {
			err = n == 0 ? EIO : errno;
			break;
		}
	}
	if (s->damaged && done) {
		const char *nl = memchr(buf, '\n', done);
		if (nl) {
			s->damaged = false;
			output_lost(s->name, 0, 1);
		}
	}
	if (done == size)
		return size;
	if (err == EPIPE)
		return size;
	s->damaged = buf[size - 1] != '\n';
	output_lost(s->name, err, count_newlines(buf + done, size - done));
	return size;
}

static int sink_close(void *cookie)
{
	struct sink *s = cookie;
	if (s->damaged)
		output_lost(s->name, 0, 1);
	for (struct sink **pp = &sinks; *pp; pp = &(*pp)->next) {
		if (*pp == s) {
			*pp = s->next;
			break;
		}
	}
	int rc = s->fd > STDERR_FILENO ? close(s->fd) : 0;
	free(s->name);
	free(s->buf);	/* (stdio no longer uses it: this is fclose's last step) */
	free(s);
	return rc;
}

/* A stream over fd; with bufsize, fully buffered in a buffer of that size the
 * sink owns (given no buffer, glibc ignores the size and takes 8 KiB). */
static FILE *sink_open(int fd, const char *name, size_t bufsize)
{
	struct sink *s = xcalloc(1, sizeof(*s));
	s->fd = fd;
	s->name = name ? xstrdup(name) : NULL;
	cookie_io_functions_t fns = { .write = sink_write, .close = sink_close };
	FILE *fp = fopencookie(s, "w", fns);
	if (!fp)
		die_errno("cannot write to '%s'", name ? name : "stderr");
	if (bufsize) {
		s->buf = xmalloc(bufsize);
		setvbuf(fp, s->buf, _IOFBF, bufsize);
	}
	s->next = sinks;
	sinks = s;
	return fp;
}

static FILE *open_output(const char *path)
{
	/* -A appends; -o '|cmd' pipes (output_pipe.c). */
	int fd = output_is_pipe(path) ? output_pipe_open(path + 1) :
		 open(path, O_WRONLY | O_CREAT | O_CLOEXEC |
		      (opts.append_output ? O_APPEND : O_TRUNC), 0666);
	if (fd < 0)
		die_errno("cannot write to '%s'", path);
	/* Lines are small and many: a large buffer keeps write() calls rare. */
	return sink_open(fd, path, 1 << 16);
}

uint64_t output_finish(void)
{
	if (getpid() != output_owner)
		return 0;
	if (finished)
		return lost_lines;
	finished = true;
	unstage(&shared);
	if (opts.output_separately)
		tcb_for_each(unstage_task, NULL);
	fflush(NULL);
	/* A last line cut short and never ended still counts. */
	for (struct sink *s = sinks; s; s = s->next) {
		if (s->damaged) {
			s->damaged = false;
			output_lost(s->name, 0, 1);
		}
	}
	if (lost_lines) {
		char line[128];
		int n = snprintf(line, sizeof(line), "%s: %llu trace line%s could not be written\n",
				 program_name, (unsigned long long)lost_lines,
				 lost_lines == 1 ? "" : "s");
		say_raw(line, n);
	}
	return lost_lines;
}

/* A trace with holes ends with status 1, whatever the program's: see EXIT STATUS in
 * systrace(1). Runs when main returns or systrace dies with a message. */
static void finish_at_exit(int status, void *arg)
{
	(void)status;
	(void)arg;
	if (output_finish())
		_exit(EXIT_RUNTIME_ERROR);
}

void output_init(void)
{
	real_minus_mono_ns = (int64_t)(now_real_ns() - now_mono_ns());
	if (opts.format == FORMAT_CTF) {	/* -o is the trace directory (ctf.c) */
		int err = ctf_open(opts.outfname);
		if (err)
			die("cannot write a CTF trace to '%s': %s", opts.outfname,
			    err == -ENOTEMPTY ? "it holds files other than a systrace trace" :
			    strerror(-err));
		shared.fp = stderr;
		return;
	}
	if (opts.format == FORMAT_JSON)
		json_output_init();
	output_owner = getpid();
	msg_prepare = unstage_shared;
	on_exit(finish_at_exit, NULL);
	if (!opts.outfname || opts.output_separately) {
		/* The trace shares standard error with systrace's messages, in the order they
		 * happen: both go through one checked stream. */
		shared.fp = sink_open(STDERR_FILENO, NULL, 0);
		setvbuf(shared.fp, NULL, _IOLBF, 1 << 14);
		stderr = shared.fp;
	}
	if (!opts.outfname)
		return;
	if (opts.output_separately) {
		/* Files are opened per task; check now that the directory takes them. */
		char *copy = xstrdup(opts.outfname);
		const char *dir = dirname(copy);
		if (access(dir, W_OK) != 0)
			die_errno("cannot write to '%s'", dir);
		free(copy);
		return;
	}
	shared.fp = open_output(opts.outfname);
}

FILE *output_summary_stream(void)
{
	return shared.fp;
}

static struct outfile *out_of(struct tcb *tcp)
{
	if (!opts.output_separately)
		return &shared;
	if (!tcp->out) {
		/* Open first: open_output() may die, and cleanup must not find a
		 * task holding an output with no stream (fclose(NULL)). */
		char *path = xasprintf("%s.%d", opts.outfname, tcp->pid);
		FILE *fp = open_output(path);
		free(path);
		tcp->out = xcalloc(1, sizeof(*tcp->out));
		tcp->out->fp = fp;
	}
	return tcp->out;
}

FILE *output_stream(struct tcb *tcp, bool *first)
{
	struct outfile *o = out_of(tcp);
	*first = !o->started;
	o->started = true;
	unstage(o);
	return o->fp;
}

static void put(struct outfile *o, const char *s, size_t n)
{
	o->col += n;
	if (n > sizeof(o->stage) - o->staged) {
		unstage(o);
		if (n >= sizeof(o->stage)) {
			fwrite_unlocked(s, 1, n, o->fp);
			return;
		}
	}
	memcpy(o->stage + o->staged, s, n);
	o->staged += n;
}

static void puts_(struct outfile *o, const char *s)
{
	put(o, s, strlen(s));
}

static void end_line(struct outfile *o)
{
	put(o, "\n", 1);
	unstage(o);
	o->col = 0;
	o->owner = NULL;
}

/* Another task needs the output: close the open line as strace does. */
static void unfinish_open_line(struct outfile *o)
{
	if (!o->owner)
		return;
	puts_(o, " <unfinished ...>");
	o->owner->flags |= TCB_UNFINISHED;
	end_line(o);
}

/* ".123" with digits decimals of ns (truncated, as strace), or nothing for 0. */
static int put_fraction(char *buf, size_t size, uint64_t ns, unsigned int digits)
{
	if (!digits)
		return 0;
	uint64_t v = ns;
	for (unsigned int i = digits; i < 9; i++)
		v /= 10;
	return snprintf(buf, size, ".%0*" PRIu64, (int)digits, v);
}

/* -Y, --pidns-translation: after a process id the program got, "<comm>" or
 * " / * 1234 in strace's PID NS * /" (the name wins, as in strace). */
static int put_pid_note(char *buf, size_t size, struct tcb *tcp, int64_t pid)
{
	if (!opts.decode_pid_kinds || pid <= 0 || pid > INT32_MAX)
		return 0;
	pid_t ours = pidns_to_ours(tcp->pid, (pid_t)pid);
	char comm[16];
	if ((opts.decode_pid_kinds & DECODE_PID_COMM) && ours &&
	    pidns_comm(ours, comm, sizeof(comm)))
		return snprintf(buf, size, "<%s>", comm);
	if ((opts.decode_pid_kinds & DECODE_PID_NS) && ours && ours != pid)
		return snprintf(buf, size, " /* %d in strace's PID NS */", (int)ours);
	return 0;
}

/* -i: the line being started has no instruction pointer ("+++ exited" ...). */
static bool prefix_without_ip;

static void put_prefix(struct outfile *o, struct tcb *tcp, uint64_t mono_ns)
{
	char buf[128];
	int n = 0;

	if (!opts.output_separately) {
		unsigned int ntasks = tcb_count();
		char comm[32];
		/* -Y: "1234<sh> " (unpadded) and "[pid  1234<sh>] ", as strace. */
		bool with_comm = false;
		if (opts.decode_pid_kinds & DECODE_PID_COMM) {
			/* Its last name once it is gone (its "+++ exited" line), as strace. */
			tcb_read_comm(tcp);
			with_comm = snprintf(comm, sizeof(comm), "%s", tcp->comm) > 0;
		}
		if (opts.outfname && (opts.follow == 1 || ntasks > 1)) {
			if (with_comm)
				n += snprintf(buf + n, sizeof(buf) - n, "%d<%s> ", tcp->pid, comm);
			else
				n += snprintf(buf + n, sizeof(buf) - n, "%-5d ", tcp->pid);
		} else if (!opts.outfname && ntasks > 1) {
			n += snprintf(buf + n, sizeof(buf) - n, "[pid %5d%s%s%s] ", tcp->pid,
				      with_comm ? "<" : "", with_comm ? comm : "",
				      with_comm ? ">" : "");
		}
	}
	if (opts.ts_format != TS_NONE) {
		int64_t real = (int64_t)mono_ns + real_minus_mono_ns;
		time_t sec = real / 1000000000;
		if (opts.ts_format == TS_UNIX) {
			n += snprintf(buf + n, sizeof(buf) - n, "%lld", (long long)sec);
		} else {
			struct tm tm;
			localtime_r(&sec, &tm);
			n += strftime(buf + n, sizeof(buf) - n, "%H:%M:%S", &tm);
		}
		n += put_fraction(buf + n, sizeof(buf) - n, (uint64_t)(real % 1000000000),
				  opts.ts_digits);
		buf[n++] = ' ';
	}
	if (opts.relative_timestamps) {
		uint64_t d = last_line_ns && mono_ns > last_line_ns ? mono_ns - last_line_ns : 0;
		/* With -t, strace writes "TIME (+ DELTA) ". */
		if (opts.ts_format != TS_NONE)
			n += snprintf(buf + n, sizeof(buf) - n, "(+");
		n += snprintf(buf + n, sizeof(buf) - n, "%6" PRIu64, d / 1000000000);
		n += put_fraction(buf + n, sizeof(buf) - n, d % 1000000000, opts.rel_digits);
		n += snprintf(buf + n, sizeof(buf) - n, opts.ts_format != TS_NONE ? ") " : " ");
		last_line_ns = mono_ns;
	}
	/* -n, -i: the number and address of the task's latest syscall, as strace. */
	if (opts.syscall_number)
		n += snprintf(buf + n, sizeof(buf) - n, "[%4d] ",
			      (tcp->ev.flags & EV_I386) ? tcp->ev.arch_nr : tcp->ev.nr);
	if (opts.instruction_pointer && prefix_without_ip)
		n += snprintf(buf + n, sizeof(buf) - n, "[????????????????] ");
	else if (opts.instruction_pointer)
		n += snprintf(buf + n, sizeof(buf) - n, "[%016" PRIx64 "] ", tcp->ev.ip);
	put(o, buf, n);
}

static void put_syscall_name(struct outfile *o, struct tcb *tcp)
{
	if (tcp->sys->name) {
		puts_(o, tcp->sys->name);
	} else {
		char buf[32];
		/* The kernel's number is an int; strace prints it sign-extended. */
		put(o, buf, snprintf(buf, sizeof(buf), "syscall_%#llx",
				     (unsigned long long)(long long)tcp->ev.nr));
	}
}

/* Write the pending decoded text and empty it. */
static void put_text(struct outfile *o, struct tcb *tcp)
{
	put(o, tcp->text.buf ? tcp->text.buf : "", tcp->text.len);
	sb_reset(&tcp->text);
	value_forget(tcp);
}

/* -k: the frames of the syscall (or signal) just printed, one " > " line each, after
 * its line (strace prints them unprefixed, as a block). */
static void put_stack(struct outfile *o, struct tcb *tcp)
{
	static struct strbuf lines;
	if (!tcp->stack)
		return;
	sb_reset(&lines);
	stack_take_lines(tcp, &lines);
	unstage(o);
	if (lines.len)
		fwrite(lines.buf, 1, lines.len, o->fp);
}

/* With -e status= not "all", lines wait for the result before anything is written. */
static bool holding(void)
{
	return opts.status != STATUS_ALL;
}

void output_syscall_entry(struct tcb *tcp)
{
	if (holding())
		return;
	if (opts.format == FORMAT_JSON)
		return json_syscall_entry(tcp);
	if (opts.format == FORMAT_CTF)
		return ctf_syscall_entry(tcp);
	struct outfile *o = out_of(tcp);
	if (o->owner != tcp)
		unfinish_open_line(o);
	put_prefix(o, tcp, tcp->ev.entry_ns);
	put_syscall_name(o, tcp);
	put(o, "(", 1);
	put_text(o, tcp);
	o->owner = tcp;
	tcp->flags |= TCB_ENTRY_PRINTED;
}

/* Start the line that finishes a syscall: continue it, resume it, or write it whole. */
static void begin_exit_line(struct outfile *o, struct tcb *tcp, uint64_t mono_ns)
{
	if ((tcp->flags & TCB_ENTRY_PRINTED) && o->owner == tcp)
		return;
	unfinish_open_line(o);
	put_prefix(o, tcp, mono_ns);
	if (tcp->flags & TCB_ENTRY_PRINTED) {
		puts_(o, "<... ");
		put_syscall_name(o, tcp);
		puts_(o, " resumed>");
	} else {
		put_syscall_name(o, tcp);
		put(o, "(", 1);
	}
}

/* ") ", padded to the -a column, then "= ". */
static void put_equals(struct outfile *o)
{
	put(o, ") ", 2);
	static const char spaces[] = "                                                                ";
	while (o->col < opts.align) {
		unsigned int pad = opts.align - o->col;
		if (pad > sizeof(spaces) - 1)
			pad = sizeof(spaces) - 1;
		put(o, spaces, pad);
	}
	put(o, "= ", 2);
}

/* v in decimal into buf (at least 21 bytes); its length. snprintf's cost
 * shows on every returned value. */
static int format_i64(char *buf, int64_t v)
{
	char tmp[20];
	int n = 0, len = 0;
	uint64_t u = v < 0 ? -(uint64_t)v : (uint64_t)v;
	do {
		tmp[n++] = (char)('0' + u % 10);
		u /= 10;
	} while (u);
	if (v < 0)
		buf[len++] = '-';
	while (n)
		buf[len++] = tmp[--n];
	buf[len] = '\0';
	return len;
}

static void put_retval(struct outfile *o, struct tcb *tcp, int rval)
{
	char buf[256];
	int n;
	int64_t ret = tcp->ev.ret;

	if (!(tcp->ev.flags & EV_HAS_RET) || (rval & RVAL_NONE)) {
		put(o, "?", 1);
		return;
	}
	if (ret < 0 && ret >= -4095) {
		int err = (int)-ret;
		const char *name = errno_name(err);
		const char *text = errno_message(err);
		if ((err >= 512 && err <= 514) || err == 516) {	/* ERESTART*: retried */
			n = snprintf(buf, sizeof(buf), "? %s (%s)", name, text);
		} else if (name && err > 512) {	/* other kernel-internal codes: no message */
			n = snprintf(buf, sizeof(buf), "-1 %s (Unknown error %d)", name, err);
		} else if (name) {
			/* The common failure, written without printf: it is per call. */
			put(o, "-1 ", 3);
			puts_(o, name);
			put(o, " (", 2);
			puts_(o, text);
			put(o, ")", 1);
			return;
		} else {
			n = snprintf(buf, sizeof(buf), "-1 (errno %d)", err);
		}
		put(o, buf, n);
		return;
	}
	switch (rval & RVAL_FMT_MASK) {
	case RVAL_UDEC:
		n = snprintf(buf, sizeof(buf), "%" PRIu64, (uint64_t)ret);
		break;
	case RVAL_HEX:
		n = snprintf(buf, sizeof(buf), "%#" PRIx64, (uint64_t)ret);
		break;
	case RVAL_OCT:
		n = snprintf(buf, sizeof(buf), "%#03" PRIo64, (uint64_t)ret);
		break;
	case RVAL_FD:
		if (opts.decode_fds && ret >= 0 && ret <= INT32_MAX) {
			/* Reuse the decoder helper so "-y" looks the same everywhere. */
			struct strbuf saved = tcp->text;
			memset(&tcp->text, 0, sizeof(tcp->text));
			print_fd(tcp, (int)ret);
			put(o, tcp->text.buf, tcp->text.len);
			free(tcp->text.buf);
			tcp->text = saved;
			n = 0;
			break;
		}
		/* fall through */
	default:
		n = format_i64(buf, ret);
		/* -Y, --pidns-translation: the new task of fork, vfork, clone, or a
		 * decoder's RVAL_PID: "= 1234<sh>" */
		if ((tcp->sys->flags & SF_CLONE) || (rval & RVAL_FMT_MASK) == RVAL_PID)
			n += put_pid_note(buf + n, sizeof(buf) - n, tcp, ret);
		break;
	}
	put(o, buf, n);
	if ((rval & RVAL_STR) && tcp->auxstr) {
		put(o, " (", 2);
		puts_(o, tcp->auxstr);
		put(o, ")", 1);
	}
}

static void put_duration(struct outfile *o, struct tcb *tcp)
{
	if (!opts.syscall_times)
		return;
	char buf[64];
	if (!(tcp->ev.flags & EV_HAS_RET)) {
		return;
	}
	uint64_t d = tcp->ev.exit_ns - tcp->ev.entry_ns;
	int n = snprintf(buf, sizeof(buf), " <%" PRIu64, d / 1000000000);
	n += put_fraction(buf + n, sizeof(buf) - n, d % 1000000000, opts.times_digits);
	buf[n++] = '>';
	put(o, buf, n);
}

static bool publish_by_status(struct tcb *tcp)
{
	if (!(tcp->ev.flags & EV_HAS_RET))
		return opts.status & STATUS_UNAVAILABLE;
	bool failed = tcp->ev.ret < 0 && tcp->ev.ret >= -4095;
	return opts.status & (failed ? STATUS_FAILED : STATUS_SUCCESSFUL);
}

void output_syscall_exit(struct tcb *tcp, int rval)
{
	struct outfile *o = out_of(tcp);
	if (holding() && !publish_by_status(tcp)) {
		sb_reset(&tcp->text);
		stack_discard(tcp);
		return;
	}
	if (opts.format == FORMAT_JSON)
		return json_syscall_exit(tcp, rval);
	if (opts.format == FORMAT_CTF)
		return ctf_syscall(tcp, rval);
	uint64_t t = (tcp->ev.flags & EV_HAS_RET) ? tcp->ev.exit_ns : tcp->ev.entry_ns;
	begin_exit_line(o, tcp, t);
	put_text(o, tcp);
	put_equals(o);
	put_retval(o, tcp, rval);
	puts_(o, inject_suffix(tcp->pid));	/* -e inject: " (INJECTED)", " (DELAYED)" */
	put_duration(o, tcp);
	end_line(o);
	unstage(o);
	dumpio_syscall(tcp, o->fp);	/* -e read=, -e write= */
	put_stack(o, tcp);
	tcp->flags &= ~(TCB_ENTRY_PRINTED | TCB_UNFINISHED);
}

void output_pid_changed(struct tcb *tcp, pid_t pid)
{
	if (opts.format != FORMAT_TEXT || opts.count == COUNT_ONLY)
		return;
	struct outfile *o = out_of(tcp);
	if (o->owner != tcp)
		return;
	char buf[64];
	snprintf(buf, sizeof(buf), " <pid changed to %d ...>", (int)pid);
	puts_(o, buf);
	tcp->flags |= TCB_UNFINISHED;
	end_line(o);
}

void output_syscall_gone(struct tcb *tcp)
{
	if (opts.count == COUNT_ONLY)
		return;
	struct outfile *o = out_of(tcp);
	if (holding() && !(opts.status & STATUS_UNFINISHED)) {
		sb_reset(&tcp->text);
		stack_discard(tcp);
		return;
	}
	if (opts.format == FORMAT_JSON)
		return json_syscall_gone(tcp);
	if (opts.format == FORMAT_CTF)
		return ctf_syscall_unfinished(tcp);
	begin_exit_line(o, tcp, now_mono_ns());
	put_text(o, tcp);
	put_equals(o);
	put(o, "?", 1);
	end_line(o);
	put_stack(o, tcp);
	tcp->flags &= ~(TCB_ENTRY_PRINTED | TCB_UNFINISHED);
}

void output_signal(struct tcb *tcp, int sig)
{
	if (opts.format == FORMAT_JSON)
		return json_signal(tcp, sig);
	if (opts.format == FORMAT_CTF)
		return ctf_signal(tcp, sig);
	struct outfile *o = out_of(tcp);
	unfinish_open_line(o);
	put_prefix(o, tcp, now_mono_ns());
	puts_(o, "--- ");
	const char *name = signal_name(sig);
	if (name) {
		puts_(o, name);
	} else {
		char buf[16];
		put(o, buf, snprintf(buf, sizeof(buf), "%d", sig));
	}
	put(o, " ", 1);
	put_text(o, tcp);
	puts_(o, " ---");
	end_line(o);
	put_stack(o, tcp);
}

void output_stopped(struct tcb *tcp, int sig)
{
	if (opts.count == COUNT_ONLY)
		return;
	if (opts.format == FORMAT_JSON)
		return json_stopped(tcp, sig);
	if (opts.format == FORMAT_CTF)
		return ctf_note(tcp, sig == SIGSTOP ? "stopped by SIGSTOP" : "stopped by a signal");
	struct outfile *o = out_of(tcp);
	unfinish_open_line(o);
	put_prefix(o, tcp, now_mono_ns());
	puts_(o, "--- stopped by ");
	const char *name = signal_name(sig);
	puts_(o, name ? name : "?");
	puts_(o, " ---");
	end_line(o);
	put_stack(o, tcp);
}

void output_syscall_detached(struct tcb *tcp)
{
	if (opts.count == COUNT_ONLY) {
		tcp->flags &= ~(TCB_ENTRY_PRINTED | TCB_UNFINISHED);
		return;
	}
	if (opts.format == FORMAT_JSON)
		return json_syscall_detached(tcp);
	if (opts.format == FORMAT_CTF)
		return ctf_syscall_unfinished(tcp);
	struct outfile *o = out_of(tcp);
	if (o->owner == tcp) {
		puts_(o, " <detached ...>");
		end_line(o);
	}
	tcp->flags &= ~(TCB_ENTRY_PRINTED | TCB_UNFINISHED);
}

void output_personality(struct tcb *tcp, const char *mode)
{
	char text[96];
	snprintf(text, sizeof(text), "Process PID=%d runs in %s mode.", tcp->pid, mode);
	if (opts.format == FORMAT_JSON)
		return json_note(tcp, text);
	if (opts.format == FORMAT_CTF)
		return ctf_note(tcp, text);
	struct outfile *o = out_of(tcp);
	unfinish_open_line(o);
	put_prefix(o, tcp, now_mono_ns());
	puts_(o, "[ ");
	puts_(o, text);
	puts_(o, " ]");
	end_line(o);
}

void output_note(struct tcb *tcp, const char *text)
{
	if (opts.count == COUNT_ONLY)
		return;
	if (opts.format == FORMAT_JSON)
		return json_note(tcp, text);
	if (opts.format == FORMAT_CTF)
		return ctf_note(tcp, text);
	struct outfile *o = out_of(tcp);
	unfinish_open_line(o);
	prefix_without_ip = true;
	put_prefix(o, tcp, now_mono_ns());
	prefix_without_ip = false;
	puts_(o, "+++ ");
	puts_(o, text);
	puts_(o, " +++");
	end_line(o);
}

void output_exit(struct tcb *tcp, int status)
{
	if (opts.count == COUNT_ONLY)
		return;
	if (opts.format == FORMAT_JSON)
		return json_exit(tcp, status);
	if (tcp->flags & TCB_IN_SYSCALL && tcp->flags & TCB_SHOWN)
		output_syscall_gone(tcp);
	if (quiet_about(QUIET_EXIT))
		return;
	if (opts.format == FORMAT_CTF)
		return ctf_exit(tcp, status);
	char buf[96];
	if (WIFEXITED(status)) {
		snprintf(buf, sizeof(buf), "exited with %d", WEXITSTATUS(status));
	} else {
		const char *name = signal_name(WTERMSIG(status));
		snprintf(buf, sizeof(buf), "killed by %s%s", name ? name : "?",
			 WCOREDUMP(status) ? " (core dumped)" : "");
	}
	output_note(tcp, buf);
}

void output_exit_unknown(struct tcb *tcp)
{
	if (quiet_about(QUIET_EXIT))
		return;
	output_note(tcp, "exited, status unknown (not a child of systrace)");
}

/* These lines are systrace's messages, not trace lines: they go to stderr with
 * "systrace: " in every format, like strace's; JSON and CTF also get an event. */
void output_attached(struct tcb *tcp, unsigned int nthreads)
{
	if (quiet_about(QUIET_ATTACH))
		return;
	if (nthreads > 1)
		msg("Process %d attached with %u threads", tcp->pid, nthreads);
	else if (!opts.outfname || opts.nattach)
		msg("Process %d attached", tcp->pid);
	if (opts.format == FORMAT_JSON)
		json_attach_event(tcp, true);
	else if (opts.format == FORMAT_CTF)
		ctf_attach_event(tcp, true);
}

void output_detached(struct tcb *tcp)
{
	if (quiet_about(QUIET_ATTACH))
		return;
	msg("Process %d detached", tcp->pid);
	if (opts.format == FORMAT_JSON)
		json_attach_event(tcp, false);
	else if (opts.format == FORMAT_CTF)
		ctf_attach_event(tcp, false);
}

void output_forget(struct tcb *tcp)
{
	if (opts.format == FORMAT_JSON)
		json_forget(tcp);
	value_forget(tcp);
	if (opts.format == FORMAT_CTF)
		ctf_forget(tcp->pid);
	if (shared.owner == tcp) {
		/* Its line stays open no longer: nobody will finish it. */
		end_line(&shared);
	}
	if (tcp->out) {
		unstage(tcp->out);
		fclose(tcp->out->fp);
		free(tcp->out);
		tcp->out = NULL;
	}
}

void output_flush(void)
{
	unstage(&shared);
	fflush(shared.fp);
	if (opts.format == FORMAT_CTF) {
		int err = ctf_flush();
		if (err)
			msg("cannot write the CTF trace to '%s': %s", opts.outfname, strerror(-err));
	}
	/* Once the run is over (main notes its end before the -c table and the report),
	 * this is the last flush: say now what was lost, also for a systrace that then
	 * dies of the program's signal, where no exit handler runs. */
	if (overhead.end_ns)
		output_finish();
}
