/* SPDX-License-Identifier: GPL-2.0-or-later */
/* personality: the execution domain and its flags, in and out. */
#include "config.h"

#include <stdio.h>

#include "decode.h"
#include "print_ext.h"
#include "xlat/personality_flags.h"
#include "xlat/personality_types.h"

#define PERSONA_MASK 0xffU

/* The text of a persona for the note after the result: "PER_LINUX32|ADDR_NO_RANDOMIZE". */
static const char *sprint_persona(uint32_t pers)
{
	static char buf[512];
	const char *type = xlat_lookup(&personality_types, pers & PERSONA_MASK);
	int n;
	if (type)
		n = snprintf(buf, sizeof(buf), "%s", type);
	else
		n = snprintf(buf, sizeof(buf), "%#x /* PER_??? */", pers & PERSONA_MASK);
	if (pers & ~PERSONA_MASK && n > 0 && (size_t)n < sizeof(buf)) {
		char flags[400];
		if (sprint_flags(flags, sizeof(flags), &personality_flags, pers & ~PERSONA_MASK, false))
			snprintf(buf + n, sizeof(buf) - (size_t)n, "|%s", flags);
	}
	return buf;
}

/* The argument: 0xffffffff (a query) as is, else the type then the flags in one set. */
SYS_FUNC(personality)
{
	if (entering(tcp)) {
		uint32_t pers = (uint32_t)ARG(0);
		if (pers == UINT32_MAX) {
			print_hex(tcp, pers);
			return 0;
		}
		value_flags_typed(tcp, &personality_types, pers & PERSONA_MASK, "PER_???",
				  &personality_flags, pers & ~PERSONA_MASK, NULL);
		return 0;
	}
	if (syserror(tcp))
		return 0;
	tcp->auxstr = sprint_persona((uint32_t)RETVAL);
	return RVAL_HEX | RVAL_STR;
}
