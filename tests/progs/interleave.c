/* SPDX-License-Identifier: GPL-2.0-or-later */
/* interleave: the parent blocks in readv() on a pipe; the child waits until the
 * parent sleeps in that readv (from /proc/PPID/syscall), calls getppid(), writes one
 * byte into the pipe, and stays until the parent, its readv done, lets it go. The
 * order of the traced events (readv, getppid) is fixed, so the <unfinished ...> /
 * <... resumed> lines are too, and both tasks exist throughout. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>

static int parent_in_read(pid_t ppid)
{
	char path[64], buf[64] = "";
	snprintf(path, sizeof(path), "/proc/%d/syscall", ppid);
	int fd = open(path, O_RDONLY);
	if (fd < 0)
		return 0;
	ssize_t n = pread(fd, buf, sizeof(buf) - 1, 0);
	close(fd);
	return n > 3 && strncmp(buf, "19 ", 3) == 0;	/* __NR_readv */
}

int main(void)
{
	int p[2], done[2];
	char c;
	if (pipe(p) || pipe(done))
		return 99;
	pid_t parent = getpid();
	pid_t pid = fork();
	if (pid == 0) {
		while (!parent_in_read(parent))
			usleep(1000);
		syscall(SYS_getppid);
		write(p[1], "x", 1);
		close(done[1]);
		read(done[0], &c, 1);	/* until the parent closes its end */
		_exit(0);
	}
	struct iovec iov = { &c, 1 };
	if (readv(p[0], &iov, 1) != 1)
		return 99;
	close(done[1]);
	waitpid(pid, NULL, 0);
	return 0;
}
