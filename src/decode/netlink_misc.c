/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The smaller netlink families' payloads, as strace prints them: SELinux
 * notifications, the netfilter header (struct nfgenmsg) and its attributes, and
 * udev's kobject_uevent header.
 */
#include "config.h"

#include <arpa/inet.h>
#include <linux/netfilter/nfnetlink.h>
#include <linux/netlink.h>
#include <linux/selinux_netlink.h>
#include <string.h>

#include "decode.h"
#include "netlink.h"
#include "netutil.h"
#include "xlat/addrfams.h"
#include "xlat/netfilter_versions.h"

bool decode_netlink_selinux(struct tcb *tcp, const struct nlmsghdr *hdr, uint64_t addr,
			    unsigned int len)
{
	int32_t v;
	const char *field;
	bool is_signed;
	switch (hdr->nlmsg_type) {
	case SELNL_MSG_SETENFORCE:
		field = "val";
		is_signed = true;
		break;
	case SELNL_MSG_POLICYLOAD:
		field = "seqno";
		is_signed = false;
		break;
	default:
		return false;
	}
	if (len < sizeof(v)) {
		nl_print_hex(tcp, addr, len);
	} else if (fetch_obj(tcp, addr, &v) < 0) {
		print_addr(tcp, addr);
	} else {
		value_struct_begin(tcp);
		value_field(tcp, field);
		if (is_signed)
			value_int(tcp, v);
		else
			value_uint(tcp, (uint32_t)v, VB_DEC);
		value_struct_end(tcp);
	}
	return true;
}

bool decode_netlink_netfilter(struct tcb *tcp, const struct nlmsghdr *hdr, uint64_t addr,
			      unsigned int len)
{
	struct nfgenmsg nf;
	if (hdr->nlmsg_type == NLMSG_DONE)
		return false;
	if (len < sizeof(nf)) {
		nl_print_hex(tcp, addr, len);
		return true;
	}
	if (fetch_obj(tcp, addr, &nf) < 0) {
		print_addr(tcp, addr);
		return true;
	}
	uint8_t subsys = hdr->nlmsg_type >> 8;
	uint16_t res_id = ntohs(nf.res_id);
	value_struct_begin(tcp);
	value_field(tcp, "nfgen_family");
	print_xval(tcp, &addrfams, nf.nfgen_family, "AF_???");
	value_field(tcp, "version");
	print_xval(tcp, &netfilter_versions, nf.version, "NFNETLINK_???");
	value_field(tcp, "res_id");
	/* nftables once wrote res_id in host order: both spellings are named. */
	if (subsys == NFNL_SUBSYS_NFTABLES && res_id == NFNL_SUBSYS_NFTABLES) {
		value_const(tcp, "htons(NFNL_SUBSYS_NFTABLES)", nf.res_id, VB_HEX, NULL);
	} else if (subsys == NFNL_SUBSYS_NFTABLES && nf.res_id == NFNL_SUBSYS_NFTABLES) {
		value_const(tcp, "NFNL_SUBSYS_NFTABLES", nf.res_id, VB_HEX, NULL);
	} else {
		value_call_begin(tcp, "htons");
		value_call_arg(tcp);
		value_uint(tcp, res_id, VB_DEC);
		value_call_end(tcp);
	}
	value_struct_end(tcp);
	unsigned int off = NLMSG_ALIGN(sizeof(nf));
	if (len > off) {
		value_elem(tcp);
		if ((hdr->nlmsg_type >= NFNL_MSG_BATCH_BEGIN && hdr->nlmsg_type <= NFNL_MSG_BATCH_END) ||
		    hdr->nlmsg_type < NLMSG_MIN_TYPE)
			nl_print_hex(tcp, addr + off, len - off);
		else
			decode_nlattr(tcp, addr + off, len - off, NULL, NULL, NULL, 0, NULL);
	}
	return true;
}

/* udev's header before the properties (libudev's struct, not uapi). */
struct udev_header {
	char prefix[8];
	uint32_t magic;
	uint32_t header_size;
	uint32_t properties_off;
	uint32_t properties_len;
	uint32_t filter_subsystem_hash;
	uint32_t filter_devtype_hash;
	uint32_t filter_tag_bloom_hi;
	uint32_t filter_tag_bloom_lo;
};

static void print_htonl_field(struct tcb *tcp, const char *name, uint32_t v)
{
	value_field(tcp, name);
	value_call_begin(tcp, "htonl");
	value_call_arg(tcp);
	value_uint(tcp, ntohl(v), VB_HEX);
	value_call_end(tcp);
}

void decode_netlink_kobject_uevent(struct tcb *tcp, uint64_t addr, uint64_t len)
{
	struct udev_header uh;
	if ((exiting(tcp) && syserror(tcp)) || !addr || len < sizeof(uh) ||
	    fetch_obj(tcp, addr, &uh) < 0 || strncmp(uh.prefix, "libudev", sizeof(uh.prefix)) ||
	    uh.prefix[7]) {
		print_strn(tcp, addr, len, 0);
		return;
	}
	bool more = len > sizeof(uh);
	if (more) {
		value_array_begin(tcp);
		value_elem(tcp);
	}
	value_struct_begin(tcp);
	value_field(tcp, "prefix");
	value_str(tcp, uh.prefix, strlen(uh.prefix), 0);
	print_htonl_field(tcp, "magic", uh.magic);
	value_field(tcp, "header_size");
	value_uint(tcp, uh.header_size, VB_DEC);
	value_field(tcp, "properties_off");
	value_uint(tcp, uh.properties_off, VB_DEC);
	value_field(tcp, "properties_len");
	value_uint(tcp, uh.properties_len, VB_DEC);
	print_htonl_field(tcp, "filter_subsystem_hash", uh.filter_subsystem_hash);
	print_htonl_field(tcp, "filter_devtype_hash", uh.filter_devtype_hash);
	print_htonl_field(tcp, "filter_tag_bloom_hi", uh.filter_tag_bloom_hi);
	print_htonl_field(tcp, "filter_tag_bloom_lo", uh.filter_tag_bloom_lo);
	value_struct_end(tcp);
	if (more) {
		value_elem(tcp);
		print_strn(tcp, addr + sizeof(uh), len - sizeof(uh), 0);
		value_array_end(tcp);
	}
}
