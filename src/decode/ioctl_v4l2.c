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
#include <sys/ioctl.h>
#include <linux/videodev2.h>

#include "decode.h"
#include "ioctl.h"
#include "ioctl_common_print.h"
#include "options.h"
#include "xlat/v4l2_buf_flags.h"
#include "xlat/v4l2_buf_ts_srcs.h"
#include "xlat/v4l2_buf_ts_types.h"
#include "xlat/v4l2_buf_types.h"
#include "xlat/v4l2_capture_modes.h"
#include "xlat/v4l2_colorspaces.h"
#include "xlat/v4l2_control_id_flags.h"
#include "xlat/v4l2_control_flags.h"
#include "xlat/v4l2_control_ids.h"
#include "xlat/v4l2_control_types.h"
#include "xlat/v4l2_device_caps.h"
#include "xlat/v4l2_fields.h"
#include "xlat/v4l2_frameinterval_types.h"
#include "xlat/v4l2_framesize_types.h"
#include "xlat/v4l2_fmt_desc_flags.h"
#include "xlat/v4l2_input_types.h"
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
static void print_cid_value(struct tcb *tcp, uint32_t id, bool with_flags)
{
	uint32_t mask = V4L2_CTRL_FLAG_NEXT_CTRL | V4L2_CTRL_FLAG_NEXT_COMPOUND;
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

static void print_cid(struct tcb *tcp, uint32_t id, bool with_flags)
{
	value_field(tcp, "id");
	print_cid_value(tcp, id, with_flags);
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
	ioctl_changed_begin(tcp);
	v4l2_print_format_fmt(tcp, &f);
	ioctl_changed_end(tcp);
	return IOCTL_ARG_PRINTED;
}

/* The parameters of a struct v4l2_streamparm, as a field; false for a buffer
 * type that has none strace shows. */
static bool print_parm(struct tcb *tcp, const struct v4l2_streamparm *s)
{
	if (s->type == V4L2_BUF_TYPE_VIDEO_CAPTURE) {
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
	} else if (s->type == V4L2_BUF_TYPE_VIDEO_OUTPUT) {
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
	} else {
		return false;
	}
	return true;
}

/* KERNEL_VERSION(5, 10, 0); -X raw: the number; -X verbose: both. */
static void print_kernel_version(struct tcb *tcp, uint32_t v)
{
	if (opts.const_style != CONST_ABBREV) {
		value_uint(tcp, v, VB_HEX);
		if (opts.const_style == CONST_VERBOSE)
			value_commentf(tcp, "KERNEL_VERSION(%u, %u, %u)", v >> 16, (v >> 8) & 0xff,
				       v & 0xff);
		return;
	}
	value_call_begin(tcp, "KERNEL_VERSION");
	value_call_arg(tcp);
	value_uint(tcp, v >> 16, VB_DEC);
	value_call_arg(tcp);
	value_uint(tcp, (v >> 8) & 0xff, VB_DEC);
	value_call_arg(tcp);
	value_uint(tcp, v & 0xff, VB_DEC);
	value_call_end(tcp);
}

static void print_rect(struct tcb *tcp, const char *name, const struct v4l2_rect *r)
{
	value_field(tcp, name);
	v4l2_print_rect(tcp, r);
}

/* struct v4l2_tuner after its index: what S_TUNER sets and G_TUNER gets. */
static void print_tuner(struct tcb *tcp, const struct v4l2_tuner *t)
{
	ioctl_field_cstr(tcp, "name", t->name, sizeof(t->name));
	value_field(tcp, "type");
	print_xval(tcp, &v4l2_tuner_types, t->type, "V4L2_TUNER_???");
	value_field(tcp, "capability");
	print_flags(tcp, &v4l2_tuner_caps, t->capability, "V4L2_TUNER_CAP_???");
	value_field(tcp, "rangelow");
	value_uint(tcp, t->rangelow, VB_DEC);
	value_field(tcp, "rangehigh");
	value_uint(tcp, t->rangehigh, VB_DEC);
	value_field(tcp, "rxsubchans");
	print_flags(tcp, &v4l2_tuner_rxsubchans, t->rxsubchans, "V4L2_TUNER_SUB_???");
	value_field(tcp, "audmode");
	print_xval(tcp, &v4l2_tuner_audmodes, t->audmode, "V4L2_TUNER_MODE_???");
	value_field(tcp, "signal");
	value_int(tcp, t->signal);
	value_field(tcp, "afc");
	value_int(tcp, t->afc);
}

static void field_u32(struct tcb *tcp, const char *name, uint32_t v)
{
	value_field(tcp, name);
	value_uint(tcp, v, VB_DEC);
}

static void print_frmsize(struct tcb *tcp, const struct v4l2_frmsizeenum *f)
{
	value_field(tcp, "type");
	print_xval(tcp, &v4l2_framesize_types, f->type, "V4L2_FRMSIZE_TYPE_???");
	if (f->type == V4L2_FRMSIZE_TYPE_DISCRETE) {
		value_field(tcp, "discrete");
		value_struct_begin(tcp);
		field_u32(tcp, "width", f->discrete.width);
		field_u32(tcp, "height", f->discrete.height);
		value_struct_end(tcp);
	} else if (f->type == V4L2_FRMSIZE_TYPE_STEPWISE) {
		value_field(tcp, "stepwise");
		value_struct_begin(tcp);
		field_u32(tcp, "min_width", f->stepwise.min_width);
		field_u32(tcp, "max_width", f->stepwise.max_width);
		field_u32(tcp, "step_width", f->stepwise.step_width);
		field_u32(tcp, "min_height", f->stepwise.min_height);
		field_u32(tcp, "max_height", f->stepwise.max_height);
		field_u32(tcp, "step_height", f->stepwise.step_height);
		value_struct_end(tcp);
	}
}

static void print_frmival(struct tcb *tcp, const struct v4l2_frmivalenum *f)
{
	value_field(tcp, "type");
	print_xval(tcp, &v4l2_frameinterval_types, f->type, "V4L2_FRMIVAL_TYPE_???");
	if (f->type == V4L2_FRMIVAL_TYPE_DISCRETE) {
		print_fract(tcp, "discrete", &f->discrete);
	} else if (f->type == V4L2_FRMIVAL_TYPE_STEPWISE ||
		   f->type == V4L2_FRMIVAL_TYPE_CONTINUOUS) {
		value_field(tcp, "stepwise");
		value_struct_begin(tcp);
		print_fract(tcp, "min", &f->stepwise.min);
		print_fract(tcp, "max", &f->stepwise.max);
		print_fract(tcp, "step", &f->stepwise.step);
		value_struct_end(tcp);
	}
}

/* The control the kernel found, when not the one asked for at entry: " => ID". */
static void print_found_cid(struct tcb *tcp, uint32_t id)
{
	if (id == (uint32_t)tcp->priv[0])
		return;
	value_expr_wrap(tcp, "=>");
	value_expr_next(tcp);
	print_cid_value(tcp, id, false);
	value_expr_end(tcp);
}

/* struct v4l2_framebuffer, as S_FBUF sets it and G_FBUF gets it: the
 * capability and flags in hex, the base address. */
static void print_fbuf(struct tcb *tcp, const struct v4l2_framebuffer *fb)
{
	const uint32_t words[] = { fb->capability, fb->flags };
	static const char *const names[] = { "capability", "flags" };

	value_struct_begin(tcp);
	for (size_t i = 0; i < ARRAY_SIZE(words); i++) {
		value_field(tcp, names[i]);
		value_uint(tcp, words[i], VB_HEX);
	}
	value_field(tcp, "base");
	print_addr(tcp, (uint64_t)(uintptr_t)fb->base);
	value_struct_end(tcp);
}

/* What VIDIOC_QUERYCTRL and QUERY_EXT_CTRL return after the id: the type and
 * name, and with -v the range; without -v "..." and false (nothing more). */
static bool print_ctrl_start(struct tcb *tcp, uint32_t type, const void *name, size_t size,
			     int64_t min, int64_t max)
{
	value_field(tcp, "type");
	print_xval(tcp, &v4l2_control_types, type, "V4L2_CTRL_TYPE_???");
	ioctl_field_cstr(tcp, "name", name, size);
	if (!opts.verbose) {
		value_struct_more(tcp);
		return false;
	}
	value_field(tcp, "minimum");
	value_int(tcp, min);
	value_field(tcp, "maximum");
	value_int(tcp, max);
	return true;
}

/* What VIDIOC_QUERY_EXT_CTRL returns after the id (-v: all of it). */
static void print_query_ext_ctrl(struct tcb *tcp, const struct v4l2_query_ext_ctrl *q)
{
	if (!print_ctrl_start(tcp, q->type, q->name, sizeof(q->name), q->minimum, q->maximum))
		return;
	value_field(tcp, "step");
	value_uint(tcp, q->step, VB_DEC);
	value_field(tcp, "default_value");
	value_int(tcp, q->default_value);
	value_field(tcp, "flags");
	print_flags(tcp, &v4l2_control_flags, q->flags, "V4L2_CTRL_FLAG_???");
	field_u32(tcp, "elem_size", q->elem_size);
	field_u32(tcp, "elems", q->elems);
	field_u32(tcp, "nr_of_dims", q->nr_of_dims);
	value_field(tcp, "dims");
	size_t n = q->nr_of_dims < ARRAY_SIZE(q->dims) ? q->nr_of_dims : ARRAY_SIZE(q->dims);
	value_array_begin(tcp);
	for (size_t i = 0; i < n; i++) {
		value_elem(tcp);
		value_uint(tcp, q->dims[i], VB_DEC);
	}
	value_array_end(tcp);
	ioctl_field_reserved(tcp, "reserved", q->reserved, ARRAY_SIZE(q->reserved));
}

/* struct v4l2_buffer flags: "A|B|TIMESTAMP_TYPE|TSTAMP_SRC" (-X raw: hex). */
static void print_buffer_flags(struct tcb *tcp, uint32_t v)
{
	uint32_t ts_type = v & V4L2_BUF_FLAG_TIMESTAMP_MASK;
	uint32_t ts_src = v & V4L2_BUF_FLAG_TSTAMP_SRC_MASK;
	uint32_t rest = v & ~(ts_type | ts_src);

	if (opts.const_style == CONST_RAW) {
		value_uint(tcp, v, VB_HEX);
		return;
	}
	value_expr_begin(tcp, "|");
	if (rest) {
		value_expr_next(tcp);
		print_flags(tcp, &v4l2_buf_flags, rest, "V4L2_BUF_FLAG_???");
	}
	value_expr_next(tcp);
	print_xval(tcp, &v4l2_buf_ts_types, ts_type, "V4L2_BUF_FLAG_TIMESTAMP_???");
	value_expr_next(tcp);
	print_xval(tcp, &v4l2_buf_ts_srcs, ts_src, "V4L2_BUF_FLAG_TSTAMP_SRC_???");
	value_expr_end(tcp);
}

/* What QUERYBUF, QBUF and DQBUF get back (the index for DQBUF, which has
 * none at entry; its timestamp). */
static void print_buffer_out(struct tcb *tcp, unsigned int code, const struct v4l2_buffer *b)
{
	if (code == VIDIOC_DQBUF)
		field_u32(tcp, "index", b->index);
	value_field(tcp, "memory");
	print_xval(tcp, &v4l2_memories, b->memory, "V4L2_MEMORY_???");
	if (b->memory == V4L2_MEMORY_MMAP) {
		value_field(tcp, "m.offset");
		value_uint(tcp, b->m.offset, VB_HEX);
	} else if (b->memory == V4L2_MEMORY_USERPTR) {
		value_field(tcp, "m.userptr");
		print_addr(tcp, b->m.userptr);
	}
	field_u32(tcp, "length", b->length);
	field_u32(tcp, "bytesused", b->bytesused);
	value_field(tcp, "flags");
	print_buffer_flags(tcp, b->flags);
	if (code == VIDIOC_DQBUF) {
		value_field(tcp, "timestamp");
		value_struct_begin(tcp);
		value_field(tcp, "tv_sec");
		value_int(tcp, b->timestamp.tv_sec);
		value_field(tcp, "tv_usec");
		value_uint(tcp, (uint64_t)b->timestamp.tv_usec, VB_DEC);
		value_struct_end(tcp);
	}
	value_struct_more(tcp);
}

/*
 * What strace adds at exit of a call that worked (the entry part, printed by
 * ioctl_v4l2_arg, left the struct open): the device's capabilities, the
 * current input and standard, a format description, the buffers granted, a
 * control's value, an input's name and type, the crop bounds and rectangle.
 * For the requests only written, the whole argument (its address on failure).
 */
static int v4l2_exit(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	union {
		struct v4l2_capability cap;
		struct v4l2_requestbuffers rb;
		struct v4l2_fmtdesc fd;
		struct v4l2_control c;
		struct v4l2_input in;
		struct v4l2_cropcap cc;
		struct v4l2_crop cr;
		struct v4l2_streamparm sp;
		struct v4l2_standard std;
		struct v4l2_queryctrl q;
		struct v4l2_tuner tu;
		struct v4l2_frmsizeenum fs;
		struct v4l2_frmivalenum fi;
		struct v4l2_query_ext_ctrl qe;
		struct v4l2_framebuffer fb;
		struct v4l2_create_buffers cb;
		struct v4l2_buffer b;
		uint32_t u32;
		uint64_t u64;
	} u;
	static char created[64];
	bool out_only = code == VIDIOC_QUERYCAP || code == VIDIOC_G_INPUT || code == VIDIOC_G_STD ||
			code == VIDIOC_G_FBUF;

	if (code == VIDIOC_CREATE_BUFS) {
		/* The buffers made, after the result: "= 0 ({index=0, count=4})". */
		if (syserror(tcp) || fetch_obj(tcp, arg, &u.cb) < 0)
			return IOCTL_ARG_PRINTED;
		snprintf(created, sizeof(created), "{index=%u, count=%u}", u.cb.index, u.cb.count);
		tcp->auxstr = created;
		return IOCTL_ARG_PRINTED | RVAL_STR;
	}

	int rc = ioctl_exit_begin(tcp, arg, out_only);
	if (rc >= 0)
		return rc;
	switch (code) {
	case VIDIOC_QUERYCAP:
		if (!FETCH_OR_ADDR(tcp, arg, &u.cap))
			return IOCTL_ARG_PRINTED;
		value_struct_begin(tcp);
		ioctl_field_cstr(tcp, "driver", u.cap.driver, sizeof(u.cap.driver));
		ioctl_field_cstr(tcp, "card", u.cap.card, sizeof(u.cap.card));
		ioctl_field_cstr(tcp, "bus_info", u.cap.bus_info, sizeof(u.cap.bus_info));
		value_field(tcp, "version");
		print_kernel_version(tcp, u.cap.version);
		value_field(tcp, "capabilities");
		print_flags(tcp, &v4l2_device_caps, u.cap.capabilities, "V4L2_CAP_???");
		if (u.cap.device_caps) {
			value_field(tcp, "device_caps");
			print_flags(tcp, &v4l2_device_caps, u.cap.device_caps, "V4L2_CAP_???");
		}
		value_struct_end(tcp);
		return IOCTL_ARG_PRINTED;
	case VIDIOC_G_INPUT:
		if (FETCH_OR_ADDR(tcp, arg, &u.u32))
			ioctl_print_one_uint(tcp, u.u32, VB_DEC);
		return IOCTL_ARG_PRINTED;
	case VIDIOC_G_STD:
		if (FETCH_OR_ADDR(tcp, arg, &u.u64))
			ioctl_print_one_uint(tcp, u.u64, VB_HEX);
		return IOCTL_ARG_PRINTED;
	case VIDIOC_G_FBUF:
		if (FETCH_OR_ADDR(tcp, arg, &u.fb))
			print_fbuf(tcp, &u.fb);
		return IOCTL_ARG_PRINTED;
	case VIDIOC_REQBUFS:
		if (fetch_obj(tcp, arg, &u.rb) == 0) {
			/* "count=4 => 2": the buffers granted. */
			value_expr_wrap(tcp, "=>");
			value_expr_next(tcp);
			value_uint(tcp, u.rb.count, VB_DEC);
			value_expr_end(tcp);
		}
		break;
	case VIDIOC_ENUM_FMT:
		if (fetch_obj(tcp, arg, &u.fd) == 0) {
			value_field(tcp, "flags");
			print_flags(tcp, &v4l2_fmt_desc_flags, u.fd.flags, "V4L2_FMT_FLAG_???");
			ioctl_field_cstr(tcp, "description", u.fd.description,
					 sizeof(u.fd.description));
			value_field(tcp, "pixelformat");
			v4l2_print_fourcc(tcp, u.fd.pixelformat, NULL);
		}
		break;
	case VIDIOC_G_CTRL: case VIDIOC_S_CTRL:
		if (fetch_obj(tcp, arg, &u.c) < 0)
			break;
		if (code == VIDIOC_G_CTRL) {
			value_field(tcp, "value");
			value_int(tcp, u.c.value);
		} else {
			value_expr_wrap(tcp, "=>");
			value_expr_next(tcp);
			value_int(tcp, u.c.value);
			value_expr_end(tcp);
		}
		break;
	case VIDIOC_ENUMINPUT:
		if (fetch_obj(tcp, arg, &u.in) == 0) {
			ioctl_field_cstr(tcp, "name", u.in.name, sizeof(u.in.name));
			value_field(tcp, "type");
			print_xval(tcp, &v4l2_input_types, u.in.type, "V4L2_INPUT_TYPE_???");
		}
		break;
	case VIDIOC_CROPCAP:
		if (fetch_obj(tcp, arg, &u.cc) == 0) {
			print_rect(tcp, "bounds", &u.cc.bounds);
			print_rect(tcp, "defrect", &u.cc.defrect);
			print_fract(tcp, "pixelaspect", &u.cc.pixelaspect);
		}
		break;
	case VIDIOC_G_CROP:
		if (fetch_obj(tcp, arg, &u.cr) == 0)
			print_rect(tcp, "c", &u.cr.c);
		break;
	case VIDIOC_G_PARM: case VIDIOC_S_PARM:
		if (fetch_obj(tcp, arg, &u.sp) < 0)
			break;
		if (code == VIDIOC_G_PARM) {
			print_parm(tcp, &u.sp);
			break;
		}
		/* "{...} => {parm...}": the parameters the driver settled on. */
		ioctl_changed_begin(tcp);
		print_parm(tcp, &u.sp);
		ioctl_changed_end(tcp);
		return IOCTL_ARG_PRINTED;
	case VIDIOC_G_TUNER: case VIDIOC_S_TUNER:
		if (fetch_obj(tcp, arg, &u.tu) < 0)
			break;
		if (code == VIDIOC_G_TUNER) {
			print_tuner(tcp, &u.tu);
			break;
		}
		ioctl_changed_begin(tcp);
		print_tuner(tcp, &u.tu);
		ioctl_changed_end(tcp);
		return IOCTL_ARG_PRINTED;
	case VIDIOC_QUERYBUF: case VIDIOC_QBUF: case VIDIOC_DQBUF:
		if (fetch_obj(tcp, arg, &u.b) == 0)
			print_buffer_out(tcp, code, &u.b);
		break;
	case VIDIOC_ENUM_FRAMESIZES:
		if (fetch_obj(tcp, arg, &u.fs) == 0)
			print_frmsize(tcp, &u.fs);
		break;
	case VIDIOC_ENUM_FRAMEINTERVALS:
		if (fetch_obj(tcp, arg, &u.fi) == 0)
			print_frmival(tcp, &u.fi);
		break;
	case VIDIOC_QUERY_EXT_CTRL:
		if (fetch_obj(tcp, arg, &u.qe) < 0)
			break;
		print_found_cid(tcp, u.qe.id);
		print_query_ext_ctrl(tcp, &u.qe);
		break;
	case VIDIOC_ENUMSTD:
		if (fetch_obj(tcp, arg, &u.std) < 0)
			break;
		ioctl_field_cstr(tcp, "name", u.std.name, sizeof(u.std.name));
		print_fract(tcp, "frameperiod", &u.std.frameperiod);
		value_field(tcp, "framelines");
		value_uint(tcp, u.std.framelines, VB_DEC);
		break;
	case VIDIOC_QUERYCTRL:
		if (fetch_obj(tcp, arg, &u.q) < 0)
			break;
		print_found_cid(tcp, u.q.id);
		if (!print_ctrl_start(tcp, u.q.type, u.q.name, sizeof(u.q.name), u.q.minimum,
				      u.q.maximum))
			break;
		value_field(tcp, "step");
		value_int(tcp, u.q.step);
		value_field(tcp, "default_value");
		value_int(tcp, u.q.default_value);
		value_field(tcp, "flags");
		print_flags(tcp, &v4l2_control_flags, u.q.flags, "V4L2_CTRL_FLAG_???");
		ioctl_field_reserved(tcp, "reserved", u.q.reserved, ARRAY_SIZE(u.q.reserved));
		break;
	}
	value_struct_end(tcp);
	return IOCTL_ARG_PRINTED;
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
	case VIDIOC_QUERYCAP: case VIDIOC_G_INPUT: case VIDIOC_G_STD: case VIDIOC_G_FBUF:
		/* Only written by the kernel: at exit. */
		return entering(tcp) ? 0 : v4l2_exit(tcp, code, arg);
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
	if (exiting(tcp))
		return v4l2_exit(tcp, code, arg);
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
		return 0;
	case VIDIOC_ENUM_FMT:
		if (!FETCH_OR_ADDR(tcp, arg, &u.fd))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "index");
		value_uint(tcp, u.fd.index, VB_DEC);
		print_buf_type(tcp, u.fd.type);
		return 0;
	case VIDIOC_G_PARM: case VIDIOC_S_PARM:
		if (!FETCH_OR_ADDR(tcp, arg, &u.sp))
			break;
		value_struct_begin(tcp);
		print_buf_type(tcp, u.sp.type);
		if (u.sp.type != V4L2_BUF_TYPE_VIDEO_CAPTURE &&
		    u.sp.type != V4L2_BUF_TYPE_VIDEO_OUTPUT) {
			value_struct_end(tcp);
			break;
		}
		if (code == VIDIOC_S_PARM)
			print_parm(tcp, &u.sp);
		return 0;
	case VIDIOC_STREAMON: case VIDIOC_STREAMOFF:
		if (!FETCH_OR_ADDR(tcp, arg, &u.u32))
			break;
		value_array_begin(tcp);
		value_elem(tcp);
		print_xval(tcp, &v4l2_buf_types, u.u32, "V4L2_BUF_TYPE_???");
		value_array_end(tcp);
		break;
	case VIDIOC_S_INPUT:
		if (FETCH_OR_ADDR(tcp, arg, &u.u32))
			ioctl_print_one_uint(tcp, u.u32, VB_DEC);
		break;
	case VIDIOC_S_STD:
		if (FETCH_OR_ADDR(tcp, arg, &u.u64))
			ioctl_print_one_uint(tcp, u.u64, VB_HEX);
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
		return 0;
	case VIDIOC_ENUMINPUT:
		if (!FETCH_OR_ADDR(tcp, arg, &u.in))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "index");
		value_uint(tcp, u.in.index, VB_DEC);
		return 0;
	case VIDIOC_QUERYCTRL:
		if (!FETCH_OR_ADDR(tcp, arg, &u.q))
			break;
		value_struct_begin(tcp);
		print_cid(tcp, u.q.id, true);
		tcp->priv[0] = u.q.id;
		return 0;
	case VIDIOC_ENUM_FRAMESIZES:
		if (!FETCH_OR_ADDR(tcp, arg, &u.fs))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "index");
		value_uint(tcp, u.fs.index, VB_DEC);
		value_field(tcp, "pixel_format");
		v4l2_print_fourcc(tcp, u.fs.pixel_format, NULL);
		return 0;
	case VIDIOC_CROPCAP:
		if (!FETCH_OR_ADDR(tcp, arg, &u.cc))
			break;
		value_struct_begin(tcp);
		print_buf_type(tcp, u.cc.type);
		return 0;
	case VIDIOC_G_CROP: case VIDIOC_S_CROP:
		if (!FETCH_OR_ADDR(tcp, arg, &u.cr))
			break;
		value_struct_begin(tcp);
		print_buf_type(tcp, u.cr.type);
		if (code == VIDIOC_G_CROP)
			return 0;
		print_rect(tcp, "c", &u.cr.c);
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
		return 0;
	case VIDIOC_ENUMSTD:
		if (!FETCH_OR_ADDR(tcp, arg, &u.std))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "index");
		value_uint(tcp, u.std.index, VB_DEC);
		return 0;
	case VIDIOC_G_TUNER: case VIDIOC_S_TUNER:
		if (!FETCH_OR_ADDR(tcp, arg, &u.tu))
			break;
		value_struct_begin(tcp);
		value_field(tcp, "index");
		value_uint(tcp, u.tu.index, VB_DEC);
		if (code == VIDIOC_S_TUNER)
			print_tuner(tcp, &u.tu);
		return 0;
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
		return 0;
	case VIDIOC_S_FBUF:
		if (FETCH_OR_ADDR(tcp, arg, &u.fb))
			print_fbuf(tcp, &u.fb);
		break;
	case VIDIOC_QUERY_EXT_CTRL:
		if (!FETCH_OR_ADDR(tcp, arg, &u.qe))
			break;
		value_struct_begin(tcp);
		print_cid(tcp, u.qe.id, true);
		tcp->priv[0] = u.qe.id;
		return 0;
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
		return 0;
	}
	return IOCTL_ARG_PRINTED;
}
