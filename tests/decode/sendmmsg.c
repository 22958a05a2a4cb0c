/* systrace: -e trace=sendmmsg,recvmmsg */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * sendmmsg, recvmmsg: arrays of struct mmsghdr with msg_len for the messages done,
 * names whose length changed, timeouts at entry and what is left at exit ("Timeout").
 */
#include "tests.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <time.h>

#define EMPTY_HDR "msg_controllen=0, msg_flags=0"

static char *sprint_sin(const struct sockaddr_in *sin)
{
	static char buf[128];
	snprintf(buf, sizeof(buf),
		 "{sa_family=AF_INET, sin_port=htons(%u), sin_addr=inet_addr(\"%s\")}",
		 ntohs(sin->sin_port), inet_ntoa(sin->sin_addr));
	return buf;
}

/* ", msg_len=N", which shows only when the result is known. */
static const char *msg_len(unsigned int n)
{
	char text[32];
	snprintf(text, sizeof(text), ", msg_len=%u", n);
	return sprint_alt("", text);
}

int main(void)
{
	long rc;
	int sv[2];
	if (socketpair(AF_UNIX, SOCK_DGRAM, 0, sv))
		perror_msg_and_fail("socketpair");

	char d1[] = "hello", d2[] = "world!";
	struct iovec iov[2] = { { d1, 5 }, { d2, 6 } };
	struct mmsghdr mm[3] = {
		{ .msg_hdr = { .msg_iov = &iov[0], .msg_iovlen = 1 } },
		{ .msg_hdr = { .msg_iov = &iov[1], .msg_iovlen = 1 } },
		{ .msg_hdr = { .msg_iov = iov, .msg_iovlen = 2 } },
	};
	rc = syscall(SYS_sendmmsg, sv[0], mm, 3, MSG_DONTWAIT);
	printf("sendmmsg(%d, [{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"hello\", "
	       "iov_len=5}], msg_iovlen=1, " EMPTY_HDR "}%s}, {msg_hdr={msg_name=NULL, "
	       "msg_namelen=0, msg_iov=[{iov_base=\"world!\", iov_len=6}], msg_iovlen=1, " EMPTY_HDR
	       "}%s}, {msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"hello\", "
	       "iov_len=5}, {iov_base=\"world!\", iov_len=6}], msg_iovlen=2, " EMPTY_HDR
	       "}%s}], 3, MSG_DONTWAIT) = %s\n", sv[0], msg_len(5), msg_len(6), msg_len(11),
	       sprintrc(rc));

	/* The messages are inputs: shown when the call fails, without msg_len. */
	rc = syscall(SYS_sendmmsg, -1, mm, 2, 0);
	printf("sendmmsg(-1, [{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"hello\", "
	       "iov_len=5}], msg_iovlen=1, " EMPTY_HDR "}}, {msg_hdr={msg_name=NULL, msg_namelen=0, "
	       "msg_iov=[{iov_base=\"world!\", iov_len=6}], msg_iovlen=1, " EMPTY_HDR "}}], 2, 0) = %s\n",
	       sprintrc(rc));
	rc = syscall(SYS_sendmmsg, sv[0], BAD_ADDR, 3, 0);
	printf("sendmmsg(%d, %s, 3, 0) = %s\n", sv[0], sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_sendmmsg, sv[0], NULL, 3, 0);
	printf("sendmmsg(%d, NULL, 3, 0) = %s\n", sv[0], sprintrc(rc));
	rc = syscall(SYS_sendmmsg, sv[0], mm, 0, 0);
	printf("sendmmsg(%d, [], 0, 0) = %s\n", sv[0], sprintrc(rc));

	/* The array ends at a page end: the entry past it is unreadable. */
	struct mmsghdr *tail = tail_alloc(sizeof(mm[0]));
	*tail = mm[0];
	rc = syscall(SYS_sendmmsg, sv[0], tail, 2, 0x100000);
	printf("sendmmsg(%d, [{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"hello\", "
	       "iov_len=5}], msg_iovlen=1, " EMPTY_HDR "}%s}, ... /* %p */], 2, "
	       "0x100000 /* MSG_??? */) = %s\n", sv[0], msg_len(5), (void *)(tail + 1), sprintrc(rc));

	/* recvmmsg: data up to each msg_len, the timeout before and after. */
	char r[4][8];
	struct iovec riov[4] = { { r[0], 8 }, { r[1], 8 }, { r[2], 8 }, { r[3], 8 } };
	struct mmsghdr rm[4];
	memset(rm, 0, sizeof(rm));
	for (int i = 0; i < 4; i++) {
		rm[i].msg_hdr.msg_iov = &riov[i];
		rm[i].msg_hdr.msg_iovlen = 1;
	}
	rc = syscall(SYS_recvmmsg, sv[1], rm, 2, MSG_DONTWAIT, NULL);
	printf("recvmmsg(%d, %s, 2, MSG_DONTWAIT, NULL) = %s\n", sv[1],
	       out_arg(rm, "[{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"hello\", "
		       "iov_len=8}], msg_iovlen=1, " EMPTY_HDR "}, msg_len=5}, {msg_hdr={msg_name=NULL, "
		       "msg_namelen=0, msg_iov=[{iov_base=\"world!\", iov_len=8}], msg_iovlen=1, "
		       EMPTY_HDR "}, msg_len=6}]"), sprintrc(rc));
	struct timespec ts = { 1, 0 };
	rc = syscall(SYS_recvmmsg, sv[1], rm, 3, MSG_DONTWAIT, &ts);
	printf("recvmmsg(%d, %s, 3, MSG_DONTWAIT, {tv_sec=1, tv_nsec=0}) = %s "
	       "(left {tv_sec=%lld, tv_nsec=%llu})\n", sv[1],
	       out_arg(rm, "[{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"hellowor\", "
		       "iov_len=8}], msg_iovlen=1, msg_controllen=0, msg_flags=MSG_TRUNC}, msg_len=8}, "
		       "{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"hello\", "
		       "iov_len=8}], msg_iovlen=1, " EMPTY_HDR "}, msg_len=5}]"),
	       sprintrc(rc), (long long)ts.tv_sec, (unsigned long long)ts.tv_nsec);
	struct timespec ts2 = ts;
	rc = syscall(SYS_recvmmsg, sv[1], rm, 3, MSG_DONTWAIT, &ts);
	printf("recvmmsg(%d, %p, 3, MSG_DONTWAIT, {tv_sec=%lld, tv_nsec=%llu}) = %s\n", sv[1],
	       (void *)rm, (long long)ts2.tv_sec, (unsigned long long)ts2.tv_nsec, sprintrc(rc));
	rc = syscall(SYS_recvmmsg, sv[1], rm, 3, 0, BAD_ADDR);
	printf("recvmmsg(%d, %p, 3, 0, %s) = %s\n", sv[1], (void *)rm, sprintaddr(BAD_ADDR),
	       sprintrc(rc));
	rc = syscall(SYS_recvmmsg, sv[1], rm, 0, 0, NULL);
	printf("recvmmsg(%d, %s, 0, 0, NULL) = %s (Timeout)\n", sv[1], out_arg(rm, "[]"), sprintrc(rc));
	rc = syscall(SYS_recvmmsg, sv[1], NULL, 3, MSG_WAITFORONE, NULL);
	printf("recvmmsg(%d, NULL, 3, MSG_WAITFORONE, NULL) = %s\n", sv[1], sprintrc(rc));

	/* Names: the length given at entry => the one the kernel wrote. */
	struct sockaddr_in rs = { .sin_family = AF_INET }, ws;
	rs.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	ws = rs;
	int ur = socket(AF_INET, SOCK_DGRAM, 0), uw = socket(AF_INET, SOCK_DGRAM, 0);
	socklen_t len = sizeof(rs);
	if (ur < 0 || uw < 0 || bind(ur, (void *)&rs, sizeof(rs)) || bind(uw, (void *)&ws, sizeof(ws)) ||
	    getsockname(ur, (void *)&rs, &len) || getsockname(uw, (void *)&ws, &len) ||
	    sendto(uw, "a", 1, 0, (void *)&rs, sizeof(rs)) != 1 ||
	    sendto(uw, "bc", 2, 0, (void *)&rs, sizeof(rs)) != 2)
		perror_msg_and_fail("udp setup");
	struct sockaddr_in n1, n2;
	rm[0].msg_hdr.msg_name = &n1;
	rm[0].msg_hdr.msg_namelen = 100;
	rm[1].msg_hdr.msg_name = &n2;
	rm[1].msg_hdr.msg_namelen = sizeof(n2);
	rc = syscall(SYS_recvmmsg, ur, rm, 2, 0, NULL);
	if (rc != 2)
		perror_msg_and_fail("recvmmsg");
	char wtext[128];
	snprintf(wtext, sizeof(wtext), "%s", sprint_sin(&ws));
	printf("recvmmsg(%d, %s, 2, 0, NULL) = 2\n", ur,
	       out_argf(rm, "[{msg_hdr={msg_name=%s, msg_namelen=100 => 16, msg_iov=[{iov_base=\"a\", "
			"iov_len=8}], msg_iovlen=1, " EMPTY_HDR "}, msg_len=1}, {msg_hdr={msg_name=%s, "
			"msg_namelen=16, msg_iov=[{iov_base=\"bc\", iov_len=8}], msg_iovlen=1, "
			EMPTY_HDR "}, msg_len=2}]", wtext, wtext));

	/* More than -s entries: "..." after 32 of them. */
	struct mmsghdr many[34];
	for (int i = 0; i < 34; i++)
		many[i] = mm[0];
	rc = syscall(SYS_sendmmsg, sv[0], many, 34, MSG_DONTWAIT);
	printf("sendmmsg(%d, [", sv[0]);
	for (int i = 0; i < 32; i++)
		printf("{msg_hdr={msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"hello\", "
		       "iov_len=5}], msg_iovlen=1, " EMPTY_HDR "}%s}, ", i < rc ? msg_len(5) : "");
	printf("...], 34, MSG_DONTWAIT) = %s\n", sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
