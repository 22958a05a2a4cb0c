/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Video4Linux2 formats (struct v4l2_format's fmt union) as strace prints them,
 * by buffer type: pix (video capture and output), pix_mp (multi-planar), win
 * (overlays), vbi, sliced (sliced vbi), sdr and meta; and fourcc codes. Used
 * by VIDIOC_G_FMT, S_FMT, TRY_FMT and CREATE_BUFS (ioctl_v4l2.c).
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/videodev2.h>

#include "decode.h"
#include "ioctl.h"
#include "options.h"
#include "print_ext.h"
#include "xlat/v4l2_colorspaces.h"
#include "xlat/v4l2_fields.h"
#include "xlat/v4l2_meta_fmts.h"
#include "xlat/v4l2_pix_fmts.h"
#include "xlat/v4l2_sdr_fmts.h"
#include "xlat/v4l2_sliced_flags.h"
#include "xlat/v4l2_vbi_flags.h"

/* One byte of a fourcc as a C character literal: 'A', '\x7f'. */
static void print_char_lit(struct tcb *tcp, unsigned char c)
{
	char buf[8];
	if (c == '\'' || c == '\\')
		snprintf(buf, sizeof(buf), "'\\%c'", c);
	else if (c >= ' ' && c < 0x7f)
		snprintf(buf, sizeof(buf), "'%c'", c);
	else
		snprintf(buf, sizeof(buf), "'\\x%02x'", c);
	value_str(tcp, buf, strlen(buf), VS_BARE);
}

void v4l2_print_fourcc(struct tcb *tcp, uint32_t fourcc, const struct xlat *names)
{
	if (opts.const_style == CONST_RAW) {
		value_uint(tcp, fourcc, VB_HEX);
		return;
	}
	value_call_begin(tcp, "v4l2_fourcc");
	for (int i = 0; i < 4; i++) {
		value_call_arg(tcp);
		print_char_lit(tcp, (fourcc >> (8 * i)) & 0xff);
	}
	value_call_end(tcp);
	const char *name = xlat_lookup(names ? names : &v4l2_pix_fmts, fourcc);
	if (name)
		value_comment(tcp, name);
}

static void field_u(struct tcb *tcp, const char *name, uint64_t v)
{
	value_field(tcp, name);
	value_uint(tcp, v, VB_DEC);
}

void v4l2_print_rect(struct tcb *tcp, const struct v4l2_rect *r)
{
	value_struct_begin(tcp);
	value_field(tcp, "left");
	value_int(tcp, r->left);
	value_field(tcp, "top");
	value_int(tcp, r->top);
	field_u(tcp, "width", r->width);
	field_u(tcp, "height", r->height);
	value_struct_end(tcp);
}

/* The fields struct v4l2_pix_format and v4l2_pix_format_mplane start with. */
static void print_pix_start(struct tcb *tcp, uint32_t width, uint32_t height, uint32_t pixelformat,
			    uint32_t field)
{
	field_u(tcp, "width", width);
	field_u(tcp, "height", height);
	value_field(tcp, "pixelformat");
	v4l2_print_fourcc(tcp, pixelformat, NULL);
	value_field(tcp, "field");
	print_xval(tcp, &v4l2_fields, field, "V4L2_FIELD_???");
}

static void print_pix(struct tcb *tcp, const struct v4l2_pix_format *p)
{
	value_struct_begin(tcp);
	print_pix_start(tcp, p->width, p->height, p->pixelformat, p->field);
	field_u(tcp, "bytesperline", p->bytesperline);
	field_u(tcp, "sizeimage", p->sizeimage);
	value_field(tcp, "colorspace");
	print_xval(tcp, &v4l2_colorspaces, p->colorspace, "V4L2_COLORSPACE_???");
	value_struct_end(tcp);
}

static bool print_plane_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	struct v4l2_plane_pix_format p;
	memcpy(&p, elem, sizeof(p));
	value_struct_begin(tcp);
	field_u(tcp, "sizeimage", p.sizeimage);
	field_u(tcp, "bytesperline", p.bytesperline);
	value_struct_end(tcp);
	return true;
}

static void print_pix_mp(struct tcb *tcp, const struct v4l2_pix_format_mplane *p)
{
	value_struct_begin(tcp);
	print_pix_start(tcp, p->width, p->height, p->pixelformat, p->field);
	value_field(tcp, "colorspace");
	print_xval(tcp, &v4l2_colorspaces, p->colorspace, "V4L2_COLORSPACE_???");
	/* num_planes of them, the array's size at most. */
	size_t n = p->num_planes < VIDEO_MAX_PLANES ? p->num_planes : VIDEO_MAX_PLANES;
	value_field(tcp, "plane_fmt");
	print_local_array(tcp, p->plane_fmt, n, sizeof(p->plane_fmt[0]), print_plane_elem, NULL);
	field_u(tcp, "num_planes", p->num_planes);
	value_struct_end(tcp);
}

static bool print_clip_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	struct v4l2_clip c;
	memcpy(&c, elem, sizeof(c));
	value_struct_begin(tcp);
	value_field(tcp, "c");
	v4l2_print_rect(tcp, &c.c);
	value_struct_end(tcp);
	return true;
}

/* Returns false when the clips could not all be read. */
static bool print_win(struct tcb *tcp, const struct v4l2_window *w)
{
	struct v4l2_clip clip;
	value_struct_begin(tcp);
	value_field(tcp, "w");
	v4l2_print_rect(tcp, &w->w);
	value_field(tcp, "field");
	print_xval(tcp, &v4l2_fields, w->field, "V4L2_FIELD_???");
	value_field(tcp, "chromakey");
	value_uint(tcp, w->chromakey, VB_HEX);
	value_field(tcp, "clips");
	bool ok = print_array(tcp, (uintptr_t)w->clips, w->clipcount, &clip, sizeof(clip), 0,
			      print_clip_elem, NULL);
	field_u(tcp, "clipcount", w->clipcount);
	value_field(tcp, "bitmap");
	print_addr(tcp, (uintptr_t)w->bitmap);
	if (w->global_alpha) {
		value_field(tcp, "global_alpha");
		value_uint(tcp, w->global_alpha, VB_HEX);
	}
	value_struct_end(tcp);
	return ok;
}

/* n elements of a fixed array, all of them (strace does not cut these at -s). */
static void print_whole_array(struct tcb *tcp, const void *base, size_t n, size_t size,
			      print_elem_fn fn)
{
	value_array_begin(tcp);
	for (size_t i = 0; i < n; i++) {
		value_elem(tcp);
		fn(tcp, (const char *)base + i * size, size, NULL);
	}
	value_array_end(tcp);
}

/* One row of sliced vbi service lines. */
static bool print_lines_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)data;
	print_whole_array(tcp, elem, size / sizeof(uint16_t), sizeof(uint16_t), print_xint_elem);
	return true;
}

static void print_vbi(struct tcb *tcp, const struct v4l2_vbi_format *v)
{
	value_struct_begin(tcp);
	field_u(tcp, "sampling_rate", v->sampling_rate);
	field_u(tcp, "offset", v->offset);
	field_u(tcp, "samples_per_line", v->samples_per_line);
	value_field(tcp, "sample_format");
	v4l2_print_fourcc(tcp, v->sample_format, NULL);
	value_field(tcp, "start");
	print_whole_array(tcp, v->start, 2, sizeof(v->start[0]), print_int_elem);
	value_field(tcp, "count");
	print_whole_array(tcp, v->count, 2, sizeof(v->count[0]), print_uint_elem);
	value_field(tcp, "flags");
	print_flags(tcp, &v4l2_vbi_flags, v->flags, "V4L2_VBI_???");
	value_struct_end(tcp);
}

static void print_sliced(struct tcb *tcp, const struct v4l2_sliced_vbi_format *s)
{
	value_struct_begin(tcp);
	value_field(tcp, "service_set");
	print_flags(tcp, &v4l2_sliced_flags, s->service_set, "V4L2_SLICED_???");
	value_field(tcp, "service_lines");
	print_whole_array(tcp, s->service_lines, 2, sizeof(s->service_lines[0]), print_lines_elem);
	field_u(tcp, "io_size", s->io_size);
	value_struct_end(tcp);
}

static void print_sdr(struct tcb *tcp, const struct v4l2_sdr_format *s)
{
	value_struct_begin(tcp);
	value_field(tcp, "pixelformat");
	v4l2_print_fourcc(tcp, s->pixelformat, &v4l2_sdr_fmts);
	if (s->buffersize)
		field_u(tcp, "buffersize", s->buffersize);
	value_struct_end(tcp);
}

static void print_meta(struct tcb *tcp, const struct v4l2_meta_format *m)
{
	value_struct_begin(tcp);
	value_field(tcp, "dataformat");
	v4l2_print_fourcc(tcp, m->dataformat, &v4l2_meta_fmts);
	field_u(tcp, "buffersize", m->buffersize);
	value_struct_end(tcp);
}

bool v4l2_print_format_fmt(struct tcb *tcp, const struct v4l2_format *f)
{
	switch (f->type) {
	case V4L2_BUF_TYPE_VIDEO_CAPTURE:
	case V4L2_BUF_TYPE_VIDEO_OUTPUT:
		value_field(tcp, "fmt.pix");
		print_pix(tcp, &f->fmt.pix);
		return true;
	case V4L2_BUF_TYPE_VIDEO_CAPTURE_MPLANE:
	case V4L2_BUF_TYPE_VIDEO_OUTPUT_MPLANE:
		value_field(tcp, "fmt.pix_mp");
		print_pix_mp(tcp, &f->fmt.pix_mp);
		return true;
	case V4L2_BUF_TYPE_VIDEO_OVERLAY:
	case V4L2_BUF_TYPE_VIDEO_OUTPUT_OVERLAY:
		value_field(tcp, "fmt.win");
		return print_win(tcp, &f->fmt.win);
	case V4L2_BUF_TYPE_VBI_CAPTURE:
	case V4L2_BUF_TYPE_VBI_OUTPUT:
		value_field(tcp, "fmt.vbi");
		print_vbi(tcp, &f->fmt.vbi);
		return true;
	case V4L2_BUF_TYPE_SLICED_VBI_CAPTURE:
	case V4L2_BUF_TYPE_SLICED_VBI_OUTPUT:
		value_field(tcp, "fmt.sliced");
		print_sliced(tcp, &f->fmt.sliced);
		return true;
	case V4L2_BUF_TYPE_SDR_CAPTURE:
	case V4L2_BUF_TYPE_SDR_OUTPUT:
		value_field(tcp, "fmt.sdr");
		print_sdr(tcp, &f->fmt.sdr);
		return true;
	case V4L2_BUF_TYPE_META_CAPTURE:
	case V4L2_BUF_TYPE_META_OUTPUT:
		value_field(tcp, "fmt.meta");
		print_meta(tcp, &f->fmt.meta);
		return true;
	}
	return false;
}
