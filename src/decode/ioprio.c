/* SPDX-License-Identifier: GPL-2.0-or-later */
/* ioprio_get, ioprio_set: who, and IOPRIO_PRIO_VALUE(class, data). */
#include "config.h"

#include <stdio.h>

#include "decode.h"
#include "print_ext.h"
#include "xlat/ioprio_class.h"
#include "xlat/ioprio_who.h"

#define IOPRIO_CLASS_SHIFT 13
#define IOPRIO_PRIO_MASK ((1U << IOPRIO_CLASS_SHIFT) - 1)

static void print_which_who(struct tcb *tcp)
{
	print_xval(tcp, &ioprio_who, (uint32_t)ARG(0), "IOPRIO_WHO_???");
	tprint_sep(tcp);
	print_dec(tcp, (int32_t)ARG(1));
}

/* "IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4)" as a call with two arguments. */
void print_ioprio(struct tcb *tcp, uint32_t ioprio)
{
	value_call_begin(tcp, "IOPRIO_PRIO_VALUE");
	value_call_arg(tcp);
	print_xval(tcp, &ioprio_class, ioprio >> IOPRIO_CLASS_SHIFT, "IOPRIO_CLASS_???");
	value_call_arg(tcp);
	value_int(tcp, (int32_t)(ioprio & IOPRIO_PRIO_MASK));
	value_call_end(tcp);
}

SYS_FUNC(ioprio_get)
{
	if (entering(tcp)) {
		print_which_who(tcp);
		return 0;
	}
	if (syserror(tcp))
		return 0;
	static char buf[128];
	uint32_t ioprio = (uint32_t)RETVAL;
	uint32_t class = ioprio >> IOPRIO_CLASS_SHIFT;
	const char *name = xlat_lookup(&ioprio_class, class);
	char cbuf[48];
	if (name)
		snprintf(cbuf, sizeof(cbuf), "%s", name);
	else
		snprintf(cbuf, sizeof(cbuf), "%#x /* IOPRIO_CLASS_??? */", class);
	snprintf(buf, sizeof(buf), "IOPRIO_PRIO_VALUE(%s, %d)", cbuf,
		 (int)(ioprio & IOPRIO_PRIO_MASK));
	tcp->auxstr = buf;
	return RVAL_STR;
}

SYS_FUNC(ioprio_set)
{
	print_which_who(tcp);
	tprint_sep(tcp);
	print_ioprio(tcp, (uint32_t)ARG(2));
	return RVAL_DECODED;
}
