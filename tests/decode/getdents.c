/* systrace: -e trace=getdents,getdents64 */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * getdents, getdents64: without -v the buffer is an address and an entry
 * count; getdents-v.c includes this file to check the -v arrays.
 */
#include "tests.h"

#include <fcntl.h>
#include <stddef.h>
#include <sys/stat.h>

#ifndef VERBOSE
# define VERBOSE 0
#endif

struct dirent64_k {
	uint64_t d_ino;
	int64_t d_off;
	unsigned short d_reclen;
	unsigned char d_type;
	char d_name[];
};

struct dirent_k {
	unsigned long d_ino;
	unsigned long d_off;
	unsigned short d_reclen;
	char d_name[];
};

static const char *type_name(unsigned char t)
{
	static const char *const names[] = {
		[0] = "DT_UNKNOWN", [1] = "DT_FIFO", [2] = "DT_CHR", [4] = "DT_DIR",
		[6] = "DT_BLK", [8] = "DT_REG", [10] = "DT_LNK", [12] = "DT_SOCK", [14] = "DT_WHT",
	};
	return t < sizeof(names) / sizeof(names[0]) && names[t] ? names[t] : "?";
}

/* The buffer argument as systrace prints it for len bytes of records (after the call). */
static const char *dents(const char *buf, long len, int is64)
{
	static char out[65536];
	size_t n = 0;
	int count = 0;
	if (!VERBOSE) {
		for (long off = 0; off < len; count++)
			off += ((const struct dirent_k *)(buf + off))->d_reclen;
		snprintf(out, sizeof(out), "%p /* %d entries */", (const void *)buf, count);
		return out_arg(buf, out);
	}
	n += snprintf(out + n, sizeof(out) - n, "[");
	for (long off = 0; off < len; count++) {
		if (count)
			n += snprintf(out + n, sizeof(out) - n, ", ");
		if (is64) {
			const struct dirent64_k *d = (const void *)(buf + off);
			n += snprintf(out + n, sizeof(out) - n,
				      "{d_ino=%llu, d_off=%llu, d_reclen=%u, d_type=%s, d_name=\"%s\"}",
				      (unsigned long long)d->d_ino, (unsigned long long)d->d_off,
				      d->d_reclen, type_name(d->d_type), d->d_name);
			off += d->d_reclen;
		} else {
			const struct dirent_k *d = (const void *)(buf + off);
			n += snprintf(out + n, sizeof(out) - n,
				      "{d_ino=%lu, d_off=%lu, d_reclen=%u, d_name=\"%s\", d_type=%s}",
				      d->d_ino, d->d_off, d->d_reclen, d->d_name,
				      type_name((unsigned char)buf[off + d->d_reclen - 1]));
			off += d->d_reclen;
		}
	}
	snprintf(out + n, sizeof(out) - n, "]");
	return out_arg(buf, out);
}

int main(void)
{
	long rc;
	if (mkdir("getdents-d", 0700) || mkdir("getdents-d/sub", 0700) ||
	    mkfifo("getdents-d/fifo", 0600) || symlink("x", "getdents-d/link"))
		perror_msg_and_fail("mkdir");
	int fd = open("getdents-d", O_RDONLY | O_DIRECTORY);
	if (fd < 0)
		perror_msg_and_fail("open");

	const unsigned int size = 4096;
	char *buf = tail_alloc(size);
	rc = syscall(SYS_getdents64, fd, buf, size);
	if (rc <= 0)
		perror_msg_and_fail("getdents64");
	printf("getdents64(%d, %s, %u) = %ld\n", fd, dents(buf, rc, 1), size, rc);
	rc = syscall(SYS_getdents64, fd, buf, size);
	printf("getdents64(%d, %s, %u) = %s\n", fd, dents(buf, rc, 1), size, sprintrc(rc));

	lseek(fd, 0, SEEK_SET);
	rc = syscall(SYS_getdents64, fd, buf, 8);
	printf("getdents64(%d, %p, 8) = %s\n", fd, buf, sprintrc(rc));
	rc = syscall(SYS_getdents64, fd, BAD_ADDR, size);
	printf("getdents64(%d, %s, %u) = %s\n", fd, sprintaddr(BAD_ADDR), size, sprintrc(rc));
	rc = syscall(SYS_getdents64, -1, NULL, 0xffffffff00000000ULL | size);
	printf("getdents64(-1, NULL, %u) = %s\n", size, sprintrc(rc));

	lseek(fd, 0, SEEK_SET);
	rc = syscall(SYS_getdents, fd, buf, size);
	if (rc <= 0)
		perror_msg_and_fail("getdents");
	printf("getdents(%d, %s, %u) = %ld\n", fd, dents(buf, rc, 0), size, rc);
	rc = syscall(SYS_getdents, fd, buf, size);
	printf("getdents(%d, %s, %u) = %s\n", fd, dents(buf, rc, 0), size, sprintrc(rc));
	rc = syscall(SYS_getdents, 0, buf, size);
	printf("getdents(0, %p, %u) = %s\n", buf, size, sprintrc(rc));

	unlink("getdents-d/fifo");
	unlink("getdents-d/link");
	rmdir("getdents-d/sub");
	rmdir("getdents-d");
	puts("+++ exited with 0 +++");
	return 0;
}
