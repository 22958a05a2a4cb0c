/* SPDX-License-Identifier: GPL-2.0-or-later */
#ifndef SYSTRACE_DECODE_MEM_H
#define SYSTRACE_DECODE_MEM_H

#include <stdint.h>

struct tcb;

/* "PROT_READ|PROT_WRITE" (also for pkey_mprotect). */
void print_mmap_prot(struct tcb *tcp, uint64_t prot);

#endif
