/* SPDX-License-Identifier: GPL-2.0-or-later */
/* poll, ppoll, select, pselect6. */
#include "config.h"

#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode.h"
#include "print_ext.h"
#include "select.h"
#include "signal.h"
#include "time.h"
#include "xlat/poll_events.h"

/* The result summaries after the return value ("[{fd=3, revents=POLLIN}]",
 * "in [3], left {...}") are bounded like strace's, and outlive the decoder. */
#define RESULT_MAX 1024
static char result[RESULT_MAX];

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

void poll_print_fds(struct tcb *tcp)
{
	struct pollfd p;
	print_array(tcp, ARG(0), (uint32_t)ARG(1), &p, sizeof(p),
		    PA_IGNORE_SYSERROR, print_pollfd, NULL);
	tprint_sep(tcp);
	print_udec(tcp, (uint32_t)ARG(1));
	tprint_sep(tcp);
}

/* What poll and ppoll return: the descriptors with events, and the time left. */
static int poll_exiting(struct tcb *tcp, uint64_t timeout_addr)
{
	const uint64_t start = ARG(0);
	const uint32_t nfds = (uint32_t)ARG(1);
	const uint64_t end = start + (uint64_t)nfds * sizeof(struct pollfd);
	const unsigned int max_printed = opts.verbose ? -1U : opts.max_strlen;
	unsigned int printed = 0;
	size_t len = 0;

	if (syserror(tcp))
		return 0;
	if (RETVAL == 0) {
		tcp->auxstr = "Timeout";
		return RVAL_STR;
	}
	if (!start || !nfds || end < start)
		return 0;

	for (uint64_t cur = start; cur < end; cur += sizeof(struct pollfd)) {
		struct pollfd p;
		if (fetch_obj(tcp, cur, &p) < 0) {
			len += snprintf(result + len, RESULT_MAX - len, "%s%#llx",
					len ? ", " : "[", (unsigned long long)cur);
			break;
		}
		if (!p.revents)
			continue;
		len += snprintf(result + len, RESULT_MAX - len, "%s", len ? ", " : "[");
		if (printed >= max_printed) {
			len += snprintf(result + len, RESULT_MAX - len, "...");
			break;
		}
		char fdstr[48], flagstr[256];
		snprintf(fdstr, sizeof(fdstr), "{fd=%d, revents=", p.fd);
		sprint_flags_styled(flagstr, sizeof(flagstr), &poll_events, (uint16_t)p.revents);
		if (len + strlen(fdstr) + strlen(flagstr) + 1 >=
		    RESULT_MAX - (2 + 2 * sizeof(long) + sizeof(", ], ..."))) {
			len += snprintf(result + len, RESULT_MAX - len, "...");
			break;
		}
		len += snprintf(result + len, RESULT_MAX - len, "%s%s}", fdstr, flagstr);
		printed++;
	}
	if (len)
		len += snprintf(result + len, RESULT_MAX - len, "]");
	if (timeout_addr) {
		char ts[128];
		sprint_timespec_at(tcp, timeout_addr, ts, sizeof(ts));
		if (len + sizeof(", left ") + strlen(ts) < RESULT_MAX)
			len += snprintf(result + len, RESULT_MAX - len, "%sleft %s",
					len ? ", " : "", ts);
		else
			len += snprintf(result + len, RESULT_MAX - len, ", ...");
	}
	if (!len)
		return 0;
	tcp->auxstr = result;
	return RVAL_STR;
}

SYS_FUNC(poll)
{
	if (entering(tcp)) {
		poll_print_fds(tcp);
		print_dec(tcp, (int32_t)ARG(2));
		return 0;
	}
	return poll_exiting(tcp, 0);
}

SYS_FUNC(ppoll)
{
	if (entering(tcp)) {
		poll_print_fds(tcp);
		print_timespec_at(tcp, ARG(2));
		tprint_sep(tcp);
		print_sigset_addr_len(tcp, ARG(3), ARG(4));
		tprint_sep(tcp);
		print_udec(tcp, ARG(4));
		return 0;
	}
	return poll_exiting(tcp, ARG(2));
}

/* Is bit i set in the fd_set bytes? */
static bool fd_isset(const unsigned char *set, int i)
{
	return set[i / 8] & (1u << (i % 8));
}

/* nfds as the kernel takes it (bounded here), and the bytes of one set. */
static int select_nfds(uint64_t a0, unsigned int word, int *fdsize)
{
	int nfds = (int)a0;
	if (nfds < 0)
		nfds = 0;
	if (nfds > 1024 * 1024)
		nfds = 1024 * 1024;
	int bits = (int)word * 8;
	*fdsize = (nfds + bits - 1) / bits * (int)word;
	return nfds;
}

void select_print_sets(struct tcb *tcp, const uint64_t *a, unsigned int word)
{
	int fdsize;
	int nfds = select_nfds(a[0], word, &fdsize);
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
		/* "[3 4]": the set of descriptors. */
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
}

int select_summary(struct tcb *tcp, const uint64_t *a, unsigned int word, const char *left)
{
	if (syserror(tcp))
		return 0;
	int ready = (int)RETVAL;
	if (ready == 0) {
		tcp->auxstr = "Timeout";
		return RVAL_STR;
	}
	int fdsize;
	int nfds = select_nfds(a[0], word, &fdsize);
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
				if (first) {
					len += snprintf(result + len, RESULT_MAX - len, "%s%s [%d",
							sep, set_names[i], fd);
					first = false;
					sep = ", ";
				} else {
					len += snprintf(result + len, RESULT_MAX - len, " %d", fd);
				}
			}
			if (--ready == 0)
				break;
		}
		/* As strace 6 does: closes a bracket once anything was written. */
		if (len)
			len += snprintf(result + len, RESULT_MAX - len, "]");
	}
	free(set);
	if (left && len + sizeof("left ") + strlen(sep) + strlen(left) < RESULT_MAX)
		len += snprintf(result + len, RESULT_MAX - len, "%sleft %s", sep, left);
	result[len] = '\0';
	tcp->auxstr = result;
	return RVAL_STR;
}

/* select and pselect6 differ in the timeout's type (timeval or timespec) and in
 * pselect6's sixth argument. */
static int do_select(struct tcb *tcp, bool is_pselect)
{
	const uint64_t *a = tcp->ev.args;
	if (entering(tcp)) {
		select_print_sets(tcp, a, 8);
		tprint_sep(tcp);
		if (is_pselect)
			print_timespec_at(tcp, ARG(4));
		else
			print_timeval_at(tcp, ARG(4));
		return 0;
	}
	char tv[128];
	const char *left = NULL;
	if (!syserror(tcp) && RETVAL > 0 && ARG(4)) {
		if (is_pselect)
			sprint_timespec_at(tcp, ARG(4), tv, sizeof(tv));
		else
			sprint_timeval_at(tcp, ARG(4), tv, sizeof(tv));
		left = tv;
	}
	return select_summary(tcp, a, 8, left);
}

SYS_FUNC(select)
{
	return do_select(tcp, false);
}

void select_print_sigmask_pair(struct tcb *tcp, uint64_t addr, unsigned int word)
{
	uint64_t pair[2];
	if (word == 4) {
		uint32_t pair32[2];
		if (!UMOVE_OR_ADDR(tcp, addr, &pair32))
			return;
		pair[0] = pair32[0];
		pair[1] = pair32[1];
	} else if (!UMOVE_OR_ADDR(tcp, addr, &pair)) {
		return;
	}
	value_struct_begin(tcp);
	value_field(tcp, "sigmask");
	print_sigset_addr_len(tcp, pair[0], pair[1]);
	value_field(tcp, "sigsetsize");
	value_uint(tcp, pair[1], VB_DEC);
	value_struct_end(tcp);
}

SYS_FUNC(pselect6)
{
	int rc = do_select(tcp, true);
	if (entering(tcp)) {
		tprint_sep(tcp);
		select_print_sigmask_pair(tcp, ARG(5), 8);
	}
	return rc;
}
