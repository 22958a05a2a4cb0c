/* systrace: -e trace=open,openat,openat2,creat -s 16 */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* open, openat, openat2, creat: flags, modes, dirfds, bad and page-end paths. */
#include "tests.h"

#include <fcntl.h>
#include <linux/openat2.h>

int main(void)
{
	static const char missing[] = "/nonexistent/file";
	long rc;

	rc = syscall(SYS_openat, AT_FDCWD, missing, O_RDONLY | O_CLOEXEC);
	printf("openat(AT_FDCWD, \"%s\", O_RDONLY|O_CLOEXEC) = %s\n", missing, sprintrc(rc));

	rc = syscall(SYS_openat, -1, missing, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	printf("openat(-1, \"%s\", O_WRONLY|O_CREAT|O_TRUNC, 0644) = %s\n", missing, sprintrc(rc));

	rc = syscall(SYS_openat, AT_FDCWD, missing, O_RDWR | O_APPEND | O_NONBLOCK | O_SYNC | O_DIRECTORY | 0x40000000, 0);
	printf("openat(AT_FDCWD, \"%s\", O_RDWR|O_APPEND|O_NONBLOCK|O_SYNC|O_DIRECTORY|0x40000000) = %s\n",
	       missing, sprintrc(rc));

	rc = syscall(SYS_openat, AT_FDCWD, "/tmp", O_RDWR | O_TMPFILE, 0600);
	printf("openat(AT_FDCWD, \"/tmp\", O_RDWR|O_TMPFILE, 0600) = %s\n", sprintrc(rc));
	if (rc >= 0)
		close((int)rc);

	/* An unreadable path prints as an address; NULL as NULL. */
	rc = syscall(SYS_openat, AT_FDCWD, BAD_ADDR, O_RDONLY);
	printf("openat(AT_FDCWD, %s, O_RDONLY) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_open, NULL, O_RDONLY);
	printf("open(NULL, O_RDONLY) = %s\n", sprintrc(rc));

	/* A path ending exactly at a page end is read whole; one without a NUL is not. */
	char *tail = tail_strdup("/dev/null");
	rc = syscall(SYS_open, tail, O_RDONLY);
	printf("open(\"/dev/null\", O_RDONLY) = %s\n", sprintrc(rc));
	if (rc >= 0)
		close((int)rc);
	char *nonul = tail_alloc(4);
	memcpy(nonul, "/abc", 4);
	rc = syscall(SYS_open, nonul, O_RDONLY);
	printf("open(%s, O_RDONLY) = %s\n", sprintaddr(nonul), sprintrc(rc));

	/* Paths are not cut at -s: systrace prints them whole, escaped. */
	static const char longpath[] = "/nonexistent/a/path/longer/than/sixteen\t\"\\\001\0017";
	rc = syscall(SYS_creat, longpath, 0755);
	printf("creat(\"/nonexistent/a/path/longer/than/sixteen\\t\\\"\\\\\\1\\0017\", 0755) = %s\n",
	       sprintrc(rc));

	struct open_how how = { .flags = O_RDONLY | O_CLOEXEC, .resolve = RESOLVE_NO_SYMLINKS };
	rc = syscall(SYS_openat2, AT_FDCWD, missing, &how, sizeof(how));
	if (rc == -1 && errno == ENOSYS)
		skip_because("openat2 is not implemented by this kernel");
	printf("openat2(AT_FDCWD, \"%s\", {flags=O_RDONLY|O_CLOEXEC, resolve=RESOLVE_NO_SYMLINKS}, %zu) = %s\n",
	       missing, sizeof(how), sprintrc(rc));
	struct open_how how2 = { .flags = O_WRONLY | O_CREAT, .mode = 0600 };
	rc = syscall(SYS_openat2, AT_FDCWD, missing, &how2, sizeof(how2));
	printf("openat2(AT_FDCWD, \"%s\", {flags=O_WRONLY|O_CREAT, mode=0600, resolve=0}, %zu) = %s\n",
	       missing, sizeof(how2), sprintrc(rc));
	rc = syscall(SYS_openat2, AT_FDCWD, missing, &how, 8);
	printf("openat2(AT_FDCWD, \"%s\", %p, 8) = %s\n", missing, (void *)&how, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
