/* systrace: -e trace=socket,sendto,sendmsg,recvmsg */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Netlink message headers of the other families (audit, generic, netfilter, xfrm,
 * selinux, kobject_uevent) and their payloads where strace decodes them; netlink
 * messages in sendmsg/recvmsg, decoded when the message's name is a netlink
 * address. Each family's messages go between two of its sockets, not to the kernel.
 */
#include "tests.h"

#include <arpa/inet.h>
#include <linux/genetlink.h>
#include <linux/netfilter/nfnetlink.h>
#include <linux/netfilter/nfnetlink_conntrack.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <linux/selinux_netlink.h>
#include <linux/xfrm.h>
#include <linux/audit.h>
#include <sys/socket.h>
#include <stdbool.h>
#include <sys/uio.h>

static int fd, peer;
static struct sockaddr_nl peer_sa;
static char dst[128];
static char sink[8192];

/* Two bound sockets of protocol; false (the socket line printed) if unsupported. */
static bool open_pair(int protocol, const char *name)
{
	fd = (int)syscall(SYS_socket, AF_NETLINK, SOCK_RAW, protocol);
	if (fd < 0) {
		printf("socket(AF_NETLINK, SOCK_RAW, %s) = %s\n", name, sprintrc(fd));
		return false;
	}
	printf("socket(AF_NETLINK, SOCK_RAW, %s) = %d\n", name, fd);
	peer = (int)syscall(SYS_socket, AF_NETLINK, SOCK_RAW, protocol);
	printf("socket(AF_NETLINK, SOCK_RAW, %s) = %s\n", name, sprintrc(peer));
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK };
	peer_sa = sa;
	socklen_t salen = sizeof(peer_sa);
	if (peer < 0 || bind(fd, (void *)&sa, sizeof(sa)) ||
	    bind(peer, (void *)&peer_sa, sizeof(peer_sa)) ||
	    getsockname(peer, (void *)&peer_sa, &salen))
		perror_msg_and_fail("bind %s", name);
	snprintf(dst, sizeof(dst), "{sa_family=AF_NETLINK, nl_pid=%d, nl_groups=00000000}, 12",
		 (int)peer_sa.nl_pid);
	return true;
}

static long send_nl(const void *buf, size_t len)
{
	long rc = syscall(SYS_sendto, fd, buf, len, 0, &peer_sa, sizeof(peer_sa));
	if (rc >= 0 && read(peer, sink, sizeof(sink)) < 0)
		perror_msg_and_fail("read");
	return rc;
}

#define HDR(type_, flags_, seq_, size_) \
	{ .nlmsg_len = (size_), .nlmsg_type = (type_), .nlmsg_flags = (flags_), .nlmsg_seq = (seq_) }

int main(void)
{
	long rc;

	if (open_pair(NETLINK_AUDIT, "NETLINK_AUDIT")) {
		struct {
			struct nlmsghdr h;
			uint32_t data;
		} m = { .h = HDR(AUDIT_GET, NLM_F_REQUEST | NLM_F_ACK, 1, sizeof(m)), .data = 0x01020304 };
		rc = send_nl(&m, sizeof(m));
		printf("sendto(%d, [{nlmsg_len=20, nlmsg_type=AUDIT_GET, nlmsg_flags=NLM_F_REQUEST|NLM_F_ACK, "
		       "nlmsg_seq=1, nlmsg_pid=0}, \"\\x04\\x03\\x02\\x01\"], 20, 0, %s) = %s\n",
		       fd, dst, sprintrc(rc));
	}

	if (open_pair(NETLINK_GENERIC, "NETLINK_GENERIC")) {
		struct {
			struct nlmsghdr h;
			struct genlmsghdr g;
		} m = { .h = HDR(GENL_ID_CTRL, NLM_F_REQUEST | NLM_F_DUMP, 2, sizeof(m)),
			.g = { .cmd = CTRL_CMD_GETFAMILY, .version = 1 } };
		rc = send_nl(&m, sizeof(m));
		printf("sendto(%d, [{nlmsg_len=20, nlmsg_type=nlctrl, nlmsg_flags=NLM_F_REQUEST|0x300, "
		       "nlmsg_seq=2, nlmsg_pid=0}, \"\\x03\\x01\\x00\\x00\"], 20, 0, %s) = %s\n",
		       fd, dst, sprintrc(rc));
	}

	if (open_pair(NETLINK_NETFILTER, "NETLINK_NETFILTER")) {
		struct {
			struct nlmsghdr h;
			struct nfgenmsg nf;
			struct nlattr a;
			uint32_t v;
		} m = { .h = HDR(NFNL_SUBSYS_CTNETLINK << 8 | IPCTNL_MSG_CT_GET,
				 NLM_F_REQUEST | NLM_F_DUMP, 3, sizeof(m)),
			.nf = { .nfgen_family = AF_INET, .version = NFNETLINK_V0, .res_id = htons(5) },
			.a = { .nla_len = 8, .nla_type = 3 | NLA_F_NET_BYTEORDER }, .v = 7 };
		rc = send_nl(&m, sizeof(m));
		printf("sendto(%d, [{nlmsg_len=28, nlmsg_type=NFNL_SUBSYS_CTNETLINK<<8|IPCTNL_MSG_CT_GET, "
		       "nlmsg_flags=NLM_F_REQUEST|NLM_F_DUMP, nlmsg_seq=3, nlmsg_pid=0}, "
		       "{nfgen_family=AF_INET, version=NFNETLINK_V0, res_id=htons(5)}, "
		       "[{nla_len=8, nla_type=NLA_F_NET_BYTEORDER|0x3}, \"\\x07\\x00\\x00\\x00\"]], 28, 0, %s) = %s\n",
		       fd, dst, sprintrc(rc));
		struct nlmsghdr begin = HDR(NFNL_MSG_BATCH_BEGIN, NLM_F_REQUEST, 4, NLMSG_HDRLEN);
		rc = send_nl(&begin, sizeof(begin));
		printf("sendto(%d, {nlmsg_len=16, nlmsg_type=NFNL_MSG_BATCH_BEGIN, nlmsg_flags=NLM_F_REQUEST, "
		       "nlmsg_seq=4, nlmsg_pid=0}, 16, 0, %s) = %s\n", fd, dst, sprintrc(rc));
	}

	if (open_pair(NETLINK_XFRM, "NETLINK_XFRM")) {
		struct nlmsghdr m = HDR(XFRM_MSG_GETPOLICY, NLM_F_REQUEST | NLM_F_DUMP, 5, NLMSG_HDRLEN);
		rc = send_nl(&m, sizeof(m));
		printf("sendto(%d, {nlmsg_len=16, nlmsg_type=XFRM_MSG_GETPOLICY, nlmsg_flags=NLM_F_REQUEST|"
		       "NLM_F_DUMP, nlmsg_seq=5, nlmsg_pid=0}, 16, 0, %s) = %s\n", fd, dst, sprintrc(rc));
	}

	if (open_pair(NETLINK_SELINUX, "NETLINK_SELINUX")) {
		struct {
			struct nlmsghdr h;
			struct selnl_msg_setenforce s;
			struct nlmsghdr h2;
			struct selnl_msg_policyload p;
		} m = { .h = HDR(SELNL_MSG_SETENFORCE, 0, 6, NLMSG_HDRLEN + 4), .s = { .val = -1 },
			.h2 = HDR(SELNL_MSG_POLICYLOAD, 0, 7, NLMSG_HDRLEN + 4), .p = { .seqno = 3 } };
		rc = send_nl(&m, sizeof(m));
		printf("sendto(%d, [[{nlmsg_len=20, nlmsg_type=SELNL_MSG_SETENFORCE, nlmsg_flags=0, nlmsg_seq=6, "
		       "nlmsg_pid=0}, {val=-1}], [{nlmsg_len=20, nlmsg_type=SELNL_MSG_POLICYLOAD, nlmsg_flags=0, "
		       "nlmsg_seq=7, nlmsg_pid=0}, {seqno=3}]], 40, 0, %s) = %s\n", fd, dst, sprintrc(rc));
	}

	if (open_pair(NETLINK_KOBJECT_UEVENT, "NETLINK_KOBJECT_UEVENT")) {
		static const char ev[] = "add@/devices/x\0ACTION=add";
		rc = send_nl(ev, sizeof(ev));
		printf("sendto(%d, \"add@/devices/x\\0ACTION=add\\0\", 26, 0, %s) = %s\n",
		       fd, dst, sprintrc(rc));
		struct {
			char prefix[8];
			uint32_t magic, header_size, properties_off, properties_len;
			uint32_t hash[4];
			char props[4];
		} u = { "libudev", htonl(0xfeedcafe), 40, 40, 4,
			{ htonl(1), htonl(2), htonl(3), htonl(4) }, "A=b" };
		rc = send_nl(&u, sizeof(u));
		printf("sendto(%d, [{prefix=\"libudev\", magic=htonl(0xfeedcafe), header_size=40, "
		       "properties_off=40, properties_len=4, filter_subsystem_hash=htonl(0x1), "
		       "filter_devtype_hash=htonl(0x2), filter_tag_bloom_hi=htonl(0x3), "
		       "filter_tag_bloom_lo=htonl(0x4)}, \"A=b\\0\"], 44, 0, %s) = %s\n",
		       fd, dst, sprintrc(rc));
	}

	/* sendmsg/recvmsg: netlink messages when the name is a netlink address. */
	if (open_pair(NETLINK_ROUTE, "NETLINK_ROUTE")) {
		struct {
			struct nlmsghdr h;
			struct rtgenmsg g;
			unsigned char pad[3];
		} m = { .h = HDR(RTM_GETADDR, NLM_F_REQUEST | NLM_F_DUMP, 8, 17), .g = { AF_INET6 } };
		struct iovec iov = { &m, sizeof(m) };
		struct msghdr mh = { .msg_name = &peer_sa, .msg_namelen = sizeof(peer_sa),
				     .msg_iov = &iov, .msg_iovlen = 1 };
		rc = syscall(SYS_sendmsg, fd, &mh, 0);
		printf("sendmsg(%d, {msg_name={sa_family=AF_NETLINK, nl_pid=%d, nl_groups=00000000}, "
		       "msg_namelen=12, msg_iov=[{iov_base=[{nlmsg_len=17, nlmsg_type=RTM_GETADDR, "
		       "nlmsg_flags=NLM_F_REQUEST|NLM_F_DUMP, nlmsg_seq=8, nlmsg_pid=0}, "
		       "{ifa_family=AF_INET6, ...}], iov_len=20}], msg_iovlen=1, msg_controllen=0, "
		       "msg_flags=0}, 0) = %s\n", fd, (int)peer_sa.nl_pid, sprintrc(rc));
		struct sockaddr_nl from;
		static char rbuf[64];
		struct iovec riov = { rbuf, sizeof(rbuf) };
		struct msghdr rmh = { .msg_name = &from, .msg_namelen = sizeof(from),
				      .msg_iov = &riov, .msg_iovlen = 1 };
		rc = syscall(SYS_recvmsg, peer, &rmh, 0);
		char full[512];
		snprintf(full, sizeof(full),
			 "{msg_name={sa_family=AF_NETLINK, nl_pid=%d, nl_groups=00000000}, "
			 "msg_namelen=12, msg_iov=[{iov_base=[{nlmsg_len=17, nlmsg_type=RTM_GETADDR, "
			 "nlmsg_flags=NLM_F_REQUEST|NLM_F_DUMP, nlmsg_seq=8, nlmsg_pid=0}, "
			 "{ifa_family=AF_INET6, ...}], iov_len=64}], msg_iovlen=1, msg_controllen=0, "
			 "msg_flags=0}", (int)from.nl_pid);
		printf("recvmsg(%d, %s, 0) = %s\n", peer, sprint_alt("{msg_namelen=12}", full),
		       sprintrc(rc));
		/* Without a name the data is a string, as strace prints it (the socket is
		 * connected to the peer: nothing goes to the kernel). */
		if (connect(fd, (void *)&peer_sa, sizeof(peer_sa)))
			perror_msg_and_fail("connect");
		mh.msg_name = NULL;
		mh.msg_namelen = 0;
		rc = syscall(SYS_sendmsg, fd, &mh, 0);
		if (rc >= 0 && read(peer, sink, sizeof(sink)) < 0)
			perror_msg_and_fail("read");
		printf("sendmsg(%d, {msg_name=NULL, msg_namelen=0, msg_iov=[{iov_base=\"\\21\\0\\0\\0"
		       "\\26\\0\\1\\3\\10\\0\\0\\0\\0\\0\\0\\0\\n\\0\\0\\0\", "
		       "iov_len=20}], msg_iovlen=1, msg_controllen=0, msg_flags=0}, 0) = %s\n",
		       fd, sprintrc(rc));
	}

	puts("+++ exited with 0 +++");
	return 0;
}
