/* systrace: -e trace=read,write,pread64,pwrite64,readv,writev -s 8 */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* read, write, pread64, pwrite64, readv, writev: buffers cut at -s, failures, bad
 * buffers, iovec arrays with data split over elements or longer than -s. */
#include "tests.h"

#include <fcntl.h>
#include <sys/uio.h>

int main(void)
{
	int p[2];
	if (pipe(p))
		perror_msg_and_fail("pipe");
	int null = open("/dev/null", O_RDWR);
	if (null < 0)
		perror_msg_and_fail("open");
	long rc;
	char buf[64];

	rc = syscall(SYS_write, p[1], "abcdefghijklmnop", 16);
	printf("write(%d, \"abcdefgh\"..., 16) = %s\n", p[1], sprintrc(rc));
	rc = syscall(SYS_read, p[0], buf, 4);
	printf("read(%d, %s, 4) = %s\n", p[0], out_arg(buf, "\"abcd\""), sprintrc(rc));
	rc = syscall(SYS_read, p[0], buf, sizeof(buf));
	printf("read(%d, %s, %zu) = %s\n", p[0], out_arg(buf, "\"efghijkl\"..."), sizeof(buf),
	       sprintrc(rc));
	rc = syscall(SYS_read, -1, buf, 1);
	printf("read(-1, %p, 1) = %s\n", buf, sprintrc(rc));
	rc = syscall(SYS_write, null, BAD_ADDR, 3);
	printf("write(%d, %p, 3) = %s\n", null, BAD_ADDR, sprintrc(rc));
	rc = syscall(SYS_write, null, NULL, 0);
	printf("write(%d, NULL, 0) = %s\n", null, sprintrc(rc));
	rc = syscall(SYS_write, null, "\0\1\2\n\t\"\\", 7);
	printf("write(%d, \"\\0\\1\\2\\n\\t\\\"\\\\\", 7) = %s\n", null, sprintrc(rc));

	rc = syscall(SYS_pwrite64, null, "xyz", 3, 1024L);
	printf("pwrite64(%d, \"xyz\", 3, 1024) = %s\n", null, sprintrc(rc));
	rc = syscall(SYS_pread64, null, buf, 5, 0L);
	printf("pread64(%d, %s, 5, 0) = %s\n", null, out_arg(buf, "\"\""), sprintrc(rc));
	rc = syscall(SYS_pread64, p[0], buf, 5, 0L);
	printf("pread64(%d, %p, 5, 0) = %s\n", p[0], buf, sprintrc(rc));

	struct iovec out[2] = { { "one", 3 }, { "twotwotwo", 9 } };
	rc = syscall(SYS_writev, p[1], out, 2);
	printf("writev(%d, [{iov_base=\"one\", iov_len=3}, {iov_base=\"twotwotw\"..., iov_len=9}], 2) = %s\n",
	       p[1], sprintrc(rc));
	char a[2], b[16];
	struct iovec in[2] = { { a, sizeof(a) }, { b, sizeof(b) } };
	rc = syscall(SYS_readv, p[0], in, 2);
	printf("readv(%d, %s, 2) = %s\n", p[0],
	       out_arg(in, "[{iov_base=\"on\", iov_len=2}, {iov_base=\"etwotwot\"..., iov_len=16}]"),
	       sprintrc(rc));
	rc = syscall(SYS_readv, p[0], BAD_ADDR, 2);
	printf("readv(%d, %p, 2) = %s\n", p[0], BAD_ADDR, sprintrc(rc));
	rc = syscall(SYS_writev, null, NULL, 0);
	printf("writev(%d, NULL, 0) = %s\n", null, sprintrc(rc));
	/* More elements than -s: the -s first shown, then "..." (the element after
	 * them is read to tell an array that goes on from one that is cut short). */
	struct iovec many[10];
	for (int i = 0; i < 10; i++)
		many[i] = (struct iovec){ "z", 1 };
	rc = syscall(SYS_writev, null, many, 10);
	printf("writev(%d, [", null);
	for (int i = 0; i < 8; i++)
		printf("{iov_base=\"z\", iov_len=1}, ");
	printf("...], 10) = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
