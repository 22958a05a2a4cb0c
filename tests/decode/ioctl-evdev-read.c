/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: input requests that read on a descriptor that is no input device
 * (they fail): their argument is an address, NULL by name, for the commands
 * named from their fields (EVIOCGBIT, EVIOCGNAME, EVIOCGMTSLOTS) and a
 * number strace has no name for.
 */
#include "tests.h"

#include <fcntl.h>
#include <sys/ioctl.h>
#include <linux/input.h>

static int fd;

#define CALL(code, name, arg, text) do { \
		long rc_ = syscall(SYS_ioctl, fd, code, arg); \
		printf("ioctl(%d, %s, %s) = %s\n", fd, name, text, sprintrc(rc_)); \
	} while (0)

int main(void)
{
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");
	char *b = tail_alloc(16);

	CALL(EVIOCGBIT(0, 8), "EVIOCGBIT(0, 8)", NULL, "NULL");
	CALL(EVIOCGBIT(EV_KEY, 96), "EVIOCGBIT(EV_KEY, 96)", b, sprintaddr(b));
	CALL(EVIOCGNAME(16), "EVIOCGNAME(16)", NULL, "NULL");
	CALL(EVIOCGNAME(16), "EVIOCGNAME(16)", b, sprintaddr(b));
	CALL(EVIOCGPHYS(16), "EVIOCGPHYS(16)", b, sprintaddr(b));
	CALL(EVIOCGUNIQ(16), "EVIOCGUNIQ(16)", b, sprintaddr(b));
	CALL(EVIOCGMTSLOTS(16), "EVIOCGMTSLOTS(16)", NULL, "NULL");
	CALL(EVIOCGKEY(8), "EVIOCGKEY(8)", NULL, "NULL");
	CALL(_IOC(_IOC_READ, 'E', 0xa0, 4), "_IOC(_IOC_READ, 0x45, 0xa0, 0x4)", NULL, "NULL");

	puts("+++ exited with 0 +++");
	return 0;
}
