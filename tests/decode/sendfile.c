/* systrace: -e trace=sendfile,copy_file_range */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* sendfile: the offset before and, if it moved, after " => "; copy_file_range. */
#include "tests.h"

#include <fcntl.h>

int main(void)
{
	long rc;
	int in = open("sendfile-in", O_RDWR | O_CREAT | O_TRUNC, 0600);
	int out = open("sendfile-out", O_RDWR | O_CREAT | O_TRUNC, 0600);
	if (in < 0 || out < 0 || write(in, "0123456789", 10) != 10)
		perror_msg_and_fail("open");

	int64_t *off = tail_alloc(sizeof(*off));
	*off = 2;
	rc = syscall(SYS_sendfile, out, in, off, 5);
	/* The offset after the call shows only when the result is known. */
	printf("sendfile(%d, %d, %s, 5) = %s\n", out, in, sprint_alt("[2]", "[2] => [7]"), sprintrc(rc));
	rc = syscall(SYS_sendfile, out, in, off, 5);
	printf("sendfile(%d, %d, %s, 5) = %s\n", out, in, sprint_alt("[7]", "[7] => [10]"), sprintrc(rc));
	/* At the end: nothing moved, so no " => ". */
	rc = syscall(SYS_sendfile, out, in, off, 5);
	printf("sendfile(%d, %d, [10], 5) = %s\n", out, in, sprintrc(rc));
	rc = syscall(SYS_sendfile, -1, in, off, 5);
	printf("sendfile(-1, %d, [10], 5) = %s\n", in, sprintrc(rc));
	rc = syscall(SYS_sendfile, out, in, NULL, 3);
	printf("sendfile(%d, %d, NULL, 3) = %s\n", out, in, sprintrc(rc));
	rc = syscall(SYS_sendfile, out, in, BAD_ADDR, 3);
	printf("sendfile(%d, %d, %s, 3) = %s\n", out, in, sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_sendfile, out, in, (char *)off + 4, 3);
	printf("sendfile(%d, %d, %s, 3) = %s\n", out, in, sprintaddr((char *)off + 4), sprintrc(rc));

	int64_t *off_in = tail_alloc(sizeof(*off_in));
	int64_t off_out = 100;
	*off_in = 1;
	rc = syscall(SYS_copy_file_range, in, off_in, out, &off_out, 4, 0);
	printf("copy_file_range(%d, [1], %d, [100], 4, 0) = %s\n", in, out, sprintrc(rc));
	rc = syscall(SYS_copy_file_range, in, NULL, out, NULL, 0xffffffffffffffffULL, 0);
	printf("copy_file_range(%d, NULL, %d, NULL, 18446744073709551615, 0) = %s\n", in, out,
	       sprintrc(rc));
	*off_in = -5;
	rc = syscall(SYS_copy_file_range, in, off_in, out, BAD_ADDR, 1, 0xffffffff00000003ULL);
	printf("copy_file_range(%d, [-5], %d, %s, 1, 3) = %s\n", in, out, sprintaddr(BAD_ADDR),
	       sprintrc(rc));
	rc = syscall(SYS_copy_file_range, -1, (char *)off_in + 1, -1, NULL, 1, 0);
	printf("copy_file_range(-1, %s, -1, NULL, 1, 0) = %s\n", sprintaddr((char *)off_in + 1),
	       sprintrc(rc));

	unlink("sendfile-in");
	unlink("sendfile-out");
	puts("+++ exited with 0 +++");
	return 0;
}
