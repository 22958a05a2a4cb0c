/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * NETLINK_GENERIC message types are family ids the kernel hands out at run time:
 * their names come from the kernel's list (CTRL_CMD_GETFAMILY), asked once, as
 * strace does.
 */
#include "config.h"

#include <linux/genetlink.h>
#include <linux/netlink.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include "decode.h"
#include "netlink.h"

#define GENL_MAX_FAMILIES 256

static struct xlat_entry genl_entries[GENL_MAX_FAMILIES];
static struct xlat genl_families = { genl_entries, 0 };

/* One CTRL_CMD_NEWFAMILY answer: its name and id into the table. */
static void add_family(const char *msg, size_t len)
{
	const struct genlmsghdr *g = (const void *)msg;
	if (len < GENL_HDRLEN || g->cmd != CTRL_CMD_NEWFAMILY)
		return;
	const char *name = NULL;
	size_t name_len = 0;
	int id = -1;
	for (size_t off = GENL_HDRLEN; off + NLA_HDRLEN <= len;) {
		struct nlattr nla;
		memcpy(&nla, msg + off, sizeof(nla));
		if (nla.nla_len < NLA_HDRLEN || off + nla.nla_len > len)
			break;
		const char *data = msg + off + NLA_HDRLEN;
		size_t dlen = nla.nla_len - NLA_HDRLEN;
		if (nla.nla_type == CTRL_ATTR_FAMILY_NAME && !name) {
			name = data;
			name_len = strnlen(data, dlen);
		} else if (nla.nla_type == CTRL_ATTR_FAMILY_ID && dlen == sizeof(uint16_t) && id < 0) {
			uint16_t v;
			memcpy(&v, data, sizeof(v));
			id = v;
		}
		off += NLA_ALIGN(nla.nla_len);
	}
	if (!name || id < 0 || genl_families.count >= GENL_MAX_FAMILIES)
		return;
	char *copy = xmalloc(name_len + 1);
	memcpy(copy, name, name_len);
	copy[name_len] = '\0';
	genl_entries[genl_families.count++] = (struct xlat_entry){ (uint64_t)id, copy };
}

/* Dumps the kernel's generic netlink families into the table; quietly gives up. */
static void load_families(void)
{
	int fd = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_GENERIC);
	if (fd < 0)
		return;
	struct timeval tv = { .tv_sec = 1 };
	setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
	struct {
		struct nlmsghdr h;
		struct genlmsghdr g;
	} req = {
		.h = { .nlmsg_len = sizeof(req), .nlmsg_type = GENL_ID_CTRL,
		       .nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP, .nlmsg_seq = 1 },
		.g = { .cmd = CTRL_CMD_GETFAMILY, .version = 1 },
	};
	struct sockaddr_nl kernel = { .nl_family = AF_NETLINK };
	if (sendto(fd, &req, sizeof(req), 0, (void *)&kernel, sizeof(kernel)) < 0) {
		close(fd);
		return;
	}
	static char buf[32768];
	for (bool done = false; !done;) {
		ssize_t n = recv(fd, buf, sizeof(buf), 0);
		if (n <= 0)
			break;
		for (size_t off = 0; off + NLMSG_HDRLEN <= (size_t)n;) {
			struct nlmsghdr h;
			memcpy(&h, buf + off, sizeof(h));
			if (h.nlmsg_len < NLMSG_HDRLEN || off + h.nlmsg_len > (size_t)n ||
			    h.nlmsg_type == NLMSG_DONE || h.nlmsg_type == NLMSG_ERROR) {
				done = true;
				break;
			}
			if (h.nlmsg_type == GENL_ID_CTRL)
				add_family(buf + off + NLMSG_HDRLEN, h.nlmsg_len - NLMSG_HDRLEN);
			off += NLMSG_ALIGN(h.nlmsg_len);
		}
	}
	close(fd);
}

const struct xlat *netlink_genl_families(void)
{
	static bool loaded;
	if (!loaded) {
		loaded = true;
		load_families();
	}
	return &genl_families;
}
