/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: block, loop and nsfs requests on a descriptor that is none of
 * these (they fail): requests without an argument print none, numbers by
 * value in decimal, integers the kernel reads at their width, structures the
 * kernel reads in full, and what it would write as an address.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <linux/fs.h>
#include <linux/blkpg.h>
#include <linux/fiemap.h>
#include <linux/loop.h>
#include <linux/nsfs.h>
#include <sched.h>

int main(void)
{
	long rc;
	int fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");
	int *val = tail_alloc(sizeof(*val));
	*val = -2;
	uint64_t *range = tail_alloc(2 * sizeof(*range));
	range[0] = 4096;
	range[1] = 0xffffffffffffffffULL;

	/* Block devices. */
	rc = syscall(SYS_ioctl, fd, BLKRRPART, 0);
	printf("ioctl(%d, BLKRRPART) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, BLKFLSBUF, 0);
	printf("ioctl(%d, BLKFLSBUF) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, BLKROSET, val);
	printf("ioctl(%d, BLKROSET, [-2]) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, BLKROSET, NULL);
	printf("ioctl(%d, BLKROSET, NULL) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, BLKBSZSET, val);
	printf("ioctl(%d, BLKBSZSET, [-2]) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, BLKRASET, -1L);
	printf("ioctl(%d, BLKRASET, 18446744073709551615) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, BLKFRASET, 256);
	printf("ioctl(%d, BLKFRASET, 256) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, BLKDISCARD, range);
	printf("ioctl(%d, BLKDISCARD, [4096, 18446744073709551615]) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, BLKZEROOUT, BAD_ADDR);
	printf("ioctl(%d, BLKZEROOUT, %s) = %s\n", fd, sprintaddr(BAD_ADDR), sprintrc(rc));
	static const struct {
		unsigned int code;
		const char *name;
	} out[] = {
		{ BLKROGET, "BLKROGET" }, { BLKGETSIZE, "BLKGETSIZE" },
		{ BLKSSZGET, "BLKSSZGET" }, { BLKGETSIZE64, "BLKGETSIZE64" },
		{ BLKSECTGET, "BLKSECTGET" }, { BLKIOMIN, "BLKIOMIN" },
		{ BLKROTATIONAL, "BLKROTATIONAL" }, { BLKBSZGET, "BLKBSZGET" },
		{ NS_GET_OWNER_UID, "NS_GET_OWNER_UID" },
	};
	for (size_t i = 0; i < sizeof(out) / sizeof(out[0]); i++) {
		rc = syscall(SYS_ioctl, fd, out[i].code, val);
		printf("ioctl(%d, %s, %s) = %s\n", fd, out[i].name, sprintaddr(val), sprintrc(rc));
	}

	struct blkpg_partition *part = tail_alloc(sizeof(*part));
	memset(part, 0, sizeof(*part));
	part->start = 1024;
	part->length = -1;
	part->pno = 3;
	strcpy(part->devname, "sda3");
	memset(part->volname, 'v', sizeof(part->volname));
	struct blkpg_ioctl_arg *pg = tail_alloc(sizeof(*pg));
	*pg = (struct blkpg_ioctl_arg){ .op = BLKPG_DEL_PARTITION, .datalen = sizeof(*part),
					.data = part };
	rc = syscall(SYS_ioctl, fd, BLKPG, pg);
	printf("ioctl(%d, BLKPG, {op=BLKPG_DEL_PARTITION, flags=0, datalen=%d, data={start=1024"
	       ", length=-1, pno=3, devname=\"sda3\", volname=\"%.63s\"...}}) = %s\n", fd,
	       (int)sizeof(*part), part->volname, sprintrc(rc));
	pg->op = 77;
	pg->data = BAD_ADDR;
	rc = syscall(SYS_ioctl, fd, BLKPG, pg);
	printf("ioctl(%d, BLKPG, {op=0x4d /* BLKPG_??? */, flags=0, datalen=%d, data=%s}) = %s\n",
	       fd, (int)sizeof(*part), sprintaddr(BAD_ADDR), sprintrc(rc));

	/* FS_IOC_FIEMAP on a regular file: what the kernel wrote back too. */
	int file = open("/proc/self/exe", O_RDONLY);
	struct fiemap *fm = tail_alloc(sizeof(*fm));
	*fm = (struct fiemap){ .fm_length = 4096, .fm_flags = FIEMAP_FLAG_SYNC };
	rc = syscall(SYS_ioctl, file, FS_IOC_FIEMAP, fm);
	if (rc == 0) {
		char text[256];
		snprintf(text, sizeof(text), " => {fm_flags=FIEMAP_FLAG_SYNC, fm_mapped_extents=%u"
			 ", ...}", fm->fm_mapped_extents);
		printf("ioctl(%d, FS_IOC_FIEMAP, {fm_start=0, fm_length=4096"
		       ", fm_flags=FIEMAP_FLAG_SYNC, fm_extent_count=0}%s) = %s\n", file,
		       sprint_alt("", text), sprintrc(rc));
	} else {
		printf("ioctl(%d, FS_IOC_FIEMAP, {fm_start=0, fm_length=4096"
		       ", fm_flags=FIEMAP_FLAG_SYNC, fm_extent_count=0}) = %s\n", file, sprintrc(rc));
	}
	close(file);

	/* Loop devices. */
	rc = syscall(SYS_ioctl, fd, LOOP_SET_FD, fd);
	printf("ioctl(%d, LOOP_SET_FD, %d) = %s\n", fd, fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, LOOP_CLR_FD, 0);
	printf("ioctl(%d, LOOP_CLR_FD) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, LOOP_SET_CAPACITY, 0);
	printf("ioctl(%d, LOOP_SET_CAPACITY) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, LOOP_SET_DIRECT_IO, 1);
	printf("ioctl(%d, LOOP_SET_DIRECT_IO, 1) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, LOOP_SET_BLOCK_SIZE, 4096);
	printf("ioctl(%d, LOOP_SET_BLOCK_SIZE, 4096) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, LOOP_CTL_ADD, -1L);
	printf("ioctl(%d, LOOP_CTL_ADD, -1) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, LOOP_CTL_REMOVE, 7);
	printf("ioctl(%d, LOOP_CTL_REMOVE, 7) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, LOOP_CTL_GET_FREE, 0);
	printf("ioctl(%d, LOOP_CTL_GET_FREE) = %s\n", fd, sprintrc(rc));

	struct loop_info64 *li = tail_alloc(sizeof(*li));
	memset(li, 0, sizeof(*li));
	li->lo_offset = 0x1000;
	li->lo_number = 3;
	li->lo_encrypt_type = LO_CRYPT_NONE;
	li->lo_flags = LO_FLAGS_READ_ONLY | LO_FLAGS_AUTOCLEAR | 0x100;
	strcpy((char *)li->lo_file_name, "/tmp/image");
	memset(li->lo_crypt_name, 'x', sizeof(li->lo_crypt_name));
	rc = syscall(SYS_ioctl, fd, LOOP_SET_STATUS64, li);
	printf("ioctl(%d, LOOP_SET_STATUS64, {lo_offset=0x1000, lo_number=3"
	       ", lo_flags=LO_FLAGS_READ_ONLY|LO_FLAGS_AUTOCLEAR|0x100"
	       ", lo_file_name=\"/tmp/image\", ...}) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, LOOP_GET_STATUS64, li);
	printf("ioctl(%d, LOOP_GET_STATUS64, %s) = %s\n", fd, sprintaddr(li), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, LOOP_SET_STATUS64, BAD_ADDR);
	printf("ioctl(%d, LOOP_SET_STATUS64, %s) = %s\n", fd, sprintaddr(BAD_ADDR), sprintrc(rc));
	li->lo_encrypt_type = LO_CRYPT_XOR;
	li->lo_encrypt_key_size = 4;
	memcpy(li->lo_encrypt_key, "k\1y\0", 4);
	rc = syscall(SYS_ioctl, fd, LOOP_SET_STATUS64, li);
	printf("ioctl(%d, LOOP_SET_STATUS64, {lo_offset=0x1000, lo_number=3"
	       ", lo_encrypt_type=LO_CRYPT_XOR, lo_encrypt_key_size=4"
	       ", lo_flags=LO_FLAGS_READ_ONLY|LO_FLAGS_AUTOCLEAR|0x100"
	       ", lo_file_name=\"/tmp/image\", lo_crypt_name=\"%.63s\"..."
	       ", lo_encrypt_key=\"k\\1y\\0\", ...}) = %s\n", fd, (char *)li->lo_crypt_name,
	       sprintrc(rc));

	struct loop_info *old = tail_alloc(sizeof(*old));
	memset(old, 0, sizeof(*old));
	old->lo_number = -1;
	old->lo_offset = 0x200;
	old->lo_encrypt_type = 77;
	strcpy(old->lo_name, "name");
	rc = syscall(SYS_ioctl, fd, LOOP_SET_STATUS, old);
	printf("ioctl(%d, LOOP_SET_STATUS, {lo_number=-1, lo_offset=0x200"
	       ", lo_encrypt_type=0x4d /* LO_CRYPT_??? */, lo_encrypt_key_size=0, lo_flags=0"
	       ", lo_name=\"name\", lo_encrypt_key=\"\", ...}) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, LOOP_GET_STATUS, NULL);
	printf("ioctl(%d, LOOP_GET_STATUS, NULL) = %s\n", fd, sprintrc(rc));

	struct loop_config *lc = tail_alloc(sizeof(*lc));
	memset(lc, 0, sizeof(*lc));
	lc->fd = fd;
	lc->block_size = 512;
	lc->info.lo_flags = LO_FLAGS_DIRECT_IO;
	lc->__reserved[7] = 0xdead;
	rc = syscall(SYS_ioctl, fd, LOOP_CONFIGURE, lc);
	printf("ioctl(%d, LOOP_CONFIGURE, {fd=%d, block_size=512, info={lo_offset=0"
	       ", lo_number=0, lo_flags=LO_FLAGS_DIRECT_IO, lo_file_name=\"\", ...}"
	       ", __reserved=[0, 0, 0, 0, 0, 0, 0, 0xdead]}) = %s\n", fd, fd, sprintrc(rc));

	/* Name spaces: on a descriptor that is not one they fail. */
	rc = syscall(SYS_ioctl, fd, NS_GET_USERNS, 0);
	printf("ioctl(%d, NS_GET_USERNS) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, NS_GET_PARENT, 0);
	printf("ioctl(%d, NS_GET_PARENT) = %s\n", fd, sprintrc(rc));
	int ns = open("/proc/self/ns/user", O_RDONLY);
	if (ns >= 0) {
		rc = syscall(SYS_ioctl, ns, NS_GET_NSTYPE);
		printf("ioctl(%d, NS_GET_NSTYPE) = %s\n", ns,
		       rc == CLONE_NEWUSER ? "268435456 (CLONE_NEWUSER)" : sprintrc(rc));
	}

	puts("+++ exited with 0 +++");
	return 0;
}
