/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Syscall names, arguments, classes, properties and decoders, indexed by x86_64 number.
 * The rows are generated from src/syscalls.def (src/syscallent.h). */
#ifndef SYSCALL_TABLE_H
#define SYSCALL_TABLE_H

#include <stdbool.h>

struct tcb;

/* A decoder prints a syscall's arguments; see decode.h for what it returns. */
typedef int (*sys_decoder)(struct tcb *tcp);

/* Classes, for -e trace=%class, and properties the tracer needs. */
enum sys_flags {
	TD = 1u << 0,		/* %desc: takes or returns a file descriptor */
	TF = 1u << 1,		/* %file: takes a file name */
	TP = 1u << 2,		/* %process: process lifecycle */
	TN = 1u << 3,		/* %net (%network): sockets */
	TS = 1u << 4,		/* %signal */
	TI = 1u << 5,		/* %ipc: SysV IPC */
	TM = 1u << 6,		/* %memory: memory mapping */
	TC = 1u << 7,		/* %creds: user and group ids, capabilities */
	TCL = 1u << 8,		/* %clock: read or set clocks */
	TST = 1u << 9,		/* %stat */
	TLST = 1u << 10,	/* %lstat */
	TFST = 1u << 11,	/* %fstat */
	TSTA = 1u << 12,	/* %%stat: every stat variant */
	TSF = 1u << 13,		/* %statfs */
	TFSF = 1u << 14,	/* %fstatfs */
	TSFA = 1u << 15,	/* %%statfs */
	PU = 1u << 16,		/* %pure: no arguments, always succeeds */
	/* Properties (src/syscalls.def): the core and the backends test these, never a
	 * decoder, a name or a number. */
	NR = 1u << 17,		/* never returns on success (exit, exit_group) */
	MC = 1u << 18,		/* may change the code mappings (stack-trace caches) */
	SF_EXECVE = 1u << 19,	/* replaces the process image (execve, execveat) */
	SF_EXIT = 1u << 20,	/* ends the calling thread (exit) */
	SF_EXIT_GROUP = 1u << 21, /* ends the whole process (exit_group) */
	SF_CLONE = 1u << 22,	/* makes a new task (clone, clone3, fork, vfork) */
	SF_WAIT = 1u << 23,	/* reaps a child (wait4, waitid) */
	SF_SIGRETURN = 1u << 24, /* returns from a signal handler (rt_sigreturn) */
	SF_DATA_IN = 1u << 25,	/* fills the program's buffers with data read from its
				 * fd, argument 0 (read, recvmsg, ...): -e read= */
	SF_DATA_OUT = 1u << 26,	/* sends the program's buffers to its fd, argument 0
				 * (write, sendmsg, ...): -e write= */
};

struct sysent {
	const char *name;
	unsigned int nargs;
	unsigned int flags;	/* enum sys_flags */
	sys_decoder decode;	/* NULL: print raw arguments */
	/* Argument names as the kernel's prototype gives them ("dirfd", "pathname", ...),
	 * for structured output; the first nargs are set, the others NULL. */
	const char *arg_names[6];
	int table_nr;		/* the number src/syscalls.def gives (the test compares them) */
	int nr;			/* x86_64 number from libseccomp, -1 if libseccomp lacks it */
};

/* Largest syscall number systrace keeps a table slot for, plus one. */
#define SYSCALL_NR_MAX 1024

/* Resolve every row's number with libseccomp. Call once before anything else. */
void syscall_table_init(void);
/* The entry for nr; for a number systrace does not know, a generic entry (name NULL). */
const struct sysent *sysent_by_nr(int nr);
/* Number for a name, or -1. */
int syscall_nr_by_name(const char *name);
/* Iterate the table: the i-th row, or NULL past the end. */
const struct sysent *sysent_row(unsigned int i);
/* The index of syscall nr's argument called name in its description
 * (src/syscalls.def: "flags", "cl_args", "pathname"...), or -1: where an argument
 * is, found without testing syscall numbers. */
int sysent_arg_index(int nr, const char *name);
/* The same for a row already at hand (an i386 row included). */
int sysent_arg_pos(const struct sysent *s, const char *name);
/* The classes and properties of syscall nr (0 for a number systrace does not know). */
static inline unsigned int syscall_flags(int nr)
{
	return sysent_by_nr(nr)->flags;
}
/* Fill nrs with the numbers of the syscalls that have any of the flags, then -1;
 * max counts the -1. Returns how many numbers were written (the rest do not fit). */
unsigned int syscall_nrs_with(unsigned int flags, int *nrs, unsigned int max);

#endif
