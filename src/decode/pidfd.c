/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Process descriptors: pidfd_open, pidfd_getfd, pidfd_send_signal. */
#include "config.h"

#include "decode.h"
#include "signal.h"
#include "xlat/pidfd_open_flags.h"

SYS_FUNC(pidfd_open)
{
	print_dec(tcp, (int32_t)ARG(0));
	tprint_sep(tcp);
	print_flags(tcp, &pidfd_open_flags, (uint32_t)ARG(1), "PIDFD_???");
	return RVAL_DECODED | RVAL_FD;
}

SYS_FUNC(pidfd_getfd)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	/* A descriptor of the other process: no path of ours. */
	value_fd(tcp, (int)ARG(1), NULL, NULL);
	tprint_sep(tcp);
	print_hex(tcp, (uint32_t)ARG(2));
	return RVAL_DECODED | RVAL_FD;
}

SYS_FUNC(pidfd_send_signal)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_signo(tcp, (int)ARG(1));
	tprint_sep(tcp);
	print_siginfo_at(tcp, ARG(2));
	tprint_sep(tcp);
	print_hex(tcp, (uint32_t)ARG(3));
	return RVAL_DECODED;
}
