/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Reading the tracee's memory. Every decoder goes through these, so a backend
 * only supplies one primitive (backend->read_mem): live reads for ptrace and
 * seccomp, copies taken at capture time for the buffered mode.
 */
#ifndef SYSTRACE_FETCH_H
#define SYSTRACE_FETCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

struct tcb;

/* Copy len bytes at addr into buf. Returns 0, or -EFAULT (or another -errno) if unreadable. */
/* -e verbose= leaving out a call whose decoders read structures with fetch_mem
 * directly (ioctl): while on, fetch_mem fails as on an unreadable address, so
 * they print the address, as strace does. Strings are still read. */
void fetch_block_structs(bool on);
int fetch_mem(struct tcb *tcp, uint64_t addr, void *buf, size_t len);

/* Copy a NUL-terminated string of at most size bytes (NUL included) into buf.
 * Returns its length when the NUL was found, size when it was not (buf is then
 * not terminated), or -errno if the memory is unreadable. */
int fetch_str(struct tcb *tcp, uint64_t addr, char *buf, size_t size);

#define fetch_obj(tcp, addr, objp) fetch_mem((tcp), (addr), (objp), sizeof(*(objp)))

/* The live-process primitive the ptrace and seccomp backends use:
 * process_vm_readv, falling back to /proc/PID/mem where that syscall is refused. */
int read_mem_live(pid_t pid, uint64_t addr, void *buf, size_t len);

#endif
