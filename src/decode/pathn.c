/* SPDX-License-Identifier: GPL-2.0-or-later */
/* print_pathn: see pathn.h. */
#include "config.h"

#include <limits.h>

#include "decode.h"
#include "pathn.h"

int print_pathn(struct tcb *tcp, uint64_t addr, uint64_t n)
{
	char buf[PATH_MAX];
	if (!addr) {
		print_addr(tcp, addr);
		return -1;
	}
	if (n > sizeof(buf) - 1)
		n = sizeof(buf) - 1;
	/* One byte more than n tells whether the string goes on. */
	int len = fetch_str(tcp, addr, buf, n + 1);
	if (len < 0) {
		print_addr(tcp, addr);
		return -1;
	}
	if ((uint64_t)len <= n) {
		print_quoted(tcp, buf, len, 0);
		return 1;
	}
	print_quoted(tcp, buf, n, QUOTE_ELLIPSIS);
	return 0;
}
