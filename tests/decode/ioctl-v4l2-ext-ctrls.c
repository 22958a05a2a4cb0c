/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: VIDIOC_S_EXT_CTRLS, VIDIOC_TRY_EXT_CTRLS and VIDIOC_G_EXT_CTRLS on a
 * descriptor that is no video device (they fail): the class and count, the
 * controls (values, strings, unknown ids) at entry for set and try, and at
 * exit, as strace reads them again even for a failed call, with error_idx;
 * no controls, an unreadable array, more controls than -s shows.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <linux/videodev2.h>

static int fd;

static void call(unsigned int code, const char *name, void *arg, const char *text)
{
	long rc = syscall(SYS_ioctl, fd, code, arg);
	printf("ioctl(%d, %s, %s) = %s\n", fd, name, text, sprintrc(rc));
}

int main(void)
{
	char buf[8192], known[4096];
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	struct v4l2_ext_control *c = tail_alloc(3 * sizeof(*c));
	memset(c, 0, 3 * sizeof(*c));
	c[0].id = V4L2_CID_BRIGHTNESS;
	c[0].value = -5;
	c[1].id = V4L2_CID_CONTRAST;
	c[1].value64 = 0x123456789LL;
	c[2].id = 0x9f0999;
	c[2].size = 5;
	c[2].string = tail_strdup("hello");
	struct v4l2_ext_controls *cs = tail_alloc(sizeof(*cs));
	memset(cs, 0, sizeof(*cs));
	cs->ctrl_class = V4L2_CTRL_CLASS_USER;
	cs->count = 3;
	cs->error_idx = 7;
	cs->controls = c;
	const char *ctrls = "controls=[{id=V4L2_CID_BRIGHTNESS, size=0, value=-5"
		", value64=4294967291}, {id=V4L2_CID_CONTRAST, size=0, value=591751049"
		", value64=4886718345}, {id=0x9f0999 /* V4L2_CID_??? */, size=5"
		", string=\"hello\"}]";

	/* Set and try: the controls, then " => " the controls again and error_idx. */
	snprintf(known, sizeof(known), " => {%s, error_idx=7}", ctrls);
	snprintf(buf, sizeof(buf), "{ctrl_class=V4L2_CTRL_CLASS_USER, count=3, %s}%s", ctrls,
		 sprint_alt("", known));
	call(VIDIOC_S_EXT_CTRLS, "VIDIOC_S_EXT_CTRLS", cs, buf);
	call(VIDIOC_TRY_EXT_CTRLS, "VIDIOC_TRY_EXT_CTRLS", cs, buf);
	/* Get: the controls at exit. */
	snprintf(known, sizeof(known), ", %s, error_idx=7", ctrls);
	snprintf(buf, sizeof(buf), "{ctrl_class=V4L2_CTRL_CLASS_USER, count=3%s}",
		 sprint_alt("", known));
	call(VIDIOC_G_EXT_CTRLS, "VIDIOC_G_EXT_CTRLS", cs, buf);

	/* No controls: nothing more, at entry or exit. */
	cs->count = 0;
	cs->ctrl_class = V4L2_CTRL_CLASS_CAMERA;
	call(VIDIOC_S_EXT_CTRLS, "VIDIOC_S_EXT_CTRLS", cs,
	     "{ctrl_class=V4L2_CTRL_CLASS_CAMERA, count=0}");
	call(VIDIOC_G_EXT_CTRLS, "VIDIOC_G_EXT_CTRLS", cs,
	     "{ctrl_class=V4L2_CTRL_CLASS_CAMERA, count=0}");

	/* An unreadable array: its address, and no exit part for set. */
	cs->count = 1;
	cs->ctrl_class = 0x12340000;
	cs->controls = BAD_ADDR;
	snprintf(buf, sizeof(buf), "{ctrl_class=0x12340000 /* V4L2_CTRL_CLASS_??? */, count=1"
		 ", controls=%s}", sprintaddr(BAD_ADDR));
	call(VIDIOC_S_EXT_CTRLS, "VIDIOC_S_EXT_CTRLS", cs, buf);
	snprintf(known, sizeof(known), ", controls=%s, error_idx=7", sprintaddr(BAD_ADDR));
	snprintf(buf, sizeof(buf), "{ctrl_class=0x12340000 /* V4L2_CTRL_CLASS_??? */, count=1%s}",
		 sprint_alt("", known));
	call(VIDIOC_G_EXT_CTRLS, "VIDIOC_G_EXT_CTRLS", cs, buf);

	/* More controls than -s (32) shows. */
	struct v4l2_ext_control *many = tail_alloc(40 * sizeof(*many));
	memset(many, 0, 40 * sizeof(*many));
	for (int i = 0; i < 40; i++)
		many[i].id = V4L2_CID_HUE;
	cs->count = 40;
	cs->ctrl_class = V4L2_CTRL_CLASS_USER;
	cs->controls = many;
	char list[2048] = "controls=[";
	for (int i = 0; i < 32; i++)
		strcat(list, "{id=V4L2_CID_HUE, size=0, value=0, value64=0}, ");
	strcat(list, "...]");
	snprintf(known, sizeof(known), " => {%s, error_idx=7}", list);
	snprintf(buf, sizeof(buf), "{ctrl_class=V4L2_CTRL_CLASS_USER, count=40, %s}%s", list,
		 sprint_alt("", known));
	call(VIDIOC_TRY_EXT_CTRLS, "VIDIOC_TRY_EXT_CTRLS", cs, buf);

	call(VIDIOC_G_EXT_CTRLS, "VIDIOC_G_EXT_CTRLS", NULL, "NULL");
	call(VIDIOC_S_EXT_CTRLS, "VIDIOC_S_EXT_CTRLS", (char *)cs + 8, sprintaddr((char *)cs + 8));

	puts("+++ exited with 0 +++");
	return 0;
}
