/* SPDX-License-Identifier: GPL-2.0-or-later */
/* options_styles4: values printed after a result, or in place of a structure, under
 * -X: poll's revents and utimensat's UTIME_NOW/UTIME_OMIT (tests/options_styles4.sh). */
#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
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
	return 0;
}
