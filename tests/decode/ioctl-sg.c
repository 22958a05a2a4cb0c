/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: SCSI generic requests on a descriptor that is not an sg device (they
 * fail): the int SG_SET_* and SG_NEXT_CMD_LEN read, SG_SCSI_RESET's value by
 * name, a NULL and a bad pointer, and what SG_GET_* would write as an address.
 */
#include "tests.h"

#include <fcntl.h>
#include <sys/ioctl.h>
#include <scsi/sg.h>

#define N_OF(a) (sizeof(a) / sizeof((a)[0]))

#ifndef SG_SCSI_RESET_TARGET
# define SG_SCSI_RESET_TARGET 4
#endif
#ifndef SG_SCSI_RESET_NO_ESCALATE
# define SG_SCSI_RESET_NO_ESCALATE 0x100
#endif

static const struct {
	unsigned int code;
	const char *name;
} set_ints[] = {
	{ SG_SET_TIMEOUT, "SG_SET_TIMEOUT" },
	{ SG_SET_COMMAND_Q, "SG_SET_COMMAND_Q" },
	{ SG_SET_DEBUG, "SG_SET_DEBUG" },
	{ SG_SET_FORCE_LOW_DMA, "SG_SET_FORCE_LOW_DMA" },
	{ SG_SET_FORCE_PACK_ID, "SG_SET_FORCE_PACK_ID" },
	{ SG_SET_KEEP_ORPHAN, "SG_SET_KEEP_ORPHAN" },
	{ SG_SET_RESERVED_SIZE, "SG_SET_RESERVED_SIZE" },
	{ SG_NEXT_CMD_LEN, "SG_NEXT_CMD_LEN" },
};

static const struct {
	int v;
	const char *text;
} resets[] = {
	{ SG_SCSI_RESET_NOTHING, "SG_SCSI_RESET_NOTHING" },
	{ SG_SCSI_RESET_DEVICE, "SG_SCSI_RESET_DEVICE" },
	{ SG_SCSI_RESET_BUS, "SG_SCSI_RESET_BUS" },
	{ SG_SCSI_RESET_HOST, "SG_SCSI_RESET_HOST" },
	{ SG_SCSI_RESET_TARGET, "SG_SCSI_RESET_TARGET" },
	{ SG_SCSI_RESET_NO_ESCALATE | SG_SCSI_RESET_BUS,
	  "SG_SCSI_RESET_NO_ESCALATE|SG_SCSI_RESET_BUS" },
	{ 5, "0x5 /* SG_SCSI_RESET_??? */" },
	{ SG_SCSI_RESET_NO_ESCALATE | 7,
	  "SG_SCSI_RESET_NO_ESCALATE|0x7 /* SG_SCSI_RESET_??? */" },
	{ -1, "SG_SCSI_RESET_NO_ESCALATE|0xfffffeff /* SG_SCSI_RESET_??? */" },
};

int main(void)
{
	long rc;
	int fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");
	int *val = tail_alloc(sizeof(*val));

	for (size_t i = 0; i < N_OF(set_ints); i++) {
		*val = i == 0 ? -5 : (int)i * 1000;
		rc = syscall(SYS_ioctl, fd, set_ints[i].code, val);
		printf("ioctl(%d, %s, [%d]) = %s\n", fd, set_ints[i].name, *val, sprintrc(rc));
	}
	rc = syscall(SYS_ioctl, fd, SG_SET_TIMEOUT, NULL);
	printf("ioctl(%d, SG_SET_TIMEOUT, NULL) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, SG_SET_RESERVED_SIZE, val + 1);
	printf("ioctl(%d, SG_SET_RESERVED_SIZE, %s) = %s\n", fd, sprintaddr(val + 1), sprintrc(rc));

	for (size_t i = 0; i < N_OF(resets); i++) {
		*val = resets[i].v;
		rc = syscall(SYS_ioctl, fd, SG_SCSI_RESET, val);
		printf("ioctl(%d, SG_SCSI_RESET, [%s]) = %s\n", fd, resets[i].text, sprintrc(rc));
	}

	/* What the kernel would write: the address (the call fails). */
	rc = syscall(SYS_ioctl, fd, SG_GET_VERSION_NUM, val);
	printf("ioctl(%d, SG_GET_VERSION_NUM, %s) = %s\n", fd, sprintaddr(val), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, SG_GET_RESERVED_SIZE, val);
	printf("ioctl(%d, SG_GET_RESERVED_SIZE, %s) = %s\n", fd, sprintaddr(val), sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
