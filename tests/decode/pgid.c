/* systrace: -e trace=getpgid,getsid,setpgid,uselib,ustat */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* getpgid, getsid, setpgid: process ids in decimal (negative ones too); the
 * obsolete uselib (a path) and ustat (a device, the buffer's address). */
#include "tests.h"

int main(void)
{
	long rc = syscall(SYS_getpgid, 0);
	printf("getpgid(0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_getpgid, -5);
	printf("getpgid(-5) = %s\n", sprintrc(rc));
	rc = syscall(SYS_getsid, 0);
	printf("getsid(0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_setpgid, 0, 0);
	printf("setpgid(0, 0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_setpgid, -1, 5);
	printf("setpgid(-1, 5) = %s\n", sprintrc(rc));
	rc = syscall(SYS_uselib, "/nonexistent");
	printf("uselib(\"/nonexistent\") = %s\n", sprintrc(rc));
	rc = syscall(SYS_ustat, 0x801, 0);
	printf("ustat(makedev(0x8, 0x1), NULL) = %s\n", sprintrc(rc));
	puts("+++ exited with 0 +++");
	return 0;
}
