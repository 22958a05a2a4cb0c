/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Helpers for decoder tests. A decoder test is a program that makes real
 * syscalls and prints, on stdout, the exact lines systrace must write for them;
 * tests/run-decoder.sh traces it and compares. The first line of the test's
 * source names the systrace options:  / * systrace: -e trace=openat * /
 */
#ifndef SYSTRACE_TESTS_H
#define SYSTRACE_TESTS_H

#define _GNU_SOURCE
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

/* stdout gets a static buffer before main: glibc then never fstat()s it, so the
 * expected output does not itself add a newfstatat(1, ...) line to the trace. */
static char tests_stdout_buffer[1 << 16];
static void __attribute__((constructor)) tests_setup_stdout(void)
{
	setvbuf(stdout, tests_stdout_buffer, _IOFBF, sizeof(tests_stdout_buffer));
}

/* Give up with exit status 99: the test itself broke, not systrace. */
static inline void __attribute__((noreturn, format(printf, 1, 2))) perror_msg_and_fail(const char *fmt, ...)
{
	int err = errno;
	va_list ap;
	va_start(ap, fmt);
	fflush(stdout);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, ": %s\n", strerror(err));
	exit(99);
}

/* Skip (exit 77) with a reason, e.g. when the kernel lacks the syscall. */
static inline void __attribute__((noreturn, format(printf, 1, 2))) skip_because(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fflush(stdout);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(77);
}

/*
 * size bytes placed so that they end exactly at the end of a page followed by an
 * unmapped page: reading one byte past them faults. Good for "string at the end
 * of memory" and "pointer one past the end" cases.
 */
static inline void *tail_alloc(size_t size)
{
	size_t page = (size_t)sysconf(_SC_PAGESIZE);
	size_t len = (size + page - 1) / page * page;
	char *p = mmap(NULL, len + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		perror_msg_and_fail("mmap");
	if (munmap(p + len, page))
		perror_msg_and_fail("munmap");
	return p + len - size;
}

/* A copy of the string ending at a page end (see tail_alloc). */
static inline char *tail_strdup(const char *s)
{
	size_t n = strlen(s) + 1;
	return memcpy(tail_alloc(n), s, n);
}

/* An address that is certainly not mapped. */
#define BAD_ADDR ((void *)(uintptr_t)0xbadc0dedULL)

/* " = RC" or " = -1 ENAME (message)" for the result of the last syscall(). In -m
 * seccomp every result prints as "?": tests/run-decoder.sh rewrites the lines. */
static inline const char *sprintrc(long rc)
{
	static char buf[512];
	if (rc == -1)
		snprintf(buf, sizeof(buf), "-1 %s (%s)", strerrorname_np(errno), strerror(errno));
	else
		snprintf(buf, sizeof(buf), "%ld", rc);
	return buf;
}

/* ioctl(fd, code, arg) on the test's own global fd, and the line expected for it,
 * the request by its name and the argument as text. */
#define IOCTL_CALL(code, arg, text) do { \
		long rc_ = syscall(SYS_ioctl, fd, code, arg); \
		printf("ioctl(%d, %s, %s) = %s\n", fd, #code, text, sprintrc(rc_)); \
	} while (0)

/* "NULL" or "0x..." as systrace prints addresses. */
static inline const char *sprintaddr(const void *p)
{
	static char bufs[4][32];
	static int i;
	char *b = bufs[i++ % 4];
	if (!p)
		return "NULL";
	snprintf(b, sizeof(bufs[0]), "%p", p);
	return b;
}

/* Bytes quoted as systrace (and strace) quote them: escapes, the shortest octal
 * unless an octal digit follows; with hex, every byte as \xNN. Two buffers, so one
 * printf can show two strings. */
static inline const char *sprint_quoted(const void *p, size_t n, int hex)
{
	static char bufs[2][1024];
	static int k;
	const unsigned char *s = p;
	char *buf = bufs[k++ % 2];
	char *o = buf;
	*o++ = '"';
	for (size_t i = 0; i < n && o < buf + sizeof(bufs[0]) - 8; i++) {
		unsigned char c = s[i];
		int digit_next = i + 1 < n && s[i + 1] >= '0' && s[i + 1] <= '7';
		if (hex)
			o += sprintf(o, "\\x%02x", c);
		else if (c == '"' || c == '\\')
			o += sprintf(o, "\\%c", c);
		else if (c >= ' ' && c < 0x7f)
			*o++ = (char)c;
		else if (c == '\n')
			o += sprintf(o, "\\n");
		else if (c == '\t')
			o += sprintf(o, "\\t");
		else if (c == '\r')
			o += sprintf(o, "\\r");
		else if (c == '\v')
			o += sprintf(o, "\\v");
		else if (c == '\f')
			o += sprintf(o, "\\f");
		else if (digit_next)
			o += sprintf(o, "\\%03o", c);
		else
			o += sprintf(o, "\\%o", c);
	}
	*o++ = '"';
	*o = '\0';
	return buf;
}

/*
 * Text that differs when systrace cannot know a call's result (-m seccomp): there an
 * out-argument, which the kernel fills in after the call, prints as its address, and
 * an in/out one as its value before the call. The expected line carries both forms,
 * marked "\001UNKNOWN\002KNOWN\003", and tests/run-decoder.sh keeps the one for the
 * mode it runs (see there). Without DECODER_TEST_MARKS in the environment (the test
 * run by hand, or under strace by tests/decode_vs_strace.sh) only KNOWN is printed.
 */
static inline const char *sprint_alt(const char *unknown, const char *known)
{
	static char *bufs[8];
	static int k;
	char **b = &bufs[k++ % 8];
	free(*b);
	if (getenv("DECODER_TEST_MARKS") ?
	    asprintf(b, "\001%s\002%s\003", unknown, known) < 0 : !(*b = strdup(known)))
		perror_msg_and_fail("sprint_alt");
	return *b;
}

/* An out-argument: DECODED after the call, its address ADDR when the result is
 * unknown. */
static inline const char *out_arg(const void *addr, const char *decoded)
{
	return sprint_alt(sprintaddr(addr), decoded);
}

/*
 * Put at the start of a signal line for a signal that runs no handler in the program
 * (default action, ignored): -m buffered sees a signal only through a handler, so the
 * harness drops such lines there (and every signal line in -m seccomp). Printed only
 * with DECODER_TEST_MARKS, as the other marks.
 */
static inline const char *no_handler_mark(void)
{
	return getenv("DECODER_TEST_MARKS") ? "\004" : "";
}

/* out_arg() with the decoded text formatted like printf. */
static inline const char * __attribute__((format(printf, 2, 3)))
out_argf(const void *addr, const char *fmt, ...)
{
	char *text;
	va_list ap;
	va_start(ap, fmt);
	int n = vasprintf(&text, fmt, ap);
	va_end(ap);
	if (n < 0)
		perror_msg_and_fail("vasprintf");
	const char *r = out_arg(addr, text);
	free(text);
	return r;
}

/* An in/out length (socklen_t, msg_namelen): "[in => out]" after the call, "[in]"
 * when the result is unknown; "[in]" both ways when the call left it unchanged. */
static inline const char *inout_len(long in, long out)
{
	char unknown[32], known[64];
	snprintf(unknown, sizeof(unknown), "[%ld]", in);
	if (in == out)
		snprintf(known, sizeof(known), "[%ld]", in);
	else
		snprintf(known, sizeof(known), "[%ld => %ld]", in, out);
	return sprint_alt(unknown, known);
}

#endif
