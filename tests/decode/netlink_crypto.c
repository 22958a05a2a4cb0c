/* systrace: -e trace=socket,sendto */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * NETLINK_CRYPTO messages: a CRYPTO_MSG_GETALG request's struct crypto_user_alg,
 * and a CRYPTO_MSG_NEWALG answer with the priority and reports (hash, block cipher,
 * AEAD, RNG, cipher, a type-only one), a type past the table and a struct too short.
 * Sent from one NETLINK_CRYPTO socket to another (never to the kernel), so the kernel
 * must have crypto_user (CONFIG_CRYPTO_USER); without it the test is skipped.
 */
#include "tests.h"

#include <linux/cryptouser.h>
#include <linux/netlink.h>
#include <sys/socket.h>

#ifndef NETLINK_CRYPTO
# define NETLINK_CRYPTO 21
#endif

static char buf[4096];
static int off;
static int fd, peer;
static struct sockaddr_nl peer_sa;
static char dst[128];

/* Appends an attribute of len bytes of data. */
static void attr(int type, const void *data, int len)
{
	struct nlattr nla = { .nla_len = (uint16_t)(NLA_HDRLEN + len), .nla_type = (uint16_t)type };
	memcpy(buf + off, &nla, sizeof(nla));
	memcpy(buf + off + NLA_HDRLEN, data, len);
	off += NLA_ALIGN(NLA_HDRLEN + len);
}

/* Starts a message of type and flags with len bytes of payload from p. */
static void begin(int type, int flags, const void *p, size_t len)
{
	struct nlmsghdr h = { .nlmsg_type = (uint16_t)type, .nlmsg_flags = (uint16_t)flags };
	memset(buf, 0, sizeof(buf));
	memcpy(buf, &h, sizeof(h));
	memcpy(buf + NLMSG_HDRLEN, p, len);
	off = NLMSG_HDRLEN + NLMSG_ALIGN(len);
}

/* Sends the message in buf (its first len bytes when not 0) to the peer socket. */
static long send_msg(int len)
{
	static char sink[4096];
	if (len)
		off = len;
	uint32_t n = (uint32_t)off;
	memcpy(buf, &n, sizeof(n));
	long rc = syscall(SYS_sendto, fd, buf, off, 0, &peer_sa, sizeof(peer_sa));
	if (rc < 0 || read(peer, sink, sizeof(sink)) < 0)
		perror_msg_and_fail("sendto");
	return rc;
}

int main(void)
{
	long rc;
	fd = (int)syscall(SYS_socket, AF_NETLINK, SOCK_RAW, NETLINK_CRYPTO);
	if (fd < 0)
		skip_because("socket(AF_NETLINK, SOCK_RAW, NETLINK_CRYPTO): %s "
			     "(the kernel has no crypto_user)", strerror(errno));
	printf("socket(AF_NETLINK, SOCK_RAW, NETLINK_CRYPTO) = %d\n", fd);
	peer = (int)syscall(SYS_socket, AF_NETLINK, SOCK_RAW, NETLINK_CRYPTO);
	printf("socket(AF_NETLINK, SOCK_RAW, NETLINK_CRYPTO) = %d\n", peer);
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK };
	peer_sa.nl_family = AF_NETLINK;
	socklen_t salen = sizeof(peer_sa);
	if (peer < 0 || bind(fd, (void *)&sa, sizeof(sa)) ||
	    bind(peer, (void *)&peer_sa, sizeof(peer_sa)) ||
	    getsockname(peer, (void *)&peer_sa, &salen))
		perror_msg_and_fail("bind");
	snprintf(dst, sizeof(dst), "{sa_family=AF_NETLINK, nl_pid=%d, nl_groups=00000000}, 12",
		 (int)peer_sa.nl_pid);

	/* The request: an algorithm by name. */
	struct crypto_user_alg alg = { .cru_type = 0xe, .cru_mask = 0xf, .cru_flags = 0x400 };
	strcpy(alg.cru_name, "sha256");
	begin(CRYPTO_MSG_GETALG, NLM_F_REQUEST, &alg, sizeof(alg));
	rc = send_msg(0);
	printf("sendto(%d, [{nlmsg_len=%d, nlmsg_type=CRYPTO_MSG_GETALG, nlmsg_flags=NLM_F_REQUEST, "
	       "nlmsg_seq=0, nlmsg_pid=0}, {cru_name=\"sha256\", cru_driver_name=\"\", "
	       "cru_module_name=\"\", cru_type=0xe, cru_mask=0xf, cru_refcnt=0, cru_flags=0x400}], "
	       "%d, 0, %s) = %s\n", fd, off, off, dst, sprintrc(rc));

	/* The answer: attributes of every kind. */
	struct crypto_user_alg ans = { .cru_refcnt = 2, .cru_flags = 0x4 };
	strcpy(ans.cru_name, "sha256");
	strcpy(ans.cru_driver_name, "sha256-generic");
	memset(ans.cru_module_name, 'm', sizeof(ans.cru_module_name));
	begin(CRYPTO_MSG_NEWALG, 0, &ans, sizeof(ans));
	uint32_t prio = 100;
	attr(CRYPTOCFGA_PRIORITY_VAL, &prio, sizeof(prio));
	struct crypto_report_hash hash = { .blocksize = 64, .digestsize = 32 };
	strcpy(hash.type, "shash");
	attr(CRYPTOCFGA_REPORT_HASH, &hash, sizeof(hash));
	struct crypto_report_blkcipher blk = { .blocksize = 16, .min_keysize = 16,
					       .max_keysize = 32, .ivsize = 16 };
	strcpy(blk.type, "skcipher");
	strcpy(blk.geniv, "<none>");
	attr(CRYPTOCFGA_REPORT_BLKCIPHER, &blk, sizeof(blk));
	struct crypto_report_aead aead = { .blocksize = 1, .maxauthsize = 16, .ivsize = 12 };
	strcpy(aead.type, "aead");
	attr(CRYPTOCFGA_REPORT_AEAD, &aead, sizeof(aead));
	struct crypto_report_rng rng = { .seedsize = 48 };
	strcpy(rng.type, "rng");
	attr(CRYPTOCFGA_REPORT_RNG, &rng, sizeof(rng));
	struct crypto_report_cipher ciph = { .blocksize = 16, .min_keysize = 16, .max_keysize = 32 };
	strcpy(ciph.type, "cipher");
	attr(CRYPTOCFGA_REPORT_CIPHER, &ciph, sizeof(ciph));
	attr(CRYPTOCFGA_REPORT_AKCIPHER, "akcipher", 9);
	attr(CRYPTOCFGA_REPORT_KPP, "kpp", 3);
	attr(CRYPTOCFGA_REPORT_HASH, "short", 5);
	uint32_t stat = 7;
	attr(0xc, &stat, sizeof(stat));
	rc = send_msg(0);
	char mods[sizeof(ans.cru_module_name)];
	memcpy(mods, ans.cru_module_name, sizeof(mods) - 1);
	mods[sizeof(mods) - 1] = '\0';
	printf("sendto(%d, [{nlmsg_len=%d, nlmsg_type=CRYPTO_MSG_NEWALG, nlmsg_flags=0, "
	       "nlmsg_seq=0, nlmsg_pid=0}, {cru_name=\"sha256\", cru_driver_name=\"sha256-generic\", "
	       "cru_module_name=\"%s\"..., cru_type=0, cru_mask=0, cru_refcnt=2, cru_flags=0x4}, "
	       "[[{nla_len=8, nla_type=CRYPTOCFGA_PRIORITY_VAL}, 100], "
	       "[{nla_len=76, nla_type=CRYPTOCFGA_REPORT_HASH}, {type=\"shash\", blocksize=64, "
	       "digestsize=32}], [{nla_len=148, nla_type=CRYPTOCFGA_REPORT_BLKCIPHER}, "
	       "{type=\"skcipher\", geniv=\"<none>\", blocksize=16, min_keysize=16, max_keysize=32, "
	       "ivsize=16}], [{nla_len=144, nla_type=CRYPTOCFGA_REPORT_AEAD}, {type=\"aead\", "
	       "geniv=\"\", blocksize=1, maxauthsize=16, ivsize=12}], "
	       "[{nla_len=72, nla_type=CRYPTOCFGA_REPORT_RNG}, {type=\"rng\", seedsize=48}], "
	       "[{nla_len=80, nla_type=CRYPTOCFGA_REPORT_CIPHER}, {type=\"cipher\", blocksize=16, "
	       "min_keysize=16, max_keysize=32}], [{nla_len=13, nla_type=CRYPTOCFGA_REPORT_AKCIPHER}, "
	       "{type=\"akcipher\"}], [{nla_len=7, nla_type=CRYPTOCFGA_REPORT_KPP}, {type=\"kpp\"...}], "
	       "[{nla_len=9, nla_type=CRYPTOCFGA_REPORT_HASH}, \"short\"], "
	       "[{nla_len=8, nla_type=0xc /* CRYPTOCFGA_??? */}, \"\\x07\\x00\\x00\\x00\"]]], "
	       "%d, 0, %s) = %s\n", fd, off, mods, off, dst, sprintrc(rc));

	/* A struct crypto_user_alg cut short: the bytes as a string. */
	begin(CRYPTO_MSG_DELALG, NLM_F_REQUEST, "sha1\0\0\0", 8);
	rc = send_msg(NLMSG_HDRLEN + 8);
	printf("sendto(%d, [{nlmsg_len=24, nlmsg_type=CRYPTO_MSG_DELALG, nlmsg_flags=NLM_F_REQUEST, "
	       "nlmsg_seq=0, nlmsg_pid=0}, \"sha1\\0\\0\\0\\0\"], 24, 0, %s) = %s\n",
	       fd, dst, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
