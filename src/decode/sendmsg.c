/* SPDX-License-Identifier: GPL-2.0-or-later */
/* sendmsg, recvmsg, sendmmsg, recvmmsg: struct msghdr, control messages, mmsghdr arrays. */
#include "config.h"

#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <time.h>

#include "decode.h"
#include "i386.h"
#include "netlink.h"
#include "netutil.h"
#include "sockaddr.h"
#include "socket.h"
#include "xlat/ip_cmsg_types.h"
#include "xlat/scmvals.h"
#include "xlat/socketlayers.h"

#define SOL_IP_LEVEL 0
#define SOL_SOCKET_LEVEL 1

/* SOL_SOCKET control message types (x86_64). */
enum {
	CM_RIGHTS = 1,
	CM_CREDENTIALS = 2,
	CM_SECURITY = 3,
	CM_TIMESTAMP_OLD = 29,
	CM_TIMESTAMPNS_OLD = 35,
	CM_TIMESTAMPING_OLD = 37,
	CM_TIMESTAMP_NEW = 63,
	CM_TIMESTAMPNS_NEW = 64,
	CM_TIMESTAMPING_NEW = 65,
};

/* SOL_IP control message types. */
enum {
	CM_IP_TOS = 1,
	CM_IP_TTL = 2,
	CM_IP_RECVOPTS = 6,
	CM_IP_RETOPTS = 7,
	CM_IP_PKTINFO = 8,
	CM_IP_RECVERR = 11,
	CM_IP_ORIGDSTADDR = 20,
	CM_IP_CHECKSUM = 23,
};

/* The most messages of an mmsghdr vector shown, like strace (its IOV_MAX). */
#define MMSG_MAX 1024

/* SCM_RIGHTS: the descriptors. */
static void print_cm_rights(struct tcb *tcp, const void *data, size_t len)
{
	print_local_array(tcp, data, len / sizeof(int), sizeof(int), print_fd_elem, NULL);
}

/* SCM_CREDENTIALS: struct ucred. */
static void print_cm_creds(struct tcb *tcp, const void *data, size_t len)
{
	struct ucred uc;
	(void)len;
	memcpy(&uc, data, sizeof(uc));
	value_struct_begin(tcp);
	value_field(tcp, "pid");
	value_int(tcp, (int64_t)(uc.pid));
	value_field(tcp, "uid");
	print_id(tcp, uc.uid);
	value_field(tcp, "gid");
	print_id(tcp, uc.gid);
	value_struct_end(tcp);
}

/* SCM_SECURITY: the bytes as a string. */
static void print_cm_string(struct tcb *tcp, const void *data, size_t len)
{
	print_quoted(tcp, data, len, 0);
}

/* Data too short for its type: "???", a bare token. */
static void print_unknown_data(struct tcb *tcp)
{
	value_str(tcp, "???", 3, VS_BARE);
}

/* SO_TIMESTAMP*: a timeval, "???" when the data is too short. */
static void print_timeval_data(struct tcb *tcp, const void *data, size_t len)
{
	struct timeval tv;
	if (len < sizeof(tv)) {
		print_unknown_data(tcp);
		return;
	}
	memcpy(&tv, data, sizeof(tv));
	value_struct_begin(tcp);
	value_field(tcp, "tv_sec");
	value_int(tcp, (int64_t)((long long)tv.tv_sec));
	value_field(tcp, "tv_usec");
	value_uint(tcp, (uint64_t)((unsigned long long)tv.tv_usec), VB_DEC);
	value_struct_end(tcp);
}

/* A timespec from unaligned data. */
static void print_one_timespec(struct tcb *tcp, const void *data)
{
	struct timespec ts;
	memcpy(&ts, data, sizeof(ts));
	value_struct_begin(tcp);
	value_field(tcp, "tv_sec");
	value_int(tcp, (int64_t)((long long)ts.tv_sec));
	value_field(tcp, "tv_nsec");
	value_uint(tcp, (uint64_t)((unsigned long long)ts.tv_nsec), VB_DEC);
	value_struct_end(tcp);
}

/* SO_TIMESTAMPNS*: a timespec, "???" when the data is too short. */
static void print_timespec_data(struct tcb *tcp, const void *data, size_t len)
{
	if (len < sizeof(struct timespec)) {
		print_unknown_data(tcp);
		return;
	}
	print_one_timespec(tcp, data);
}

/* SO_TIMESTAMPING*: three timespecs, "???" when the data is too short. */
static void print_timestamping_data(struct tcb *tcp, const void *data, size_t len)
{
	if (len / sizeof(struct timespec) < 3) {
		print_unknown_data(tcp);
		return;
	}
	value_array_begin(tcp);
	value_elem(tcp);
	for (int i = 0; i < 3; i++) {
		if (i)
			value_elem(tcp);
		print_one_timespec(tcp, (const char *)data + i * sizeof(struct timespec));
	}
	value_array_end(tcp);
}

/* IP_PKTINFO: struct in_pktinfo. */
static void print_cm_pktinfo(struct tcb *tcp, const void *data, size_t len)
{
	struct in_pktinfo pi;
	(void)len;
	memcpy(&pi, data, sizeof(pi));
	value_struct_begin(tcp);
	value_field(tcp, "ipi_ifindex");
	print_ifindex(tcp, (unsigned int)pi.ipi_ifindex);
	print_inet_addr_field(tcp, AF_INET, &pi.ipi_spec_dst, "ipi_spec_dst");
	print_inet_addr_field(tcp, AF_INET, &pi.ipi_addr, "ipi_addr");
	value_struct_end(tcp);
}

/* IP_TTL, IP_CHECKSUM: unsigned ints. */
static void print_cm_uints(struct tcb *tcp, const void *data, size_t len)
{
	print_local_array(tcp, data, len / sizeof(unsigned int), sizeof(unsigned int),
			  print_uint_elem, NULL);
}

/* IP_TOS, IP_RECVOPTS, IP_RETOPTS: bytes in hex. */
static void print_cm_bytes(struct tcb *tcp, const void *data, size_t len)
{
	print_local_array(tcp, data, len, 1, print_xbyte_elem, NULL);
}

struct sock_ee_data {
	uint32_t ee_errno;
	uint8_t ee_origin;
	uint8_t ee_type;
	uint8_t ee_code;
	uint8_t ee_pad;
	uint32_t ee_info;
	uint32_t ee_data;
	struct sockaddr_in offender;
};

/* IP_RECVERR: struct sock_extended_err and the offender address. */
static void print_cm_recverr(struct tcb *tcp, const void *data, size_t len)
{
	struct sock_ee_data ee;
	(void)len;
	memcpy(&ee, data, sizeof(ee));
	const struct { const char *name; uint32_t v; } fields[] = {
		{ "ee_errno", ee.ee_errno }, { "ee_origin", ee.ee_origin },
		{ "ee_type", ee.ee_type }, { "ee_code", ee.ee_code },
		{ "ee_info", ee.ee_info }, { "ee_data", ee.ee_data },
	};
	value_struct_begin(tcp);
	for (size_t i = 0; i < ARRAY_SIZE(fields); i++) {
		value_field(tcp, fields[i].name);
		value_uint(tcp, fields[i].v, VB_DEC);
	}
	value_field(tcp, "offender");
	print_sockaddr(tcp, &ee.offender, sizeof(ee.offender));
	value_struct_end(tcp);
}

/* IP_ORIGDSTADDR: a socket address. */
static void print_cm_origdstaddr(struct tcb *tcp, const void *data, size_t len)
{
	print_sockaddr(tcp, data, len > sizeof(struct sockaddr_storage) ?
			   (int)sizeof(struct sockaddr_storage) : (int)len);
}

typedef void (*cmsg_printer)(struct tcb *tcp, const void *data, size_t len);

struct cmsg_decoder {
	int type;
	cmsg_printer print;
	size_t min_len;
};

static const struct cmsg_decoder socket_cmsgs[] = {
	{ CM_RIGHTS, print_cm_rights, sizeof(int) },
	{ CM_CREDENTIALS, print_cm_creds, sizeof(struct ucred) },
	{ CM_SECURITY, print_cm_string, 1 },
	{ CM_TIMESTAMP_OLD, print_timeval_data, 1 },
	{ CM_TIMESTAMPNS_OLD, print_timespec_data, 1 },
	{ CM_TIMESTAMPING_OLD, print_timestamping_data, 1 },
	{ CM_TIMESTAMP_NEW, print_timeval_data, 1 },
	{ CM_TIMESTAMPNS_NEW, print_timespec_data, 1 },
	{ CM_TIMESTAMPING_NEW, print_timestamping_data, 1 },
};

static const struct cmsg_decoder ip_cmsgs[] = {
	{ CM_IP_PKTINFO, print_cm_pktinfo, sizeof(struct in_pktinfo) },
	{ CM_IP_TTL, print_cm_uints, sizeof(unsigned int) },
	{ CM_IP_TOS, print_cm_bytes, 1 },
	{ CM_IP_RECVOPTS, print_cm_bytes, 1 },
	{ CM_IP_RETOPTS, print_cm_bytes, 1 },
	{ CM_IP_RECVERR, print_cm_recverr, sizeof(struct sock_ee_data) },
	{ CM_IP_ORIGDSTADDR, print_cm_origdstaddr, sizeof(struct sockaddr_in) },
	{ CM_IP_CHECKSUM, print_cm_uints, sizeof(unsigned int) },
	{ CM_SECURITY, print_cm_string, 1 },
};

/* ", cmsg_data=..." when the type has a decoder and the data is long enough for it. */
static void print_cmsg_data(struct tcb *tcp, const struct cmsg_decoder *d, size_t n, int type,
			    const void *data, size_t len)
{
	for (size_t i = 0; i < n; i++) {
		if (d[i].type != type)
			continue;
		if (len >= d[i].min_len) {
			value_field(tcp, "cmsg_data");
			d[i].print(tcp, data, len);
		}
		return;
	}
}

/* cmsg_type by level, then its data when the type has a decoder. */
static void print_cmsg_type_data(struct tcb *tcp, int level, int type, const void *data,
				 size_t len)
{
	switch (level) {
	case SOL_SOCKET_LEVEL:
		print_xval(tcp, &scmvals, (uint32_t)type, "SCM_???");
		print_cmsg_data(tcp, socket_cmsgs, ARRAY_SIZE(socket_cmsgs), type, data, len);
		break;
	case SOL_IP_LEVEL:
		print_xval(tcp, &ip_cmsg_types, (uint32_t)type, "IP_???");
		print_cmsg_data(tcp, ip_cmsgs, ARRAY_SIZE(ip_cmsgs), type, data, len);
		break;
	default:
		print_hex(tcp, (uint32_t)type);
	}
}

/* The most control data the kernel accepts (net.core.optmem_max), as strace reads it. */
static size_t optmem_max(void)
{
	static size_t cached;
	if (cached)
		return cached;
	long v = 0;
	FILE *f = fopen("/proc/sys/net/core/optmem_max", "re");
	if (!f || fscanf(f, "%ld", &v) != 1 || v <= 0)
		cached = sizeof(long long) * (2 * 1024 + 512);
	else
		cached = ((size_t)v + sizeof(long long) - 1) & ~(sizeof(long long) - 1);
	if (f)
		fclose(f);
	return cached;
}

/* ", msg_control=[{cmsg_len=..., cmsg_level=..., cmsg_type=...}, ...]" unless empty. */
static void decode_msg_control(struct tcb *tcp, uint64_t addr, uint64_t in_len, bool is32)
{
	/* i386's struct cmsghdr: a 32-bit cmsg_len, records aligned to 4 bytes. */
	const size_t hdr = is32 ? 3 * sizeof(uint32_t) : sizeof(struct cmsghdr);
	const uint64_t align = is32 ? sizeof(uint32_t) : sizeof(long);
	if (!in_len)
		return;
	value_field(tcp, "msg_control");
	size_t control_len = in_len > optmem_max() ? optmem_max() : (size_t)in_len;
	char *buf = control_len < hdr ? NULL : xmalloc(control_len);
	if (!buf || fetch_mem(tcp, addr, buf, control_len) < 0) {
		print_addr(tcp, addr);
		free(buf);
		return;
	}
	size_t left = control_len;
	const char *p = buf;
	value_array_begin(tcp);
	value_elem(tcp);
	while (left >= hdr) {
		struct cmsghdr cm;
		if (is32) {
			uint32_t cm32[3];
			memcpy(cm32, p, hdr);
			cm.cmsg_len = cm32[0];
			cm.cmsg_level = (int)cm32[1];
			cm.cmsg_type = (int)cm32[2];
		} else {
			memcpy(&cm, p, hdr);
		}
		if (p != buf)
			value_elem(tcp);
		value_struct_begin(tcp);
		value_field(tcp, "cmsg_len");
		value_uint(tcp, (uint64_t)((unsigned long long)cm.cmsg_len), VB_DEC);
		value_field(tcp, "cmsg_level");
		print_xval(tcp, &socketlayers, (uint32_t)cm.cmsg_level, "SOL_???");
		value_field(tcp, "cmsg_type");
		uint64_t len = cm.cmsg_len > left ? left : cm.cmsg_len;
		print_cmsg_type_data(tcp, cm.cmsg_level, cm.cmsg_type, p + hdr,
				     len > hdr ? len - hdr : 0);
		value_struct_end(tcp);
		if (len < hdr) {
			left -= hdr;
			break;
		}
		uint64_t step = (cm.cmsg_len + align - 1) & ~(align - 1);
		if (step < cm.cmsg_len || step >= left) {
			left = 0;
			break;
		}
		p += step;
		left -= step;
	}
	if (left) {
		/* The rest is too short for a header: where it starts, as a comment. */
		value_array_more(tcp);
		value_commentf(tcp, "%#llx", (unsigned long long)(addr + (control_len - left)));
	} else if (control_len < in_len) {
		value_array_more(tcp);
	}
	value_array_end(tcp);
	free(buf);
}

/* Netlink messages in an iovec of a msghdr whose name is AF_NETLINK. */
static void print_iov_netlink(struct tcb *tcp, uint64_t addr, uint64_t len, void *data)
{
	decode_netlink(tcp, *(const int *)data, addr, len);
}

/*
 * "{msg_name=..., msg_namelen=..., msg_iov=[...], msg_iovlen=..., msg_control=[...],
 * msg_controllen=..., msg_flags=...}". user_namelen, when known, is the msg_namelen the
 * caller passed in (recvmsg): the name is shown up to the shorter of the two and the
 * length as "in => out". data_size bounds the iov data shown (UINT64_MAX: all).
 */
static void print_struct_msghdr(struct tcb *tcp, const struct msghdr *msg,
				const int *user_namelen, uint64_t data_size, bool is32)
{
	int namelen = (int)msg->msg_namelen;
	if (user_namelen && namelen > *user_namelen)
		namelen = *user_namelen;
	value_struct_begin(tcp);
	value_field(tcp, "msg_name");
	int family = decode_sockaddr(tcp, (uint64_t)(uintptr_t)msg->msg_name, namelen);
	/* As strace: the data is netlink messages when the name is a netlink address
	 * (the descriptor being the first argument). */
	int fd = (int)ARG(0);
	value_field(tcp, "msg_namelen");
	if (user_namelen && *user_namelen != (int)msg->msg_namelen) {
		value_expr_begin(tcp, "=>");
		print_dec(tcp, *user_namelen);
		value_expr_next(tcp);
		print_dec(tcp, (int)msg->msg_namelen);
		value_expr_end(tcp);
	} else {
		print_dec(tcp, (int)msg->msg_namelen);
	}
	value_field(tcp, "msg_iov");
	(is32 ? print_iov32_upto_fn : print_iov_upto_fn)(tcp, (uint64_t)(uintptr_t)msg->msg_iov,
			  msg->msg_iovlen, data_size,
			  family == AF_NETLINK ? print_iov_netlink : NULL, &fd);
	value_field(tcp, "msg_iovlen");
	value_uint(tcp, (uint64_t)((unsigned long long)msg->msg_iovlen), VB_DEC);
	decode_msg_control(tcp, (uint64_t)(uintptr_t)msg->msg_control, msg->msg_controllen, is32);
	value_field(tcp, "msg_controllen");
	value_uint(tcp, (uint64_t)((unsigned long long)msg->msg_controllen), VB_DEC);
	value_field(tcp, "msg_flags");
	print_msg_flags(tcp, (uint32_t)msg->msg_flags);
	value_struct_end(tcp);
}

/* i386's msghdr (name, namelen, iov, iovlen, control, controllen, flags: 32 bits
 * each), widened. */
static void widen_msghdr32(const uint32_t m[7], struct msghdr *msg)
{
	*msg = (struct msghdr){
		.msg_name = (void *)(uintptr_t)m[0], .msg_namelen = m[1],
		.msg_iov = (struct iovec *)(uintptr_t)m[2], .msg_iovlen = m[3],
		.msg_control = (void *)(uintptr_t)m[4], .msg_controllen = m[5],
		.msg_flags = (int)m[6],
	};
}

/* The msghdr at addr (is32: i386's, widened), false if it cannot be read. */
static bool fetch_msghdr(struct tcb *tcp, uint64_t addr, struct msghdr *msg, bool is32)
{
	if (!addr)
		return false;
	if (!is32)
		return fetch_obj(tcp, addr, msg) == 0;
	uint32_t m[7];
	if (fetch_obj(tcp, addr, &m) < 0)
		return false;
	widen_msghdr32(m, msg);
	return true;
}

/* The msghdr at addr, or its address when it cannot be read. */
static void decode_msghdr(struct tcb *tcp, const int *user_namelen, uint64_t addr,
			  uint64_t data_size, bool is32)
{
	struct msghdr msg;
	/* -e verbose= leaving the call out: the address, as strace. */
	if (syscall_verbose(tcp->ev.nr) && fetch_msghdr(tcp, addr, &msg, is32))
		print_struct_msghdr(tcp, &msg, user_namelen, data_size, is32);
	else
		print_addr(tcp, addr);
}

static int sendmsg_common(struct tcb *tcp, bool is32)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	decode_msghdr(tcp, NULL, ARG(1), UINT64_MAX, is32);
	tprint_sep(tcp);
	print_msg_flags(tcp, ARG(2));
	return RVAL_DECODED;
}

SYS_FUNC(sendmsg)
{
	return sendmsg_common(tcp, false);
}

/* (declared in i386.h) */
SYS_FUNC(i386_sendmsg)
{
	return sendmsg_common(tcp, true);
}

static int recvmsg_common(struct tcb *tcp, bool is32)
{
	struct msghdr msg;
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		/* -e verbose= leaving the call out: the address, even on failure. */
		if (syscall_verbose(tcp->ev.nr) && fetch_msghdr(tcp, ARG(1), &msg, is32)) {
			tcp->priv[0] = (uint32_t)msg.msg_namelen;
			return 0;
		}
		print_addr(tcp, ARG(1));
	} else {
		int namelen = (int)(uint32_t)tcp->priv[0];
		if (syserror(tcp)) {
			value_struct_begin(tcp);
			value_field(tcp, "msg_namelen");
			print_dec(tcp, namelen);
			value_struct_end(tcp);
		} else {
			decode_msghdr(tcp, &namelen, ARG(1), (uint64_t)RETVAL, is32);
		}
	}
	tprint_sep(tcp);
	print_msg_flags(tcp, ARG(2));
	return RVAL_DECODED;
}

SYS_FUNC(recvmsg)
{
	return recvmsg_common(tcp, false);
}

/* (declared in i386.h) */
SYS_FUNC(i386_recvmsg)
{
	return recvmsg_common(tcp, true);
}

/* What recvmmsg keeps from entry to exit: the timeout as it was, each msg_namelen. */
struct mmsg_entry_data {
	uint64_t timeout[3];	/* save_timespec's slot */
	unsigned int count;
	int namelen[];
};

struct mmsg_print_state {
	const int *user_namelen;	/* next entry's msg_namelen at entry, or NULL */
	bool is32;			/* i386's struct mmsghdr: 7 + 1 32-bit words */
	unsigned int msg_len_left;	/* entries whose msg_len is shown */
	unsigned int count_left;	/* entries shown at most */
	bool use_msg_len;		/* msg_len bounds each entry's data (recvmmsg) */
};

/* i386's struct mmsghdr (a msghdr, then msg_len), widened. */
static void widen_mmsghdr32(const void *elem, struct mmsghdr *mm)
{
	uint32_t m[8];
	memcpy(m, elem, sizeof(m));
	widen_msghdr32(m, &mm->msg_hdr);
	mm->msg_len = m[7];
}

#define MMSGHDR32_SIZE 32

/* One struct mmsghdr; false once MMSG_MAX entries were shown. */
static bool print_mmsghdr_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	const struct mmsghdr *mm = elem;
	struct mmsg_print_state *st = data;
	struct mmsghdr wide;
	(void)size;
	if (st->is32) {
		widen_mmsghdr32(elem, &wide);
		mm = &wide;
	}
	if (!st->count_left) {
		value_array_more(tcp);
		return false;
	}
	st->count_left--;
	value_struct_begin(tcp);
	value_field(tcp, "msg_hdr");
	print_struct_msghdr(tcp, &mm->msg_hdr, st->user_namelen,
			    st->use_msg_len ? mm->msg_len : UINT64_MAX, st->is32);
	if (st->msg_len_left) {
		value_field(tcp, "msg_len");
		value_uint(tcp, (uint64_t)(mm->msg_len), VB_DEC);
		st->msg_len_left--;
	}
	value_struct_end(tcp);
	if (st->user_namelen)
		st->user_namelen++;
	return true;
}

/* vlen mmsghdrs at addr; msg_len for the first msg_len_vlen of them. */
static void decode_mmsgvec(struct tcb *tcp, uint64_t addr, unsigned int vlen,
			   unsigned int msg_len_vlen, bool use_msg_len, unsigned int flags,
			   const struct mmsg_entry_data *saved, bool is32)
{
	struct mmsghdr mm;
	struct mmsg_print_state st = {
		.msg_len_left = msg_len_vlen,
		.count_left = MMSG_MAX,
		.use_msg_len = use_msg_len,
		.is32 = is32,
	};
	if (!syscall_verbose(tcp->ev.nr)) {
		print_addr(tcp, addr);	/* -e verbose= leaves the call out */
		return;
	}
	if (saved) {
		if (saved->count < st.count_left)
			st.count_left = saved->count;
		st.user_namelen = saved->namelen;
	}
	_Static_assert(sizeof(mm) >= MMSGHDR32_SIZE, "element buffer");
	print_array(tcp, addr, vlen, &mm, is32 ? MMSGHDR32_SIZE : sizeof(mm), flags,
		    print_mmsghdr_elem, &st);
}

static int sendmmsg_common(struct tcb *tcp, bool is32)
{
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	unsigned int sent = syserror(tcp) ? 0 : (unsigned int)RETVAL;
	/* The messages are inputs: shown even when the call failed. */
	decode_mmsgvec(tcp, ARG(1), (unsigned int)ARG(2), sent, false, PA_IGNORE_SYSERROR,
		       NULL, is32);
	tprint_sep(tcp);
	print_udec(tcp, (uint32_t)ARG(2));
	tprint_sep(tcp);
	print_msg_flags(tcp, ARG(3));
	return 0;
}

SYS_FUNC(sendmmsg)
{
	return sendmmsg_common(tcp, false);
}

/* (declared in i386.h) */
SYS_FUNC(i386_sendmmsg)
{
	return sendmmsg_common(tcp, true);
}

/* ts32: the timeout is i386's old 32-bit timespec (recvmmsg, not recvmmsg_time64). */
static int recvmmsg_common(struct tcb *tcp, bool is32, bool ts32)
{
	struct mmsg_entry_data *saved;
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		unsigned int vlen = (unsigned int)ARG(2);
		if (vlen > MMSG_MAX)
			vlen = MMSG_MAX;
		saved = xmalloc(sizeof(*saved) + vlen * sizeof(int));
		if (ts32)
			save_timespec32(tcp, ARG(4), saved->timeout);
		else
			save_timespec(tcp, ARG(4), saved->timeout);
		unsigned int i;
		for (i = 0; i < vlen; i++) {
			struct mmsghdr mm;
			size_t size = is32 ? MMSGHDR32_SIZE : sizeof(mm);
			if (fetch_mem(tcp, ARG(1) + i * size, &mm, size) < 0)
				break;
			if (is32)
				widen_mmsghdr32(&mm, &mm);
			saved->namelen[i] = (int)mm.msg_hdr.msg_namelen;
		}
		saved->count = i;
		tcp->priv[0] = (uint64_t)(uintptr_t)saved;
		return 0;
	}
	saved = (struct mmsg_entry_data *)(uintptr_t)tcp->priv[0];
	tcp->priv[0] = 0;
	/* No messages came back (or none are known, -m seccomp): the vector's address. */
	if (syserror(tcp))
		print_addr(tcp, ARG(1));
	else
		decode_mmsgvec(tcp, ARG(1), (unsigned int)RETVAL, (unsigned int)RETVAL, true, 0,
			       saved, is32);
	tprint_sep(tcp);
	print_udec(tcp, (uint32_t)ARG(2));
	tprint_sep(tcp);
	print_msg_flags(tcp, ARG(3));
	tprint_sep(tcp);
	bool verbose = syscall_verbose(tcp->ev.nr);
	if (!verbose)
		print_addr(tcp, ARG(4));	/* -e verbose= leaves the call out */
	else if (saved)
		print_saved_timespec(tcp, ARG(4), saved->timeout);
	else
		value_str(tcp, "?", 1, VS_BARE);	/* entry not seen */
	free(saved);
	if (syserror(tcp))
		return 0;
	if (RETVAL == 0) {
		tcp->auxstr = "Timeout";
		return RVAL_STR;
	}
	if (!ARG(4) || !verbose)
		return 0;
	static char left[128];
	char ts[96];
	snprintf(left, sizeof(left), "left %s",
		 ts32 ? sprint_timespec32_at(tcp, ARG(4), ts, sizeof(ts))
		      : sprint_timespec_at(tcp, ARG(4), ts, sizeof(ts)));
	tcp->auxstr = left;
	return RVAL_STR;
}

SYS_FUNC(recvmmsg)
{
	return recvmmsg_common(tcp, false, false);
}

/* (declared in i386.h) */
SYS_FUNC(i386_recvmmsg)
{
	return recvmmsg_common(tcp, true, true);
}

SYS_FUNC(i386_recvmmsg_time64)
{
	return recvmmsg_common(tcp, true, false);
}
