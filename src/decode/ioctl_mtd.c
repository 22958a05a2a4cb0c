/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * MTD (memory technology device) structures the kernel reads: erase and lock
 * ranges, out-of-band buffers, write requests, OTP lock ranges, region
 * indexes, at entry. Of what the kernel writes back: a region's description,
 * an OTP region, the ECC statistics, the device's description (MEMGETINFO),
 * its out-of-band layout (MEMGETOOBSEL, ECCGETLAYOUT), at exit (the numbers in
 * ioctl_args.c).
 */
#include "config.h"

#include <string.h>
#include <sys/ioctl.h>
#include <linux/types.h>
#include <mtd/mtd-abi.h>

#include "decode.h"
#include "ioctl.h"
#include "print_ext.h"
#include "xlat/mtd_flags.h"
#include "xlat/mtd_nandecc.h"
#include "xlat/mtd_ops_modes.h"
#include "xlat/mtd_types.h"

static void field_hex(struct tcb *tcp, const char *name, uint64_t v)
{
	value_field(tcp, name);
	value_uint(tcp, v, VB_HEX);
}

static void field_addr(struct tcb *tcp, const char *name, uint64_t v)
{
	value_field(tcp, name);
	print_addr(tcp, v);
}

static void print_otp(struct tcb *tcp, const struct otp_info *o)
{
	value_struct_begin(tcp);
	field_hex(tcp, "start", o->start);
	field_hex(tcp, "length", o->length);
	value_field(tcp, "locked");
	value_uint(tcp, o->locked, VB_DEC);
	value_struct_end(tcp);
}

/* struct nand_oobinfo's oobfree: pairs of numbers. */
static bool print_hex_pair(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	print_local_array(tcp, elem, 2, sizeof(uint32_t), print_xint_elem, NULL);
	return true;
}

static bool print_oobfree(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	struct nand_oobfree f;
	(void)size;
	(void)data;
	memcpy(&f, elem, sizeof(f));
	value_struct_begin(tcp);
	field_hex(tcp, "offset", f.offset);
	field_hex(tcp, "length", f.length);
	value_struct_end(tcp);
	return true;
}

/* MEMGETINFO, MEMGETOOBSEL, ECCGETLAYOUT at exit: what the kernel wrote. */
static void print_mtd_out(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	union {
		struct mtd_info_user mi;
		struct nand_oobinfo oi;
		struct nand_ecclayout_user el;
	} u;

	switch (code) {
	case MEMGETINFO:
		if (!FETCH_OR_ADDR(tcp, arg, &u.mi))
			return;
		value_struct_begin(tcp);
		value_field(tcp, "type");
		print_xval(tcp, &mtd_types, u.mi.type, "MTD_???");
		value_field(tcp, "flags");
		print_flags(tcp, &mtd_flags, u.mi.flags, "MTD_???");
		field_hex(tcp, "size", u.mi.size);
		field_hex(tcp, "erasesize", u.mi.erasesize);
		field_hex(tcp, "writesize", u.mi.writesize);
		field_hex(tcp, "oobsize", u.mi.oobsize);
		field_hex(tcp, "padding", u.mi.padding);
		value_struct_end(tcp);
		return;
	case MEMGETOOBSEL:
		if (!FETCH_OR_ADDR(tcp, arg, &u.oi))
			return;
		value_struct_begin(tcp);
		value_field(tcp, "useecc");
		print_xval(tcp, &mtd_nandecc, u.oi.useecc, "MTD_NANDECC_???");
		field_hex(tcp, "eccbytes", u.oi.eccbytes);
		value_field(tcp, "oobfree");
		print_local_array(tcp, u.oi.oobfree, ARRAY_SIZE(u.oi.oobfree),
				  sizeof(u.oi.oobfree[0]), print_hex_pair, NULL);
		value_field(tcp, "eccpos");
		print_local_array(tcp, u.oi.eccpos, ARRAY_SIZE(u.oi.eccpos),
				  sizeof(u.oi.eccpos[0]), print_xint_elem, NULL);
		value_struct_end(tcp);
		return;
	default:
		if (!FETCH_OR_ADDR(tcp, arg, &u.el))
			return;
		value_struct_begin(tcp);
		field_hex(tcp, "eccbytes", u.el.eccbytes);
		value_field(tcp, "eccpos");
		print_local_array(tcp, u.el.eccpos, ARRAY_SIZE(u.el.eccpos),
				  sizeof(u.el.eccpos[0]), print_xint_elem, NULL);
		field_hex(tcp, "oobavail", u.el.oobavail);
		value_field(tcp, "oobfree");
		print_local_array(tcp, u.el.oobfree, ARRAY_SIZE(u.el.oobfree),
				  sizeof(u.el.oobfree[0]), print_oobfree, NULL);
		value_struct_end(tcp);
		return;
	}
}

/* The MTD structures; -1 for other requests. See ioctl.h. */
int ioctl_mtd_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	union {
		struct erase_info_user e;
		struct erase_info_user64 e64;
		struct mtd_oob_buf oob;
		struct mtd_oob_buf64 oob64;
		struct mtd_write_req w;
		struct otp_info otp;
		struct region_info_user r;
		struct mtd_ecc_stats ecc;
	} u;

	switch (code) {
	case MEMERASE: case MEMLOCK: case MEMUNLOCK: case MEMISLOCKED:
	case MEMERASE64: case MEMWRITEOOB: case MEMREADOOB: case MEMWRITEOOB64:
	case MEMREADOOB64: case MEMWRITE: case OTPLOCK:
		break;
	case MEMGETREGIONINFO:
		if (exiting(tcp)) {
			/* The region the kernel describes, if the call worked. */
			if (!syserror(tcp) && fetch_obj(tcp, arg, &u.r) == 0) {
				field_hex(tcp, "offset", u.r.offset);
				field_hex(tcp, "erasesize", u.r.erasesize);
				field_hex(tcp, "numblocks", u.r.numblocks);
			}
			value_struct_end(tcp);
			return IOCTL_ARG_PRINTED;
		}
		break;
	case MEMGETINFO: case MEMGETOOBSEL: case ECCGETLAYOUT:
	case OTPGETREGIONINFO: case ECCGETSTATS: {
		/* Written by the kernel: at exit, the address when the call failed. */
		int rc = ioctl_out_arg_begin(tcp, arg);
		if (rc >= 0)
			return rc;
		if (code == OTPGETREGIONINFO) {
			if (FETCH_OR_ADDR(tcp, arg, &u.otp))
				print_otp(tcp, &u.otp);
		} else if (code != ECCGETSTATS) {
			print_mtd_out(tcp, code, arg);
		} else if (FETCH_OR_ADDR(tcp, arg, &u.ecc)) {
			value_struct_begin(tcp);
			field_hex(tcp, "corrected", u.ecc.corrected);
			field_hex(tcp, "failed", u.ecc.failed);
			field_hex(tcp, "badblocks", u.ecc.badblocks);
			field_hex(tcp, "bbtblocks", u.ecc.bbtblocks);
			value_struct_end(tcp);
		}
		return IOCTL_ARG_PRINTED;
	}
	default:
		return -1;
	}
	tprint_sep(tcp);
	switch (code) {
	case MEMERASE: case MEMLOCK: case MEMUNLOCK: case MEMISLOCKED:
		if (!FETCH_OR_ADDR(tcp, arg, &u.e))
			break;
		value_struct_begin(tcp);
		field_hex(tcp, "start", u.e.start);
		field_hex(tcp, "length", u.e.length);
		value_struct_end(tcp);
		break;
	case MEMERASE64:
		if (!FETCH_OR_ADDR(tcp, arg, &u.e64))
			break;
		value_struct_begin(tcp);
		field_hex(tcp, "start", u.e64.start);
		field_hex(tcp, "length", u.e64.length);
		value_struct_end(tcp);
		break;
	case MEMWRITEOOB: case MEMREADOOB:
		if (!FETCH_OR_ADDR(tcp, arg, &u.oob))
			break;
		value_struct_begin(tcp);
		field_hex(tcp, "start", u.oob.start);
		field_hex(tcp, "length", u.oob.length);
		field_addr(tcp, "ptr", (uint64_t)(uintptr_t)u.oob.ptr);
		value_struct_end(tcp);
		break;
	case MEMWRITEOOB64: case MEMREADOOB64:
		if (!FETCH_OR_ADDR(tcp, arg, &u.oob64))
			break;
		value_struct_begin(tcp);
		field_hex(tcp, "start", u.oob64.start);
		field_hex(tcp, "length", u.oob64.length);
		field_addr(tcp, "usr_ptr", u.oob64.usr_ptr);
		value_struct_end(tcp);
		break;
	case MEMWRITE:
		if (!FETCH_OR_ADDR(tcp, arg, &u.w))
			break;
		value_struct_begin(tcp);
		field_hex(tcp, "start", u.w.start);
		field_hex(tcp, "len", u.w.len);
		field_hex(tcp, "ooblen", u.w.ooblen);
		field_addr(tcp, "usr_data", u.w.usr_data);
		field_addr(tcp, "usr_oob", u.w.usr_oob);
		value_field(tcp, "mode");
		print_xval(tcp, &mtd_ops_modes, u.w.mode, "MTD_OPS_???");
		value_struct_end(tcp);
		break;
	case OTPLOCK:
		if (FETCH_OR_ADDR(tcp, arg, &u.otp))
			print_otp(tcp, &u.otp);
		break;
	case MEMGETREGIONINFO:
		if (!FETCH_OR_ADDR(tcp, arg, &u.r))
			break;
		value_struct_begin(tcp);
		field_hex(tcp, "regionindex", u.r.regionindex);
		return 0;
	}
	return IOCTL_ARG_PRINTED;
}
