/* systrace: -e trace=statfs,fstatfs */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* statfs, fstatfs: struct statfs with f_type names and ST_* flags. */
#include "tests.h"

#include <fcntl.h>
#include <linux/magic.h>
#include <sys/statfs.h>

/* The fields after f_type, as systrace prints them. */
static const char *fields(const struct statfs *b)
{
	static const struct {
		unsigned long bit;
		const char *name;
	} flags[] = {
		{ 0x0020, "ST_VALID" }, { 0x0001, "ST_RDONLY" }, { 0x0002, "ST_NOSUID" },
		{ 0x0004, "ST_NODEV" }, { 0x0008, "ST_NOEXEC" }, { 0x0010, "ST_SYNCHRONOUS" },
		{ 0x0040, "ST_MANDLOCK" }, { 0x0400, "ST_NOATIME" }, { 0x0800, "ST_NODIRATIME" },
		{ 0x1000, "ST_RELATIME" }, { 0x2000, "ST_NOSYMFOLLOW" },
	};
	static char buf[1024];
	int n = snprintf(buf, sizeof(buf), "f_bsize=%lu, f_blocks=%lu, f_bfree=%lu, f_bavail=%lu"
			 ", f_files=%lu, f_ffree=%lu, f_fsid={val=[%#x, %#x]}, f_namelen=%lu"
			 ", f_frsize=%lu",
			 (unsigned long)b->f_bsize, (unsigned long)b->f_blocks,
			 (unsigned long)b->f_bfree, (unsigned long)b->f_bavail,
			 (unsigned long)b->f_files, (unsigned long)b->f_ffree,
			 (unsigned)b->f_fsid.__val[0], (unsigned)b->f_fsid.__val[1],
			 (unsigned long)b->f_namelen, (unsigned long)b->f_frsize);
	unsigned long f = b->f_flags;
	if (f & 0x20) {
		const char *sep = ", f_flags=";
		for (size_t i = 0; i < sizeof(flags) / sizeof(flags[0]); i++) {
			if (f & flags[i].bit) {
				n += snprintf(buf + n, sizeof(buf) - n, "%s%s", sep, flags[i].name);
				f &= ~flags[i].bit;
				sep = "|";
			}
		}
		if (f)
			n += snprintf(buf + n, sizeof(buf) - n, "|%#lx", f);
	}
	return buf;
}

int main(void)
{
	long rc;
	struct statfs *b = tail_alloc(sizeof(*b));

	rc = syscall(SYS_statfs, "/proc", b);
	if (rc || b->f_type != PROC_SUPER_MAGIC)
		skip_because("/proc is not procfs");
	printf("statfs(\"/proc\", %s) = 0\n", out_argf(b, "{f_type=PROC_SUPER_MAGIC, %s}", fields(b)));
	rc = syscall(SYS_statfs, "/nonexistent", b);
	printf("statfs(\"/nonexistent\", %s) = %s\n", sprintaddr(b), sprintrc(rc));
	rc = syscall(SYS_statfs, "/proc", BAD_ADDR);
	printf("statfs(\"/proc\", %s) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_statfs, NULL, NULL);
	printf("statfs(NULL, NULL) = %s\n", sprintrc(rc));
	rc = syscall(SYS_statfs, "/proc", (char *)b + 8);
	printf("statfs(\"/proc\", %s) = %s\n", sprintaddr((char *)b + 8), sprintrc(rc));

	int fd = open("/proc/self", O_RDONLY | O_DIRECTORY);
	if (fd < 0)
		perror_msg_and_fail("open");
	rc = syscall(SYS_fstatfs, fd, b);
	printf("fstatfs(%d, %s) = %s\n", fd, out_argf(b, "{f_type=PROC_SUPER_MAGIC, %s}", fields(b)),
	       sprintrc(rc));
	rc = syscall(SYS_fstatfs, -1, b);
	printf("fstatfs(-1, %s) = %s\n", sprintaddr(b), sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
