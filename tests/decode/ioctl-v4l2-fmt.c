/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: Video4Linux2 formats of every buffer type in VIDIOC_S_FMT and
 * VIDIOC_TRY_FMT on a descriptor that is no video device (they fail, so only
 * the entry part shows): output, multi-planar (planes capped at the array),
 * overlays (no clips, an unreadable clip list), vbi, sliced vbi, sdr and meta
 * with their named formats, an unknown type; VIDIOC_G_FMT shows the type only.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <linux/videodev2.h>

static int fd;
static char buf[4096];

static void call(unsigned int code, const char *name, struct v4l2_format *f, const char *text)
{
	long rc = syscall(SYS_ioctl, fd, code, f);
	printf("ioctl(%d, %s, %s) = %s\n", fd, name, text, sprintrc(rc));
}

/* S_FMT and TRY_FMT with the same format text; G_FMT with the type alone. */
static void set_try_get(struct v4l2_format *f, const char *type, const char *fmt)
{
	snprintf(buf, sizeof(buf), "{type=%s%s%s}", type, *fmt ? ", " : "", fmt);
	call(VIDIOC_S_FMT, "VIDIOC_S_FMT", f, buf);
	call(VIDIOC_TRY_FMT, "VIDIOC_TRY_FMT", f, buf);
	snprintf(buf, sizeof(buf), "{type=%s}", type);
	call(VIDIOC_G_FMT, "VIDIOC_G_FMT", f, buf);
}

int main(void)
{
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");
	struct v4l2_format *f = tail_alloc(sizeof(*f));
	char fmt[2048];

	memset(f, 0, sizeof(*f));
	f->type = V4L2_BUF_TYPE_VIDEO_OUTPUT;
	f->fmt.pix = (struct v4l2_pix_format){ .width = 640, .height = 480,
		.pixelformat = V4L2_PIX_FMT_NV12, .field = V4L2_FIELD_INTERLACED,
		.bytesperline = 640, .sizeimage = 460800, .colorspace = 99 };
	set_try_get(f, "V4L2_BUF_TYPE_VIDEO_OUTPUT", "fmt.pix={width=640, height=480"
		    ", pixelformat=v4l2_fourcc('N', 'V', '1', '2') /* V4L2_PIX_FMT_NV12 */"
		    ", field=V4L2_FIELD_INTERLACED, bytesperline=640, sizeimage=460800"
		    ", colorspace=0x63 /* V4L2_COLORSPACE_??? */}");

	memset(f, 0, sizeof(*f));
	f->type = V4L2_BUF_TYPE_VIDEO_CAPTURE_MPLANE;
	f->fmt.pix_mp.width = 1920;
	f->fmt.pix_mp.height = 1080;
	f->fmt.pix_mp.pixelformat = V4L2_PIX_FMT_NV12M;
	f->fmt.pix_mp.field = V4L2_FIELD_NONE;
	f->fmt.pix_mp.colorspace = V4L2_COLORSPACE_REC709;
	f->fmt.pix_mp.num_planes = 2;
	f->fmt.pix_mp.plane_fmt[0] = (struct v4l2_plane_pix_format){ .sizeimage = 2073600,
								     .bytesperline = 1920 };
	f->fmt.pix_mp.plane_fmt[1] = (struct v4l2_plane_pix_format){ .sizeimage = 1036800,
								     .bytesperline = 1920 };
	const char *mp = "fmt.pix_mp={width=1920, height=1080, pixelformat=v4l2_fourcc('N', 'M'"
		", '1', '2') /* V4L2_PIX_FMT_NV12M */, field=V4L2_FIELD_NONE"
		", colorspace=V4L2_COLORSPACE_REC709, plane_fmt=[{sizeimage=2073600"
		", bytesperline=1920}, {sizeimage=1036800, bytesperline=1920}";
	snprintf(fmt, sizeof(fmt), "%s], num_planes=2}", mp);
	set_try_get(f, "V4L2_BUF_TYPE_VIDEO_CAPTURE_MPLANE", fmt);
	/* More planes than the array holds: the array, and the count as it is. */
	f->type = V4L2_BUF_TYPE_VIDEO_OUTPUT_MPLANE;
	f->fmt.pix_mp.num_planes = VIDEO_MAX_PLANES + 1;
	snprintf(fmt, sizeof(fmt), "%s", mp);
	for (int i = 2; i < VIDEO_MAX_PLANES; i++)
		strcat(fmt, ", {sizeimage=0, bytesperline=0}");
	strcat(fmt, "], num_planes=9}");
	set_try_get(f, "V4L2_BUF_TYPE_VIDEO_OUTPUT_MPLANE", fmt);

	memset(f, 0, sizeof(*f));
	f->type = V4L2_BUF_TYPE_VIDEO_OVERLAY;
	f->fmt.win.w = (struct v4l2_rect){ .left = -1, .top = 2, .width = 320, .height = 240 };
	f->fmt.win.field = V4L2_FIELD_TOP;
	f->fmt.win.chromakey = 0xff00;
	f->fmt.win.global_alpha = 0x80;
	set_try_get(f, "V4L2_BUF_TYPE_VIDEO_OVERLAY", "fmt.win={w={left=-1, top=2, width=320"
		    ", height=240}, field=V4L2_FIELD_TOP, chromakey=0xff00, clips=NULL"
		    ", clipcount=0, bitmap=NULL, global_alpha=0x80}");
	f->type = V4L2_BUF_TYPE_VIDEO_OUTPUT_OVERLAY;
	f->fmt.win.global_alpha = 0;
	f->fmt.win.clips = BAD_ADDR;
	f->fmt.win.clipcount = 2;
	f->fmt.win.bitmap = BAD_ADDR;
	snprintf(fmt, sizeof(fmt), "fmt.win={w={left=-1, top=2, width=320, height=240}"
		 ", field=V4L2_FIELD_TOP, chromakey=0xff00, clips=%s, clipcount=2, bitmap=%s}",
		 sprintaddr(BAD_ADDR), sprintaddr(BAD_ADDR));
	set_try_get(f, "V4L2_BUF_TYPE_VIDEO_OUTPUT_OVERLAY", fmt);

	memset(f, 0, sizeof(*f));
	f->type = V4L2_BUF_TYPE_VBI_CAPTURE;
	f->fmt.vbi = (struct v4l2_vbi_format){ .sampling_rate = 27000000, .offset = 244,
		.samples_per_line = 1440, .sample_format = V4L2_PIX_FMT_GREY,
		.start = { 10, -273 }, .count = { 16, 16 },
		.flags = V4L2_VBI_UNSYNC | V4L2_VBI_INTERLACED | 0x10 };
	set_try_get(f, "V4L2_BUF_TYPE_VBI_CAPTURE", "fmt.vbi={sampling_rate=27000000"
		    ", offset=244, samples_per_line=1440, sample_format=v4l2_fourcc('G', 'R'"
		    ", 'E', 'Y') /* V4L2_PIX_FMT_GREY */, start=[10, -273], count=[16, 16]"
		    ", flags=V4L2_VBI_UNSYNC|V4L2_VBI_INTERLACED|0x10}");
	f->type = V4L2_BUF_TYPE_VBI_OUTPUT;
	f->fmt.vbi.flags = 0;
	f->fmt.vbi.sample_format = 0x7f002741;
	set_try_get(f, "V4L2_BUF_TYPE_VBI_OUTPUT", "fmt.vbi={sampling_rate=27000000"
		    ", offset=244, samples_per_line=1440, sample_format=v4l2_fourcc('A', '\\''"
		    ", '\\x00', '\\x7f'), start=[10, -273], count=[16, 16], flags=0}");

	memset(f, 0, sizeof(*f));
	f->type = V4L2_BUF_TYPE_SLICED_VBI_CAPTURE;
	f->fmt.sliced.service_set = V4L2_SLICED_VBI_625;
	f->fmt.sliced.service_lines[0][1] = V4L2_SLICED_TELETEXT_B;
	f->fmt.sliced.service_lines[1][23] = 0xffff;
	f->fmt.sliced.io_size = 4096;
	char lines[2][512];
	for (int r = 0; r < 2; r++) {
		char *o = lines[r];
		o += sprintf(o, "[");
		for (int i = 0; i < 24; i++) {
			unsigned int v = f->fmt.sliced.service_lines[r][i];
			o += sprintf(o, "%s%s", i ? ", " : "", v ? (v == 1 ? "0x1" : "0xffff") : "0");
		}
		sprintf(o, "]");
	}
	snprintf(fmt, sizeof(fmt), "fmt.sliced={service_set=V4L2_SLICED_VBI_625"
		 ", service_lines=[%s, %s], io_size=4096}", lines[0], lines[1]);
	set_try_get(f, "V4L2_BUF_TYPE_SLICED_VBI_CAPTURE", fmt);
	f->type = V4L2_BUF_TYPE_SLICED_VBI_OUTPUT;
	f->fmt.sliced.service_set = V4L2_SLICED_CAPTION_525 | 0x8;
	snprintf(fmt, sizeof(fmt), "fmt.sliced={service_set=V4L2_SLICED_CAPTION_525|0x8"
		 ", service_lines=[%s, %s], io_size=4096}", lines[0], lines[1]);
	set_try_get(f, "V4L2_BUF_TYPE_SLICED_VBI_OUTPUT", fmt);

	memset(f, 0, sizeof(*f));
	f->type = V4L2_BUF_TYPE_SDR_CAPTURE;
	f->fmt.sdr.pixelformat = V4L2_SDR_FMT_CU8;
	set_try_get(f, "V4L2_BUF_TYPE_SDR_CAPTURE", "fmt.sdr={pixelformat=v4l2_fourcc('C', 'U'"
		    ", '0', '8') /* V4L2_SDR_FMT_CU8 */}");
	f->type = V4L2_BUF_TYPE_SDR_OUTPUT;
	f->fmt.sdr.pixelformat = V4L2_PIX_FMT_GREY;
	f->fmt.sdr.buffersize = 65536;
	set_try_get(f, "V4L2_BUF_TYPE_SDR_OUTPUT", "fmt.sdr={pixelformat=v4l2_fourcc('G', 'R'"
		    ", 'E', 'Y'), buffersize=65536}");

	memset(f, 0, sizeof(*f));
	f->type = V4L2_BUF_TYPE_META_CAPTURE;
	f->fmt.meta.dataformat = V4L2_META_FMT_UVC;
	set_try_get(f, "V4L2_BUF_TYPE_META_CAPTURE", "fmt.meta={dataformat=v4l2_fourcc('U', 'V'"
		    ", 'C', 'H') /* V4L2_META_FMT_UVC */, buffersize=0}");
	f->type = V4L2_BUF_TYPE_META_OUTPUT;
	f->fmt.meta.buffersize = 4096;
	set_try_get(f, "V4L2_BUF_TYPE_META_OUTPUT", "fmt.meta={dataformat=v4l2_fourcc('U', 'V'"
		    ", 'C', 'H') /* V4L2_META_FMT_UVC */, buffersize=4096}");

	f->type = 0x77;
	set_try_get(f, "0x77 /* V4L2_BUF_TYPE_??? */", "");

	puts("+++ exited with 0 +++");
	return 0;
}
