/* SPDX-License-Identifier: GPL-2.0-or-later */
/* getpid, getppid, gettid, getpgrp, setsid: no arguments, a process id back,
 * which -Y and --pidns-translation annotate (RVAL_PID); getpgid, getsid, setpgid
 * take process ids too. Also the two obsolete calls uselib and ustat. */
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

/* getpgid(pid), getsid(pid): a process id in, a process id back. */
SYS_FUNC(getpgid)
{
	print_pid(tcp, (int32_t)tcp->ev.args[0]);
	return RVAL_DECODED | RVAL_PID;
}

SYS_FUNC(getsid)
{
	print_pid(tcp, (int32_t)tcp->ev.args[0]);
	return RVAL_DECODED | RVAL_PID;
}

/* setpgid(pid, pgid) */
SYS_FUNC(setpgid)
{
	print_pid(tcp, (int32_t)tcp->ev.args[0]);
	value_arg_next(tcp);
	print_pid(tcp, (int32_t)tcp->ev.args[1]);
	return RVAL_DECODED;
}

/* uselib(library): a path. */
SYS_FUNC(uselib)
{
	print_path(tcp, tcp->ev.args[0]);
	return RVAL_DECODED;
}

/* ustat(dev, ubuf): the device as makedev(); the struct it fills is obsolete and
 * strace prints its address. */
SYS_FUNC(ustat)
{
	print_dev(tcp, (uint32_t)tcp->ev.args[0]);
	value_arg_next(tcp);
	print_addr(tcp, tcp->ev.args[1]);
	return RVAL_DECODED;
}
