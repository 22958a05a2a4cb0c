/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The i386 personality: syscalls a 64-bit task makes with int $0x80 (or a 32-bit
 * task makes at all). They have their own numbers, argument counts and 32-bit
 * argument values; each row names the x86_64 syscall it stands for, whose classes
 * and properties it shares, and whose decoder it uses when that decoder is right
 * for 32-bit values (otherwise its arguments print as raw hex).
 */
#ifndef SYSTRACE_SYSCALL_I386_H
#define SYSTRACE_SYSCALL_I386_H

#include <stdbool.h>
#include <stdint.h>

#include "syscall_table.h"

struct tcb;
struct event;

/* The personalities, as strace numbers them (x86_64 builds). */
enum personality {
	PERS_X86_64 = 0,
	PERS_I386 = 1,
};

/* Build the rows (names, decoders, x86_64 counterparts). Called by syscall_table_init. */
void syscall_i386_init(void);
/* The row of i386 syscall nr, or NULL for a number the i386 table lacks.
 * A row's table_nr is its i386 number; its nr is the x86_64 number of the syscall
 * it stands for (-1: none), which is what the event's nr holds for it. */
const struct sysent *sysent_i386(int64_t nr);
/* The table's own consistency (tests/syscall_i386): numbers in order, counterparts
 * known, a counterpart's decoder only with its argument count. Calls complain for
 * each problem; returns how many. */
unsigned int syscall_i386_check(void (*complain)(const char *row, const char *what));
/* Iterate the i386 rows: the i-th, or NULL past the end. */
const struct sysent *sysent_i386_row(unsigned int i);
/* Whether -e trace= selects an i386 row: as its x86_64 counterpart, or, without
 * one, whenever no subset was asked for. */
bool syscall_i386_traced(const struct sysent *s);

/*
 * A backend saw a syscall entry of the i386 personality: fill ev (flags, nr, the
 * i386 number, arguments cut to 32 bits) from the number and the six registers
 * ebx, ecx, edx, esi, edi, ebp as the kernel reports them.
 */
void event_set_i386(struct event *ev, uint64_t nr, const uint64_t *args);

/* At an i386 entry, after tcp->sys is set: a socketcall becomes the socket call
 * it multiplexes (tcp->sys, ev.nr and ev.args), when its arguments can be read. */
void syscall_i386_subcall(struct tcb *tcp);

/*
 * -c counts a socketcall or ipc sub-call in a row of its own, apart from the
 * direct call of the same name (as strace 6.1 does): its slot in the 32-bit
 * table, past every i386 number, or -1 for any other call.
 */
#define I386_SLOT_SOCKETCALL 512
#define I386_SLOT_IPC 544
int syscall_i386_subcall_slot(const struct tcb *tcp);

/* The result of an i386 syscall as the task sees it: 32 bits, -errno sign-extended,
 * any other value zero-extended (strace prints it so: "= 0xf7f55000"). */
static inline int64_t i386_result(int64_t ret)
{
	int32_t r = (int32_t)ret;
	return r < 0 && r >= -4095 ? r : (int64_t)(uint32_t)ret;
}

/*
 * The task's syscall about to be reported runs in personality pers: if that is not
 * the one it was last seen in, say so as strace does ("[ Process PID=N runs in 32 bit
 * mode. ]"). Call before the new entry is put in tcp->ev.
 */
void syscall_personality(struct tcb *tcp, enum personality pers);

#endif
