/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * i386's select (its five arguments in a block of 32-bit words) and _newselect:
 * poll.c's select with sets read in 32-bit longs and i386's struct timeval.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode.h"
#include "i386.h"
#include "print_ext.h"
#include "util.h"

#define RESULT_MAX 1024

/* i386's timeval at addr as text: "{tv_sec=0, tv_usec=0}", "NULL" or the address. */
static void sprint_tv32_at(struct tcb *tcp, uint64_t addr, char *buf, size_t size)
{
	int32_t tv[2];
	if (!addr)
		snprintf(buf, size, "NULL");
	else if (fetch_mem(tcp, addr, tv, sizeof(tv)) < 0)
		snprintf(buf, size, "%#llx", (unsigned long long)addr);
	else
		snprintf(buf, size, "{tv_sec=%d, tv_usec=%d}", tv[0], tv[1]);
}

static bool fd_isset(const unsigned char *set, int i)
{
	return set[i / 8] & (1u << (i % 8));
}

/* select(nfds, readfds, writefds, exceptfds, timeout) with the arguments in a[]. */
static int select32(struct tcb *tcp, const uint64_t *a)
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
		int32_t tv[2];
		if (UMOVE_OR_ADDR(tcp, a[4], &tv)) {
			value_struct_begin(tcp);
			value_field(tcp, "tv_sec");
			value_int(tcp, tv[0]);
			value_field(tcp, "tv_usec");
			value_int(tcp, tv[1]);
			value_struct_end(tcp);
		}
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
		sprint_tv32_at(tcp, a[4], tv, sizeof(tv));
		if (len + sizeof("left ") + strlen(sep) + strlen(tv) < RESULT_MAX)
			len += snprintf(result + len, RESULT_MAX - len, "%sleft %s", sep, tv);
	}
	result[len] = '\0';
	tcp->auxstr = result;
	return RVAL_STR;
}

SYS_FUNC(i386_newselect)
{
	return select32(tcp, tcp->ev.args);
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
	return select32(tcp, a);
}
