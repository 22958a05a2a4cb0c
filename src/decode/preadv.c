/* SPDX-License-Identifier: GPL-2.0-or-later */
/* preadv, pwritev, preadv2, pwritev2: vectored I/O at an offset (x86_64 passes
 * the offset whole in pos_l; pos_h is not shown). */
#include "config.h"

#include <string.h>
#include <sys/uio.h>

#include "decode.h"
#include "netutil.h"
#include "xlat/rwf_flags.h"

static int do_preadv(struct tcb *tcp, bool has_flags)
{
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	if (syserror(tcp)) {
		struct iovec iov;
		print_array(tcp, ARG(1), ARG(2), &iov, sizeof(iov), PA_IGNORE_SYSERROR,
			    print_iov_addr_elem, NULL);
	} else {
		print_iov_upto(tcp, ARG(1), ARG(2), (uint64_t)RETVAL);
	}
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_dec(tcp, (int64_t)ARG(3));
	if (has_flags) {
		tprint_sep(tcp);
		print_flags(tcp, &rwf_flags, (uint32_t)ARG(5), "RWF_???");
	}
	return 0;
}

static int do_pwritev(struct tcb *tcp, bool has_flags)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_iov_upto(tcp, ARG(1), ARG(2), UINT64_MAX);
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_dec(tcp, (int64_t)ARG(3));
	if (has_flags) {
		tprint_sep(tcp);
		print_flags(tcp, &rwf_flags, (uint32_t)ARG(5), "RWF_???");
	}
	return RVAL_DECODED;
}

SYS_FUNC(preadv)
{
	return do_preadv(tcp, false);
}

SYS_FUNC(preadv2)
{
	return do_preadv(tcp, true);
}

SYS_FUNC(pwritev)
{
	return do_pwritev(tcp, false);
}

SYS_FUNC(pwritev2)
{
	return do_pwritev(tcp, true);
}
