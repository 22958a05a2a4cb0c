/* systrace: -s 2 -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: -s limits the arrays strace's array printer shows ("..." after 2 here:
 * an ATA reset's or interface scan's three numbers, a PTP pin's reserved words)
 * but not those it prints whole (a GPIO line configuration's padding); the
 * calls fail on /dev/null.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/hdreg.h>
#include <linux/gpio.h>
#include <linux/ptp_clock.h>

int main(void)
{
	int fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	int *three = tail_alloc(3 * sizeof(*three));
	three[0] = 0x10;
	three[1] = 0x20;
	three[2] = 0x30;
	IOCTL_CALL(HDIO_DRIVE_RESET, three, "[0x10, 0x20, ...]");
	IOCTL_CALL(HDIO_SCAN_HWIF, three, "[0x10, 0x20, ...]");

	struct ptp_pin_desc *pin = tail_alloc(sizeof(*pin));
	memset(pin, 0, sizeof(*pin));
	pin->index = 1;
	pin->rsv[0] = 1;
	pin->rsv[4] = 5;
	IOCTL_CALL(PTP_PIN_SETFUNC2, pin, "{index=1, func=PTP_PF_NONE, chan=0, rsv=[0x1, 0, ...]}");

	struct gpio_v2_line_config *lc = tail_alloc(sizeof(*lc));
	memset(lc, 0, sizeof(*lc));
	lc->padding[0] = 1;
	lc->padding[4] = 5;
	IOCTL_CALL(GPIO_V2_LINE_SET_CONFIG_IOCTL, lc, "{flags=0, num_attrs=0"
	           ", padding=[0x1, 0, 0, 0, 0x5]}");

	puts("+++ exited with 0 +++");
	return 0;
}
