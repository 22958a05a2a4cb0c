/* SPDX-License-Identifier: GPL-2.0-or-later */
/* msgget, msgsnd, msgrcv, msgctl: System V message queues. */
#include "config.h"

#include <linux/msg.h>

#include "decode.h"
#include "i386.h"
#include "ipc.h"
#include "print_ext.h"
#include "xlat/ipc_msg_flags.h"
#include "xlat/ipc_resource_flags.h"
#include "xlat/msgctl_cmds.h"

#define MSG_STAT_ 11
#define MSG_INFO_ 12
#define MSG_STAT_ANY_ 13

SYS_FUNC(msgget)
{
	print_ipc_key(tcp, ARG(0));
	tprint_sep(tcp);
	print_ipc_get_flags(tcp, &ipc_resource_flags, ARG(1));
	return RVAL_DECODED;
}

/* "{mtype=1, mtext="..."}": count bytes of text after the long type (is32: i386's
 * 32-bit long). */
static void print_msgbuf(struct tcb *tcp, uint64_t addr, uint64_t count, bool is32)
{
	/* strace reads the type with the first word of text (struct msgbuf). */
	int64_t head[2], mtype;
	int32_t head32[2];
	if (is32) {
		if (!umove_or_addr(tcp, addr, head32, sizeof(head32)))
			return;
		mtype = head32[0];
	} else {
		if (!umove_or_addr(tcp, addr, head, sizeof(head)))
			return;
		mtype = head[0];
	}
	value_struct_begin(tcp);
	value_field(tcp, "mtype");
	value_int(tcp, mtype);
	value_field(tcp, "mtext");
	print_buf(tcp, addr + (is32 ? sizeof(head32[0]) : sizeof(head[0])), count);
	value_struct_end(tcp);
}

static int msgsnd_common(struct tcb *tcp, bool is32)
{
	print_dec(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_msgbuf(tcp, ARG(1), ARG(2), is32);
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_flags(tcp, &ipc_msg_flags, (uint32_t)ARG(3), "MSG_???");
	return RVAL_DECODED;
}

static int msgrcv_common(struct tcb *tcp, bool is32)
{
	if (entering(tcp)) {
		print_dec(tcp, (int)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	print_msgbuf(tcp, ARG(1), ARG(2), is32);
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_dec(tcp, is32 ? (int32_t)ARG(3) : (int64_t)ARG(3));
	tprint_sep(tcp);
	print_flags(tcp, &ipc_msg_flags, (uint32_t)ARG(4), "MSG_???");
	return 0;
}

SYS_FUNC(msgsnd)
{
	return msgsnd_common(tcp, false);
}

SYS_FUNC(msgrcv)
{
	return msgrcv_common(tcp, false);
}

/* (declared in i386.h) */
SYS_FUNC(i386_msgsnd)
{
	return msgsnd_common(tcp, true);
}

SYS_FUNC(i386_msgrcv)
{
	return msgrcv_common(tcp, true);
}

/* ipc(MSGRCV) of version 0: msgrcv(msqid, kludge, msgsz, msgflg), msgp and msgtyp in
 * the struct ipc_kludge at kludge; as strace shows it, msgrcv's five arguments, the
 * kludge's address and no msgtyp when the call failed. */
SYS_FUNC(i386_ipc_msgrcv)
{
	if (entering(tcp)) {
		print_dec(tcp, (int)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	uint32_t kludge[2];	/* msgp, msgtyp */
	bool ok = !syserror(tcp) && fetch_mem(tcp, ARG(1), kludge, sizeof(kludge)) == 0;
	if (ok)
		print_msgbuf(tcp, kludge[0], ARG(2), true);
	else
		print_addr(tcp, ARG(1));
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	if (ok) {
		print_dec(tcp, (int32_t)kludge[1]);
		tprint_sep(tcp);
	}
	print_flags(tcp, &ipc_msg_flags, (uint32_t)ARG(3), "MSG_???");
	return 0;
}

static void print_msqid_ds(struct tcb *tcp, uint64_t addr, unsigned int cmd)
{
	struct msqid64_ds ds;
	if (!umove_or_addr(tcp, addr, &ds, sizeof(ds)))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "msg_perm");
	print_ipc_perm(tcp, &ds.msg_perm, cmd);
	if (cmd != IPC_SET_) {
		value_field(tcp, "msg_stime");
		value_uint(tcp, (uint64_t)ds.msg_stime, VB_DEC);
		value_field(tcp, "msg_rtime");
		value_uint(tcp, (uint64_t)ds.msg_rtime, VB_DEC);
		value_field(tcp, "msg_ctime");
		value_uint(tcp, (uint64_t)ds.msg_ctime, VB_DEC);
		value_field(tcp, "msg_qnum");
		value_uint(tcp, ds.msg_qnum, VB_DEC);
	}
	value_field(tcp, "msg_qbytes");
	value_uint(tcp, ds.msg_qbytes, VB_DEC);
	if (cmd != IPC_SET_) {
		value_field(tcp, "msg_lspid");
		value_int(tcp, ds.msg_lspid);
		value_field(tcp, "msg_lrpid");
		value_int(tcp, ds.msg_lrpid);
	}
	value_struct_end(tcp);
}

static void print_msginfo(struct tcb *tcp, uint64_t addr)
{
	struct msginfo info;
	if (!umove_or_addr(tcp, addr, &info, sizeof(info)))
		return;
	static const char *const names[] = { "msgpool", "msgmap", "msgmax", "msgmnb",
					     "msgmni", "msgssz", "msgtql" };
	const int vals[] = { info.msgpool, info.msgmap, info.msgmax, info.msgmnb,
			     info.msgmni, info.msgssz, info.msgtql };
	value_struct_begin(tcp);
	for (size_t i = 0; i < sizeof(vals) / sizeof(vals[0]); i++) {
		value_field(tcp, names[i]);
		value_int(tcp, vals[i]);
	}
	value_field(tcp, "msgseg");
	value_uint(tcp, info.msgseg, VB_DEC);
	value_struct_end(tcp);
}

SYS_FUNC(msgctl)
{
	unsigned int cmd = (uint32_t)ARG(1) & ~IPC_64_;
	uint64_t addr = ARG(2);
	if (entering(tcp)) {
		print_dec(tcp, (int)ARG(0));
		tprint_sep(tcp);
		print_ipc_cmd(tcp, &msgctl_cmds, ARG(1), "MSG_???");
		tprint_sep(tcp);
		switch (cmd) {
		case IPC_SET_:
			print_msqid_ds(tcp, addr, cmd);
			return RVAL_DECODED;
		case IPC_STAT_:
		case MSG_STAT_:
		case MSG_STAT_ANY_:
		case IPC_INFO_:
		case MSG_INFO_:
			return 0;
		default:
			print_addr(tcp, addr);
			return RVAL_DECODED;
		}
	}
	if (cmd == IPC_INFO_ || cmd == MSG_INFO_)
		print_msginfo(tcp, addr);
	else
		print_msqid_ds(tcp, addr, cmd);
	return 0;
}
