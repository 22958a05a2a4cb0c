/* SPDX-License-Identifier: GPL-2.0-or-later */
/* semget, semop, semtimedop, semctl: System V semaphores. */
#include "config.h"

#include <linux/sem.h>

#include "decode.h"
#include "ipc.h"
#include "print_ext.h"
#include "time.h"
#include "xlat/ipc_resource_flags.h"
#include "xlat/semctl_cmds.h"
#include "xlat/semop_flags.h"

#define SEM_STAT_ 18
#define SEM_INFO_ 19
#define SEM_STAT_ANY_ 20

SYS_FUNC(semget)
{
	print_ipc_key(tcp, ARG(0));
	tprint_sep(tcp);
	print_dec(tcp, (int)ARG(1));
	tprint_sep(tcp);
	print_ipc_get_flags(tcp, &ipc_resource_flags, ARG(2));
	return RVAL_DECODED;
}

static bool print_sembuf(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	struct sembuf sb;
	memcpy(&sb, elem, sizeof(sb));
	value_struct_begin(tcp);
	value_field(tcp, "sem_num");
	value_uint(tcp, sb.sem_num, VB_DEC);
	value_field(tcp, "sem_op");
	value_int(tcp, sb.sem_op);
	value_field(tcp, "sem_flg");
	print_flags(tcp, &semop_flags, (uint16_t)sb.sem_flg, "SEM_???");
	value_struct_end(tcp);
	return true;
}

/* "[{sem_num=0, sem_op=1, sem_flg=SEM_UNDO}], 1" */
static void print_sops(struct tcb *tcp, uint64_t addr, unsigned int n)
{
	struct sembuf sb;
	print_array(tcp, addr, n, &sb, sizeof(sb), 0, print_sembuf, NULL);
	tprint_sep(tcp);
	print_udec(tcp, n);
}

SYS_FUNC(semop)
{
	print_dec(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_sops(tcp, ARG(1), (unsigned int)ARG(2));
	return RVAL_DECODED;
}

SYS_FUNC(semtimedop)
{
	print_dec(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_sops(tcp, ARG(1), (unsigned int)ARG(2));
	tprint_sep(tcp);
	print_timespec_at(tcp, ARG(3));
	return RVAL_DECODED;
}

static void print_semid_ds(struct tcb *tcp, uint64_t addr, unsigned int cmd)
{
	struct semid64_ds ds;
	if (!umove_or_addr(tcp, addr, &ds, sizeof(ds)))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "sem_perm");
	print_ipc_perm(tcp, &ds.sem_perm, cmd);
	if (cmd != IPC_SET_) {
		value_field(tcp, "sem_otime");
		value_uint(tcp, (uint64_t)ds.sem_otime, VB_DEC);
		value_field(tcp, "sem_ctime");
		value_uint(tcp, (uint64_t)ds.sem_ctime, VB_DEC);
		value_field(tcp, "sem_nsems");
		value_uint(tcp, ds.sem_nsems, VB_DEC);
	}
	value_struct_end(tcp);
}

static void print_seminfo(struct tcb *tcp, uint64_t addr)
{
	struct seminfo info;
	if (!umove_or_addr(tcp, addr, &info, sizeof(info)))
		return;
	static const char *const names[] = { "semmap", "semmni", "semmns", "semmnu", "semmsl",
					     "semopm", "semume", "semusz", "semvmx", "semaem" };
	const int vals[] = { info.semmap, info.semmni, info.semmns, info.semmnu, info.semmsl,
			     info.semopm, info.semume, info.semusz, info.semvmx, info.semaem };
	value_struct_begin(tcp);
	for (size_t i = 0; i < sizeof(vals) / sizeof(vals[0]); i++) {
		value_field(tcp, names[i]);
		value_int(tcp, vals[i]);
	}
	value_struct_end(tcp);
}

SYS_FUNC(semctl)
{
	unsigned int cmd = (uint32_t)ARG(2) & ~IPC_64_;
	uint64_t addr = ARG(3);
	if (entering(tcp)) {
		print_dec(tcp, (int)ARG(0));
		tprint_sep(tcp);
		print_dec(tcp, (int)ARG(1));
		tprint_sep(tcp);
		print_ipc_cmd(tcp, &semctl_cmds, ARG(2), "SEM_???");
		tprint_sep(tcp);
		switch (cmd) {
		case IPC_SET_:
			print_semid_ds(tcp, addr, cmd);
			return RVAL_DECODED;
		case IPC_STAT_:
		case SEM_STAT_:
		case SEM_STAT_ANY_:
		case IPC_INFO_:
		case SEM_INFO_:
			return 0;
		default:
			print_addr(tcp, addr);
			return RVAL_DECODED;
		}
	}
	if (cmd == IPC_INFO_ || cmd == SEM_INFO_)
		print_seminfo(tcp, addr);
	else
		print_semid_ds(tcp, addr, cmd);
	return 0;
}
