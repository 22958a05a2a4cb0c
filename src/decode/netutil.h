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

#include "print_ext.h"
#include "time.h"

struct tcb;

/* Element printers for print_array: a descriptor (print_fd), "%#x" of a byte. */
bool print_fd_elem(struct tcb *tcp, const void *elem, size_t size, void *data);
bool print_xbyte_elem(struct tcb *tcp, const void *elem, size_t size, void *data);

/*
 * "[{iov_base="...", iov_len=N}, ...]": count iovecs at addr showing data_size bytes
 * of data in all (UINT64_MAX: everything each iov_len says), strace's way (the array
 * address alone when it is unreadable, "..." after -s entries unless -v).
 */
void print_iov_upto(struct tcb *tcp, uint64_t addr, uint64_t count, uint64_t data_size);

/* The same, each iovec's data printed by fn (len: what the budget leaves of it)
 * instead of as a string: netlink messages in sendmsg/recvmsg. */
typedef void (*iov_data_fn)(struct tcb *tcp, uint64_t addr, uint64_t len, void *data);
void print_iov_upto_fn(struct tcb *tcp, uint64_t addr, uint64_t count, uint64_t data_size,
		       iov_data_fn fn, void *fn_data);
/* The same for i386's struct iovec (two 32-bit words). */
void print_iov32_upto_fn(struct tcb *tcp, uint64_t addr, uint64_t count, uint64_t data_size,
			 iov_data_fn fn, void *fn_data);

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



/* An array element printer: one struct iovec as {iov_base=ADDR, iov_len=N}, the
 * data not followed (aio, io_uring, preadv, process_vm). */
bool print_iov_addr_elem(struct tcb *tcp, const void *elem, size_t size, void *data);

#endif
