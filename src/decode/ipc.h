/* SPDX-License-Identifier: GPL-2.0-or-later */
/* What the System V IPC decoders (ipc_shm.c, ipc_sem.c, ipc_msg.c) share. */
#ifndef SYSTRACE_DECODE_IPC_H
#define SYSTRACE_DECODE_IPC_H

#include <stdint.h>

struct tcb;
struct xlat;

#define IPC_64_ 0x100
#define IPC_RMID_ 0
#define IPC_SET_ 1
#define IPC_STAT_ 2
#define IPC_INFO_ 3

/* A key: IPC_PRIVATE or hex. */
void print_ipc_key(struct tcb *tcp, uint64_t key);
/* A *get flag word: the flags above the permission bits, then the permissions in octal,
 * "IPC_CREAT|0600" (semget, msgget). */
void print_ipc_get_flags(struct tcb *tcp, const struct xlat *x, uint64_t flags);
/* A *ctl command: "IPC_64|IPC_STAT", or hex with dflt as a comment. */
void print_ipc_cmd(struct tcb *tcp, const struct xlat *x, uint64_t cmd, const char *dflt);
/* The struct ipc64_perm at the start of every *id64_ds, as field "name": IPC_SET shows
 * what the call sets (uid, gid, mode), the others all of it. */
void print_ipc_perm(struct tcb *tcp, const void *perm, unsigned int cmd);

#endif
