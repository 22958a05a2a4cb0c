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

/* One operand of FUTEX_WAKE_OP's val3, "VALUE<<SHIFT": a field's value named from x
 * when x has it ("FUTEX_OP_SET<<28"), else in hex with dflt as a comment after
 * the shift ("0x7<<28 / * FUTEX_OP_??? * /"); x NULL: a plain number. */
static void print_wake_op_field(struct tcb *tcp, const struct xlat *x, uint32_t v,
				unsigned int shift, const char *dflt)
{
	const char *name = x ? xlat_lookup(x, v) : NULL;
	value_expr_next(tcp);
	value_expr_begin(tcp, "<<");
	value_expr_next(tcp);
	if (name)
		value_const(tcp, name, v, VB_HEX, NULL);
	else
		value_uint(tcp, v, VB_HEX);
	value_expr_next(tcp);
	value_int(tcp, shift);
	value_expr_end(tcp);
	if (x && !name)
		value_comment(tcp, dflt);
}

/*
 * FUTEX_WAKE_OP's val3 packs an operation, its argument, a comparison and its
 * argument; it prints as the FUTEX_OP() pieces joined by "|":
 * "FUTEX_OP_SET<<28|0<<12|FUTEX_OP_CMP_GT<<24|0x1", with
 * "FUTEX_OP_OPARG_SHIFT<<28" first when the argument is a shift count.
 */
static void print_wake_op(struct tcb *tcp, uint32_t val3)
{
	value_expr_begin(tcp, "|");
	if ((val3 >> 28) & 8) {
		value_expr_next(tcp);
		value_expr_begin(tcp, "<<");
		value_expr_next(tcp);
		value_const(tcp, "FUTEX_OP_OPARG_SHIFT", 8, VB_HEX, NULL);
		value_expr_next(tcp);
		value_int(tcp, 28);
		value_expr_end(tcp);
	}
	print_wake_op_field(tcp, &futex_wake_ops, (val3 >> 28) & 7, 28, "FUTEX_OP_???");
	print_wake_op_field(tcp, NULL, (val3 >> 12) & 0xfff, 12, NULL);
	print_wake_op_field(tcp, &futex_wake_cmps, (val3 >> 24) & 0xf, 24, "FUTEX_OP_CMP_???");
	value_expr_next(tcp);
	value_uint(tcp, val3 & 0xfff, VB_HEX);
	value_expr_end(tcp);
}

/* ", val": the next argument, unsigned. */
static void print_val(struct tcb *tcp, uint32_t val)
{
	tprint_sep(tcp);
	print_udec(tcp, val);
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
		print_val(tcp, val);
		tprint_sep(tcp);
		print_timespec_at(tcp, timeout);
		break;
	case K_FUTEX_LOCK_PI:
	case K_FUTEX_LOCK_PI2:
		tprint_sep(tcp);
		print_timespec_at(tcp, timeout);
		break;
	case K_FUTEX_WAIT_BITSET:
		print_val(tcp, val);
		tprint_sep(tcp);
		print_timespec_at(tcp, timeout);
		tprint_sep(tcp);
		print_xval(tcp, &futex_bitset, val3, NULL);
		break;
	case K_FUTEX_WAKE_BITSET:
		print_val(tcp, val);
		tprint_sep(tcp);
		print_xval(tcp, &futex_bitset, val3, NULL);
		break;
	case K_FUTEX_REQUEUE:
		print_val(tcp, val);
		print_val(tcp, val2);
		tprint_sep(tcp);
		print_addr(tcp, uaddr2);
		break;
	case K_FUTEX_CMP_REQUEUE:
	case K_FUTEX_CMP_REQUEUE_PI:
		print_val(tcp, val);
		print_val(tcp, val2);
		tprint_sep(tcp);
		print_addr(tcp, uaddr2);
		print_val(tcp, val3);
		break;
	case K_FUTEX_WAKE_OP:
		print_val(tcp, val);
		print_val(tcp, val2);
		tprint_sep(tcp);
		print_addr(tcp, uaddr2);
		tprint_sep(tcp);
		print_wake_op(tcp, val3);
		break;
	case K_FUTEX_WAIT_REQUEUE_PI:
		print_val(tcp, val);
		tprint_sep(tcp);
		print_timespec_at(tcp, timeout);
		tprint_sep(tcp);
		print_addr(tcp, uaddr2);
		break;
	case K_FUTEX_FD:
	case K_FUTEX_WAKE:
		print_val(tcp, val);
		break;
	case K_FUTEX_UNLOCK_PI:
	case K_FUTEX_TRYLOCK_PI:
		break;
	default:
		print_val(tcp, val);
		tprint_sep(tcp);
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
	if (UMOVE_OR_ADDR(tcp, ARG(2), &v)) {
		value_array_begin(tcp);
		value_elem(tcp);
		print_udec(tcp, v);
		value_array_end(tcp);
	}
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
