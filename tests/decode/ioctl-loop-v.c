/* systrace: -v -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: loop device structures with -v on a descriptor that is no loop
 * device (they fail): every field of struct loop_info64, loop_info and
 * loop_config, the device numbers, the initial values and reserved words, and
 * the encryption fields even without encryption.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/loop.h>

int main(void)
{
	long rc;
	int fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	struct loop_info64 *li = tail_alloc(sizeof(*li));
	memset(li, 0, sizeof(*li));
	li->lo_device = 0x801;
	li->lo_inode = 12345;
	li->lo_rdevice = 0x702;
	li->lo_offset = 0x1000;
	li->lo_sizelimit = 99;
	li->lo_number = 3;
	li->lo_flags = LO_FLAGS_READ_ONLY | LO_FLAGS_PARTSCAN;
	strcpy((char *)li->lo_file_name, "/tmp/image");
	li->lo_init[0] = 5;
	li->lo_init[1] = 0xffffffffffffffffULL;
	rc = syscall(SYS_ioctl, fd, LOOP_SET_STATUS64, li);
	printf("ioctl(%d, LOOP_SET_STATUS64, {lo_device=makedev(0x8, 0x1), lo_inode=12345"
	       ", lo_rdevice=makedev(0x7, 0x2), lo_offset=0x1000, lo_sizelimit=99, lo_number=3"
	       ", lo_encrypt_type=LO_CRYPT_NONE, lo_encrypt_key_size=0"
	       ", lo_flags=LO_FLAGS_READ_ONLY|LO_FLAGS_PARTSCAN, lo_file_name=\"/tmp/image\""
	       ", lo_crypt_name=\"\", lo_encrypt_key=\"\", lo_init=[0x5, 0xffffffffffffffff]})"
	       " = %s\n", fd, sprintrc(rc));
	li->lo_encrypt_type = LO_CRYPT_XOR;
	li->lo_encrypt_key_size = 4;
	memcpy(li->lo_encrypt_key, "k\1y\0", 4);
	strcpy((char *)li->lo_crypt_name, "xor");
	rc = syscall(SYS_ioctl, fd, LOOP_SET_STATUS64, li);
	printf("ioctl(%d, LOOP_SET_STATUS64, {lo_device=makedev(0x8, 0x1), lo_inode=12345"
	       ", lo_rdevice=makedev(0x7, 0x2), lo_offset=0x1000, lo_sizelimit=99, lo_number=3"
	       ", lo_encrypt_type=LO_CRYPT_XOR, lo_encrypt_key_size=4"
	       ", lo_flags=LO_FLAGS_READ_ONLY|LO_FLAGS_PARTSCAN, lo_file_name=\"/tmp/image\""
	       ", lo_crypt_name=\"xor\", lo_encrypt_key=\"k\\1y\\0\", lo_init=[0x5"
	       ", 0xffffffffffffffff]}) = %s\n", fd, sprintrc(rc));

	struct loop_config *c = tail_alloc(sizeof(*c));
	memset(c, 0, sizeof(*c));
	c->fd = fd;
	c->block_size = 512;
	c->info = *li;
	c->info.lo_encrypt_type = LO_CRYPT_NONE;
	c->info.lo_encrypt_key_size = 0;
	rc = syscall(SYS_ioctl, fd, LOOP_CONFIGURE, c);
	printf("ioctl(%d, LOOP_CONFIGURE, {fd=%d, block_size=512, info={lo_device=makedev(0x8"
	       ", 0x1), lo_inode=12345, lo_rdevice=makedev(0x7, 0x2), lo_offset=0x1000"
	       ", lo_sizelimit=99, lo_number=3, lo_encrypt_type=LO_CRYPT_NONE"
	       ", lo_encrypt_key_size=0, lo_flags=LO_FLAGS_READ_ONLY|LO_FLAGS_PARTSCAN"
	       ", lo_file_name=\"/tmp/image\", lo_crypt_name=\"xor\", lo_encrypt_key=\"\""
	       ", lo_init=[0x5, 0xffffffffffffffff]}}) = %s\n", fd, fd, sprintrc(rc));
	c->__reserved[7] = 0x10;
	rc = syscall(SYS_ioctl, fd, LOOP_CONFIGURE, c);
	printf("ioctl(%d, LOOP_CONFIGURE, {fd=%d, block_size=512, info={lo_device=makedev(0x8"
	       ", 0x1), lo_inode=12345, lo_rdevice=makedev(0x7, 0x2), lo_offset=0x1000"
	       ", lo_sizelimit=99, lo_number=3, lo_encrypt_type=LO_CRYPT_NONE"
	       ", lo_encrypt_key_size=0, lo_flags=LO_FLAGS_READ_ONLY|LO_FLAGS_PARTSCAN"
	       ", lo_file_name=\"/tmp/image\", lo_crypt_name=\"xor\", lo_encrypt_key=\"\""
	       ", lo_init=[0x5, 0xffffffffffffffff]}, __reserved=[0, 0, 0, 0, 0, 0, 0, 0x10]})"
	       " = %s\n", fd, fd, sprintrc(rc));

	struct loop_info *old = tail_alloc(sizeof(*old));
	memset(old, 0, sizeof(*old));
	old->lo_number = -1;
	old->lo_device = 0x801;
	old->lo_inode = 77;
	old->lo_rdevice = 0x10300;
	old->lo_offset = 0x200;
	strcpy(old->lo_name, "name");
	old->lo_init[1] = 2;
	old->reserved[0] = 'r';
	rc = syscall(SYS_ioctl, fd, LOOP_SET_STATUS, old);
	printf("ioctl(%d, LOOP_SET_STATUS, {lo_number=-1, lo_device=makedev(0x8, 0x1)"
	       ", lo_inode=77, lo_rdevice=makedev(0x103, 0), lo_offset=0x200"
	       ", lo_encrypt_type=LO_CRYPT_NONE, lo_encrypt_key_size=0, lo_flags=0"
	       ", lo_name=\"name\", lo_encrypt_key=\"\", lo_init=[0, 0x2]"
	       ", reserved=[0x72, 0, 0, 0]}) = %s\n", fd, sprintrc(rc));

	/* What the kernel would write: the address (the call fails). */
	rc = syscall(SYS_ioctl, fd, LOOP_GET_STATUS64, li);
	printf("ioctl(%d, LOOP_GET_STATUS64, %s) = %s\n", fd, sprintaddr(li), sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
