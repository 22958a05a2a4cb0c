/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Classic BPF programs (struct sock_fprog), as SO_ATTACH_FILTER and SO_GET_FILTER carry them. */
#ifndef SYSTRACE_DECODE_SOCK_FPROG_H
#define SYSTRACE_DECODE_SOCK_FPROG_H

#include <stdbool.h>
#include <stdint.h>

struct tcb;

/* One classic BPF instruction's code: "BPF_LD|BPF_W|BPF_ABS". */
void print_cbpf_code(struct tcb *tcp, uint16_t code);

/* Prints the k operand of a BPF_STMT its own way and returns true, or returns false
 * for the default hex. */
typedef bool (*cbpf_print_k_fn)(struct tcb *tcp, uint16_t code, uint32_t k);

/*
 * len instructions at addr: "[BPF_STMT(...), BPF_JUMP(...), ...]" with -v; without -v
 * (as strace) only the address.
 */
void print_cbpf_prog(struct tcb *tcp, uint64_t addr, unsigned int len, cbpf_print_k_fn print_k);

/* A struct sock_fprog at addr: "{len=N, filter=...}", socket filter operands decoded. */
void decode_sock_fprog(struct tcb *tcp, uint64_t addr);
/* The len instructions of a socket filter at addr (getsockopt SO_GET_FILTER). */
void print_sock_filter_prog(struct tcb *tcp, uint64_t addr, unsigned int len);

/* The size of struct sock_fprog, which setsockopt's length must equal. */
#define SOCK_FPROG_SIZE 16

#endif
