/* systrace: -e trace=unshare,setns,kcmp */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* unshare and setns flags, kcmp types and their indexes. Nothing is unshared. */
#include "tests.h"

#include <fcntl.h>
#include <linux/kcmp.h>
#include <sched.h>

int main(void)
{
	long rc;
	rc = syscall(SYS_unshare, 0);
	printf("unshare(0) = %s\n", sprintrc(rc));
	/* Invalid with the unknown bit: the call fails and unshares nothing. */
	rc = syscall(SYS_unshare, CLONE_NEWNS | CLONE_FILES | 0x80000000U);
	printf("unshare(CLONE_FILES|CLONE_NEWNS|0x80000000) = %s\n", sprintrc(rc));
	rc = syscall(SYS_unshare, 1);
	printf("unshare(0x1 /* CLONE_??? */) = %s\n", sprintrc(rc));

	rc = syscall(SYS_setns, -1, CLONE_NEWNET);
	printf("setns(-1, CLONE_NEWNET) = %s\n", sprintrc(rc));
	rc = syscall(SYS_setns, -1, 0);
	printf("setns(-1, 0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_setns, -1, CLONE_NEWUSER | CLONE_NEWPID | 1);
	printf("setns(-1, CLONE_NEWUSER|CLONE_NEWPID|0x1) = %s\n", sprintrc(rc));
	rc = syscall(SYS_setns, -1, 1);
	printf("setns(-1, 0x1 /* CLONE_NEW??? */) = %s\n", sprintrc(rc));

	int me = getpid();
	int fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");
	/* The same file: 0 (different ones order by kernel address, 1 or 2). */
	rc = syscall(SYS_kcmp, me, me, KCMP_FILE, fd, fd);
	printf("kcmp(%d, %d, KCMP_FILE, %d, %d) = %s\n", me, me, fd, fd, sprintrc(rc));
	rc = syscall(SYS_kcmp, me, me, KCMP_VM, 1, 2);
	printf("kcmp(%d, %d, KCMP_VM) = %s\n", me, me, sprintrc(rc));
	rc = syscall(SYS_kcmp, me, -1, KCMP_SYSVSEM, 1, 2);
	printf("kcmp(%d, -1, KCMP_SYSVSEM) = %s\n", me, sprintrc(rc));
	rc = syscall(SYS_kcmp, me, me, 8, 0, 0);
	printf("kcmp(%d, %d, 0x8 /* KCMP_??? */, 0, 0) = %s\n", me, me, sprintrc(rc));
	rc = syscall(SYS_kcmp, me, me, 9, 1, 0x2a);
	printf("kcmp(%d, %d, 0x9 /* KCMP_??? */, 0x1, 0x2a) = %s\n", me, me, sprintrc(rc));
	rc = syscall(SYS_kcmp, me, me, KCMP_EPOLL_TFD, fd, NULL);
	printf("kcmp(%d, %d, KCMP_EPOLL_TFD, %d, NULL) = %s\n", me, me, fd, sprintrc(rc));
	struct kcmp_epoll_slot *slot = tail_alloc(sizeof(*slot));
	slot->efd = 5;
	slot->tfd = fd;
	slot->toff = 7;
	rc = syscall(SYS_kcmp, me, me, KCMP_EPOLL_TFD, fd, slot);
	printf("kcmp(%d, %d, KCMP_EPOLL_TFD, %d, {efd=5, tfd=%d, toff=7}) = %s\n", me, me, fd, fd,
	       sprintrc(rc));
	rc = syscall(SYS_kcmp, me, me, KCMP_EPOLL_TFD, fd, (char *)slot + 4);
	printf("kcmp(%d, %d, KCMP_EPOLL_TFD, %d, %p) = %s\n", me, me, fd, (char *)slot + 4,
	       sprintrc(rc));
	puts("+++ exited with 0 +++");
	return 0;
}
