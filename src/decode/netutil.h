/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * General printing helpers written for the socket decoders, usable by any decoder:
 * strace-style arrays (of tracee memory or of a local buffer), iovec arrays with a
 * data budget, network interface indexes, an int behind a pointer, and timespecs.
 */
#ifndef SYSTRACE_DECODE_NETUTIL_H
#define SYSTRACE_DECODE_NETUTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct tcb;

/* Prints one element; returning false ends the array there. */
typedef bool (*print_elem_fn)(struct tcb *tcp, const void *elem, size_t size, void *data);

enum print_array_flags {
	/* Read the elements even when the syscall failed (they are inputs). */
	PA_IGNORE_SYSERROR = 1 << 0,
};

/*
 * nmemb elements of elem_size bytes at addr, as strace prints arrays: "NULL", "[]",
 * the address alone when the first element cannot be read, "[a, b, ... /" "* 0x.. *" "/]"
 * when a later one cannot, and "..." after -s elements unless -v. elem_buf holds one
 * element. At exit of a failed call the elements are not read (the address is printed)
 * unless PA_IGNORE_SYSERROR. Returns true when every element was printed.
 */
bool print_tracee_array(struct tcb *tcp, uint64_t addr, uint64_t nmemb, void *elem_buf,
			size_t elem_size, unsigned int flags, print_elem_fn fn, void *data);
/* The same for nmemb elements already in systrace's memory. */
void print_local_array(struct tcb *tcp, const void *base, size_t nmemb, size_t elem_size,
		       print_elem_fn fn, void *data);

/* Element printers for the arrays above: a descriptor (print_fd), "%u", "%#x" of a byte. */
bool print_fd_elem(struct tcb *tcp, const void *elem, size_t size, void *data);
bool print_uint_elem(struct tcb *tcp, const void *elem, size_t size, void *data);
bool print_xbyte_elem(struct tcb *tcp, const void *elem, size_t size, void *data);

/*
 * "[{iov_base="...", iov_len=N}, ...]": count iovecs at addr showing data_size bytes
 * of data in all (UINT64_MAX: everything each iov_len says), strace's way (the array
 * address alone when it is unreadable, "..." after -s entries unless -v).
 */
void print_iov_upto(struct tcb *tcp, uint64_t addr, uint64_t count, uint64_t data_size);

/* An interface index: if_nametoindex("lo") when the index names an interface here,
 * else the number. */
void print_ifindex(struct tcb *tcp, unsigned int ifindex);

/*
 * len bytes at addr as a quoted string cut at -s with "...", reading one byte more
 * than -s as strace does (so a buffer that is unreadable just past -s bytes prints
 * as its address, like strace). style: print_quoted's QUOTE_FORCE_HEX or 0.
 */
void print_strn(struct tcb *tcp, uint64_t addr, uint64_t len, unsigned int style);

/* A user or group id: decimal, or -1. */
void print_id(struct tcb *tcp, uint32_t id);

/* "[N]" for the int at addr, or the address when unreadable. */
void print_int_at(struct tcb *tcp, uint64_t addr);

/* "{tv_sec=S, tv_nsec=N}" from a timespec at addr into buf (size >= 64):
 * "NULL", or the address in hex when unreadable. Returns buf. */
const char *sprint_timespec_at(struct tcb *tcp, uint64_t addr, char *buf, size_t size);

#endif
