/* systrace: -e trace=socket,sendto */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * NETLINK_SOCK_DIAG messages: the requests of the inet, unix, netlink and packet
 * families and their answers with attributes, sent from one sock_diag socket to
 * another (never to the kernel).
 */
#include "tests.h"

#include <arpa/inet.h>
#include <linux/filter.h>
#include <linux/inet_diag.h>
#include <linux/tcp.h>
#include <linux/netlink.h>
#include <linux/netlink_diag.h>
#include <linux/packet_diag.h>
#include <linux/sock_diag.h>
#include <linux/unix_diag.h>
#include <netinet/in.h>
#include <sys/socket.h>

static int fd, peer;
static struct sockaddr_nl peer_sa;
static char dst[128];
static char sink[8192];

static long send_nl(const void *buf, size_t len)
{
	long rc = syscall(SYS_sendto, fd, buf, len, 0, &peer_sa, sizeof(peer_sa));
	if (rc >= 0 && read(peer, sink, sizeof(sink)) < 0)
		perror_msg_and_fail("read");
	return rc;
}

static void put_attr(char *p, unsigned int len, unsigned int type, const void *data)
{
	struct nlattr nla = { .nla_len = (uint16_t)len, .nla_type = (uint16_t)type };
	memcpy(p, &nla, sizeof(nla));
	if (data)
		memcpy(p + NLA_HDRLEN, data, len - NLA_HDRLEN);
}

#define HDR(type_, flags_, seq_, size_) \
	{ .nlmsg_len = (size_), .nlmsg_type = (type_), .nlmsg_flags = (flags_), .nlmsg_seq = (seq_) }

int main(void)
{
	long rc;
	fd = (int)syscall(SYS_socket, AF_NETLINK, SOCK_RAW, NETLINK_SOCK_DIAG);
	if (fd < 0)
		perror_msg_and_fail("socket");
	printf("socket(AF_NETLINK, SOCK_RAW, NETLINK_SOCK_DIAG) = %d\n", fd);
	peer = (int)syscall(SYS_socket, AF_NETLINK, SOCK_RAW, NETLINK_SOCK_DIAG);
	printf("socket(AF_NETLINK, SOCK_RAW, NETLINK_SOCK_DIAG) = %d\n", peer);
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK };
	peer_sa.nl_family = AF_NETLINK;
	socklen_t salen = sizeof(peer_sa);
	if (peer < 0 || bind(fd, (void *)&sa, sizeof(sa)) ||
	    bind(peer, (void *)&peer_sa, sizeof(peer_sa)) ||
	    getsockname(peer, (void *)&peer_sa, &salen))
		perror_msg_and_fail("bind");
	snprintf(dst, sizeof(dst), "{sa_family=AF_NETLINK, nl_pid=%d, nl_groups=00000000}, 12",
		 (int)peer_sa.nl_pid);

	/* inet: a v2 request with a bytecode attribute and a protocol attribute. */
	struct {
		struct nlmsghdr h;
		struct inet_diag_req_v2 r;
		char a[4 + 8 + 8];
	} inet = {
		.h = HDR(SOCK_DIAG_BY_FAMILY, NLM_F_REQUEST | NLM_F_DUMP, 1, sizeof(inet)),
		.r = { .sdiag_family = AF_INET, .sdiag_protocol = IPPROTO_TCP,
		       .idiag_ext = 1 << (INET_DIAG_INFO - 1) | 1 << (INET_DIAG_CONG - 1),
		       .idiag_states = 1 << 1 | 1 << 10,
		       .id = { .idiag_sport = htons(22), .idiag_dport = htons(1234),
			       .idiag_if = 1, .idiag_cookie = { 1, 2 } } },
	};
	inet.r.id.idiag_src[0] = htonl(INADDR_LOOPBACK);
	inet.r.id.idiag_dst[0] = htonl(0x0a000001);
	struct inet_diag_bc_op ops[2] = {
		{ .code = INET_DIAG_BC_S_GE, .yes = 8, .no = 12 },
		{ .code = INET_DIAG_BC_NOP, .yes = 0, .no = 1024 },
	};
	put_attr(inet.a, 12, INET_DIAG_REQ_BYTECODE, ops);
	unsigned char proto = IPPROTO_UDP;
	put_attr(inet.a + 12, 5, INET_DIAG_REQ_PROTOCOL, &proto);
	rc = send_nl(&inet, sizeof(inet));
	printf("sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, nlmsg_flags=NLM_F_REQUEST|NLM_F_DUMP, "
	       "nlmsg_seq=1, nlmsg_pid=0}, {sdiag_family=AF_INET, sdiag_protocol=IPPROTO_TCP, "
	       "idiag_ext=1<<(INET_DIAG_INFO-1)|1<<(INET_DIAG_CONG-1), "
	       "idiag_states=1<<TCP_ESTABLISHED|1<<TCP_LISTEN, id={idiag_sport=htons(22), "
	       "idiag_dport=htons(1234), idiag_src=inet_addr(\"127.0.0.1\"), "
	       "idiag_dst=inet_addr(\"10.0.0.1\"), idiag_if=if_nametoindex(\"lo\"), "
	       "idiag_cookie=[1, 2]}}, [[{nla_len=12, nla_type=INET_DIAG_REQ_BYTECODE}, "
	       "{code=INET_DIAG_BC_S_GE, yes=8, no=12}, {code=INET_DIAG_BC_NOP, yes=0, no=1024}], "
	       "[{nla_len=5, nla_type=INET_DIAG_REQ_PROTOCOL}, IPPROTO_UDP]]], %zu, 0, %s) = %s\n",
	       fd, sizeof(inet), sizeof(inet), dst, sprintrc(rc));

	/* The old inet request, IPv6. */
	struct {
		struct nlmsghdr h;
		struct inet_diag_req r;
	} old = {
		.h = HDR(TCPDIAG_GETSOCK, NLM_F_REQUEST, 2, sizeof(old)),
		.r = { .idiag_family = AF_INET6, .idiag_src_len = 128, .idiag_ext = 0x80,
		       .idiag_states = 0xffffffff, .idiag_dbs = 3 },
	};
	old.r.id.idiag_src[3] = htonl(1);
	rc = send_nl(&old, sizeof(old));
	printf("sendto(%d, [{nlmsg_len=%zu, nlmsg_type=TCPDIAG_GETSOCK, nlmsg_flags=NLM_F_REQUEST, nlmsg_seq=2, "
	       "nlmsg_pid=0}, {idiag_family=AF_INET6, idiag_src_len=128, idiag_dst_len=0, "
	       "idiag_ext=1<<(INET_DIAG_SHUTDOWN-1), "
	       "id={idiag_sport=htons(0), idiag_dport=htons(0), inet_pton(AF_INET6, \"::1\", &idiag_src), "
	       "inet_pton(AF_INET6, \"::\", &idiag_dst), idiag_if=0, idiag_cookie=[0, 0]}, "
	       "idiag_states=1<<TCP_ESTABLISHED|1<<TCP_SYN_SENT|"
	       "1<<TCP_SYN_RECV|1<<TCP_FIN_WAIT1|1<<TCP_FIN_WAIT2|1<<TCP_TIME_WAIT|1<<TCP_CLOSE|"
	       "1<<TCP_CLOSE_WAIT|1<<TCP_LAST_ACK|1<<TCP_LISTEN|1<<TCP_CLOSING|1<<TCP_NEW_SYN_RECV|0xffffe001, "
	       "idiag_dbs=3}], "
	       "%zu, 0, %s) = %s\n", fd, sizeof(old), sizeof(old), dst, sprintrc(rc));

	/* unix, netlink and packet requests in one buffer. */
	struct {
		struct nlmsghdr h1;
		struct unix_diag_req u;
		struct nlmsghdr h2;
		struct netlink_diag_req n;
		struct nlmsghdr h3;
		struct packet_diag_req p;
	} three = {
		.h1 = HDR(SOCK_DIAG_BY_FAMILY, NLM_F_REQUEST, 3, NLMSG_HDRLEN + sizeof(struct unix_diag_req)),
		.u = { .sdiag_family = AF_UNIX, .udiag_states = 1 << 1, .udiag_ino = 12345,
		       .udiag_show = UDIAG_SHOW_NAME | UDIAG_SHOW_PEER | 0x1000,
		       .udiag_cookie = { 0xffffffff, 0 } },
		.h2 = HDR(SOCK_DIAG_BY_FAMILY, NLM_F_REQUEST | NLM_F_MATCH, 4,
			  NLMSG_HDRLEN + sizeof(struct netlink_diag_req)),
		.n = { .sdiag_family = AF_NETLINK, .sdiag_protocol = NDIAG_PROTO_ALL,
		       .ndiag_show = NDIAG_SHOW_MEMINFO | NDIAG_SHOW_FLAGS },
		.h3 = HDR(SOCK_DIAG_BY_FAMILY, NLM_F_REQUEST, 5, NLMSG_HDRLEN + sizeof(struct packet_diag_req)),
		.p = { .sdiag_family = AF_PACKET, .pdiag_ino = 7, .pdiag_show = PACKET_SHOW_INFO },
	};
	rc = send_nl(&three, sizeof(three));
	printf("sendto(%d, [[{nlmsg_len=40, nlmsg_type=SOCK_DIAG_BY_FAMILY, nlmsg_flags=NLM_F_REQUEST, "
	       "nlmsg_seq=3, nlmsg_pid=0}, {sdiag_family=AF_UNIX, sdiag_protocol=0, "
	       "udiag_states=1<<TCP_ESTABLISHED, udiag_ino=12345, "
	       "udiag_show=UDIAG_SHOW_NAME|UDIAG_SHOW_PEER|0x1000, udiag_cookie=[4294967295, 0]}], "
	       "[{nlmsg_len=36, nlmsg_type=SOCK_DIAG_BY_FAMILY, nlmsg_flags=NLM_F_REQUEST|NLM_F_MATCH, "
	       "nlmsg_seq=4, nlmsg_pid=0}, {sdiag_family=AF_NETLINK, sdiag_protocol=NDIAG_PROTO_ALL, "
	       "ndiag_ino=0, ndiag_show=NDIAG_SHOW_MEMINFO|NDIAG_SHOW_FLAGS, ndiag_cookie=[0, 0]}], "
	       "[{nlmsg_len=36, nlmsg_type=SOCK_DIAG_BY_FAMILY, nlmsg_flags=NLM_F_REQUEST, nlmsg_seq=5, "
	       "nlmsg_pid=0}, {sdiag_family=AF_PACKET, sdiag_protocol=0, pdiag_ino=7, "
	       "pdiag_show=PACKET_SHOW_INFO, pdiag_cookie=[0, 0]}]], %zu, 0, %s) = %s\n",
	       fd, sizeof(three), dst, sprintrc(rc));

	/* Answers: inet with attributes, unix with attributes, netlink and packet. */
	struct {
		struct nlmsghdr h;
		struct inet_diag_msg m;
		char a[8 + 40 + 8];
	} inet_ans = {
		.h = HDR(SOCK_DIAG_BY_FAMILY, NLM_F_MULTI, 6, sizeof(inet_ans)),
		.m = { .idiag_family = AF_INET6, .idiag_state = 10, .idiag_timer = 1,
		       .idiag_retrans = 2, .idiag_expires = 3, .idiag_rqueue = 4,
		       .idiag_wqueue = 5, .idiag_uid = 1000, .idiag_inode = 6 },
	};
	unsigned char shut = 3;
	put_attr(inet_ans.a, 5, INET_DIAG_SHUTDOWN, &shut);
	uint32_t mem[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 9 };
	put_attr(inet_ans.a + 8, 40, INET_DIAG_SKMEMINFO, mem);
	put_attr(inet_ans.a + 48, 8, INET_DIAG_CONG, "bbr");
	rc = send_nl(&inet_ans, sizeof(inet_ans));
	printf("sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, nlmsg_flags=NLM_F_MULTI, "
	       "nlmsg_seq=6, nlmsg_pid=0}, {idiag_family=AF_INET6, idiag_state=TCP_LISTEN, idiag_timer=1, "
	       "idiag_retrans=2, id={idiag_sport=htons(0), idiag_dport=htons(0), "
	       "inet_pton(AF_INET6, \"::\", &idiag_src), inet_pton(AF_INET6, \"::\", &idiag_dst), "
	       "idiag_if=0, idiag_cookie=[0, 0]}, idiag_expires=3, idiag_rqueue=4, idiag_wqueue=5, "
	       "idiag_uid=1000, idiag_inode=6}, [[{nla_len=5, nla_type=INET_DIAG_SHUTDOWN}, "
	       "0x3 /* RCV_SHUTDOWN|SEND_SHUTDOWN */], [{nla_len=40, nla_type=INET_DIAG_SKMEMINFO}, "
	       "[[SK_MEMINFO_RMEM_ALLOC]=1, [SK_MEMINFO_RCVBUF]=2, [SK_MEMINFO_WMEM_ALLOC]=3, "
	       "[SK_MEMINFO_SNDBUF]=4, [SK_MEMINFO_FWD_ALLOC]=5, [SK_MEMINFO_WMEM_QUEUED]=6, "
	       "[SK_MEMINFO_OPTMEM]=7, [SK_MEMINFO_BACKLOG]=8, [SK_MEMINFO_DROPS]=9]], "
	       "[{nla_len=8, nla_type=INET_DIAG_CONG}, \"bbr\"]]], %zu, 0, %s) = %s\n",
	       fd, sizeof(inet_ans), sizeof(inet_ans), dst, sprintrc(rc));

	struct {
		struct nlmsghdr h;
		struct unix_diag_msg m;
		char a[12 + 8 + 12 + 8];
	} unix_ans = {
		.h = HDR(SOCK_DIAG_BY_FAMILY, NLM_F_MULTI, 7, sizeof(unix_ans)),
		.m = { .udiag_family = AF_UNIX, .udiag_type = SOCK_STREAM, .udiag_state = 1,
		       .udiag_ino = 42, .udiag_cookie = { 3, 4 } },
	};
	put_attr(unix_ans.a, 12, UNIX_DIAG_NAME, "/tmp/s\0");
	uint32_t peer_ino = 43;
	put_attr(unix_ans.a + 12, 8, UNIX_DIAG_PEER, &peer_ino);
	struct unix_diag_rqlen rq = { 5, 6 };
	put_attr(unix_ans.a + 20, 12, UNIX_DIAG_RQLEN, &rq);
	uint32_t uid = 0;
	put_attr(unix_ans.a + 32, 8, UNIX_DIAG_UID, &uid);
	rc = send_nl(&unix_ans, sizeof(unix_ans));
	printf("sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, nlmsg_flags=NLM_F_MULTI, "
	       "nlmsg_seq=7, nlmsg_pid=0}, {udiag_family=AF_UNIX, udiag_type=SOCK_STREAM, "
	       "udiag_state=TCP_ESTABLISHED, udiag_ino=42, udiag_cookie=[3, 4]}, "
	       "[[{nla_len=12, nla_type=UNIX_DIAG_NAME}, \"/tmp/s\\0\"], [{nla_len=8, nla_type=UNIX_DIAG_PEER}, 43], "
	       "[{nla_len=12, nla_type=UNIX_DIAG_RQLEN}, {udiag_rqueue=5, udiag_wqueue=6}], "
	       "[{nla_len=8, nla_type=UNIX_DIAG_UID}, 0]]], %zu, 0, %s) = %s\n",
	       fd, sizeof(unix_ans), sizeof(unix_ans), dst, sprintrc(rc));

	struct {
		struct nlmsghdr h1;
		struct netlink_diag_msg n;
		char a[8];
		struct nlmsghdr h2;
		struct packet_diag_msg p;
		struct nlmsghdr h3;
		unsigned char other[4];
	} more = {
		.h1 = HDR(SOCK_DIAG_BY_FAMILY, NLM_F_MULTI, 8,
			  NLMSG_HDRLEN + sizeof(struct netlink_diag_msg) + 8),
		.n = { .ndiag_family = AF_NETLINK, .ndiag_type = SOCK_RAW, .ndiag_protocol = NETLINK_ROUTE,
		       .ndiag_state = 1, .ndiag_portid = 100, .ndiag_ino = 9 },
		.h2 = HDR(SOCK_DIAG_BY_FAMILY, NLM_F_MULTI, 9, NLMSG_HDRLEN + sizeof(struct packet_diag_msg)),
		.p = { .pdiag_family = AF_PACKET, .pdiag_type = SOCK_DGRAM, .pdiag_num = 0x0300,
		       .pdiag_ino = 10 },
		.h3 = HDR(SOCK_DIAG_BY_FAMILY, 0, 10, NLMSG_HDRLEN + 4),
		.other = { AF_IPX, 1, 2, 3 },
	};
	uint32_t nlflags = NDIAG_FLAG_CB_RUNNING | NDIAG_FLAG_CAP_ACK;
	put_attr(more.a, 8, NETLINK_DIAG_FLAGS, &nlflags);
	rc = send_nl(&more, sizeof(more));
	printf("sendto(%d, [[{nlmsg_len=52, nlmsg_type=SOCK_DIAG_BY_FAMILY, nlmsg_flags=NLM_F_MULTI, "
	       "nlmsg_seq=8, nlmsg_pid=0}, {ndiag_family=AF_NETLINK, ndiag_type=SOCK_RAW, "
	       "ndiag_protocol=NETLINK_ROUTE, ndiag_state=NETLINK_CONNECTED, ndiag_portid=100, "
	       "ndiag_dst_portid=0, ndiag_dst_group=0, ndiag_ino=9, ndiag_cookie=[0, 0]}, "
	       "[{nla_len=8, nla_type=NETLINK_DIAG_FLAGS}, NDIAG_FLAG_CB_RUNNING|NDIAG_FLAG_CAP_ACK]], "
	       "[{nlmsg_len=32, nlmsg_type=SOCK_DIAG_BY_FAMILY, nlmsg_flags=NLM_F_MULTI, nlmsg_seq=9, "
	       "nlmsg_pid=0}, {pdiag_family=AF_PACKET, pdiag_type=SOCK_DGRAM, pdiag_num=0x300 /* ETH_P_??? */, "
	       "pdiag_ino=10, pdiag_cookie=[0, 0]}], [{nlmsg_len=20, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=0, nlmsg_seq=10, nlmsg_pid=0}, {family=AF_IPX, data=\"\\x01\\x02\\x03\"}]], "
	       "%zu, 0, %s) = %s\n", fd, sizeof(more), dst, sprintrc(rc));

	/* Attributes of answers: congestion control info, SCTP addresses, packet info,
	 * rings and filters. */
	struct {
		struct nlmsghdr h;
		struct inet_diag_msg m;
		char a[4 + 16 + 4 + 20 + 4 + 128];
	} cc = {
		.h = HDR(SOCK_DIAG_BY_FAMILY, NLM_F_MULTI, 11, sizeof(cc)),
		.m = { .idiag_family = AF_INET, .idiag_state = 1 },
	};
	struct tcpvegas_info vegas = { 1, 2, 3, 4 };
	put_attr(cc.a, 20, INET_DIAG_VEGASINFO, &vegas);
	struct tcp_bbr_info bbr = { 0x10, 0, 5, 256, 512 };
	put_attr(cc.a + 20, 24, INET_DIAG_BBRINFO, &bbr);
	struct sockaddr_storage local = { .ss_family = AF_INET };
	((struct sockaddr_in *)&local)->sin_port = htons(9);
	((struct sockaddr_in *)&local)->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	put_attr(cc.a + 44, 132, INET_DIAG_LOCALS, &local);
	rc = send_nl(&cc, sizeof(cc));
	printf("sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, nlmsg_flags=NLM_F_MULTI, "
	       "nlmsg_seq=11, nlmsg_pid=0}, {idiag_family=AF_INET, idiag_state=TCP_ESTABLISHED, "
	       "idiag_timer=0, idiag_retrans=0, id={idiag_sport=htons(0), idiag_dport=htons(0), "
	       "idiag_src=inet_addr(\"0.0.0.0\"), idiag_dst=inet_addr(\"0.0.0.0\"), idiag_if=0, "
	       "idiag_cookie=[0, 0]}, idiag_expires=0, idiag_rqueue=0, idiag_wqueue=0, idiag_uid=0, "
	       "idiag_inode=0}, [[{nla_len=20, nla_type=INET_DIAG_VEGASINFO}, {tcpv_enabled=1, "
	       "tcpv_rttcnt=2, tcpv_rtt=3, tcpv_minrtt=4}], [{nla_len=24, nla_type=INET_DIAG_BBRINFO}, "
	       "{bbr_bw_lo=0x10, bbr_bw_hi=0, bbr_min_rtt=5, bbr_pacing_gain=256, bbr_cwnd_gain=512}], "
	       "[{nla_len=132, nla_type=INET_DIAG_LOCALS}, [{sa_family=AF_INET, sin_port=htons(9), "
	       "sin_addr=inet_addr(\"127.0.0.1\")}]]]], %zu, 0, %s) = %s\n",
	       fd, sizeof(cc), sizeof(cc), dst, sprintrc(rc));

	struct {
		struct nlmsghdr h;
		struct packet_diag_msg p;
		char a[4 + sizeof(struct packet_diag_info) + 4 + sizeof(struct packet_diag_ring) + 4 + 16];
	} pk = {
		.h = HDR(SOCK_DIAG_BY_FAMILY, NLM_F_MULTI, 12, sizeof(pk)),
		.p = { .pdiag_family = AF_PACKET, .pdiag_type = SOCK_RAW, .pdiag_num = 0x0800 },
	};
	struct packet_diag_info pi = { .pdi_index = 1, .pdi_version = 2, .pdi_reserve = 3,
				       .pdi_copy_thresh = 4, .pdi_tstamp = 5,
				       .pdi_flags = PDI_RUNNING | PDI_AUXDATA };
	put_attr(pk.a, 4 + sizeof(pi), PACKET_DIAG_INFO, &pi);
	struct packet_diag_ring ring = { 4096, 2, 2048, 4, 0, 0, 0 };
	put_attr(pk.a + 4 + sizeof(pi), 4 + sizeof(ring), PACKET_DIAG_RX_RING, &ring);
	struct sock_filter insns[2] = { BPF_STMT(BPF_RET | BPF_K, 0xffff), BPF_STMT(BPF_RET | BPF_K, 0) };
	put_attr(pk.a + 8 + sizeof(pi) + sizeof(ring), 20, PACKET_DIAG_FILTER, insns);
	rc = send_nl(&pk, sizeof(pk));
	printf("sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, nlmsg_flags=NLM_F_MULTI, "
	       "nlmsg_seq=12, nlmsg_pid=0}, {pdiag_family=AF_PACKET, pdiag_type=SOCK_RAW, "
	       "pdiag_num=ETH_P_IP, pdiag_ino=0, pdiag_cookie=[0, 0]}, "
	       "[[{nla_len=28, nla_type=PACKET_DIAG_INFO}, {pdi_index=if_nametoindex(\"lo\"), "
	       "pdi_version=TPACKET_V3, pdi_reserve=3, pdi_copy_thresh=4, pdi_tstamp=5, "
	       "pdi_flags=PDI_RUNNING|PDI_AUXDATA}], [{nla_len=32, nla_type=PACKET_DIAG_RX_RING}, "
	       "{pdr_block_size=4096, pdr_block_nr=2, pdr_frame_size=2048, pdr_frame_nr=4, "
	       "pdr_retire_tmo=0, pdr_sizeof_priv=0, pdr_features=0}], "
	       "[{nla_len=20, nla_type=PACKET_DIAG_FILTER}, %p]]], %zu, 0, %s) = %s\n",
	       fd, sizeof(pk), (void *)(pk.a + 12 + sizeof(pi) + sizeof(ring)), sizeof(pk), dst,
	       sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
