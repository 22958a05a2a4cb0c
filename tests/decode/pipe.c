/* systrace: -e trace=pipe,pipe2 */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* pipe, pipe2: the pair at exit, the address when the call fails. */
#include "tests.h"

#include <fcntl.h>

int main(void)
{
	long rc;
	int *fds = tail_alloc(2 * sizeof(int));

	rc = syscall(SYS_pipe, fds);
	printf("pipe(%s) = %s\n", out_argf(fds, "[%d, %d]", fds[0], fds[1]), sprintrc(rc));
	rc = syscall(SYS_pipe, NULL);
	printf("pipe(NULL) = %s\n", sprintrc(rc));
	rc = syscall(SYS_pipe, (char *)fds + 4);
	printf("pipe(%s) = %s\n", sprintaddr((char *)fds + 4), sprintrc(rc));

	rc = syscall(SYS_pipe2, fds, O_CLOEXEC | O_NONBLOCK);
	printf("pipe2(%s, O_NONBLOCK|O_CLOEXEC) = %s\n", out_argf(fds, "[%d, %d]", fds[0], fds[1]),
	       sprintrc(rc));
	rc = syscall(SYS_pipe2, fds, 0);
	printf("pipe2(%s, 0) = %s\n", out_argf(fds, "[%d, %d]", fds[0], fds[1]), sprintrc(rc));
	rc = syscall(SYS_pipe2, fds, O_DIRECT);
	printf("pipe2(%s, O_DIRECT) = %s\n", out_argf(fds, "[%d, %d]", fds[0], fds[1]), sprintrc(rc));
	rc = syscall(SYS_pipe2, BAD_ADDR, O_CLOEXEC);
	printf("pipe2(%s, O_CLOEXEC) = %s\n", sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_pipe2, fds, 0x40000000);
	printf("pipe2(%s, 0x40000000 /* O_??? */) = %s\n", sprintaddr(fds), sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
