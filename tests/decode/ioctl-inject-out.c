/* systrace: -e trace=ioctl -e inject=ioctl:retval=0 */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: what strace prints at exit of requests that worked, for devices this
 * machine lacks; the calls are made to succeed by injection (-e
 * inject=ioctl:retval=0), the "answer" being what the test put in memory:
 * console keymap entries, strings and key codes, LEDs (get), Video4Linux2 formats
 * (get, and set with what the driver changed) and extended controls,
 * FIDEDUPERANGE's per-destination results, UBI volume creation and renames,
 * entropy added, numbers of hdio, sg, kd and lirc requests, an ATA command,
 * an input device's name (none: the result, 0, is its length), more numbers,
 * a keyboard repeat rate, a file's extended attributes, MTD regions and
 * ECC statistics, a block trace's name, an RTC parameter, an sg device's id
 * and request, a PTP clock's capabilities, offsets and pin, console fonts,
 * accent tables, GPIO chip and line information, a line's descriptor and values,
 * a TEE's version and shared memory, an input device's key map entries, an
 * MTD device's description and out-of-band layout, device mapper headers, a
 * drive's identification, a seccomp notification.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/fs.h>
#include <linux/blktrace_api.h>
#include <linux/rtc.h>
#include <linux/ptp_clock.h>
#include <linux/kd.h>
#include <linux/gpio.h>
#include <linux/tee.h>
#include <linux/dm-ioctl.h>
#include <linux/seccomp.h>
#include <linux/audit.h>
#include <linux/random.h>
#include <linux/hdreg.h>
#include <linux/input.h>
#include <linux/fs.h>
#include <linux/sockios.h>
#include <linux/watchdog.h>
#include <mtd/mtd-abi.h>
#include <linux/lirc.h>
#include <scsi/sg.h>
#include <linux/keyboard.h>
#include <linux/videodev2.h>
#include <mtd/ubi-user.h>

static int fd;

#define CALL(code, arg, text) do { \
		long rc_ = syscall(SYS_ioctl, fd, code, arg); \
		printf("ioctl(%d, %s, %s) = %s (INJECTED)\n", fd, #code, text, sprintrc(rc_)); \
	} while (0)

int main(void)
{
	char buf[2048];
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	struct kbentry *e = tail_alloc(sizeof(*e));
	*e = (struct kbentry){ .kb_table = K_ALTTAB, .kb_index = 30, .kb_value = K(KT_LATIN, 'a') };
	CALL(KDGKBENT, e, "{kb_table=K_ALTTAB, kb_index=30, kb_value=0x61 /* K(KT_LATIN, 'a') */}");
	struct kbsentry *s = tail_alloc(sizeof(*s));
	memset(s, 0, sizeof(*s));
	s->kb_func = KVAL(K_F5);
	strcpy((char *)s->kb_string, "\033[[E");
	CALL(KDGKBSENT, s, "{kb_func=KVAL(K_F5), kb_string=\"\\33[[E\"}");
	struct kbkeycode *k = tail_alloc(sizeof(*k));
	*k = (struct kbkeycode){ .scancode = 0x1e, .keycode = 0x2a };
	CALL(KDGETKEYCODE, k, "{scancode=0x1e, keycode=0x2a => 0x2a}");

	unsigned char *leds = tail_alloc(1);
	*leds = LED_NUM | 0x20;
	CALL(KDGETLED, leds, "[LED_NUM|0x20]");
	CALL(KDGKBLED, leds, "[LED_NUM|LED_NUM<<4]");

	struct v4l2_format *f = tail_alloc(sizeof(*f));
	memset(f, 0, sizeof(*f));
	f->type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
	f->fmt.pix = (struct v4l2_pix_format){ .width = 640, .height = 480,
		.pixelformat = V4L2_PIX_FMT_YUYV, .field = V4L2_FIELD_NONE,
		.bytesperline = 1280, .sizeimage = 614400, .colorspace = V4L2_COLORSPACE_SRGB };
	const char *pix = "fmt.pix={width=640, height=480, pixelformat=v4l2_fourcc('Y', 'U'"
		", 'Y', 'V') /* V4L2_PIX_FMT_YUYV */, field=V4L2_FIELD_NONE, bytesperline=1280"
		", sizeimage=614400, colorspace=V4L2_COLORSPACE_SRGB}";
	snprintf(buf, sizeof(buf), "{type=V4L2_BUF_TYPE_VIDEO_CAPTURE, %s}", pix);
	CALL(VIDIOC_G_FMT, f, buf);
	snprintf(buf, sizeof(buf), "{type=V4L2_BUF_TYPE_VIDEO_CAPTURE, %s} => {%s}", pix, pix);
	CALL(VIDIOC_S_FMT, f, buf);
	CALL(VIDIOC_TRY_FMT, f, buf);
	f->type = 0x77;
	CALL(VIDIOC_G_FMT, f, "{type=0x77 /* V4L2_BUF_TYPE_??? */}");

	struct v4l2_ext_control *c = tail_alloc(sizeof(*c));
	memset(c, 0, sizeof(*c));
	c->id = V4L2_CID_SATURATION;
	c->value = 64;
	struct v4l2_ext_controls *cs = tail_alloc(sizeof(*cs));
	memset(cs, 0, sizeof(*cs));
	cs->ctrl_class = V4L2_CTRL_CLASS_USER;
	cs->count = 1;
	cs->controls = c;
	const char *ctrl = "controls=[{id=V4L2_CID_SATURATION, size=0, value=64, value64=64}]";
	snprintf(buf, sizeof(buf), "{ctrl_class=V4L2_CTRL_CLASS_USER, count=1, %s}", ctrl);
	CALL(VIDIOC_G_EXT_CTRLS, cs, buf);
	snprintf(buf, sizeof(buf), "{ctrl_class=V4L2_CTRL_CLASS_USER, count=1, %s} => {%s}",
		 ctrl, ctrl);
	CALL(VIDIOC_S_EXT_CTRLS, cs, buf);

	size_t size = sizeof(struct file_dedupe_range) + 3 * sizeof(struct file_dedupe_range_info);
	struct file_dedupe_range *r = tail_alloc(size);
	memset(r, 0, size);
	r->src_length = 4096;
	r->dest_count = 3;
	for (int i = 0; i < 3; i++) {
		r->info[i].dest_fd = fd;
		r->info[i].bytes_deduped = 4096;
		r->info[i].status = i ? FILE_DEDUPE_RANGE_DIFFERS : FILE_DEDUPE_RANGE_SAME;
	}
	snprintf(buf, sizeof(buf), "{src_offset=0, src_length=4096, dest_count=3, info=[{dest_fd=%d"
		 ", dest_offset=0}, {dest_fd=%d, dest_offset=0}, ...]} => {info=[{bytes_deduped=4096"
		 ", status=0}, {bytes_deduped=4096, status=1}, ...]}", fd, fd);
	long rc = syscall(SYS_ioctl, fd, FIDEDUPERANGE, r);
	printf("ioctl(%d, BTRFS_IOC_FILE_EXTENT_SAME or FIDEDUPERANGE, %s) = %s (INJECTED)\n", fd,
	       buf, sprintrc(rc));

	/* UBI: the volume id the kernel chose (here what was there); renames,
	 * decoded at entry (their structure is too large for -m buffered). */
	struct ubi_mkvol_req *mk = tail_alloc(sizeof(*mk));
	memset(mk, 0, sizeof(*mk));
	mk->vol_id = 3;
	mk->vol_type = UBI_DYNAMIC_VOLUME;
	CALL(UBI_IOCMKVOL, mk, "{vol_id=3, alignment=0, bytes=0, vol_type=UBI_DYNAMIC_VOLUME"
	     ", flags=0, name_len=0, name=\"\"} => [3]");
	struct ubi_rnvol_req *rn = tail_alloc(sizeof(*rn));
	memset(rn, 0, sizeof(*rn));
	rn->count = 2;
	rn->ents[0].vol_id = 1;
	rn->ents[0].name_len = 3;
	strcpy(rn->ents[0].name, "abc");
	rn->ents[1].vol_id = 2;
	rn->ents[1].name_len = 1;
	strcpy(rn->ents[1].name, "xyz");
	CALL(UBI_IOCRNVOL, rn, "{count=2, ents=[{vol_id=1, name_len=3, name=\"abc\"}"
	     ", {vol_id=2, name_len=1, name=\"x\"...}]}");
	rn->count = -1;
	CALL(UBI_IOCRNVOL, rn, "{count=-1, ents=[]}");

	/* Entropy added (decoded at entry; the bytes after the header are not
	 * copied in -m buffered). */
	struct {
		struct rand_pool_info info;
		char bytes[8];
	} *rnd = tail_alloc(sizeof(*rnd));
	rnd->info.entropy_count = 8;
	rnd->info.buf_size = 5;
	memcpy(rnd->info.buf, "ab\1\n\xff", 5);
	CALL(RNDADDENTROPY, rnd, "{entropy_count=8, buf_size=5, buf=\"ab\\1\\n\\377\"}");
	/* A negative size is more than -s bytes, past the end of memory here. */
	rnd->info.buf_size = -1;
	snprintf(buf, sizeof(buf), "{entropy_count=8, buf_size=-1, buf=%s}",
		 sprintaddr(rnd->info.buf));
	CALL(RNDADDENTROPY, rnd, buf);

	/* Numbers the kernel writes, plain and named. */
	unsigned long *ul = tail_alloc(sizeof(*ul));
	*ul = 3;
	CALL(HDIO_GET_DMA, ul, "[3]");
	*ul = 0x100000000000001UL;
	CALL(HDIO_GET_NICE, ul, "[1 << IDE_NICE_DSC_OVERLAP|0x100000000000000]");
	*ul = BUSSTATE_TRISTATE;
	CALL(HDIO_GET_BUSSTATE, ul, "[BUSSTATE_TRISTATE]");
	int *iv = tail_alloc(sizeof(*iv));
	*iv = 30536;
	CALL(SG_GET_VERSION_NUM, iv, "[30536]");
	*iv = -1;
	CALL(SG_GET_PACK_ID, iv, "[-1]");
	unsigned char *kbt = tail_alloc(1);
	*kbt = KB_101;
	CALL(KDGKBTYPE, kbt, "[KB_101]");
	*iv = KD_GRAPHICS;
	CALL(KDGETMODE, iv, "[KD_GRAPHICS]");
	*iv = K_UNICODE;
	CALL(KDGKBMODE, iv, "[K_UNICODE]");
	*iv = 9;
	CALL(KDGKBMODE, iv, "[9 /* K_??? */]");
	*iv = K_METABIT;
	CALL(KDGKBMETA, iv, "[K_METABIT]");
	unsigned int *uv = tail_alloc(sizeof(*uv));
	*uv = LIRC_CAN_REC_MODE2 | LIRC_CAN_GET_REC_RESOLUTION | 1;
	CALL(LIRC_GET_FEATURES, uv, "[LIRC_CAN_REC_MODE2|LIRC_CAN_GET_REC_RESOLUTION|0x1]");
	*uv = LIRC_MODE_MODE2;
	CALL(LIRC_GET_REC_MODE, uv, "[LIRC_MODE_MODE2]");
	*uv = 24;
	CALL(LIRC_GET_LENGTH, uv, "[24]");

	/* An ATA command (HDIO_DRIVE_CMD; no size in its number, so nothing is
	 * copied in -m buffered), with what the drive answered over it. */
	unsigned char *ata = tail_alloc(4 + 512);
	memset(ata, 0, 4 + 512);
	ata[0] = 0xec;	/* ATA_CMD_ID_ATA */
	ata[1] = 1;
	ata[2] = 2;
	CALL(HDIO_DRIVE_CMD, ata, "{command=ATA_CMD_ID_ATA, sector_number=1, feature=2"
	     ", sector_count=0} => {status=0xec, error=1, nsector=2}");
	ata[0] = 0x01;
	ata[3] = 1;
	CALL(HDIO_DRIVE_CMD, ata, "{command=0x1 /* ATA_CMD_??? */, sector_number=1, feature=2"
	     ", sector_count=1} => {status=0x1, error=1, nsector=2, buf=\"\\x00\\x00\\x00"
	     "\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00"
	     "\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00"
	     "\\x00\"...}");

	/* An input device's name: as many bytes as the result says. */
	char *name = tail_alloc(16);
	memcpy(name, "Keyboard\0xxxxxxx", 16);
	long nrc = syscall(SYS_ioctl, fd, EVIOCGNAME(16), name);
	printf("ioctl(%d, EVIOCGNAME(16), \"\") = %s (INJECTED)\n", fd, sprintrc(nrc));

	/* More numbers, a repeat rate set, a file's extended attributes. */
	*iv = 7;
	CALL(SIOCOUTQNSD, iv, "[7]");
	long mrc = syscall(SYS_ioctl, fd, MEMGETREGIONCOUNT, iv);
	printf("ioctl(%d, MIXER_READ(7) or MEMGETREGIONCOUNT, [7]) = %s (INJECTED)\n", fd,
	       sprintrc(mrc));
	long orc = syscall(SYS_ioctl, fd, OTPGETREGIONCOUNT, iv);
	printf("ioctl(%d, MIXER_WRITE(14) or OTPGETREGIONCOUNT, [7]) = %s (INJECTED)\n", fd,
	       sprintrc(orc));
	CALL(WDIOC_GETBOOTSTATUS, iv, "[7]");
	struct kbd_repeat *rep = tail_alloc(sizeof(*rep));
	rep->delay = 250;
	rep->period = 33;
	CALL(KDKBDREP, rep, "{delay=250, period=33} => {delay=250, period=33}");
	struct fsxattr *fsx = tail_alloc(sizeof(*fsx));
	memset(fsx, 0, sizeof(*fsx));
	fsx->fsx_xflags = FS_XFLAG_APPEND;
	fsx->fsx_nextents = 3;
	CALL(FS_IOC_FSGETXATTR, fsx, "{fsx_xflags=FS_XFLAG_APPEND, fsx_extsize=0, fsx_nextents=3"
	     ", fsx_projid=0, fsx_cowextsize=0}");

	/* MTD: a region, an OTP region, the ECC statistics. */
	struct region_info_user *ri = tail_alloc(sizeof(*ri));
	*ri = (struct region_info_user){ .offset = 0x1000, .erasesize = 0x10000,
					 .numblocks = 4, .regionindex = 1 };
	CALL(MEMGETREGIONINFO, ri, "{regionindex=0x1, offset=0x1000, erasesize=0x10000"
	     ", numblocks=0x4}");
	struct otp_info *oi = tail_alloc(sizeof(*oi));
	*oi = (struct otp_info){ .start = 0x20, .length = 0x40, .locked = 1 };
	long otrc = syscall(SYS_ioctl, fd, OTPGETREGIONINFO, oi);
	printf("ioctl(%d, MIXER_WRITE(15) or OTPGETREGIONINFO, {start=0x20, length=0x40"
	       ", locked=1}) = %s (INJECTED)\n", fd, sprintrc(otrc));
	struct mtd_ecc_stats *es = tail_alloc(sizeof(*es));
	*es = (struct mtd_ecc_stats){ .corrected = 2, .failed = 0, .badblocks = 3,
				      .bbtblocks = 0x10 };
	long erc = syscall(SYS_ioctl, fd, ECCGETSTATS, es);
	printf("ioctl(%d, MIXER_READ(18) or ECCGETSTATS, {corrected=0x2, failed=0, badblocks=0x3"
	       ", bbtblocks=0x10}) = %s (INJECTED)\n", fd, sprintrc(erc));

	/* A block trace set up (its name at exit), an RTC parameter got. */
	struct blk_user_trace_setup *bt = tail_alloc(sizeof(*bt));
	memset(bt, 0, sizeof(*bt));
	bt->buf_size = 4096;
	bt->buf_nr = 4;
	strcpy(bt->name, "sda");
	CALL(BLKTRACESETUP, bt, "{act_mask=0, buf_size=4096, buf_nr=4, start_lba=0, end_lba=0"
	     ", pid=0, name=\"sda\"}");
	struct rtc_param *rp = tail_alloc(sizeof(*rp));
	memset(rp, 0, sizeof(*rp));
	rp->param = RTC_PARAM_CORRECTION;
	rp->svalue = -3;
	rp->index = 1;
	CALL(RTC_PARAM_GET, rp, "{param=RTC_PARAM_CORRECTION, index=1} => {svalue=-3}");

	/* An sg device's id and first request. */
	struct sg_scsi_id *sid = tail_alloc(sizeof(*sid));
	*sid = (struct sg_scsi_id){ .host_no = 1, .channel = 0, .scsi_id = 2, .lun = 3,
				    .scsi_type = 5, .h_cmd_per_lun = 7, .d_queue_depth = -1 };
	CALL(SG_GET_SCSI_ID, sid, "{host_no=1, channel=0, scsi_id=0x2, lun=3, scsi_type=0x5"
	     ", h_cmd_per_lun=7, d_queue_depth=-1}");
	struct sg_req_info *req = tail_alloc(sizeof(*req));
	memset(req, 0, sizeof(*req));
	req->req_state = 1;
	req->pack_id = -1;
	req->duration = 20;
	CALL(SG_GET_REQUEST_TABLE, req, "{req_state=1, orphan=0, sg_io_owned=0, problem=0"
	     ", pack_id=-1, usr_ptr=NULL, duration=20}");

	/* A PTP clock's capabilities, offsets (epoch stamps: no date), a pin. */
	struct ptp_clock_caps *caps = tail_alloc(sizeof(*caps));
	memset(caps, 0, sizeof(*caps));
	caps->max_adj = 100000;
	caps->n_pins = 2;
	caps->rsv[1] = 5;
	CALL(PTP_CLOCK_GETCAPS, caps, "{max_adj=100000, n_alarm=0, n_ext_ts=0, n_per_out=0, pps=0"
	     ", n_pins=2, cross_timestamping=0, adjust_phase=0, rsv=[0, 0x5, 0, 0, 0, 0, 0, 0, 0, 0"
	     ", 0, 0]}");
	struct ptp_sys_offset *so = tail_alloc(sizeof(*so));
	memset(so, 0, sizeof(*so));
	so->n_samples = 1;
	so->ts[1].reserved = 1;
	CALL(PTP_SYS_OFFSET, so, "{n_samples=1, ts=[{sec=0, nsec=0}, {sec=0, nsec=0, reserved=0x1}"
	     ", {sec=0, nsec=0}]}");
	struct ptp_sys_offset_extended *sx = tail_alloc(sizeof(*sx));
	memset(sx, 0, sizeof(*sx));
	sx->n_samples = 1;
	CALL(PTP_SYS_OFFSET_EXTENDED, sx, "{n_samples=1, ts=[[{sec=0, nsec=0}, {sec=0, nsec=0}"
	     ", {sec=0, nsec=0}]]}");
	struct ptp_sys_offset_precise *sp = tail_alloc(sizeof(*sp));
	memset(sp, 0, sizeof(*sp));
	CALL(PTP_SYS_OFFSET_PRECISE, sp, "{device={sec=0, nsec=0}, sys_realtime={sec=0, nsec=0}"
	     ", sys_monoraw={sec=0, nsec=0}}");
	struct ptp_pin_desc *pin = tail_alloc(sizeof(*pin));
	memset(pin, 0, sizeof(*pin));
	pin->index = 1;
	strcpy(pin->name, "SMA1");
	pin->func = PTP_PF_PEROUT;
	pin->chan = 2;
	CALL(PTP_PIN_GETFUNC, pin, "{index=1, name=\"SMA1\", func=PTP_PF_PEROUT, chan=2}");

	/* Console fonts got: the font after " => " (32 bytes a character). */
	unsigned char *fnt = tail_alloc(32);
	memset(fnt, 0x81, 32);
	struct consolefontdesc *cfd = tail_alloc(sizeof(*cfd));
	*cfd = (struct consolefontdesc){ .charcount = 1, .charheight = 8, .chardata = (char *)fnt };
	snprintf(buf, sizeof(buf), "{charcount=1, charheight=8, chardata=%s} => {charcount=1"
		 ", charheight=8, chardata=%s}", sprintaddr(fnt), sprint_quoted(fnt, 32, 1));
	CALL(GIO_FONTX, cfd, buf);
	struct console_font_op *fop = tail_alloc(sizeof(*fop));
	*fop = (struct console_font_op){ .op = KD_FONT_OP_GET, .width = 8, .height = 8,
					 .charcount = 1, .data = fnt };
	snprintf(buf, sizeof(buf), "{op=KD_FONT_OP_GET, flags=0, width=8, height=8, charcount=1"
		 ", data=%s} => {width=8, height=8, charcount=1, data=%s}", sprintaddr(fnt),
		 sprint_quoted(fnt, 32, 1));
	CALL(KDFONTOP, fop, buf);

	/* Accent tables got: as the set requests show them, at exit. */
	struct kbdiacrs *dia = tail_alloc(sizeof(*dia));
	memset(dia, 0, sizeof(*dia));
	dia->kb_cnt = 1;
	dia->kbdiacr[0] = (struct kbdiacr){ .diacr = '`', .base = 'a', .result = 0xe0 };
	CALL(KDGKBDIACR, dia, "{kb_cnt=1, kbdiacr=[{diacr='`', base='a', result='\\xe0'}]}");
	struct kbdiacrsuc *diu = tail_alloc(sizeof(*diu));
	memset(diu, 0, sizeof(*diu));
	diu->kb_cnt = 1;
	diu->kbdiacruc[0] = (struct kbdiacruc){ .diacr = 0x60, .base = 0x61, .result = 0xe0 };
	CALL(KDGKBDIACRUC, diu, "{kb_cnt=1, kbdiacruc=[{diacr=0x60, base=0x61, result=0xe0}]}");

	/* GPIO: the chip, a line's information, a new line's descriptor, values. */
	struct gpiochip_info *ci = tail_alloc(sizeof(*ci));
	memset(ci, 0, sizeof(*ci));
	strcpy(ci->name, "gpiochip0");
	strcpy(ci->label, "pinctrl");
	ci->lines = 54;
	CALL(GPIO_GET_CHIPINFO_IOCTL, ci, "{name=\"gpiochip0\", label=\"pinctrl\", lines=54}");
	struct gpioline_info *gli = tail_alloc(sizeof(*gli));
	memset(gli, 0, sizeof(*gli));
	gli->line_offset = 3;
	gli->flags = GPIOLINE_FLAG_KERNEL | GPIOLINE_FLAG_IS_OUT;
	strcpy(gli->name, "LED");
	CALL(GPIO_GET_LINEINFO_IOCTL, gli, "{line_offset=3} => {flags=GPIOLINE_FLAG_KERNEL"
	     "|GPIOLINE_FLAG_IS_OUT, name=\"LED\", consumer=\"\"}");
	struct gpio_v2_line_info *gl2 = tail_alloc(sizeof(*gl2));
	memset(gl2, 0, sizeof(*gl2));
	gl2->offset = 4;
	strcpy(gl2->consumer, "app");
	gl2->flags = GPIO_V2_LINE_FLAG_USED | GPIO_V2_LINE_FLAG_INPUT;
	gl2->num_attrs = 2;
	gl2->attrs[0].id = GPIO_V2_LINE_ATTR_ID_DEBOUNCE;
	gl2->attrs[0].debounce_period_us = 100;
	gl2->attrs[1].id = 7;
	gl2->attrs[1].values = 0x10;
	CALL(GPIO_V2_GET_LINEINFO_IOCTL, gl2, "{offset=4} => {name=\"\", consumer=\"app\""
	     ", flags=GPIO_V2_LINE_FLAG_USED|GPIO_V2_LINE_FLAG_INPUT, num_attrs=2"
	     ", attrs=[{debounce_period_us=100}, {id=7, data=0x10}]}");
	struct gpio_v2_line_request *glr = tail_alloc(sizeof(*glr));
	memset(glr, 0, sizeof(*glr));
	glr->num_lines = 1;
	glr->offsets[0] = 4;
	strcpy(glr->consumer, "app");
	glr->fd = 0;
	CALL(GPIO_V2_GET_LINE_IOCTL, glr, "{num_lines=1, offsets=[4], consumer=\"app\""
	     ", config={flags=0, num_attrs=0}} => {fd=0}");
	struct gpio_v2_line_values *glv = tail_alloc(sizeof(*glv));
	glv->mask = 0x3;
	glv->bits = 0x2;
	CALL(GPIO_V2_LINE_GET_VALUES_IOCTL, glv, "{mask=0x3} => {bits=0x2}");

	/* TEE: the implementation's version, shared memory allocated and registered. */
	struct tee_ioctl_version_data *tv = tail_alloc(sizeof(*tv));
	*tv = (struct tee_ioctl_version_data){ .impl_id = TEE_IMPL_ID_OPTEE,
		.impl_caps = TEE_OPTEE_CAP_TZ, .gen_caps = TEE_GEN_CAP_GP | TEE_GEN_CAP_REG_MEM };
	CALL(TEE_IOC_VERSION, tv, "{impl_id=TEE_IMPL_ID_OPTEE, gen_caps=TEE_GEN_CAP_GP"
	     "|TEE_GEN_CAP_REG_MEM, impl_caps=TEE_OPTEE_CAP_TZ}");
	struct tee_ioctl_shm_alloc_data *tsa = tail_alloc(sizeof(*tsa));
	*tsa = (struct tee_ioctl_shm_alloc_data){ .size = 0x1000, .id = 5 };
	CALL(TEE_IOC_SHM_ALLOC, tsa, "{size=0x1000, flags=0} => {size=0x1000, flags=0, id=5}");
	struct tee_ioctl_shm_register_data *tsr = tail_alloc(sizeof(*tsr));
	*tsr = (struct tee_ioctl_shm_register_data){ .addr = 0x2000, .length = 0x100, .id = -1 };
	CALL(TEE_IOC_SHM_REGISTER, tsr, "{addr=0x2000, length=0x100, flags=0} => {length=0x100"
	     ", flags=0, id=-1}");

	/* An input device's key map: as the set requests, at exit. */
	unsigned int *kc = tail_alloc(2 * sizeof(*kc));
	kc[0] = 0x1e;
	kc[1] = KEY_A;
	CALL(EVIOCGKEYCODE, kc, "[30, KEY_A]");
	struct input_keymap_entry *ke = tail_alloc(sizeof(*ke));
	memset(ke, 0, sizeof(*ke));
	ke->flags = INPUT_KEYMAP_BY_INDEX;
	ke->len = 4;
	ke->keycode = KEY_B;
	CALL(EVIOCGKEYCODE_V2, ke, "{flags=1, len=4, ...}");

	/* An MTD device's description and out-of-band layout (their requests share
	 * numbers with sound mixer ones). */
	struct mtd_info_user *mi = tail_alloc(sizeof(*mi));
	*mi = (struct mtd_info_user){ .type = MTD_NANDFLASH, .flags = MTD_WRITEABLE,
		.size = 0x800000, .erasesize = 0x20000, .writesize = 0x800, .oobsize = 0x40 };
	mrc = syscall(SYS_ioctl, fd, MEMGETINFO, mi);
	printf("ioctl(%d, MIXER_READ(1) or MEMGETINFO, {type=MTD_NANDFLASH, flags=MTD_WRITEABLE"
	       ", size=0x800000, erasesize=0x20000, writesize=0x800, oobsize=0x40"
	       ", padding=0}) = %s (INJECTED)\n", fd, sprintrc(mrc));
	struct nand_oobinfo *noi = tail_alloc(sizeof(*noi));
	memset(noi, 0, sizeof(*noi));
	noi->useecc = MTD_NANDECC_AUTOPLACE;
	noi->eccbytes = 6;
	noi->oobfree[0][0] = 8;
	noi->oobfree[0][1] = 0x38;
	noi->eccpos[0] = 0x28;
	mrc = syscall(SYS_ioctl, fd, MEMGETOOBSEL, noi);
	printf("ioctl(%d, MIXER_READ(10) or MEMGETOOBSEL, {useecc=MTD_NANDECC_AUTOPLACE"
	       ", eccbytes=0x6, oobfree=[[0x8, 0x38], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]"
	       ", [0, 0], [0, 0]], eccpos=[0x28, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0"
	       ", 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]}) = %s (INJECTED)\n",
	       fd, sprintrc(mrc));

	/* Device mapper: " => " the header as the kernel left it, with its counts;
	 * "..." for the data it wrote. */
	struct dm_ioctl *dm = tail_alloc(sizeof(*dm));
	memset(dm, 0, sizeof(*dm));
	dm->version[0] = 4;
	dm->data_size = sizeof(*dm);
	dm->data_start = sizeof(*dm);
	strcpy(dm->name, "vg-lv");
	dm->target_count = 1;
	dm->open_count = 2;
	dm->event_nr = 3;
	CALL(DM_VERSION, dm, "[{version=[4, 0, 0], data_size=312, name=\"vg-lv\", flags=0}]"
	     " => [{version=[4, 0, 0], data_size=312, name=\"vg-lv\", flags=0}]");
	CALL(DM_DEV_STATUS, dm, "[{version=[4, 0, 0], data_size=312, name=\"vg-lv\", flags=0}]"
	     " => [{version=[4, 0, 0], data_size=312, name=\"vg-lv\", target_count=1"
	     ", open_count=2, event_nr=3, flags=0}]");
	CALL(DM_TABLE_STATUS, dm, "[{version=[4, 0, 0], data_size=312, data_start=312"
	     ", name=\"vg-lv\", flags=0}] => [{version=[4, 0, 0], data_size=312"
	     ", data_start=312, name=\"vg-lv\", target_count=1, open_count=2, event_nr=3"
	     ", flags=0}, ...]");
	dm->data_start = 300;
	CALL(DM_LIST_DEVICES, dm, "[{version=[4, 0, 0], data_size=312, data_start=300"
	     ", flags=0}] => [{version=[4, 0, 0], data_size=312, data_start=300, flags=0}"
	     ", ...]");

	/* A drive's identification: bytes, as a string cut at -s. */
	char *hid = tail_alloc(512);
	memset(hid, 'A', 512);
	CALL(HDIO_GET_IDENTITY, hid, "\"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"...");

	/* A seccomp notification received into a buffer not zeroed: the buffer at
	 * entry, " => " the notification. */
	struct seccomp_notif *sn = tail_alloc(sizeof(*sn));
	memset(sn, 0, sizeof(*sn));
	sn->id = 0x1234;
	sn->data.nr = __NR_getppid;
	sn->data.arch = AUDIT_ARCH_X86_64;
	sn->data.instruction_pointer = 0x1000;
	CALL(SECCOMP_IOCTL_NOTIF_RECV, sn, "{id=0x1234, pid=0, flags=0, data={nr=__NR_getppid"
	     ", arch=AUDIT_ARCH_X86_64, instruction_pointer=0x1000, args=[0, 0, 0, 0, 0, 0]}}"
	     " => {id=0x1234, pid=0, flags=0, data={nr=__NR_getppid, arch=AUDIT_ARCH_X86_64"
	     ", instruction_pointer=0x1000, args=[0, 0, 0, 0, 0, 0]}}");

	puts("+++ exited with 0 +++");
	return 0;
}
