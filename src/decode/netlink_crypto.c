/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * NETLINK_CRYPTO messages (the crypto_user interface): the algorithm messages'
 * struct crypto_user_alg and its attributes, the priority and the per-type
 * reports, as strace 6.1 prints them. Other message types: the payload raw.
 */
#include "config.h"

#include <linux/cryptouser.h>
#include <linux/netlink.h>

#include "decode.h"
#include "netlink.h"
#include "netutil.h"
#include "xlat/crypto_nl_attrs.h"

/* A report: its type name, maybe the IV generator's name, then n unsigned ints. */
struct report_desc {
	size_t size;
	bool geniv;
	unsigned int n;
	const char *names[4];
};

static const struct report_desc hash_report = {
	sizeof(struct crypto_report_hash), false, 2, { "blocksize", "digestsize" },
};
static const struct report_desc blkcipher_report = {
	sizeof(struct crypto_report_blkcipher), true, 4,
	{ "blocksize", "min_keysize", "max_keysize", "ivsize" },
};
static const struct report_desc aead_report = {
	sizeof(struct crypto_report_aead), true, 3, { "blocksize", "maxauthsize", "ivsize" },
};
static const struct report_desc rng_report = {
	sizeof(struct crypto_report_rng), false, 1, { "seedsize" },
};
static const struct report_desc cipher_report = {
	sizeof(struct crypto_report_cipher), false, 3,
	{ "blocksize", "min_keysize", "max_keysize" },
};

/* A report of desc's layout; shorter than it: the bytes as a string. */
static bool decode_report(struct tcb *tcp, uint64_t addr, unsigned int len, const void *d)
{
	const struct report_desc *desc = d;
	unsigned char buf[sizeof(struct crypto_report_blkcipher)];
	if (len < desc->size) {
		print_strn(tcp, addr, len, 0);
		return true;
	}
	if (desc->size > sizeof(buf) || fetch_mem(tcp, addr, buf, desc->size) < 0) {
		print_addr(tcp, addr);
		return true;
	}
	size_t off = 0;
	value_struct_begin(tcp);
	nl_print_cstring_field(tcp, "type", buf, CRYPTO_MAX_NAME);
	off += CRYPTO_MAX_NAME;
	if (desc->geniv) {
		nl_print_cstring_field(tcp, "geniv", buf + off, CRYPTO_MAX_NAME);
		off += CRYPTO_MAX_NAME;
	}
	for (unsigned int i = 0; i < desc->n; i++, off += sizeof(uint32_t)) {
		uint32_t v;
		memcpy(&v, buf + off, sizeof(v));
		value_field(tcp, desc->names[i]);
		value_uint(tcp, v, VB_DEC);
	}
	value_struct_end(tcp);
	return true;
}

/* The reports that hold only a type name: {type="..."} up to its NUL. */
static bool decode_report_generic(struct tcb *tcp, uint64_t addr, unsigned int len,
				  const void *d)
{
	(void)d;
	value_struct_begin(tcp);
	value_field(tcp, "type");
	nl_print_cstr(tcp, addr, len);
	value_struct_end(tcp);
	return true;
}

#define REPORT(name)								\
static bool decode_report_##name(struct tcb *tcp, uint64_t addr, unsigned int len,	\
				 const void *d)					\
{										\
	(void)d;								\
	return decode_report(tcp, addr, len, &name##_report);			\
}
REPORT(hash)
REPORT(blkcipher)
REPORT(aead)
REPORT(rng)
REPORT(cipher)

static const nla_decoder_fn alg_decoders[] = {
	[CRYPTOCFGA_PRIORITY_VAL] = decode_nla_u32,
	[CRYPTOCFGA_REPORT_LARVAL] = decode_report_generic,
	[CRYPTOCFGA_REPORT_HASH] = decode_report_hash,
	[CRYPTOCFGA_REPORT_BLKCIPHER] = decode_report_blkcipher,
	[CRYPTOCFGA_REPORT_AEAD] = decode_report_aead,
	[CRYPTOCFGA_REPORT_COMPRESS] = decode_report_generic,
	[CRYPTOCFGA_REPORT_RNG] = decode_report_rng,
	[CRYPTOCFGA_REPORT_CIPHER] = decode_report_cipher,
	[CRYPTOCFGA_REPORT_AKCIPHER] = decode_report_generic,
	[CRYPTOCFGA_REPORT_KPP] = decode_report_generic,
	[CRYPTOCFGA_REPORT_ACOMP] = decode_report_generic,
};

/* struct crypto_user_alg, then its attributes; shorter: the bytes as a string. */
static void decode_user_alg(struct tcb *tcp, uint64_t addr, unsigned int len)
{
	struct crypto_user_alg alg;
	if (len < sizeof(alg)) {
		print_strn(tcp, addr, len, 0);
		return;
	}
	if (fetch_obj(tcp, addr, &alg) < 0) {
		print_addr(tcp, addr);
		return;
	}
	value_struct_begin(tcp);
	nl_print_cstring_field(tcp, "cru_name", alg.cru_name, sizeof(alg.cru_name));
	nl_print_cstring_field(tcp, "cru_driver_name", alg.cru_driver_name,
			       sizeof(alg.cru_driver_name));
	nl_print_cstring_field(tcp, "cru_module_name", alg.cru_module_name,
			       sizeof(alg.cru_module_name));
	value_field(tcp, "cru_type");
	value_uint(tcp, alg.cru_type, VB_HEX);
	value_field(tcp, "cru_mask");
	value_uint(tcp, alg.cru_mask, VB_HEX);
	value_field(tcp, "cru_refcnt");
	value_uint(tcp, alg.cru_refcnt, VB_DEC);
	value_field(tcp, "cru_flags");
	value_uint(tcp, alg.cru_flags, VB_HEX);
	value_struct_end(tcp);
	unsigned int off = NLMSG_ALIGN(sizeof(alg));
	if (len > off) {
		value_elem(tcp);
		decode_nlattr(tcp, addr + off, len - off, &crypto_nl_attrs, "CRYPTOCFGA_???",
			      alg_decoders, ARRAY_SIZE(alg_decoders), NULL);
	}
}

bool decode_netlink_crypto(struct tcb *tcp, const struct nlmsghdr *hdr, uint64_t addr,
			   unsigned int len)
{
	switch (hdr->nlmsg_type) {
	case CRYPTO_MSG_NEWALG:
	case CRYPTO_MSG_DELALG:
	case CRYPTO_MSG_UPDATEALG:
	case CRYPTO_MSG_GETALG:
		decode_user_alg(tcp, addr, len);
		return true;
	}
	return false;
}
