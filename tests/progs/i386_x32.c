/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A 64-bit program making x32-numbered syscalls (the x32 bit, 0x40000000, set in
 * the number), which this kernel answers with ENOSYS (tests/i386_x32.sh). Exits
 * with 0 when both failed with ENOSYS.
 */
#include <errno.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	syscall(SYS_getppid);
	long a = syscall(0x40000000 | SYS_getpid, 1, 2, 3, 4, 5, 6);
	int ea = errno;
	long b = syscall(0x40000000 | 512, 1, 2, 3, 4, 5, 6);	/* x32's rt_sigaction */
	int eb = errno;
	syscall(SYS_getppid);
	return a == -1 && ea == ENOSYS && b == -1 && eb == ENOSYS ? 0 : 1;
}
