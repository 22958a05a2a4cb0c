/* systrace: -e trace=ioctl -e inject=ioctl:retval=0 */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: what strace prints at exit of Video4Linux2 requests that worked;
 * there is no video device here, so the calls are made to succeed by
 * injection (-e inject=ioctl:retval=0), the "answer" being what the test put
 * in memory: capabilities, the input and standard, a format description, the
 * buffers granted and created, controls, inputs, crop bounds, streaming
 * parameters, standards, control descriptions, the tuner, frame sizes and
 * intervals, the frame buffer, video buffers.
 */
#include "tests.h"

#include <fcntl.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/videodev2.h>

static int fd;

#define CALL(code, arg, text) do { \
		long rc_ = syscall(SYS_ioctl, fd, code, arg); \
		printf("ioctl(%d, %s, %s) = %s (INJECTED)\n", fd, #code, text, sprintrc(rc_)); \
	} while (0)

#define TAIL(type, name) type *name = tail_alloc(sizeof(*name)); memset(name, 0, sizeof(*name))

int main(void)
{
	char buf[1024];
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	TAIL(struct v4l2_capability, cap);
	strcpy((char *)cap->driver, "uvcvideo");
	strcpy((char *)cap->card, "Camera");
	memset(cap->bus_info, 'b', sizeof(cap->bus_info));
	cap->version = (5 << 16) | (10 << 8) | 3;
	cap->capabilities = V4L2_CAP_VIDEO_CAPTURE | V4L2_CAP_STREAMING | V4L2_CAP_DEVICE_CAPS;
	cap->device_caps = V4L2_CAP_VIDEO_CAPTURE | 0x40000000;
	CALL(VIDIOC_QUERYCAP, cap, "{driver=\"uvcvideo\", card=\"Camera\", bus_info=\""
	     "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb\"..., version=KERNEL_VERSION(5, 10, 3)"
	     ", capabilities=V4L2_CAP_VIDEO_CAPTURE|V4L2_CAP_STREAMING|V4L2_CAP_DEVICE_CAPS"
	     ", device_caps=V4L2_CAP_VIDEO_CAPTURE|0x40000000}");
	cap->device_caps = 0;
	CALL(VIDIOC_QUERYCAP, cap, "{driver=\"uvcvideo\", card=\"Camera\", bus_info=\""
	     "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb\"..., version=KERNEL_VERSION(5, 10, 3)"
	     ", capabilities=V4L2_CAP_VIDEO_CAPTURE|V4L2_CAP_STREAMING|V4L2_CAP_DEVICE_CAPS}");

	TAIL(uint64_t, u64);
	*u64 = V4L2_STD_PAL;
	CALL(VIDIOC_G_STD, u64, "[0xff]");
	TAIL(uint32_t, u32);
	*u32 = 2;
	CALL(VIDIOC_G_INPUT, u32, "[2]");

	TAIL(struct v4l2_fmtdesc, fd_);
	fd_->index = 1;
	fd_->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	fd_->flags = V4L2_FMT_FLAG_COMPRESSED;
	strcpy((char *)fd_->description, "Motion-JPEG");
	fd_->pixelformat = V4L2_PIX_FMT_MJPEG;
	CALL(VIDIOC_ENUM_FMT, fd_, "{index=1, type=V4L2_BUF_TYPE_VIDEO_CAPTURE"
	     ", flags=V4L2_FMT_FLAG_COMPRESSED, description=\"Motion-JPEG\""
	     ", pixelformat=v4l2_fourcc('M', 'J', 'P', 'G') /* V4L2_PIX_FMT_MJPEG */}");

	TAIL(struct v4l2_requestbuffers, rb);
	rb->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	rb->memory = V4L2_MEMORY_MMAP;
	rb->count = 4;
	CALL(VIDIOC_REQBUFS, rb, "{type=V4L2_BUF_TYPE_VIDEO_CAPTURE, memory=V4L2_MEMORY_MMAP"
	     ", count=4 => 4}");

	TAIL(struct v4l2_create_buffers, cb);
	cb->index = 4;
	cb->count = 2;
	cb->memory = V4L2_MEMORY_MMAP;
	cb->format.type = 0x77;
	long rc = syscall(SYS_ioctl, fd, VIDIOC_CREATE_BUFS, cb);
	printf("ioctl(%d, VIDIOC_CREATE_BUFS, {count=2, memory=V4L2_MEMORY_MMAP, format={type=0x77"
	       " /* V4L2_BUF_TYPE_??? */}}) = %s ({index=4, count=2}) (INJECTED)\n", fd,
	       sprintrc(rc));

	TAIL(struct v4l2_control, c);
	c->id = V4L2_CID_BRIGHTNESS;
	c->value = -3;
	CALL(VIDIOC_G_CTRL, c, "{id=V4L2_CID_BRIGHTNESS, value=-3}");
	CALL(VIDIOC_S_CTRL, c, "{id=V4L2_CID_BRIGHTNESS, value=-3 => -3}");

	TAIL(struct v4l2_input, in);
	strcpy((char *)in->name, "Camera 1");
	in->type = V4L2_INPUT_TYPE_CAMERA;
	CALL(VIDIOC_ENUMINPUT, in, "{index=0, name=\"Camera 1\", type=V4L2_INPUT_TYPE_CAMERA}");

	TAIL(struct v4l2_cropcap, cc);
	cc->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	cc->bounds = (struct v4l2_rect){ 0, 0, 640, 480 };
	cc->defrect = (struct v4l2_rect){ -8, 8, 320, 240 };
	cc->pixelaspect = (struct v4l2_fract){ 1, 1 };
	CALL(VIDIOC_CROPCAP, cc, "{type=V4L2_BUF_TYPE_VIDEO_CAPTURE, bounds={left=0, top=0"
	     ", width=640, height=480}, defrect={left=-8, top=8, width=320, height=240}"
	     ", pixelaspect=1/1}");
	TAIL(struct v4l2_crop, cr);
	cr->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	cr->c = (struct v4l2_rect){ 1, 2, 3, 4 };
	CALL(VIDIOC_G_CROP, cr, "{type=V4L2_BUF_TYPE_VIDEO_CAPTURE, c={left=1, top=2, width=3"
	     ", height=4}}");

	TAIL(struct v4l2_streamparm, sp);
	sp->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	sp->parm.capture.capability = V4L2_CAP_TIMEPERFRAME;
	sp->parm.capture.timeperframe = (struct v4l2_fract){ 1, 30 };
	sp->parm.capture.readbuffers = 2;
	const char *capture = "parm.capture={capability=V4L2_CAP_TIMEPERFRAME, capturemode=0"
		", timeperframe=1/30, extendedmode=0, readbuffers=2}";
	snprintf(buf, sizeof(buf), "{type=V4L2_BUF_TYPE_VIDEO_CAPTURE, %s}", capture);
	CALL(VIDIOC_G_PARM, sp, buf);
	snprintf(buf, sizeof(buf), "{type=V4L2_BUF_TYPE_VIDEO_CAPTURE, %s} => {%s}", capture,
		 capture);
	CALL(VIDIOC_S_PARM, sp, buf);

	TAIL(struct v4l2_standard, std);
	std->index = 3;
	strcpy((char *)std->name, "PAL");
	std->frameperiod = (struct v4l2_fract){ 1, 25 };
	std->framelines = 625;
	CALL(VIDIOC_ENUMSTD, std, "{index=3, name=\"PAL\", frameperiod=1/25, framelines=625}");

	TAIL(struct v4l2_queryctrl, q);
	q->id = V4L2_CID_BRIGHTNESS;
	q->type = V4L2_CTRL_TYPE_INTEGER;
	strcpy((char *)q->name, "Brightness");
	CALL(VIDIOC_QUERYCTRL, q, "{id=V4L2_CID_BRIGHTNESS, type=V4L2_CTRL_TYPE_INTEGER"
	     ", name=\"Brightness\", ...}");
	/* The next control, asked with its flag (the answer keeps the id). */
	q->id = V4L2_CTRL_FLAG_NEXT_CTRL | V4L2_CID_BRIGHTNESS;
	CALL(VIDIOC_QUERYCTRL, q, "{id=V4L2_CTRL_FLAG_NEXT_CTRL|V4L2_CID_BRIGHTNESS"
	     ", type=V4L2_CTRL_TYPE_INTEGER, name=\"Brightness\", ...}");
	TAIL(struct v4l2_query_ext_ctrl, qe);
	qe->id = V4L2_CID_CONTRAST;
	qe->type = 0x999;
	strcpy((char *)qe->name, "Contrast");
	CALL(VIDIOC_QUERY_EXT_CTRL, qe, "{id=V4L2_CID_CONTRAST, type=0x999 /* V4L2_CTRL_TYPE_??? */"
	     ", name=\"Contrast\", ...}");

	TAIL(struct v4l2_tuner, tu);
	tu->index = 0;
	strcpy((char *)tu->name, "FM");
	tu->type = V4L2_TUNER_RADIO;
	tu->capability = V4L2_TUNER_CAP_STEREO;
	tu->rangelow = 1400000;
	tu->rangehigh = 1728000;
	tu->rxsubchans = V4L2_TUNER_SUB_STEREO;
	tu->audmode = V4L2_TUNER_MODE_STEREO;
	tu->signal = 65535;
	tu->afc = -1;
	const char *tuner = "name=\"FM\", type=V4L2_TUNER_RADIO, capability=V4L2_TUNER_CAP_STEREO"
		", rangelow=1400000, rangehigh=1728000, rxsubchans=V4L2_TUNER_SUB_STEREO"
		", audmode=V4L2_TUNER_MODE_STEREO, signal=65535, afc=-1";
	snprintf(buf, sizeof(buf), "{index=0, %s}", tuner);
	CALL(VIDIOC_G_TUNER, tu, buf);
	snprintf(buf, sizeof(buf), "{index=0, %s} => {%s}", tuner, tuner);
	CALL(VIDIOC_S_TUNER, tu, buf);

	TAIL(struct v4l2_frmsizeenum, fs);
	fs->pixel_format = V4L2_PIX_FMT_YUYV;
	fs->type = V4L2_FRMSIZE_TYPE_DISCRETE;
	fs->discrete.width = 640;
	fs->discrete.height = 480;
	const char *yuyv = "v4l2_fourcc('Y', 'U', 'Y', 'V') /* V4L2_PIX_FMT_YUYV */";
	snprintf(buf, sizeof(buf), "{index=0, pixel_format=%s, type=V4L2_FRMSIZE_TYPE_DISCRETE"
		 ", discrete={width=640, height=480}}", yuyv);
	CALL(VIDIOC_ENUM_FRAMESIZES, fs, buf);
	fs->type = V4L2_FRMSIZE_TYPE_STEPWISE;
	fs->stepwise = (struct v4l2_frmsize_stepwise){ 16, 1920, 16, 16, 1080, 8 };
	snprintf(buf, sizeof(buf), "{index=0, pixel_format=%s, type=V4L2_FRMSIZE_TYPE_STEPWISE"
		 ", stepwise={min_width=16, max_width=1920, step_width=16, min_height=16"
		 ", max_height=1080, step_height=8}}", yuyv);
	CALL(VIDIOC_ENUM_FRAMESIZES, fs, buf);
	fs->type = V4L2_FRMSIZE_TYPE_CONTINUOUS;
	snprintf(buf, sizeof(buf), "{index=0, pixel_format=%s, type=V4L2_FRMSIZE_TYPE_CONTINUOUS}",
		 yuyv);
	CALL(VIDIOC_ENUM_FRAMESIZES, fs, buf);

	TAIL(struct v4l2_frmivalenum, fi);
	fi->pixel_format = V4L2_PIX_FMT_YUYV;
	fi->width = 640;
	fi->height = 480;
	fi->type = V4L2_FRMIVAL_TYPE_DISCRETE;
	fi->discrete = (struct v4l2_fract){ 1, 30 };
	snprintf(buf, sizeof(buf), "{index=0, pixel_format=%s, width=640, height=480"
		 ", type=V4L2_FRMIVAL_TYPE_DISCRETE, discrete=1/30}", yuyv);
	CALL(VIDIOC_ENUM_FRAMEINTERVALS, fi, buf);
	fi->type = V4L2_FRMIVAL_TYPE_CONTINUOUS;
	fi->stepwise.min = (struct v4l2_fract){ 1, 60 };
	fi->stepwise.max = (struct v4l2_fract){ 1, 1 };
	fi->stepwise.step = (struct v4l2_fract){ 1, 60 };
	snprintf(buf, sizeof(buf), "{index=0, pixel_format=%s, width=640, height=480"
		 ", type=V4L2_FRMIVAL_TYPE_CONTINUOUS, stepwise={min=1/60, max=1/1, step=1/60}}",
		 yuyv);
	CALL(VIDIOC_ENUM_FRAMEINTERVALS, fi, buf);

	TAIL(struct v4l2_framebuffer, fb);
	fb->capability = V4L2_FBUF_CAP_EXTERNOVERLAY;
	fb->flags = V4L2_FBUF_FLAG_PRIMARY;
	CALL(VIDIOC_G_FBUF, fb, "{capability=0x1, flags=0x1, base=NULL}");
	CALL(VIDIOC_G_FBUF, (char *)fb + 8, sprintaddr((char *)fb + 8));

	TAIL(struct v4l2_buffer, b);
	b->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	b->index = 1;
	b->memory = V4L2_MEMORY_MMAP;
	b->m.offset = 0x1000;
	b->length = 614400;
	b->flags = V4L2_BUF_FLAG_MAPPED | V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC |
		   V4L2_BUF_FLAG_TSTAMP_SRC_SOE;
	CALL(VIDIOC_QUERYBUF, b, "{type=V4L2_BUF_TYPE_VIDEO_CAPTURE, index=1"
	     ", memory=V4L2_MEMORY_MMAP, m.offset=0x1000, length=614400, bytesused=0"
	     ", flags=V4L2_BUF_FLAG_MAPPED|V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC"
	     "|V4L2_BUF_FLAG_TSTAMP_SRC_SOE, ...}");
	b->memory = V4L2_MEMORY_USERPTR;
	b->m.userptr = 0x7000;
	b->flags = 0;
	CALL(VIDIOC_QBUF, b, "{type=V4L2_BUF_TYPE_VIDEO_CAPTURE, index=1"
	     ", memory=V4L2_MEMORY_USERPTR, m.userptr=0x7000, length=614400, bytesused=0"
	     ", flags=V4L2_BUF_FLAG_TIMESTAMP_UNKNOWN|V4L2_BUF_FLAG_TSTAMP_SRC_EOF, ...}");
	b->memory = V4L2_MEMORY_DMABUF;
	b->bytesused = 1000;
	b->flags = V4L2_BUF_FLAG_DONE | 0x200 | 0x8000 | 0x20000;
	b->timestamp.tv_sec = 123;
	b->timestamp.tv_usec = 456;
	CALL(VIDIOC_DQBUF, b, "{type=V4L2_BUF_TYPE_VIDEO_CAPTURE, index=1"
	     ", memory=V4L2_MEMORY_DMABUF, length=614400, bytesused=1000"
	     ", flags=V4L2_BUF_FLAG_DONE|V4L2_BUF_FLAG_INPUT"
	     "|0x8000 /* V4L2_BUF_FLAG_TIMESTAMP_??? */|0x20000 /* V4L2_BUF_FLAG_TSTAMP_SRC_??? */"
	     ", timestamp={tv_sec=123, tv_usec=456}, ...}");

	puts("+++ exited with 0 +++");
	return 0;
}
