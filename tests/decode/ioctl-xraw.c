/* systrace: -X raw -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl under -X raw on /dev/null (the calls fail): commands as numbers
 * alone, the unknown one, those strace names from the number's fields and
 * those it names both ways; no speaker frequency comment. (The hardware
 * address's bytes are in ioctl-xverbose: tests/json2text.py would add the
 * comment of an unnamed constant that -X raw leaves out.)
 */
#include "tests.h"

#include <fcntl.h>
#include <sys/ioctl.h>
#include <linux/input.h>
#include <linux/kd.h>
#include <mtd/mtd-abi.h>

int main(void)
{
	long rc;
	int fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");
	void *p = tail_alloc(64);

	rc = syscall(SYS_ioctl, fd, 0xdead1234, 0);
	printf("ioctl(%d, 0xdead1234, 0) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, EVIOCGBIT(0, 8), p);
	printf("ioctl(%d, 0x80084520, %s) = %s\n", fd, sprintaddr(p), sprintrc(rc));
	struct erase_info_user *e = tail_alloc(sizeof(*e));
	e->start = 0x1000;
	e->length = 0x2000;
	rc = syscall(SYS_ioctl, fd, MEMERASE, e);
	printf("ioctl(%d, 0x40084d02, {start=0x1000, length=0x2000}) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, KIOCSOUND, 2711);
	printf("ioctl(%d, 0x4b2f, 2711) = %s\n", fd, sprintrc(rc));
	puts("+++ exited with 0 +++");
	return 0;
}
