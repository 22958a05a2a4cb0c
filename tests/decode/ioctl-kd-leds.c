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

#define CALL(code, arg, text) do { \
		long rc_ = syscall(SYS_ioctl, fd, code, arg); \
		printf("ioctl(%d, %s, %s) = %s\n", fd, #code, text, sprintrc(rc_)); \
	} while (0)

int main(void)
{
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	CALL(KDSETLED, 0x107L, "LED_SCR|LED_NUM|LED_CAP");
	CALL(KDSETLED, 0L, "0");
	CALL(KDSETLED, 0x48L, "0x48 /* LED_??? */");
	CALL(KDSKBLED, 0x37L, "LED_SCR|LED_NUM|LED_CAP|LED_SCR<<4|LED_NUM<<4");
	CALL(KDSKBLED, 0xffL, "LED_SCR|LED_NUM|LED_CAP|LED_SCR<<4|LED_NUM<<4|LED_CAP<<4|0x88");
	unsigned char *b = tail_alloc(1);
	CALL(KDGETLED, b, sprintaddr(b));
	CALL(KDGKBLED, b, sprintaddr(b));
	CALL(KDSIGACCEPT, (long)SIGUSR1, "SIGUSR1");
	CALL(KDSIGACCEPT, 0L, "0");
	CALL(KDSIGACCEPT, 100L, "100");
	CALL(KDSIGACCEPT, -1L, "18446744073709551615");

	puts("+++ exited with 0 +++");
	return 0;
}
