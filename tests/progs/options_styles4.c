/* SPDX-License-Identifier: GPL-2.0-or-later */
/* options_styles4: values printed after a result, or in place of a structure, under
 * -X: poll's revents, utimensat's UTIME_NOW/UTIME_OMIT and a new pty's termios
 * (tests/options_styles4.sh). */
#define _GNU_SOURCE
#include <fcntl.h>
#include <poll.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <termios.h>
#include <unistd.h>

int main(void)
{
	int fds[2];
	if (pipe(fds) < 0 || write(fds[1], "x", 1) != 1)
		return 1;
	struct pollfd p = { .fd = fds[0], .events = POLLIN };
	poll(&p, 1, 0);
	struct timespec ts[2] = { { 0, UTIME_NOW }, { 0, UTIME_OMIT } };
	utimensat(AT_FDCWD, "/nonexistent-options-styles4", ts, 0);
	/* A new pty's modes are the kernel's defaults: the same on every machine. */
	int m = posix_openpt(O_RDWR | O_NOCTTY);
	if (m < 0 || grantpt(m) < 0 || unlockpt(m) < 0)
		return 2;
	int pty = open(ptsname(m), O_RDWR | O_NOCTTY);
	struct termios t;
	if (pty < 0 || dup2(pty, 7) != 7)
		return 2;
	ioctl(7, TCGETS, &t);
	return 0;
}
