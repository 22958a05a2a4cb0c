/* systrace: -X verbose -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl under -X verbose on /dev/null (the calls fail): commands as numbers
 * with their names as a comment, the unknown one's _IOC() too, those strace
 * names from the number's fields and those it names both ways; the speaker's
 * frequency comment; an interface's hardware address as its bytes and the
 * address as a comment.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <net/if.h>
#include <linux/input.h>
#include <linux/kd.h>
#include <linux/sockios.h>
#include <mtd/mtd-abi.h>

int main(void)
{
	long rc;
	int fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");
	void *p = tail_alloc(64);

	rc = syscall(SYS_ioctl, fd, 0xdead1234, 0);
	printf("ioctl(%d, 0xdead1234 /* _IOC(_IOC_READ|_IOC_WRITE, 0x12, 0x34, 0x1ead) */, 0)"
	       " = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, EVIOCGBIT(0, 8), p);
	printf("ioctl(%d, 0x80084520 /* EVIOCGBIT(0, 8) */, %s) = %s\n", fd, sprintaddr(p),
	       sprintrc(rc));
	struct erase_info_user *e = tail_alloc(sizeof(*e));
	e->start = 0x1000;
	e->length = 0x2000;
	rc = syscall(SYS_ioctl, fd, MEMERASE, e);
	printf("ioctl(%d, 0x40084d02 /* MIXER_WRITE(2) or MEMERASE */, {start=0x1000"
	       ", length=0x2000}) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, KIOCSOUND, 2711);
	printf("ioctl(%d, 0x4b2f /* KIOCSOUND */, 2711 /* 440 Hz */) = %s\n", fd, sprintrc(rc));
	struct ifreq *ifr = tail_alloc(sizeof(*ifr));
	memset(ifr, 0, sizeof(*ifr));
	ifr->ifr_hwaddr.sa_family = 0x1234;
	memcpy(ifr->ifr_hwaddr.sa_data, "\x00\x11\x22\x33\x44\x55", 6);
	rc = syscall(SYS_ioctl, fd, SIOCSIFHWADDR, ifr);
	printf("ioctl(%d, 0x8924 /* SIOCSIFHWADDR */, {ifr_name=\"\", ifr_hwaddr={sa_family=0x1234"
	       " /* ARPHRD_??? */, sa_data=\"\\x00\\x11\\x22\\x33\\x44\\x55\\x00\\x00\\x00\\x00"
	       "\\x00\\x00\\x00\\x00\" /* 00:11:22:33:44:55:00:00:00:00:00:00:00:00 */}}) = %s\n", fd, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
