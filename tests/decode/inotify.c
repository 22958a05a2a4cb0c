/* systrace: -e trace=inotify_init1,inotify_add_watch,inotify_rm_watch */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* inotify_init1, inotify_add_watch, inotify_rm_watch: flags and masks, failures. */
#include "tests.h"

#include <sys/inotify.h>

int main(void)
{
	long rc = syscall(SYS_inotify_init1, IN_NONBLOCK | IN_CLOEXEC);
	printf("inotify_init1(IN_NONBLOCK|IN_CLOEXEC) = %s\n", sprintrc(rc));
	int fd = (int)rc;
	rc = syscall(SYS_inotify_init1, 0);
	printf("inotify_init1(0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_inotify_init1, 1);
	printf("inotify_init1(0x1 /* IN_??? */) = %s\n", sprintrc(rc));

	rc = syscall(SYS_inotify_add_watch, fd, "/tmp", IN_CREATE | IN_DELETE | IN_ONLYDIR);
	printf("inotify_add_watch(%d, \"/tmp\", IN_CREATE|IN_DELETE|IN_ONLYDIR) = %s\n", fd,
	       sprintrc(rc));
	int wd = (int)rc;
	rc = syscall(SYS_inotify_add_watch, fd, "/", IN_ALL_EVENTS | IN_MASK_ADD | 0x8000000);
	printf("inotify_add_watch(%d, \"/\", IN_ACCESS|IN_MODIFY|IN_ATTRIB|IN_CLOSE_WRITE|"
	       "IN_CLOSE_NOWRITE|IN_OPEN|IN_MOVED_FROM|IN_MOVED_TO|IN_CREATE|IN_DELETE|"
	       "IN_DELETE_SELF|IN_MOVE_SELF|IN_MASK_ADD|0x8000000) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_inotify_add_watch, fd, "/nonexistent/systrace", IN_ONESHOT);
	printf("inotify_add_watch(%d, \"/nonexistent/systrace\", IN_ONESHOT) = %s\n", fd,
	       sprintrc(rc));
	rc = syscall(SYS_inotify_add_watch, -1, "/", 0);
	printf("inotify_add_watch(-1, \"/\", 0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_inotify_rm_watch, fd, wd);
	printf("inotify_rm_watch(%d, %d) = %s\n", fd, wd, sprintrc(rc));
	rc = syscall(SYS_inotify_rm_watch, fd, -5);
	printf("inotify_rm_watch(%d, -5) = %s\n", fd, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
