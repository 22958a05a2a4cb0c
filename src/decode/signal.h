/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Signal sets and signal-related structs, for any decoder that meets them. */
#ifndef SYSTRACE_DECODE_SIGNAL_H
#define SYSTRACE_DECODE_SIGNAL_H

#include <stdint.h>

struct tcb;

/* The kernel's sigset_t on x86_64: 64 signals, 8 bytes. */
#define KERNEL_SIGSET_BYTES 8

/*
 * A signal set already in systrace's memory, bytes long (at most 8 are used):
 * "[INT TERM]", "[]", or, when two thirds or more of the bits are set, the
 * complement: "~[KILL STOP RTMIN RT_1]".
 */
void print_sigmask(struct tcb *tcp, const void *mask, unsigned int bytes);
/*
 * A sigset_t of len bytes at addr in the tracee (rt_sigprocmask, ppoll, ...):
 * the set, or the address when len is not 8, the memory is unreadable or the
 * syscall failed and this is its exit.
 */
void print_sigset_addr_len(struct tcb *tcp, uint64_t addr, uint64_t len);
/* A siginfo_t at addr: "{si_signo=SIGUSR1, si_code=SI_QUEUE, ...}" or the address. */
void print_siginfo_at(struct tcb *tcp, uint64_t addr);

#endif
