/* systrace: -e trace=sendmsg,recvmsg */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * sendmsg, recvmsg: struct msghdr with its name, iovecs (data cut at the result) and
 * control messages (SCM_RIGHTS, SCM_CREDENTIALS, IP_* and the rest), failures,
 * unreadable and truncated structures.
 */
#include "tests.h"

#include <arpa/inet.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stdbool.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/uio.h>

#ifndef SCM_SECURITY
# define SCM_SECURITY 3
#endif

static char *sprint_sin(const struct sockaddr_in *sin)
{
	static char buf[2][128];
	static int n;
	char *b = buf[n++ % 2];
	snprintf(b, sizeof(buf[0]),
		 "{sa_family=AF_INET, sin_port=htons(%u), sin_addr=inet_addr(\"%s\")}",
		 ntohs(sin->sin_port), inet_ntoa(sin->sin_addr));
	return b;
}

static const char *sprint_ifindex(unsigned int idx)
{
	static char b[64];
	char name[IF_NAMESIZE];
	if (if_indextoname(idx, name))
		snprintf(b, sizeof(b), "if_nametoindex(\"%s\")", name);
	else
		snprintf(b, sizeof(b), "%u", idx);
	return b;
}

/* The control messages recvmsg got, as systrace prints them (the kinds used here). */
/* The text of a received msghdr, built in a memory stream (print_cmsgs writes to one). */
static char *known_buf;
static size_t known_len;

static FILE *known_text(void)
{
	FILE *f = open_memstream(&known_buf, &known_len);
	if (!f)
		perror_msg_and_fail("open_memstream");
	return f;
}

/* recvmsg's msghdr: the received one, or, when the result is unknown, only the name
 * length it was given (as for a failed call). */
static const char *recvmsg_alt(FILE *f, int namelen)
{
	char unknown[32];
	if (fclose(f))
		perror_msg_and_fail("fclose");
	snprintf(unknown, sizeof(unknown), "{msg_namelen=%d}", namelen);
	const char *r = sprint_alt(unknown, known_buf);
	free(known_buf);
	known_buf = NULL;
	return r;
}

static void print_cmsgs(FILE *out, struct msghdr *m)
{
	fprintf(out, "[");
	for (struct cmsghdr *c = CMSG_FIRSTHDR(m); c; c = CMSG_NXTHDR(m, c)) {
		if (c != CMSG_FIRSTHDR(m))
			fprintf(out, ", ");
		fprintf(out, "{cmsg_len=%zu, cmsg_level=", (size_t)c->cmsg_len);
		const unsigned char *d = CMSG_DATA(c);
		if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
			fprintf(out, "SOL_SOCKET, cmsg_type=SCM_RIGHTS, cmsg_data=[");
			for (size_t i = 0; i < (c->cmsg_len - CMSG_LEN(0)) / sizeof(int); i++)
				fprintf(out, "%s%d", i ? ", " : "", ((int *)d)[i]);
			fprintf(out, "]}");
		} else if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_CREDENTIALS) {
			struct ucred uc;
			memcpy(&uc, d, sizeof(uc));
			fprintf(out, "SOL_SOCKET, cmsg_type=SCM_CREDENTIALS, cmsg_data={pid=%d, uid=%u, gid=%u}}",
			       uc.pid, uc.uid, uc.gid);
		} else if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SO_TIMESTAMP_OLD) {
			struct timeval tv;
			memcpy(&tv, d, sizeof(tv));
			fprintf(out, "SOL_SOCKET, cmsg_type=SO_TIMESTAMP_OLD, cmsg_data={tv_sec=%lld, tv_usec=%llu}}",
			       (long long)tv.tv_sec, (unsigned long long)tv.tv_usec);
		} else if (c->cmsg_level == SOL_IP && c->cmsg_type == IP_PKTINFO) {
			struct in_pktinfo pi;
			memcpy(&pi, d, sizeof(pi));
			fprintf(out, "SOL_IP, cmsg_type=IP_PKTINFO, cmsg_data={ipi_ifindex=%s, ",
			       sprint_ifindex(pi.ipi_ifindex));
			fprintf(out, "ipi_spec_dst=inet_addr(\"%s\"), ", inet_ntoa(pi.ipi_spec_dst));
			fprintf(out, "ipi_addr=inet_addr(\"%s\")}}", inet_ntoa(pi.ipi_addr));
		} else if (c->cmsg_level == SOL_IP && c->cmsg_type == IP_TTL) {
			fprintf(out, "SOL_IP, cmsg_type=IP_TTL, cmsg_data=[%u]}", *(unsigned int *)d);
		} else if (c->cmsg_level == SOL_IP && c->cmsg_type == IP_TOS) {
			fprintf(out, "SOL_IP, cmsg_type=IP_TOS, cmsg_data=[%#x]}", d[0]);
		} else {
			fprintf(out, "?}");
		}
	}
	fprintf(out, "]");
}

static void test_unix(void)
{
	int sv[2];
	if (socketpair(AF_UNIX, SOCK_DGRAM, 0, sv) ||
	    setsockopt(sv[1], SOL_SOCKET, SO_PASSCRED, &(int){ 1 }, sizeof(int)))
		perror_msg_and_fail("socketpair");
	long rc;
	char d1[] = "hello", d2[] = "world!";
	struct iovec iov[2] = { { d1, 5 }, { d2, 6 } };
	union {
		char buf[CMSG_SPACE(sizeof(int) * 2) + CMSG_SPACE(sizeof(struct ucred))];
		struct cmsghdr align;
	} cb;
	memset(&cb, 0, sizeof(cb));
	struct msghdr m = {
		.msg_iov = iov, .msg_iovlen = 2,
		.msg_control = cb.buf, .msg_controllen = sizeof(cb.buf),
	};
	struct cmsghdr *c = CMSG_FIRSTHDR(&m);
	c->cmsg_level = SOL_SOCKET;
	c->cmsg_type = SCM_RIGHTS;
	c->cmsg_len = CMSG_LEN(sizeof(int) * 2);
	memcpy(CMSG_DATA(c), (int[]){ 0, 2 }, sizeof(int) * 2);
	c = CMSG_NXTHDR(&m, c);
	c->cmsg_level = SOL_SOCKET;
	c->cmsg_type = SCM_CREDENTIALS;
	c->cmsg_len = CMSG_LEN(sizeof(struct ucred));
	struct ucred uc = { getpid(), getuid(), getgid() };
	memcpy(CMSG_DATA(c), &uc, sizeof(uc));

	rc = syscall(SYS_sendmsg, sv[0], &m, MSG_DONTWAIT);
	printf("sendmsg(%d, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"hello\", iov_len=5}, "
	       "{iov_base=\"world!\", iov_len=6}], msg_iovlen=2, msg_control=[{cmsg_len=%zu, "
	       "cmsg_level=SOL_SOCKET, cmsg_type=SCM_RIGHTS, cmsg_data=[0, 2]}, {cmsg_len=%zu, "
	       "cmsg_level=SOL_SOCKET, cmsg_type=SCM_CREDENTIALS, cmsg_data={pid=%d, uid=%u, gid=%u}}], "
	       "msg_controllen=%zu, msg_flags=0}, MSG_DONTWAIT) = %s\n",
	       sv[0], CMSG_LEN(sizeof(int) * 2), CMSG_LEN(sizeof(struct ucred)), uc.pid, uc.uid,
	       uc.gid, sizeof(cb.buf), sprintrc(rc));

	/* The data shown stops at the result: "hell" + "oworld!". */
	char r1[4], r2[64];
	struct iovec riov[2] = { { r1, 4 }, { r2, 64 } };
	union {
		char buf[256];
		struct cmsghdr align;
	} rcb;
	struct msghdr rm = {
		.msg_iov = riov, .msg_iovlen = 2,
		.msg_control = rcb.buf, .msg_controllen = sizeof(rcb.buf),
	};
	rc = syscall(SYS_recvmsg, sv[1], &rm, MSG_CMSG_CLOEXEC);
	if (rc < 0)
		perror_msg_and_fail("recvmsg");
	FILE *f = known_text();
	fprintf(f, "{msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"hell\", iov_len=4}, "
		"{iov_base=\"oworld!\", iov_len=64}], msg_iovlen=2, msg_control=");
	print_cmsgs(f, &rm);
	fprintf(f, ", msg_controllen=%zu, msg_flags=MSG_CMSG_CLOEXEC}", (size_t)rm.msg_controllen);
	printf("recvmsg(%d, %s, MSG_CMSG_CLOEXEC) = %ld\n", sv[1], recvmsg_alt(f, 0), rc);

	/* A failed recvmsg shows only the name length it was given. */
	rm.msg_namelen = 5;
	rc = syscall(SYS_recvmsg, sv[1], &rm, MSG_DONTWAIT);
	printf("recvmsg(%d, {msg_namelen=5}, MSG_DONTWAIT) = %s\n", sv[1], sprintrc(rc));
	rc = syscall(SYS_recvmsg, sv[1], BAD_ADDR, MSG_DONTWAIT);
	printf("recvmsg(%d, %s, MSG_DONTWAIT) = %s\n", sv[1], sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_recvmsg, sv[1], NULL, MSG_DONTWAIT | MSG_PEEK);
	printf("recvmsg(%d, NULL, MSG_PEEK|MSG_DONTWAIT) = %s\n", sv[1], sprintrc(rc));
	rc = syscall(SYS_sendmsg, sv[0], NULL, 0);
	printf("sendmsg(%d, NULL, 0) = %s\n", sv[0], sprintrc(rc));
	rc = syscall(SYS_sendmsg, sv[0], BAD_ADDR, 0);
	printf("sendmsg(%d, %s, 0) = %s\n", sv[0], sprintaddr(BAD_ADDR), sprintrc(rc));

	/* A msghdr ending at a page end, and one cut short by it. */
	struct msghdr *tm = tail_alloc(sizeof(*tm));
	memset(tm, 0, sizeof(*tm));
	tm->msg_iov = iov;
	tm->msg_iovlen = 1;
	rc = syscall(SYS_sendmsg, sv[0], tm, 0);
	printf("sendmsg(%d, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"hello\", iov_len=5}], "
	       "msg_iovlen=1, msg_controllen=0, msg_flags=0}, 0) = %s\n", sv[0], sprintrc(rc));
	rc = syscall(SYS_sendmsg, sv[0], (char *)tm + 8, 0);
	printf("sendmsg(%d, %p, 0) = %s\n", sv[0], (char *)tm + 8, sprintrc(rc));
	close(sv[0]);
	close(sv[1]);
}

static void test_inet(void)
{
	long rc;
	struct sockaddr_in rs = { .sin_family = AF_INET }, ws;
	rs.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	ws = rs;
	int r = socket(AF_INET, SOCK_DGRAM, 0), w = socket(AF_INET, SOCK_DGRAM, 0);
	socklen_t len = sizeof(rs);
	int one = 1;
	if (r < 0 || w < 0 || bind(r, (void *)&rs, sizeof(rs)) || bind(w, (void *)&ws, sizeof(ws)) ||
	    getsockname(r, (void *)&rs, &len) || getsockname(w, (void *)&ws, &len) ||
	    setsockopt(r, SOL_IP, IP_PKTINFO, &one, sizeof(one)) ||
	    setsockopt(r, SOL_IP, IP_RECVTTL, &one, sizeof(one)) ||
	    setsockopt(r, SOL_IP, IP_RECVTOS, &one, sizeof(one)) ||
	    setsockopt(r, SOL_SOCKET, SO_TIMESTAMP, &one, sizeof(one)))
		perror_msg_and_fail("udp setup");

	char data[] = "ping";
	struct iovec iov = { data, 4 };
	struct msghdr m = { .msg_name = &rs, .msg_namelen = sizeof(rs), .msg_iov = &iov, .msg_iovlen = 1 };
	char rtext[128];
	snprintf(rtext, sizeof(rtext), "%s", sprint_sin(&rs));
	rc = syscall(SYS_sendmsg, w, &m, 0);
	printf("sendmsg(%d, {msg_name=%s, msg_namelen=16, msg_iov=[{iov_base=\"ping\", iov_len=4}], "
	       "msg_iovlen=1, msg_controllen=0, msg_flags=0}, 0) = %s\n", w, rtext, sprintrc(rc));

	char buf[16];
	union {
		char buf[512];
		struct cmsghdr align;
	} cb;
	struct sockaddr_in from;
	struct iovec riov = { buf, sizeof(buf) };
	struct msghdr rm = {
		.msg_name = &from, .msg_namelen = sizeof(from) + 4, .msg_iov = &riov, .msg_iovlen = 1,
		.msg_control = cb.buf, .msg_controllen = sizeof(cb.buf),
	};
	rc = syscall(SYS_recvmsg, r, &rm, 0);
	if (rc < 0)
		perror_msg_and_fail("recvmsg");
	FILE *f = known_text();
	fprintf(f, "{msg_name=%s, msg_namelen=20 => 16, msg_iov=[{iov_base=\"ping\", iov_len=16}], "
		"msg_iovlen=1, msg_control=", sprint_sin(&from));
	print_cmsgs(f, &rm);
	fprintf(f, ", msg_controllen=%zu, msg_flags=0}", (size_t)rm.msg_controllen);
	printf("recvmsg(%d, %s, 0) = %ld\n", r, recvmsg_alt(f, 20), rc);

	/* A short name buffer: the family and what fits; a control buffer cut short. */
	rc = syscall(SYS_sendmsg, w, &m, 0);
	printf("sendmsg(%d, {msg_name=%s, msg_namelen=16, msg_iov=[{iov_base=\"ping\", iov_len=4}], "
	       "msg_iovlen=1, msg_controllen=0, msg_flags=0}, 0) = %s\n", w, rtext, sprintrc(rc));
	rm.msg_namelen = 4;
	rm.msg_controllen = CMSG_SPACE(sizeof(struct timeval)) + 8;
	rc = syscall(SYS_recvmsg, r, &rm, 0);
	if (rc < 0)
		perror_msg_and_fail("recvmsg");
	f = known_text();
	fprintf(f, "{msg_name={sa_family=AF_INET, sa_data=%s}, msg_namelen=4 => 16, "
		"msg_iov=[{iov_base=\"ping\", iov_len=16}], msg_iovlen=1, msg_control=",
		sprint_quoted((void *)&ws.sin_port, 2, 0));
	print_cmsgs(f, &rm);
	fprintf(f, ", msg_controllen=%zu, msg_flags=MSG_CTRUNC}", (size_t)rm.msg_controllen);
	printf("recvmsg(%d, %s, 0) = %ld\n", r, recvmsg_alt(f, 4), rc);

	/* Unusual iovecs and control buffers (sent to a UDP socket: most fail). */
	m.msg_iov = BAD_ADDR;
	rc = syscall(SYS_sendmsg, w, &m, 0);
	printf("sendmsg(%d, {msg_name=%s, msg_namelen=16, msg_iov=%s, msg_iovlen=1, "
	       "msg_controllen=0, msg_flags=0}, 0) = %s\n", w, rtext, sprintaddr(BAD_ADDR), sprintrc(rc));
	m.msg_iov = NULL;
	m.msg_iovlen = 0;
	m.msg_name = NULL;
	m.msg_namelen = 3;
	rc = syscall(SYS_sendmsg, w, &m, MSG_DONTWAIT);
	printf("sendmsg(%d, {msg_name=NULL, msg_namelen=3, msg_iov=NULL, msg_iovlen=0, "
	       "msg_controllen=0, msg_flags=0}, MSG_DONTWAIT) = %s\n", w, sprintrc(rc));
	struct iovec iov2[2] = { { data, 4 }, { BAD_ADDR, 7 } };
	struct iovec *tiov = tail_alloc(sizeof(iov2));
	memcpy(tiov, iov2, sizeof(iov2));
	m.msg_name = &rs;
	m.msg_namelen = sizeof(rs);
	m.msg_iov = tiov;
	m.msg_iovlen = 3;
	m.msg_flags = MSG_EOR | 0x100000;
	rc = syscall(SYS_sendmsg, w, &m, 0);
	printf("sendmsg(%d, {msg_name=%s, msg_namelen=16, msg_iov=[{iov_base=\"ping\", iov_len=4}, "
	       "{iov_base=%s, iov_len=7}, ... /* %p */], msg_iovlen=3, msg_controllen=0, "
	       "msg_flags=MSG_EOR|0x100000}, 0) = %s\n",
	       w, rtext, sprintaddr(BAD_ADDR), (void *)(tiov + 2), sprintrc(rc));
	m.msg_iov = tiov;
	m.msg_iovlen = 0;
	m.msg_flags = 0;
	m.msg_control = BAD_ADDR;
	m.msg_controllen = 20;
	rc = syscall(SYS_sendmsg, w, &m, 0);
	printf("sendmsg(%d, {msg_name=%s, msg_namelen=16, msg_iov=[], msg_iovlen=0, msg_control=%s, "
	       "msg_controllen=20, msg_flags=0}, 0) = %s\n", w, rtext, sprintaddr(BAD_ADDR), sprintrc(rc));
	m.msg_control = cb.buf;
	m.msg_controllen = 4;
	rc = syscall(SYS_sendmsg, w, &m, 0);
	printf("sendmsg(%d, {msg_name=%s, msg_namelen=16, msg_iov=[], msg_iovlen=0, msg_control=%p, "
	       "msg_controllen=4, msg_flags=0}, 0) = %s\n", w, rtext, cb.buf, sprintrc(rc));

	/* Crafted control messages of every kind decoded, and some that are not. */
	union {
		char b[512];
		struct cmsghdr align;
	} u;
	memset(&u, 0, sizeof(u));
	char *p = u.b;
	struct cmsghdr *c = (void *)p;
	c->cmsg_len = CMSG_LEN(sizeof(struct in_pktinfo));
	c->cmsg_level = SOL_IP;
	c->cmsg_type = IP_PKTINFO;
	struct in_pktinfo pi = { .ipi_ifindex = 123456 };
	inet_pton(AF_INET, "127.0.0.1", &pi.ipi_spec_dst);
	inet_pton(AF_INET, "10.1.2.3", &pi.ipi_addr);
	memcpy(CMSG_DATA(c), &pi, sizeof(pi));
	p += CMSG_SPACE(sizeof(pi));
	c = (void *)p;
	c->cmsg_len = CMSG_LEN(3);
	c->cmsg_level = SOL_IP;
	c->cmsg_type = IP_TOS;
	memcpy(CMSG_DATA(c), "\x10\0\xff", 3);
	p += CMSG_SPACE(3);
	c = (void *)p;
	c->cmsg_len = CMSG_LEN(8);
	c->cmsg_level = SOL_IP;
	c->cmsg_type = IP_TTL;
	memcpy(CMSG_DATA(c), "\x40\0\0\0\x01\0\0\0", 8);
	p += CMSG_SPACE(8);
	c = (void *)p;
	c->cmsg_len = CMSG_LEN(5);
	c->cmsg_level = SOL_SOCKET;
	c->cmsg_type = SCM_SECURITY;
	memcpy(CMSG_DATA(c), "ab\0c\n", 5);
	p += CMSG_SPACE(5);
	c = (void *)p;
	c->cmsg_len = CMSG_LEN(8);
	c->cmsg_level = SOL_SOCKET;
	c->cmsg_type = SO_TIMESTAMP_OLD;
	p += CMSG_SPACE(8);
	c = (void *)p;
	c->cmsg_len = CMSG_LEN(sizeof(struct ucred));
	c->cmsg_level = SOL_SOCKET;
	c->cmsg_type = SCM_CREDENTIALS;
	memcpy(CMSG_DATA(c), "\1\0\0\0\xff\xff\xff\xff\xfe\xff\xff\xff", 12);
	p += CMSG_SPACE(sizeof(struct ucred));
	c = (void *)p;
	c->cmsg_len = CMSG_LEN(16);
	c->cmsg_level = SOL_IP;
	c->cmsg_type = IP_ORIGDSTADDR;
	memcpy(CMSG_DATA(c), "\2\0\0\x50\1\2\3\4\0\0\0\0\0\0\0\0", 16);
	p += CMSG_SPACE(16);
	c = (void *)p;
	c->cmsg_len = CMSG_LEN(4);
	c->cmsg_level = SOL_IP;
	c->cmsg_type = 99;
	p += CMSG_SPACE(4);
	c = (void *)p;
	c->cmsg_len = CMSG_LEN(4);
	c->cmsg_level = 99;
	c->cmsg_type = 7;
	p += CMSG_SPACE(4);
	c = (void *)p;
	c->cmsg_len = CMSG_LEN(4);
	c->cmsg_level = SOL_SOCKET;
	c->cmsg_type = 99;
	p += CMSG_SPACE(4);
	c = (void *)p;
	c->cmsg_len = CMSG_LEN(2);
	c->cmsg_level = SOL_SOCKET;
	c->cmsg_type = SCM_RIGHTS;
	p += CMSG_SPACE(2);
	m.msg_control = u.b;
	m.msg_controllen = p - u.b;
	rc = syscall(SYS_sendmsg, w, &m, MSG_DONTWAIT);
	printf("sendmsg(%d, {msg_name=%s, msg_namelen=16, msg_iov=[], msg_iovlen=0, msg_control=["
	       "{cmsg_len=28, cmsg_level=SOL_IP, cmsg_type=IP_PKTINFO, cmsg_data={ipi_ifindex=%s, "
	       "ipi_spec_dst=inet_addr(\"127.0.0.1\"), ipi_addr=inet_addr(\"10.1.2.3\")}}, "
	       "{cmsg_len=19, cmsg_level=SOL_IP, cmsg_type=IP_TOS, cmsg_data=[0x10, 0, 0xff]}, "
	       "{cmsg_len=24, cmsg_level=SOL_IP, cmsg_type=IP_TTL, cmsg_data=[64, 1]}, "
	       "{cmsg_len=21, cmsg_level=SOL_SOCKET, cmsg_type=SCM_SECURITY, cmsg_data=\"ab\\0c\\n\"}, "
	       "{cmsg_len=24, cmsg_level=SOL_SOCKET, cmsg_type=SO_TIMESTAMP_OLD, cmsg_data=???}, "
	       "{cmsg_len=28, cmsg_level=SOL_SOCKET, cmsg_type=SCM_CREDENTIALS, cmsg_data={pid=1, uid=-1, gid=4294967294}}, "
	       "{cmsg_len=32, cmsg_level=SOL_IP, cmsg_type=IP_ORIGDSTADDR, cmsg_data={sa_family=AF_INET, "
	       "sin_port=htons(80), sin_addr=inet_addr(\"1.2.3.4\")}}, "
	       "{cmsg_len=20, cmsg_level=SOL_IP, cmsg_type=0x63 /* IP_??? */}, "
	       "{cmsg_len=20, cmsg_level=0x63 /* SOL_??? */, cmsg_type=0x7}, "
	       "{cmsg_len=20, cmsg_level=SOL_SOCKET, cmsg_type=0x63 /* SCM_??? */}, "
	       "{cmsg_len=18, cmsg_level=SOL_SOCKET, cmsg_type=SCM_RIGHTS}], msg_controllen=%zu, "
	       "msg_flags=0}, MSG_DONTWAIT) = %s\n",
	       w, rtext, sprint_ifindex(123456), (size_t)m.msg_controllen, sprintrc(rc));

	/* cmsg_len past the buffer, too small, and bytes left over after the last one. */
	c = (void *)u.b;
	c->cmsg_len = 200;
	c->cmsg_level = SOL_SOCKET;
	c->cmsg_type = SCM_RIGHTS;
	memcpy(CMSG_DATA(c), (int[]){ 5, 6 }, 8);
	m.msg_controllen = 24;
	rc = syscall(SYS_sendmsg, w, &m, 0);
	printf("sendmsg(%d, {msg_name=%s, msg_namelen=16, msg_iov=[], msg_iovlen=0, msg_control="
	       "[{cmsg_len=200, cmsg_level=SOL_SOCKET, cmsg_type=SCM_RIGHTS, cmsg_data=[5, 6]}], "
	       "msg_controllen=24, msg_flags=0}, 0) = %s\n", w, rtext, sprintrc(rc));
	c->cmsg_len = 3;
	rc = syscall(SYS_sendmsg, w, &m, 0);
	printf("sendmsg(%d, {msg_name=%s, msg_namelen=16, msg_iov=[], msg_iovlen=0, msg_control="
	       "[{cmsg_len=3, cmsg_level=SOL_SOCKET, cmsg_type=SCM_RIGHTS}, ... /* %p */], "
	       "msg_controllen=24, msg_flags=0}, 0) = %s\n", w, rtext, u.b + 16, sprintrc(rc));
	c->cmsg_len = CMSG_LEN(4);
	m.msg_controllen = 32;
	rc = syscall(SYS_sendmsg, w, &m, 0);
	printf("sendmsg(%d, {msg_name=%s, msg_namelen=16, msg_iov=[], msg_iovlen=0, msg_control="
	       "[{cmsg_len=20, cmsg_level=SOL_SOCKET, cmsg_type=SCM_RIGHTS, cmsg_data=[5]}, ... /* %p */], "
	       "msg_controllen=32, msg_flags=0}, 0) = %s\n", w, rtext, u.b + 24, sprintrc(rc));
	close(r);
	close(w);
}

int main(void)
{
	test_unix();
	test_inet();
	puts("+++ exited with 0 +++");
	return 0;
}
