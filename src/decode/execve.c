/* SPDX-License-Identifier: GPL-2.0-or-later */
/* execve, execveat. */
#include "config.h"

#include <limits.h>

#include "decode.h"
#include "qualify.h"
#include "xlat/at_flags.h"

#define PTRS_PER_READ 64

/* Walk a NULL-terminated pointer array in the tracee. Calls fn for each of the first
 * `limit` elements and returns how many elements there are, or -1 if unreadable. */
static long walk_ptr_array(struct tcb *tcp, uint64_t addr, unsigned long limit,
			   void (*fn)(struct tcb *, uint64_t, unsigned long))
{
	uint64_t ptrs[PTRS_PER_READ];
	unsigned long n = 0;
	for (;;) {
		/* Read up to the page end so an array at the end of a mapping is still read. */
		uint64_t a = addr + n * sizeof(uint64_t);
		size_t room = (4096 - (a % 4096)) / sizeof(uint64_t);
		size_t count = room < PTRS_PER_READ ? room : PTRS_PER_READ;
		if (count == 0)
			count = 1;
		if (fetch_mem(tcp, a, ptrs, count * sizeof(uint64_t)) < 0)
			return n ? (long)n : -1;
		for (size_t i = 0; i < count; i++, n++) {
			if (!ptrs[i])
				return (long)n;
			if (fn && n < limit)
				fn(tcp, ptrs[i], n);
		}
		if (!fn && n > 1u << 20)	/* a runaway array: stop counting */
			return (long)n;
	}
}

static void print_arg_string(struct tcb *tcp, uint64_t str, unsigned long i)
{
	(void)i;
	value_elem(tcp);
	print_cstr(tcp, str);
}

/* ["ls", "-l"]; after -s elements, "..." unless -v (strace abbreviates only then).
 * Outside -e verbose=, the address. */
static void print_argv(struct tcb *tcp, uint64_t addr)
{
	if (!addr || !syscall_verbose(tcp->ev.nr)) {
		print_addr(tcp, addr);
		return;
	}
	unsigned long limit = opts.verbose ? ULONG_MAX : opts.max_strlen;
	size_t mark = tcp->text.len;
	value_array_begin(tcp);
	long n = walk_ptr_array(tcp, addr, limit, print_arg_string);
	if (n < 0) {
		/* Unreadable: take the array back (the value layer sees the buffer
		 * shrink and starts again from what is left) and print the address. */
		tcp->text.len = mark;
		tcp->text.buf[mark] = '\0';
		print_addr(tcp, addr);
		return;
	}
	if ((unsigned long)n > limit)
		value_array_more(tcp);
	value_array_end(tcp);
}

/* The environment: in full with -v, else its address and size (only the address
 * outside -e verbose=). */
static void print_envp(struct tcb *tcp, uint64_t addr)
{
	if (opts.verbose || !addr || !syscall_verbose(tcp->ev.nr)) {
		print_argv(tcp, addr);
		return;
	}
	print_addr(tcp, addr);
	long n = walk_ptr_array(tcp, addr, 0, NULL);
	if (n >= 0)
		value_commentf(tcp, "%ld var%s", n, n == 1 ? "" : "s");
}

SYS_FUNC(execve)
{
	print_path(tcp, ARG(0));
	tprint_sep(tcp);
	print_argv(tcp, ARG(1));
	tprint_sep(tcp);
	print_envp(tcp, ARG(2));
	return RVAL_DECODED;
}

SYS_FUNC(execveat)
{
	print_dirfd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_path(tcp, ARG(1));
	tprint_sep(tcp);
	print_argv(tcp, ARG(2));
	tprint_sep(tcp);
	print_envp(tcp, ARG(3));
	tprint_sep(tcp);
	print_flags(tcp, &at_flags, (uint32_t)ARG(4), "AT_???");
	return RVAL_DECODED;
}
