/* systrace: -e trace=ioprio_get,ioprio_set */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* ioprio_get (the priority decoded after the result), ioprio_set. */
#include "tests.h"

#include <linux/ioprio.h>

int main(void)
{
	long rc;
	long old = syscall(SYS_ioprio_get, IOPRIO_WHO_PROCESS, 0);
	if (old != IOPRIO_PRIO_VALUE(IOPRIO_CLASS_NONE, 0))
		skip_because("the I/O priority is %#lx", old);
	printf("ioprio_get(IOPRIO_WHO_PROCESS, 0) = 0 (IOPRIO_PRIO_VALUE(IOPRIO_CLASS_NONE, 0))\n");
	rc = syscall(SYS_ioprio_set, IOPRIO_WHO_PROCESS, 0, IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4));
	printf("ioprio_set(IOPRIO_WHO_PROCESS, 0, IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4)) = %s\n",
	       sprintrc(rc));
	rc = syscall(SYS_ioprio_get, IOPRIO_WHO_PROCESS, getpid());
	printf("ioprio_get(IOPRIO_WHO_PROCESS, %d) = %ld (IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4))\n", getpid(), rc);
	rc = syscall(SYS_ioprio_set, 5, -1, (5 << 13) | 9);
	printf("ioprio_set(0x5 /* IOPRIO_WHO_??? */, -1, IOPRIO_PRIO_VALUE(0x5 /* IOPRIO_CLASS_??? */, 9))"
	       " = %s\n", sprintrc(rc));
	rc = syscall(SYS_ioprio_get, 7, 0);
	printf("ioprio_get(0x7 /* IOPRIO_WHO_??? */, 0) = %s\n", sprintrc(rc));
	rc = syscall(SYS_ioprio_set, IOPRIO_WHO_PROCESS, 0, IOPRIO_PRIO_VALUE(IOPRIO_CLASS_NONE, 0));
	printf("ioprio_set(IOPRIO_WHO_PROCESS, 0, IOPRIO_PRIO_VALUE(IOPRIO_CLASS_NONE, 0)) = %s\n",
	       sprintrc(rc));
	puts("+++ exited with 0 +++");
	return 0;
}
