/* systrace: -y -e trace=socket,socketpair,accept4,getsockname,sendmsg,recvmsg,setsockopt */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* -y: socket descriptors as arguments, results, socketpair pairs and SCM_RIGHTS data. */
#include "tests.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/uio.h>

/* "N<socket:[INODE]>" as print_fd shows a descriptor with -y. */
static const char *fdy(int fd)
{
	static char buf[4][128];
	static int n;
	char *b = buf[n++ % 4], link[64], target[100];
	snprintf(link, sizeof(link), "/proc/self/fd/%d", fd);
	ssize_t len = readlink(link, target, sizeof(target) - 1);
	if (len < 0)
		snprintf(b, sizeof(buf[0]), "%d", fd);
	else
		snprintf(b, sizeof(buf[0]), "%d<%.*s>", fd, (int)len, target);
	return b;
}

int main(void)
{
	long rc = syscall(SYS_socket, AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
	if (rc < 0)
		perror_msg_and_fail("socket");
	int l = (int)rc;
	printf("socket(AF_INET, SOCK_STREAM|SOCK_NONBLOCK, IPPROTO_IP) = %s\n", fdy(l));

	struct sockaddr_in sin = { .sin_family = AF_INET };
	sin.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	socklen_t len = sizeof(sin);
	if (bind(l, (void *)&sin, sizeof(sin)) || listen(l, 1))
		perror_msg_and_fail("listen");
	rc = syscall(SYS_getsockname, l, &sin, &len);
	printf("getsockname(%s, %s, [16]) = %s\n", fdy(l),
	       out_argf(&sin, "{sa_family=AF_INET, sin_port=htons(%u), "
			"sin_addr=inet_addr(\"127.0.0.1\")}", ntohs(sin.sin_port)), sprintrc(rc));
	int c = socket(AF_INET, SOCK_STREAM, 0);
	if (c < 0 || connect(c, (void *)&sin, sizeof(sin)))
		perror_msg_and_fail("connect");
	printf("socket(AF_INET, SOCK_STREAM, IPPROTO_IP) = %s\n", fdy(c));
	rc = syscall(SYS_accept4, l, NULL, NULL, SOCK_CLOEXEC);
	if (rc < 0)
		perror_msg_and_fail("accept4");
	int a = (int)rc;
	printf("accept4(%s, NULL, NULL, SOCK_CLOEXEC) = %s\n", fdy(l), fdy(a));
	rc = syscall(SYS_setsockopt, a, SOL_SOCKET, SO_KEEPALIVE, &(int){ 1 }, sizeof(int));
	printf("setsockopt(%s, SOL_SOCKET, SO_KEEPALIVE, [1], 4) = %s\n", fdy(a), sprintrc(rc));

	int sv[2];
	rc = syscall(SYS_socketpair, AF_UNIX, SOCK_DGRAM, 0, sv);
	if (rc)
		perror_msg_and_fail("socketpair");
	printf("socketpair(AF_UNIX, SOCK_DGRAM, 0, %s) = 0\n", out_argf(sv, "[%s, %s]", fdy(sv[0]), fdy(sv[1])));

	/* Descriptors passed in SCM_RIGHTS, sent and received. */
	union {
		char buf[CMSG_SPACE(sizeof(int) * 2)];
		struct cmsghdr align;
	} cb;
	struct cmsghdr *cm = (void *)cb.buf;
	cm->cmsg_len = CMSG_LEN(sizeof(int) * 2);
	cm->cmsg_level = SOL_SOCKET;
	cm->cmsg_type = SCM_RIGHTS;
	memcpy(CMSG_DATA(cm), (int[]){ l, c }, sizeof(int) * 2);
	struct iovec iov = { "x", 1 };
	struct msghdr m = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = cb.buf,
			    .msg_controllen = sizeof(cb.buf) };
	rc = syscall(SYS_sendmsg, sv[0], &m, 0);
	printf("sendmsg(%s, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"x\", iov_len=1}], "
	       "msg_iovlen=1, msg_control=[{cmsg_len=%zu, cmsg_level=SOL_SOCKET, cmsg_type=SCM_RIGHTS, "
	       "cmsg_data=[%s, %s]}], msg_controllen=%zu, msg_flags=0}, 0) = %s\n",
	       fdy(sv[0]), CMSG_LEN(sizeof(int) * 2), fdy(l), fdy(c), sizeof(cb.buf), sprintrc(rc));
	char r;
	struct iovec riov = { &r, 1 };
	memset(&cb, 0, sizeof(cb));
	struct msghdr rm = { .msg_iov = &riov, .msg_iovlen = 1, .msg_control = cb.buf,
			     .msg_controllen = sizeof(cb.buf) };
	rc = syscall(SYS_recvmsg, sv[1], &rm, 0);
	if (rc != 1)
		perror_msg_and_fail("recvmsg");
	int got[2];
	memcpy(got, CMSG_DATA(cm), sizeof(got));
	/* Unknown result: recvmsg shows only msg_namelen, as for a failed call. */
	char known[512];
	snprintf(known, sizeof(known), "{msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"x\", "
		 "iov_len=1}], msg_iovlen=1, msg_control=[{cmsg_len=%zu, cmsg_level=SOL_SOCKET, "
		 "cmsg_type=SCM_RIGHTS, cmsg_data=[%s, %s]}], msg_controllen=%zu, msg_flags=0}",
		 CMSG_LEN(sizeof(int) * 2), fdy(got[0]), fdy(got[1]), sizeof(cb.buf));
	printf("recvmsg(%s, %s, 0) = 1\n", fdy(sv[1]), sprint_alt("{msg_namelen=0}", known));

	puts("+++ exited with 0 +++");
	return 0;
}
