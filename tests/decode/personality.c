/* systrace: -e trace=personality */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* personality: the domain and flags in, the old persona out (hex, decoded). */
#include "tests.h"

#include <sys/personality.h>

int main(void)
{
	long rc;
	unsigned int old = (unsigned int)syscall(SYS_personality, 0xffffffff);
	if (old != PER_LINUX)
		skip_because("the persona is %#x, not PER_LINUX", old);
	printf("personality(0xffffffff) = 0 (PER_LINUX)\n");
	rc = syscall(SYS_personality, PER_LINUX);
	printf("personality(PER_LINUX) = %#lx (PER_LINUX)\n", rc);
	rc = syscall(SYS_personality, PER_LINUX32 | ADDR_NO_RANDOMIZE);
	printf("personality(PER_LINUX32|ADDR_NO_RANDOMIZE) = %#lx (PER_LINUX)\n", rc);
	rc = syscall(SYS_personality, 0x1234567);
	printf("personality(0x67 /* PER_??? */|UNAME26|ADDR_COMPAT_LAYOUT|SHORT_INODE|0x14500)"
	       " = %#lx (PER_LINUX32|ADDR_NO_RANDOMIZE)\n", rc);
	rc = syscall(SYS_personality, 0xffffffff);
	printf("personality(0xffffffff) = %#lx (0x67 /* PER_??? */|UNAME26|ADDR_COMPAT_LAYOUT|"
	       "SHORT_INODE|0x14500)\n", rc);
	rc = syscall(SYS_personality, PER_BSD | 0x100);
	printf("personality(PER_BSD|0x100) = %#lx (0x67 /* PER_??? */|UNAME26|ADDR_COMPAT_LAYOUT|"
	       "SHORT_INODE|0x14500)\n", rc);
	rc = syscall(SYS_personality, 0x42);
	printf("personality(0x42 /* PER_??? */) = %#lx (PER_BSD|0x100)\n", rc);
	rc = syscall(SYS_personality, PER_LINUX);
	printf("personality(PER_LINUX) = %#lx (0x42 /* PER_??? */)\n", rc);
	puts("+++ exited with 0 +++");
	return 0;
}
