/* SPDX-License-Identifier: GPL-2.0-or-later */
/* various: a few syscalls with known arguments, for the output-option tests:
 * openat /dev/null, write a mixed binary/text buffer to it, fail to open a missing
 * file, close, and getppid. */
#include <fcntl.h>
#include <unistd.h>

int main(void)
{
	static const char data[] = "text\n\001\377 and more than sixteen bytes";
	int fd = open("/dev/null", O_WRONLY);
	if (fd < 0)
		return 99;
	if (write(fd, data, sizeof(data) - 1) != sizeof(data) - 1)
		return 99;
	if (open("/nonexistent/various", O_RDONLY) != -1)
		return 99;
	close(fd);
	getppid();
	return 0;
}
