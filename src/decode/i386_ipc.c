/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * i386's msgctl, semctl, shmctl (direct, or through ipc()): the structures of
 * i386 (the kernel's compat_msqid64_ds, compat_semid64_ds, compat_shmid64_ds,
 * whatever the command's IPC_64 bit, as strace reads them), printed as the x86_64
 * decoders (ipc_msg.c, ipc_sem.c, ipc_shm.c) print theirs. Each structure is a
 * list of 32-bit (or 16-bit) fields after an ipc64_perm of i386.
 */
#include "config.h"

#include <linux/ipc.h>
#include <string.h>

#include "decode.h"
#include "i386.h"
#include "ipc.h"
#include "print_ext.h"
#include "time.h"
#include "xlat/msgctl_cmds.h"
#include "xlat/semctl_cmds.h"
#include "xlat/shmctl_cmds.h"

enum { F_U32, F_S32, F_U16 };

struct field32 {
	const char *name;
	uint8_t off;
	uint8_t kind;
	bool always;	/* printed for IPC_SET too */
};

/* i386's struct ipc64_perm: 36 bytes, a 16-bit mode. */
#define PERM32_SIZE 36

static void print_fields32(struct tcb *tcp, const uint8_t *b, const struct field32 *f,
			   size_t n, unsigned int cmd)
{
	for (size_t i = 0; i < n; i++) {
		if (cmd == IPC_SET_ && !f[i].always)
			continue;
		uint32_t w = 0;
		uint16_t h;
		value_field(tcp, f[i].name);
		if (f[i].kind == F_U16) {
			memcpy(&h, b + f[i].off, sizeof(h));
			value_uint(tcp, h, VB_DEC);
			continue;
		}
		memcpy(&w, b + f[i].off, sizeof(w));
		if (f[i].kind == F_S32)
			value_int(tcp, (int32_t)w);
		else
			value_uint(tcp, w, VB_DEC);
	}
}

/* "{perm_name={...}, fields...}" from size bytes at addr. */
static void print_ds32(struct tcb *tcp, uint64_t addr, unsigned int cmd, const char *perm_name,
		       const struct field32 *f, size_t n, size_t size)
{
	uint8_t b[96];
	if (size > sizeof(b) || !umove_or_addr(tcp, addr, b, size))
		return;
	struct ipc64_perm perm;
	uint16_t mode, seq;
	memset(&perm, 0, sizeof(perm));
	memcpy(&perm.key, b, 4);
	memcpy(&perm.uid, b + 4, 4);
	memcpy(&perm.gid, b + 8, 4);
	memcpy(&perm.cuid, b + 12, 4);
	memcpy(&perm.cgid, b + 16, 4);
	memcpy(&mode, b + 20, 2);
	memcpy(&seq, b + 24, 2);
	perm.mode = mode;
	perm.seq = seq;
	value_struct_begin(tcp);
	value_field(tcp, perm_name);
	print_ipc_perm(tcp, &perm, cmd);
	print_fields32(tcp, b, f, n, cmd);
	value_struct_end(tcp);
}

/* A structure of fields only (the IPC_INFO ones). */
static void print_info32(struct tcb *tcp, uint64_t addr, const struct field32 *f, size_t n,
			 size_t size)
{
	uint8_t b[64];
	if (size > sizeof(b) || !umove_or_addr(tcp, addr, b, size))
		return;
	value_struct_begin(tcp);
	print_fields32(tcp, b, f, n, IPC_STAT_);
	value_struct_end(tcp);
}

static const struct field32 msqid_fields[] = {
	{ "msg_stime", 36, F_U32, false }, { "msg_rtime", 44, F_U32, false },
	{ "msg_ctime", 52, F_U32, false }, { "msg_qnum", 64, F_U32, false },
	{ "msg_qbytes", 68, F_U32, true }, { "msg_lspid", 72, F_S32, false },
	{ "msg_lrpid", 76, F_S32, false },
};

static const struct field32 msginfo_fields[] = {
	{ "msgpool", 0, F_S32, false }, { "msgmap", 4, F_S32, false },
	{ "msgmax", 8, F_S32, false }, { "msgmnb", 12, F_S32, false },
	{ "msgmni", 16, F_S32, false }, { "msgssz", 20, F_S32, false },
	{ "msgtql", 24, F_S32, false }, { "msgseg", 28, F_U16, false },
};

static const struct field32 semid_fields[] = {
	{ "sem_otime", 36, F_U32, false }, { "sem_ctime", 44, F_U32, false },
	{ "sem_nsems", 52, F_U32, false },
};

static const struct field32 seminfo_fields[] = {
	{ "semmap", 0, F_S32, false }, { "semmni", 4, F_S32, false },
	{ "semmns", 8, F_S32, false }, { "semmnu", 12, F_S32, false },
	{ "semmsl", 16, F_S32, false }, { "semopm", 20, F_S32, false },
	{ "semume", 24, F_S32, false }, { "semusz", 28, F_S32, false },
	{ "semvmx", 32, F_S32, false }, { "semaem", 36, F_S32, false },
};

static const struct field32 shmid_fields[] = {
	{ "shm_segsz", 36, F_U32, false }, { "shm_cpid", 64, F_S32, false },
	{ "shm_lpid", 68, F_S32, false }, { "shm_nattch", 72, F_U32, false },
	{ "shm_atime", 40, F_U32, false }, { "shm_dtime", 48, F_U32, false },
	{ "shm_ctime", 56, F_U32, false },
};

static const struct field32 shminfo_fields[] = {
	{ "shmmax", 0, F_U32, false }, { "shmmin", 4, F_U32, false },
	{ "shmmni", 8, F_U32, false }, { "shmseg", 12, F_U32, false },
	{ "shmall", 16, F_U32, false },
};

static const struct field32 shm_info_fields[] = {
	{ "used_ids", 0, F_S32, false }, { "shm_tot", 4, F_U32, false },
	{ "shm_rss", 8, F_U32, false }, { "shm_swp", 12, F_U32, false },
	{ "swap_attempts", 16, F_U32, false }, { "swap_successes", 20, F_U32, false },
};

/* The commands that read a structure at exit: *_STAT, *_STAT_ANY, *_INFO. */
enum { MSG_STAT_ = 11, MSG_INFO_ = 12, MSG_STAT_ANY_ = 13, SEM_STAT_ = 18, SEM_INFO_ = 19,
       SEM_STAT_ANY_ = 20, SHM_STAT_ = 13, SHM_INFO_ = 14, SHM_STAT_ANY_ = 15 };

enum ipc_kind { MSQ, SEM, SHM };

static void print_ds(struct tcb *tcp, enum ipc_kind kind, uint64_t addr, unsigned int cmd)
{
	if (kind == MSQ)
		print_ds32(tcp, addr, cmd, "msg_perm", msqid_fields, ARRAY_SIZE(msqid_fields), 88);
	else if (kind == SEM)
		print_ds32(tcp, addr, cmd, "sem_perm", semid_fields, ARRAY_SIZE(semid_fields), 64);
	else
		print_ds32(tcp, addr, cmd, "shm_perm", shmid_fields, ARRAY_SIZE(shmid_fields), 84);
}

/*
 * The command (argument cmd_idx) and structure (argument addr_idx) of a ctl call,
 * after the arguments before cmd_idx printed by the caller at entry.
 */
static int ctl32(struct tcb *tcp, enum ipc_kind kind, unsigned int cmd_idx, uint64_t addr)
{
	static const struct xlat *const cmds[] = { &msgctl_cmds, &semctl_cmds, &shmctl_cmds };
	static const char *const dflt[] = { "MSG_???", "SEM_???", "SHM_???" };
	unsigned int cmd = (uint32_t)ARG(cmd_idx) & ~IPC_64_;
	bool info = (kind == MSQ && (cmd == IPC_INFO_ || cmd == MSG_INFO_)) ||
		    (kind == SEM && (cmd == IPC_INFO_ || cmd == SEM_INFO_)) ||
		    (kind == SHM && (cmd == IPC_INFO_ || cmd == SHM_INFO_));
	bool stat = cmd == IPC_STAT_ ||
		    (kind == MSQ && (cmd == MSG_STAT_ || cmd == MSG_STAT_ANY_)) ||
		    (kind == SEM && (cmd == SEM_STAT_ || cmd == SEM_STAT_ANY_)) ||
		    (kind == SHM && (cmd == SHM_STAT_ || cmd == SHM_STAT_ANY_));
	if (entering(tcp)) {
		print_ipc_cmd(tcp, cmds[kind], ARG(cmd_idx), dflt[kind]);
		tprint_sep(tcp);
		if (cmd == IPC_SET_) {
			print_ds(tcp, kind, addr, cmd);
			return RVAL_DECODED;
		}
		if (stat || info)
			return 0;
		print_addr(tcp, addr);
		return RVAL_DECODED;
	}
	if (!info)
		print_ds(tcp, kind, addr, cmd);
	else if (kind == MSQ)
		print_info32(tcp, addr, msginfo_fields, ARRAY_SIZE(msginfo_fields), 32);
	else if (kind == SEM)
		print_info32(tcp, addr, seminfo_fields, ARRAY_SIZE(seminfo_fields), 40);
	else if (cmd == IPC_INFO_)
		print_info32(tcp, addr, shminfo_fields, ARRAY_SIZE(shminfo_fields), 36);
	else
		print_info32(tcp, addr, shm_info_fields, ARRAY_SIZE(shm_info_fields), 24);
	return 0;
}

/* msgctl(msqid, cmd, buf), shmctl(shmid, cmd, buf) */
SYS_FUNC(i386_msgctl)
{
	if (entering(tcp)) {
		print_dec(tcp, (int32_t)ARG(0));
		tprint_sep(tcp);
	}
	return ctl32(tcp, MSQ, 1, ARG(2));
}

SYS_FUNC(i386_shmctl)
{
	if (entering(tcp)) {
		print_dec(tcp, (int32_t)ARG(0));
		tprint_sep(tcp);
	}
	return ctl32(tcp, SHM, 1, ARG(2));
}

/* semctl(semid, semnum, cmd, arg): arg is the union semun itself, a 32-bit word. */
SYS_FUNC(i386_semctl)
{
	if (entering(tcp)) {
		print_dec(tcp, (int32_t)ARG(0));
		tprint_sep(tcp);
		print_dec(tcp, (int32_t)ARG(1));
		tprint_sep(tcp);
	}
	return ctl32(tcp, SEM, 2, (uint32_t)ARG(3));
}

/* ipc(SEMTIMEDOP): semop's three, then i386's timespec. */
SYS_FUNC(i386_semtimedop)
{
	decode_semop(tcp);
	tprint_sep(tcp);
	int32_t ts[2];
	if (UMOVE_OR_ADDR(tcp, ARG(3), &ts))
		print_timespec_val(tcp, ts[0], ts[1]);
	return RVAL_DECODED;
}
