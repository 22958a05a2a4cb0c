/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: command names (several for one number, joined by " or "), commands
 * named from their fields, _IOC(...) for unknown ones, and the arguments of
 * the generic descriptor commands; see ioctl-term.c for terminals.
 */
#include "tests.h"

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <termios.h>

int main(void)
{
	long rc;
	int fd = open("/dev/null", O_RDWR);
	if (fd < 0)
		perror_msg_and_fail("open");

	/* Unknown commands: their fields, and the argument in hex. */
	rc = syscall(SYS_ioctl, fd, _IO('x', 1), 0);
	printf("ioctl(%d, _IOC(_IOC_NONE, 0x78, 0x1, 0), 0) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, 0x1234, 0xdeadbeefUL);
	printf("ioctl(%d, _IOC(_IOC_NONE, 0x12, 0x34, 0), 0xdeadbeef) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, _IOR('x', 0xfe, int), BAD_ADDR);
	printf("ioctl(%d, _IOC(_IOC_READ, 0x78, 0xfe, 0x4), %s) = %s\n", fd, sprintaddr(BAD_ADDR),
	       sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, _IOW(0xaa, 0x99, char[100]), 1);
	printf("ioctl(%d, _IOC(_IOC_WRITE, 0xaa, 0x99, 0x64), 0x1) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, _IOC(_IOC_READ | _IOC_WRITE, 0, 0, 0x3fff), -1L);
	printf("ioctl(%d, _IOC(_IOC_READ|_IOC_WRITE, 0, 0, 0x3fff), 0xffffffffffffffff) = %s\n", fd,
	       sprintrc(rc));
	/* The command is 32 bits wide. */
	rc = syscall(SYS_ioctl, fd, 0xffffffff00000000ULL | _IO('x', 2), 0);
	printf("ioctl(%d, _IOC(_IOC_NONE, 0x78, 0x2, 0), 0) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, -1, 0, 0);
	printf("ioctl(-1, _IOC(_IOC_NONE, 0, 0, 0), 0) = %s\n", sprintrc(rc));

	/* Known commands without a decoder: the argument in hex. */
	rc = syscall(SYS_ioctl, fd, FIBMAP, 0);
	printf("ioctl(%d, FIBMAP, 0) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, 0x4c01 /* LOOP_CLR_FD */ + 0x7e /* an unnamed one */, 0x10);
	printf("ioctl(%d, _IOC(_IOC_NONE, 0x4c, 0x7f, 0), 0x10) = %s\n", fd, sprintrc(rc));
	/*
	 * Several names for one number, and names built from the fields (input
	 * device commands get a non-NULL argument: strace decodes those, and
	 * prints NULL where systrace prints 0).
	 */
	rc = syscall(SYS_ioctl, fd, 0x5402, NULL);
	printf("ioctl(%d, SNDCTL_TMR_START or TCSETS, NULL) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, _IOR('M', 5, int), 0);
	printf("ioctl(%d, MIXER_READ(5), 0) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, _IOW('M', 0x77, int), 0);
	printf("ioctl(%d, MIXER_WRITE(119), 0) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, _IOC(_IOC_READ, 'E', 0x21, 16), BAD_ADDR);
	printf("ioctl(%d, EVIOCGBIT(EV_KEY, 16), %s) = %s\n", fd, sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, _IOC(_IOC_READ, 'E', 0x20, 8), BAD_ADDR);
	printf("ioctl(%d, EVIOCGBIT(0, 8), %s) = %s\n", fd, sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, _IOC(_IOC_READ, 'E', 0x3f, 8), BAD_ADDR);
	printf("ioctl(%d, EVIOCGBIT(0x1f /* EV_??? */, 8), %s) = %s\n", fd, sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, _IOC(_IOC_READ, 'E', 0x41, 24), BAD_ADDR);
	printf("ioctl(%d, EVIOCGABS(ABS_Y), %s) = %s\n", fd, sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, _IOC(_IOC_WRITE, 'E', 0xff, 24), BAD_ADDR);
	printf("ioctl(%d, EVIOCSABS(0x3f /* ABS_??? */), %s) = %s\n", fd, sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, _IOC(_IOC_READ, 'E', 0x06, 256), BAD_ADDR);
	printf("ioctl(%d, EVIOCGNAME(256), %s) = %s\n", fd, sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, _IOC(_IOC_READ, 'H', 0x04, 128), 0);
	printf("ioctl(%d, HIDIOCGRAWNAME(128), 0) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, _IOC(_IOC_READ, 'j', 0x13, 64), 0);
	printf("ioctl(%d, JSIOCGNAME(64), 0) = %s\n", fd, sprintrc(rc));

	/* The generic descriptor commands. */
	rc = syscall(SYS_ioctl, fd, FIOCLEX);
	printf("ioctl(%d, FIOCLEX) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, FIONCLEX);
	printf("ioctl(%d, FIONCLEX) = %s\n", fd, sprintrc(rc));
	int *val = tail_alloc(sizeof(*val));
	*val = 1;
	rc = syscall(SYS_ioctl, fd, FIONBIO, val);
	printf("ioctl(%d, FIONBIO, [1]) = %s\n", fd, sprintrc(rc));
	*val = 0;
	rc = syscall(SYS_ioctl, fd, FIOASYNC, val);
	printf("ioctl(%d, FIOASYNC, [0]) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, FIONBIO, NULL);
	printf("ioctl(%d, FIONBIO, NULL) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, FIONBIO, (char *)val + 2);
	printf("ioctl(%d, FIONBIO, %s) = %s\n", fd, sprintaddr((char *)val + 2), sprintrc(rc));

	int pfd[2];
	if (pipe(pfd) || write(pfd[1], "abc", 3) != 3)
		perror_msg_and_fail("pipe");
	rc = syscall(SYS_ioctl, pfd[0], FIONREAD, val);
	char text[32];
	snprintf(text, sizeof(text), "[%d]", *val);
	printf("ioctl(%d, FIONREAD, %s) = %s\n", pfd[0], out_arg(val, text), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, FIONREAD, val);
	printf("ioctl(%d, FIONREAD, %s) = %s\n", fd, sprintaddr(val), sprintrc(rc));
	rc = syscall(SYS_ioctl, pfd[0], FIONREAD, BAD_ADDR);
	printf("ioctl(%d, FIONREAD, %s) = %s\n", pfd[0], sprintaddr(BAD_ADDR), sprintrc(rc));

	/* Terminal commands on a non-terminal fail: out-arguments are addresses. */
	rc = syscall(SYS_ioctl, fd, TCGETS, val);
	printf("ioctl(%d, TCGETS, %s) = %s\n", fd, sprintaddr(val), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCGWINSZ, val);
	printf("ioctl(%d, TIOCGWINSZ, %s) = %s\n", fd, sprintaddr(val), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCGPGRP, NULL);
	printf("ioctl(%d, TIOCGPGRP, NULL) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCNOTTY);
	printf("ioctl(%d, TIOCNOTTY) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCSCTTY, 0x100000001ULL);
	printf("ioctl(%d, TIOCSCTTY, 1) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TCFLSH, TCIOFLUSH);
	printf("ioctl(%d, TCFLSH, TCIOFLUSH) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TCFLSH, 7);
	printf("ioctl(%d, TCFLSH, 0x7 /* TC??? */) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TCXONC, TCOON);
	printf("ioctl(%d, TCXONC, TCOON) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCOUTQ, val);
	printf("ioctl(%d, TIOCOUTQ, %s) = %s\n", fd, sprintaddr(val), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCSTI, "x");
	printf("ioctl(%d, TIOCSTI, \"x\") = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCEXCL);
	printf("ioctl(%d, TIOCEXCL) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TIOCSWINSZ, BAD_ADDR);
	printf("ioctl(%d, TIOCSWINSZ, %s) = %s\n", fd, sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, 0x54ff, 5);
	printf("ioctl(%d, _IOC(_IOC_NONE, 0x54, 0xff, 0), 0x5) = %s\n", fd, sprintrc(rc));

	/* File system commands. */
	rc = syscall(SYS_ioctl, fd, FICLONE, pfd[0]);
	printf("ioctl(%d, BTRFS_IOC_CLONE or FICLONE, %d) = %s\n", fd, pfd[0], sprintrc(rc));
	struct file_clone_range *range = tail_alloc(sizeof(*range));
	*range = (struct file_clone_range){ .src_fd = pfd[0], .src_offset = 1, .src_length = 2,
					    .dest_offset = 3 };
	rc = syscall(SYS_ioctl, fd, FICLONERANGE, range);
	printf("ioctl(%d, BTRFS_IOC_CLONE_RANGE or FICLONERANGE, {src_fd=%d, src_offset=1"
	       ", src_length=2, dest_offset=3}) = %s\n", fd, pfd[0], sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, FICLONERANGE, (char *)range + 8);
	printf("ioctl(%d, BTRFS_IOC_CLONE_RANGE or FICLONERANGE, %s) = %s\n", fd,
	       sprintaddr((char *)range + 8), sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, FIFREEZE, 0);
	printf("ioctl(%d, FIFREEZE) = %s\n", fd, sprintrc(rc));
	struct fstrim_range *trim = tail_alloc(sizeof(*trim));
	*trim = (struct fstrim_range){ .start = 0x1000, .len = 4096, .minlen = 0 };
	rc = syscall(SYS_ioctl, fd, FITRIM, trim);
	printf("ioctl(%d, FITRIM, {start=0x1000, len=4096, minlen=0}) = %s\n", fd, sprintrc(rc));
	*val = FS_IMMUTABLE_FL | FS_APPEND_FL | 0x08000000;
	rc = syscall(SYS_ioctl, fd, FS_IOC_SETFLAGS, val);
	printf("ioctl(%d, FS_IOC_SETFLAGS, [FS_IMMUTABLE_FL|FS_APPEND_FL|0x8000000]) = %s\n", fd,
	       sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, FS_IOC_GETFLAGS, val);
	printf("ioctl(%d, FS_IOC_GETFLAGS, %s) = %s\n", fd, sprintaddr(val), sprintrc(rc));
	int ffd = open(".", O_RDONLY | O_DIRECTORY);
	rc = syscall(SYS_ioctl, ffd, FS_IOC_GETFLAGS, val);
	if (rc == 0)
		printf("ioctl(%d, FS_IOC_GETFLAGS, %s) = 0\n", ffd,
		       out_arg(val, *val == 0 ? "[0]" : *val == FS_EXTENT_FL ? "[FS_EXTENT_FL]" : "?"));
	else
		printf("ioctl(%d, FS_IOC_GETFLAGS, %s) = %s\n", ffd, sprintaddr(val), sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
