/* systrace: -e trace=socket,sendto */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * NETLINK_SOCK_DIAG answers strace 6.1 decodes in full that netlink_sock_diag does
 * not show: an AF_SMC socket's connection info, link group info, fallback reasons
 * and DMB info; a netlink socket's multicast groups (NETLINK_DIAG_GROUPS, words
 * zero-padded); an IPv6 socket id with ports, an MD5 signature key and a host
 * condition with an address (what -X raw|verbose print as bytes, see
 * tests/netlink_styles.sh). Sent from one sock_diag socket to another, never to the
 * kernel. socket() is traced: -m buffered knows a descriptor's netlink protocol
 * from it (the program is gone when its calls are decoded).
 */
#include "tests.h"

#include <arpa/inet.h>
#include <linux/inet_diag.h>
#include <linux/netlink.h>
#include <linux/netlink_diag.h>
#include <linux/smc_diag.h>
#include <linux/sock_diag.h>
#include <linux/tcp.h>
#include <netinet/in.h>
#include <sys/socket.h>

#ifndef AF_SMC
# define AF_SMC 43
#endif

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
	peer = (int)syscall(SYS_socket, AF_NETLINK, SOCK_RAW, NETLINK_SOCK_DIAG);
	if (fd < 0 || peer < 0)
		perror_msg_and_fail("socket");
	printf("socket(AF_NETLINK, SOCK_RAW, NETLINK_SOCK_DIAG) = %d\n", fd);
	printf("socket(AF_NETLINK, SOCK_RAW, NETLINK_SOCK_DIAG) = %d\n", peer);
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK };
	peer_sa.nl_family = AF_NETLINK;
	socklen_t salen = sizeof(peer_sa);
	if (bind(fd, (void *)&sa, sizeof(sa)) ||
	    bind(peer, (void *)&peer_sa, sizeof(peer_sa)) ||
	    getsockname(peer, (void *)&peer_sa, &salen))
		perror_msg_and_fail("bind");
	snprintf(dst, sizeof(dst), "{sa_family=AF_NETLINK, nl_pid=%d, nl_groups=00000000}, 12",
		 (int)peer_sa.nl_pid);

	/* An SMC socket: connection info, link group info, fallback, DMB info. */
	struct {
		struct nlmsghdr h;
		struct smc_diag_msg m;
		char a[4 + sizeof(struct smc_diag_conninfo) + 4 + sizeof(struct smc_diag_lgrinfo) + 4 +
		       4 + sizeof(struct smc_diag_fallback) + 4 + sizeof(struct smcd_diag_dmbinfo)];
	} smc = {
		.h = HDR(SOCK_DIAG_BY_FAMILY, NLM_F_MULTI, 1, sizeof(smc)),
		.m = { .diag_family = AF_SMC, .diag_state = 1, .diag_mode = SMC_DIAG_MODE_SMCR,
		       .diag_shutdown = 0, .diag_uid = 1000, .diag_inode = 77,
		       .id = { .idiag_sport = htons(443), .idiag_dport = htons(5000) } },
	};
	smc.m.id.idiag_src[0] = htonl(INADDR_LOOPBACK);
	struct smc_diag_conninfo ci = {
		.token = 1, .sndbuf_size = 65536, .rmbe_size = 32768, .peer_rmbe_size = 16384,
		.rx_prod = { 1, 2, 3 }, .rx_cons = { 4, 5, 6 }, .tx_prod = { 7, 8, 9 },
		.tx_cons = { 10, 11, 12 }, .rx_prod_flags = 0x1, .rx_conn_state_flags = 0x2,
		.tx_prod_flags = 0, .tx_conn_state_flags = 0xff,
		.tx_prep = { 13, 14, 15 }, .tx_sent = { 16, 17, 18 }, .tx_fin = { 19, 20, 21 },
	};
	char *p = smc.a;
	put_attr(p, 4 + sizeof(ci), SMC_DIAG_CONNINFO, &ci);
	p += NLA_ALIGN(4 + sizeof(ci));
	struct smc_diag_lgrinfo li = { .role = 1 };
	li.lnk[0].link_id = 2;
	memcpy(li.lnk[0].ibname, "mlx5_0", 7);
	li.lnk[0].ibport = 1;
	memcpy(li.lnk[0].gid, "fe80::1", 8);
	memset(li.lnk[0].peer_gid, 'g', sizeof(li.lnk[0].peer_gid));
	put_attr(p, 4 + sizeof(li), SMC_DIAG_LGRINFO, &li);
	p += NLA_ALIGN(4 + sizeof(li));
	unsigned char shut = 1;
	put_attr(p, 5, SMC_DIAG_SHUTDOWN, &shut);
	p += 8;
	struct smc_diag_fallback fb = { 0x03030000, 0x12345678 };
	put_attr(p, 4 + sizeof(fb), SMC_DIAG_FALLBACK, &fb);
	p += 4 + sizeof(fb);
	struct smcd_diag_dmbinfo di = { 1, 0x10, 0x20, 0x30, 0x40 };
	put_attr(p, 4 + sizeof(di), SMC_DIAG_DMBINFO, &di);
	rc = send_nl(&smc, sizeof(smc));
	printf("sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, nlmsg_flags=NLM_F_MULTI, "
	       "nlmsg_seq=1, nlmsg_pid=0}, {diag_family=AF_SMC, diag_state=SMC_ACTIVE, "
	       "diag_fallback=SMC_DIAG_MODE_SMCR, diag_shutdown=0, id={idiag_sport=htons(443), "
	       "idiag_dport=htons(5000), idiag_src=inet_addr(\"127.0.0.1\"), "
	       "idiag_dst=inet_addr(\"0.0.0.0\"), idiag_if=0, idiag_cookie=[0, 0]}, diag_uid=1000, "
	       "diag_inode=77}, [[{nla_len=%zu, nla_type=SMC_DIAG_CONNINFO}, {token=1, "
	       "sndbuf_size=65536, rmbe_size=32768, peer_rmbe_size=16384, "
	       "rx_prod={reserved=1, wrap=2, count=3}, rx_cons={reserved=4, wrap=5, count=6}, "
	       "tx_prod={reserved=7, wrap=8, count=9}, tx_cons={reserved=10, wrap=11, count=12}, "
	       "rx_prod_flags=0x1, rx_conn_state_flags=0x2, tx_prod_flags=00, "
	       "tx_conn_state_flags=0xff, tx_prep={reserved=13, wrap=14, count=15}, "
	       "tx_sent={reserved=16, wrap=17, count=18}, tx_fin={reserved=19, wrap=20, count=21}}], "
	       "[{nla_len=%zu, nla_type=SMC_DIAG_LGRINFO}, {lnk=[{link_id=2, ibname=\"mlx5_0\", "
	       "ibport=1, gid=\"fe80::1\", peer_gid=\"%.39s\"...}], role=SMC_SERV}], "
	       "[{nla_len=5, nla_type=SMC_DIAG_SHUTDOWN}, RCV_SHUTDOWN], "
	       "[{nla_len=12, nla_type=SMC_DIAG_FALLBACK}, {reason=0x3030000 /* SMC_CLC_DECL_NOSMCDEV */, "
	       "peer_diagnosis=0x12345678 /* SMC_CLC_DECL_??? */}], "
	       "[{nla_len=%zu, nla_type=SMC_DIAG_DMBINFO}, {linkid=1, peer_gid=0x10, my_gid=0x20, "
	       "token=0x30, peer_token=0x40}]]], %zu, 0, %s) = %s\n",
	       fd, sizeof(smc), 4 + sizeof(ci), 4 + sizeof(li), li.lnk[0].peer_gid, 4 + sizeof(di),
	       sizeof(smc), dst, sprintrc(rc));

	/* A netlink socket's groups: one word per 64 groups, zero-padded. */
	struct {
		struct nlmsghdr h;
		struct netlink_diag_msg n;
		char a[4 + 3 * 8];
	} groups = {
		.h = HDR(SOCK_DIAG_BY_FAMILY, NLM_F_MULTI, 2, sizeof(groups)),
		.n = { .ndiag_family = AF_NETLINK, .ndiag_type = SOCK_RAW,
		       .ndiag_protocol = NETLINK_ROUTE, .ndiag_state = 7, .ndiag_portid = 3 },
	};
	uint64_t words[3] = { 0x1, 0, 0xdeadbeef12345678ULL };
	put_attr(groups.a, sizeof(groups.a), NETLINK_DIAG_GROUPS, words);
	rc = send_nl(&groups, sizeof(groups));
	printf("sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, nlmsg_flags=NLM_F_MULTI, "
	       "nlmsg_seq=2, nlmsg_pid=0}, {ndiag_family=AF_NETLINK, ndiag_type=SOCK_RAW, "
	       "ndiag_protocol=NETLINK_ROUTE, ndiag_state=TCP_CLOSE, ndiag_portid=3, "
	       "ndiag_dst_portid=0, ndiag_dst_group=0, ndiag_ino=0, ndiag_cookie=[0, 0]}, "
	       "[{nla_len=28, nla_type=NETLINK_DIAG_GROUPS}, [0x00000000000001, 0000000000000000, "
	       "0xdeadbeef12345678]]], %zu, 0, %s) = %s\n",
	       fd, sizeof(groups), sizeof(groups), dst, sprintrc(rc));

	/* IPv6: ports, an MD5 key's address; a host condition with an IPv4 address. */
	struct {
		struct nlmsghdr h;
		struct inet_diag_msg m;
		char a[4 + sizeof(struct tcp_diag_md5sig)];
	} md5 = {
		.h = HDR(SOCK_DIAG_BY_FAMILY, NLM_F_MULTI, 3, sizeof(md5)),
		.m = { .idiag_family = AF_INET6, .idiag_state = 1,
		       .id = { .idiag_sport = htons(8080), .idiag_dport = htons(40000) } },
	};
	md5.m.id.idiag_src[3] = htonl(1);
	md5.m.id.idiag_dst[0] = htonl(0xfe800000);
	md5.m.id.idiag_dst[3] = htonl(2);
	struct tcp_diag_md5sig sig = { .tcpm_family = AF_INET, .tcpm_prefixlen = 24,
				       .tcpm_keylen = 2, .tcpm_key = { 0xab, 0xcd } };
	sig.tcpm_addr[0] = htonl(0xc0a80100);
	put_attr(md5.a, sizeof(md5.a), INET_DIAG_MD5SIG, &sig);
	rc = send_nl(&md5, sizeof(md5));
	printf("sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, nlmsg_flags=NLM_F_MULTI, "
	       "nlmsg_seq=3, nlmsg_pid=0}, {idiag_family=AF_INET6, idiag_state=TCP_ESTABLISHED, "
	       "idiag_timer=0, idiag_retrans=0, id={idiag_sport=htons(8080), idiag_dport=htons(40000), "
	       "inet_pton(AF_INET6, \"::1\", &idiag_src), inet_pton(AF_INET6, \"fe80::2\", &idiag_dst), "
	       "idiag_if=0, idiag_cookie=[0, 0]}, idiag_expires=0, idiag_rqueue=0, idiag_wqueue=0, "
	       "idiag_uid=0, idiag_inode=0}, [{nla_len=%zu, nla_type=INET_DIAG_MD5SIG}, "
	       "[{tcpm_family=AF_INET, tcpm_prefixlen=24, tcpm_keylen=2, "
	       "tcpm_addr=inet_addr(\"192.168.1.0\"), tcpm_key=\"\\xab\\xcd\"}]]], %zu, 0, %s) = %s\n",
	       fd, sizeof(md5), sizeof(md5.a), sizeof(md5), dst, sprintrc(rc));

	struct {
		struct nlmsghdr h;
		struct inet_diag_req_v2 r;
		char a[4 + sizeof(struct inet_diag_bc_op) + sizeof(struct inet_diag_hostcond) + 4];
	} cond = {
		.h = HDR(SOCK_DIAG_BY_FAMILY, NLM_F_REQUEST, 4, sizeof(cond)),
		.r = { .sdiag_family = AF_INET, .sdiag_protocol = IPPROTO_TCP,
		       .id = { .idiag_sport = htons(1), .idiag_dport = htons(2) } },
	};
	struct {
		struct inet_diag_bc_op op;
		struct inet_diag_hostcond hc;
		uint32_t addr;
	} __attribute__((packed)) bc = {
		.op = { .code = INET_DIAG_BC_S_COND, .yes = 24, .no = 28 },
		.hc = { .family = AF_INET, .prefix_len = 8, .port = 22 },
		.addr = htonl(0x0a000000),
	};
	put_attr(cond.a, sizeof(cond.a), INET_DIAG_REQ_BYTECODE, &bc);
	rc = send_nl(&cond, sizeof(cond));
	printf("sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, nlmsg_flags=NLM_F_REQUEST, "
	       "nlmsg_seq=4, nlmsg_pid=0}, {sdiag_family=AF_INET, sdiag_protocol=IPPROTO_TCP, "
	       "idiag_ext=0, idiag_states=0, id={idiag_sport=htons(1), idiag_dport=htons(2), "
	       "idiag_src=inet_addr(\"0.0.0.0\"), idiag_dst=inet_addr(\"0.0.0.0\"), idiag_if=0, "
	       "idiag_cookie=[0, 0]}}, [{nla_len=%zu, nla_type=INET_DIAG_REQ_BYTECODE}, "
	       "{code=INET_DIAG_BC_S_COND, yes=24, no=28}, {family=AF_INET, prefix_len=8, port=22, "
	       "addr=inet_addr(\"10.0.0.0\")}]], %zu, 0, %s) = %s\n",
	       fd, sizeof(cond), sizeof(cond.a), sizeof(cond), dst, sprintrc(rc));

	/* Every netlink protocol. */
	struct {
		struct nlmsghdr h;
		struct netlink_diag_req r;
	} all = {
		.h = HDR(SOCK_DIAG_BY_FAMILY, NLM_F_REQUEST | NLM_F_DUMP, 5, sizeof(all)),
		.r = { .sdiag_family = AF_NETLINK, .sdiag_protocol = NDIAG_PROTO_ALL,
		       .ndiag_show = NDIAG_SHOW_GROUPS },
	};
	rc = send_nl(&all, sizeof(all));
	printf("sendto(%d, [{nlmsg_len=%zu, nlmsg_type=SOCK_DIAG_BY_FAMILY, "
	       "nlmsg_flags=NLM_F_REQUEST|NLM_F_DUMP, nlmsg_seq=5, nlmsg_pid=0}, "
	       "{sdiag_family=AF_NETLINK, sdiag_protocol=NDIAG_PROTO_ALL, ndiag_ino=0, "
	       "ndiag_show=NDIAG_SHOW_GROUPS, ndiag_cookie=[0, 0]}], %zu, 0, %s) = %s\n",
	       fd, sizeof(all), sizeof(all), dst, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
