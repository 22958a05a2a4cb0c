/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: UBI_IOCMKVOL on a descriptor that is no UBI device (it fails): the
 * volume's id, size, type and flags, its name of name_len bytes (cut, with
 * "...", where no NUL follows them; a negative length as none), NULL.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <mtd/ubi-user.h>

static int fd;

static void call(void *arg, const char *text)
{
	long rc = syscall(SYS_ioctl, fd, UBI_IOCMKVOL, arg);
	printf("ioctl(%d, UBI_IOCMKVOL, %s) = %s\n", fd, text, sprintrc(rc));
}

#define HEAD "{vol_id=-1, alignment=1, bytes=1048576"

int main(void)
{
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	struct ubi_mkvol_req *m = tail_alloc(sizeof(*m));
	memset(m, 0, sizeof(*m));
	m->vol_id = -1;
	m->alignment = 1;
	m->bytes = 1 << 20;
	m->vol_type = UBI_DYNAMIC_VOLUME;
	m->flags = UBI_VOL_SKIP_CRC_CHECK_FLG | 2;
	m->name_len = 4;
	strcpy(m->name, "root");
	call(m, HEAD ", vol_type=UBI_DYNAMIC_VOLUME, flags=UBI_VOL_SKIP_CRC_CHECK_FLG|0x2"
	     ", name_len=4, name=\"root\"}");
	m->vol_type = UBI_STATIC_VOLUME;
	m->flags = 0;
	m->name_len = 2;
	call(m, HEAD ", vol_type=UBI_STATIC_VOLUME, flags=0, name_len=2, name=\"ro\"...}");
	m->vol_type = 9;
	m->name_len = -5;
	call(m, HEAD ", vol_type=0x9 /* UBI_???_VOLUME */, flags=0, name_len=-5, name=\"\"...}");
	memset(m->name, 'x', sizeof(m->name));
	m->name_len = 300;
	char buf[512];
	snprintf(buf, sizeof(buf), HEAD ", vol_type=0x9 /* UBI_???_VOLUME */, flags=0"
		 ", name_len=300, name=\"%.127s\"...}",
		 "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
		 "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");
	call(m, buf);
	call(NULL, "NULL");

	puts("+++ exited with 0 +++");
	return 0;
}
