/* systrace: -e trace=fanotify_init,fanotify_mark */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* fanotify_init, fanotify_mark: classes, flags, event masks, FAN_NOFD, failures. */
#include "tests.h"

#include <fcntl.h>
#include <sys/fanotify.h>

int main(void)
{
	long rc = syscall(SYS_fanotify_init, FAN_CLASS_NOTIF | FAN_CLOEXEC | FAN_NONBLOCK,
			  O_RDONLY | O_CLOEXEC);
	printf("fanotify_init(FAN_CLASS_NOTIF|FAN_CLOEXEC|FAN_NONBLOCK, O_RDONLY|O_CLOEXEC) = %s\n",
	       sprintrc(rc));
	if (rc < 0)
		skip_because("fanotify_init: %s", strerror(errno));
	int fd = (int)rc;
	rc = syscall(SYS_fanotify_init, FAN_CLASS_CONTENT, O_RDWR);
	printf("fanotify_init(FAN_CLASS_CONTENT, O_RDWR) = %s\n", sprintrc(rc));
	rc = syscall(SYS_fanotify_init, 0xc | 0x80000000 /* FAN_??? */, O_RDONLY);
	printf("fanotify_init(0xc /* FAN_CLASS_??? */|0x80000000 /* FAN_??? */, O_RDONLY) = %s\n", sprintrc(rc));

	rc = syscall(SYS_fanotify_mark, fd, FAN_MARK_ADD, FAN_OPEN | FAN_CLOSE_WRITE | FAN_ONDIR,
		     AT_FDCWD, "/tmp");
	printf("fanotify_mark(%d, FAN_MARK_ADD, FAN_CLOSE_WRITE|FAN_OPEN|FAN_ONDIR, AT_FDCWD, "
	       "\"/tmp\") = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fanotify_mark, fd, FAN_MARK_REMOVE | FAN_MARK_MOUNT, FAN_ACCESS, -1, "/tmp");
	printf("fanotify_mark(%d, FAN_MARK_REMOVE|FAN_MARK_MOUNT, FAN_ACCESS, FAN_NOFD, \"/tmp\") = %s\n",
	       fd, sprintrc(rc));
	rc = syscall(SYS_fanotify_mark, fd, FAN_MARK_FLUSH, 0, 99, NULL);
	printf("fanotify_mark(%d, FAN_MARK_FLUSH, 0, 99, NULL) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fanotify_mark, -1, 0x100000, 0x20000000, AT_FDCWD, "/");
	printf("fanotify_mark(-1, 0x100000 /* FAN_MARK_??? */, 0x20000000 /* FAN_??? */, "
	       "AT_FDCWD, \"/\") = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
