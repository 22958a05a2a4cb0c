/* systrace: -y -e trace=pipe2 */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* pipe2 with -y: both ends show the pipe's inode. */
#include "tests.h"

#include <fcntl.h>
#include <sys/stat.h>

int main(void)
{
	int fds[2];
	long rc = syscall(SYS_pipe2, fds, O_CLOEXEC);
	struct stat st;
	if (rc || fstat(fds[0], &st))
		perror_msg_and_fail("pipe2");
	printf("pipe2(%s, O_CLOEXEC) = 0\n",
	       out_argf(fds, "[%d<pipe:[%lu]>, %d<pipe:[%lu]>]", fds[0], (unsigned long)st.st_ino,
			fds[1], (unsigned long)st.st_ino));
	puts("+++ exited with 0 +++");
	return 0;
}
