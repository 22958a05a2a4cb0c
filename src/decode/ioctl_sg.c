/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * SCSI generic (sg) requests whose argument is an int the kernel reads:
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

/* The sg requests of this file; -1 for others. See ioctl.h. */
int ioctl_sg_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	int32_t v;

	switch (code) {
	case SG_IO:
		return ioctl_sg_io_arg(tcp, arg);
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
