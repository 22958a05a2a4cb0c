/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The random device ('R'): RNDADDENTROPY's struct rand_pool_info, the
 * entropy credited and the bytes added, as strace prints it. The requests
 * taking an int or nothing are in ioctl_args.c.
 */
#include "config.h"

#include <stddef.h>
#include <sys/ioctl.h>
#include <linux/random.h>

#include "decode.h"
#include "ioctl.h"

/* The random requests of this file; -1 for others. See ioctl.h. */
int ioctl_random_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	struct rand_pool_info info;

	if (code != RNDADDENTROPY)
		return -1;
	tprint_sep(tcp);
	if (!FETCH_OR_ADDR(tcp, arg, &info))
		return IOCTL_ARG_PRINTED;
	value_struct_begin(tcp);
	value_field(tcp, "entropy_count");
	value_int(tcp, info.entropy_count);
	value_field(tcp, "buf_size");
	value_int(tcp, info.buf_size);
	value_field(tcp, "buf");
	/* A negative size, as an unsigned long, is "more than -s". */
	print_buf(tcp, arg + offsetof(struct rand_pool_info, buf), (uint64_t)(int64_t)info.buf_size);
	value_struct_end(tcp);
	return IOCTL_ARG_PRINTED;
}
