/* systrace: -e trace=mq_open,mq_unlink,mq_timedsend,mq_timedreceive,mq_notify,mq_getsetattr */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* POSIX message queues: open with and without attributes, send and receive with
 * timeouts, notification, attributes, failures. */
#include "tests.h"

#include <fcntl.h>
#include <mqueue.h>
#include <signal.h>
#include <time.h>

int main(void)
{
	long rc;
	char name[64];
	snprintf(name, sizeof(name), "/systrace-mq-%d", (int)getpid());
	syscall(SYS_mq_unlink, name + 1);

	struct mq_attr *attr = tail_alloc(sizeof(*attr));
	memset(attr, 0, sizeof(*attr));
	attr->mq_maxmsg = 2;
	attr->mq_msgsize = 16;
	rc = syscall(SYS_mq_open, name + 1, O_RDWR | O_CREAT | O_EXCL, 0600, attr);
	printf("mq_open(\"%s\", O_RDWR|O_CREAT|O_EXCL, 0600, {mq_flags=0, mq_maxmsg=2, "
	       "mq_msgsize=16, mq_curmsgs=0}) = %s\n", name + 1, sprintrc(rc));
	if (rc < 0)
		skip_because("mq_open: %s", strerror(errno));
	int fd = (int)rc;
	rc = syscall(SYS_mq_open, name + 1, O_RDONLY | O_NONBLOCK);
	printf("mq_open(\"%s\", O_RDONLY|O_NONBLOCK) = %s\n", name + 1, sprintrc(rc));
	int fd2 = (int)rc;
	rc = syscall(SYS_mq_open, "nonexistent-systrace", O_RDONLY);
	printf("mq_open(\"nonexistent-systrace\", O_RDONLY) = %s\n", sprintrc(rc));
	rc = syscall(SYS_mq_open, name + 1, O_WRONLY | O_CREAT, 0644, BAD_ADDR);
	printf("mq_open(\"%s\", O_WRONLY|O_CREAT, 0644, %p) = %s\n", name + 1, BAD_ADDR,
	       sprintrc(rc));

	struct timespec *ts = tail_alloc(sizeof(*ts));
	ts->tv_sec = 0;
	ts->tv_nsec = 0;
	rc = syscall(SYS_mq_timedsend, fd, "hello", 5, 3, ts);
	printf("mq_timedsend(%d, \"hello\", 5, 3, {tv_sec=0, tv_nsec=0}) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_mq_timedsend, fd, "0123456789abcdef0123456789abcdefXYZ", 35, 0, NULL);
	printf("mq_timedsend(%d, \"0123456789abcdef0123456789abcdef\"..., 35, 0, NULL) = %s\n",
	       fd, sprintrc(rc));
	rc = syscall(SYS_mq_timedsend, -1, "x", 1, 0, NULL);
	printf("mq_timedsend(-1, \"x\", 1, 0, NULL) = %s\n", sprintrc(rc));

	char *buf = tail_alloc(16);
	unsigned int *prio = tail_alloc(sizeof(*prio));
	rc = syscall(SYS_mq_timedreceive, fd, buf, 16, prio, ts);
	printf("mq_timedreceive(%d, %s, 16, %s, {tv_sec=0, tv_nsec=0}) = %s\n", fd,
	       out_arg(buf, "\"hello\""), out_argf(prio, "[%u]", *prio), sprintrc(rc));
	ts->tv_sec = 1;
	ts->tv_nsec = 5;
	rc = syscall(SYS_mq_timedreceive, fd2, buf, 16, prio, ts);
	printf("mq_timedreceive(%d, %p, 16, %p, {tv_sec=1, tv_nsec=5}) = %s\n", fd2, buf, prio,
	       sprintrc(rc));
	rc = syscall(SYS_mq_timedreceive, fd, buf, 4, NULL, NULL);
	printf("mq_timedreceive(%d, %p, 4, NULL, NULL) = %s\n", fd, buf, sprintrc(rc));

	struct sigevent *sev = tail_alloc(sizeof(*sev));
	memset(sev, 0, sizeof(*sev));
	sev->sigev_notify = SIGEV_SIGNAL;
	sev->sigev_signo = SIGUSR1;
	sev->sigev_value.sival_ptr = (void *)0xfacefeed;
	rc = syscall(SYS_mq_notify, fd, sev);
	printf("mq_notify(%d, {sigev_value={sival_int=%d, sival_ptr=0xfacefeed}, "
	       "sigev_signo=SIGUSR1, sigev_notify=SIGEV_SIGNAL}) = %s\n", fd, (int)0xfacefeed,
	       sprintrc(rc));
	rc = syscall(SYS_mq_notify, fd, NULL);
	printf("mq_notify(%d, NULL) = %s\n", fd, sprintrc(rc));
	sev->sigev_value.sival_ptr = NULL;
	sev->sigev_notify = SIGEV_NONE;
	sev->sigev_signo = 0;
	rc = syscall(SYS_mq_notify, -1, sev);
	printf("mq_notify(-1, {sigev_signo=0, sigev_notify=SIGEV_NONE}) = %s\n", sprintrc(rc));

	struct mq_attr *old = tail_alloc(sizeof(*old));
	attr->mq_flags = O_NONBLOCK;
	rc = syscall(SYS_mq_getsetattr, fd, attr, old);
	printf("mq_getsetattr(%d, {mq_flags=O_NONBLOCK, mq_maxmsg=2, mq_msgsize=16, mq_curmsgs=0}, "
	       "%s) = %s\n", fd,
	       out_argf(old, "{mq_flags=0, mq_maxmsg=2, mq_msgsize=16, mq_curmsgs=0}"), sprintrc(rc));
	rc = syscall(SYS_mq_getsetattr, fd, NULL, old);
	printf("mq_getsetattr(%d, NULL, %s) = %s\n", fd,
	       out_argf(old, "{mq_flags=O_NONBLOCK, mq_maxmsg=2, mq_msgsize=16, mq_curmsgs=0}"),
	       sprintrc(rc));
	rc = syscall(SYS_mq_getsetattr, -1, NULL, old);
	printf("mq_getsetattr(-1, NULL, %p) = %s\n", old, sprintrc(rc));

	rc = syscall(SYS_mq_unlink, name + 1);
	printf("mq_unlink(\"%s\") = %s\n", name + 1, sprintrc(rc));
	rc = syscall(SYS_mq_unlink, name + 1);
	printf("mq_unlink(\"%s\") = %s\n", name + 1, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
