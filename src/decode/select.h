/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * What select and poll print, shared by x86-64's decoders (poll.c) and i386's
 * (i386_select.c): the two ABIs differ only in word sizes and timeout types,
 * which the callers give.
 */
#ifndef SYSTRACE_DECODE_SELECT_H
#define SYSTRACE_DECODE_SELECT_H

#include <stdint.h>

#include "tcb.h"

/* poll's and ppoll's first two arguments at entry, each followed by a separator:
 * the array of struct pollfd (alike on both ABIs) and nfds. */
void poll_print_fds(struct tcb *tcp);

/* select's first four arguments a[0..3] at entry: nfds, then the in, out and
 * except sets, read for nfds descriptors in whole words of word bytes (8 on
 * x86-64, 4 on i386), as the kernel reads them. */
void select_print_sets(struct tcb *tcp, const uint64_t *a, unsigned int word);

/* select's summary at exit, after the return value: "Timeout", or the ready
 * descriptors of each set ("in [3], out [4]") and, when left is not NULL,
 * "left " and that text (the timeout the kernel wrote back). */
int select_summary(struct tcb *tcp, const uint64_t *a, unsigned int word, const char *left);

/* pselect6's sixth argument: a {sigset_t *, size_t} pair of words of word bytes. */
void select_print_sigmask_pair(struct tcb *tcp, uint64_t addr, unsigned int word);

#endif
