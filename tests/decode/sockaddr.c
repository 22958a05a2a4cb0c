/* systrace: -e trace=bind,connect */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Socket addresses through bind and connect: AF_UNIX (paths, abstract, unnamed),
 * AF_INET, AF_INET6, AF_NETLINK, AF_PACKET, AF_UNSPEC, unknown and the other families
 * strace decodes (vsock, x25, alg, ipx, qipcrtr, bluetooth, nfc, rxrpc, ieee802154, ax25);
 * short, oversized and unreadable addresses.
 */
#include "tests.h"

#include <arpa/inet.h>
#include <net/if.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/un.h>

static int fd;

/* How an interface index prints: if_nametoindex("lo"), or the number. */
static const char *sprint_ifindex(unsigned int idx)
{
	static char buf[2][64];
	static int n;
	char name[IF_NAMESIZE];
	char *b = buf[n++ % 2];
	if (if_indextoname(idx, name))
		snprintf(b, sizeof(buf[0]), "if_nametoindex(\"%s\")", name);
	else
		snprintf(b, sizeof(buf[0]), "%u", idx);
	return b;
}

/* connect(fd, addr, len); returns the result text. */
static const char *conn(const void *addr, long len)
{
	return sprintrc(syscall(SYS_connect, fd, addr, len));
}

static void test_inet(void)
{
	struct sockaddr_in sin = { .sin_family = AF_INET, .sin_port = htons(80) };
	sin.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	static const char in_text[] =
		"{sa_family=AF_INET, sin_port=htons(80), sin_addr=inet_addr(\"127.0.0.1\")}";

	printf("connect(%d, %s, 16) = %s\n", fd, in_text, conn(&sin, 16));
	printf("connect(%d, %s, 20) = %s\n", fd, in_text, conn(&sin, 20));
	/* Longer than sockaddr_storage: cut to 128 bytes, still readable here. */
	char big[200] = { 0 };
	memcpy(big, &sin, sizeof(sin));
	printf("connect(%d, %s, 200) = %s\n", fd, in_text, conn(big, 200));
	printf("connect(%d, {sa_family=AF_INET, sa_data=\"\\0P\\177\\0\\0\\1\\0\\0\\0\\0\\0\\0\\0\"}, 15) = %s\n",
	       fd, conn(&sin, 15));
	printf("connect(%d, {sa_family=AF_INET, sa_data=\"\\0\"}, 3) = %s\n", fd, conn(&sin, 3));
	printf("connect(%d, {sa_family=AF_INET}, 2) = %s\n", fd, conn(&sin, 2));
	printf("connect(%d, %p, 1) = %s\n", fd, (void *)&sin, conn(&sin, 1));
	printf("connect(%d, %p, 0) = %s\n", fd, (void *)&sin, conn(&sin, 0));
	printf("connect(%d, %p, -1) = %s\n", fd, (void *)&sin, conn(&sin, -1));
	printf("connect(%d, NULL, 16) = %s\n", fd, conn(NULL, 16));
	printf("connect(%d, %s, 16) = %s\n", fd, sprintaddr(BAD_ADDR), conn(BAD_ADDR, 16));

	/* At a page end: whole when the length fits, the address when it does not. */
	struct sockaddr_in *tail = tail_alloc(sizeof(*tail));
	*tail = sin;
	tail->sin_addr.s_addr = htonl(0x0a000001);
	tail->sin_port = htons(65535);
	printf("bind(%d, {sa_family=AF_INET, sin_port=htons(65535), sin_addr=inet_addr(\"10.0.0.1\")}, 16) = %s\n",
	       fd, sprintrc(syscall(SYS_bind, fd, tail, 16)));
	printf("bind(%d, %p, 17) = %s\n", fd, (void *)tail, sprintrc(syscall(SYS_bind, fd, tail, 17)));
}

static void test_inet6(void)
{
	struct sockaddr_in6 s6 = {
		.sin6_family = AF_INET6, .sin6_port = htons(443),
		.sin6_flowinfo = htonl(7), .sin6_scope_id = 0,
	};
	unsigned int lo = if_nametoindex("lo");

	inet_pton(AF_INET6, "fe80::1", &s6.sin6_addr);
	s6.sin6_scope_id = lo;
	printf("connect(%d, {sa_family=AF_INET6, sin6_port=htons(443), sin6_flowinfo=htonl(7), "
	       "inet_pton(AF_INET6, \"fe80::1\", &sin6_addr), sin6_scope_id=%s}, 28) = %s\n",
	       fd, sprint_ifindex(lo), conn(&s6, sizeof(s6)));
	s6.sin6_scope_id = 123456;
	printf("connect(%d, {sa_family=AF_INET6, sin6_port=htons(443), sin6_flowinfo=htonl(7), "
	       "inet_pton(AF_INET6, \"fe80::1\", &sin6_addr), sin6_scope_id=%s}, 28) = %s\n",
	       fd, sprint_ifindex(123456), conn(&s6, sizeof(s6)));
	inet_pton(AF_INET6, "ff02::1", &s6.sin6_addr);
	s6.sin6_scope_id = 0;
	printf("connect(%d, {sa_family=AF_INET6, sin6_port=htons(443), sin6_flowinfo=htonl(7), "
	       "inet_pton(AF_INET6, \"ff02::1\", &sin6_addr), sin6_scope_id=0}, 28) = %s\n",
	       fd, conn(&s6, sizeof(s6)));
	inet_pton(AF_INET6, "::1", &s6.sin6_addr);
	s6.sin6_scope_id = 1;
	printf("connect(%d, {sa_family=AF_INET6, sin6_port=htons(443), sin6_flowinfo=htonl(7), "
	       "inet_pton(AF_INET6, \"::1\", &sin6_addr), sin6_scope_id=1}, 28) = %s\n",
	       fd, conn(&s6, sizeof(s6)));
	printf("connect(%d, {sa_family=AF_INET6, sin6_port=htons(443), sin6_flowinfo=htonl(7), "
	       "inet_pton(AF_INET6, \"::1\", &sin6_addr)}, 24) = %s\n", fd, conn(&s6, 24));
	inet_pton(AF_INET6, "::ffff:1.2.3.4", &s6.sin6_addr);
	printf("connect(%d, {sa_family=AF_INET6, sin6_port=htons(443), sin6_flowinfo=htonl(7), "
	       "inet_pton(AF_INET6, \"::ffff:1.2.3.4\", &sin6_addr), sin6_scope_id=1}, 26) = %s\n",
	       fd, conn(&s6, 26));
	printf("connect(%d, {sa_family=AF_INET6, sa_data=\"\\1\\273\\0\\0\\0\\7\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\377\\377\\1\\2\\3\"}, 23) = %s\n",
	       fd, conn(&s6, 23));
}

static void test_unix(void)
{
	struct sockaddr_un sun = { .sun_family = AF_UNIX };
	strcpy(sun.sun_path, "/nonexistent/socket");

	printf("connect(%d, {sa_family=AF_UNIX, sun_path=\"/nonexistent/socket\"}, %zu) = %s\n",
	       fd, sizeof(sun), conn(&sun, sizeof(sun)));
	printf("connect(%d, {sa_family=AF_UNIX, sun_path=\"/nonexistent/socket\"}, 22) = %s\n",
	       fd, conn(&sun, 22));
	printf("connect(%d, {sa_family=AF_UNIX, sun_path=\"/nonex\"}, 8) = %s\n", fd, conn(&sun, 8));
	printf("connect(%d, {sa_family=AF_UNIX, sun_path=\"/\"}, 3) = %s\n", fd, conn(&sun, 3));
	printf("connect(%d, {sa_family=AF_UNIX}, 2) = %s\n", fd, conn(&sun, 2));

	/* Abstract names: every byte of the length, NULs included. */
	memcpy(sun.sun_path, "\0abstract\0x\n", 12);
	printf("connect(%d, {sa_family=AF_UNIX, sun_path=@\"abstract\\0x\\n\"}, 14) = %s\n",
	       fd, conn(&sun, 14));
	printf("connect(%d, {sa_family=AF_UNIX, sun_path=@\"abstract\"}, 11) = %s\n",
	       fd, conn(&sun, 11));
	printf("connect(%d, {sa_family=AF_UNIX, sun_path=@\"\"}, 3) = %s\n", fd, conn(&sun, 3));

	/* A path filling sun_path without a NUL; longer lengths are cut to the structure. */
	char path[sizeof(sun.sun_path) + 1];
	memset(sun.sun_path, 'A', sizeof(sun.sun_path));
	memset(path, 'A', sizeof(sun.sun_path));
	path[sizeof(sun.sun_path)] = '\0';
	printf("connect(%d, {sa_family=AF_UNIX, sun_path=\"%s\"}, %zu) = %s\n",
	       fd, path, sizeof(sun), conn(&sun, sizeof(sun)));
	char big[sizeof(sun) + 10];
	memcpy(big, &sun, sizeof(sun));
	memset(big + sizeof(sun), 'B', 10);
	printf("connect(%d, {sa_family=AF_UNIX, sun_path=\"%s\"}, %zu) = %s\n",
	       fd, path, sizeof(big), conn(big, sizeof(big)));

	/* Escapes in a path. */
	memcpy(sun.sun_path, "a\"b\\c\t\001" "7", 9);
	printf("connect(%d, {sa_family=AF_UNIX, sun_path=\"a\\\"b\\\\c\\t\\0017\"}, 11) = %s\n",
	       fd, conn(&sun, 11));
}

static void test_netlink_packet(void)
{
	struct {
		unsigned short family, pad;
		unsigned int pid, groups;
	} nl = { AF_NETLINK, 0, 1234, 5 };
	printf("connect(%d, {sa_family=AF_NETLINK, nl_pid=1234, nl_groups=0x000005}, 12) = %s\n",
	       fd, conn(&nl, 12));
	nl.pad = 3;
	nl.groups = 0;
	nl.pid = -1;
	printf("connect(%d, {sa_family=AF_NETLINK, nl_pad=0x3, nl_pid=-1, nl_groups=00000000}, 12) = %s\n",
	       fd, conn(&nl, 12));
	printf("connect(%d, {sa_family=AF_NETLINK, sa_data=\"\\3\\0\\377\\377\\377\\377\\0\\0\\0\"}, 11) = %s\n",
	       fd, conn(&nl, 11));

	struct {
		unsigned short family, protocol;
		int ifindex;
		unsigned short hatype;
		unsigned char pkttype, halen, addr[8];
	} ll = { AF_PACKET, htons(0x0800), 1, 1, 0, 6, { 1, 2, 3, 0xab, 5, 0 } };
	printf("connect(%d, {sa_family=AF_PACKET, sll_protocol=htons(ETH_P_IP), sll_ifindex=%s, "
	       "sll_hatype=ARPHRD_ETHER, sll_pkttype=PACKET_HOST, sll_halen=6, "
	       "sll_addr=[0x1, 0x2, 0x3, 0xab, 0x5, 00]}, 20) = %s\n",
	       fd, sprint_ifindex(ll.ifindex), conn(&ll, 20));
	printf("connect(%d, {sa_family=AF_PACKET, sa_data=\"\\10\\0\\1\\0\\0\\0\\1\\0\\0\\6\\1\\2\\3\\253\"}, 16) = %s\n",
	       fd, conn(&ll, 16));
	ll.protocol = htons(0x1234);
	ll.ifindex = 123456;
	ll.hatype = 0xfff;
	ll.pkttype = 77;
	ll.halen = 9;
	printf("connect(%d, {sa_family=AF_PACKET, sll_protocol=htons(0x1234 /* ETH_P_??? */), "
	       "sll_ifindex=%s, sll_hatype=0xfff /* ARPHRD_??? */, sll_pkttype=0x4d /* PACKET_??? */, "
	       "sll_halen=9, sll_addr=[0x1, 0x2, 0x3, 0xab, 0x5, 00, 00, 00, ...]}, 20) = %s\n",
	       fd, sprint_ifindex(123456), conn(&ll, 20));
	ll.halen = 0;
	ll.hatype = 772;
	ll.pkttype = 4;
	ll.protocol = htons(3);
	printf("connect(%d, {sa_family=AF_PACKET, sll_protocol=htons(ETH_P_ALL), sll_ifindex=%s, "
	       "sll_hatype=ARPHRD_LOOPBACK, sll_pkttype=PACKET_OUTGOING, sll_halen=0}, 20) = %s\n",
	       fd, sprint_ifindex(123456), conn(&ll, 20));
}

static void test_other(void)
{
	unsigned char b[128];

	struct sockaddr sa = { .sa_family = AF_UNSPEC, .sa_data = "abc\1\2" };
	printf("connect(%d, {sa_family=AF_UNSPEC, sa_data=\"abc\\1\\2\\0\\0\\0\\0\\0\\0\\0\\0\\0\"}, 16) = %s\n",
	       fd, conn(&sa, 16));
	sa.sa_family = 200;
	printf("connect(%d, {sa_family=0xc8 /* AF_??? */, sa_data=\"abc\\1\\2\\0\\0\\0\\0\\0\\0\\0\\0\\0\"}, 16) = %s\n",
	       fd, conn(&sa, 16));
	sa.sa_family = AF_AX25;
	printf("connect(%d, {sa_family=AF_AX25, sa_data=\"ab\"}, 4) = %s\n", fd, conn(&sa, 4));

	memset(b, 0, sizeof(b));
	b[0] = AF_VSOCK;
	memcpy(b + 4, "\xff\xff\xff\xff\x02\0\0\0\x01", 9);
	printf("connect(%d, {sa_family=AF_VSOCK, svm_cid=VMADDR_CID_HOST, svm_port=VMADDR_PORT_ANY, "
	       "svm_flags=VMADDR_FLAG_TO_HOST}, 16) = %s\n", fd, conn(b, 16));
	memcpy(b + 2, "\x05\0\x00\x04\0\0\x4d\0\0\0\x03\0\x01", 13);
	printf("connect(%d, {sa_family=AF_VSOCK, svm_reserved1=0x5, svm_cid=0x4d, svm_port=0x400, "
	       "svm_flags=VMADDR_FLAG_TO_HOST|0x2, svm_zero=\"\\x00\\x01\\x00\"}, 16) = %s\n",
	       fd, conn(b, 16));

	memset(b, 0, sizeof(b));
	b[0] = AF_X25;
	strcpy((char *)b + 2, "12345");
	printf("connect(%d, {sa_family=AF_X25, sx25_addr={x25_addr=\"12345\"}}, 18) = %s\n",
	       fd, conn(b, 18));
	memset(b + 2, '7', 16);
	printf("connect(%d, {sa_family=AF_X25, sx25_addr={x25_addr=\"777777777777777\"...}}, 18) = %s\n",
	       fd, conn(b, 18));

	memset(b, 0, sizeof(b));
	b[0] = AF_ALG;
	strcpy((char *)b + 2, "hash");
	memcpy(b + 16, "\0\x10\0\0\x01\x10\0\0", 8);
	strcpy((char *)b + 24, "sha256");
	printf("connect(%d, {sa_family=AF_ALG, salg_type=\"hash\", "
	       "salg_feat=0x1000 /* CRYPTO_ALG_KERN_DRIVER_ONLY */, "
	       "salg_mask=0x1001 /* CRYPTO_ALG_KERN_DRIVER_ONLY|0x1 */, salg_name=\"sha256\"}, 88) = %s\n",
	       fd, conn(b, 88));
	printf("connect(%d, {sa_family=AF_ALG, salg_type=\"hash\", "
	       "salg_feat=0x1000 /* CRYPTO_ALG_KERN_DRIVER_ONLY */, "
	       "salg_mask=0x1001 /* CRYPTO_ALG_KERN_DRIVER_ONLY|0x1 */, salg_name=\"sha\"...}, 28) = %s\n",
	       fd, conn(b, 28));

	memset(b, 0, sizeof(b));
	b[0] = AF_IPX;
	memcpy(b + 2, "\x01\x02\xaa\xbb\xcc\xdd\x00\x01\x02\x03\x04\x05\x06\x07", 14);
	printf("connect(%d, {sa_family=AF_IPX, sipx_port=htons(258), sipx_network=htonl(0xaabbccdd), "
	       "sipx_node=[00, 0x1, 0x2, 0x3, 0x4, 0x5], sipx_type=0x6, sipx_zero=0x7}, 16) = %s\n",
	       fd, conn(b, 16));

	memset(b, 0, sizeof(b));
	b[0] = AF_QIPCRTR;
	memcpy(b + 4, "\xff\xff\xff\xff\x05\0\0\0", 8);
	printf("connect(%d, {sa_family=AF_QIPCRTR, sq_node=QRTR_NODE_BCAST, sq_port=0x5}, 12) = %s\n",
	       fd, conn(b, 12));
}

/* An AX.25 callsign: letters shifted left by one, then the SSID. */
static void ax25_call(unsigned char *p, const char *text, int ssid)
{
	for (int i = 0; i < 6; i++)
		p[i] = (unsigned char)((text[i] ? text[i] : ' ') << 1);
	p[6] = (unsigned char)(ssid << 1);
	if (strlen(text) < 6)
		memset(p + strlen(text), ' ' << 1, 6 - strlen(text));
}

static void test_more_families(void)
{
	unsigned char b[128];

	/* AF_BLUETOOTH: the kind of address is told by its length. */
	memset(b, 0, sizeof(b));
	b[0] = AF_BLUETOOTH;
	b[2] = 3;
	b[4] = 2;
	printf("connect(%d, {sa_family=AF_BLUETOOTH, hci_dev=htobs(3), hci_channel=HCI_CHANNEL_MONITOR}, 6) = %s\n",
	       fd, conn(b, 6));
	memcpy(b + 2, "\x01\x10\x11\x22\x33\x44\x55\x66\x41\x00\x01", 11);
	printf("connect(%d, {sa_family=AF_BLUETOOTH, rc_bdaddr=01:10:11:22:33:44, rc_channel=85}, 10) = %s\n",
	       fd, conn(b, 10));
	printf("connect(%d, {sa_family=AF_BLUETOOTH, l2_psm=htobs(L2CAP_PSM_DYN_START), "
	       "l2_bdaddr=11:22:33:44:55:66, l2_cid=htobs(L2CAP_CID_DYN_START+1), "
	       "l2_bdaddr_type=BDADDR_LE_PUBLIC}, 14) = %s\n", fd, conn(b, 14));
	b[2] = 5;
	b[3] = 0;
	b[10] = 8;
	printf("connect(%d, {sa_family=AF_BLUETOOTH, l2_psm=htobs(0x5 /* L2CAP_PSM_??? */), "
	       "l2_bdaddr=11:22:33:44:55:66, l2_cid=htobs(0x8 /* L2CAP_CID_??? */)}, 12) = %s\n",
	       fd, conn(b, 12));
	printf("connect(%d, {sa_family=AF_BLUETOOTH, sa_data=\"\\5\\0\\21\"}, 5) = %s\n", fd, conn(b, 5));

	/* AF_NFC: struct sockaddr_nfc, and sockaddr_nfc_llcp when long enough. */
	memset(b, 0, sizeof(b));
	b[0] = AF_NFC;
	b[4] = 77;
	b[8] = 5;
	b[12] = 5;
	printf("connect(%d, {sa_family=AF_NFC, dev_idx=%s, target_idx=0x5, nfc_protocol=NFC_PROTO_NFC_DEP}, 16) = %s\n",
	       fd, sprint_ifindex(77), conn(b, 16));
	printf("connect(%d, {sa_family=AF_NFC, dev_idx=%s, target_idx=0x5, nfc_protocol=NFC_PROTO_NFC_DEP, ...}, 20) = %s\n",
	       fd, sprint_ifindex(77), conn(b, 20));
	b[16] = 4;
	b[17] = 0x20;
	memcpy(b + 18, "urn:nfc:sn:snep", 15);
	b[88] = 15;
	printf("connect(%d, {sa_family=AF_NFC, dev_idx=%s, target_idx=0x5, nfc_protocol=NFC_PROTO_NFC_DEP, "
	       "dsap=0x4 /* LLCP_SAP_SNEP */, ssap=0x20, service_name=\"urn:nfc:sn:snep\", "
	       "service_name_len=15}, 96) = %s\n", fd, sprint_ifindex(77), conn(b, 96));

	/* AF_RXRPC with an IPv4 transport, whole and cut short. */
	memset(b, 0, sizeof(b));
	b[0] = AF_RXRPC;
	memcpy(b + 2, "\x01\0\x02\0\x10\0\x02\0\x1f\x90\x7f\0\0\x01", 14);
	printf("connect(%d, {sa_family=AF_RXRPC, srx_service=0x1 /* CM_SERVICE */, transport_type=SOCK_DGRAM, "
	       "transport_len=16, transport={sin={sin_family=AF_INET, sin_port=htons(8080), "
	       "sin_addr=inet_addr(\"127.0.0.1\")}}}, 36) = %s\n", fd, conn(b, 36));
	b[6] = 6;
	printf("connect(%d, {sa_family=AF_RXRPC, srx_service=0x1 /* CM_SERVICE */, transport_type=SOCK_DGRAM, "
	       "transport_len=6, transport={sin={sin_family=AF_INET, \"\\37\\220\\177\\0\"}}}, 36) = %s\n",
	       fd, conn(b, 36));
	b[8] = 99;
	printf("connect(%d, {sa_family=AF_RXRPC, srx_service=0x1 /* CM_SERVICE */, transport_type=SOCK_DGRAM, "
	       "transport_len=6, transport={family=0x63 /* AF_??? */, \"\\37\\220\\177\\0\"}}, 36) = %s\n",
	       fd, conn(b, 36));

	/* AF_IEEE802154: short and long addresses. */
	memset(b, 0, sizeof(b));
	b[0] = AF_IEEE802154;
	memcpy(b + 4, "\x02\0\0\0\xff\xff\xfe\xff", 8);
	printf("connect(%d, {sa_family=AF_IEEE802154, addr={addr_type=0x2 /* IEEE802154_ADDR_SHORT */, "
	       "pan_id=0xffff /* IEEE802154_PANID_BROADCAST */, short_addr=0xfffe /* IEEE802154_ADDR_UNDEF */}}, 20) = %s\n",
	       fd, conn(b, 20));
	memcpy(b + 4, "\x03\0\0\0\x34\x12\x01\x02\x03\x04\x05\x06\x07\x08", 14);
	printf("connect(%d, {sa_family=AF_IEEE802154, addr={addr_type=0x3 /* IEEE802154_ADDR_LONG */, "
	       "pan_id=0x1234, hwaddr=01:02:03:04:05:06:07:08}}, 20) = %s\n", fd, conn(b, 20));

	/* AF_AX25: callsigns as text when they are sane, digipeaters, raw otherwise. */
	memset(b, 0, sizeof(b));
	b[0] = AF_AX25;
	ax25_call(b + 2, "N0CALL", 11);
	printf("connect(%d, {sa_family=AF_AX25, sax25_call=N0CALL-11, sax25_ndigis=0}, 16) = %s\n",
	       fd, conn(b, 16));
	b[12] = 2;
	ax25_call(b + 16, "DIGI1", 2);
	ax25_call(b + 23, "DIGI2", 0);
	printf("connect(%d, {sa_family=AF_AX25, fsa_ax25={sax25_call=N0CALL-11, sax25_ndigis=2}, "
	       "fsa_digipeater=[DIGI1-2, DIGI2-0]}, 30) = %s\n", fd, conn(b, 30));
	printf("connect(%d, {sa_family=AF_AX25, fsa_ax25={sax25_call=N0CALL-11, sax25_ndigis=2}, "
	       "fsa_digipeater=[DIGI1-2, ...]}, 23) = %s\n", fd, conn(b, 23));
	printf("connect(%d, {sa_family=AF_AX25, fsa_ax25={sax25_call=N0CALL-11, sax25_ndigis=2}, "
	       "fsa_digipeater=[DIGI1-2, DIGI2-0], ...}, 40) = %s\n", fd, conn(b, 40));
	b[12] = 0;
	b[3] = 'a' << 1;
	printf("connect(%d, {sa_family=AF_AX25, sax25_call={ax25_call=\"\\x9c\\xc2\\x86\\x82\\x98\\x98\\x16\"} "
	       "/* NaCALL-11 */, sax25_ndigis=0}, 16) = %s\n", fd, conn(b, 16));
	b[3] = 1 << 1;
	printf("connect(%d, {sa_family=AF_AX25, sax25_call={ax25_call=\"\\x9c\\x02\\x86\\x82\\x98\\x98\\x16\"}, "
	       "sax25_ndigis=0}, 16) = %s\n", fd, conn(b, 16));
}

int main(void)
{
	fd = socket(AF_INET, SOCK_DGRAM, 0);
	if (fd < 0)
		perror_msg_and_fail("socket");
	test_inet();
	test_inet6();
	test_unix();
	test_netlink_packet();
	test_other();
	test_more_families();
	puts("+++ exited with 0 +++");
	return 0;
}
