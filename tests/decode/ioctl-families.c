/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: requests of the families strace decodes that systrace decodes only
 * in part (btrfs, v4l2, scsi sg, hdio, ubi, mtd, ptp, kd, gpio, lirc, ...):
 * a pointer argument prints as an address (NULL when 0), values that name
 * something by their names.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <linux/btrfs.h>
#include <linux/gpio.h>
#include <linux/hdreg.h>
#include <linux/kd.h>
#include <linux/lirc.h>
#include <linux/ptp_clock.h>
#include <linux/videodev2.h>
#include <mtd/mtd-abi.h>
#include <mtd/ubi-user.h>
#include <scsi/sg.h>
#include <sys/ioctl.h>

int main(void)
{
	long rc;
	int fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");
	static const struct {
		unsigned long code;
		const char *name;
	} ptr[] = {
		{ BTRFS_IOC_FS_INFO, "BTRFS_IOC_FS_INFO" },
		{ BTRFS_IOC_SNAP_CREATE_V2, "BTRFS_IOC_SNAP_CREATE_V2" },
		{ VIDIOC_QUERYCAP, "VIDIOC_QUERYCAP" },
		{ VIDIOC_S_FMT, "VIDIOC_S_FMT" },
		{ SG_IO, "SG_IO" },
		{ SG_GET_VERSION_NUM, "SG_GET_VERSION_NUM" },
		{ UBI_IOCMKVOL, "UBI_IOCMKVOL" },
		{ MEMGETINFO, "MIXER_READ(1) or MEMGETINFO" },
		{ PTP_CLOCK_GETCAPS, "PTP_CLOCK_GETCAPS" },
		{ GIO_FONT, "GIO_FONT" },
		{ GPIO_GET_CHIPINFO_IOCTL, "GPIO_GET_CHIPINFO_IOCTL" },
	};
	for (size_t i = 0; i < sizeof(ptr) / sizeof(ptr[0]); i++) {
		rc = syscall(SYS_ioctl, fd, ptr[i].code, NULL);
		printf("ioctl(%d, %s, NULL) = %s\n", fd, ptr[i].name, sprintrc(rc));
	}
	rc = syscall(SYS_ioctl, fd, VIDIOC_QUERYCAP, BAD_ADDR);
	printf("ioctl(%d, VIDIOC_QUERYCAP, %s) = %s\n", fd, sprintaddr(BAD_ADDR), sprintrc(rc));

	/* Values with names. */
	rc = syscall(SYS_ioctl, fd, KDSETMODE, KD_GRAPHICS);
	printf("ioctl(%d, KDSETMODE, KD_GRAPHICS) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, KDSKBMODE, 9);
	printf("ioctl(%d, KDSKBMODE, 9 /* K_??? */) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, KDSETMODE, -1L);
	printf("ioctl(%d, KDSETMODE, 0xffffffff /* KD_??? */) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, MTDFILEMODE, -1L);
	printf("ioctl(%d, MTDFILEMODE, 0xffffffffffffffff /* MTD_FILE_MODE_??? */) = %s\n", fd,
	       sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, KIOCSOUND, 2711);
	printf("ioctl(%d, KIOCSOUND, 2711 /* 440 Hz */) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, KDMKTONE, (200 << 16) | 2711);
	printf("ioctl(%d, KDMKTONE, 200<<16|2711 /* 440 Hz, 200 ms */) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, KDMKTONE, 5);
	printf("ioctl(%d, KDMKTONE, 5 /* off */) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, MTDFILEMODE, MTD_FILE_MODE_RAW);
	printf("ioctl(%d, MTDFILEMODE, MTD_FILE_MODE_RAW) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, BTRFS_IOC_BALANCE_CTL, BTRFS_BALANCE_CTL_PAUSE);
	printf("ioctl(%d, BTRFS_IOC_BALANCE_CTL, BTRFS_BALANCE_CTL_PAUSE) = %s\n", fd,
	       sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, HDIO_SET_BUSSTATE, BUSSTATE_TRISTATE);
	printf("ioctl(%d, HDIO_SET_BUSSTATE, BUSSTATE_TRISTATE) = %s\n", fd, sprintrc(rc));

	/* Numbers by value and in memory. */
	rc = syscall(SYS_ioctl, fd, HDIO_SET_DMA, 1);
	printf("ioctl(%d, HDIO_SET_DMA, 1) = %s\n", fd, sprintrc(rc));
	int *val = tail_alloc(sizeof(*val));
	*val = -7;
	rc = syscall(SYS_ioctl, fd, UBI_IOCRMVOL, val);
	printf("ioctl(%d, UBI_IOCRMVOL, [-7]) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, LIRC_SET_TRANSMITTER_MASK, val);
	printf("ioctl(%d, LIRC_SET_TRANSMITTER_MASK, [0xfffffff9]) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, LIRC_SET_SEND_CARRIER, val);
	printf("ioctl(%d, LIRC_SET_SEND_CARRIER, [4294967289]) = %s\n", fd, sprintrc(rc));
	*val = LIRC_MODE_PULSE;
	rc = syscall(SYS_ioctl, fd, LIRC_SET_REC_MODE, val);
	printf("ioctl(%d, LIRC_SET_REC_MODE, [LIRC_MODE_PULSE]) = %s\n", fd, sprintrc(rc));
	*val = MTD_OTP_USER;
	rc = syscall(SYS_ioctl, fd, OTPSELECT, val);
	printf("ioctl(%d, MIXER_READ(13) or OTPSELECT, [MTD_OTP_USER]) = %s\n", fd, sprintrc(rc));
	long long *ll = tail_alloc(sizeof(*ll));
	*ll = -4096;
	rc = syscall(SYS_ioctl, fd, MEMGETBADBLOCK, ll);
	printf("ioctl(%d, MIXER_WRITE(11) or MEMGETBADBLOCK, [18446744073709547520]) = %s\n", fd, sprintrc(rc));

	/* UBI and hdio structures. */
	struct ubi_leb_change_req *ch = tail_alloc(sizeof(*ch));
	*ch = (struct ubi_leb_change_req){ .lnum = -1, .bytes = 4096, .dtype = 2 };
	rc = syscall(SYS_ioctl, fd, UBI_IOCEBCH, ch);
	printf("ioctl(%d, UBI_IOCEBCH, {lnum=-1, bytes=4096, dtype=UBI_SHORTTERM}) = %s\n", fd,
	       sprintrc(rc));
	struct ubi_rsvol_req *rs = tail_alloc(sizeof(*rs));
	*rs = (struct ubi_rsvol_req){ .bytes = -1, .vol_id = 2 };
	rc = syscall(SYS_ioctl, fd, UBI_IOCRSVOL, rs);
	printf("ioctl(%d, UBI_IOCRSVOL, {bytes=-1, vol_id=2}) = %s\n", fd, sprintrc(rc));
	struct ubi_set_vol_prop_req *prop = tail_alloc(sizeof(*prop));
	*prop = (struct ubi_set_vol_prop_req){ .property = 9, .value = 1 };
	rc = syscall(SYS_ioctl, fd, UBI_IOCSETVOLPROP, prop);
	printf("ioctl(%d, UBI_IOCSETVOLPROP, {property=0x9 /* UBI_VOL_PROP_??? */, value=0x1})"
	       " = %s\n", fd, sprintrc(rc));
	int *three = tail_alloc(3 * sizeof(*three));
	three[0] = 1;
	three[1] = 2;
	three[2] = -1;
	rc = syscall(SYS_ioctl, fd, HDIO_SCAN_HWIF, three);
	printf("ioctl(%d, HDIO_SCAN_HWIF, [0x1, 0x2, 0xffffffff]) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, HDIO_GETGEO, three);
	printf("ioctl(%d, HDIO_GETGEO, %s) = %s\n", fd, sprintaddr(three), sprintrc(rc));

	/* MTD and PTP structures. */
	struct erase_info_user *er = tail_alloc(sizeof(*er));
	*er = (struct erase_info_user){ .start = 0x1000, .length = 0x2000 };
	rc = syscall(SYS_ioctl, fd, MEMERASE, er);
	printf("ioctl(%d, MIXER_WRITE(2) or MEMERASE, {start=0x1000, length=0x2000}) = %s\n", fd,
	       sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, MEMISLOCKED, er);
	printf("ioctl(%d, MIXER_READ(23) or MEMISLOCKED, {start=0x1000, length=0x2000}) = %s\n",
	       fd, sprintrc(rc));
	struct mtd_write_req *wr = tail_alloc(sizeof(*wr));
	*wr = (struct mtd_write_req){ .start = 0x200, .len = 0x10, .usr_data = 0x1234,
				      .mode = MTD_OPS_RAW };
	rc = syscall(SYS_ioctl, fd, MEMWRITE, wr);
	printf("ioctl(%d, MEMWRITE, {start=0x200, len=0x10, ooblen=0, usr_data=0x1234"
	       ", usr_oob=NULL, mode=MTD_OPS_RAW}) = %s\n", fd, sprintrc(rc));
	struct ptp_sys_offset *off = tail_alloc(sizeof(*off));
	memset(off, 0, sizeof(*off));
	off->n_samples = 5;
	rc = syscall(SYS_ioctl, fd, PTP_SYS_OFFSET, off);
	printf("ioctl(%d, PTP_SYS_OFFSET, {n_samples=5}) = %s\n", fd, sprintrc(rc));
	off->rsv[2] = 0xbeef;
	rc = syscall(SYS_ioctl, fd, PTP_SYS_OFFSET2, off);
	printf("ioctl(%d, PTP_SYS_OFFSET2, {n_samples=5, rsv=[0, 0, 0xbeef]}) = %s\n", fd,
	       sprintrc(rc));
	struct ptp_pin_desc *pin = tail_alloc(sizeof(*pin));
	memset(pin, 0, sizeof(*pin));
	pin->index = 1;
	pin->func = PTP_PF_EXTTS;
	pin->chan = 2;
	pin->rsv[0] = 1;
	rc = syscall(SYS_ioctl, fd, PTP_PIN_SETFUNC, pin);
	printf("ioctl(%d, PTP_PIN_SETFUNC, {index=1, func=PTP_PF_EXTTS, chan=2}) = %s\n", fd,
	       sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, PTP_PIN_SETFUNC2, pin);
	printf("ioctl(%d, PTP_PIN_SETFUNC2, {index=1, func=PTP_PF_EXTTS, chan=2"
	       ", rsv=[0x1, 0, 0, 0, 0]}) = %s\n", fd, sprintrc(rc));
	struct ptp_extts_request *ext = tail_alloc(sizeof(*ext));
	*ext = (struct ptp_extts_request){ .index = 3, .flags = PTP_ENABLE_FEATURE | 0x100 };
	rc = syscall(SYS_ioctl, fd, PTP_EXTTS_REQUEST2, ext);
	printf("ioctl(%d, PTP_EXTTS_REQUEST2, {index=3, flags=PTP_ENABLE_FEATURE|0x100}) = %s\n",
	       fd, sprintrc(rc));

	/* No argument. */
	rc = syscall(SYS_ioctl, fd, BTRFS_IOC_SYNC, 0);
	printf("ioctl(%d, BTRFS_IOC_SYNC) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, SG_GET_TIMEOUT, 0);
	printf("ioctl(%d, SG_GET_TIMEOUT) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, UBI_IOCVOLCRBLK, 0);
	printf("ioctl(%d, UBI_IOCVOLCRBLK) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, KDENABIO, 0);
	printf("ioctl(%d, KDENABIO) = %s\n", fd, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
