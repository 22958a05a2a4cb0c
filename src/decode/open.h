/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Open flags are printed by fcntl (F_GETFL/F_SETFL) too. */
#ifndef SYSTRACE_DECODE_OPEN_H
#define SYSTRACE_DECODE_OPEN_H

#include <stdint.h>

struct tcb;

/* "O_RDONLY|O_CLOEXEC": the access mode, then the other flags. */
void print_open_flags(struct tcb *tcp, uint64_t flags);

#endif
