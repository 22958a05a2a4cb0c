/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Printing helpers the System V IPC decoders share. */
#include "config.h"

#include <stdio.h>
#include <linux/ipc.h>

#include "decode.h"
#include "ipc.h"
#include "xlat/ipc_private.h"

void print_ipc_key(struct tcb *tcp, uint64_t key)
{
	print_xval(tcp, &ipc_private, (uint32_t)key, NULL);
}

void print_ipc_get_flags(struct tcb *tcp, const struct xlat *x, uint64_t flags)
{
	uint64_t mode = flags & 0777;
	uint64_t rest = flags & ~(uint64_t)0777;
	value_flags_begin(tcp);
	uint64_t left = value_flags_names(tcp, x, rest);
	if (left) {
		char buf[48];
		/* Unknown bits in hex; strace writes the mode right after them when
		 * no name came first ("0x10000" "000"). */
		if (left == rest)
			snprintf(buf, sizeof(buf), "%#llx%#03llo", (unsigned long long)left,
				 (unsigned long long)mode);
		else
			snprintf(buf, sizeof(buf), "%#llx", (unsigned long long)left);
		value_flag(tcp, buf);
		if (left == rest) {
			value_flags_end(tcp, NULL);
			return;
		}
	}
	value_flags_rest(tcp, mode, VB_OCT);
	value_flags_end(tcp, NULL);
}

void print_ipc_cmd(struct tcb *tcp, const struct xlat *x, uint64_t cmd, const char *dflt)
{
	uint32_t c = (uint32_t)cmd;
	if (!(c & IPC_64_)) {
		print_xval(tcp, x, c, dflt);
		return;
	}
	/* "IPC_64|IPC_STAT"; an unknown command after IPC_64 in hex (strace adds
	 * dflt as a comment there, which a flag set cannot hold). */
	const char *name = xlat_lookup(x, c & ~IPC_64_);
	value_flags_begin(tcp);
	value_flag(tcp, "IPC_64");
	if (name)
		value_flag(tcp, name);
	else
		value_flags_rest(tcp, c & ~IPC_64_, VB_HEX);
	value_flags_end(tcp, NULL);
}

/* A user or group id: -1 or the number. */
static void print_ipc_id(struct tcb *tcp, uint32_t id)
{
	if (id == UINT32_MAX)
		value_int(tcp, -1);
	else
		value_uint(tcp, id, VB_DEC);
}

void print_ipc_perm(struct tcb *tcp, const void *p, unsigned int cmd)
{
	const struct ipc64_perm *perm = p;
	value_struct_begin(tcp);
	value_field(tcp, "uid");
	print_ipc_id(tcp, perm->uid);
	value_field(tcp, "gid");
	print_ipc_id(tcp, perm->gid);
	value_field(tcp, "mode");
	value_uint(tcp, perm->mode, VB_OCT);
	if (cmd != IPC_SET_) {
		value_field(tcp, "key");
		value_uint(tcp, (uint32_t)perm->key, VB_DEC);
		value_field(tcp, "cuid");
		print_ipc_id(tcp, perm->cuid);
		value_field(tcp, "cgid");
		print_ipc_id(tcp, perm->cgid);
	}
	value_struct_end(tcp);
}
