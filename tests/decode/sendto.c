/* systrace: -e trace=sendto,recvfrom */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* sendto, recvfrom: buffers (cut at -s, at a page end, unreadable), MSG_* flags, addresses. */
#include "tests.h"
#include "tests_net.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdbool.h>
#include <sys/socket.h>

int main(void)
{
	long rc;
	char buf[64];

	/* UDP on loopback: a receiver r and a sender w, both bound. */
	struct sockaddr_in rs = { .sin_family = AF_INET }, ws;
	rs.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	ws = rs;
	int r = socket(AF_INET, SOCK_DGRAM, 0), w = socket(AF_INET, SOCK_DGRAM, 0);
	socklen_t len = sizeof(rs);
	if (r < 0 || w < 0 || bind(r, (void *)&rs, sizeof(rs)) || bind(w, (void *)&ws, sizeof(ws)) ||
	    getsockname(r, (void *)&rs, &len) || getsockname(w, (void *)&ws, &len))
		perror_msg_and_fail("udp setup");
	char rtext[128];
	snprintf(rtext, sizeof(rtext), "%s", sprint_sin(&rs));

	rc = syscall(SYS_sendto, w, "hello", 5, 0, &rs, sizeof(rs));
	printf("sendto(%d, \"hello\", 5, 0, %s, 16) = %s\n", w, rtext, sprintrc(rc));
	socklen_t alen = 128;
	struct sockaddr_storage from;
	rc = syscall(SYS_recvfrom, r, buf, sizeof(buf), MSG_PEEK, &from, &alen);
	printf("recvfrom(%d, %s, 64, MSG_PEEK, %s, %s) = %s\n", r, out_arg(buf, "\"hello\""),
	       out_arg(&from, sprint_sin((void *)&from)), inout_len(128, 16), sprintrc(rc));
	alen = 8;
	rc = syscall(SYS_recvfrom, r, buf, 2, MSG_TRUNC, &from, &alen);
	unsigned char data6[6];
	memcpy(data6, &ws.sin_port, 2);
	memcpy(data6 + 2, "\177\0\0\1", 4);
	printf("recvfrom(%d, %s, 2, MSG_TRUNC, %s, %s) = %s\n", r, out_arg(buf, "\"he\""),
	       out_argf(&from, "{sa_family=AF_INET, sa_data=%s}", sprint_quoted(data6, 6, 0)),
	       inout_len(8, 16), sprintrc(rc));

	/* Data past -s is cut, binary bytes escaped; unknown flags kept in hex. */
	static const char longmsg[] = "0123456789abcdefghijklmnopqrstuvwxyz";
	rc = syscall(SYS_sendto, w, longmsg, 36, MSG_DONTWAIT | MSG_NOSIGNAL | 0x2000000, &rs, 16);
	printf("sendto(%d, \"0123456789abcdefghijklmnopqrstuv\"..., 36, MSG_DONTWAIT|MSG_NOSIGNAL|0x2000000, %s, 16) = %s\n",
	       w, rtext, sprintrc(rc));
	alen = sizeof(from);
	rc = syscall(SYS_recvfrom, r, buf, sizeof(buf), MSG_DONTWAIT | MSG_CMSG_CLOEXEC, NULL, &alen);
	printf("recvfrom(%d, %s, 64, MSG_DONTWAIT|MSG_CMSG_CLOEXEC, NULL, %p) = %s\n",
	       r, out_arg(buf, "\"0123456789abcdefghijklmnopqrstuv\"..."), (void *)&alen, sprintrc(rc));
	rc = syscall(SYS_sendto, w, "lost", 4, 0, &rs, 16);
	printf("sendto(%d, \"lost\", 4, 0, %s, 16) = %s\n", w, rtext, sprintrc(rc));
	rc = syscall(SYS_recvfrom, r, buf, sizeof(buf), 0, &from, NULL);
	printf("recvfrom(%d, %p, 64, 0, %p, NULL) = %s\n", r, buf, (void *)&from, sprintrc(rc));
	rc = syscall(SYS_sendto, w, "\0\1\t\"\\\3779", 7, MSG_CONFIRM, &rs, 16);
	printf("sendto(%d, \"\\0\\1\\t\\\"\\\\\\3779\", 7, MSG_CONFIRM, %s, 16) = %s\n", w, rtext, sprintrc(rc));
	rc = syscall(SYS_recvfrom, r, buf, sizeof(buf), 0x80000000, NULL, NULL);
	printf("recvfrom(%d, %s, 64, MSG_CMSG_COMPAT, NULL, NULL) = %s\n",
	       r, out_arg(buf, "\"\\0\\1\\t\\\"\\\\\\3779\""), sprintrc(rc));

	/* Failures: the buffer and address as pointers, the length as it was given. */
	alen = sizeof(from);
	rc = syscall(SYS_recvfrom, r, buf, sizeof(buf), MSG_DONTWAIT, &from, &alen);
	printf("recvfrom(%d, %p, 64, MSG_DONTWAIT, %p, [128]) = %s\n",
	       r, buf, (void *)&from, sprintrc(rc));
	rc = syscall(SYS_recvfrom, -1, buf, sizeof(buf), 0x4000000, BAD_ADDR, &alen);
	printf("recvfrom(-1, %p, 64, MSG_ZEROCOPY, %s, [128]) = %s\n",
	       buf, sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_recvfrom, -1, buf, sizeof(buf), 0x400000, &from, BAD_ADDR);
	printf("recvfrom(-1, %p, 64, 0x400000 /* MSG_??? */, %p, %s) = %s\n",
	       buf, (void *)&from, sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_sendto, w, BAD_ADDR, 3, 0, BAD_ADDR, 16);
	printf("sendto(%d, %s, 3, 0, %s, 16) = %s\n", w, sprintaddr(BAD_ADDR),
	       sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_sendto, w, NULL, 0, 0, &rs, 1);
	printf("sendto(%d, NULL, 0, 0, %p, 1) = %s\n", w, (void *)&rs, sprintrc(rc));

	/* A buffer ending at a page end: shown when the length fits, else its address,
	 * also when the length goes past -s. */
	char *tail = tail_alloc(5);
	memcpy(tail, "tail!", 5);
	rc = syscall(SYS_sendto, w, tail, 5, 0, &rs, 16);
	printf("sendto(%d, \"tail!\", 5, 0, %s, 16) = %s\n", w, rtext, sprintrc(rc));
	rc = syscall(SYS_sendto, w, tail, 6, 0, &rs, 16);
	printf("sendto(%d, %p, 6, 0, %s, 16) = %s\n", w, tail, rtext, sprintrc(rc));
	rc = syscall(SYS_sendto, w, tail, 40, 0, &rs, 16);
	printf("sendto(%d, %p, 40, 0, %s, 16) = %s\n", w, tail, rtext, sprintrc(rc));
	rc = syscall(SYS_recvfrom, r, buf, 3, 0, NULL, NULL);
	printf("recvfrom(%d, %s, 3, 0, NULL, NULL) = %s\n", r, out_arg(buf, "\"tai\""), sprintrc(rc));

	/* TCP: no address at all. */
	int l = socket(AF_INET, SOCK_STREAM, 0);
	struct sockaddr_in ts = rs;
	ts.sin_port = 0;
	len = sizeof(ts);
	if (l < 0 || bind(l, (void *)&ts, sizeof(ts)) || listen(l, 1) ||
	    getsockname(l, (void *)&ts, &len))
		perror_msg_and_fail("tcp setup");
	int c = socket(AF_INET, SOCK_STREAM, 0);
	if (c < 0 || connect(c, (void *)&ts, sizeof(ts)))
		perror_msg_and_fail("connect");
	int a = accept(l, NULL, NULL);
	if (a < 0)
		perror_msg_and_fail("accept");
	rc = syscall(SYS_sendto, c, "stream\0data", 11, MSG_NOSIGNAL, NULL, 0);
	printf("sendto(%d, \"stream\\0data\", 11, MSG_NOSIGNAL, NULL, 0) = %s\n", c, sprintrc(rc));
	rc = syscall(SYS_sendto, c, "", 0, 0, NULL, 0);
	printf("sendto(%d, \"\", 0, 0, NULL, 0) = %s\n", c, sprintrc(rc));
	alen = sizeof(from);
	rc = syscall(SYS_recvfrom, a, buf, sizeof(buf), 0, &from, &alen);
	printf("recvfrom(%d, %s, 64, 0, %p, %s) = %s\n", a, out_arg(buf, "\"stream\\0data\""),
	       (void *)&from, inout_len(128, 0), sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
