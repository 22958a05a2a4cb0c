/* systrace: -v -e trace=ioctl -e inject=ioctl:retval=0 */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: with -v, the data the device mapper writes after struct dm_ioctl, at
 * exit, as strace 6.1 prints it (the calls are made to succeed by injection,
 * -e inject=ioctl:retval=0, the "answers" being what the test put in memory):
 * target specs with their status, dependencies, device names (with the event
 * number since version 4.37), target versions, a message's answer.
 */
#include "tests.h"

#include <fcntl.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/dm-ioctl.h>

static int fd;

#define CALL(code, arg, text) do { \
		long rc_ = syscall(SYS_ioctl, fd, code, arg); \
		printf("ioctl(%d, %s, %s) = %s (INJECTED)\n", fd, #code, text, sprintrc(rc_)); \
	} while (0)

#define HEAD(minor) "{version=[4, " #minor ", 0], data_size=568, data_start=312"
#define COUNTS "target_count=2, open_count=1, event_nr=0, "

int main(void)
{
	char buf[1024];
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");
	const size_t size = sizeof(struct dm_ioctl) + 256;
	struct dm_ioctl *d = tail_alloc(size);
	memset(d, 0, size);
	d->version[0] = 4;
	d->version[1] = 41;
	d->data_size = size;
	d->data_start = sizeof(*d);
	strcpy(d->name, "vol");
	d->target_count = 2;
	d->open_count = 1;
	char *p = (char *)d + d->data_start;

	/* Target specs, at offsets from data_start. */
	struct dm_target_spec *t = (void *)p;
	t->length = 100;
	t->status = -1;
	strcpy(t->target_type, "linear");
	t->next = 64;
	strcpy((char *)(t + 1), "8:1 0");
	t = (void *)(p + 64);
	t->sector_start = 100;
	t->length = 50;
	strcpy(t->target_type, "zero");
	snprintf(buf, sizeof(buf), "[" HEAD(41) ", name=\"vol\", flags=0}] => [" HEAD(41)
		 ", name=\"vol\", " COUNTS "flags=0}, {sector_start=0, length=100, status=-1"
		 ", target_type=\"linear\", string=\"8:1 0\"}, {sector_start=100, length=50"
		 ", status=0, target_type=\"zero\", string=\"\"}]");
	CALL(DM_TABLE_STATUS, d, buf);

	memset(p, 0, 256);
	struct dm_target_deps *dp = (void *)p;
	dp->count = 2;
	dp->dev[0] = 0x801;
	dp->dev[1] = 0x802;
	CALL(DM_TABLE_DEPS, d, "[" HEAD(41) ", name=\"vol\", flags=0}] => [" HEAD(41)
	     ", name=\"vol\", " COUNTS "flags=0}, {count=2, deps=[makedev(0x8, 0x1)"
	     ", makedev(0x8, 0x2)]}]");

	/* Device names: the event number after the name, aligned. */
	memset(p, 0, 256);
	struct dm_name_list *nl = (void *)p;
	nl->dev = 0xfd00;
	nl->next = 32;
	strcpy(nl->name, "vg-a");
	uint32_t ev = 7;
	memcpy(p + 24, &ev, sizeof(ev));
	nl = (void *)(p + 32);
	nl->dev = 0xfd01;
	strcpy(nl->name, "vg-b");
	CALL(DM_LIST_DEVICES, d, "[" HEAD(41) ", flags=0}] => [" HEAD(41) ", flags=0}"
	     ", {dev=makedev(0xfd, 0), name=\"vg-a\", event_nr=7}, {dev=makedev(0xfd, 0x1)"
	     ", name=\"vg-b\"}]");
	d->version[1] = 30;
	CALL(DM_LIST_DEVICES, d, "[" HEAD(30) ", flags=0}] => [" HEAD(30) ", flags=0}"
	     ", {dev=makedev(0xfd, 0), name=\"vg-a\"}, {dev=makedev(0xfd, 0x1)"
	     ", name=\"vg-b\"}]");

	memset(p, 0, 256);
	struct dm_target_versions *tv = (void *)p;
	tv->next = 32;
	tv->version[0] = 1;
	strcpy(tv->name, "linear");
	tv = (void *)(p + 32);
	tv->version[1] = 2;
	strcpy(tv->name, "striped");
	CALL(DM_LIST_VERSIONS, d, "[" HEAD(30) ", flags=0}] => [" HEAD(30) ", flags=0}"
	     ", {name=\"linear\", version=[1, 0, 0]}, {name=\"striped\", version=[0, 2, 0]}]");

	/* A message's answer (DM_DATA_OUT_FLAG): the string the kernel wrote. */
	memset(p, 0, 256);
	struct dm_target_msg *m = (void *)p;
	m->sector = 0;
	d->flags = DM_DATA_OUT_FLAG;
	CALL(DM_TARGET_MSG, d, "[" HEAD(30) ", name=\"vol\", flags=DM_DATA_OUT_FLAG}"
	     ", {sector=0, message=\"\"}] => [" HEAD(30) ", name=\"vol\", " COUNTS
	     "flags=DM_DATA_OUT_FLAG}, {string=\"\"}]");

	puts("+++ exited with 0 +++");
	return 0;
}
