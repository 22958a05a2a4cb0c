/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The CTF 1.8 writer of --output-format=ctf (see ctf.h and systrace-ctf(5)).
 *
 * Layout choices, all to keep the writer small and its output easy to read:
 * little-endian, every integer byte-aligned (no padding anywhere), one stream
 * class, one data stream file per thread (stream_TID), a packet per 64 KiB of
 * events or per flush. The packet header and context are a fixed 64 bytes
 * whose sizes and end time are filled in when the packet is written. Event
 * classes are made as syscalls are first seen; the metadata is rewritten
 * (through a temporary file and rename) whenever it grew, at each flush.
 */
#include "config.h"
#include "ctf.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

#include "decode.h"
#include "errnoent.h"
#include "print.h"
#include "signals.h"
#include "syscall_table.h"
#include "tcb.h"
#include "unwind.h"
#include "value.h"

#define CTF_MAGIC 0xc1fc1fc1u
#define PACKET_HEADER_SIZE 64	/* header (magic, uuid, stream_id) + context, bytes */
#define PACKET_FLUSH_SIZE (64 * 1024)
#define STREAM_BUCKETS 1024
/* Ended threads' last packets wait in memory up to this much, so that a task's end
 * costs no file writes (systrace answers the other tasks sooner). */
#define DEAD_PENDING_MAX (1024 * 1024)
/* All open packets together: past this (thousands of threads), every packet is
 * written and every buffer freed. */
#define PENDING_MAX (32 * 1024 * 1024)

/* Offsets in the packet header and context (see the metadata's stream block). */
enum {
	OFF_MAGIC = 0,
	OFF_UUID = 4,
	OFF_STREAM_ID = 20,
	OFF_TS_BEGIN = 24,
	OFF_TS_END = 32,
	OFF_CONTENT_SIZE = 40,
	OFF_PACKET_SIZE = 48,
	OFF_PID = 56,
	OFF_TID = 60,
};

/* Event classes with a fixed id; syscall classes are numbered after them. */
enum {
	EV_CLASS_SIGNAL,
	EV_CLASS_PROCESS_EXIT,
	EV_CLASS_PROCESS_KILLED,
	EV_CLASS_NOTE,
	EV_CLASS_LOST_RECORDS,
	EV_CLASS_PROCESS_ATTACHED,
	EV_CLASS_PROCESS_DETACHED,
	EV_CLASS_FIRST_SYSCALL,
};

/* One thread's data stream and its packet being filled. */
struct ctf_stream {
	pid_t tid;
	unsigned int gen;	/* file stream_TID, or stream_TID.GEN for a reused tid */
	pid_t pid;		/* the pid in the open packet's context */
	uint64_t first_ts;	/* of the open packet */
	uint64_t last_ts;	/* of the last event written: a stream never goes back */
	unsigned char *buf;	/* the open packet; len 0: none */
	size_t len, cap;
	bool dead;		/* its thread ended; freed at the next reap */
	struct ctf_stream *next;
};

static struct {
	int dirfd;
	unsigned char uuid[16];
	struct strbuf meta;
	bool meta_dirty;
	uint32_t next_class;
	/* Class id + 1 of each syscall number's entry and exit events (0: not made yet);
	 * numbers outside the table share the "unknown" classes. */
	uint32_t sys_class[2][SYSCALL_NR_MAX];
	uint32_t unknown_class[2];
	struct ctf_stream *streams[STREAM_BUCKETS];
	size_t dead_pending;	/* bytes in dead streams' packets */
	size_t pending;		/* bytes in all open packets */
	struct ctf_stream *last;	/* the stream used last: most events follow one */
	int write_err;		/* first error since the last ctf_flush, -errno */
} ctf = { .dirfd = -1 };

/* --- the metadata --------------------------------------------------------- */

/* -k: the frames of a syscall (its exit event) or a signal, innermost first, each
 * as the text writes it after " > ". */
#define STACK_FIELDS "\t\tuint32_t _stack_depth;\n\t\tstring _stack[_stack_depth];\n"

static void uuid_string(char out[37], const unsigned char u[16])
{
	static const char hex[] = "0123456789abcdef";
	char *p = out;
	for (int i = 0; i < 16; i++) {
		if (i == 4 || i == 6 || i == 8 || i == 10)
			*p++ = '-';
		*p++ = hex[u[i] >> 4];
		*p++ = hex[u[i] & 15];
	}
	*p = '\0';
}

/* A TSDL string literal's contents: printable ASCII, quotes and backslashes escaped. */
static void meta_literal(struct strbuf *sb, const char *s)
{
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c == '"' || c == '\\')
			sb_putc(sb, '\\');
		sb_putc(sb, c >= 0x20 && c < 0x7f ? (char)c : '?');
	}
}

static void meta_header(void)
{
	struct strbuf *m = &ctf.meta;
	char uuid[37];
	struct utsname un;
	uint64_t mono = now_mono_ns(), real = now_real_ns();
	/* The clock counts CLOCK_MONOTONIC; its offset puts it on the wall clock. */
	uint64_t offset = real > mono ? real - mono : 0;

	uuid_string(uuid, ctf.uuid);
	if (uname(&un) != 0)
		memset(&un, 0, sizeof(un));

	sb_printf(m, "/* CTF 1.8 */\n\n"
		  "typealias integer { size = 8; align = 8; signed = false; } := uint8_t;\n"
		  "typealias integer { size = 32; align = 8; signed = false; } := uint32_t;\n"
		  "typealias integer { size = 64; align = 8; signed = false; } := uint64_t;\n"
		  "typealias integer { size = 32; align = 8; signed = true; } := int32_t;\n"
		  "typealias integer { size = 64; align = 8; signed = true; } := int64_t;\n"
		  "typealias integer { size = 64; align = 8; signed = false; base = 16; } := uint64_hex_t;\n\n"
		  "trace {\n"
		  "\tmajor = 1;\n"
		  "\tminor = 8;\n"
		  "\tuuid = \"%s\";\n"
		  "\tbyte_order = le;\n"
		  "\tpacket.header := struct {\n"
		  "\t\tuint32_t magic;\n"
		  "\t\tuint8_t uuid[16];\n"
		  "\t\tuint32_t stream_id;\n"
		  "\t};\n"
		  "};\n\n", uuid);
	sb_puts(m, "env {\n\ttracer_name = \"systrace\";\n\ttracer_version = \"" PACKAGE_VERSION
		   "\";\n\thostname = \"");
	meta_literal(m, un.nodename);
	sb_puts(m, "\";\n\tsysname = \"");
	meta_literal(m, un.sysname);
	sb_puts(m, "\";\n\tkernel_release = \"");
	meta_literal(m, un.release);
	sb_printf(m, "\";\n\tcapture_mode = \"%s\";\n};\n\n",
		  opts.mode == MODE_SECCOMP ? "seccomp" :
		  opts.mode == MODE_BUFFERED ? "buffered" : "ptrace");
	sb_printf(m, "clock {\n"
		  "\tname = \"monotonic\";\n"
		  "\tdescription = \"CLOCK_MONOTONIC\";\n"
		  "\tfreq = 1000000000;\n"
		  "\tprecision = 1;\n"
		  "\toffset_s = %" PRIu64 ";\n"
		  "\toffset = %" PRIu64 ";\n"
		  "\tabsolute = false;\n"
		  "};\n\n"
		  "typealias integer { size = 64; align = 8; signed = false; "
		  "map = clock.monotonic.value; } := uint64_clock_monotonic_t;\n\n",
		  offset / 1000000000, offset % 1000000000);
	sb_puts(m, "stream {\n"
		   "\tid = 0;\n"
		   "\tevent.header := struct {\n"
		   "\t\tuint32_t id;\n"
		   "\t\tuint64_clock_monotonic_t timestamp;\n"
		   "\t};\n"
		   "\tpacket.context := struct {\n"
		   "\t\tuint64_clock_monotonic_t timestamp_begin;\n"
		   "\t\tuint64_clock_monotonic_t timestamp_end;\n"
		   "\t\tuint64_t content_size;\n"
		   "\t\tuint64_t packet_size;\n"
		   "\t\tint32_t pid;\n"
		   "\t\tint32_t tid;\n"
		   "\t};\n"
		   "};\n\n");
	sb_printf(m, "event {\n\tname = \"signal\";\n\tid = %d;\n\tstream_id = 0;\n"
		  "\tfields := struct {\n\t\tint32_t _signo;\n\t\tstring _name;\n"
		  "\t\tstring _siginfo;\n%s\t};\n};\n\n", EV_CLASS_SIGNAL,
		  opts.stack_trace ? STACK_FIELDS : "");
	sb_printf(m, "event {\n\tname = \"process_exit\";\n\tid = %d;\n\tstream_id = 0;\n"
		  "\tfields := struct {\n\t\tint32_t _exit_code;\n\t};\n};\n\n",
		  EV_CLASS_PROCESS_EXIT);
	sb_printf(m, "event {\n\tname = \"process_killed\";\n\tid = %d;\n\tstream_id = 0;\n"
		  "\tfields := struct {\n\t\tint32_t _signo;\n\t\tstring _signal;\n"
		  "\t\tuint8_t _core_dumped;\n\t};\n};\n\n", EV_CLASS_PROCESS_KILLED);
	sb_printf(m, "event {\n\tname = \"note\";\n\tid = %d;\n\tstream_id = 0;\n"
		  "\tfields := struct {\n\t\tstring _text;\n\t};\n};\n\n", EV_CLASS_NOTE);
	sb_printf(m, "event {\n\tname = \"lost_records\";\n\tid = %d;\n\tstream_id = 0;\n"
		  "\tfields := struct {\n\t\tuint64_t _count;\n\t};\n};\n\n",
		  EV_CLASS_LOST_RECORDS);
	sb_printf(m, "event {\n\tname = \"process_attached\";\n\tid = %d;\n\tstream_id = 0;\n"
		  "\tfields := struct {\n\t\tint32_t _tid;\n\t};\n};\n\n",
		  EV_CLASS_PROCESS_ATTACHED);
	sb_printf(m, "event {\n\tname = \"process_detached\";\n\tid = %d;\n\tstream_id = 0;\n"
		  "\tfields := struct {\n\t\tint32_t _tid;\n\t};\n};\n\n",
		  EV_CLASS_PROCESS_DETACHED);
	ctf.next_class = EV_CLASS_FIRST_SYSCALL;
	ctf.meta_dirty = true;
}

/* The field name of argument i: its prototype name made a TSDL identifier (with
 * the leading '_' readers strip, so that names like "signed" stay legal), or argI;
 * an earlier argument of the same name makes it NAME_I. */
static void arg_field_name(char *out, size_t size, const struct sysent *sys, unsigned int i)
{
	const char *name = i < 6 ? sys->arg_names[i] : NULL;
	size_t n = 0;

	out[n++] = '_';
	if (name && *name) {
		for (; *name && n + 8 < size; name++)
			out[n++] = isalnum((unsigned char)*name) ? *name : '_';
		out[n] = '\0';
		for (unsigned int j = 0; j < i; j++) {
			const char *other = sys->arg_names[j];
			if (other && !strcmp(other, sys->arg_names[i])) {
				snprintf(out + n, size - n, "_%u", i);
				break;
			}
		}
	} else {
		snprintf(out + n, size - n, "arg%u", i);
	}
}

/* Make the entry (exit = 0) or exit (exit = 1) class of tcp's syscall; returns its id. */
static uint32_t make_syscall_class(const struct tcb *tcp, int exit)
{
	const struct sysent *sys = tcp->sys;
	struct strbuf *m = &ctf.meta;
	uint32_t id = ctf.next_class++;

	sb_printf(m, "event {\n\tname = \"syscall_%s_", exit ? "exit" : "entry");
	if (!sys->name)
		sb_puts(m, "unknown");
	else
		meta_literal(m, sys->name);
	sb_printf(m, "\";\n\tid = %" PRIu32 ";\n\tstream_id = 0;\n"
		  "\tfields := struct {\n\t\tint32_t _nr;\n", id);
	if (!exit) {
		for (unsigned int i = 0; i < sys->nargs && i < 6; i++) {
			char name[64];
			arg_field_name(name, sizeof(name), sys, i);
			sb_printf(m, "\t\tstring %s;\n\t\tuint64_hex_t %s_raw;\n", name, name);
		}
	} else {
		sb_puts(m, "\t\tint64_t _ret;\n\t\tint32_t _errno;\n\t\tuint8_t _ret_known;\n"
			   "\t\tstring _ret_text;\n");
		if (opts.stack_trace)
			sb_puts(m, STACK_FIELDS);
	}
	sb_puts(m, "\t};\n};\n\n");
	ctf.meta_dirty = true;
	return id;
}

/* The class id of tcp's syscall's entry or exit event, made on first use. Numbers
 * outside the table share the syscall_*_unknown classes, whose _nr tells them apart. */
static uint32_t syscall_class(const struct tcb *tcp, int exit)
{
	int nr = tcp->ev.nr;
	uint32_t *slot;

	if (nr >= 0 && nr < SYSCALL_NR_MAX && tcp->sys->name)
		slot = &ctf.sys_class[exit][nr];
	else
		slot = &ctf.unknown_class[exit];
	if (!*slot)
		*slot = make_syscall_class(tcp, exit) + 1;
	return *slot - 1;
}

static int write_all(int fd, const void *buf, size_t len)
{
	const char *p = buf;
	while (len) {
		ssize_t n = write(fd, p, len);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			return -errno;
		}
		p += n;
		len -= (size_t)n;
	}
	return 0;
}

static void note_error(int err)
{
	if (err && !ctf.write_err)
		ctf.write_err = err;
}

static int write_metadata(void)
{
	int fd = openat(ctf.dirfd, "metadata.tmp", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0)
		return -errno;
	int err = write_all(fd, ctf.meta.buf, ctf.meta.len);
	if (close(fd) < 0 && !err)
		err = -errno;
	if (!err && renameat(ctf.dirfd, "metadata.tmp", ctf.dirfd, "metadata") < 0)
		err = -errno;
	if (!err)
		ctf.meta_dirty = false;
	return err;
}

/* --- streams and packets --------------------------------------------------- */

/* Little-endian stores (the metadata says byte_order = le, whatever the host). */
static inline void put_u32(unsigned char *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (unsigned char)(v >> (8 * i));
}

static inline void put_u64(unsigned char *p, uint64_t v)
{
	for (int i = 0; i < 8; i++)
		p[i] = (unsigned char)(v >> (8 * i));
}

static void grow(struct ctf_stream *s, size_t n)
{
	size_t cap = s->cap ? s->cap : 4096;
	while (cap < s->len + n)
		cap *= 2;
	s->buf = xrealloc(s->buf, cap);
	s->cap = cap;
}

static inline unsigned char *reserve(struct ctf_stream *s, size_t n)
{
	if (unlikely(s->len + n > s->cap))
		grow(s, n);
	unsigned char *p = s->buf + s->len;
	s->len += n;
	ctf.pending += n;
	return p;
}

static void stream_file_name(char *buf, size_t size, pid_t tid, unsigned int gen)
{
	if (gen)
		snprintf(buf, size, "stream_%d.%u", (int)tid, gen);
	else
		snprintf(buf, size, "stream_%d", (int)tid);
}

/* Write the open packet, with its sizes and end time, to the stream's file. */
static void packet_close(struct ctf_stream *s)
{
	if (!s->len)
		return;
	put_u64(s->buf + OFF_TS_BEGIN, s->first_ts);
	put_u64(s->buf + OFF_TS_END, s->last_ts);
	put_u64(s->buf + OFF_CONTENT_SIZE, (uint64_t)s->len * 8);
	put_u64(s->buf + OFF_PACKET_SIZE, (uint64_t)s->len * 8);

	char name[40];
	stream_file_name(name, sizeof(name), s->tid, s->gen);
	int fd = openat(ctf.dirfd, name, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
	if (fd < 0) {
		note_error(-errno);
	} else {
		note_error(write_all(fd, s->buf, s->len));
		if (close(fd) < 0)
			note_error(-errno);
	}
	ctf.pending -= s->len;
	s->len = 0;
	if (s->cap > 4 * PACKET_FLUSH_SIZE) {
		/* One huge event made it grow; give the memory back. */
		free(s->buf);
		s->buf = NULL;
		s->cap = 0;
	}
}

static struct ctf_stream **bucket_of(pid_t tid)
{
	return &ctf.streams[(unsigned int)tid % STREAM_BUCKETS];
}

static struct ctf_stream *stream_of(pid_t tid)
{
	struct ctf_stream *s = ctf.last;
	if (s && s->tid == tid && !s->dead)
		return s;
	struct ctf_stream **b = bucket_of(tid);
	unsigned int gen = 0;
	for (s = *b; s; s = s->next) {
		if (s->tid != tid)
			continue;
		if (!s->dead)
			break;
		if (s->gen >= gen)
			gen = s->gen + 1;
	}
	if (!s) {
		s = xcalloc(1, sizeof(*s));
		s->tid = tid;
		/* A thread that had this tid before (ended, its packet maybe not written
		 * yet) has its own stream: in buffered mode a new thread's events can be
		 * older than the old one's end was reported. */
		s->gen = gen;
		for (;;) {
			char name[40];
			stream_file_name(name, sizeof(name), tid, s->gen);
			if (faccessat(ctf.dirfd, name, F_OK, 0) != 0)
				break;
			s->gen++;
		}
		s->next = *b;
		*b = s;
	}
	ctf.last = s;
	return s;
}

/* Start an event of class id at time ts in tcp's stream (a packet is opened if
 * none is); returns the stream. Timestamps never go back in a stream. */
static struct ctf_stream *event_begin(const struct tcb *tcp, uint32_t id, uint64_t ts)
{
	struct ctf_stream *s = stream_of(tcp->pid);
	if (ts < s->last_ts)
		ts = s->last_ts;
	if (s->len && s->pid != tcp->tgid)
		packet_close(s);
	if (!s->len) {
		unsigned char *h = reserve(s, PACKET_HEADER_SIZE);
		memset(h, 0, PACKET_HEADER_SIZE);
		put_u32(h + OFF_MAGIC, CTF_MAGIC);
		memcpy(h + OFF_UUID, ctf.uuid, sizeof(ctf.uuid));
		put_u32(h + OFF_STREAM_ID, 0);
		put_u32(h + OFF_PID, (uint32_t)tcp->tgid);
		put_u32(h + OFF_TID, (uint32_t)tcp->pid);
		s->pid = tcp->tgid;
		s->first_ts = ts;
	}
	unsigned char *p = reserve(s, 12);
	put_u32(p, id);
	put_u64(p + 4, ts);
	s->last_ts = ts;
	return s;
}

static void write_all_packets(bool free_buffers);

static void event_end(struct ctf_stream *s)
{
	if (s->len >= PACKET_FLUSH_SIZE)
		packet_close(s);
	if (unlikely(ctf.pending > PENDING_MAX))
		write_all_packets(true);
}

static void field_u8(struct ctf_stream *s, uint8_t v)
{
	*reserve(s, 1) = v;
}

static void field_u32(struct ctf_stream *s, uint32_t v)
{
	put_u32(reserve(s, 4), v);
}

static void field_u64(struct ctf_stream *s, uint64_t v)
{
	put_u64(reserve(s, 8), v);
}

/* A string field: NUL-terminated UTF-8. systrace's text is ASCII but for bytes a
 * decoder passed through; those (and NUL) become \xNN so the field stays valid. */
static void field_str(struct ctf_stream *s, const char *t, size_t len)
{
	size_t odd = 0;
	for (size_t i = 0; i < len; i++)
		odd += (unsigned char)t[i] >= 0x80 || !t[i];
	if (!odd) {
		unsigned char *p = reserve(s, len + 1);
		memcpy(p, t, len);
		p[len] = 0;
		return;
	}
	static const char hex[] = "0123456789abcdef";
	unsigned char *p = reserve(s, len + 3 * odd + 1);
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)t[i];
		if (c >= 0x80 || !c) {
			*p++ = '\\';
			*p++ = 'x';
			*p++ = hex[c >> 4];
			*p++ = hex[c & 15];
		} else {
			*p++ = c;
		}
	}
	*p = 0;
}

static void field_cstr(struct ctf_stream *s, const char *t)
{
	field_str(s, t, strlen(t));
}

/* --- argument texts --------------------------------------------------------- */

struct span {
	size_t start, end;
};

/* Split the decoded arguments at the ", " that separate them: those outside
 * quotes, comments, brackets, braces, parentheses and -y's "<path>" after a
 * descriptor. At most max pieces: the last one takes the rest. Returns the count
 * (0 for empty text). */
static unsigned int split_args(const char *s, size_t len, unsigned int max, struct span *out)
{
	unsigned int n = 0;
	size_t start = 0;
	unsigned int depth = 0;

	if (!len || !max)
		return 0;
	for (size_t i = 0; i < len; i++) {
		char c = s[i];
		if (c == '"') {
			for (i++; i < len && s[i] != '"'; i++)
				if (s[i] == '\\')
					i++;
		} else if (c == '/' && i + 1 < len && s[i + 1] == '*') {
			const char *e = memmem(s + i + 2, len - i - 2, "*/", 2);
			i = e ? (size_t)(e - s) + 1 : len;
		} else if (c == '<' && i > 0 && isalnum((unsigned char)s[i - 1]) &&
			   i + 1 < len && s[i + 1] != '<') {
			/* -y: "3</path>", "AT_FDCWD</tmp>", "4<TCP:[1.2.3.4:5->6.7.8.9:10]>":
			 * ends at a '>' that ends the value ("X<<12" is a shift, not a path). */
			for (i++; i < len; i++)
				if (s[i] == '>' && (i + 1 == len || s[i + 1] == ',' || s[i + 1] == ' ' ||
						    s[i + 1] == ')' || s[i + 1] == '}' ||
						    s[i + 1] == ']'))
					break;
		} else if (c == '{' || c == '[' || c == '(') {
			depth++;
		} else if ((c == '}' || c == ']' || c == ')') && depth) {
			depth--;
		} else if (c == ',' && !depth && i + 1 < len && s[i + 1] == ' ' && n + 1 < max) {
			out[n++] = (struct span){ start, i };
			start = i + 2;
			i++;
		}
	}
	out[n++] = (struct span){ start, len };
	return n;
}

/* The arguments' texts: the value layer separates them with VALUE_ARG_MARK
 * (value_mark_args), so each is one piece, commas inside it included. A piece
 * that holds the text of several (a decoder that writes ", " between arguments
 * itself) is split at its top-level commas while fields are left. At most max
 * pieces: the last takes the rest. Returns the count. */
static unsigned int arg_spans(const char *s, size_t len, unsigned int max, struct span *out)
{
	size_t start[6], plen[6];
	unsigned int pieces = value_arg_spans(s, len, max < 6 ? max : 6, start, plen);
	if (pieces == max) {
		/* The usual case: one piece per field. */
		for (unsigned int i = 0; i < pieces; i++)
			out[i] = (struct span){ start[i], start[i] + plen[i] };
		return pieces;
	}
	unsigned int n = 0;
	for (unsigned int i = 0; i < pieces && n < max; i++) {
		/* Fields for this piece, one left for each piece after it. */
		unsigned int room = max - n - (pieces - i - 1);
		struct span sub[6];
		unsigned int k = split_args(s + start[i], plen[i], room, sub);
		if (!k)
			out[n++] = (struct span){ start[i], start[i] };
		for (unsigned int j = 0; j < k && n < max; j++)
			out[n++] = (struct span){ start[i] + sub[j].start, start[i] + sub[j].end };
	}
	return n;
}

/* A string field from text whose argument marks become strace's ", ". */
static void field_args_text(struct ctf_stream *s, const char *t, size_t len)
{
	static struct strbuf tmp;
	if (!memchr(t, VALUE_ARG_MARK, len)) {
		field_str(s, t, len);
		return;
	}
	sb_reset(&tmp);
	for (size_t i = 0; i < len; i++) {
		if (t[i] == VALUE_ARG_MARK)
			sb_add(&tmp, ", ", 2);
		else
			sb_putc(&tmp, t[i]);
	}
	field_str(s, tmp.buf, tmp.len);
}

static void write_entry(const struct tcb *tcp)
{
	const struct sysent *sys = tcp->sys;
	unsigned int nargs = sys->nargs < 6 ? sys->nargs : 6;
	struct span spans[6];
	const char *text = tcp->text.buf ? tcp->text.buf : "";
	unsigned int n = arg_spans(text, tcp->text.len, nargs, spans);

	uint32_t id = syscall_class(tcp, 0);
	struct ctf_stream *s = event_begin(tcp, id, tcp->ev.entry_ns);
	field_u32(s, (uint32_t)tcp->ev.nr);
	for (unsigned int i = 0; i < nargs; i++) {
		if (i < n)
			field_args_text(s, text + spans[i].start, spans[i].end - spans[i].start);
		else
			field_str(s, "", 0);
		field_u64(s, tcp->ev.args[i]);
	}
	event_end(s);
}

/* v in decimal, after a '-' if neg: most results are, and printf is slow. */
static void put_dec(struct strbuf *sb, uint64_t v, bool neg)
{
	char buf[24];
	char *p = buf + sizeof(buf);
	do {
		*--p = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	if (neg)
		*--p = '-';
	sb_add(sb, p, (size_t)(buf + sizeof(buf) - p));
}

/* The result as the text output writes it after "= " (without -y's path). */
static void ret_text(const struct tcb *tcp, int rval, struct strbuf *sb)
{
	int64_t ret = tcp->ev.ret;

	if (ret < 0 && ret >= -4095) {
		int err = (int)-ret;
		const char *name = errno_name(err);
		if (!name)
			sb_printf(sb, "-1 (errno %d)", err);
		else
			sb_printf(sb, "%s %s (%s)", err >= 512 && err <= 530 ? "?" : "-1", name,
				  errno_message(err));
		return;
	}
	switch (rval & RVAL_FMT_MASK) {
	case RVAL_UDEC:
		put_dec(sb, (uint64_t)ret, false);
		break;
	case RVAL_HEX:
		sb_printf(sb, "%#" PRIx64, (uint64_t)ret);
		break;
	case RVAL_OCT:
		sb_printf(sb, "%#03" PRIo64, (uint64_t)ret);
		break;
	default:
		put_dec(sb, ret < 0 ? -(uint64_t)ret : (uint64_t)ret, ret < 0);
		break;
	}
	if ((rval & RVAL_STR) && tcp->auxstr)
		sb_printf(sb, " (%s)", tcp->auxstr);
}

/* -k: the stack fields (STACK_FIELDS) from tcp's frames, which are consumed. */
static void field_stack(struct ctf_stream *s, struct tcb *tcp)
{
	static struct strbuf lines;
	sb_reset(&lines);
	if (tcp->stack)
		stack_take_lines(tcp, &lines);
	uint32_t depth = 0;
	for (size_t i = 0; i < lines.len; i++)
		depth += lines.buf[i] == '\n';
	field_u32(s, depth);
	const char *p = lines.buf;
	for (uint32_t k = 0; k < depth; k++) {
		const char *nl = strchr(p, '\n');
		const char *f = p;
		if (nl - f >= 3 && !memcmp(f, " > ", 3))
			f += 3;
		field_str(s, f, (size_t)(nl - f));
		p = nl + 1;
	}
}

static void write_exit(struct tcb *tcp, int rval)
{
	static struct strbuf rt;
	bool known = (tcp->ev.flags & EV_HAS_RET) && !(rval & RVAL_NONE);
	int64_t ret = known ? tcp->ev.ret : 0;
	int err = ret < 0 && ret >= -4095 ? (int)-ret : 0;

	sb_reset(&rt);
	if (known)
		ret_text(tcp, rval, &rt);
	else
		sb_putc(&rt, '?');

	uint32_t id = syscall_class(tcp, 1);
	uint64_t ts = (tcp->ev.flags & EV_HAS_RET) ? tcp->ev.exit_ns : tcp->ev.entry_ns;
	struct ctf_stream *s = event_begin(tcp, id, ts);
	field_u32(s, (uint32_t)tcp->ev.nr);
	field_u64(s, (uint64_t)ret);
	field_u32(s, (uint32_t)err);
	field_u8(s, known);
	field_str(s, rt.buf, rt.len);
	if (opts.stack_trace)
		field_stack(s, tcp);
	event_end(s);
}

/* --- the interface ---------------------------------------------------------- */

/* An existing directory may hold only a previous systrace trace, which is removed. */
static int clear_old_trace(int dirfd)
{
	int fd = dup(dirfd);
	if (fd < 0)
		return -errno;
	DIR *d = fdopendir(fd);
	if (!d) {
		int err = -errno;
		close(fd);
		return err;
	}
	int err = 0;
	struct dirent *de;
	/* First look, then remove: a directory of other files is left untouched. */
	for (int pass = 0; pass < 2 && !err; pass++) {
		rewinddir(d);
		while ((de = readdir(d))) {
			const char *n = de->d_name;
			if (!strcmp(n, ".") || !strcmp(n, ".."))
				continue;
			bool ours = !strcmp(n, "metadata") || !strcmp(n, "metadata.tmp") ||
				    (!strncmp(n, "stream_", 7) && n[7] &&
				     strspn(n + 7, "0123456789.") == strlen(n + 7));
			if (!ours) {
				err = -ENOTEMPTY;
				break;
			}
			if (pass == 1 && unlinkat(dirfd, n, 0) < 0) {
				err = -errno;
				break;
			}
		}
	}
	closedir(d);
	return err;
}

int ctf_open(const char *dir)
{
	if (mkdir(dir, 0777) < 0 && errno != EEXIST)
		return -errno;
	ctf.dirfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (ctf.dirfd < 0)
		return -errno;
	int err = clear_old_trace(ctf.dirfd);
	if (err)
		return err;
	if (getrandom(ctf.uuid, sizeof(ctf.uuid), 0) != sizeof(ctf.uuid)) {
		/* No entropy source: the time is unique enough for one machine. */
		uint64_t t = now_real_ns(), m = now_mono_ns();
		memcpy(ctf.uuid, &t, 8);
		memcpy(ctf.uuid + 8, &m, 8);
	}
	ctf.uuid[6] = (ctf.uuid[6] & 0x0f) | 0x40;	/* RFC 4122 version 4 */
	ctf.uuid[8] = (ctf.uuid[8] & 0x3f) | 0x80;
	meta_header();
	/* Each argument's text apart (arg_spans). */
	value_mark_args(true);
	return write_metadata();
}

void ctf_syscall_entry(struct tcb *tcp)
{
	tcp->flags |= TCB_ENTRY_PRINTED;
}

void ctf_syscall(struct tcb *tcp, int rval)
{
	write_entry(tcp);
	write_exit(tcp, rval);
	sb_reset(&tcp->text);
	stack_discard(tcp);
	tcp->flags &= ~TCB_ENTRY_PRINTED;
}

void ctf_syscall_unfinished(struct tcb *tcp)
{
	write_entry(tcp);
	sb_reset(&tcp->text);
	stack_discard(tcp);
	tcp->flags &= ~TCB_ENTRY_PRINTED;
}

/* Signals and notes have no timestamp of their own: now, except in buffered mode,
 * where systrace learns of them after the program's later records (then: the
 * thread's last event's time). */
static uint64_t lifecycle_ts(const struct tcb *tcp)
{
	if (opts.mode == MODE_BUFFERED) {
		struct ctf_stream *s = stream_of(tcp->pid);
		if (s->last_ts)
			return s->last_ts;
	}
	return now_mono_ns();
}

void ctf_signal(struct tcb *tcp, int sig)
{
	const char *name = signal_name(sig);
	struct ctf_stream *s = event_begin(tcp, EV_CLASS_SIGNAL, lifecycle_ts(tcp));
	field_u32(s, (uint32_t)sig);
	field_cstr(s, name ? name : "?");
	field_str(s, tcp->text.buf ? tcp->text.buf : "", tcp->text.len);
	if (opts.stack_trace)
		field_stack(s, tcp);
	event_end(s);
	sb_reset(&tcp->text);
	stack_discard(tcp);
}

void ctf_exit(struct tcb *tcp, int status)
{
	/* Nothing of the task's is reported after its end: now is right in every mode. */
	uint64_t ts = now_mono_ns();
	if (WIFEXITED(status)) {
		struct ctf_stream *s = event_begin(tcp, EV_CLASS_PROCESS_EXIT, ts);
		field_u32(s, (uint32_t)WEXITSTATUS(status));
		event_end(s);
	} else {
		int sig = WTERMSIG(status);
		const char *name = signal_name(sig);
		struct ctf_stream *s = event_begin(tcp, EV_CLASS_PROCESS_KILLED, ts);
		field_u32(s, (uint32_t)sig);
		field_cstr(s, name ? name : "?");
		field_u8(s, WCOREDUMP(status) ? 1 : 0);
		event_end(s);
	}
}

void ctf_note(struct tcb *tcp, const char *text)
{
	unsigned int lost;
	int n = 0;
	/* -m buffered's "N records lost here (ring buffer full)": the count, typed. */
	if (sscanf(text, "%u records lost here%n", &lost, &n) == 1 && n > 0) {
		struct ctf_stream *s = event_begin(tcp, EV_CLASS_LOST_RECORDS, lifecycle_ts(tcp));
		field_u64(s, lost);
		event_end(s);
		return;
	}
	struct ctf_stream *s = event_begin(tcp, EV_CLASS_NOTE, lifecycle_ts(tcp));
	field_cstr(s, text);
	event_end(s);
}

void ctf_attach_event(struct tcb *tcp, bool attached)
{
	struct ctf_stream *s = event_begin(tcp, attached ? EV_CLASS_PROCESS_ATTACHED :
					   EV_CLASS_PROCESS_DETACHED, lifecycle_ts(tcp));
	field_u32(s, (uint32_t)tcp->pid);
	event_end(s);
}

/* Write and free the streams of ended threads. */
static void reap_dead(void)
{
	for (unsigned int b = 0; b < STREAM_BUCKETS; b++) {
		for (struct ctf_stream **pp = &ctf.streams[b]; *pp;) {
			struct ctf_stream *s = *pp;
			if (!s->dead) {
				pp = &s->next;
				continue;
			}
			packet_close(s);
			*pp = s->next;
			if (ctf.last == s)
				ctf.last = NULL;
			free(s->buf);
			free(s);
		}
	}
	ctf.dead_pending = 0;
}

void ctf_forget(pid_t tid)
{
	for (struct ctf_stream *s = *bucket_of(tid); s; s = s->next) {
		if (s->tid != tid || s->dead)
			continue;
		s->dead = true;
		ctf.dead_pending += s->len;
		if (ctf.dead_pending > DEAD_PENDING_MAX)
			reap_dead();
		return;
	}
}

/* Write every open packet (and free the buffers, when memory is short). */
static void write_all_packets(bool free_buffers)
{
	reap_dead();
	for (unsigned int b = 0; b < STREAM_BUCKETS; b++) {
		for (struct ctf_stream *s = ctf.streams[b]; s; s = s->next) {
			packet_close(s);
			if (free_buffers) {
				free(s->buf);
				s->buf = NULL;
				s->cap = 0;
			}
		}
	}
}

int ctf_flush(void)
{
	if (ctf.dirfd < 0)
		return 0;
	write_all_packets(false);
	if (ctf.meta_dirty)
		note_error(write_metadata());
	int err = ctf.write_err;
	ctf.write_err = 0;
	return err;
}
