/* systrace: -e trace=stat,lstat,fstat,newfstatat,statx */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The stat family, abbreviated: mode and size (or device for /dev/null), failures. */
#include "tests.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

/* The kernel's stx_mask depends on the file system: name its bits as strace does. */
static const char *statx_mask_str(unsigned int mask)
{
	static const char *const bits[] = {
		"STATX_TYPE", "STATX_MODE", "STATX_NLINK", "STATX_UID", "STATX_GID",
		"STATX_ATIME", "STATX_MTIME", "STATX_CTIME", "STATX_INO", "STATX_SIZE",
		"STATX_BLOCKS", "STATX_BTIME", "STATX_MNT_ID",
	};
	static char buf[512];
	buf[0] = '\0';
	if ((mask & 0xfff) == 0xfff) {
		strcat(buf, "STATX_ALL");
		mask &= ~0xfffu;
	} else if ((mask & 0x7ff) == 0x7ff) {
		strcat(buf, "STATX_BASIC_STATS");
		mask &= ~0x7ffu;
	}
	for (unsigned int i = 0; i < sizeof(bits) / sizeof(bits[0]); i++) {
		if (mask & (1u << i)) {
			if (buf[0])
				strcat(buf, "|");
			strcat(buf, bits[i]);
			mask &= ~(1u << i);
		}
	}
	if (mask)
		sprintf(buf + strlen(buf), "%s%#x", buf[0] ? "|" : "", mask);
	return buf;
}

int main(void)
{
	char file[] = "/tmp/systrace-stat-XXXXXX";
	int fd = mkstemp(file);
	if (fd < 0 || write(fd, "12345", 5) != 5)
		perror_msg_and_fail("mkstemp");
	fchmod(fd, 0640);
	struct stat st;
	long rc;

	rc = syscall(SYS_stat, file, &st);
	const char *reg = "{st_mode=S_IFREG|0640, st_size=5, ...}";
	printf("stat(\"%s\", %s) = %s\n", file, out_arg(&st, reg), sprintrc(rc));
	rc = syscall(SYS_lstat, "/nonexistent", &st);
	printf("lstat(\"/nonexistent\", %p) = %s\n", &st, sprintrc(rc));
	rc = syscall(SYS_fstat, fd, &st);
	printf("fstat(%d, %s) = %s\n", fd, out_arg(&st, reg), sprintrc(rc));
	rc = syscall(SYS_newfstatat, AT_FDCWD, "/dev/null", &st, 0);
	printf("newfstatat(AT_FDCWD, \"/dev/null\", %s, 0) = %s\n",
	       out_argf(&st, "{st_mode=S_IFCHR|0666, st_rdev=makedev(%#x, %#x), ...}",
			major(st.st_rdev), minor(st.st_rdev)), sprintrc(rc));
	rc = syscall(SYS_newfstatat, fd, "", &st, AT_EMPTY_PATH);
	printf("newfstatat(%d, \"\", %s, AT_EMPTY_PATH) = %s\n", fd, out_arg(&st, reg), sprintrc(rc));
	rc = syscall(SYS_newfstatat, AT_FDCWD, "/", BAD_ADDR, AT_SYMLINK_NOFOLLOW);
	printf("newfstatat(AT_FDCWD, \"/\", %p, AT_SYMLINK_NOFOLLOW) = %s\n", BAD_ADDR, sprintrc(rc));
	rc = syscall(SYS_newfstatat, AT_FDCWD, "/", &st, 0x4000000);
	printf("newfstatat(AT_FDCWD, \"/\", %p, 0x4000000 /* AT_??? */) = %s\n", &st, sprintrc(rc));

	struct statx sx;
	rc = syscall(SYS_statx, AT_FDCWD, file, AT_SYMLINK_NOFOLLOW, STATX_MODE | STATX_SIZE, &sx);
	if (rc == -1 && errno == ENOSYS)
		skip_because("statx is not implemented by this kernel");
	printf("statx(AT_FDCWD, \"%s\", AT_STATX_SYNC_AS_STAT|AT_SYMLINK_NOFOLLOW, STATX_MODE|STATX_SIZE, "
	       "%s) = %s\n", file,
	       out_argf(&sx, "{stx_mask=%s, stx_attributes=0, stx_mode=S_IFREG|0640, stx_size=5, ...}",
			statx_mask_str(sx.stx_mask)), sprintrc(rc));
	rc = syscall(SYS_statx, AT_FDCWD, "/nonexistent", AT_STATX_DONT_SYNC, STATX_ALL, &sx);
	printf("statx(AT_FDCWD, \"/nonexistent\", AT_STATX_DONT_SYNC, STATX_ALL, %p) = %s\n", &sx, sprintrc(rc));

	unlink(file);
	puts("+++ exited with 0 +++");
	return 0;
}
