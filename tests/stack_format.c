/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The mode-independent half of -k (unwind.h, part 2), on this very process: the
 * symbolising and printing that the buffered and seccomp modes call with addresses
 * they captured themselves. Checks the line format, the single-frame path
 * (stack_set_ip_only), return addresses against exact ones (STACK_IP_EXACT), an
 * address in no mapping, and the frame limit. Prints what differs; exits 1 then.
 */
#include "config.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "options.h"
#include "syscall_table.h"
#include "tcb.h"
#include "unwind.h"

static int failures;

/* Two functions with a known layout: the tests look them up by address. */
int first_function(int x);
int second_function(int x);

__attribute__((noinline, aligned(64))) int first_function(int x)
{
	__asm__ volatile("" : "+r"(x));
	return x + 1;
}

__attribute__((noinline, aligned(64))) int second_function(int x)
{
	__asm__ volatile("" : "+r"(x));
	return x * 3;
}

static void expect_prefix(const char *what, const char *got, const char *want_prefix)
{
	if (strncmp(got, want_prefix, strlen(want_prefix)) != 0) {
		printf("%s: got \"%s\", expected it to start with \"%s\"\n", what, got, want_prefix);
		failures++;
	}
}

static void expect_eq(const char *what, const char *got, const char *want)
{
	if (strcmp(got, want) != 0) {
		printf("%s: got \"%s\", expected \"%s\"\n", what, got, want);
		failures++;
	}
}

/* The n-th line of s (0-based), without its newline. */
static const char *line_of(const char *s, int n)
{
	static char buf[PATH_MAX + 256];
	for (; n > 0 && s; n--) {
		s = strchr(s, '\n');
		if (s)
			s++;
	}
	if (!s || !*s)
		return "(none)";
	size_t len = strcspn(s, "\n");
	snprintf(buf, sizeof(buf), "%.*s", (int)len, s);
	return buf;
}

static int count_lines(const char *s)
{
	int n = 0;
	for (; s && *s; s++)
		n += *s == '\n';
	return n;
}

int main(void)
{
#ifndef ENABLE_LIBELF
	puts("built without libelf: frames have no names to check");
	return 77;
#endif
	char exe[PATH_MAX], want[PATH_MAX + 128];
	ssize_t len = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (len <= 0)
		return 99;
	exe[len] = '\0';

	syscall_table_init();
	opts.stack_trace = true;
	struct tcb *tcp = tcb_new(getpid());
	tcp->sys = sysent_by_nr(__NR_getppid);
	tcp->flags |= TCB_SHOWN;
	struct strbuf out = { 0 };

	/* Seccomp mode's single frame: the instruction pointer, named at once. */
	tcp->ev.ip = (uint64_t)(uintptr_t)&first_function + 4;
	stack_set_ip_only(tcp);
	stack_take_lines(tcp, &out);
	snprintf(want, sizeof(want), " > %s(first_function+0x4) [0x", exe);
	expect_prefix("ip only", line_of(out.buf, 0), want);
	if (count_lines(out.buf) != 1) {
		printf("ip only: %d lines, expected 1\n", count_lines(out.buf));
		failures++;
	}

	/* Nothing when the syscall is not shown. */
	sb_reset(&out);
	tcp->flags &= ~TCB_SHOWN;
	stack_set_ip_only(tcp);
	stack_take_lines(tcp, &out);
	expect_eq("not shown", out.len ? out.buf : "", "");
	tcp->flags |= TCB_SHOWN;

	/* A return address is named after the instruction before it; an exact one
	 * (after a signal frame) after itself. second_function's first byte as a return
	 * address belongs to whatever precedes it, never to second_function. */
	uint64_t second = (uint64_t)(uintptr_t)&second_function;
	uint64_t frames[] = {
		(uint64_t)(uintptr_t)&first_function + 1,
		second | STACK_IP_EXACT,
		second,
		(uint64_t)(uintptr_t)&getppid,
	};
	sb_reset(&out);
	stack_format(getpid(), frames, 4, false, &out);
	snprintf(want, sizeof(want), " > %s(first_function+0x1) [0x", exe);
	expect_prefix("frame 0", line_of(out.buf, 0), want);
	snprintf(want, sizeof(want), " > %s(second_function+0x0) [0x", exe);
	expect_prefix("exact frame", line_of(out.buf, 1), want);
	if (strstr(line_of(out.buf, 2), "(second_function+")) {
		printf("return address: \"%s\" names the function it returns into\n",
		       line_of(out.buf, 2));
		failures++;
	}
	if (!strstr(line_of(out.buf, 3), "libc.so.6(")) {
		printf("libc frame: got \"%s\"\n", line_of(out.buf, 3));
		failures++;
	}

	/* An address in no executable mapping: "?", and the walk stops there. */
	uint64_t lost[] = { (uint64_t)(uintptr_t)&first_function, 0x10, (uint64_t)(uintptr_t)&first_function };
	sb_reset(&out);
	stack_format(getpid(), lost, 3, false, &out);
	expect_eq("unknown frame", line_of(out.buf, 1), " > ? [0x10]");
	if (count_lines(out.buf) != 2) {
		printf("unknown frame: %d lines, expected 2\n", count_lines(out.buf));
		failures++;
	}

	/* The frame limit: frames beyond it become strace's one line. */
	opts.stack_frame_limit = 2;
	stack_set_frames(tcp, frames, 4, false);
	sb_reset(&out);
	stack_take_lines(tcp, &out);
	expect_eq("limit", line_of(out.buf, 2), " > too many stack frames");
	if (count_lines(out.buf) != 3) {
		printf("limit: %d lines, expected 3\n", count_lines(out.buf));
		failures++;
	}

	free(out.buf);
	tcb_free(tcp);
	if (failures)
		printf("%d failure(s)\n", failures);
	return failures ? 1 : 0;
}
