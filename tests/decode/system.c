/* systrace: -e trace=reboot,syslog,sethostname,setdomainname,chroot,acct,pivot_root,syncfs,iopl,ioperm */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The whole-system calls, each made so that it fails or changes nothing: reboot
 * with wrong magic, names too long or unreadable, paths that do not exist.
 */
#include "tests.h"

#include <fcntl.h>
#include <linux/reboot.h>

int main(void)
{
	long rc;
	rc = syscall(SYS_reboot, 0, 0, 0, 0);
	printf("reboot(0 /* LINUX_REBOOT_MAGIC_??? */, 0 /* LINUX_REBOOT_MAGIC_??? */, "
	       "LINUX_REBOOT_CMD_CAD_OFF) = %s\n", sprintrc(rc));
	rc = syscall(SYS_reboot, LINUX_REBOOT_MAGIC1, 0x12345, LINUX_REBOOT_CMD_RESTART2,
		     tail_strdup("foo"));
	printf("reboot(LINUX_REBOOT_MAGIC1, 0x12345 /* LINUX_REBOOT_MAGIC_??? */, "
	       "LINUX_REBOOT_CMD_RESTART2, \"foo\") = %s\n", sprintrc(rc));
	rc = syscall(SYS_reboot, LINUX_REBOOT_MAGIC1, 0x12345, LINUX_REBOOT_CMD_RESTART2, BAD_ADDR);
	printf("reboot(LINUX_REBOOT_MAGIC1, 0x12345 /* LINUX_REBOOT_MAGIC_??? */, "
	       "LINUX_REBOOT_CMD_RESTART2, %p) = %s\n", BAD_ADDR, sprintrc(rc));
	rc = syscall(SYS_reboot, LINUX_REBOOT_MAGIC1, 0x12345, 0x999, 0);
	printf("reboot(LINUX_REBOOT_MAGIC1, 0x12345 /* LINUX_REBOOT_MAGIC_??? */, "
	       "0x999 /* LINUX_REBOOT_CMD_??? */) = %s\n", sprintrc(rc));
	rc = syscall(SYS_reboot, 0x1234, LINUX_REBOOT_MAGIC2C, LINUX_REBOOT_CMD_POWER_OFF, 0);
	printf("reboot(0x1234 /* LINUX_REBOOT_MAGIC_??? */, LINUX_REBOOT_MAGIC2C, "
	       "LINUX_REBOOT_CMD_POWER_OFF) = %s\n", sprintrc(rc));

	rc = syscall(SYS_syslog, 10, 0, 0);
	printf("syslog(10 /* SYSLOG_ACTION_SIZE_BUFFER */) = %s\n", sprintrc(rc));
	char *buf = tail_alloc(10);
	rc = syscall(SYS_syslog, 3, buf, 10);
	printf("syslog(3 /* SYSLOG_ACTION_READ_ALL */, %s, 10) = %s\n",
	       rc >= 0 ? out_arg(buf, sprint_quoted(buf, (size_t)rc, 0)) : sprintaddr(buf),
	       sprintrc(rc));
	rc = syscall(SYS_syslog, 3, BAD_ADDR, 10);
	printf("syslog(3 /* SYSLOG_ACTION_READ_ALL */, %s, 10) = %s\n",
	       rc == 0 ? out_arg(BAD_ADDR, "\"\"") : sprintaddr(BAD_ADDR), sprintrc(rc));
	/* Console levels go from 1 to 8: 40 is refused. */
	rc = syscall(SYS_syslog, 8, buf, 40);
	printf("syslog(8 /* SYSLOG_ACTION_CONSOLE_LEVEL */, %p, 40 /* LOGLEVEL_??? */) = %s\n",
	       buf, sprintrc(rc));
	rc = syscall(SYS_syslog, 8, NULL, -4);
	printf("syslog(8 /* SYSLOG_ACTION_CONSOLE_LEVEL */, NULL, -4 /* LOGLEVEL_??? */) = %s\n",
	       sprintrc(rc));
	rc = syscall(SYS_syslog, -1, buf, 5);
	printf("syslog(-1 /* SYSLOG_ACTION_??? */, %p, 5) = %s\n", buf, sprintrc(rc));
	rc = syscall(SYS_syslog, 99, 0, 0);
	printf("syslog(99 /* SYSLOG_ACTION_??? */, NULL, 0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_syslog, 0, 1, 2);
	printf("syslog(0 /* SYSLOG_ACTION_CLOSE */) = %s\n", sprintrc(rc));

	/* Names longer than the kernel keeps (64): refused, shown as addresses. */
	char *name = tail_strdup("systrace-test-name");
	rc = syscall(SYS_sethostname, name, 100);
	printf("sethostname(%p, 100) = %s\n", name, sprintrc(rc));
	rc = syscall(SYS_sethostname, BAD_ADDR, 5);
	printf("sethostname(%p, 5) = %s\n", BAD_ADDR, sprintrc(rc));
	rc = syscall(SYS_setdomainname, name, 65);
	printf("setdomainname(%p, 65) = %s\n", name, sprintrc(rc));
	rc = syscall(SYS_setdomainname, BAD_ADDR, 8);
	printf("setdomainname(%p, 8) = %s\n", BAD_ADDR, sprintrc(rc));

	rc = syscall(SYS_chroot, "/nonexistent-systrace");
	printf("chroot(\"/nonexistent-systrace\") = %s\n", sprintrc(rc));
	rc = syscall(SYS_acct, "/nonexistent-systrace");
	printf("acct(\"/nonexistent-systrace\") = %s\n", sprintrc(rc));
	rc = syscall(SYS_pivot_root, "/nonexistent-systrace", "/nonexistent-old");
	printf("pivot_root(\"/nonexistent-systrace\", \"/nonexistent-old\") = %s\n", sprintrc(rc));
	rc = syscall(SYS_syncfs, -1);
	printf("syncfs(-1) = %s\n", sprintrc(rc));
	int fd = open("/dev/null", O_RDONLY);
	rc = syscall(SYS_syncfs, fd);
	printf("syncfs(%d) = %s\n", fd, sprintrc(rc));

	/* I/O privilege levels go up to 3; ports below 0x10000. */
	rc = syscall(SYS_iopl, 4);
	printf("iopl(4) = %s\n", sprintrc(rc));
	rc = syscall(SYS_ioperm, 0x10000, 1, 1);
	printf("ioperm(0x10000, 0x1, 1) = %s\n", sprintrc(rc));
	puts("+++ exited with 0 +++");
	return 0;
}
