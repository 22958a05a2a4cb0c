/* systrace: -v -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: FS_IOC_FIEMAP with -v on a file of the test's directory: the extents
 * the kernel wrote (as many as fm_mapped_extents says), none for an empty
 * file, and an extent array that is not there (the count was 0: strace reads
 * past the header, finds unmapped memory and prints its address). A file
 * system without FIEMAP skips the test.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/fs.h>
#include <linux/fiemap.h>

static const char *extent_flags(unsigned int f)
{
	static char buf[256];
	static const struct { unsigned int bit; const char *name; } names[] = {
		{ FIEMAP_EXTENT_LAST, "FIEMAP_EXTENT_LAST" },
		{ FIEMAP_EXTENT_UNKNOWN, "FIEMAP_EXTENT_UNKNOWN" },
		{ FIEMAP_EXTENT_DELALLOC, "FIEMAP_EXTENT_DELALLOC" },
		{ FIEMAP_EXTENT_ENCODED, "FIEMAP_EXTENT_ENCODED" },
		{ FIEMAP_EXTENT_DATA_ENCRYPTED, "FIEMAP_EXTENT_DATA_ENCRYPTED" },
		{ FIEMAP_EXTENT_NOT_ALIGNED, "FIEMAP_EXTENT_NOT_ALIGNED" },
		{ FIEMAP_EXTENT_DATA_INLINE, "FIEMAP_EXTENT_DATA_INLINE" },
		{ FIEMAP_EXTENT_DATA_TAIL, "FIEMAP_EXTENT_DATA_TAIL" },
		{ FIEMAP_EXTENT_UNWRITTEN, "FIEMAP_EXTENT_UNWRITTEN" },
		{ FIEMAP_EXTENT_MERGED, "FIEMAP_EXTENT_MERGED" },
		{ FIEMAP_EXTENT_SHARED, "FIEMAP_EXTENT_SHARED" },
	};
	buf[0] = '\0';
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (f & names[i].bit) {
			if (buf[0])
				strcat(buf, "|");
			strcat(buf, names[i].name);
			f &= ~names[i].bit;
		}
	if (f)
		sprintf(buf + strlen(buf), "%s%#x", buf[0] ? "|" : "", f);
	if (!buf[0])
		strcpy(buf, "0");
	return buf;
}

int main(void)
{
	char known[4096], *o;
	int fd = open("fiemap.dat", O_RDWR | O_CREAT | O_TRUNC, 0600);
	if (fd < 0)
		perror_msg_and_fail("open");
	static char data[3 * 4096];
	memset(data, 'x', sizeof(data));
	if (write(fd, data, sizeof(data)) != (ssize_t)sizeof(data) || fsync(fd))
		perror_msg_and_fail("write");

	const unsigned int room = 4;
	size_t size = sizeof(struct fiemap) + room * sizeof(struct fiemap_extent);
	struct fiemap *fm = tail_alloc(size);
	memset(fm, 0, size);
	fm->fm_length = ~0ULL;
	fm->fm_flags = FIEMAP_FLAG_SYNC;
	fm->fm_extent_count = room;
	long rc = syscall(SYS_ioctl, fd, FS_IOC_FIEMAP, fm);
	if (rc < 0 && (errno == EOPNOTSUPP || errno == ENOTTY))
		skip_because("FS_IOC_FIEMAP: %s", strerror(errno));
	if (rc < 0)
		perror_msg_and_fail("FS_IOC_FIEMAP");
	o = known + sprintf(known, " => {fm_flags=%s, fm_mapped_extents=%u, fm_extents=[",
			    fm->fm_flags == FIEMAP_FLAG_SYNC ? "FIEMAP_FLAG_SYNC" : "0",
			    fm->fm_mapped_extents);
	unsigned int n = fm->fm_mapped_extents < room ? fm->fm_mapped_extents : room;
	for (unsigned int i = 0; i < n; i++) {
		const struct fiemap_extent *e = &fm->fm_extents[i];
		o += sprintf(o, "%s{fe_logical=%llu, fe_physical=%llu, fe_length=%llu"
			     ", fe_flags=%s}", i ? ", " : "", (unsigned long long)e->fe_logical,
			     (unsigned long long)e->fe_physical,
			     (unsigned long long)e->fe_length, extent_flags(e->fe_flags));
	}
	strcpy(o, "]}");
	printf("ioctl(%d, FS_IOC_FIEMAP, {fm_start=0, fm_length=18446744073709551615"
	       ", fm_flags=FIEMAP_FLAG_SYNC, fm_extent_count=%u}%s) = %s\n", fd, room,
	       sprint_alt("", known), sprintrc(rc));

	/* No room for extents: the kernel only counts them; strace looks for
	 * them after the header anyway and finds unmapped memory there. */
	struct fiemap *head = tail_alloc(sizeof(*head));
	memset(head, 0, sizeof(*head));
	head->fm_length = 4096;
	rc = syscall(SYS_ioctl, fd, FS_IOC_FIEMAP, head);
	if (rc < 0)
		perror_msg_and_fail("FS_IOC_FIEMAP");
	snprintf(known, sizeof(known), " => {fm_flags=0, fm_mapped_extents=%u, fm_extents=%s}",
		 head->fm_mapped_extents, head->fm_mapped_extents ?
		 sprintaddr(head + 1) : "[]");
	printf("ioctl(%d, FS_IOC_FIEMAP, {fm_start=0, fm_length=4096, fm_flags=0"
	       ", fm_extent_count=0}%s) = %s\n", fd, sprint_alt("", known), sprintrc(rc));

	/* An empty file: no extents. */
	if (ftruncate(fd, 0))
		perror_msg_and_fail("ftruncate");
	memset(fm, 0, size);
	fm->fm_length = ~0ULL;
	fm->fm_extent_count = room;
	rc = syscall(SYS_ioctl, fd, FS_IOC_FIEMAP, fm);
	if (rc < 0)
		perror_msg_and_fail("FS_IOC_FIEMAP");
	snprintf(known, sizeof(known), " => {fm_flags=0, fm_mapped_extents=%u, fm_extents=[]}",
		 fm->fm_mapped_extents);
	printf("ioctl(%d, FS_IOC_FIEMAP, {fm_start=0, fm_length=18446744073709551615"
	       ", fm_flags=0, fm_extent_count=%u}%s) = %s\n", fd, room, sprint_alt("", known),
	       sprintrc(rc));

	close(fd);
	unlink("fiemap.dat");
	puts("+++ exited with 0 +++");
	return 0;
}
