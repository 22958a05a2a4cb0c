/* systrace: -e trace=mount,umount2,swapon,swapoff,fsopen,fsconfig,fsmount,fspick,open_tree,move_mount,mount_setattr */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* mount, umount2, swapon, swapoff and the mount API: a tmpfs mounted on a temporary
 * directory in a private mount namespace of this process (nothing outside sees it). */
#include "tests.h"

#include <fcntl.h>
#include <sched.h>
#include <linux/mount.h>

#ifndef SYS_fsopen
# define SYS_fsopen 430
# define SYS_fsconfig 431
# define SYS_fsmount 432
# define SYS_fspick 433
# define SYS_open_tree 428
# define SYS_move_mount 429
# define SYS_mount_setattr 442
#endif

int main(void)
{
	long rc;
	if (unshare(CLONE_NEWNS))
		skip_because("unshare(CLONE_NEWNS): %s", strerror(errno));
	char dir[] = "/tmp/systrace-mount-XXXXXX";
	if (!mkdtemp(dir))
		perror_msg_and_fail("mkdtemp");

	rc = syscall(SYS_mount, "none", "/", NULL, MS_REC | MS_PRIVATE, NULL);
	printf("mount(\"none\", \"/\", NULL, MS_REC|MS_PRIVATE, NULL) = %s\n", sprintrc(rc));
	rc = syscall(SYS_mount, "tmpfs", dir, "tmpfs", MS_NOSUID | MS_NODEV, "size=1m");
	printf("mount(\"tmpfs\", \"%s\", \"tmpfs\", MS_NOSUID|MS_NODEV, \"size=1m\") = %s\n", dir,
	       sprintrc(rc));
	rc = syscall(SYS_mount, NULL, dir, BAD_ADDR, MS_REMOUNT | MS_RDONLY, "size=2m");
	printf("mount(NULL, \"%s\", %p, MS_RDONLY|MS_REMOUNT, \"size=2m\") = %s\n", dir, BAD_ADDR,
	       sprintrc(rc));
	rc = syscall(SYS_mount, "/nonexistent", dir, "xfs", 0xc0ed0000 | MS_NOEXEC, NULL);
	printf("mount(\"/nonexistent\", \"%s\", \"xfs\", MS_MGC_VAL|MS_NOEXEC, NULL) = %s\n", dir,
	       sprintrc(rc));
	rc = syscall(SYS_mount, "src", "dst", "none", 0, "");
	printf("mount(\"src\", \"dst\", \"none\", 0, \"\") = %s\n", sprintrc(rc));
	rc = syscall(SYS_umount2, dir, 2 | 0x40);
	printf("umount2(\"%s\", MNT_DETACH|0x40) = %s\n", dir, sprintrc(rc));
	rc = syscall(SYS_umount2, dir, 0);
	printf("umount2(\"%s\", 0) = %s\n", dir, sprintrc(rc));
	rc = syscall(SYS_umount2, dir, 8);
	printf("umount2(\"%s\", UMOUNT_NOFOLLOW) = %s\n", dir, sprintrc(rc));

	rc = syscall(SYS_swapon, "/nonexistent/swap", 0x8000 | 10);
	printf("swapon(\"/nonexistent/swap\", SWAP_FLAG_PREFER|10) = %s\n", sprintrc(rc));
	rc = syscall(SYS_swapon, "/nonexistent/swap", 0);
	printf("swapon(\"/nonexistent/swap\", 0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_swapoff, "/nonexistent/swap");
	printf("swapoff(\"/nonexistent/swap\") = %s\n", sprintrc(rc));

	rc = syscall(SYS_fsopen, "tmpfs", FSOPEN_CLOEXEC);
	printf("fsopen(\"tmpfs\", FSOPEN_CLOEXEC) = %s\n", sprintrc(rc));
	if (rc < 0)
		goto done;
	int fsfd = (int)rc;
	rc = syscall(SYS_fsopen, "nosuchfs", 2);
	printf("fsopen(\"nosuchfs\", 0x2 /* FSOPEN_??? */) = %s\n", sprintrc(rc));
	rc = syscall(SYS_fsconfig, fsfd, FSCONFIG_SET_STRING, "size", "1m", 0);
	printf("fsconfig(%d, FSCONFIG_SET_STRING, \"size\", \"1m\", 0) = %s\n", fsfd, sprintrc(rc));
	rc = syscall(SYS_fsconfig, fsfd, FSCONFIG_SET_FLAG, "nosuchflag", NULL, 0);
	printf("fsconfig(%d, FSCONFIG_SET_FLAG, \"nosuchflag\", NULL, 0) = %s\n", fsfd, sprintrc(rc));
	rc = syscall(SYS_fsconfig, fsfd, FSCONFIG_SET_BINARY, "bin", "\1\2", 2);
	printf("fsconfig(%d, FSCONFIG_SET_BINARY, \"bin\", \"\\x01\\x02\", 2) = %s\n", fsfd,
	       sprintrc(rc));
	rc = syscall(SYS_fsconfig, fsfd, FSCONFIG_SET_PATH, "source", "/tmp", AT_FDCWD);
	printf("fsconfig(%d, FSCONFIG_SET_PATH, \"source\", \"/tmp\", AT_FDCWD) = %s\n", fsfd,
	       sprintrc(rc));
	rc = syscall(SYS_fsconfig, fsfd, FSCONFIG_CMD_CREATE, NULL, NULL, 0);
	printf("fsconfig(%d, FSCONFIG_CMD_CREATE, NULL, NULL, 0) = %s\n", fsfd, sprintrc(rc));
	rc = syscall(SYS_fsconfig, fsfd, 99, NULL, NULL, 7);
	printf("fsconfig(%d, 0x63 /* FSCONFIG_??? */, NULL, NULL, 7) = %s\n", fsfd, sprintrc(rc));
	rc = syscall(SYS_fsmount, fsfd, FSMOUNT_CLOEXEC, MOUNT_ATTR_NODEV | MOUNT_ATTR_NOEXEC);
	printf("fsmount(%d, FSMOUNT_CLOEXEC, MOUNT_ATTR_NODEV|MOUNT_ATTR_NOEXEC) = %s\n", fsfd,
	       sprintrc(rc));
	int mfd = (int)rc;
	rc = syscall(SYS_fsmount, -1, 0, 0x40000000);
	printf("fsmount(-1, 0, 0x40000000 /* MOUNT_ATTR_??? */) = %s\n", sprintrc(rc));
	rc = syscall(SYS_move_mount, mfd, "", AT_FDCWD, dir, MOVE_MOUNT_F_EMPTY_PATH);
	printf("move_mount(%d, \"\", AT_FDCWD, \"%s\", MOVE_MOUNT_F_EMPTY_PATH) = %s\n", mfd, dir,
	       sprintrc(rc));
	rc = syscall(SYS_fspick, AT_FDCWD, dir, FSPICK_CLOEXEC | FSPICK_NO_AUTOMOUNT);
	printf("fspick(AT_FDCWD, \"%s\", FSPICK_CLOEXEC|FSPICK_NO_AUTOMOUNT) = %s\n", dir,
	       sprintrc(rc));
	rc = syscall(SYS_open_tree, AT_FDCWD, dir, OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC | AT_RECURSIVE);
	printf("open_tree(AT_FDCWD, \"%s\", OPEN_TREE_CLONE|OPEN_TREE_CLOEXEC|AT_RECURSIVE) = %s\n",
	       dir, sprintrc(rc));
	struct mount_attr *attr = tail_alloc(sizeof(*attr));
	memset(attr, 0, sizeof(*attr));
	attr->attr_set = MOUNT_ATTR_RDONLY;
	attr->attr_clr = MOUNT_ATTR_NOSUID;
	attr->propagation = MS_PRIVATE;
	rc = syscall(SYS_mount_setattr, AT_FDCWD, dir, AT_RECURSIVE, attr, sizeof(*attr));
	printf("mount_setattr(AT_FDCWD, \"%s\", AT_RECURSIVE, {attr_set=MOUNT_ATTR_RDONLY, "
	       "attr_clr=MOUNT_ATTR_NOSUID, propagation=MS_PRIVATE, userns_fd=0}, 32) = %s\n", dir,
	       sprintrc(rc));
	rc = syscall(SYS_mount_setattr, -1, "", 0, attr, 8);
	printf("mount_setattr(-1, \"\", 0, %p, 8) = %s\n", attr, sprintrc(rc));
	rc = syscall(SYS_umount2, dir, 0);
	printf("umount2(\"%s\", 0) = %s\n", dir, sprintrc(rc));
done:
	/* The descriptors of fspick and open_tree keep the last mount busy: detach
	 * it, or the directory could not be removed (and /tmp would keep one per
	 * run). */
	rc = syscall(SYS_umount2, dir, 2 /* MNT_DETACH */);
	printf("umount2(\"%s\", MNT_DETACH) = %s\n", dir, sprintrc(rc));
	if (rmdir(dir))
		perror_msg_and_fail("rmdir %s", dir);
	puts("+++ exited with 0 +++");
	return 0;
}
