/* systrace: -e trace=setxattr,lsetxattr,fsetxattr,getxattr,lgetxattr,fgetxattr,listxattr,llistxattr,flistxattr,removexattr,lremovexattr,fremovexattr */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The extended-attribute syscalls: names, values without their trailing NUL, lists,
 * NULL and bad buffers, failures (ls -l makes several of these). */
#include "tests.h"

#include <fcntl.h>
#include <sys/xattr.h>

int main(void)
{
	char file[] = "/tmp/systrace-xattr-XXXXXX";
	int fd = mkstemp(file);
	if (fd < 0)
		perror_msg_and_fail("mkstemp");
	long rc;

	rc = syscall(SYS_setxattr, file, "user.greeting", "hello", 5, XATTR_CREATE);
	if (rc == -1 && (errno == ENOTSUP || errno == EOPNOTSUPP)) {
		unlink(file);
		skip_because("user extended attributes are not supported on /tmp");
	}
	printf("setxattr(\"%s\", \"user.greeting\", \"hello\", 5, XATTR_CREATE) = %s\n", file, sprintrc(rc));
	rc = syscall(SYS_fsetxattr, fd, "user.z", "z\0", 2, 0);
	printf("fsetxattr(%d, \"user.z\", \"z\", 2, 0) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_lsetxattr, file, "user.x", "x", 1, 0x10);
	printf("lsetxattr(\"%s\", \"user.x\", \"x\", 1, 0x10 /* XATTR_??? */) = %s\n", file, sprintrc(rc));

	char value[64];
	rc = syscall(SYS_getxattr, file, "user.greeting", value, sizeof(value));
	printf("getxattr(\"%s\", \"user.greeting\", %s, %zu) = %s\n", file, out_arg(value, "\"hello\""),
	       sizeof(value), sprintrc(rc));
	rc = syscall(SYS_fgetxattr, fd, "user.z", value, sizeof(value));
	printf("fgetxattr(%d, \"user.z\", %s, %zu) = %s\n", fd, out_arg(value, "\"z\""), sizeof(value),
	       sprintrc(rc));
	rc = syscall(SYS_lgetxattr, file, "security.selinux", value, 255);
	printf("lgetxattr(\"%s\", \"security.selinux\", %p, 255) = %s\n", file, value, sprintrc(rc));
	rc = syscall(SYS_getxattr, file, "system.posix_acl_access", NULL, 0);
	printf("getxattr(\"%s\", \"system.posix_acl_access\", NULL, 0) = %s\n", file, sprintrc(rc));
	rc = syscall(SYS_getxattr, file, "user.greeting", BAD_ADDR, 16);
	printf("getxattr(\"%s\", \"user.greeting\", %p, 16) = %s\n", file, BAD_ADDR, sprintrc(rc));

	char list[256];
	rc = syscall(SYS_listxattr, file, NULL, 0);
	printf("listxattr(\"%s\", NULL, 0) = %s\n", file, sprintrc(rc));
	rc = syscall(SYS_flistxattr, fd, list, sizeof(list));
	printf("flistxattr(%d, %s, %zu) = %s\n", fd, out_arg(list, "\"user.greeting\\0user.z\\0\""),
	       sizeof(list), sprintrc(rc));
	rc = syscall(SYS_llistxattr, file, list, 3);
	printf("llistxattr(\"%s\", %p, 3) = %s\n", file, list, sprintrc(rc));

	rc = syscall(SYS_removexattr, file, "user.greeting");
	printf("removexattr(\"%s\", \"user.greeting\") = %s\n", file, sprintrc(rc));
	rc = syscall(SYS_lremovexattr, file, "user.nothing");
	printf("lremovexattr(\"%s\", \"user.nothing\") = %s\n", file, sprintrc(rc));
	rc = syscall(SYS_fremovexattr, fd, BAD_ADDR);
	printf("fremovexattr(%d, %p) = %s\n", fd, BAD_ADDR, sprintrc(rc));

	unlink(file);
	puts("+++ exited with 0 +++");
	return 0;
}
