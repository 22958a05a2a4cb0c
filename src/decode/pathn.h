/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A tracee path of bounded length (getcwd, getdents): a printing helper of the fs decoders. */
#ifndef SYSTRACE_DECODE_PATHN_H
#define SYSTRACE_DECODE_PATHN_H

#include <stdint.h>

struct tcb;

/*
 * The NUL-terminated string at addr, at most n characters (capped at PATH_MAX - 1),
 * with "..." after the quotes if it is longer; NULL or the address if unreadable.
 * Returns 1 if the NUL was found, 0 if the string was cut, -1 if nothing was read.
 */
int print_pathn(struct tcb *tcp, uint64_t addr, uint64_t n);

#endif
