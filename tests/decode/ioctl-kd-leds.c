/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: keyboard LED and signal requests on a descriptor that is not a
 * console (they fail): the LEDs by value (a byte of the argument), the default
 * LEDs four bits up, a signal by value; what KDGETLED and KDGKBLED would write
 * as an address.
 */
#include "tests.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <linux/kd.h>

static int fd;

int main(void)
{
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	IOCTL_CALL(KDSETLED, 0x107L, "LED_SCR|LED_NUM|LED_CAP");
	IOCTL_CALL(KDSETLED, 0L, "0");
	IOCTL_CALL(KDSETLED, 0x48L, "0x48 /* LED_??? */");
	IOCTL_CALL(KDSKBLED, 0x37L, "LED_SCR|LED_NUM|LED_CAP|LED_SCR<<4|LED_NUM<<4");
	IOCTL_CALL(KDSKBLED, 0xffL, "LED_SCR|LED_NUM|LED_CAP|LED_SCR<<4|LED_NUM<<4|LED_CAP<<4|0x88");
	unsigned char *b = tail_alloc(1);
	IOCTL_CALL(KDGETLED, b, sprintaddr(b));
	IOCTL_CALL(KDGKBLED, b, sprintaddr(b));
	IOCTL_CALL(KDSIGACCEPT, (long)SIGUSR1, "SIGUSR1");
	IOCTL_CALL(KDSIGACCEPT, 0L, "0");
	IOCTL_CALL(KDSIGACCEPT, 100L, "100");
	IOCTL_CALL(KDSIGACCEPT, -1L, "18446744073709551615");

	puts("+++ exited with 0 +++");
	return 0;
}
