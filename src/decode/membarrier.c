/* SPDX-License-Identifier: GPL-2.0-or-later */
/* membarrier: the command, its flags, a CPU with MEMBARRIER_CMD_FLAG_CPU. */
#include "config.h"

#include <linux/membarrier.h>

#include "decode.h"
#include "print_ext.h"
#include "xlat/membarrier_cmds.h"
#include "xlat/membarrier_flags.h"

SYS_FUNC(membarrier)
{
	if (entering(tcp)) {
		int cmd = (int)ARG(0);
		uint32_t flags = (uint32_t)ARG(1);
		print_xval(tcp, &membarrier_cmds, (uint32_t)cmd, "MEMBARRIER_CMD_???");
		tprint_sep(tcp);
		print_flags(tcp, &membarrier_flags, flags, "MEMBARRIER_CMD_FLAG_???");
		if (flags & MEMBARRIER_CMD_FLAG_CPU) {
			tprint_sep(tcp);
			print_dec(tcp, (int32_t)ARG(2));
		}
		/* MEMBARRIER_CMD_QUERY returns the commands supported, a set. */
		return cmd ? RVAL_DECODED : 0;
	}
	if (syserror(tcp) || !RETVAL)
		return 0;
	static char buf[1024];
	if (!sprint_flags(buf, sizeof(buf), &membarrier_cmds, (uint64_t)RETVAL, false))
		return 0;
	tcp->auxstr = buf;
	return RVAL_HEX | RVAL_STR;
}
