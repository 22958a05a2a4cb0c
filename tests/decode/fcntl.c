/* systrace: -e trace=fcntl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* fcntl: every common command, its argument, and the decoded results. */
#include "tests.h"

#include <fcntl.h>
#include <signal.h>

int main(void)
{
	long rc;
	int fd = open("fcntl-f", O_RDWR | O_CREAT | O_TRUNC, 0600);
	if (fd < 0)
		perror_msg_and_fail("open");

	rc = syscall(SYS_fcntl, fd, F_DUPFD, 10);
	printf("fcntl(%d, F_DUPFD, 10) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fcntl, fd, F_DUPFD_CLOEXEC, 0);
	int cfd = (int)rc;
	printf("fcntl(%d, F_DUPFD_CLOEXEC, 0) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fcntl, fd, F_DUPFD, -1L);
	printf("fcntl(%d, F_DUPFD, -1) = %s\n", fd, sprintrc(rc));

	rc = syscall(SYS_fcntl, fd, F_GETFD);
	printf("fcntl(%d, F_GETFD) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fcntl, cfd, F_GETFD);
	printf("fcntl(%d, F_GETFD) = %#lx (flags FD_CLOEXEC)\n", cfd, rc);
	rc = syscall(SYS_fcntl, fd, F_SETFD, FD_CLOEXEC);
	printf("fcntl(%d, F_SETFD, FD_CLOEXEC) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fcntl, fd, F_SETFD, 0);
	printf("fcntl(%d, F_SETFD, 0) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fcntl, fd, F_SETFD, 6);
	printf("fcntl(%d, F_SETFD, 0x6 /* FD_??? */) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fcntl, -1, F_GETFD);
	printf("fcntl(-1, F_GETFD) = %s\n", sprintrc(rc));

	rc = syscall(SYS_fcntl, fd, F_GETFL);
	printf("fcntl(%d, F_GETFL) = %#lx (flags O_RDWR|O_LARGEFILE)\n", fd, rc);
	rc = syscall(SYS_fcntl, fd, F_SETFL, O_RDWR | O_NONBLOCK | O_APPEND);
	printf("fcntl(%d, F_SETFL, O_RDWR|O_APPEND|O_NONBLOCK) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fcntl, fd, F_GETFL);
	printf("fcntl(%d, F_GETFL) = %#lx (flags O_RDWR|O_APPEND|O_NONBLOCK|O_LARGEFILE)\n", fd, rc);
	rc = syscall(SYS_fcntl, fd, F_SETFL, 0);
	printf("fcntl(%d, F_SETFL, O_RDONLY) = %s\n", fd, sprintrc(rc));
	int pfd[2];
	if (pipe(pfd))
		perror_msg_and_fail("pipe");
	rc = syscall(SYS_fcntl, pfd[0], F_GETFL);
	printf("fcntl(%d, F_GETFL) = %#lx (flags O_RDONLY)\n", pfd[0], rc);
	rc = syscall(SYS_fcntl, -1, F_GETFL);
	printf("fcntl(-1, F_GETFL) = %s\n", sprintrc(rc));

	struct flock *fl = tail_alloc(sizeof(*fl));
	*fl = (struct flock){ .l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 10 };
	rc = syscall(SYS_fcntl, fd, F_SETLK, fl);
	printf("fcntl(%d, F_SETLK, {l_type=F_WRLCK, l_whence=SEEK_SET, l_start=0, l_len=10}) = %s\n",
	       fd, sprintrc(rc));
	*fl = (struct flock){ .l_type = F_UNLCK, .l_whence = SEEK_CUR, .l_start = -5, .l_len = 0 };
	rc = syscall(SYS_fcntl, fd, F_SETLKW, fl);
	printf("fcntl(%d, F_SETLKW, {l_type=F_UNLCK, l_whence=SEEK_CUR, l_start=-5, l_len=0}) = %s\n",
	       fd, sprintrc(rc));
	*fl = (struct flock){ .l_type = F_UNLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 0 };
	rc = syscall(SYS_fcntl, fd, F_SETLKW, fl);
	printf("fcntl(%d, F_SETLKW, {l_type=F_UNLCK, l_whence=SEEK_SET, l_start=0, l_len=0}) = %s\n",
	       fd, sprintrc(rc));
	*fl = (struct flock){ .l_type = F_RDLCK, .l_whence = SEEK_END, .l_start = 1, .l_len = 2 };
	rc = syscall(SYS_fcntl, fd, F_GETLK, fl);
	char lock[128];
	snprintf(lock, sizeof(lock), "{l_type=%s, l_whence=SEEK_END, l_start=1, l_len=2, l_pid=%d}",
		 fl->l_type == F_UNLCK ? "F_UNLCK" : "?", fl->l_pid);
	printf("fcntl(%d, F_GETLK, %s) = %s\n", fd, out_arg(fl, lock), sprintrc(rc));
	*fl = (struct flock){ .l_type = 7, .l_whence = 9, .l_start = 0, .l_len = 0 };
	rc = syscall(SYS_fcntl, fd, F_SETLK, fl);
	printf("fcntl(%d, F_SETLK, {l_type=0x7 /* F_??? */, l_whence=0x9 /* SEEK_??? */"
	       ", l_start=0, l_len=0}) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fcntl, fd, F_GETLK, fl);
	printf("fcntl(%d, F_GETLK, %s) = %s\n", fd, sprintaddr(fl), sprintrc(rc));
	rc = syscall(SYS_fcntl, fd, F_SETLK, NULL);
	printf("fcntl(%d, F_SETLK, NULL) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fcntl, fd, F_SETLK, (char *)fl + 1);
	printf("fcntl(%d, F_SETLK, %s) = %s\n", fd, sprintaddr((char *)fl + 1), sprintrc(rc));

	*fl = (struct flock){ .l_type = F_RDLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 1 };
	rc = syscall(SYS_fcntl, fd, F_OFD_SETLK, fl);
	printf("fcntl(%d, F_OFD_SETLK, {l_type=F_RDLCK, l_whence=SEEK_SET, l_start=0, l_len=1}) = %s\n",
	       fd, sprintrc(rc));
	rc = syscall(SYS_fcntl, fd, F_OFD_SETLKW, fl);
	printf("fcntl(%d, F_OFD_SETLKW, {l_type=F_RDLCK, l_whence=SEEK_SET, l_start=0, l_len=1}) = %s\n",
	       fd, sprintrc(rc));
	*fl = (struct flock){ .l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 1 };
	rc = syscall(SYS_fcntl, fd, F_OFD_GETLK, fl);
	snprintf(lock, sizeof(lock), "{l_type=F_UNLCK, l_whence=SEEK_SET, l_start=0, l_len=1, l_pid=%d}",
		 fl->l_pid);
	printf("fcntl(%d, F_OFD_GETLK, %s) = %s\n", fd, out_arg(fl, lock), sprintrc(rc));

	rc = syscall(SYS_fcntl, fd, F_SETOWN, getpid());
	printf("fcntl(%d, F_SETOWN, %d) = %s\n", fd, getpid(), sprintrc(rc));
	rc = syscall(SYS_fcntl, fd, F_GETOWN);
	printf("fcntl(%d, F_GETOWN) = %s\n", fd, sprintrc(rc));
	int pgid = getpgid(0);
	rc = syscall(SYS_fcntl, fd, F_SETOWN, -pgid);
	printf("fcntl(%d, F_SETOWN, %d) = %s\n", fd, -pgid, sprintrc(rc));
	/* A process group owner comes back negative: an "error" if it looks like one. */
	rc = syscall(SYS_fcntl, fd, F_GETOWN);
	if (pgid < 4096)
		printf("fcntl(%d, F_GETOWN) = -1 (errno %d)\n", fd, pgid);
	else
		printf("fcntl(%d, F_GETOWN) = %d\n", fd, -pgid);
	struct f_owner_ex *owner = tail_alloc(sizeof(*owner));
	*owner = (struct f_owner_ex){ .type = F_OWNER_PID, .pid = getpid() };
	rc = syscall(SYS_fcntl, fd, F_SETOWN_EX, owner);
	printf("fcntl(%d, F_SETOWN_EX, {type=F_OWNER_PID, pid=%d}) = %s\n", fd, getpid(),
	       sprintrc(rc));
	rc = syscall(SYS_fcntl, fd, F_GETOWN_EX, owner);
	char own[64];
	snprintf(own, sizeof(own), "{type=F_OWNER_PID, pid=%d}", owner->pid);
	printf("fcntl(%d, F_GETOWN_EX, %s) = %s\n", fd, out_arg(owner, own), sprintrc(rc));
	*owner = (struct f_owner_ex){ .type = 5, .pid = 0 };
	rc = syscall(SYS_fcntl, fd, F_SETOWN_EX, owner);
	printf("fcntl(%d, F_SETOWN_EX, {type=0x5 /* F_OWNER_??? */, pid=0}) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fcntl, fd, F_GETOWN_EX, BAD_ADDR);
	printf("fcntl(%d, F_GETOWN_EX, %s) = %s\n", fd, sprintaddr(BAD_ADDR), sprintrc(rc));

	rc = syscall(SYS_fcntl, fd, F_SETSIG, SIGUSR1);
	printf("fcntl(%d, F_SETSIG, SIGUSR1) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fcntl, fd, F_GETSIG);
	printf("fcntl(%d, F_GETSIG) = %s (SIGUSR1)\n", fd, sprintrc(rc));
	rc = syscall(SYS_fcntl, fd, F_SETSIG, 0);
	printf("fcntl(%d, F_SETSIG, 0) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fcntl, fd, F_GETSIG);
	printf("fcntl(%d, F_GETSIG) = %s\n", fd, sprintrc(rc));

	rc = syscall(SYS_fcntl, pfd[0], F_GETPIPE_SZ);
	printf("fcntl(%d, F_GETPIPE_SZ) = %s\n", pfd[0], sprintrc(rc));
	rc = syscall(SYS_fcntl, pfd[0], F_SETPIPE_SZ, 8192);
	printf("fcntl(%d, F_SETPIPE_SZ, 8192) = %s\n", pfd[0], sprintrc(rc));
	rc = syscall(SYS_fcntl, fd, F_SETPIPE_SZ, -1L);
	printf("fcntl(%d, F_SETPIPE_SZ, -1) = %s\n", fd, sprintrc(rc));

	rc = syscall(SYS_fcntl, fd, F_GETLEASE);
	printf("fcntl(%d, F_GETLEASE) = %#lx (F_UNLCK)\n", fd, rc);
	rc = syscall(SYS_fcntl, fd, F_SETLEASE, F_WRLCK);
	printf("fcntl(%d, F_SETLEASE, F_WRLCK) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fcntl, fd, F_GETLEASE);
	printf("fcntl(%d, F_GETLEASE) = %s\n", fd, rc == F_WRLCK ? "0x1 (F_WRLCK)" : sprintrc(rc));
	rc = syscall(SYS_fcntl, fd, F_SETLEASE, F_UNLCK);
	printf("fcntl(%d, F_SETLEASE, F_UNLCK) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fcntl, fd, F_SETLEASE, 0x100000003ULL);
	printf("fcntl(%d, F_SETLEASE, 0x100000003 /* F_??? */) = %s\n", fd, sprintrc(rc));

	int dfd = open(".", O_RDONLY | O_DIRECTORY);
	rc = syscall(SYS_fcntl, dfd, F_NOTIFY, DN_CREATE | DN_DELETE | DN_MULTISHOT);
	printf("fcntl(%d, F_NOTIFY, DN_CREATE|DN_DELETE|DN_MULTISHOT) = %s\n", dfd, sprintrc(rc));
	rc = syscall(SYS_fcntl, dfd, F_NOTIFY, 0);
	printf("fcntl(%d, F_NOTIFY, 0) = %s\n", dfd, sprintrc(rc));
	rc = syscall(SYS_fcntl, dfd, F_NOTIFY, 0x100000040ULL);
	printf("fcntl(%d, F_NOTIFY, 0x100000040 /* DN_??? */) = %s\n", dfd, sprintrc(rc));

	int mfd = (int)syscall(SYS_memfd_create, "fcntl", 2 /* MFD_ALLOW_SEALING */);
	if (mfd >= 0) {
		rc = syscall(SYS_fcntl, mfd, F_GET_SEALS);
		printf("fcntl(%d, F_GET_SEALS) = %s\n", mfd, sprintrc(rc));
		rc = syscall(SYS_fcntl, mfd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW);
		printf("fcntl(%d, F_ADD_SEALS, F_SEAL_SHRINK|F_SEAL_GROW) = %s\n", mfd, sprintrc(rc));
		rc = syscall(SYS_fcntl, mfd, F_GET_SEALS);
		printf("fcntl(%d, F_GET_SEALS) = %#lx (seals F_SEAL_SHRINK|F_SEAL_GROW)\n", mfd, rc);
	}
	rc = syscall(SYS_fcntl, fd, F_ADD_SEALS, F_SEAL_SEAL | F_SEAL_WRITE | F_SEAL_FUTURE_WRITE | 0x100);
	printf("fcntl(%d, F_ADD_SEALS, F_SEAL_SEAL|F_SEAL_WRITE|F_SEAL_FUTURE_WRITE|0x100) = %s\n", fd,
	       sprintrc(rc));
	rc = syscall(SYS_fcntl, fd, F_GET_SEALS);
	printf("fcntl(%d, F_GET_SEALS) = %s\n", fd, sprintrc(rc));

	/* Unknown commands: the argument in hex. */
	rc = syscall(SYS_fcntl, fd, 0x1abc, 0xdeadbeef);
	printf("fcntl(%d, 0x1abc /* F_??? */, 0xdeadbeef) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fcntl, fd, 1035, 0);
	printf("fcntl(%d, 0x40b /* F_??? */, 0) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_fcntl, fd, 12, 0x10);
	printf("fcntl(%d, F_GETLK64, 0x10) = %s\n", fd, sprintrc(rc));
	/* The command is 32 bits wide. */
	rc = syscall(SYS_fcntl, fd, 0x100000000ULL | F_GETFD);
	printf("fcntl(%d, F_GETFD) = %s\n", fd, sprintrc(rc));

	unlink("fcntl-f");
	puts("+++ exited with 0 +++");
	return 0;
}
