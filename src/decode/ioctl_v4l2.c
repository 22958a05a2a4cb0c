/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Video4Linux2 ('V') structures as strace prints them at entry: the fields
 * the kernel reads (a buffer type, an index, a format to set). Formats
 * (ioctl_v4l2_fmt.c) also at exit: what G_FMT, S_FMT and TRY_FMT got back;
 * extended controls in ioctl_v4l2_ctrls.c. Otherwise what the kernel writes
 * back is not shown yet: a request whose argument is only written
 * (VIDIOC_QUERYCAP, VIDIOC_G_INPUT, VIDIOC_G_STD) prints its address.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/videodev2.h>

#include "decode.h"
#include "ioctl.h"
#include "xlat/v4l2_buf_types.h"
#include "xlat/v4l2_capture_modes.h"
#include "xlat/v4l2_colorspaces.h"
#include "xlat/v4l2_control_id_flags.h"
#include "xlat/v4l2_control_ids.h"
#include "xlat/v4l2_fields.h"
#include "xlat/v4l2_memories.h"
#include "xlat/v4l2_streaming_caps.h"
#include "xlat/v4l2_tuner_audmodes.h"
#include "xlat/v4l2_tuner_caps.h"
#include "xlat/v4l2_tuner_rxsubchans.h"
#include "xlat/v4l2_tuner_types.h"

static void print_buf_type(struct tcb *tcp, uint32_t type)
{
	value_field(tcp, "type");
	print_xval(tcp, &v4l2_buf_types, type, "V4L2_BUF_TYPE_???");
}

/* A control id, after the flags VIDIOC_QUERYCTRL may or into it. */
static void print_cid(struct tcb *tcp, uint32_t id, bool with_flags)
{
	uint32_t mask = V4L2_CTRL_FLAG_NEXT_CTRL | V4L2_CTRL_FLAG_NEXT_COMPOUND;
	value_field(tcp, "id");
	if (!with_flags || !(id & mask)) {
		print_xval(tcp, &v4l2_control_ids, id, "V4L2_CID_???");
		return;
	}
	value_flags_begin(tcp);
	value_flags_names(tcp, &v4l2_control_id_flags, id & mask);
	id &= ~mask;
	if (id) {
		const char *name = NULL;
		for (size_t i = 0; i < v4l2_control_ids.count; i++)
			if (v4l2_control_ids.entries[i].val == id) {
				name = v4l2_control_ids.entries[i].str;
				break;
			}
		if (name)
			value_flag(tcp, name);
		else
			value_flags_rest(tcp, id, VB_HEX);
	}
	value_flags_end(tcp, NULL);
}

static void print_fract(struct tcb *tcp, const char *name, const struct v4l2_fract *f)
{
	value_field(tcp, name);
	value_expr_begin(tcp, "/");
	value_uint(tcp, f->numerator, VB_DEC);
	value_expr_next(tcp);
	value_uint(tcp, f->denominator, VB_DEC);
	value_expr_end(tcp);
}

/* struct v4l2_format: the type, and for S_FMT, TRY_FMT and CREATE_BUFS the
 * format. Returns false when the format was not all shown (no exit part). */
static bool print_format(struct tcb *tcp, const struct v4l2_format *f, bool set)
{
	value_struct_begin(tcp);
	print_buf_type(tcp, f->type);
	bool ok = set && v4l2_print_format_fmt(tcp, f);
	value_struct_end(tcp);
	return ok;
}

/*
 * VIDIOC_G_FMT, S_FMT, TRY_FMT: the type and (set, try) the format at entry;
 * at exit of a call that worked, the format the kernel wrote (after " => "
 * for set and try).
 */
static int fmt_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	struct v4l2_format f;
	bool get = code == VIDIOC_G_FMT;

	if (entering(tcp)) {
		tprint_sep(tcp);
		if (!FETCH_OR_ADDR(tcp, arg, &f))
			return IOCTL_ARG_PRINTED;
		value_struct_begin(tcp);
		print_buf_type(tcp, f.type);
		if (get)
			return 0;
		if (!v4l2_print_format_fmt(tcp, &f)) {
			value_struct_end(tcp);
			return IOCTL_ARG_PRINTED;
		}
		return 0;
	}
	if (syserror(tcp) || fetch_obj(tcp, arg, &f) < 0) {
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	}
	if (get) {
		v4l2_print_format_fmt(tcp, &f);
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	}
	value_struct_end(tcp);
	value_expr_wrap(tcp, "=>");
	value_expr_next(tcp);
	value_struct_begin(tcp);
	v4l2_print_format_fmt(tcp, &f);
	value_struct_end(tcp);
	value_expr_end(tcp);
	return IOCTL_ARG_PRINTED;
}

/* struct v4l2_streamparm: the type, and for S_PARM the parameters. */
static void print_streamparm(struct tcb *tcp, const struct v4l2_streamparm *s, bool set)
{
	value_struct_begin(tcp);
	print_buf_type(tcp, s->type);
	if (set && s->type == V4L2_BUF_TYPE_VIDEO_CAPTURE) {
		const struct v4l2_captureparm *c = &s->parm.capture;
		value_field(tcp, "parm.capture");
		value_struct_begin(tcp);
		value_field(tcp, "capability");
		print_flags(tcp, &v4l2_streaming_caps, c->capability, "V4L2_CAP_???");
		value_field(tcp, "capturemode");
		print_flags(tcp, &v4l2_capture_modes, c->capturemode, "V4L2_MODE_???");
		print_fract(tcp, "timeperframe", &c->timeperframe);
		value_field(tcp, "extendedmode");
		value_uint(tcp, c->extendedmode, VB_HEX);
		value_field(tcp, "readbuffers");
		value_uint(tcp, c->readbuffers, VB_DEC);
		value_struct_end(tcp);
	} else if (set && s->type == V4L2_BUF_TYPE_VIDEO_OUTPUT) {
		const struct v4l2_outputparm *o = &s->parm.output;
		value_field(tcp, "parm.output");
		value_struct_begin(tcp);
		value_field(tcp, "capability");
		print_flags(tcp, &v4l2_streaming_caps, o->capability, "V4L2_CAP_???");
		value_field(tcp, "outputmode");
		print_flags(tcp, &v4l2_capture_modes, o->outputmode, "V4L2_MODE_???");
		print_fract(tcp, "timeperframe", &o->timeperframe);
		value_field(tcp, "extendedmode");
		value_uint(tcp, o->extendedmode, VB_HEX);
		value_field(tcp, "writebuffers");
		value_uint(tcp, o->writebuffers, VB_DEC);
		value_struct_end(tcp);
	}
	value_struct_end(tcp);
}

/* The v4l2 structures the kernel reads; -1 for other requests. See ioctl.h. */
int ioctl_v4l2_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	union {
		struct v4l2_format f;
		struct v4l2_requestbuffers rb;
		struct v4l2_fmtdesc fd;
		struct v4l2_streamparm sp;
		struct v4l2_control c;
		struct v4l2_input in;
		struct v4l2_queryctrl q;
		struct v4l2_frmsizeenum fs;
		struct v4l2_cropcap cc;
		struct v4l2_crop cr;
		struct v4l2_buffer b;
		struct v4l2_create_buffers cb;
		struct v4l2_standard std;
		struct v4l2_frmivalenum fi;
		struct v4l2_query_ext_ctrl qe;
		struct v4l2_tuner tu;
		struct v4l2_framebuffer fb;
		uint32_t u32;
		uint64_t u64;
	} u;

	switch (code) {
	case VIDIOC_G_FMT: case VIDIOC_S_FMT: case VIDIOC_TRY_FMT:
		return fmt_arg(tcp, code, arg);
	case VIDIOC_G_EXT_CTRLS: case VIDIOC_S_EXT_CTRLS: case VIDIOC_TRY_EXT_CTRLS:
		return ioctl_v4l2_ext_ctrls_arg(tcp, code, arg);
	case VIDIOC_QUERYCAP: case VIDIOC_G_INPUT: case VIDIOC_G_STD:
		/* Only written by the kernel. */
		tprint_sep(tcp);
		print_addr(tcp, arg);
		return IOCTL_ARG_PRINTED;
	case VIDIOC_REQBUFS: case VIDIOC_ENUM_FMT: case VIDIOC_G_PARM:
	case VIDIOC_S_PARM: case VIDIOC_STREAMON: case VIDIOC_STREAMOFF:
	case VIDIOC_S_INPUT: case VIDIOC_G_CTRL: case VIDIOC_S_CTRL:
	case VIDIOC_ENUMINPUT: case VIDIOC_QUERYCTRL: case VIDIOC_S_STD:
	case VIDIOC_ENUM_FRAMESIZES: case VIDIOC_CROPCAP: case VIDIOC_G_CROP:
	case VIDIOC_S_CROP: case VIDIOC_QUERYBUF: case VIDIOC_QBUF: case VIDIOC_DQBUF:
	case VIDIOC_CREATE_BUFS: case VIDIOC_ENUMSTD: case VIDIOC_ENUM_FRAMEINTERVALS:
	case VIDIOC_QUERY_EXT_CTRL: case VIDIOC_G_TUNER: case VIDIOC_S_FBUF:
	case VIDIOC_S_TUNER:
		break;
	default:
		return -1;
	}
	tprint_sep(tcp);
	switch (code) {
	case VIDIOC_REQBUFS:
		if (!FETCH_OR_ADDR(tcp, arg, &u.rb))
			break;
		value_struct_begin(tcp);
		print_buf_type(tcp, u.rb.type);
		value_field(tcp, "memory");
		print_xval(tcp, &v4l2_memories, u.rb.memory, "V4L2_MEMORY_???");
		value_field(tcp, "count");
		value_uint(tcp, u.rb.count, VB_DEC);
		value_struct_end(tcp);
		break;
	case VIDIOC_ENUM_FMT:
		if (!FETCH_OR_ADDR(tcp, arg, &u.fd))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "index");
		value_uint(tcp, u.fd.index, VB_DEC);
		print_buf_type(tcp, u.fd.type);
		value_struct_end(tcp);
		break;
	case VIDIOC_G_PARM: case VIDIOC_S_PARM:
		if (FETCH_OR_ADDR(tcp, arg, &u.sp))
			print_streamparm(tcp, &u.sp, code == VIDIOC_S_PARM);
		break;
	case VIDIOC_STREAMON: case VIDIOC_STREAMOFF:
		if (!FETCH_OR_ADDR(tcp, arg, &u.u32))
			break;
		value_array_begin(tcp);
		value_elem(tcp);
		print_xval(tcp, &v4l2_buf_types, u.u32, "V4L2_BUF_TYPE_???");
		value_array_end(tcp);
		break;
	case VIDIOC_S_INPUT:
		if (!FETCH_OR_ADDR(tcp, arg, &u.u32))
			break;
		value_array_begin(tcp);
		value_elem(tcp);
		value_uint(tcp, u.u32, VB_DEC);
		value_array_end(tcp);
		break;
	case VIDIOC_S_STD:
		if (!FETCH_OR_ADDR(tcp, arg, &u.u64))
			break;
		value_array_begin(tcp);
		value_elem(tcp);
		value_uint(tcp, u.u64, VB_HEX);
		value_array_end(tcp);
		break;
	case VIDIOC_G_CTRL: case VIDIOC_S_CTRL:
		if (!FETCH_OR_ADDR(tcp, arg, &u.c))
			break;
		value_struct_begin(tcp);
		print_cid(tcp, u.c.id, false);
		if (code == VIDIOC_S_CTRL) {
			value_field(tcp, "value");
			value_int(tcp, u.c.value);
		}
		value_struct_end(tcp);
		break;
	case VIDIOC_ENUMINPUT:
		if (!FETCH_OR_ADDR(tcp, arg, &u.in))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "index");
		value_uint(tcp, u.in.index, VB_DEC);
		value_struct_end(tcp);
		break;
	case VIDIOC_QUERYCTRL:
		if (!FETCH_OR_ADDR(tcp, arg, &u.q))
			break;
		value_struct_begin(tcp);
		print_cid(tcp, u.q.id, true);
		value_struct_end(tcp);
		break;
	case VIDIOC_ENUM_FRAMESIZES:
		if (!FETCH_OR_ADDR(tcp, arg, &u.fs))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "index");
		value_uint(tcp, u.fs.index, VB_DEC);
		value_field(tcp, "pixel_format");
		v4l2_print_fourcc(tcp, u.fs.pixel_format, NULL);
		value_struct_end(tcp);
		break;
	case VIDIOC_CROPCAP:
		if (!FETCH_OR_ADDR(tcp, arg, &u.cc))
			break;
		value_struct_begin(tcp);
		print_buf_type(tcp, u.cc.type);
		value_struct_end(tcp);
		break;
	case VIDIOC_G_CROP: case VIDIOC_S_CROP:
		if (!FETCH_OR_ADDR(tcp, arg, &u.cr))
			break;
		value_struct_begin(tcp);
		print_buf_type(tcp, u.cr.type);
		if (code == VIDIOC_S_CROP) {
			value_field(tcp, "c");
			value_struct_begin(tcp);
			value_field(tcp, "left");
			value_int(tcp, u.cr.c.left);
			value_field(tcp, "top");
			value_int(tcp, u.cr.c.top);
			value_field(tcp, "width");
			value_uint(tcp, u.cr.c.width, VB_DEC);
			value_field(tcp, "height");
			value_uint(tcp, u.cr.c.height, VB_DEC);
			value_struct_end(tcp);
		}
		value_struct_end(tcp);
		break;
	case VIDIOC_CREATE_BUFS:
		if (!FETCH_OR_ADDR(tcp, arg, &u.cb))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "count");
		value_uint(tcp, u.cb.count, VB_DEC);
		value_field(tcp, "memory");
		print_xval(tcp, &v4l2_memories, u.cb.memory, "V4L2_MEMORY_???");
		value_field(tcp, "format");
		print_format(tcp, &u.cb.format, true);
		value_struct_end(tcp);
		break;
	case VIDIOC_ENUMSTD:
		if (!FETCH_OR_ADDR(tcp, arg, &u.std))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "index");
		value_uint(tcp, u.std.index, VB_DEC);
		value_struct_end(tcp);
		break;
	case VIDIOC_G_TUNER: case VIDIOC_S_TUNER:
		if (!FETCH_OR_ADDR(tcp, arg, &u.tu))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "index");
		value_uint(tcp, u.tu.index, VB_DEC);
		if (code == VIDIOC_S_TUNER) {
			size_t len = strnlen((const char *)u.tu.name, sizeof(u.tu.name));
			value_field(tcp, "name");
			if (len == sizeof(u.tu.name))
				value_str(tcp, (const char *)u.tu.name, len - 1, VS_TRUNCATED);
			else
				value_str(tcp, (const char *)u.tu.name, len, 0);
			value_field(tcp, "type");
			print_xval(tcp, &v4l2_tuner_types, u.tu.type, "V4L2_TUNER_???");
			value_field(tcp, "capability");
			print_flags(tcp, &v4l2_tuner_caps, u.tu.capability, "V4L2_TUNER_CAP_???");
			value_field(tcp, "rangelow");
			value_uint(tcp, u.tu.rangelow, VB_DEC);
			value_field(tcp, "rangehigh");
			value_uint(tcp, u.tu.rangehigh, VB_DEC);
			value_field(tcp, "rxsubchans");
			print_flags(tcp, &v4l2_tuner_rxsubchans, u.tu.rxsubchans,
				    "V4L2_TUNER_SUB_???");
			value_field(tcp, "audmode");
			print_xval(tcp, &v4l2_tuner_audmodes, u.tu.audmode, "V4L2_TUNER_MODE_???");
			value_field(tcp, "signal");
			value_int(tcp, u.tu.signal);
			value_field(tcp, "afc");
			value_int(tcp, u.tu.afc);
		}
		value_struct_end(tcp);
		break;
	case VIDIOC_ENUM_FRAMEINTERVALS:
		if (!FETCH_OR_ADDR(tcp, arg, &u.fi))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "index");
		value_uint(tcp, u.fi.index, VB_DEC);
		value_field(tcp, "pixel_format");
		v4l2_print_fourcc(tcp, u.fi.pixel_format, NULL);
		value_field(tcp, "width");
		value_uint(tcp, u.fi.width, VB_DEC);
		value_field(tcp, "height");
		value_uint(tcp, u.fi.height, VB_DEC);
		value_struct_end(tcp);
		break;
	case VIDIOC_S_FBUF:
		if (!FETCH_OR_ADDR(tcp, arg, &u.fb))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "capability");
		value_uint(tcp, u.fb.capability, VB_HEX);
		value_field(tcp, "flags");
		value_uint(tcp, u.fb.flags, VB_HEX);
		value_field(tcp, "base");
		print_addr(tcp, (uint64_t)(uintptr_t)u.fb.base);
		value_struct_end(tcp);
		break;
	case VIDIOC_QUERY_EXT_CTRL:
		if (!FETCH_OR_ADDR(tcp, arg, &u.qe))
			break;
		value_struct_begin(tcp);
		print_cid(tcp, u.qe.id, true);
		value_struct_end(tcp);
		break;
	default:
		/* QUERYBUF, QBUF, DQBUF: the type, and the index the kernel reads. */
		if (!FETCH_OR_ADDR(tcp, arg, &u.b))
			break;
		value_struct_begin(tcp);
		print_buf_type(tcp, u.b.type);
		if (code != VIDIOC_DQBUF) {
			value_field(tcp, "index");
			value_uint(tcp, u.b.index, VB_DEC);
		}
		value_struct_end(tcp);
		break;
	}
	return IOCTL_ARG_PRINTED;
}
