/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * SG_IO: a SCSI command through the sg driver (struct sg_io_hdr, interface
 * 'S') or the bsg one (struct sg_io_v4, guard 'Q'), as strace prints it: the
 * request at entry, with the data the device is to get; at exit the status
 * fields and what the device sent back (data, sense), whether or not the call
 * failed. Another first word prints as "[N]". When the result is unknown
 * (seccomp mode) or the header can no longer be read at exit, the buffers the
 * kernel writes print as addresses, as strace prints them on a failed read.
 */
#include "config.h"

#include <stddef.h>
#include <sys/ioctl.h>
#include <scsi/sg.h>
#include <linux/bsg.h>

#include "decode.h"
#include "ioctl.h"
#include "netutil.h"
#include "xlat/bsg_flags.h"
#include "xlat/bsg_protocol.h"
#include "xlat/bsg_subprotocol.h"
#include "xlat/sg_io_dxfer_direction.h"
#include "xlat/sg_io_flags.h"
#include "xlat/sg_io_info.h"

/* tcp->priv between entry and exit: the interface, the direction (v3), and the
 * two buffers the kernel writes (v3: dxferp, sbp; v4: response, din_xferp). */
enum { P_IID, P_DIR, P_OUT1, P_OUT2 };

/* A data buffer: size bytes in hex, or through count iovecs. */
static void print_sg_buf(struct tcb *tcp, uint64_t addr, uint32_t size, uint32_t count)
{
	if (count)
		print_iov_upto(tcp, addr, count, size);
	else
		print_buf_style(tcp, addr, size, QUOTE_FORCE_HEX);
}

static void field_u(struct tcb *tcp, const char *name, uint64_t v)
{
	value_field(tcp, name);
	value_uint(tcp, v, VB_DEC);
}

static void field_x(struct tcb *tcp, const char *name, uint64_t v)
{
	value_field(tcp, name);
	value_uint(tcp, v, VB_HEX);
}

/*
 * "duration=D, response_len=N": strace names response_len a second time after
 * duration. JSON keys must differ, so the second one is an operand of the
 * duration field's value (as " => features=" is in ioctl_struct.c).
 */
static void field_duration_len(struct tcb *tcp, uint32_t duration, uint32_t len)
{
	value_field(tcp, "duration");
	value_expr_begin(tcp, ", response_len=");
	value_expr_next(tcp);
	value_uint(tcp, duration, VB_DEC);
	value_expr_next(tcp);
	value_uint(tcp, len, VB_DEC);
	value_expr_end(tcp);
}

/* The interface letter: 'S'. */
static void print_letter(struct tcb *tcp, char c)
{
	char s[3] = { '\'', c, '\'' };
	value_str(tcp, s, sizeof(s), VS_BARE);
}

/* Should the exit part read the header again? Not when the result is unknown. */
static bool result_known(const struct tcb *tcp)
{
	return tcp->ev.flags & EV_HAS_RET;
}

static int v3_entry(struct tcb *tcp, uint64_t arg)
{
	struct sg_io_hdr h;
	const size_t skip = offsetof(struct sg_io_hdr, dxfer_direction);

	value_struct_begin(tcp);
	value_field(tcp, "interface_id");
	print_letter(tcp, 'S');
	if (fetch_mem(tcp, arg + skip, (char *)&h + skip, sizeof(h) - skip) < 0) {
		value_field(tcp, NULL);
		print_addr(tcp, arg + skip);
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	}
	value_field(tcp, "dxfer_direction");
	print_xval(tcp, &sg_io_dxfer_direction, (uint32_t)h.dxfer_direction, "SG_DXFER_???");
	field_u(tcp, "cmd_len", h.cmd_len);
	value_field(tcp, "cmdp");
	print_sg_buf(tcp, (uintptr_t)h.cmdp, h.cmd_len, 0);
	field_u(tcp, "mx_sb_len", h.mx_sb_len);
	field_u(tcp, "iovec_count", h.iovec_count);
	field_u(tcp, "dxfer_len", h.dxfer_len);
	field_u(tcp, "timeout", h.timeout);
	value_field(tcp, "flags");
	print_flags(tcp, &sg_io_flags, h.flags, "SG_FLAG_???");
	if (h.dxfer_direction == SG_DXFER_TO_DEV || h.dxfer_direction == SG_DXFER_TO_FROM_DEV) {
		value_field(tcp, "dxferp");
		print_sg_buf(tcp, (uintptr_t)h.dxferp, h.dxfer_len, h.iovec_count);
	}
	tcp->priv[P_IID] = 'S';
	tcp->priv[P_DIR] = (uint32_t)h.dxfer_direction;
	tcp->priv[P_OUT1] = (uintptr_t)h.dxferp;
	tcp->priv[P_OUT2] = (uintptr_t)h.sbp;
	return 0;
}

static void v3_exit(struct tcb *tcp, uint64_t arg)
{
	struct sg_io_hdr h;

	if (!result_known(tcp) || fetch_obj(tcp, arg, &h) < 0) {
		if ((uint32_t)tcp->priv[P_DIR] == (uint32_t)SG_DXFER_FROM_DEV) {
			value_field(tcp, "dxferp");
			print_addr(tcp, tcp->priv[P_OUT1]);
		}
		value_field(tcp, "sbp");
		print_addr(tcp, tcp->priv[P_OUT2]);
		return;
	}
	if ((uint32_t)h.interface_id != tcp->priv[P_IID]) {
		/* Written after the last field of the entry, as strace does. */
		value_expr_wrap(tcp, " => interface_id=");
		value_expr_next(tcp);
		value_uint(tcp, (uint32_t)h.interface_id, VB_DEC);
		value_expr_end(tcp);
		return;
	}
	if (h.dxfer_direction == SG_DXFER_FROM_DEV || h.dxfer_direction == SG_DXFER_TO_FROM_DEV) {
		uint32_t len = h.dxfer_len;
		if (h.resid > 0 && (uint32_t)h.resid <= len)
			len -= (uint32_t)h.resid;
		if (h.dxfer_direction == SG_DXFER_FROM_DEV) {
			value_field(tcp, "dxferp");
			print_sg_buf(tcp, (uintptr_t)h.dxferp, len, h.iovec_count);
		} else if (len) {
			/* After the data sent, at entry: what came back. */
			value_expr_wrap(tcp, " => dxferp=");
			value_expr_next(tcp);
			print_sg_buf(tcp, (uintptr_t)h.dxferp, len, h.iovec_count);
			value_expr_end(tcp);
		}
	}
	field_x(tcp, "status", h.status);
	field_x(tcp, "masked_status", h.masked_status);
	field_x(tcp, "msg_status", h.msg_status);
	field_u(tcp, "sb_len_wr", h.sb_len_wr);
	value_field(tcp, "sbp");
	print_sg_buf(tcp, (uintptr_t)h.sbp, h.sb_len_wr, 0);
	field_x(tcp, "host_status", h.host_status);
	field_x(tcp, "driver_status", h.driver_status);
	value_field(tcp, "resid");
	value_int(tcp, h.resid);
	field_u(tcp, "duration", h.duration);
	value_field(tcp, "info");
	print_flags(tcp, &sg_io_info, h.info, "SG_INFO_???");
}

static int v4_entry(struct tcb *tcp, uint64_t arg)
{
	struct sg_io_v4 h;
	const size_t skip = offsetof(struct sg_io_v4, protocol);

	value_struct_begin(tcp);
	value_field(tcp, "guard");
	print_letter(tcp, 'Q');
	if (fetch_mem(tcp, arg + skip, (char *)&h + skip, sizeof(h) - skip) < 0) {
		value_field(tcp, NULL);
		print_addr(tcp, arg + skip);
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	}
	value_field(tcp, "protocol");
	print_xval(tcp, &bsg_protocol, h.protocol, "BSG_PROTOCOL_???");
	value_field(tcp, "subprotocol");
	print_xval(tcp, &bsg_subprotocol, h.subprotocol, "BSG_SUB_PROTOCOL_???");
	field_u(tcp, "request_len", h.request_len);
	value_field(tcp, "request");
	print_sg_buf(tcp, h.request, h.request_len, 0);
	field_x(tcp, "request_tag", h.request_tag);
	field_u(tcp, "request_attr", h.request_attr);
	field_u(tcp, "request_priority", h.request_priority);
	field_u(tcp, "request_extra", h.request_extra);
	field_u(tcp, "max_response_len", h.max_response_len);
	field_u(tcp, "dout_iovec_count", h.dout_iovec_count);
	field_u(tcp, "dout_xfer_len", h.dout_xfer_len);
	field_u(tcp, "din_iovec_count", h.din_iovec_count);
	field_u(tcp, "din_xfer_len", h.din_xfer_len);
	value_field(tcp, "dout_xferp");
	print_sg_buf(tcp, h.dout_xferp, h.dout_xfer_len, h.dout_iovec_count);
	field_u(tcp, "timeout", h.timeout);
	value_field(tcp, "flags");
	print_flags(tcp, &bsg_flags, h.flags, "BSG_FLAG_???");
	field_x(tcp, "usr_ptr", h.usr_ptr);
	tcp->priv[P_IID] = 'Q';
	tcp->priv[P_OUT1] = h.response;
	tcp->priv[P_OUT2] = h.din_xferp;
	return 0;
}

static void v4_exit(struct tcb *tcp, uint64_t arg)
{
	struct sg_io_v4 h;

	if (!result_known(tcp) || fetch_obj(tcp, arg, &h) < 0) {
		/* strace prints these two in hex, not as addresses. */
		field_x(tcp, "response", tcp->priv[P_OUT1]);
		field_x(tcp, "din_xferp", tcp->priv[P_OUT2]);
		return;
	}
	if ((uint32_t)h.guard != tcp->priv[P_IID]) {
		value_expr_wrap(tcp, " => guard=");
		value_expr_next(tcp);
		value_uint(tcp, (uint32_t)h.guard, VB_DEC);
		value_expr_end(tcp);
		return;
	}
	field_u(tcp, "response_len", h.response_len);
	value_field(tcp, "response");
	print_sg_buf(tcp, h.response, h.response_len, 0);
	uint32_t len = h.din_xfer_len;
	if (h.din_resid > 0 && (uint32_t)h.din_resid <= len)
		len -= (uint32_t)h.din_resid;
	value_field(tcp, "din_xferp");
	print_sg_buf(tcp, h.din_xferp, len, h.din_iovec_count);
	field_x(tcp, "driver_status", h.driver_status);
	field_x(tcp, "transport_status", h.transport_status);
	field_x(tcp, "device_status", h.device_status);
	field_u(tcp, "retry_delay", h.retry_delay);
	value_field(tcp, "info");
	print_flags(tcp, &sg_io_info, h.info, "SG_INFO_???");
	field_duration_len(tcp, h.duration, h.response_len);
	value_field(tcp, "din_resid");
	value_int(tcp, h.din_resid);
	value_field(tcp, "dout_resid");
	value_int(tcp, h.dout_resid);
	field_x(tcp, "generated_tag", h.generated_tag);
}

/* SG_IO's argument; see ioctl.h. */
int ioctl_sg_io_arg(struct tcb *tcp, uint64_t arg)
{
	if (entering(tcp)) {
		uint32_t iid;
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &iid))
			return IOCTL_ARG_PRINTED;
		if (iid == 'S')
			return v3_entry(tcp, arg);
		if (iid == 'Q')
			return v4_entry(tcp, arg);
		value_array_begin(tcp);
		value_elem(tcp);
		value_uint(tcp, iid, VB_DEC);
		value_array_end(tcp);
		return IOCTL_ARG_PRINTED;
	}
	if (tcp->priv[P_IID] == 'S')
		v3_exit(tcp, arg);
	else
		v4_exit(tcp, arg);
	value_struct_end(tcp);
	return IOCTL_ARG_PRINTED;
}
