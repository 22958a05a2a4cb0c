/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Small helpers every part of systrace uses: messages, allocation, a growable string. */
#ifndef SYSTRACE_UTIL_H
#define SYSTRACE_UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdnoreturn.h>

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
#define ATTR_PRINTF(f, a) __attribute__((format(printf, f, a)))

/* Exit statuses of systrace itself (the traced program's status is passed through). */
enum { EXIT_RUNTIME_ERROR = 1, EXIT_USAGE = 2 };

extern const char *program_name;

/* One line on stderr prefixed by "systrace: ". */
void msg(const char *fmt, ...) ATTR_PRINTF(1, 2);
/* Like msg, with ": strerror(errno)" appended. */
void msg_errno(const char *fmt, ...) ATTR_PRINTF(1, 2);
/* A fatal run-time error: message, cleanup hook, exit 1. */
noreturn void die(const char *fmt, ...) ATTR_PRINTF(1, 2);
noreturn void die_errno(const char *fmt, ...) ATTR_PRINTF(1, 2);
/* A command-line error: message, exit 2. Nothing has been started yet. */
noreturn void die_usage(const char *fmt, ...) ATTR_PRINTF(1, 2);
/* Called by die() before exiting so tracees are never left stopped. */
extern void (*die_cleanup)(void);
/* Run before a message is written (the trace's staged line goes out first, so
 * both keep the order they happened in). */
extern void (*msg_prepare)(void);

void *xmalloc(size_t size);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t size);
char *xstrdup(const char *s);
char *xasprintf(const char *fmt, ...) ATTR_PRINTF(1, 2);

/* A growable, always NUL-terminated string. */
struct strbuf {
	char *buf;
	size_t len;
	size_t cap;
};

void sb_grow(struct strbuf *sb, size_t extra);
void sb_printf(struct strbuf *sb, const char *fmt, ...) ATTR_PRINTF(2, 3);
void sb_vprintf(struct strbuf *sb, const char *fmt, va_list ap);

static inline void sb_add(struct strbuf *sb, const char *s, size_t n)
{
	if (sb->len + n + 1 > sb->cap)
		sb_grow(sb, n + 1);
	for (size_t i = 0; i < n; i++)
		sb->buf[sb->len + i] = s[i];
	sb->len += n;
	sb->buf[sb->len] = '\0';
}

static inline void sb_puts(struct strbuf *sb, const char *s)
{
	size_t n = 0;
	while (s[n])
		n++;
	sb_add(sb, s, n);
}

static inline void sb_putc(struct strbuf *sb, char c)
{
	if (sb->len + 2 > sb->cap)
		sb_grow(sb, 2);
	sb->buf[sb->len++] = c;
	sb->buf[sb->len] = '\0';
}

static inline void sb_reset(struct strbuf *sb)
{
	sb->len = 0;
	if (sb->buf)
		sb->buf[0] = '\0';
}

/* Parse a whole decimal number in [min, max]; returns 0 or -EINVAL. */
int parse_int(const char *s, long long min, long long max, long long *out);

/* Monotonic and real-time clocks in nanoseconds. */
uint64_t now_mono_ns(void);
uint64_t now_real_ns(void);

/* Standard descriptors (strace does the same): at start, open a placeholder on each
 * of 0, 1, 2 that is closed, so no file systrace opens lands there; returns a mask
 * of the placeholders (bit N for fd N), or -errno. */
int std_fds_ensure_open(void);
/* Once the program runs: put a placeholder on stdin and stdout (unless they are
 * placeholders already, bits of `placeholders`), so systrace holds no reference to
 * the program's: a reader of its output sees EOF when the program closes it. stderr
 * stays, for systrace's messages. Returns 0 or -errno. */
int std_fds_release(int placeholders);

#endif
