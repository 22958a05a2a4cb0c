/* systrace: -e trace=name_to_handle_at,open_by_handle_at */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* name_to_handle_at, open_by_handle_at: the size in and out, the handle in hex,
 * EOVERFLOW's size, failures. */
#include "tests.h"

#include <fcntl.h>

struct handle {
	unsigned int handle_bytes;
	int handle_type;
	unsigned char f_handle[128];
};

int main(void)
{
	long rc;
	struct handle *h = tail_alloc(sizeof(*h));
	int *mnt = tail_alloc(sizeof(*mnt));

	h->handle_bytes = 0;
	rc = syscall(SYS_name_to_handle_at, AT_FDCWD, "/", h, mnt, 0);
	char grown[32] = "";
	if (h->handle_bytes)
		snprintf(grown, sizeof(grown), " => %u", h->handle_bytes);
	printf("name_to_handle_at(AT_FDCWD, \"/\", {handle_bytes=0%s}, %p, 0) = %s\n",
	       sprint_alt("", grown), mnt, sprintrc(rc));
	if (rc < 0 && errno != EOVERFLOW)
		skip_because("name_to_handle_at: %s", strerror(errno));

	h->handle_bytes = 128;
	rc = syscall(SYS_name_to_handle_at, AT_FDCWD, "/", h, mnt, AT_EMPTY_PATH);
	if (rc)
		perror_msg_and_fail("name_to_handle_at");
	char out[512];
	snprintf(out, sizeof(out), " => %u, handle_type=%d, f_handle=%s", h->handle_bytes,
		 h->handle_type, sprint_quoted(h->f_handle, h->handle_bytes, 1));
	printf("name_to_handle_at(AT_FDCWD, \"/\", {handle_bytes=128%s}, %s, AT_EMPTY_PATH) = 0\n",
	       sprint_alt("", out), out_argf(mnt, "[%d]", *mnt));

	rc = syscall(SYS_name_to_handle_at, -1, "/nonexistent", h, mnt, AT_SYMLINK_FOLLOW | 0x10);
	printf("name_to_handle_at(-1, \"/nonexistent\", {handle_bytes=%u}, %p, "
	       "AT_SYMLINK_FOLLOW|0x10) = %s\n", h->handle_bytes, mnt, sprintrc(rc));
	rc = syscall(SYS_name_to_handle_at, AT_FDCWD, "/", BAD_ADDR, mnt, 0);
	printf("name_to_handle_at(AT_FDCWD, \"/\", %p, %p, 0) = %s\n", BAD_ADDR, mnt, sprintrc(rc));

	int dirfd = open("/", O_RDONLY | O_DIRECTORY);
	rc = syscall(SYS_open_by_handle_at, dirfd, h, O_RDONLY | O_DIRECTORY);
	printf("open_by_handle_at(%d, {handle_bytes=%u, handle_type=%d, f_handle=%s}, "
	       "O_RDONLY|O_DIRECTORY) = %s\n", dirfd, h->handle_bytes, h->handle_type,
	       sprint_quoted(h->f_handle, h->handle_bytes, 1), sprintrc(rc));
	h->handle_bytes = 200;
	rc = syscall(SYS_open_by_handle_at, dirfd, h, O_RDONLY);
	printf("open_by_handle_at(%d, {handle_bytes=200, handle_type=%d, f_handle=%s...}, "
	       "O_RDONLY) = %s\n", dirfd, h->handle_type, sprint_quoted(h->f_handle, 128, 1),
	       sprintrc(rc));
	rc = syscall(SYS_open_by_handle_at, -1, NULL, O_RDWR);
	printf("open_by_handle_at(-1, NULL, O_RDWR) = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
