/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

const char *program_name = "systrace";
void (*die_cleanup)(void);
void (*msg_prepare)(void);

static void vmsg(const char *fmt, va_list ap, int err)
{
	/* Build the line first so it reaches stderr in one write. */
	char line[1024];
	int n = snprintf(line, sizeof(line), "%s: ", program_name);
	n += vsnprintf(line + n, sizeof(line) - n, fmt, ap);
	if (err && n < (int)sizeof(line))
		n += snprintf(line + n, sizeof(line) - n, ": %s", strerror(err));
	if (n >= (int)sizeof(line) - 1)
		n = sizeof(line) - 2;
	line[n++] = '\n';
	fflush(stdout);
	if (msg_prepare)
		msg_prepare();
	fwrite(line, 1, n, stderr);
}

void msg(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vmsg(fmt, ap, 0);
	va_end(ap);
}

void msg_errno(const char *fmt, ...)
{
	int err = errno;
	va_list ap;
	va_start(ap, fmt);
	vmsg(fmt, ap, err);
	va_end(ap);
}

noreturn void die(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vmsg(fmt, ap, 0);
	va_end(ap);
	if (die_cleanup)
		die_cleanup();
	exit(EXIT_RUNTIME_ERROR);
}

noreturn void die_errno(const char *fmt, ...)
{
	int err = errno;
	va_list ap;
	va_start(ap, fmt);
	vmsg(fmt, ap, err);
	va_end(ap);
	if (die_cleanup)
		die_cleanup();
	exit(EXIT_RUNTIME_ERROR);
}

noreturn void die_usage(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vmsg(fmt, ap, 0);
	va_end(ap);
	exit(EXIT_USAGE);
}

void *xmalloc(size_t size)
{
	void *p = malloc(size ? size : 1);
	if (!p)
		die("out of memory");
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		die("out of memory");
	return p;
}

void *xrealloc(void *p, size_t size)
{
	p = realloc(p, size ? size : 1);
	if (!p)
		die("out of memory");
	return p;
}

char *xstrdup(const char *s)
{
	char *p = strdup(s);
	if (!p)
		die("out of memory");
	return p;
}

char *xasprintf(const char *fmt, ...)
{
	char *p;
	va_list ap;
	va_start(ap, fmt);
	if (vasprintf(&p, fmt, ap) < 0)
		die("out of memory");
	va_end(ap);
	return p;
}

void sb_grow(struct strbuf *sb, size_t extra)
{
	size_t want = sb->len + extra;
	if (want <= sb->cap)
		return;
	size_t cap = sb->cap ? sb->cap : 256;
	while (cap < want)
		cap *= 2;
	sb->buf = xrealloc(sb->buf, cap);
	sb->cap = cap;
}

void sb_vprintf(struct strbuf *sb, const char *fmt, va_list ap)
{
	va_list ap2;
	va_copy(ap2, ap);
	if (sb->cap - sb->len < 64)
		sb_grow(sb, 64);
	int n = vsnprintf(sb->buf + sb->len, sb->cap - sb->len, fmt, ap);
	if (n >= 0 && (size_t)n >= sb->cap - sb->len) {
		sb_grow(sb, n + 1);
		vsnprintf(sb->buf + sb->len, sb->cap - sb->len, fmt, ap2);
	}
	va_end(ap2);
	if (n > 0)
		sb->len += n;
}

void sb_printf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	sb_vprintf(sb, fmt, ap);
	va_end(ap);
}

int parse_int(const char *s, long long min, long long max, long long *out)
{
	char *end;
	if (!s || !*s)
		return -EINVAL;
	errno = 0;
	long long v = strtoll(s, &end, 10);
	if (errno || *end || v < min || v > max)
		return -EINVAL;
	*out = v;
	return 0;
}

static uint64_t clock_ns(clockid_t id)
{
	struct timespec ts;
	clock_gettime(id, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + ts.tv_nsec;
}

uint64_t now_mono_ns(void)
{
	return clock_ns(CLOCK_MONOTONIC);
}

uint64_t now_real_ns(void)
{
	return clock_ns(CLOCK_REALTIME);
}

/* A descriptor that reads as end of file and refuses writes: the read end of a pipe
 * whose write end is closed. Close-on-exec, so nothing systrace starts inherits it. */
static int open_placeholder(void)
{
	int p[2];
	if (pipe2(p, O_CLOEXEC) < 0)
		return -errno;
	close(p[1]);
	return p[0];
}

int std_fds_ensure_open(void)
{
	int mask = 0;
	for (;;) {
		int fd = open_placeholder();
		if (fd < 0)
			return fd;
		if (fd > 2) {
			close(fd);
			return mask;
		}
		mask |= 1 << fd;
	}
}

int std_fds_release(int placeholders)
{
	for (int fd = 0; fd <= 1; fd++) {
		if (placeholders & (1 << fd))
			continue;
		int ph = open_placeholder();
		if (ph < 0)
			return ph;
		int rc = dup3(ph, fd, O_CLOEXEC);
		int err = errno;
		close(ph);
		if (rc < 0)
			return -err;
	}
	return 0;
}
