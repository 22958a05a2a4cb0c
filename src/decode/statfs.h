/* SPDX-License-Identifier: GPL-2.0-or-later */
/* struct statfs in its three layouts: x86_64's, i386's statfs and statfs64. */
#ifndef SYSTRACE_DECODE_STATFS_H
#define SYSTRACE_DECODE_STATFS_H

#include <stdint.h>

struct tcb;

enum statfs_layout { STATFS_NATIVE, STATFS_I386, STATFS64_I386 };

void print_statfs_at(struct tcb *tcp, uint64_t addr, enum statfs_layout layout);

#endif
