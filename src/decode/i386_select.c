/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * i386's select (its five arguments in a block of 32-bit words), _newselect,
 * pselect6 and pselect6_time64, ppoll: poll.c's select and pselect6 with sets read in
 * 32-bit longs, i386's struct timeval or timespec (a 64-bit timespec for
 * pselect6_time64), and pselect6's sigmask and size as two 32-bit words.
 */
#include "config.h"

#include <stdio.h>

#include "decode.h"
#include "i386.h"
#include "print_ext.h"
#include "select.h"
#include "signal.h"
#include "time.h"
#include "util.h"

/* The timeout's type. */
enum timeout { TV32, TS32, TS64 };

/* Read the timeout at addr, widened; false if it cannot be read. */
static bool fetch_timeout(struct tcb *tcp, uint64_t addr, enum timeout kind, int64_t *t)
{
	int32_t t32[2];
	if (kind == TS64)
		return fetch_mem(tcp, addr, t, 2 * sizeof(*t)) == 0;
	if (fetch_mem(tcp, addr, t32, sizeof(t32)) < 0)
		return false;
	t[0] = t32[0], t[1] = t32[1];
	return true;
}

/* The timeout at addr as text: "{tv_sec=0, tv_usec=0}", "NULL" or the address. */
static void sprint_timeout_at(struct tcb *tcp, uint64_t addr, enum timeout kind, char *buf,
			      size_t size)
{
	int64_t t[2];
	if (!addr)
		snprintf(buf, size, "NULL");
	else if (!fetch_timeout(tcp, addr, kind, t))
		snprintf(buf, size, "%#llx", (unsigned long long)addr);
	else
		snprintf(buf, size, "{tv_sec=%lld, tv_%s=%lld}", (long long)t[0],
			 kind == TV32 ? "usec" : "nsec", (long long)t[1]);
}

static void print_timeout_at(struct tcb *tcp, uint64_t addr, enum timeout kind)
{
	int64_t t[2];
	if (!addr || (exiting(tcp) && syserror(tcp)) || !fetch_timeout(tcp, addr, kind, t)) {
		print_addr(tcp, addr);
		return;
	}
	if (kind != TV32) {
		print_timespec_val(tcp, t[0], t[1]);
		return;
	}
	value_struct_begin(tcp);
	value_field(tcp, "tv_sec");
	value_int(tcp, t[0]);
	value_field(tcp, "tv_usec");
	value_int(tcp, t[1]);
	value_struct_end(tcp);
}

/* select(nfds, readfds, writefds, exceptfds, timeout) with the arguments in a[]. */
static int select32(struct tcb *tcp, const uint64_t *a, enum timeout kind)
{
	if (entering(tcp)) {
		select_print_sets(tcp, a, 4);
		tprint_sep(tcp);
		print_timeout_at(tcp, a[4], kind);
		return 0;
	}
	char tv[128];
	const char *left = NULL;
	if (!syserror(tcp) && RETVAL > 0 && a[4]) {
		sprint_timeout_at(tcp, a[4], kind, tv, sizeof(tv));
		left = tv;
	}
	return select_summary(tcp, a, 4, left);
}

SYS_FUNC(i386_newselect)
{
	return select32(tcp, tcp->ev.args, TV32);
}

/* The old select(args): its five arguments are 32-bit words at args (read again at
 * exit; the address alone when they cannot be read). */
SYS_FUNC(i386_oldselect)
{
	uint32_t words[5];
	if (fetch_mem(tcp, ARG(0), words, sizeof(words)) < 0) {
		if (entering(tcp))
			print_addr(tcp, ARG(0));
		return entering(tcp) ? RVAL_DECODED : 0;
	}
	uint64_t a[5];
	for (int i = 0; i < 5; i++)
		a[i] = words[i];
	return select32(tcp, a, TV32);
}

static int pselect32(struct tcb *tcp, enum timeout kind)
{
	int rc = select32(tcp, tcp->ev.args, kind);
	if (entering(tcp)) {
		tprint_sep(tcp);
		select_print_sigmask_pair(tcp, ARG(5), 4);
	}
	return rc;
}

SYS_FUNC(i386_pselect6)
{
	return pselect32(tcp, TS32);
}

SYS_FUNC(i386_pselect6_time64)
{
	return pselect32(tcp, TS64);
}

/* ppoll(fds, nfds, tmo_p, sigmask, sigsetsize) with i386's timespec (struct pollfd
 * is alike on both): what poll.c's poll says of the descriptors at exit, then the
 * time left. */
SYS_FUNC(i386_ppoll)
{
	static char result[1024 + 160];	/* poll.c's summary, and the time left */
	if (entering(tcp)) {
		poll_print_fds(tcp);
		print_timeout_at(tcp, ARG(2), TS32);
		tprint_sep(tcp);
		print_sigset_addr_len(tcp, ARG(3), ARG(4));
		tprint_sep(tcp);
		print_udec(tcp, ARG(4));
		return 0;
	}
	int rval = decode_poll(tcp);
	if (syserror(tcp) || RETVAL == 0 || !ARG(2))
		return rval;
	char ts[128];
	const char *fds = (rval & RVAL_STR) && tcp->auxstr ? tcp->auxstr : "";
	sprint_timeout_at(tcp, ARG(2), TS32, ts, sizeof(ts));
	snprintf(result, sizeof(result), "%s%sleft %s", fds, *fds ? ", " : "", ts);
	tcp->auxstr = result;
	return rval | RVAL_STR;
}
