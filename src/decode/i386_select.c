/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * i386's select (its five arguments in a block of 32-bit words), _newselect,
 * pselect6 and pselect6_time64, ppoll: poll.c's select and pselect6 with sets read in
 * 32-bit longs, i386's struct timeval or timespec (a 64-bit timespec for
 * pselect6_time64), and pselect6's sigmask and size as two 32-bit words.
 */
#include "config.h"

#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode.h"
#include "i386.h"
#include "print_ext.h"
#include "signal.h"
#include "time.h"
#include "util.h"
#include "xlat/poll_events.h"

#define RESULT_MAX 1024

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

static bool fd_isset(const unsigned char *set, int i)
{
	return set[i / 8] & (1u << (i % 8));
}

/* select(nfds, readfds, writefds, exceptfds, timeout) with the arguments in a[]. */
static int select32(struct tcb *tcp, const uint64_t *a, enum timeout kind)
{
	static char result[RESULT_MAX];
	int nfds = (int)a[0];
	if (nfds < 0)
		nfds = 0;
	if (nfds > 1024 * 1024)
		nfds = 1024 * 1024;
	int fdsize = (nfds + 31) / 32 * 4;

	if (entering(tcp)) {
		print_dec(tcp, (int32_t)a[0]);
		unsigned char *set = fdsize > 0 ? xmalloc(fdsize) : NULL;
		for (int i = 0; i < 3; i++) {
			uint64_t addr = a[i + 1];
			tprint_sep(tcp);
			if (!set) {
				print_addr(tcp, addr);
				continue;
			}
			if (!umove_or_addr(tcp, addr, set, fdsize))
				continue;
			value_set_begin(tcp);
			for (int fd = 0; fd < nfds; fd++) {
				if (!fd_isset(set, fd))
					continue;
				value_elem(tcp);
				print_fd(tcp, fd);
			}
			value_array_end(tcp);
		}
		free(set);
		tprint_sep(tcp);
		print_timeout_at(tcp, a[4], kind);
		return 0;
	}

	if (syserror(tcp))
		return 0;
	int ready = (int)RETVAL;
	if (ready == 0) {
		tcp->auxstr = "Timeout";
		return RVAL_STR;
	}
	static const char *const set_names[] = { "in", "out", "except" };
	unsigned char *set = xmalloc(fdsize > 0 ? fdsize : 1);
	size_t len = 0;
	const char *sep = "";
	for (int i = 0; i < 3 && ready > 0; i++) {
		uint64_t addr = a[i + 1];
		bool first = true;
		if (!addr || fdsize <= 0 || fetch_mem(tcp, addr, set, fdsize) < 0)
			continue;
		for (int fd = 0; fd < nfds; fd++) {
			if (!fd_isset(set, fd))
				continue;
			if (len < RESULT_MAX - (sizeof(", except [") + sizeof(int) * 3 + 2)) {
				if (first)
					len += snprintf(result + len, RESULT_MAX - len, "%s%s [%d",
							sep, set_names[i], fd);
				else
					len += snprintf(result + len, RESULT_MAX - len, " %d", fd);
				first = false;
				sep = ", ";
			}
			if (--ready == 0)
				break;
		}
		if (len)
			len += snprintf(result + len, RESULT_MAX - len, "]");
	}
	free(set);
	if (a[4]) {
		char tv[128];
		sprint_timeout_at(tcp, a[4], kind, tv, sizeof(tv));
		if (len + sizeof("left ") + strlen(sep) + strlen(tv) < RESULT_MAX)
			len += snprintf(result + len, RESULT_MAX - len, "%sleft %s", sep, tv);
	}
	result[len] = '\0';
	tcp->auxstr = result;
	return RVAL_STR;
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

/* pselect6's sixth argument: {sigset_t *, size_t} of i386. */
static void print_sigmask_pair32_at(struct tcb *tcp, uint64_t addr)
{
	uint32_t pair[2];
	if (!UMOVE_OR_ADDR(tcp, addr, &pair))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "sigmask");
	print_sigset_addr_len(tcp, pair[0], pair[1]);
	value_field(tcp, "sigsetsize");
	value_uint(tcp, pair[1], VB_DEC);
	value_struct_end(tcp);
}

static int pselect32(struct tcb *tcp, enum timeout kind)
{
	int rc = select32(tcp, tcp->ev.args, kind);
	if (entering(tcp)) {
		tprint_sep(tcp);
		print_sigmask_pair32_at(tcp, ARG(5));
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

static bool print_pollfd(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	const struct pollfd *p = elem;
	value_struct_begin(tcp);
	value_field(tcp, "fd");
	print_fd(tcp, p->fd);
	if (p->fd >= 0) {
		value_field(tcp, "events");
		print_flags(tcp, &poll_events, (uint16_t)p->events, "POLL???");
	}
	value_struct_end(tcp);
	return true;
}

/* ppoll(fds, nfds, tmo_p, sigmask, sigsetsize) with i386's timespec (struct pollfd
 * is alike on both): what poll.c's poll says of the descriptors at exit, then the
 * time left. */
SYS_FUNC(i386_ppoll)
{
	static char result[RESULT_MAX + 160];
	if (entering(tcp)) {
		struct pollfd p;
		print_array(tcp, ARG(0), (uint32_t)ARG(1), &p, sizeof(p), PA_IGNORE_SYSERROR,
			    print_pollfd, NULL);
		tprint_sep(tcp);
		print_udec(tcp, (uint32_t)ARG(1));
		tprint_sep(tcp);
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
