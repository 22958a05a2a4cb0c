/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * JSON Lines output. A syscall is one object, written when it completes (its
 * "ts" is the entry time), with every argument. Where the text splits a call
 * into "<unfinished ...>" and "<... resumed>" lines because another task's
 * line came in between, JSON writes, at the same place in the stream, an
 * "unfinished" object (what was decoded at entry) and marks the complete object
 * "resumed": a reader that wants one object per call skips "unfinished"; one
 * that follows the trace live sees a blocked call when the text does.
 * Lifecycle events (signals, exits, notes such as "superseded by execve" or
 * lost records) are objects too.
 */
#include "config.h"
#include "json_output.h"

#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "decode.h"
#include "decode_fds.h"
#include "errnoent.h"
#include "options.h"
#include "options_ext.h"
#include "pidns.h"
#include "render.h"
#include "signals.h"
#include "syscall_table.h"
#include "tcb.h"
#include "unwind.h"
#include "value.h"

#define ADD(sb, lit) sb_addmem((sb), (lit), sizeof(lit) - 1)

static struct strbuf line;		/* the object being built */
static int64_t real_minus_mono_ns;	/* wall clock = monotonic + this */

void json_output_init(void)
{
	real_minus_mono_ns = (int64_t)(now_real_ns() - now_mono_ns());
	render_select(&render_json);
}

static void put_str(struct strbuf *sb, const char *s)
{
	sb_putc(sb, '"');
	json_escape(sb, s, strlen(s));
	sb_putc(sb, '"');
}

#define put_i64 json_put_i64
#define put_u64 json_put_u64

static const char *mode_name(void)
{
	switch (opts.mode) {
	case MODE_SECCOMP: return "seccomp";
	case MODE_BUFFERED: return "buffered";
	default: return "ptrace";
	}
}

/* The first object of a file: what it is and the options that shape its values. */
static void put_header(FILE *fp)
{
	struct strbuf h = { 0 };
	ADD(&h, "{\"type\":\"header\",\"schema_version\":");
	put_u64(&h, JSON_SCHEMA_VERSION);
	ADD(&h, ",\"tool\":\"systrace\",\"version\":");
	put_str(&h, PACKAGE_VERSION);
	ADD(&h, ",\"mode\":");
	put_str(&h, mode_name());
	ADD(&h, ",\"options\":{\"follow\":");
	put_u64(&h, opts.follow);
	ADD(&h, ",\"string_limit\":");
	put_u64(&h, opts.max_strlen);
	sb_printf(&h, ",\"verbose\":%s,\"xflag\":%d,\"decode_fds\":%s,\"syscall_times\":%s,"
		  "\"stack_trace\":%s,\"output_separately\":%s}}\n",
		  opts.verbose ? "true" : "false", opts.xflag,
		  opts.decode_fds ? "true" : "false", opts.syscall_times ? "true" : "false",
		  opts.stack_trace ? "true" : "false",
		  opts.output_separately ? "true" : "false");
	if (opts.decode_pid_kinds) {
		h.len -= 3;	/* reopen the options: drop "}}\n" */
		sb_printf(&h, ",\"decode_pids\":[%s%s%s]}}\n",
			  opts.decode_pid_kinds & DECODE_PID_COMM ? "\"comm\"" : "",
			  (opts.decode_pid_kinds & DECODE_PID_COMM) &&
			  (opts.decode_pid_kinds & DECODE_PID_NS) ? "," : "",
			  opts.decode_pid_kinds & DECODE_PID_NS ? "\"pidns\"" : "");
	}
	fwrite(h.buf, 1, h.len, fp);
	free(h.buf);
}

/* {"type":TYPE,"pid":..,"tid":..,"ts":.. — the caller adds its members and ends it. */
static void begin_event_in(struct strbuf *sb, struct tcb *tcp, const char *type,
			   uint64_t mono_ns)
{
	sb_reset(sb);
	ADD(sb, "{\"type\":\"");
	sb_addmem(sb, type, strlen(type));
	ADD(sb, "\",\"pid\":");
	put_i64(sb, tcp->tgid ? tcp->tgid : tcp->pid);
	ADD(sb, ",\"tid\":");
	put_i64(sb, tcp->pid);
	ADD(sb, ",\"ts\":");
	put_i64(sb, (int64_t)mono_ns + real_minus_mono_ns);
	/* -Y: the task's name, as the text's "1234<sh> " prefix (its last name
	 * once it is gone). */
	if (opts.decode_pid_kinds & DECODE_PID_COMM) {
		tcb_read_comm(tcp);
		if (tcp->comm[0]) {
			ADD(sb, ",\"comm\":");
			put_str(sb, tcp->comm);
		}
	}
}

static void begin_event(struct tcb *tcp, const char *type, uint64_t mono_ns)
{
	begin_event_in(&line, tcp, type, mono_ns);
}

/* --- calls in progress: "unfinished" objects ----------------------------------
 * Per output file, the task whose call was entered last and whose object is not
 * written yet (the text's open line). When anything else is written to that file,
 * its "unfinished" object goes first. */
struct pending {
	FILE *fp;
	struct tcb *owner;
	struct pending *next;
};
#define PENDING_BUCKETS 64
static struct pending *pending_files[PENDING_BUCKETS];

static struct pending *pending_of(FILE *fp)
{
	struct pending **b = &pending_files[((uintptr_t)fp >> 4) % PENDING_BUCKETS];
	for (struct pending *p = *b; p; p = p->next)
		if (p->fp == fp)
			return p;
	struct pending *p = xcalloc(1, sizeof(*p));
	p->fp = fp;
	p->next = *b;
	*b = p;
	return p;
}

static void put_args_from(struct strbuf *sb, struct tcb *tcp, const char *p, size_t n);
static void put_name_in(struct strbuf *sb, struct tcb *tcp);

/* The owner's "unfinished" object: its call as decoded at entry. */
static void write_unfinished(struct pending *pd)
{
	static struct strbuf obj, args;
	struct tcb *tcp = pd->owner;
	pd->owner = NULL;
	value_snapshot(tcp, &args);
	begin_event_in(&obj, tcp, "unfinished", tcp->ev.entry_ns);
	put_name_in(&obj, tcp);
	/* The separator the decoder wrote before the arguments still to come is
	 * no argument: "next_arg" says it is there (the text's trailing ", "). */
	size_t n = args.len;
	bool next = n && args.buf[n - 1] == JSON_ARG_SEP;
	put_args_from(&obj, tcp, args.buf ? args.buf : "", n - next);
	if (next)
		ADD(&obj, ",\"next_arg\":true");
	ADD(&obj, "}\n");
	fwrite(obj.buf, 1, obj.len, pd->fp);
	tcp->flags |= TCB_UNFINISHED;
}

/* Write line, tcp's event, to its file; completes: it is tcp's syscall object. */
static void write_event(struct tcb *tcp, bool completes)
{
	bool first;
	FILE *fp = output_stream(tcp, &first);
	if (first)
		put_header(fp);
	struct pending *pd = pending_of(fp);
	if (pd->owner && pd->owner != tcp) {
		write_unfinished(pd);
	} else if (pd->owner == tcp && !completes) {
		/* Its own event inside its call (none is known to happen: signals
		 * come between calls, and its buffer is then not the call's). */
		pd->owner = NULL;
	}
	if (completes && pd->owner == tcp)
		pd->owner = NULL;
	fwrite(line.buf, 1, line.len, fp);
}

static void end_event(struct tcb *tcp)
{
	ADD(&line, "}\n");
	write_event(tcp, false);
}

/* The end of a syscall object: resumed if its "unfinished" object was written. */
static void end_syscall_event(struct tcb *tcp)
{
	if (tcp->flags & TCB_UNFINISHED)
		ADD(&line, ",\"resumed\":true");
	ADD(&line, "}\n");
	write_event(tcp, true);
	tcp->flags &= ~(TCB_ENTRY_PRINTED | TCB_UNFINISHED);
}

void json_syscall_entry(struct tcb *tcp)
{
	bool first;
	FILE *fp = output_stream(tcp, &first);
	if (first)
		put_header(fp);
	struct pending *pd = pending_of(fp);
	if (pd->owner && pd->owner != tcp)
		write_unfinished(pd);
	pd->owner = tcp;
	/* A call in progress, for a detach to report (as the text's open line). */
	tcp->flags |= TCB_ENTRY_PRINTED;
}

void json_forget(struct tcb *tcp)
{
	for (unsigned int b = 0; b < PENDING_BUCKETS; b++)
		for (struct pending *p = pending_files[b]; p; p = p->next)
			if (p->owner == tcp)
				write_unfinished(p);	/* as the text leaves its line */
	/* -ff: its file is closed with it; a new one may reuse the address. */
	if (!tcp->out)
		return;
	bool first;
	FILE *fp = output_stream(tcp, &first);
	struct pending **b = &pending_files[((uintptr_t)fp >> 4) % PENDING_BUCKETS];
	for (; *b; b = &(*b)->next) {
		if ((*b)->fp == fp) {
			struct pending *p = *b;
			*b = p->next;
			free(p);
			break;
		}
	}
}

/* The JSON node of a pending buffer with no argument structure (a siginfo), or null. */
static void put_single_node(struct strbuf *sb, struct tcb *tcp)
{
	value_finish(tcp);
	const char *p = tcp->text.buf ? tcp->text.buf : "";
	size_t n = tcp->text.len;
	if (!n) {
		ADD(sb, "null");
	} else if (!memchr(p, JSON_ARG_SEP, n)) {
		sb_add(sb, p, n);
	} else {
		/* Parts separated like arguments: one seq with ", " between them. */
		ADD(sb, "{\"kind\":\"seq\",\"value\":[");
		for (size_t i = 0; i < n; i++) {
			if (p[i] == JSON_ARG_SEP)
				ADD(sb, ",{\"kind\":\"text\",\"value\":\", \"},");
			else
				sb_putc(sb, p[i]);
		}
		ADD(sb, "]}");
	}
	sb_reset(&tcp->text);
	value_forget(tcp);
}

/* "args":[...]: the slots of a pending buffer, finished, named from the syscall
 * description. */
static void put_args_from(struct strbuf *sb, struct tcb *tcp, const char *p, size_t n)
{
	ADD(sb, ",\"args\":[");
	for (unsigned int i = 0; n; i++) {
		const char *sep = memchr(p, JSON_ARG_SEP, n);
		size_t len = sep ? (size_t)(sep - p) : n;
		if (i)
			sb_putc(sb, ',');
		/* A decoder's own name for it (value_arg_label): "name":"NAME" and
		 * JSON_LABEL_END before its value. */
		const char *v = p;
		size_t vlen = len;
		const char *label = len > 7 && !memcmp(p, "\"name\":", 7) ?
			memmem(p, len, JSON_LABEL_END, sizeof(JSON_LABEL_END) - 1) : NULL;
		if (label) {
			v = label + sizeof(JSON_LABEL_END) - 1;
			vlen = len - (size_t)(v - p);
			sb_putc(sb, '{');
			sb_addmem(sb, p, (size_t)(v - p) - 1);
		} else {
			ADD(sb, "{\"name\":");
			/* The syscall description fills arg_names; until it does, argN. */
			const char *name = i < 6 && tcp->sys ? tcp->sys->arg_names[i] : NULL;
			if (name) {
				put_str(sb, name);
			} else {
				ADD(sb, "\"arg");
				put_u64(sb, i);
				sb_putc(sb, '"');
			}
		}
		if (vlen > 1 && v[0] == '{') {
			sb_putc(sb, ',');
			sb_addmem(sb, v + 1, vlen - 1);
		} else {
			/* An empty argument (a decoder's trailing separator). */
			ADD(sb, ",\"kind\":\"text\",\"value\":\"\"}");
		}
		if (!sep)
			break;
		p = sep + 1;
		n -= len + 1;
		if (!n) {
			ADD(sb, ",{\"name\":\"arg");
			put_u64(sb, i + 1);
			ADD(sb, "\",\"kind\":\"text\",\"value\":\"\"}");
		}
	}
	sb_putc(sb, ']');
}

/* "args":[...] from tcp's pending values, consumed. */
static void put_args(struct tcb *tcp)
{
	value_finish(tcp);
	put_args_from(&line, tcp, tcp->text.buf ? tcp->text.buf : "", tcp->text.len);
	sb_reset(&tcp->text);
	value_forget(tcp);
}

static void put_name_in(struct strbuf *sb, struct tcb *tcp)
{
	ADD(sb, ",\"name\":");
	if (tcp->sys && tcp->sys->name) {
		put_str(sb, tcp->sys->name);
	} else {
		char buf[32];
		/* The number is an int; sign-extended, as the text prints it. */
		snprintf(buf, sizeof(buf), "syscall_%#llx",
			 (unsigned long long)(long long)tcp->ev.nr);
		put_str(sb, buf);
	}
	ADD(sb, ",\"nr\":");
	put_i64(sb, tcp->ev.nr);
	/* int $0x80: "nr" is the x86_64 counterpart's number (-1: none); the
	 * call's own number is in the i386 table. */
	if (tcp->ev.flags & EV_I386) {
		ADD(sb, ",\"arch\":\"i386\",\"arch_nr\":");
		put_i64(sb, tcp->ev.arch_nr);
	}
}

static void put_name(struct tcb *tcp)
{
	put_name_in(&line, tcp);
}

/* -k: "stack":["frame", ...], from the lines the text output would print. */
static void put_stack(struct tcb *tcp)
{
	static struct strbuf lines;
	if (!tcp->stack)
		return;
	sb_reset(&lines);
	stack_take_lines(tcp, &lines);
	if (!lines.len)
		return;
	ADD(&line, ",\"stack\":[");
	const char *p = lines.buf;
	bool first = true;
	while (*p) {
		const char *nl = strchr(p, '\n');
		size_t len = nl ? (size_t)(nl - p) : strlen(p);
		const char *f = p;
		if (len >= 3 && !memcmp(f, " > ", 3)) {
			f += 3;
			len -= 3;
		}
		if (!first)
			sb_putc(&line, ',');
		first = false;
		sb_putc(&line, '"');
		json_escape(&line, f, len);
		sb_putc(&line, '"');
		if (!nl)
			break;
		p = nl + 1;
	}
	sb_putc(&line, ']');
}

/* -y, -yy: a returned descriptor's "path" and "detail" (a socket's ends, a
 * device's numbers, a pidfd's process), as an fd argument has them. */
static void put_fd_desc(struct tcb *tcp, int fd)
{
	static struct fd_desc d;	/* large; printing does not nest */
	if (!fd_describe(tcp->pid, fd, opts.decode_fd_kinds, &d))
		return;
	if (d.path[0]) {
		ADD(&line, ",\"path\":");
		put_str(&line, d.path);
	}
	if (d.detail[0]) {
		ADD(&line, ",\"detail\":");
		put_str(&line, d.detail);
	}
}

/* -Y, --pidns-translation: a returned process id's "comm", or else its number
 * in systrace's pid namespace, "tracer_pid" (as a pid argument has them). */
static void put_pid_note(struct tcb *tcp, int64_t pid)
{
	if (!opts.decode_pid_kinds || pid <= 0 || pid > INT32_MAX)
		return;
	pid_t ours = pidns_to_ours(tcp->pid, (pid_t)pid);
	char comm[16];
	if ((opts.decode_pid_kinds & DECODE_PID_COMM) && ours &&
	    pidns_comm(ours, comm, sizeof(comm))) {
		ADD(&line, ",\"comm\":");
		put_str(&line, comm);
	} else if ((opts.decode_pid_kinds & DECODE_PID_NS) && ours && ours != pid) {
		ADD(&line, ",\"tracer_pid\":");
		put_i64(&line, ours);
	}
}

static void put_ret(struct tcb *tcp, int rval)
{
	int64_t ret = tcp->ev.ret;

	ADD(&line, ",\"ret\":{\"value\":");
	if (!(tcp->ev.flags & EV_HAS_RET)) {
		/* seccomp mode: the kernel never says. */
		ADD(&line, "null,\"unknown\":true}");
		return;
	}
	if (rval & RVAL_NONE) {
		ADD(&line, "null}");
		return;
	}
	if (ret < 0 && ret >= -4095) {
		int err = (int)-ret;
		const char *name = errno_name(err);
		ADD(&line, "-1,\"errno\":");
		if (name)
			put_str(&line, name);
		else
			ADD(&line, "null");
		ADD(&line, ",\"errno_nr\":");
		put_i64(&line, err);
		if (name) {
			ADD(&line, ",\"message\":");
			put_str(&line, errno_message(err));
		}
		if (err >= 512 && err <= 530 && name)	/* ERESTART*: the call will be retried */
			ADD(&line, ",\"restart\":true");
		sb_putc(&line, '}');
		return;
	}
	switch (rval & RVAL_FMT_MASK) {
	case RVAL_UDEC:
		put_u64(&line, (uint64_t)ret);
		ADD(&line, ",\"format\":\"udec\"");
		break;
	case RVAL_HEX:
		put_u64(&line, (uint64_t)ret);
		ADD(&line, ",\"format\":\"hex\"");
		break;
	case RVAL_OCT:
		put_u64(&line, (uint64_t)ret);
		ADD(&line, ",\"format\":\"oct\"");
		break;
	case RVAL_FD:
		put_i64(&line, ret);
		ADD(&line, ",\"format\":\"fd\"");
		if (opts.decode_fds && ret >= 0 && ret <= INT32_MAX)
			put_fd_desc(tcp, (int)ret);
		break;
	default:
		put_i64(&line, ret);
		/* -Y, --pidns-translation: the new task of fork, vfork, clone, or a
		 * decoder's RVAL_PID, as the text's "= 1234<sh>". */
		if ((tcp->sys && (tcp->sys->flags & SF_CLONE)) ||
		    (rval & RVAL_FMT_MASK) == RVAL_PID)
			put_pid_note(tcp, ret);
		break;
	}
	if ((rval & RVAL_STR) && tcp->auxstr) {
		ADD(&line, ",\"aux\":");
		put_str(&line, tcp->auxstr);
	}
	sb_putc(&line, '}');
}

void json_syscall_exit(struct tcb *tcp, int rval)
{
	begin_event(tcp, "syscall", tcp->ev.entry_ns);
	put_name(tcp);
	put_args(tcp);
	put_ret(tcp, rval);
	if (tcp->ev.flags & EV_HAS_RET) {
		ADD(&line, ",\"duration_ns\":");
		put_u64(&line, tcp->ev.exit_ns > tcp->ev.entry_ns ?
			tcp->ev.exit_ns - tcp->ev.entry_ns : 0);
	}
	put_stack(tcp);
	end_syscall_event(tcp);
}

/* The task vanished inside the call (exit_group, killed, exec in another thread). */
void json_syscall_gone(struct tcb *tcp)
{
	begin_event(tcp, "syscall", tcp->ev.entry_ns);
	put_name(tcp);
	put_args(tcp);
	ADD(&line, ",\"ret\":{\"value\":null,\"gone\":true}");
	put_stack(tcp);
	end_syscall_event(tcp);
}

void json_syscall_detached(struct tcb *tcp)
{
	if (!(tcp->flags & TCB_IN_SYSCALL) || !(tcp->flags & TCB_SHOWN))
		return;
	begin_event(tcp, "syscall", tcp->ev.entry_ns);
	put_name(tcp);
	put_args(tcp);
	ADD(&line, ",\"ret\":{\"value\":null,\"detached\":true}");
	end_syscall_event(tcp);
}

static void put_signal(int sig)
{
	const char *name = signal_name(sig);
	ADD(&line, ",\"signal\":");
	if (name)
		put_str(&line, name);
	else
		ADD(&line, "null");
	ADD(&line, ",\"signo\":");
	put_i64(&line, sig);
}

void json_signal(struct tcb *tcp, int sig)
{
	begin_event(tcp, "signal", now_mono_ns());
	put_signal(sig);
	ADD(&line, ",\"siginfo\":");
	put_single_node(&line, tcp);
	put_stack(tcp);
	end_event(tcp);
}

void json_stopped(struct tcb *tcp, int sig)
{
	begin_event(tcp, "stopped", now_mono_ns());
	put_signal(sig);
	put_stack(tcp);
	end_event(tcp);
}

void json_exit(struct tcb *tcp, int status)
{
	if (tcp->flags & TCB_IN_SYSCALL && tcp->flags & TCB_SHOWN)
		json_syscall_gone(tcp);
	if (quiet_about(QUIET_EXIT))
		return;
	if (WIFEXITED(status)) {
		begin_event(tcp, "exited", now_mono_ns());
		ADD(&line, ",\"status\":");
		put_i64(&line, WEXITSTATUS(status));
	} else {
		begin_event(tcp, "killed", now_mono_ns());
		put_signal(WTERMSIG(status));
		ADD(&line, ",\"core_dumped\":");
		if (WCOREDUMP(status))
			ADD(&line, "true");
		else
			ADD(&line, "false");
	}
	end_event(tcp);
}

/* The backends' "+++ text +++" notes, typed where the text says what happened. */
void json_note(struct tcb *tcp, const char *text)
{
	unsigned int lost;
	int n = 0;
	if (!strncmp(text, "superseded by execve", 20)) {
		begin_event(tcp, "superseded", now_mono_ns());
	} else if (sscanf(text, "%u records lost here%n", &lost, &n) == 1 && n > 0) {
		begin_event(tcp, "lost", now_mono_ns());
		ADD(&line, ",\"count\":");
		put_u64(&line, lost);
	} else if (!strncmp(text, "exited, status unknown", 22)) {
		begin_event(tcp, "exited", now_mono_ns());
		ADD(&line, ",\"status\":null");
	} else {
		begin_event(tcp, "note", now_mono_ns());
	}
	ADD(&line, ",\"text\":");
	put_str(&line, text);
	end_event(tcp);
}

void json_attach_event(struct tcb *tcp, bool attached)
{
	begin_event(tcp, attached ? "attached" : "detached", now_mono_ns());
	end_event(tcp);
}
