/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * SCSI generic (sg) requests whose argument is an int the kernel reads
 * (those it writes are in ioctl_args.c; SG_IO in ioctl_sg_io.c), and the
 * device's id and first request at exit (SG_GET_SCSI_ID, SG_GET_REQUEST_TABLE):
 * SG_SET_* and SG_NEXT_CMD_LEN print it as "[N]", SG_SCSI_RESET by name
 * (SG_SCSI_RESET_NO_ESCALATE first, as strace writes it). The numbers carry
 * no size (type 0x22), so buffered mode copies the int by name
 * (src/preload/capture.c, ioctl_size()).
 */
#include "config.h"

#include <sys/ioctl.h>
#include <scsi/sg.h>

#include "decode.h"
#include "ioctl.h"
#include "xlat/sg_scsi_reset.h"

#ifndef SG_SCSI_RESET_NO_ESCALATE
# define SG_SCSI_RESET_NO_ESCALATE 0x100
#endif

static void print_reset(struct tcb *tcp, uint32_t v)
{
	if (!(v & SG_SCSI_RESET_NO_ESCALATE)) {
		print_xval(tcp, &sg_scsi_reset, v, "SG_SCSI_RESET_???");
		return;
	}
	value_expr_begin(tcp, "|");
	value_const(tcp, "SG_SCSI_RESET_NO_ESCALATE", SG_SCSI_RESET_NO_ESCALATE, VB_HEX, NULL);
	value_expr_next(tcp);
	print_xval(tcp, &sg_scsi_reset, v & ~(uint32_t)SG_SCSI_RESET_NO_ESCALATE,
		   "SG_SCSI_RESET_???");
	value_expr_end(tcp);
}

static void field_d(struct tcb *tcp, const char *name, int64_t v)
{
	value_field(tcp, name);
	value_int(tcp, v);
}

/* SG_GET_SCSI_ID, SG_GET_REQUEST_TABLE (its first entry, as strace shows it):
 * at exit, the address when the call failed. */
static int sg_get_struct(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	union {
		struct sg_scsi_id id;
		struct sg_req_info req;
	} u;

	int rc = ioctl_out_arg_begin(tcp, arg);
	if (rc >= 0)
		return rc;
	if (!fetch_obj_or_addr(tcp, arg, &u, code == SG_GET_SCSI_ID ? sizeof(u.id) : sizeof(u.req)))
		return IOCTL_ARG_PRINTED;
	value_struct_begin(tcp);
	if (code == SG_GET_SCSI_ID) {
		field_d(tcp, "host_no", u.id.host_no);
		field_d(tcp, "channel", u.id.channel);
		value_field(tcp, "scsi_id");
		value_uint(tcp, (uint32_t)u.id.scsi_id, VB_HEX);
		field_d(tcp, "lun", u.id.lun);
		value_field(tcp, "scsi_type");
		value_uint(tcp, (uint32_t)u.id.scsi_type, VB_HEX);
		field_d(tcp, "h_cmd_per_lun", u.id.h_cmd_per_lun);
		field_d(tcp, "d_queue_depth", u.id.d_queue_depth);
	} else {
		field_d(tcp, "req_state", u.req.req_state);
		field_d(tcp, "orphan", u.req.orphan);
		field_d(tcp, "sg_io_owned", u.req.sg_io_owned);
		field_d(tcp, "problem", u.req.problem);
		field_d(tcp, "pack_id", u.req.pack_id);
		value_field(tcp, "usr_ptr");
		print_addr(tcp, (uintptr_t)u.req.usr_ptr);
		value_field(tcp, "duration");
		value_uint(tcp, u.req.duration, VB_DEC);
	}
	value_struct_end(tcp);
	return IOCTL_ARG_PRINTED;
}

/* The sg requests of this file; -1 for others. See ioctl.h. */
int ioctl_sg_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	int32_t v;

	switch (code) {
	case SG_IO:
		return ioctl_sg_io_arg(tcp, arg);
	case SG_GET_SCSI_ID:
	case SG_GET_REQUEST_TABLE:
		return sg_get_struct(tcp, code, arg);
	case SG_SET_TIMEOUT:
	case SG_SET_COMMAND_Q:
	case SG_SET_DEBUG:
	case SG_SET_FORCE_LOW_DMA:
	case SG_SET_FORCE_PACK_ID:
	case SG_SET_KEEP_ORPHAN:
	case SG_SET_RESERVED_SIZE:
	case SG_NEXT_CMD_LEN:
	case SG_SCSI_RESET:
		break;
	default:
		return -1;
	}
	tprint_sep(tcp);
	if (!FETCH_OR_ADDR(tcp, arg, &v))
		return IOCTL_ARG_PRINTED;
	value_array_begin(tcp);
	value_elem(tcp);
	if (code == SG_SCSI_RESET)
		print_reset(tcp, (uint32_t)v);
	else
		value_int(tcp, v);
	value_array_end(tcp);
	return IOCTL_ARG_PRINTED;
}
