/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "decode_fds.h"

#include <arpa/inet.h>
#include <errno.h>
#include <inttypes.h>
#include <linux/inet_diag.h>
#include <linux/netlink.h>
#include <linux/netlink_diag.h>
#include <linux/rtnetlink.h>
#include <linux/sock_diag.h>
#include <linux/unix_diag.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/xattr.h>
#include <unistd.h>

#include "options_ext.h"
#include "render.h"
#include "signals.h"
#include "util.h"
#include "xlat.h"
#include "xlat/netlink_protocols.h"

/* --- sock_diag ------------------------------------------------------------ */

/* Send one request and hand each answer to fn until it returns true (found) or
 * the answers end. Returns true if fn found the socket. */
static bool diag_query(void *req, size_t len,
		       bool (*fn)(const struct nlmsghdr *h, void *arg), void *arg)
{
	int s = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_SOCK_DIAG);
	if (s < 0)
		return false;
	struct sockaddr_nl nl = { .nl_family = AF_NETLINK };
	bool found = false, done = false;
	if (sendto(s, req, len, 0, (struct sockaddr *)&nl, sizeof(nl)) != (ssize_t)len)
		goto out;
	static union {
		struct nlmsghdr h;
		char bytes[8192];
	} buf;
	while (!done && !found) {
		ssize_t n = recv(s, &buf, sizeof(buf), 0);
		if (n <= 0)
			break;
		bool multi = buf.h.nlmsg_flags & NLM_F_MULTI;
		for (struct nlmsghdr *h = &buf.h; NLMSG_OK(h, (size_t)n);
		     h = NLMSG_NEXT(h, n)) {
			if (h->nlmsg_type == NLMSG_DONE || h->nlmsg_type == NLMSG_ERROR) {
				done = true;
				break;
			}
			if (fn(h, arg)) {
				found = true;
				break;
			}
		}
		if (!multi)
			done = true;
	}
out:
	close(s);
	return found;
}

struct sock_query {
	unsigned long inode;
	const char *proto;
	char *out;
	size_t size;
};

/* strace's quoting of a unix socket name; an abstract one is @"name". */
static void put_unix_name(struct strbuf *sb, const char *name, size_t len)
{
	if (len && name[0] == '\0') {
		sb_putc(sb, '@');
		name++;
		len--;
	} else {
		len = strnlen(name, len);
	}
	render_quote(sb, name, len, 0);
}

static bool unix_answer(const struct nlmsghdr *h, void *arg)
{
	struct sock_query *q = arg;
	const struct unix_diag_msg *m = NLMSG_DATA(h);
	if (h->nlmsg_len < NLMSG_LENGTH(sizeof(*m)) || m->udiag_ino != q->inode)
		return false;
	uint32_t peer = 0;
	const char *name = NULL;
	size_t name_len = 0;
	int len = h->nlmsg_len - NLMSG_LENGTH(sizeof(*m));
	for (const struct rtattr *a = (const struct rtattr *)(m + 1); RTA_OK(a, len);
	     a = RTA_NEXT(a, len)) {
		if (a->rta_type == UNIX_DIAG_PEER && RTA_PAYLOAD(a) >= 4)
			memcpy(&peer, RTA_DATA(a), 4);
		else if (a->rta_type == UNIX_DIAG_NAME) {
			name = RTA_DATA(a);
			name_len = RTA_PAYLOAD(a);
		}
	}
	struct strbuf sb = { 0 };
	sb_printf(&sb, "%s:[%lu", q->proto, q->inode);
	if (peer)
		sb_printf(&sb, "->%" PRIu32, peer);
	if (name && name_len) {
		sb_putc(&sb, ',');
		put_unix_name(&sb, name, name_len);
	}
	sb_putc(&sb, ']');
	snprintf(q->out, q->size, "%s", sb.buf);
	free(sb.buf);
	return true;
}

static bool unix_describe(struct sock_query *q)
{
	struct {
		struct nlmsghdr h;
		struct unix_diag_req r;
	} req = {
		.h = { .nlmsg_len = sizeof(req), .nlmsg_type = SOCK_DIAG_BY_FAMILY,
		       .nlmsg_flags = NLM_F_REQUEST },
		.r = { .sdiag_family = AF_UNIX, .udiag_states = -1, .udiag_ino = q->inode,
		       .udiag_show = UDIAG_SHOW_NAME | UDIAG_SHOW_PEER,
		       .udiag_cookie = { INET_DIAG_NOCOOKIE, INET_DIAG_NOCOOKIE } },
	};
	return diag_query(&req, sizeof(req), unix_answer, q);
}

static void put_inet_end(struct strbuf *sb, int family, const void *addr, uint16_t port)
{
	char a[INET6_ADDRSTRLEN];
	if (!inet_ntop(family, addr, a, sizeof(a)))
		a[0] = '\0';
	if (family == AF_INET6)
		sb_printf(sb, "[%s]:%u", a, ntohs(port));
	else
		sb_printf(sb, "%s:%u", a, ntohs(port));
}

struct inet_query {
	struct sock_query q;
	int family;
};

static bool inet_answer(const struct nlmsghdr *h, void *arg)
{
	struct inet_query *iq = arg;
	const struct inet_diag_msg *m = NLMSG_DATA(h);
	if (h->nlmsg_len < NLMSG_LENGTH(sizeof(*m)) || m->idiag_inode != iq->q.inode)
		return false;
	static const uint32_t zero[4];
	size_t alen = iq->family == AF_INET6 ? 16 : 4;
	struct strbuf sb = { 0 };
	sb_printf(&sb, "%s:[", iq->q.proto);
	put_inet_end(&sb, iq->family, m->id.idiag_src, m->id.idiag_sport);
	if (m->id.idiag_dport || memcmp(m->id.idiag_dst, zero, alen) != 0) {
		sb_puts(&sb, "->");
		put_inet_end(&sb, iq->family, m->id.idiag_dst, m->id.idiag_dport);
	}
	sb_putc(&sb, ']');
	snprintf(iq->q.out, iq->q.size, "%s", sb.buf);
	free(sb.buf);
	return true;
}

static bool inet_describe(struct sock_query *q, int family, int protocol)
{
	struct {
		struct nlmsghdr h;
		struct inet_diag_req_v2 r;
	} req = {
		.h = { .nlmsg_len = sizeof(req), .nlmsg_type = SOCK_DIAG_BY_FAMILY,
		       .nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP },
		.r = { .sdiag_family = family, .sdiag_protocol = protocol, .idiag_states = -1 },
	};
	struct inet_query iq = { .q = *q, .family = family };
	return diag_query(&req, sizeof(req), inet_answer, &iq);
}

static bool netlink_answer(const struct nlmsghdr *h, void *arg)
{
	struct sock_query *q = arg;
	const struct netlink_diag_msg *m = NLMSG_DATA(h);
	if (h->nlmsg_len < NLMSG_LENGTH(sizeof(*m)) || m->ndiag_ino != q->inode)
		return false;
	const char *name = xlat_lookup(&netlink_protocols, m->ndiag_protocol);
	if (name && strncmp(name, "NETLINK_", 8) == 0)
		snprintf(q->out, q->size, "%s:[%s:%" PRIu32 "]", q->proto, name + 8,
			 m->ndiag_portid);
	else
		snprintf(q->out, q->size, "%s:[%u:%" PRIu32 "]", q->proto, m->ndiag_protocol,
			 m->ndiag_portid);
	return true;
}

static bool netlink_describe(struct sock_query *q)
{
	struct {
		struct nlmsghdr h;
		struct netlink_diag_req r;
	} req = {
		.h = { .nlmsg_len = sizeof(req), .nlmsg_type = SOCK_DIAG_BY_FAMILY,
		       .nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP },
		.r = { .sdiag_family = AF_NETLINK, .sdiag_protocol = NDIAG_PROTO_ALL },
	};
	return diag_query(&req, sizeof(req), netlink_answer, q);
}

/* The protocols whose sockets strace names; the others print as their path. */
static const struct {
	const char *name;
	int family;
	int protocol;
} inet_protos[] = {
	{ "TCP", AF_INET, IPPROTO_TCP }, { "TCPv6", AF_INET6, IPPROTO_TCP },
	{ "UDP", AF_INET, IPPROTO_UDP }, { "UDPv6", AF_INET6, IPPROTO_UDP },
	{ "UDPLITE", AF_INET, IPPROTO_UDPLITE }, { "UDPLITEv6", AF_INET6, IPPROTO_UDPLITE },
	{ "DCCP", AF_INET, IPPROTO_DCCP }, { "DCCPv6", AF_INET6, IPPROTO_DCCP },
	{ "SCTP", AF_INET, IPPROTO_SCTP }, { "SCTPv6", AF_INET6, IPPROTO_SCTP },
	{ "RAW", AF_INET, IPPROTO_RAW }, { "RAWv6", AF_INET6, IPPROTO_RAW },
};

/* A socket's details into out; false if its protocol is not one strace names. */
static bool socket_describe(const char *link, unsigned long inode, char *out, size_t size)
{
	char proto[64];
	ssize_t n = getxattr(link, "system.sockprotoname", proto, sizeof(proto) - 1);
	if (n <= 0)
		return false;
	proto[n] = '\0';
	struct sock_query q = { .inode = inode, .proto = proto, .out = out, .size = size };
	bool known = true, found = false;
	if (strncmp(proto, "UNIX", 4) == 0) {
		found = unix_describe(&q);
	} else if (strcmp(proto, "NETLINK") == 0) {
		found = netlink_describe(&q);
	} else {
		known = false;
		for (size_t i = 0; i < ARRAY_SIZE(inet_protos); i++) {
			if (strcmp(proto, inet_protos[i].name) == 0) {
				known = true;
				found = inet_describe(&q, inet_protos[i].family,
						      inet_protos[i].protocol);
				break;
			}
		}
	}
	if (!known)
		return false;
	if (!found)
		snprintf(out, size, "%s:[%lu]", proto, inode);
	return true;
}

/* --- anon inodes ------------------------------------------------------------ */

/* The value of "key:" in /proc/PID/fdinfo/FD, or false. */
static bool fdinfo_field(pid_t pid, int fd, const char *key, char *out, size_t size)
{
	char name[64], line[256];
	snprintf(name, sizeof(name), "/proc/%d/fdinfo/%d", pid, fd);
	FILE *f = fopen(name, "re");
	if (!f)
		return false;
	size_t klen = strlen(key);
	bool found = false;
	while (!found && fgets(line, sizeof(line), f)) {
		if (strncmp(line, key, klen) != 0 || line[klen] != ':')
			continue;
		const char *v = line + klen + 1;
		while (*v == ' ' || *v == '\t')
			v++;
		snprintf(out, size, "%s", v);
		out[strcspn(out, "\n")] = '\0';
		found = true;
	}
	fclose(f);
	return found;
}

static bool signalfd_describe(pid_t pid, int fd, char *out, size_t size)
{
	char hex[64];
	if (!fdinfo_field(pid, fd, "sigmask", hex, sizeof(hex)))
		return false;
	unsigned long long mask = strtoull(hex, NULL, 16);
	struct strbuf sb = { 0 };
	sb_puts(&sb, "signalfd:[");
	bool first = true;
	for (int sig = 1; sig <= 64; sig++) {
		if (!(mask >> (sig - 1) & 1))
			continue;
		const char *name = signal_name(sig);
		if (!first)
			sb_putc(&sb, ' ');
		first = false;
		if (name && strncmp(name, "SIG", 3) == 0)
			sb_puts(&sb, name + 3);
		else
			sb_printf(&sb, "%d", sig);
	}
	sb_putc(&sb, ']');
	snprintf(out, size, "%s", sb.buf);
	free(sb.buf);
	return true;
}

bool fd_describe(pid_t pid, int fd, unsigned int kinds, struct fd_desc *d)
{
	d->path[0] = d->detail[0] = '\0';
	if (fd < 0 || !kinds)
		return false;
	char link[64];
	snprintf(link, sizeof(link), "/proc/%d/fd/%d", pid, fd);
	ssize_t n = readlink(link, d->path, sizeof(d->path) - 1);
	if (n <= 0) {
		d->path[0] = '\0';
		return false;
	}
	d->path[n] = '\0';

	unsigned long inode;
	if ((kinds & DECODE_FD_SOCKET) && sscanf(d->path, "socket:[%lu]", &inode) == 1 &&
	    socket_describe(link, inode, d->detail, sizeof(d->detail))) {
		d->path[0] = '\0';
		return true;
	}
	if ((kinds & DECODE_FD_PIDFD) && strcmp(d->path, "anon_inode:[pidfd]") == 0) {
		char pidv[32];
		if (fdinfo_field(pid, fd, "Pid", pidv, sizeof(pidv))) {
			snprintf(d->detail, sizeof(d->detail), "pid:%s", pidv);
			d->path[0] = '\0';
			return true;
		}
	}
	if ((kinds & DECODE_FD_SIGNALFD) && strcmp(d->path, "anon_inode:[signalfd]") == 0 &&
	    signalfd_describe(pid, fd, d->detail, sizeof(d->detail))) {
		d->path[0] = '\0';
		return true;
	}
	if (kinds & DECODE_FD_DEV) {
		struct stat st;
		if (d->path[0] == '/' && stat(link, &st) == 0 &&
		    (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode))) {
			snprintf(d->detail, sizeof(d->detail), "%s %u:%u",
				 S_ISCHR(st.st_mode) ? "char" : "block",
				 major(st.st_rdev), minor(st.st_rdev));
			return true;
		}
	}
	if (kinds & DECODE_FD_PATH)
		return true;
	d->path[0] = '\0';
	return false;
}
