/* SPDX-License-Identifier: GPL-2.0-or-later */
/* waitid: which children, then what the kernel reports of one. */
#include "config.h"

#include <sys/wait.h>

#include "decode.h"
#include "process.h"
#include "signal.h"
#include "xlat/waitid_options.h"
#include "xlat/waitid_types.h"

SYS_FUNC(waitid)
{
	if (entering(tcp)) {
		uint32_t idtype = (uint32_t)ARG(0);
		print_xval(tcp, &waitid_types, idtype, "P_???");
		tprint_sep(tcp);
		if (idtype == P_PIDFD)
			print_fd(tcp, (int)ARG(1));
		else
			print_dec(tcp, (int32_t)ARG(1));
		tprint_sep(tcp);
		return 0;
	}
	print_siginfo_at(tcp, ARG(2));
	tprint_sep(tcp);
	print_flags(tcp, &waitid_options, (uint32_t)ARG(3), "W???");
	tprint_sep(tcp);
	if (syserror(tcp))
		print_addr(tcp, ARG(4));
	else
		print_rusage(tcp, ARG(4));
	return 0;
}
