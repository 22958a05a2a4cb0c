/* SPDX-License-Identifier: GPL-2.0-or-later */
/* options_consts: syscalls whose arguments are all fixed, for the -X, -e raw=,
 * --strings-in-hex, -c -U/-S/-O and -e trace= tests: named constants, flag sets
 * (one with an unknown bit), a signal set, a descriptor name, and a string with
 * bytes that need escapes, and a structure (fstat of /dev/null). Every call fails or succeeds the same way each run. */
#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	static const char data[] = "a\351\033b\n";
	sigset_t set;
	struct stat st;
	int fd;

	if (openat(AT_FDCWD, "/nonexistent/options", O_WRONLY | O_CREAT | O_CLOEXEC, 0644) != -1)
		return 99;
	if (lseek(-1, 0, SEEK_END) != -1)
		return 99;
	if (flock(-1, LOCK_EX | LOCK_NB | 0x1000) != -1)
		return 99;
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	if (syscall(SYS_rt_sigprocmask, SIG_BLOCK, &set, NULL, 8) != 0)
		return 99;
	if (write(-1, data, sizeof(data)) != -1)
		return 99;
	if (lseek(-1, 0, SEEK_SET) != -1)
		return 99;
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0 || fstat(fd, &st) != 0 || close(fd) != 0)
		return 99;
	return 0;
}
