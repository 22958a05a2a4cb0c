/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Data through every kind of call -e read= / -e write= dump: write, read, writev,
 * readv, sendmsg, recvmsg, sendmmsg, recvmmsg, sendto, recvfrom, on a socket pair
 * (fd 3 writes, fd 4 reads), and a failing write on fd 5 (dumped all the same). */
#define _GNU_SOURCE
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

int main(void)
{
	int sv[2];
	if (socketpair(AF_UNIX, SOCK_DGRAM, 0, sv) || sv[0] != 3 || sv[1] != 4)
		return 77;
	static char bytes[] = "hello\0world\n\x80\xff and 0123456789abcdefXYZ~ ";
	char buf[64], b1[4], b2[40];
	write(3, bytes, sizeof(bytes) - 1);
	read(4, buf, sizeof(buf));
	struct iovec iov[3] = { { "abc", 3 }, { "", 0 }, { "0123456789abcdefXYZ", 19 } };
	writev(3, iov, 3);
	struct iovec riov[2] = { { b1, 4 }, { b2, 40 } };
	readv(4, riov, 2);
	struct msghdr m = { .msg_iov = iov, .msg_iovlen = 3 };
	sendmsg(3, &m, 0);
	struct msghdr r = { .msg_iov = riov, .msg_iovlen = 2 };
	recvmsg(4, &r, 0);
	struct mmsghdr mm[2] = { { .msg_hdr = m }, { .msg_hdr = m } };
	sendmmsg(3, mm, 2, 0);
	struct mmsghdr rm[2] = { { .msg_hdr = r }, { .msg_hdr = r } };
	recvmmsg(4, rm, 2, 0, NULL);
	sendto(3, "x", 1, 0, NULL, 0);
	recvfrom(4, buf, 1, 0, NULL, NULL);
	write(5, "bad fd", 6);
	return 0;
}
