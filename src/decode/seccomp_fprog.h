/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Classic BPF programs given to seccomp (prctl PR_SET_SECCOMP, seccomp()). */
#ifndef SYSTRACE_DECODE_SECCOMP_FPROG_H
#define SYSTRACE_DECODE_SECCOMP_FPROG_H

#include <stdint.h>

struct tcb;

/*
 * A struct sock_fprog at addr: "{len=4, filter=0x...}"; with -v the filter is
 * the instruction array, "[BPF_STMT(BPF_LD|BPF_W|BPF_ABS, 0x4), BPF_JUMP(...),
 * ..., BPF_STMT(BPF_RET|BPF_K, SECCOMP_RET_ALLOW)]". Prints the address when
 * the struct cannot be read.
 */
void print_seccomp_fprog_at(struct tcb *tcp, uint64_t addr);

#endif
