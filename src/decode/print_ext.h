/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Printing helpers beyond print.h, written for the signal, time, resource,
 * polling and process-runtime decoders and usable by any other:
 * struct arguments read the way strace decides to show them, arrays,
 * bounded strings, flag sets as text for results.
 */
#ifndef SYSTRACE_DECODE_PRINT_EXT_H
#define SYSTRACE_DECODE_PRINT_EXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "fetch.h"
#include "print.h"
#include "qualify.h"
#include "tcb.h"
#include "xlat.h"

/*
 * Reading a syscall's struct argument: copy size bytes at addr into obj and
 * return true; or print the address ("NULL", "0x...") and return false. The
 * address is printed when it is NULL, when the syscall failed and we are at its
 * exit (the kernel wrote nothing), when -e verbose= leaves the syscall out (as
 * strace), or when the memory cannot be read.
 */
static inline bool umove_or_addr(struct tcb *tcp, uint64_t addr, void *obj, size_t size)
{
	if (!addr || (exiting(tcp) && syserror(tcp)) || !syscall_verbose(tcp->ev.nr) ||
	    fetch_mem(tcp, addr, obj, size) < 0) {
		print_addr(tcp, addr);
		return false;
	}
	return true;
}

#define UMOVE_OR_ADDR(tcp, addr, objp) umove_or_addr((tcp), (addr), (objp), sizeof(*(objp)))

/* True when the syscall was interrupted and will be restarted (ERESTARTSYS,
 * ERESTARTNOINTR, ERESTARTNOHAND, ERESTART_RESTARTBLOCK): the kernel may have
 * written out-arguments such as the time left. */
static inline bool is_erestart(const struct tcb *tcp)
{
	if (!(tcp->ev.flags & EV_HAS_RET))
		return false;
	int64_t r = tcp->ev.ret;
	return r == -512 || r == -513 || r == -514 || r == -516;
}

/* A pointer to an int the kernel reads or writes: "[5]", or the address. */
void print_int_at(struct tcb *tcp, uint64_t addr);

/* Print one element (already copied into elem); false stops the array there. */
typedef bool (*print_elem_fn)(struct tcb *tcp, const void *elem, size_t size, void *data);

enum print_array_flags {
	/* Read the elements even at the exit of a failed call (they are inputs). */
	PA_IGNORE_SYSERROR = 1 << 0,
};

/*
 * nmemb elements of elem_size bytes at addr, as strace prints arrays: "NULL", "[]",
 * the address alone when the first element cannot be read, "[a, b, ... /" "* 0x.. *" "/]"
 * when a later one cannot, and "..." after -s elements unless -v. elem_buf holds one
 * element. At exit of a failed call the elements are not read (the address is printed)
 * unless PA_IGNORE_SYSERROR. Returns true when every element was printed.
 */
bool print_array(struct tcb *tcp, uint64_t addr, uint64_t nmemb, void *elem_buf,
		 size_t elem_size, unsigned int flags, print_elem_fn fn, void *data);
/* The same for nmemb elements already in systrace's memory. */
void print_local_array(struct tcb *tcp, const void *base, size_t nmemb, size_t elem_size,
		       print_elem_fn fn, void *data);

/* fn for arrays of integers of 1, 2, 4 or 8 bytes: unsigned in decimal, unsigned
 * in hex, signed in decimal. */
bool print_uint_elem(struct tcb *tcp, const void *elem, size_t size, void *data);
bool print_xint_elem(struct tcb *tcp, const void *elem, size_t size, void *data);
bool print_int_elem(struct tcb *tcp, const void *elem, size_t size, void *data);

/*
 * A NUL-terminated string of at most len bytes at addr (prctl names): quoted,
 * cut at len or -s, whichever is less, with "..." when no NUL was seen there.
 */
void print_cstr_n(struct tcb *tcp, uint64_t addr, uint64_t len);

/*
 * A flag set as text in buf, for results shown after the return value: the
 * names in table order joined by "|", then any unknown rest in hex ("A|B|0x40").
 * A zero value gives the table's name for 0, if any. Returns buf, or NULL when
 * nothing would be printed: no bit known and, in auxstr_mode, unknown bits are
 * not shown alone (plain mode shows them: "0x40").
 */
const char *sprint_flags(char *buf, size_t size, const struct xlat *x, uint64_t flags,
			 bool auxstr_mode);
/* The same, as -X writes flags: names (abbrev), the number (raw), or the number
 * and the names in a comment (verbose). Never NULL. */
const char *sprint_flags_styled(char *buf, size_t size, const struct xlat *x, uint64_t flags);

/* 16 bytes as a UUID, "01234567-89ab-cdef-0123-456789abcdef" (unquoted). */
void print_uuid(struct tcb *tcp, const uint8_t *b);
/* "IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4)" (ioprio.c; aio's aio_reqprio too). */
void print_ioprio(struct tcb *tcp, uint32_t ioprio);

#endif
