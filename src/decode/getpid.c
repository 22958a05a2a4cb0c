/* SPDX-License-Identifier: GPL-2.0-or-later */
/* getpid, getppid, gettid, getpgrp, setsid: no arguments, a process id back,
 * which -Y and --pidns-translation annotate (RVAL_PID). */
#include "config.h"

#include "decode.h"

SYS_FUNC(getpid)
{
	return RVAL_DECODED | RVAL_PID;
}

SYS_FUNC(getppid)
{
	return RVAL_DECODED | RVAL_PID;
}

SYS_FUNC(gettid)
{
	return RVAL_DECODED | RVAL_PID;
}

SYS_FUNC(getpgrp)
{
	return RVAL_DECODED | RVAL_PID;
}

SYS_FUNC(setsid)
{
	return RVAL_DECODED | RVAL_PID;
}
