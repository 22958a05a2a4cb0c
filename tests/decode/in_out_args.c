/* systrace: -e trace=write,writev,read,pread64,readv,newfstatat,access,wait4,close -s 16 */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* In-arguments are read at entry and print the same in every mode; out-arguments
 * print decoded after a successful call and as an address when the call failed or
 * its result is unknown (-m seccomp). A sample of decoders, run in every mode. */
#include "tests.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <sys/wait.h>

int main(void)
{
	int null = open("/dev/null", O_RDWR);
	int zero = open("/dev/zero", O_RDONLY);
	char *buf = tail_alloc(8);
	struct stat st;
	int status;
	long rc;

	if (null < 0 || zero < 0)
		perror_msg_and_fail("open");
	/* stdio's own fstat of stdout happens here, not amid the expected lines. */
	setvbuf(stdout, NULL, _IOFBF, BUFSIZ);

	rc = syscall(SYS_write, null, "hello\n", 6);
	printf("write(%d, \"hello\\n\", 6) = %s\n", null, sprintrc(rc));
	rc = syscall(SYS_write, null, BAD_ADDR, 5);
	printf("write(%d, %s, 5) = %s\n", null, sprintaddr(BAD_ADDR), sprintrc(rc));
	struct iovec wv[2] = { { "ab", 2 }, { "cde", 3 } };
	rc = syscall(SYS_writev, null, wv, 2);
	printf("writev(%d, [{iov_base=\"ab\", iov_len=2}, {iov_base=\"cde\", iov_len=3}], 2) = %s\n",
	       null, sprintrc(rc));
	rc = syscall(SYS_access, "/nonexistent/in_out_args", R_OK);
	printf("access(\"/nonexistent/in_out_args\", R_OK) = %s\n", sprintrc(rc));

	rc = syscall(SYS_read, zero, buf, 4);
	printf("read(%d, %s, 4) = %s\n", zero, out_arg(buf, "\"\\0\\0\\0\\0\""), sprintrc(rc));
	rc = syscall(SYS_pread64, null, buf, 8, 0);
	printf("pread64(%d, %s, 8, 0) = %s\n", null, out_arg(buf, "\"\""), sprintrc(rc));
	struct iovec rv = { buf, 3 };
	rc = syscall(SYS_readv, zero, &rv, 1);
	printf("readv(%d, %s, 1) = %s\n", zero,
	       out_arg(&rv, "[{iov_base=\"\\0\\0\\0\", iov_len=3}]"), sprintrc(rc));
	rc = syscall(SYS_newfstatat, AT_FDCWD, "/dev/null", &st, 0);
	printf("newfstatat(AT_FDCWD, \"/dev/null\", %s, 0) = %s\n",
	       out_arg(&st, "{st_mode=S_IFCHR|0666, st_rdev=makedev(0x1, 0x3), ...}"), sprintrc(rc));

	/* A failed call leaves its out-argument unwritten: an address in every mode. */
	rc = syscall(SYS_newfstatat, AT_FDCWD, "/nonexistent/in_out_args", &st, 0);
	printf("newfstatat(AT_FDCWD, \"/nonexistent/in_out_args\", %s, 0) = %s\n",
	       sprintaddr(&st), sprintrc(rc));
	rc = syscall(SYS_wait4, -1, &status, WNOHANG, NULL);
	printf("wait4(-1, %s, WNOHANG, NULL) = %s\n", sprintaddr(&status), sprintrc(rc));
	rc = syscall(SYS_close, -1);
	printf("close(-1) = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
