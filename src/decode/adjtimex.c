/* SPDX-License-Identifier: GPL-2.0-or-later */
/* adjtimex, clock_adjtime: struct timex after the call, the clock state as a note. */
#include "config.h"

#include <sys/timex.h>

#include "decode.h"
#include "print_ext.h"
#include "time.h"
#include "xlat/adjtimex_modes.h"
#include "xlat/adjtimex_state.h"
#include "xlat/adjtimex_status.h"

static void print_long_field(struct tcb *tcp, const char *name, long v)
{
	value_field(tcp, name);
	value_int(tcp, v);
}

/* struct timex at addr; false when only its address could be printed. */
static bool print_timex(struct tcb *tcp, uint64_t addr)
{
	struct timex tx;
	if (!UMOVE_OR_ADDR(tcp, addr, &tx))
		return false;
	value_struct_begin(tcp);
	value_field(tcp, "modes");
	print_flags(tcp, &adjtimex_modes, tx.modes, "ADJ_???");
	print_long_field(tcp, "offset", tx.offset);
	print_long_field(tcp, "freq", tx.freq);
	print_long_field(tcp, "maxerror", tx.maxerror);
	print_long_field(tcp, "esterror", tx.esterror);
	value_field(tcp, "status");
	print_flags(tcp, &adjtimex_status, (uint32_t)tx.status, "STA_???");
	print_long_field(tcp, "constant", tx.constant);
	print_long_field(tcp, "precision", tx.precision);
	print_long_field(tcp, "tolerance", tx.tolerance);
	value_field(tcp, "time");
	value_struct_begin(tcp);
	print_long_field(tcp, "tv_sec", tx.time.tv_sec);
	value_field(tcp, "tv_usec");
	value_uint(tcp, (uint64_t)tx.time.tv_usec, VB_DEC);
	value_struct_end(tcp);
	print_long_field(tcp, "tick", tx.tick);
	print_long_field(tcp, "ppsfreq", tx.ppsfreq);
	print_long_field(tcp, "jitter", tx.jitter);
	print_long_field(tcp, "shift", tx.shift);
	print_long_field(tcp, "stabil", tx.stabil);
	print_long_field(tcp, "jitcnt", tx.jitcnt);
	print_long_field(tcp, "calcnt", tx.calcnt);
	print_long_field(tcp, "errcnt", tx.errcnt);
	print_long_field(tcp, "stbcnt", tx.stbcnt);
	print_long_field(tcp, "tai", tx.tai);
	value_struct_end(tcp);
	return true;
}

static int adjtimex_exit(struct tcb *tcp, uint64_t addr)
{
	if (!print_timex(tcp, addr))
		return 0;
	tcp->auxstr = xlat_lookup(&adjtimex_state, (uint64_t)RETVAL);
	return RVAL_STR;
}

SYS_FUNC(adjtimex)
{
	if (entering(tcp))
		return 0;
	return adjtimex_exit(tcp, ARG(0));
}

SYS_FUNC(clock_adjtime)
{
	if (entering(tcp)) {
		print_clockid(tcp, ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	return adjtimex_exit(tcp, ARG(1));
}
