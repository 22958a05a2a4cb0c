/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Which netlink family a descriptor of the traced program is, as strace finds it:
 * the socket's protocol name (the "system.sockprotoname" attribute of
 * /proc/PID/fd/N) says it is netlink; its inode in /proc/PID/net/netlink gives the
 * family. A socket not bound yet is not listed there: strace then decodes headers
 * only, and so does this.
 */
#include "config.h"

#include <linux/netlink.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/xattr.h>
#include <unistd.h>

#include "decode.h"
#include "netlink.h"

/*
 * Netlink sockets seen (socket() results, earlier lookups), for -m buffered: it
 * decodes after the call, when the program may have exited and /proc says nothing
 * more. Only used when /proc cannot be read.
 */
struct nl_fd_note {
	pid_t tgid;
	int fd;
	int protocol;
	bool from_socket;	/* what socket() returned, not a lookup's result */
};

#define NL_FD_NOTES 64
static struct nl_fd_note notes[NL_FD_NOTES];
static unsigned int notes_next;

static struct nl_fd_note *find_note(pid_t tgid, int fd)
{
	for (unsigned int i = 0; i < NL_FD_NOTES; i++)
		if (notes[i].tgid == tgid && notes[i].fd == fd && tgid)
			return &notes[i];
	return NULL;
}

static void note(struct tcb *tcp, int fd, int domain, int protocol, bool from_socket)
{
	struct nl_fd_note *n = find_note(tcp->tgid, fd);
	if (n && n->from_socket && !from_socket)
		return;	/* a lookup after the fact does not override socket()'s answer */
	if (domain != AF_NETLINK) {
		if (n)
			n->tgid = 0;
		return;
	}
	if (!n) {
		n = &notes[notes_next];
		notes_next = (notes_next + 1) % NL_FD_NOTES;
	}
	*n = (struct nl_fd_note){ .tgid = tcp->tgid, .fd = fd, .protocol = protocol,
				  .from_socket = from_socket };
}

void netlink_fd_note_socket(struct tcb *tcp, int fd, int domain, int protocol)
{
	struct nl_fd_note *n = find_note(tcp->tgid, fd);
	if (n)
		n->tgid = 0;	/* a new socket on this descriptor */
	note(tcp, fd, domain, protocol, true);
}

/* The family of the netlink socket of inode in pid's network namespace, or -1. */
static int family_by_inode(pid_t pid, unsigned long inode)
{
	char path[64], line[256];
	snprintf(path, sizeof(path), "/proc/%d/net/netlink", pid);
	FILE *f = fopen(path, "re");
	if (!f)
		return -1;
	int family = -1;
	while (fgets(line, sizeof(line), f)) {
		unsigned long long sk;
		int eth;
		unsigned long ino;
		/* sk Eth Pid Groups Rmem Wmem Dump Locks Drops Inode */
		if (sscanf(line, "%llx %d %*u %*x %*d %*d %*d %*d %*d %lu", &sk, &eth,
			   &ino) == 3 && ino == inode) {
			family = eth;
			break;
		}
	}
	fclose(f);
	return family;
}

int netlink_fd_family(struct tcb *tcp, int fd, bool *is_netlink)
{
	char path[64], target[64], proto[32];
	bool dummy;
	if (!is_netlink)
		is_netlink = &dummy;
	*is_netlink = false;
	if (fd < 0)
		return -1;
	/* -m buffered decodes after the fact: /proc describes the descriptor as it is
	 * now, if the program still runs. What socket() returned, when it was traced,
	 * is the answer that does not depend on timing (taken as bound). */
	const struct nl_fd_note *known = find_note(tcp->tgid, fd);
	if (opts.mode == MODE_BUFFERED && known && known->from_socket) {
		*is_netlink = true;
		return known->protocol;
	}
	snprintf(path, sizeof(path), "/proc/%d/fd/%d", tcp->pid, fd);
	ssize_t n = readlink(path, target, sizeof(target) - 1);
	if (n <= 0) {
		if (!known)
			return -1;
		*is_netlink = true;
		return known->protocol;
	}
	target[n] = '\0';
	unsigned long inode;
	ssize_t plen = 0;
	if (sscanf(target, "socket:[%lu]", &inode) != 1 ||
	    (plen = getxattr(path, "system.sockprotoname", proto, sizeof(proto) - 1)) <= 0 ||
	    (proto[plen] = '\0', strcmp(proto, "NETLINK") != 0)) {
		note(tcp, fd, AF_UNSPEC, 0, false);	/* not netlink (now) */
		return -1;
	}
	*is_netlink = true;
	int family = family_by_inode(tcp->pid, inode);
	if (family >= 0)
		note(tcp, fd, AF_NETLINK, family, false);
	return family;
}
