/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: device mapper requests on a descriptor that is no control device
 * (they fail): struct dm_ioctl in brackets with the fields each request
 * reads, "..." for the data after it, comments for a bad version or size.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/dm-ioctl.h>

#define HEAD "{version=[4, 1, 0], data_size=312, "

int main(void)
{
	int fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");
	struct dm_ioctl *d = tail_alloc(sizeof(*d));
	memset(d, 0, sizeof(*d));
	d->version[0] = 4;
	d->version[1] = 1;
	d->data_size = sizeof(*d);
	d->data_start = sizeof(*d);

	IOCTL_CALL(DM_VERSION, d, "[" HEAD "flags=0}]");
	IOCTL_CALL(DM_REMOVE_ALL, d, "[" HEAD "flags=0}]");
	IOCTL_CALL(DM_LIST_DEVICES, d, "[" HEAD "data_start=312, flags=0}]");
	IOCTL_CALL(DM_LIST_VERSIONS, d, "[" HEAD "data_start=312, flags=0}]");
	IOCTL_CALL(DM_DEV_STATUS, d, "[" HEAD "flags=0}]");

	strcpy(d->name, "vol\"0\n");
	d->flags = DM_READONLY_FLAG | DM_SUSPEND_FLAG;
	d->dev = 0x1234;
	d->event_nr = 3;
	IOCTL_CALL(DM_DEV_CREATE, d, "[" HEAD "dev=makedev(0x12, 0x34), name=\"vol\\\"0\\n\", "
	           "flags=DM_READONLY_FLAG|DM_SUSPEND_FLAG}]");
	strcpy(d->uuid, "uu-1");
#define DEV "dev=makedev(0x12, 0x34), name=\"vol\\\"0\\n\", uuid=\"uu-1\", "
	IOCTL_CALL(DM_DEV_REMOVE, d, "[" HEAD DEV "event_nr=3, flags=DM_READONLY_FLAG|DM_SUSPEND_FLAG}]");
	IOCTL_CALL(DM_DEV_SUSPEND, d, "[" HEAD DEV "flags=DM_READONLY_FLAG|DM_SUSPEND_FLAG}]");
	d->flags = 0;
	IOCTL_CALL(DM_DEV_SUSPEND, d, "[" HEAD DEV "event_nr=3, flags=0}]");
	IOCTL_CALL(DM_DEV_STATUS, d, "[" HEAD DEV "flags=0}]");
	IOCTL_CALL(DM_DEV_WAIT, d, "[" HEAD "data_start=312, " DEV "event_nr=3, flags=0}]");
	IOCTL_CALL(DM_TABLE_LOAD, d, "[" HEAD "data_start=312, " DEV "target_count=0, flags=0}]");
	d->target_count = 2;
	IOCTL_CALL(DM_TABLE_LOAD, d, "[" HEAD "data_start=312, " DEV "target_count=2, flags=0}, ...]");
	IOCTL_CALL(DM_TABLE_CLEAR, d, "[" HEAD DEV "flags=0}]");
	IOCTL_CALL(DM_TABLE_DEPS, d, "[" HEAD "data_start=312, " DEV "flags=0}]");
	IOCTL_CALL(DM_TABLE_STATUS, d, "[" HEAD "data_start=312, " DEV "flags=0}]");
	IOCTL_CALL(DM_TARGET_MSG, d, "[" HEAD "data_start=312, " DEV "flags=0}]");
	IOCTL_CALL(DM_DEV_SET_GEOMETRY, d, "[" HEAD "data_start=312, " DEV "flags=0}, ...]");
	IOCTL_CALL(DM_DEV_RENAME, d, "[" HEAD "data_start=312, " DEV "event_nr=3, flags=0}, ...]");
	IOCTL_CALL(DM_DEV_ARM_POLL, d, "[" HEAD DEV "flags=0}]");

	d->data_size = 313;
	d->flags = DM_UUID_FLAG | 0x80;
	IOCTL_CALL(DM_TARGET_MSG, d, "[{version=[4, 1, 0], data_size=313, data_start=312, " DEV
	           "flags=DM_UUID_FLAG|0x80}, ...]");
	d->flags = 0;
	/* A name without a NUL: all but its last byte, then "...". */
	memset(d->name, 'x', sizeof(d->name));
	char xs[DM_NAME_LEN], text[512];
	memset(xs, 'x', sizeof(xs) - 1);
	xs[sizeof(xs) - 1] = '\0';
	snprintf(text, sizeof(text), "[{version=[4, 1, 0], data_size=313, "
		 "dev=makedev(0x12, 0x34), name=\"%s\"..., uuid=\"uu-1\", flags=0}]", xs);
	IOCTL_CALL(DM_DEV_STATUS, d, text);
	d->data_size = 100;
	IOCTL_CALL(DM_DEV_STATUS, d, "[{version=[4, 1, 0], data_size=100 /* data_size too small */}]");
	d->data_size = 11;
	IOCTL_CALL(DM_DEV_STATUS, d, sprintaddr(d));
	d->data_size = sizeof(*d);
	d->version[0] = 3;
	IOCTL_CALL(DM_DEV_STATUS, d, "[{version=[3, 1, 0] /* unsupported device mapper ABI version */}]");
	IOCTL_CALL(DM_VERSION, NULL, "0");
	IOCTL_CALL(DM_VERSION, BAD_ADDR, sprintaddr(BAD_ADDR));

	puts("+++ exited with 0 +++");
	return 0;
}
