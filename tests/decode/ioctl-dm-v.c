/* systrace: -v -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: with -v, the data device mapper requests carry after struct dm_ioctl,
 * as strace 6.1 prints it at entry (the calls fail on a descriptor that is no
 * control device): target specs to load, a new name, geometry, a target
 * message; "???" with a comment for a structure the sizes put outside the data.
 */
#include "tests.h"

#include <fcntl.h>
#include <stddef.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/dm-ioctl.h>

#define HEAD "{version=[4, 0, 0], data_size=384, data_start=312, name=\"vol\", "

int main(void)
{
	int fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");
	const size_t size = sizeof(struct dm_ioctl) + sizeof(struct dm_target_spec) + 32;
	struct dm_ioctl *d = tail_alloc(size);
	memset(d, 0, size);
	d->version[0] = 4;
	d->data_size = size;
	d->data_start = sizeof(*d);
	strcpy(d->name, "vol");
	d->target_count = 1;
	struct dm_target_spec *t = (void *)((char *)d + d->data_start);
	t->length = 100;
	strcpy(t->target_type, "linear");
	strcpy((char *)(t + 1), "8:1 0");
	IOCTL_CALL(DM_TABLE_LOAD, d, "[" HEAD "target_count=1, flags=0}, {sector_start=0"
	           ", length=100, target_type=\"linear\", string=\"8:1 0\"}]");

	strcpy((char *)d + d->data_start, "newname");
	IOCTL_CALL(DM_DEV_RENAME, d, "[" HEAD "event_nr=0, flags=0}, {string=\"newname\"}]");
	strcpy((char *)d + d->data_start, "100 2 3 0");
	IOCTL_CALL(DM_DEV_SET_GEOMETRY, d, "[" HEAD "flags=0}, {string=\"100 2 3 0\"}]");

	struct dm_target_msg *m = (void *)((char *)d + d->data_start);
	m->sector = 5;
	strcpy(m->message, "hello");
	IOCTL_CALL(DM_TARGET_MSG, d, "[" HEAD "flags=0}, {sector=5, message=\"hello\"}]");

	/* Data said to start past its end. */
	d->data_start = size + 8;
	IOCTL_CALL(DM_TARGET_MSG, d, "[{version=[4, 0, 0], data_size=384, data_start=392"
	           ", name=\"vol\", flags=0}, ??? /* misplaced struct dm_target_msg */]");
	d->data_start = size - 8;
	IOCTL_CALL(DM_TABLE_LOAD, d, "[{version=[4, 0, 0], data_size=384, data_start=376"
	           ", name=\"vol\", target_count=1, flags=0}, ??? /* misplaced struct dm_target_spec */]");

	puts("+++ exited with 0 +++");
	return 0;
}
