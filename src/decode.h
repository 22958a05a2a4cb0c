/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * What a syscall decoder sees and returns. A decoder is called at entry and,
 * unless it returned RVAL_DECODED, again at exit (exiting(tcp) is then true).
 * It prints with the print_* helpers only, reads tracee memory with fetch_*,
 * and never knows which backend captured the call.
 */
#ifndef SYSTRACE_DECODE_H
#define SYSTRACE_DECODE_H

#include <stdint.h>

#include "decoders.h"
#include "fetch.h"
#include "options.h"
#include "print.h"
#include "tcb.h"
#include "xlat.h"

/* How to print the return value, and whether the decoder is done. */
enum rval_flags {
	RVAL_DEC = 0,		/* signed decimal (default) */
	RVAL_UDEC = 1,		/* unsigned decimal */
	RVAL_HEX = 2,		/* 0x... */
	RVAL_OCT = 3,		/* 0644 */
	RVAL_FD = 4,		/* a descriptor (-y decodes it) */
	RVAL_PID = 5,		/* a process id (-Y, --pidns-translation annotate it) */
	RVAL_FMT_MASK = 7,
	RVAL_STR = 1 << 3,	/* append " (auxstr)" */
	RVAL_NONE = 1 << 4,	/* no return value: print "?" */
	RVAL_DECODED = 1 << 8,	/* everything printed at entry: do not call at exit */
};

#define SYS_FUNC(name) int decode_##name(struct tcb *tcp)

/* Raw arguments, for brevity in decoders. */
#define ARG(i) (tcp->ev.args[i])
#define RETVAL (tcp->ev.ret)

#endif
