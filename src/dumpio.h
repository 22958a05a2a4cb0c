/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * -e read=SET / -e write=SET: after the line of a syscall that reads from (or
 * writes to) a descriptor in SET, a hex dump of the data, in strace's format:
 *
 *	 | 00000  68 69 0a                                          hi.              |
 *
 * vectors get " * N bytes in buffer I" before each buffer, and the mmsg calls
 * " = N buffers in vector I" before each message. Which syscalls move data, and
 * which way, is their SF_DATA_IN / SF_DATA_OUT property (src/syscalls.def); where
 * the data is, their argument names (buf, iov, msg, msgvec, msg_ptr).
 */
#ifndef SYSTRACE_DUMPIO_H
#define SYSTRACE_DUMPIO_H

#include <stdbool.h>
#include <stdio.h>

struct tcb;

/* -e write=SET (write true) or -e read=SET. */
void dumpio_set(bool write, const char *set);
/* True when some dump may be printed. */
bool dumpio_active(void);
/* After the syscall's line: its dump lines, if any, on fp. */
void dumpio_syscall(struct tcb *tcp, FILE *fp);

#endif
