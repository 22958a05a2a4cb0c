/* SPDX-License-Identifier: GPL-2.0-or-later */
/* futex_waitv. */
#include "config.h"

#include <string.h>
#include <linux/futex.h>

#include "decode.h"
#include "print_ext.h"
#include "time.h"
#include "xlat/futex_waiter_flags.h"

#define FUTEX_WAITV_MAX_ 128

/* One struct futex_waitv; after the kernel's maximum, "..." and stop. */
static bool print_waiter(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	unsigned int *count = data;
	struct futex_waitv w;
	if ((*count)++ >= FUTEX_WAITV_MAX_) {
		value_array_more(tcp);
		return false;
	}
	memcpy(&w, elem, sizeof(w));
	value_struct_begin(tcp);
	value_field(tcp, "val");
	print_hex(tcp, w.val);
	value_field(tcp, "uaddr");
	print_addr(tcp, w.uaddr);
	value_field(tcp, "flags");
	print_flags(tcp, &futex_waiter_flags, w.flags, "FUTEX_???");
	if (w.__reserved) {
		value_field(tcp, "__reserved");
		print_hex(tcp, w.__reserved);
	}
	value_struct_end(tcp);
	return true;
}

SYS_FUNC(futex_waitv)
{
	struct futex_waitv w;
	unsigned int count = 0;
	print_array(tcp, ARG(0), (uint32_t)ARG(1), &w, sizeof(w), 0, print_waiter, &count);
	tprint_sep(tcp);
	print_udec(tcp, (uint32_t)ARG(1));
	tprint_sep(tcp);
	print_hex(tcp, (uint32_t)ARG(2));
	tprint_sep(tcp);
	print_timespec_at(tcp, ARG(3));
	tprint_sep(tcp);
	print_clockid(tcp, (uint32_t)ARG(4));
	return RVAL_DECODED;
}
