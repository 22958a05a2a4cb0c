/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: FIDEDUPERANGE on /dev/null (it fails): the source range and the
 * destinations, two at most without -v, an array cut short by unmapped
 * memory, none, and a bad pointer.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/fs.h>

static int fd;

static void call(void *arg, const char *text)
{
	long rc = syscall(SYS_ioctl, fd, FIDEDUPERANGE, arg);
	printf("ioctl(%d, BTRFS_IOC_FILE_EXTENT_SAME or FIDEDUPERANGE, %s) = %s\n", fd, text,
	       sprintrc(rc));
}

int main(void)
{
	char buf[1024];
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	size_t size = sizeof(struct file_dedupe_range) + 3 * sizeof(struct file_dedupe_range_info);
	struct file_dedupe_range *r = tail_alloc(size);
	memset(r, 0, size);
	r->src_offset = 4096;
	r->src_length = 8192;
	r->dest_count = 1;
	r->info[0].dest_fd = fd;
	r->info[0].dest_offset = 0;
	r->info[1].dest_fd = 0;
	r->info[1].dest_offset = 1 << 20;
	r->info[2].dest_fd = -1;
	r->info[2].dest_offset = 12288;
	snprintf(buf, sizeof(buf), "{src_offset=4096, src_length=8192, dest_count=1"
		 ", info=[{dest_fd=%d, dest_offset=0}]}", fd);
	call(r, buf);
	r->dest_count = 2;
	snprintf(buf, sizeof(buf), "{src_offset=4096, src_length=8192, dest_count=2"
		 ", info=[{dest_fd=%d, dest_offset=0}, {dest_fd=0, dest_offset=1048576}]}", fd);
	call(r, buf);
	r->dest_count = 3;
	snprintf(buf, sizeof(buf), "{src_offset=4096, src_length=8192, dest_count=3"
		 ", info=[{dest_fd=%d, dest_offset=0}, {dest_fd=0, dest_offset=1048576}, ...]}",
		 fd);
	call(r, buf);
	/* More destinations than the memory holds. */
	r->dest_count = 5;
	snprintf(buf, sizeof(buf), "{src_offset=4096, src_length=8192, dest_count=5"
		 ", info=[{dest_fd=%d, dest_offset=0}, {dest_fd=0, dest_offset=1048576}, ...]}",
		 fd);
	call(r, buf);
	r->dest_count = 0;
	call(r, "{src_offset=4096, src_length=8192, dest_count=0, info=[]}");
	/* Only the header is readable. */
	struct file_dedupe_range *h = tail_alloc(sizeof(*h));
	memset(h, 0, sizeof(*h));
	h->dest_count = 1;
	snprintf(buf, sizeof(buf), "{src_offset=0, src_length=0, dest_count=1, info=%s}",
		 sprintaddr(h + 1));
	call(h, buf);
	call(NULL, "NULL");
	call(BAD_ADDR, sprintaddr(BAD_ADDR));

	puts("+++ exited with 0 +++");
	return 0;
}
