/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Descriptors of every kind -yy describes, each passed to fcntl(F_GETFD); prints
 * on stdout the lines strace -yy writes for them (tests/options_b_decode_fds.sh).
 * argv[1]: "yy" (path,socket,dev,pidfd) or "signalfd" (--decode-fds=signalfd);
 * argv[2]: "known" (results printed) or "unknown" (-m seccomp: "?").
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <fcntl.h>
#include <linux/netlink.h>
#include <netinet/in.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <unistd.h>

static int unknown;

static void line(const char *call, const char *ret)
{
	printf("%-39s = %s\n", call, unknown ? "?" : ret);
}

static unsigned long ino(int fd)
{
	struct stat st;
	return fstat(fd, &st) == 0 ? (unsigned long)st.st_ino : 0;
}

static void getfd(int fd, const char *desc)
{
	char call[512];
	snprintf(call, sizeof(call), "fcntl(%d%s, F_GETFD)", fd, desc);
	fcntl(fd, F_GETFD);
	line(call, "0");
}

int main(int argc, char **argv)
{
	char d[256];
	int yy = argc > 1 && strcmp(argv[1], "yy") == 0;
	unknown = argc > 2 && strcmp(argv[2], "unknown") == 0;
	setvbuf(stdout, NULL, _IOLBF, 0);

	if (!yy) {
		sigset_t ss;
		sigemptyset(&ss);
		sigaddset(&ss, SIGUSR1);
		sigaddset(&ss, SIGINT);
		int s = signalfd(-1, &ss, 0);
		getfd(s, "<signalfd:[INT USR1]>");
		return 0;
	}

	int n = open("/dev/null", O_RDONLY);
	getfd(n, "</dev/null<char 1:3>>");

	int sv[2];
	socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
	snprintf(d, sizeof(d), "<UNIX-STREAM:[%lu->%lu]>", ino(sv[0]), ino(sv[1]));
	getfd(sv[0], d);

	struct sockaddr_in a = { .sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
	socklen_t len = sizeof(a);
	int l = socket(AF_INET, SOCK_STREAM, 0);
	if (bind(l, (void *)&a, sizeof(a)) || listen(l, 1) || getsockname(l, (void *)&a, &len))
		return 77;
	int c = socket(AF_INET, SOCK_STREAM, 0);
	struct sockaddr_in ca;
	if (connect(c, (void *)&a, sizeof(a)) || getsockname(c, (void *)&ca, &len))
		return 77;
	snprintf(d, sizeof(d), "<TCP:[127.0.0.1:%u]>", ntohs(a.sin_port));
	getfd(l, d);
	snprintf(d, sizeof(d), "<TCP:[127.0.0.1:%u->127.0.0.1:%u]>", ntohs(ca.sin_port),
		 ntohs(a.sin_port));
	getfd(c, d);

	int u = socket(AF_INET, SOCK_DGRAM, 0);
	snprintf(d, sizeof(d), "<UDP:[%lu]>", ino(u));
	getfd(u, d);

	int nl = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	struct sockaddr_nl nla = { .nl_family = AF_NETLINK };
	socklen_t nlen = sizeof(nla);
	if (bind(nl, (void *)&nla, sizeof(nla)) || getsockname(nl, (void *)&nla, &nlen))
		return 77;
	snprintf(d, sizeof(d), "<NETLINK:[ROUTE:%u]>", nla.nl_pid);
	getfd(nl, d);

	int ab = socket(AF_UNIX, SOCK_STREAM, 0);
	struct sockaddr_un sun = { .sun_family = AF_UNIX };
	snprintf(sun.sun_path + 1, sizeof(sun.sun_path) - 1, "systrace-fd-kinds-%d", getpid());
	socklen_t slen = offsetof(struct sockaddr_un, sun_path) + 1 + strlen(sun.sun_path + 1);
	if (bind(ab, (void *)&sun, slen))
		return 77;
	snprintf(d, sizeof(d), "<UNIX-STREAM:[%lu,@\"%s\"]>", ino(ab), sun.sun_path + 1);
	getfd(ab, d);

	int pfd = syscall(SYS_pidfd_open, getpid(), 0);
	if (pfd >= 0) {
		char call[128];
		snprintf(call, sizeof(call), "fcntl(%d<pid:%d>, F_GETFD)", pfd, getpid());
		fcntl(pfd, F_GETFD);
		line(call, "0x1 (flags FD_CLOEXEC)");
	}
	return 0;
}
