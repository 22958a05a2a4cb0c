/* systrace: -e trace=fadvise64 */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* fadvise64: signed offset, unsigned length, POSIX_FADV_* advice. */
#include "tests.h"

#include <fcntl.h>

int main(void)
{
	static const struct {
		int advice;
		const char *name;
	} advices[] = {
		{ POSIX_FADV_NORMAL, "POSIX_FADV_NORMAL" },
		{ POSIX_FADV_RANDOM, "POSIX_FADV_RANDOM" },
		{ POSIX_FADV_SEQUENTIAL, "POSIX_FADV_SEQUENTIAL" },
		{ POSIX_FADV_WILLNEED, "POSIX_FADV_WILLNEED" },
		{ POSIX_FADV_DONTNEED, "POSIX_FADV_DONTNEED" },
		{ POSIX_FADV_NOREUSE, "POSIX_FADV_NOREUSE" },
	};
	long rc;
	int fd = open("/dev/zero", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	for (size_t i = 0; i < sizeof(advices) / sizeof(advices[0]); i++) {
		rc = syscall(SYS_fadvise64, fd, 0, 0, advices[i].advice);
		printf("fadvise64(%d, 0, 0, %s) = %s\n", fd, advices[i].name, sprintrc(rc));
	}
	rc = syscall(SYS_fadvise64, fd, -1L, -1L, 6);
	printf("fadvise64(%d, -1, 18446744073709551615, 0x6 /* POSIX_FADV_??? */) = %s\n", fd,
	       sprintrc(rc));
	rc = syscall(SYS_fadvise64, -1, 4096, 8192, 0x100000000ULL | POSIX_FADV_WILLNEED);
	printf("fadvise64(-1, 4096, 8192, POSIX_FADV_WILLNEED) = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
