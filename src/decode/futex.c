/* SPDX-License-Identifier: GPL-2.0-or-later */
/* futex, set_robust_list, get_robust_list, getrandom. */
#include "config.h"

#include "decode.h"
#include "print_ext.h"
#include "time.h"
#include "xlat/futex_bitset.h"
#include "xlat/futex_ops.h"
#include "xlat/futex_wake_cmps.h"
#include "xlat/futex_wake_ops.h"
#include "xlat/getrandom_flags.h"

enum {
	K_FUTEX_WAIT, K_FUTEX_WAKE, K_FUTEX_FD, K_FUTEX_REQUEUE, K_FUTEX_CMP_REQUEUE,
	K_FUTEX_WAKE_OP, K_FUTEX_LOCK_PI, K_FUTEX_UNLOCK_PI, K_FUTEX_TRYLOCK_PI,
	K_FUTEX_WAIT_BITSET, K_FUTEX_WAKE_BITSET, K_FUTEX_WAIT_REQUEUE_PI,
	K_FUTEX_CMP_REQUEUE_PI, K_FUTEX_LOCK_PI2,
};

/*
 * FUTEX_WAKE_OP's val3 packs an operation, its argument, a comparison and its
 * argument; it prints as the FUTEX_OP() pieces:
 * "FUTEX_OP_SET<<28|0<<12|FUTEX_OP_CMP_GT<<24|0x1".
 */
static void print_wake_op(struct tcb *tcp, uint32_t val3)
{
	if ((val3 >> 28) & 8)
		tprints(tcp, "FUTEX_OP_OPARG_SHIFT<<28|");
	uint32_t op = (val3 >> 28) & 7;
	const char *name = xlat_lookup(&futex_wake_ops, op);
	if (name)
		tprintf(tcp, "%s<<28", name);
	else
		tprintf(tcp, "%#x<<28 /* FUTEX_OP_??? */", op);
	tprints(tcp, "|");
	print_hex(tcp, (val3 >> 12) & 0xfff);
	tprints(tcp, "<<12|");
	uint32_t cmp = (val3 >> 24) & 0xf;
	name = xlat_lookup(&futex_wake_cmps, cmp);
	if (name)
		tprintf(tcp, "%s<<24", name);
	else
		tprintf(tcp, "%#x<<24 /* FUTEX_OP_CMP_??? */", cmp);
	tprints(tcp, "|");
	print_hex(tcp, val3 & 0xfff);
}

SYS_FUNC(futex)
{
	uint64_t uaddr = ARG(0), timeout = ARG(3), uaddr2 = ARG(4);
	uint32_t op = (uint32_t)ARG(1), val = (uint32_t)ARG(2);
	uint32_t val2 = (uint32_t)ARG(3), val3 = (uint32_t)ARG(5);

	print_addr(tcp, uaddr);
	tprint_sep(tcp);
	print_xval(tcp, &futex_ops, op, "FUTEX_???");

	switch (op & 127) {
	case K_FUTEX_WAIT:
		tprintf(tcp, ", %u, ", val);
		print_timespec_at(tcp, timeout);
		break;
	case K_FUTEX_LOCK_PI:
	case K_FUTEX_LOCK_PI2:
		tprint_sep(tcp);
		print_timespec_at(tcp, timeout);
		break;
	case K_FUTEX_WAIT_BITSET:
		tprintf(tcp, ", %u, ", val);
		print_timespec_at(tcp, timeout);
		tprint_sep(tcp);
		print_xval(tcp, &futex_bitset, val3, NULL);
		break;
	case K_FUTEX_WAKE_BITSET:
		tprintf(tcp, ", %u, ", val);
		print_xval(tcp, &futex_bitset, val3, NULL);
		break;
	case K_FUTEX_REQUEUE:
		tprintf(tcp, ", %u, %u, ", val, val2);
		print_addr(tcp, uaddr2);
		break;
	case K_FUTEX_CMP_REQUEUE:
	case K_FUTEX_CMP_REQUEUE_PI:
		tprintf(tcp, ", %u, %u, ", val, val2);
		print_addr(tcp, uaddr2);
		tprintf(tcp, ", %u", val3);
		break;
	case K_FUTEX_WAKE_OP:
		tprintf(tcp, ", %u, %u, ", val, val2);
		print_addr(tcp, uaddr2);
		tprint_sep(tcp);
		print_wake_op(tcp, val3);
		break;
	case K_FUTEX_WAIT_REQUEUE_PI:
		tprintf(tcp, ", %u, ", val);
		print_timespec_at(tcp, timeout);
		tprint_sep(tcp);
		print_addr(tcp, uaddr2);
		break;
	case K_FUTEX_FD:
	case K_FUTEX_WAKE:
		tprintf(tcp, ", %u", val);
		break;
	case K_FUTEX_UNLOCK_PI:
	case K_FUTEX_TRYLOCK_PI:
		break;
	default:
		tprintf(tcp, ", %u, ", val);
		print_addr(tcp, timeout);
		tprint_sep(tcp);
		print_addr(tcp, uaddr2);
		tprint_sep(tcp);
		print_hex(tcp, val3);
		break;
	}
	return RVAL_DECODED;
}

SYS_FUNC(set_robust_list)
{
	print_addr(tcp, ARG(0));
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	return RVAL_DECODED;
}

SYS_FUNC(get_robust_list)
{
	if (entering(tcp)) {
		print_dec(tcp, (int32_t)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	uint64_t v;
	if (UMOVE_OR_ADDR(tcp, ARG(1), &v)) {
		value_array_begin(tcp);
		value_elem(tcp);
		print_addr(tcp, v);
		value_array_end(tcp);
	}
	tprint_sep(tcp);
	if (UMOVE_OR_ADDR(tcp, ARG(2), &v))
		tprintf(tcp, "[%llu]", (unsigned long long)v);
	return 0;
}

SYS_FUNC(getrandom)
{
	if (entering(tcp))
		return 0;
	if (syserror(tcp))
		print_addr(tcp, ARG(0));
	else
		print_buf_style(tcp, ARG(0), (uint64_t)RETVAL, QUOTE_FORCE_HEX);
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	tprint_sep(tcp);
	print_flags(tcp, &getrandom_flags, (uint32_t)ARG(2), "GRND_???");
	return 0;
}
