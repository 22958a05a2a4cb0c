/* systrace: -e trace=accept,accept4,getsockname,getpeername */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * accept, accept4, getsockname, getpeername: the address the kernel writes and
 * the value-result length ("[128 => 16]"), NULL and unreadable pointers, failures.
 */
#include "tests.h"
#include "tests_net.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <stdbool.h>

static int connect_to(const struct sockaddr_in *sin)
{
	int c = socket(AF_INET, SOCK_STREAM, 0);
	if (c < 0 || connect(c, (const void *)sin, sizeof(*sin)))
		perror_msg_and_fail("connect");
	return c;
}

int main(void)
{
	struct sockaddr_in sin = { .sin_family = AF_INET };
	sin.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	int l = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
	if (l < 0 || bind(l, (void *)&sin, sizeof(sin)) || listen(l, 8))
		perror_msg_and_fail("listen");
	long rc;

	socklen_t len = sizeof(sin);
	rc = syscall(SYS_getsockname, l, &sin, &len);
	printf("getsockname(%d, %s, [16]) = %s\n", l, out_arg(&sin, sprint_sin(&sin)), sprintrc(rc));

	int c = connect_to(&sin);
	struct sockaddr_in peer;
	socklen_t plen = sizeof(peer);
	rc = syscall(SYS_accept, l, &peer, &plen);
	if (rc < 0)
		perror_msg_and_fail("accept");
	int a = (int)rc;
	printf("accept(%d, %s, [16]) = %d\n", l, out_arg(&peer, sprint_sin(&peer)), a);

	/* Lengths in and out: bigger, smaller, zero, negative; NULL and bad pointers. */
	struct sockaddr_storage ss;
	socklen_t sl = sizeof(ss);
	rc = syscall(SYS_getpeername, a, &ss, &sl);
	printf("getpeername(%d, %s, %s) = %s\n", a, out_arg(&ss, sprint_sin((void *)&ss)),
	       inout_len(128, 16), sprintrc(rc));
	sl = 4;
	rc = syscall(SYS_getpeername, a, &ss, &sl);
	char sa_data[64];
	snprintf(sa_data, sizeof(sa_data), "{sa_family=AF_INET, sa_data=%s}",
		 sprint_quoted((void *)&peer.sin_port, 2, 0));
	printf("getpeername(%d, %s, %s) = %s\n", a, out_arg(&ss, sa_data), inout_len(4, 16),
	       sprintrc(rc));
	sl = 0;
	rc = syscall(SYS_getpeername, a, &ss, &sl);
	printf("getpeername(%d, %p, %s) = %s\n", a, (void *)&ss, inout_len(0, 16), sprintrc(rc));
	rc = syscall(SYS_getpeername, a, &ss, NULL);
	printf("getpeername(%d, %p, NULL) = %s\n", a, (void *)&ss, sprintrc(rc));
	rc = syscall(SYS_getpeername, a, NULL, &sl);
	printf("getpeername(%d, NULL, %p) = %s\n", a, (void *)&sl, sprintrc(rc));
	sl = 16;
	rc = syscall(SYS_getpeername, a, BAD_ADDR, &sl);
	printf("getpeername(%d, %s, [16]) = %s\n", a, sprintaddr(BAD_ADDR), sprintrc(rc));
	rc = syscall(SYS_getpeername, a, &ss, BAD_ADDR);
	printf("getpeername(%d, %p, %s) = %s\n", a, (void *)&ss, sprintaddr(BAD_ADDR), sprintrc(rc));
	sl = -1;
	rc = syscall(SYS_getpeername, a, &ss, &sl);
	printf("getpeername(%d, %p, [-1]) = %s\n", a, (void *)&ss, sprintrc(rc));
	sl = sizeof(ss);
	rc = syscall(SYS_getpeername, l, &ss, &sl);
	printf("getpeername(%d, %p, [128]) = %s\n", l, (void *)&ss, sprintrc(rc));

	/* The length at a page end. */
	socklen_t *tail_len = tail_alloc(sizeof(*tail_len));
	*tail_len = sizeof(sin);
	rc = syscall(SYS_getsockname, c, &ss, tail_len);
	printf("getsockname(%d, %s, [16]) = %s\n", c, out_arg(&ss, sprint_sin((void *)&ss)),
	       sprintrc(rc));

	/* accept4: flags after the address, at entry or at exit. */
	rc = syscall(SYS_accept4, l, NULL, NULL, SOCK_CLOEXEC | 0x10);
	printf("accept4(%d, NULL, NULL, SOCK_CLOEXEC|0x10) = %s\n", l, sprintrc(rc));
	int c2 = connect_to(&sin);
	plen = 100;
	rc = syscall(SYS_accept4, l, &ss, &plen, SOCK_CLOEXEC | SOCK_NONBLOCK);
	if (rc < 0)
		perror_msg_and_fail("accept4");
	printf("accept4(%d, %s, %s, SOCK_CLOEXEC|SOCK_NONBLOCK) = %ld\n",
	       l, out_arg(&ss, sprint_sin((void *)&ss)), inout_len(100, 16), rc);
	close((int)rc);
	plen = sizeof(ss);
	rc = syscall(SYS_accept4, l, &ss, &plen, SOCK_NONBLOCK);
	printf("accept4(%d, %p, [128], SOCK_NONBLOCK) = %s\n", l, (void *)&ss, sprintrc(rc));
	rc = syscall(SYS_accept4, -1, &ss, &plen, 0);
	printf("accept4(-1, %p, [128], 0) = %s\n", (void *)&ss, sprintrc(rc));
	rc = syscall(SYS_accept4, l, NULL, NULL, 0x40000000);
	printf("accept4(%d, NULL, NULL, 0x40000000 /* SOCK_??? */) = %s\n", l, sprintrc(rc));
	rc = syscall(SYS_accept, -1, &ss, &plen);
	printf("accept(-1, %p, [128]) = %s\n", (void *)&ss, sprintrc(rc));
	rc = syscall(SYS_accept, l, &ss, BAD_ADDR);
	printf("accept(%d, %p, %s) = %s\n", l, (void *)&ss, sprintaddr(BAD_ADDR), sprintrc(rc));

	/* AF_UNIX: unnamed peers give back only the family. */
	int sv[2];
	if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv))
		perror_msg_and_fail("socketpair");
	sl = sizeof(ss);
	rc = syscall(SYS_getsockname, sv[0], &ss, &sl);
	printf("getsockname(%d, %s, %s) = %s\n", sv[0], out_arg(&ss, "{sa_family=AF_UNIX}"),
	       inout_len(128, 2), sprintrc(rc));
	/* An abstract name unique to this process, NUL included in its length. */
	struct sockaddr_un sun = { .sun_family = AF_UNIX };
	char name[32];
	int nlen = snprintf(name, sizeof(name), "systrace-accept-%08d", (int)getpid());
	memcpy(sun.sun_path + 1, name, nlen + 1);
	int u = socket(AF_UNIX, SOCK_STREAM, 0);
	if (u < 0 || bind(u, (void *)&sun, 2 + 1 + nlen + 1))
		perror_msg_and_fail("bind");
	sl = sizeof(ss);
	rc = syscall(SYS_getsockname, u, &ss, &sl);
	char sun_text[96];
	snprintf(sun_text, sizeof(sun_text), "{sa_family=AF_UNIX, sun_path=@\"%s\\0\"}", name);
	printf("getsockname(%d, %s, %s) = %s\n", u, out_arg(&ss, sun_text),
	       inout_len(128, 2 + 1 + nlen + 1), sprintrc(rc));
	sl = 10;
	rc = syscall(SYS_getsockname, u, &ss, &sl);
	snprintf(sun_text, sizeof(sun_text), "{sa_family=AF_UNIX, sun_path=@\"%.7s\"}", name);
	printf("getsockname(%d, %s, %s) = %s\n", u, out_arg(&ss, sun_text),
	       inout_len(10, 2 + 1 + nlen + 1), sprintrc(rc));

	close(c);
	close(c2);
	puts("+++ exited with 0 +++");
	return 0;
}
