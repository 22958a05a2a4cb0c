/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: Video4Linux2 requests on a descriptor that is no video device (they
 * fail): the fields the kernel reads print at entry, an argument the kernel
 * only writes prints as an address, a bad one as an address too.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <linux/videodev2.h>

#define TAIL(type, name) type *name = tail_alloc(sizeof(*name)); memset(name, 0, sizeof(*name))

int main(void)
{
	int fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	TAIL(struct v4l2_capability, cap);
	IOCTL_CALL(VIDIOC_QUERYCAP, cap, sprintaddr(cap));
	IOCTL_CALL(VIDIOC_QUERYCAP, NULL, "NULL");

	TAIL(struct v4l2_format, f);
	f->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	f->fmt.pix.width = 640;
	f->fmt.pix.height = 480;
	f->fmt.pix.pixelformat = V4L2_PIX_FMT_YUYV;
	f->fmt.pix.field = V4L2_FIELD_NONE;
	f->fmt.pix.bytesperline = 1280;
	f->fmt.pix.sizeimage = 614400;
	f->fmt.pix.colorspace = V4L2_COLORSPACE_SRGB;
	IOCTL_CALL(VIDIOC_G_FMT, f, "{type=V4L2_BUF_TYPE_VIDEO_CAPTURE}");
	IOCTL_CALL(VIDIOC_S_FMT, f, "{type=V4L2_BUF_TYPE_VIDEO_CAPTURE, fmt.pix={width=640, "
	           "height=480, pixelformat=v4l2_fourcc('Y', 'U', 'Y', 'V') /* V4L2_PIX_FMT_YUYV */, "
	           "field=V4L2_FIELD_NONE, bytesperline=1280, sizeimage=614400, "
	           "colorspace=V4L2_COLORSPACE_SRGB}}");
	f->fmt.pix.pixelformat = 0x01027f41;
	f->fmt.pix.field = 77;
	f->fmt.pix.colorspace = 99;
	IOCTL_CALL(VIDIOC_TRY_FMT, f, "{type=V4L2_BUF_TYPE_VIDEO_CAPTURE, fmt.pix={width=640, "
	           "height=480, pixelformat=v4l2_fourcc('A', '\\x7f', '\\x02', '\\x01'), "
	           "field=0x4d /* V4L2_FIELD_??? */, bytesperline=1280, sizeimage=614400, "
	           "colorspace=0x63 /* V4L2_COLORSPACE_??? */}}");
	IOCTL_CALL(VIDIOC_G_FMT, BAD_ADDR, sprintaddr(BAD_ADDR));

	TAIL(struct v4l2_requestbuffers, rb);
	rb->count = 4;
	rb->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	rb->memory = V4L2_MEMORY_MMAP;
	IOCTL_CALL(VIDIOC_REQBUFS, rb, "{type=V4L2_BUF_TYPE_VIDEO_CAPTURE, memory=V4L2_MEMORY_MMAP, count=4}");
	rb->type = 99;
	rb->memory = 9;
	IOCTL_CALL(VIDIOC_REQBUFS, rb, "{type=0x63 /* V4L2_BUF_TYPE_??? */, memory=0x9 /* V4L2_MEMORY_??? */, count=4}");

	TAIL(struct v4l2_fmtdesc, fdesc);
	fdesc->index = 1;
	fdesc->type = V4L2_BUF_TYPE_VIDEO_OUTPUT;
	IOCTL_CALL(VIDIOC_ENUM_FMT, fdesc, "{index=1, type=V4L2_BUF_TYPE_VIDEO_OUTPUT}");

	TAIL(struct v4l2_streamparm, sp);
	sp->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	IOCTL_CALL(VIDIOC_G_PARM, sp, "{type=V4L2_BUF_TYPE_VIDEO_CAPTURE}");
	sp->parm.capture.capability = V4L2_CAP_TIMEPERFRAME;
	sp->parm.capture.timeperframe.numerator = 1;
	sp->parm.capture.timeperframe.denominator = 30;
	IOCTL_CALL(VIDIOC_S_PARM, sp, "{type=V4L2_BUF_TYPE_VIDEO_CAPTURE, parm.capture={"
	           "capability=V4L2_CAP_TIMEPERFRAME, capturemode=0, timeperframe=1/30, "
	           "extendedmode=0, readbuffers=0}}");
	memset(sp, 0, sizeof(*sp));
	sp->type = V4L2_BUF_TYPE_VIDEO_OUTPUT;
	sp->parm.output.capability = V4L2_CAP_TIMEPERFRAME;
	sp->parm.output.outputmode = V4L2_MODE_HIGHQUALITY;
	sp->parm.output.timeperframe.numerator = 1;
	sp->parm.output.timeperframe.denominator = 25;
	sp->parm.output.writebuffers = 3;
	IOCTL_CALL(VIDIOC_S_PARM, sp, "{type=V4L2_BUF_TYPE_VIDEO_OUTPUT, parm.output={"
	           "capability=V4L2_CAP_TIMEPERFRAME, outputmode=V4L2_MODE_HIGHQUALITY, "
	           "timeperframe=1/25, extendedmode=0, writebuffers=3}}");

	TAIL(int, num);
	*num = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	IOCTL_CALL(VIDIOC_STREAMON, num, "[V4L2_BUF_TYPE_VIDEO_CAPTURE]");
	IOCTL_CALL(VIDIOC_STREAMOFF, num, "[V4L2_BUF_TYPE_VIDEO_CAPTURE]");
	*num = 2;
	IOCTL_CALL(VIDIOC_G_INPUT, num, sprintaddr(num));
	IOCTL_CALL(VIDIOC_S_INPUT, num, "[2]");

	TAIL(v4l2_std_id, std);
	*std = V4L2_STD_PAL;
	IOCTL_CALL(VIDIOC_G_STD, std, sprintaddr(std));
	IOCTL_CALL(VIDIOC_S_STD, std, "[0xff]");

	TAIL(struct v4l2_control, ctl);
	ctl->id = V4L2_CID_BRIGHTNESS;
	ctl->value = -5;
	IOCTL_CALL(VIDIOC_G_CTRL, ctl, "{id=V4L2_CID_BRIGHTNESS}");
	IOCTL_CALL(VIDIOC_S_CTRL, ctl, "{id=V4L2_CID_BRIGHTNESS, value=-5}");
	ctl->id = 0x12345678;
	IOCTL_CALL(VIDIOC_S_CTRL, ctl, "{id=0x12345678 /* V4L2_CID_??? */, value=-5}");

	TAIL(struct v4l2_input, input);
	input->index = 3;
	IOCTL_CALL(VIDIOC_ENUMINPUT, input, "{index=3}");

	TAIL(struct v4l2_queryctrl, qc);
	qc->id = V4L2_CID_CONTRAST;
	IOCTL_CALL(VIDIOC_QUERYCTRL, qc, "{id=V4L2_CID_CONTRAST}");
	qc->id = V4L2_CID_CONTRAST | V4L2_CTRL_FLAG_NEXT_CTRL;
	IOCTL_CALL(VIDIOC_QUERYCTRL, qc, "{id=V4L2_CTRL_FLAG_NEXT_CTRL|V4L2_CID_CONTRAST}");

	TAIL(struct v4l2_frmsizeenum, fs);
	fs->index = 2;
	fs->pixel_format = V4L2_PIX_FMT_MJPEG;
	IOCTL_CALL(VIDIOC_ENUM_FRAMESIZES, fs, "{index=2, pixel_format=v4l2_fourcc('M', 'J', 'P', 'G') "
	           "/* V4L2_PIX_FMT_MJPEG */}");

	TAIL(struct v4l2_cropcap, cc);
	cc->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	IOCTL_CALL(VIDIOC_CROPCAP, cc, "{type=V4L2_BUF_TYPE_VIDEO_CAPTURE}");
	TAIL(struct v4l2_crop, crop);
	crop->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	crop->c.left = -1;
	crop->c.top = 2;
	crop->c.width = 3;
	crop->c.height = 4;
	IOCTL_CALL(VIDIOC_G_CROP, crop, "{type=V4L2_BUF_TYPE_VIDEO_CAPTURE}");
	IOCTL_CALL(VIDIOC_S_CROP, crop, "{type=V4L2_BUF_TYPE_VIDEO_CAPTURE, "
	           "c={left=-1, top=2, width=3, height=4}}");

	TAIL(struct v4l2_buffer, buf);
	buf->index = 1;
	buf->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	buf->memory = V4L2_MEMORY_MMAP;
	IOCTL_CALL(VIDIOC_QUERYBUF, buf, "{type=V4L2_BUF_TYPE_VIDEO_CAPTURE, index=1}");
	IOCTL_CALL(VIDIOC_QBUF, buf, "{type=V4L2_BUF_TYPE_VIDEO_CAPTURE, index=1}");
	IOCTL_CALL(VIDIOC_DQBUF, buf, "{type=V4L2_BUF_TYPE_VIDEO_CAPTURE}");

	TAIL(struct v4l2_create_buffers, cb);
	cb->count = 3;
	cb->memory = V4L2_MEMORY_MMAP;
	cb->format.type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	cb->format.fmt.pix.width = 4;
	IOCTL_CALL(VIDIOC_CREATE_BUFS, cb, "{count=3, memory=V4L2_MEMORY_MMAP, "
	           "format={type=V4L2_BUF_TYPE_VIDEO_CAPTURE, fmt.pix={width=4, height=0, "
	           "pixelformat=v4l2_fourcc('\\x00', '\\x00', '\\x00', '\\x00'), "
	           "field=V4L2_FIELD_ANY, bytesperline=0, sizeimage=0, "
	           "colorspace=V4L2_COLORSPACE_DEFAULT}}}");

	TAIL(struct v4l2_standard, vstd);
	vstd->index = 2;
	IOCTL_CALL(VIDIOC_ENUMSTD, vstd, "{index=2}");
	TAIL(struct v4l2_tuner, tuner);
	tuner->index = 1;
	IOCTL_CALL(VIDIOC_G_TUNER, tuner, "{index=1}");

	TAIL(struct v4l2_frmivalenum, fi);
	fi->index = 1;
	fi->pixel_format = V4L2_PIX_FMT_YUYV;
	fi->width = 640;
	fi->height = 480;
	IOCTL_CALL(VIDIOC_ENUM_FRAMEINTERVALS, fi, "{index=1, pixel_format=v4l2_fourcc('Y', 'U', "
	           "'Y', 'V') /* V4L2_PIX_FMT_YUYV */, width=640, height=480}");

	TAIL(struct v4l2_query_ext_ctrl, qe);
	qe->id = V4L2_CID_HUE;
	IOCTL_CALL(VIDIOC_QUERY_EXT_CTRL, qe, "{id=V4L2_CID_HUE}");

	TAIL(struct v4l2_framebuffer, fb);
	fb->capability = 0x44;
	fb->flags = V4L2_FBUF_FLAG_PRIMARY;
	IOCTL_CALL(VIDIOC_S_FBUF, fb, "{capability=0x44, flags=0x1, base=NULL}");

	tuner->type = V4L2_TUNER_RADIO;
	tuner->capability = V4L2_TUNER_CAP_STEREO | V4L2_TUNER_CAP_LOW;
	tuner->rangelow = 10;
	tuner->rangehigh = 20;
	tuner->rxsubchans = V4L2_TUNER_SUB_STEREO;
	tuner->audmode = V4L2_TUNER_MODE_LANG1;
	tuner->signal = -3;
	tuner->afc = -4;
	strcpy((char *) tuner->name, "tun");
	IOCTL_CALL(VIDIOC_S_TUNER, tuner, "{index=1, name=\"tun\", type=V4L2_TUNER_RADIO, "
	           "capability=V4L2_TUNER_CAP_LOW|V4L2_TUNER_CAP_STEREO, rangelow=10, "
	           "rangehigh=20, rxsubchans=V4L2_TUNER_SUB_STEREO, audmode=V4L2_TUNER_MODE_LANG1, "
	           "signal=-3, afc=-4}");

	puts("+++ exited with 0 +++");
	return 0;
}
