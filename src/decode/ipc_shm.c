/* SPDX-License-Identifier: GPL-2.0-or-later */
/* shmget, shmat, shmdt, shmctl: System V shared memory. */
#include "config.h"

#include <stdio.h>
#include <linux/shm.h>

#include "decode.h"
#include "ipc.h"
#include "print_ext.h"
#include "xlat/shm_flags.h"
#include "xlat/shm_resource_flags.h"
#include "xlat/shmctl_cmds.h"

#define SHM_HUGE_SHIFT_ 26
#define SHM_HUGE_MASK_ 0x3fu
#define SHM_STAT_ 13
#define SHM_INFO_ 14
#define SHM_STAT_ANY_ 15

SYS_FUNC(shmget)
{
	print_ipc_key(tcp, ARG(0));
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	tprint_sep(tcp);

	uint32_t flags = (uint32_t)ARG(2) & ~0777u;
	uint32_t huge = (flags >> SHM_HUGE_SHIFT_) & SHM_HUGE_MASK_;
	flags &= ~(SHM_HUGE_MASK_ << SHM_HUGE_SHIFT_);
	/* "SHM_HUGETLB|21<<SHM_HUGE_SHIFT|0600" */
	value_flags_begin(tcp);
	uint64_t left = value_flags_names(tcp, &shm_resource_flags, flags);
	if (left) {
		char buf[24];
		snprintf(buf, sizeof(buf), "%#llx", (unsigned long long)left);
		value_flag(tcp, buf);
	}
	if (huge) {
		char buf[32];
		snprintf(buf, sizeof(buf), "%u<<SHM_HUGE_SHIFT", huge);
		value_flag(tcp, buf);
	}
	value_flags_rest(tcp, ARG(2) & 0777, VB_OCT);
	value_flags_end(tcp, NULL);
	return RVAL_DECODED;
}

SYS_FUNC(shmat)
{
	if (entering(tcp)) {
		print_dec(tcp, (int)ARG(0));
		tprint_sep(tcp);
		print_addr(tcp, ARG(1));
		tprint_sep(tcp);
		print_flags(tcp, &shm_flags, (uint32_t)ARG(2), "SHM_???");
		return 0;
	}
	return syserror(tcp) ? 0 : RVAL_HEX;
}

SYS_FUNC(shmdt)
{
	print_addr(tcp, ARG(0));
	return RVAL_DECODED;
}

/* struct shmid64_ds: IPC_SET shows only what it sets. */
static void print_shmid_ds(struct tcb *tcp, uint64_t addr, unsigned int cmd)
{
	struct shmid64_ds ds;
	if (!umove_or_addr(tcp, addr, &ds, sizeof(ds)))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "shm_perm");
	print_ipc_perm(tcp, &ds.shm_perm, cmd);
	if (cmd != IPC_SET_) {
		value_field(tcp, "shm_segsz");
		value_uint(tcp, ds.shm_segsz, VB_DEC);
		value_field(tcp, "shm_cpid");
		value_int(tcp, ds.shm_cpid);
		value_field(tcp, "shm_lpid");
		value_int(tcp, ds.shm_lpid);
		value_field(tcp, "shm_nattch");
		value_uint(tcp, ds.shm_nattch, VB_DEC);
		value_field(tcp, "shm_atime");
		value_uint(tcp, (uint64_t)ds.shm_atime, VB_DEC);
		value_field(tcp, "shm_dtime");
		value_uint(tcp, (uint64_t)ds.shm_dtime, VB_DEC);
		value_field(tcp, "shm_ctime");
		value_uint(tcp, (uint64_t)ds.shm_ctime, VB_DEC);
	}
	value_struct_end(tcp);
}

static void print_shminfo(struct tcb *tcp, uint64_t addr)
{
	struct shminfo64 info;
	if (!umove_or_addr(tcp, addr, &info, sizeof(info)))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "shmmax");
	value_uint(tcp, info.shmmax, VB_DEC);
	value_field(tcp, "shmmin");
	value_uint(tcp, info.shmmin, VB_DEC);
	value_field(tcp, "shmmni");
	value_uint(tcp, info.shmmni, VB_DEC);
	value_field(tcp, "shmseg");
	value_uint(tcp, info.shmseg, VB_DEC);
	value_field(tcp, "shmall");
	value_uint(tcp, info.shmall, VB_DEC);
	value_struct_end(tcp);
}

static void print_shm_info(struct tcb *tcp, uint64_t addr)
{
	struct shm_info info;
	if (!umove_or_addr(tcp, addr, &info, sizeof(info)))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "used_ids");
	value_int(tcp, info.used_ids);
	value_field(tcp, "shm_tot");
	value_uint(tcp, info.shm_tot, VB_DEC);
	value_field(tcp, "shm_rss");
	value_uint(tcp, info.shm_rss, VB_DEC);
	value_field(tcp, "shm_swp");
	value_uint(tcp, info.shm_swp, VB_DEC);
	value_field(tcp, "swap_attempts");
	value_uint(tcp, info.swap_attempts, VB_DEC);
	value_field(tcp, "swap_successes");
	value_uint(tcp, info.swap_successes, VB_DEC);
	value_struct_end(tcp);
}

SYS_FUNC(shmctl)
{
	unsigned int cmd = (uint32_t)ARG(1) & ~IPC_64_;
	uint64_t addr = ARG(2);
	if (entering(tcp)) {
		print_dec(tcp, (int)ARG(0));
		tprint_sep(tcp);
		print_ipc_cmd(tcp, &shmctl_cmds, ARG(1), "SHM_???");
		tprint_sep(tcp);
		switch (cmd) {
		case IPC_SET_:
			print_shmid_ds(tcp, addr, cmd);
			return RVAL_DECODED;
		case IPC_STAT_:
		case SHM_STAT_:
		case SHM_STAT_ANY_:
		case IPC_INFO_:
		case SHM_INFO_:
			return 0;
		default:
			print_addr(tcp, addr);
			return RVAL_DECODED;
		}
	}
	switch (cmd) {
	case IPC_INFO_:
		print_shminfo(tcp, addr);
		break;
	case SHM_INFO_:
		print_shm_info(tcp, addr);
		break;
	default:
		print_shmid_ds(tcp, addr, cmd);
		break;
	}
	return 0;
}
