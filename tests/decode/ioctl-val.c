/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: requests whose argument is a value strace names (they fail on
 * /dev/null): HDIO_SET_NICE's flags (64 bits), NBD_SET_FLAGS' export flags
 * (an unsigned int), SG_SET_TRANSFORM's unsigned int in hex.
 */
#include "tests.h"

#include <fcntl.h>
#include <sys/ioctl.h>
#include <linux/hdreg.h>
#include <linux/nbd.h>
#include <scsi/sg.h>

static int fd;

int main(void)
{
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	IOCTL_CALL(HDIO_SET_NICE, 0x1fL, "1 << IDE_NICE_DSC_OVERLAP|1 << IDE_NICE_ATAPI_OVERLAP"
	           "|1 << IDE_NICE_1|1 << IDE_NICE_0|1 << IDE_NICE_2");
	IOCTL_CALL(HDIO_SET_NICE, 0L, "0");
	IOCTL_CALL(HDIO_SET_NICE, 0x100000021L, "1 << IDE_NICE_DSC_OVERLAP|0x100000020");
	IOCTL_CALL(HDIO_SET_NICE, 0x40L, "0x40 /* IDE_NICE_??? */");
	IOCTL_CALL(NBD_SET_FLAGS, 0x7ffL, "NBD_FLAG_HAS_FLAGS|NBD_FLAG_READ_ONLY|NBD_FLAG_SEND_FLUSH"
	           "|NBD_FLAG_SEND_FUA|NBD_FLAG_ROTATIONAL|NBD_FLAG_SEND_TRIM"
	           "|NBD_FLAG_SEND_WRITE_ZEROES|NBD_FLAG_SEND_DF|NBD_FLAG_CAN_MULTI_CONN"
	           "|NBD_FLAG_SEND_RESIZE|NBD_FLAG_SEND_CACHE");
	IOCTL_CALL(NBD_SET_FLAGS, 0x100000800L, "0x800 /* NBD_IOC_FLAG_??? */");
	IOCTL_CALL(NBD_SET_FLAGS, 0L, "0");
	IOCTL_CALL(SG_SET_TRANSFORM, 0x123456789L, "0x23456789");
	IOCTL_CALL(SG_SET_TRANSFORM, 0L, "0");

	puts("+++ exited with 0 +++");
	return 0;
}
