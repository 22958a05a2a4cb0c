/* SPDX-License-Identifier: GPL-2.0-or-later */
/* restart_syscall: the kernel resumes a call a signal interrupted (clock_nanosleep,
 * poll, futex waits...); it says which, as strace does:
 * restart_syscall(<... resuming interrupted clock_nanosleep ...>). */
#include "decode.h"
#include "syscall_table.h"

SYS_FUNC(restart_syscall)
{
	/* The task's last call that returned ERESTART_RESTARTBLOCK; unknown when it
	 * was not seen (seccomp mode sees no results). */
	const struct sysent *what = tcp->interrupted;
	value_resuming(tcp, what ? what->name : NULL);
	return RVAL_DECODED;
}
