/* systrace: -e trace=access,faccessat,faccessat2,close,close_range */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* access, faccessat, faccessat2, close, close_range. */
#include "tests.h"

#include <fcntl.h>

int main(void)
{
	long rc;
	rc = syscall(SYS_access, "/nonexistent/x", R_OK | W_OK | X_OK);
	printf("access(\"/nonexistent/x\", R_OK|W_OK|X_OK) = %s\n", sprintrc(rc));
	rc = syscall(SYS_access, "/", F_OK);
	printf("access(\"/\", F_OK) = %s\n", sprintrc(rc));
	rc = syscall(SYS_access, "/", 0x10);
	printf("access(\"/\", 0x10 /* ?_OK */) = %s\n", sprintrc(rc));
	rc = syscall(SYS_faccessat, AT_FDCWD, "/", X_OK);
	printf("faccessat(AT_FDCWD, \"/\", X_OK) = %s\n", sprintrc(rc));
	rc = syscall(SYS_faccessat2, -1, "rel", R_OK, AT_EACCESS | AT_SYMLINK_NOFOLLOW);
	if (rc == -1 && errno == ENOSYS)
		skip_because("faccessat2 is not implemented by this kernel");
	printf("faccessat2(-1, \"rel\", R_OK, AT_SYMLINK_NOFOLLOW|AT_EACCESS) = %s\n", sprintrc(rc));

	rc = syscall(SYS_close, -1);
	printf("close(-1) = %s\n", sprintrc(rc));
	int fd = open("/dev/null", O_RDONLY);
	rc = syscall(SYS_close, fd);
	printf("close(%d) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_close_range, 100, ~0U, 4 /* CLOSE_RANGE_CLOEXEC */);
	printf("close_range(100, 4294967295, CLOSE_RANGE_CLOEXEC) = %s\n", sprintrc(rc));
	rc = syscall(SYS_close_range, 100, 200, 1);
	printf("close_range(100, 200, 0x1 /* CLOSE_RANGE_??? */) = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
