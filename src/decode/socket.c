/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * socket, socketpair, bind, connect, listen, accept, accept4, getsockname,
 * getpeername, shutdown, sendto, recvfrom.
 */
#include "config.h"

#include <arpa/inet.h>
#include <sys/socket.h>

#include "decode.h"
#include "netlink.h"
#include "netutil.h"
#include "qualify.h"
#include "sockaddr.h"
#include "socket.h"
#include "xlat/addrfams.h"
#include "xlat/ax25_protocols.h"
#include "xlat/bt_protocols.h"
#include "xlat/caif_protocols.h"
#include "xlat/can_protocols.h"
#include "xlat/ethernet_protocols.h"
#include "xlat/inet_protocols.h"
#include "xlat/isdn_protocols.h"
#include "xlat/kcm_protocols.h"
#include "xlat/msg_flags.h"
#include "xlat/netlink_protocols.h"
#include "xlat/nfc_protocols.h"
#include "xlat/phonet_protocols.h"
#include "xlat/shutdown_modes.h"
#include "xlat/smc_protocols.h"
#include "xlat/sock_type_flags.h"
#include "xlat/socktypes.h"

#define SOCK_TYPE_MASK 0xf

void print_msg_flags(struct tcb *tcp, uint64_t flags)
{
	print_flags(tcp, &msg_flags, (uint32_t)flags, "MSG_???");
}

/* "SOCK_STREAM|SOCK_CLOEXEC": the type in the low bits, then the flags. */
static void print_sock_type(struct tcb *tcp, uint32_t type)
{
	uint32_t kind = type & SOCK_TYPE_MASK, rest = type & ~SOCK_TYPE_MASK;
	if (opts.const_style != CONST_ABBREV && xlat_lookup(&socktypes, kind) && rest) {
		/* -X raw|verbose: strace writes the type and the flags apart,
		 * "0x1 / * SOCK_STREAM * /|0x800 / * SOCK_NONBLOCK * /". */
		value_expr_begin(tcp, "|");
		print_xval(tcp, &socktypes, kind, NULL);
		value_expr_next(tcp);
		print_flags(tcp, &sock_type_flags, rest, "SOCK_???");
		value_expr_end(tcp);
	} else if (xlat_lookup(&socktypes, kind))
		value_flags_typed(tcp, &socktypes, type & SOCK_TYPE_MASK, NULL, &sock_type_flags,
				  type & ~SOCK_TYPE_MASK, "SOCK_???");
	else
		print_flags(tcp, &sock_type_flags, type, "SOCK_???");
}

/* The protocol, named after the domain's own table; plain decimal for other domains. */
static void print_sock_protocol(struct tcb *tcp, uint64_t domain, uint64_t proto)
{
	uint32_t p = (uint32_t)proto;
	switch (domain) {
	case AF_INET:
	case AF_INET6:
		print_xval(tcp, &inet_protocols, p, "IPPROTO_???");
		break;
	case AF_AX25: {
		/* Hex first, the name as a comment. */
		const char *name = xlat_lookup(&ax25_protocols, p);
		print_hex(tcp, p);
		value_comment(tcp, name ? name : "AX25_P_???");
		break;
	}
	case AF_NETLINK:
		print_xval(tcp, &netlink_protocols, p, "NETLINK_???");
		break;
	case AF_PACKET:
		value_call_begin(tcp, "htons");
		value_call_arg(tcp);
		print_xval(tcp, &ethernet_protocols, ntohs((uint16_t)proto), "ETH_P_???");
		value_call_end(tcp);
		break;
	case AF_IRDA:
		/* strace looks IrDA protocols up in the CAN table. */
		print_xval(tcp, &can_protocols, p, "IRDAPROTO_???");
		break;
	case AF_CAN:
		print_xval(tcp, &can_protocols, p, "CAN_???");
		break;
	case AF_BLUETOOTH:
		print_xval(tcp, &bt_protocols, p, "BTPROTO_???");
		break;
	case AF_RXRPC:
		print_xval(tcp, &addrfams, p, "AF_???");
		break;
	case AF_ISDN:
		print_xval(tcp, &isdn_protocols, p, "ISDN_P_???");
		break;
	case AF_PHONET:
		print_xval(tcp, &phonet_protocols, p, "PN_PROTO_???");
		break;
	case AF_CAIF:
		print_xval(tcp, &caif_protocols, p, "CAIFPROTO_???");
		break;
	case AF_NFC:
		print_xval(tcp, &nfc_protocols, p, "NFC_SOCKPROTO_???");
		break;
	case AF_KCM:
		print_xval(tcp, &kcm_protocols, p, "KCMPROTO_???");
		break;
	case AF_SMC:
		print_xval(tcp, &smc_protocols, p, "SMCPROTO_???");
		break;
	default:
		print_udec(tcp, proto);
		break;
	}
}

SYS_FUNC(socket)
{
	if (exiting(tcp)) {
		/* What the descriptor is, for netlink decoding after the program is gone. */
		if (!syserror(tcp))
			netlink_fd_note_socket(tcp, (int)RETVAL, (int)ARG(0), (int)ARG(2));
		return RVAL_DECODED | RVAL_FD;
	}
	print_xval(tcp, &addrfams, (uint32_t)ARG(0), "AF_???");
	tprint_sep(tcp);
	print_sock_type(tcp, (uint32_t)ARG(1));
	tprint_sep(tcp);
	print_sock_protocol(tcp, ARG(0), ARG(2));
	return 0;
}

SYS_FUNC(socketpair)
{
	if (entering(tcp)) {
		print_xval(tcp, &addrfams, (uint32_t)ARG(0), "AF_???");
		tprint_sep(tcp);
		print_sock_type(tcp, (uint32_t)ARG(1));
		tprint_sep(tcp);
		print_udec(tcp, ARG(2));
		tprint_sep(tcp);
		return 0;
	}
	int fd;
	/* Outside -e verbose=, the address (strace). */
	if (!syscall_verbose(tcp->ev.nr))
		print_addr(tcp, ARG(3));
	else
		print_array(tcp, ARG(3), 2, &fd, sizeof(fd), 0, print_fd_elem, NULL);
	return 0;
}

/* A socket address argument; outside -e verbose=, its address (strace). */
static void print_sockaddr_arg(struct tcb *tcp, uint64_t addr, int len)
{
	if (syscall_verbose(tcp->ev.nr))
		decode_sockaddr(tcp, addr, len);
	else
		print_addr(tcp, addr);
}

/* bind and connect. */
SYS_FUNC(bind)
{
	int addrlen = (int)ARG(2);
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_sockaddr_arg(tcp, ARG(1), addrlen);
	tprint_sep(tcp);
	print_dec(tcp, addrlen);
	return RVAL_DECODED;
}

SYS_FUNC(listen)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_dec(tcp, (int)ARG(1));
	return RVAL_DECODED;
}

SYS_FUNC(shutdown)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_xval(tcp, &shutdown_modes, (uint32_t)ARG(1), "SHUT_???");
	return RVAL_DECODED;
}

void print_socklen_change(struct tcb *tcp, int ulen, int rlen)
{
	value_array_begin(tcp);
	value_elem(tcp);
	if (ulen != rlen) {
		value_expr_begin(tcp, "=>");
		print_dec(tcp, ulen);
		value_expr_next(tcp);
		print_dec(tcp, rlen);
		value_expr_end(tcp);
	} else {
		print_dec(tcp, rlen);
	}
	value_array_end(tcp);
}

/* Read the int length at addr into *len; false when it cannot be read, or is not
 * read: outside -e verbose= strace prints both addresses. */
static bool fetch_socklen(struct tcb *tcp, uint64_t sockaddr, uint64_t lenaddr, int *len)
{
	return sockaddr && lenaddr && syscall_verbose(tcp->ev.nr) &&
	       fetch_obj(tcp, lenaddr, len) == 0;
}


/*
 * accept, accept4, getsockname, getpeername: fd, then at exit the address the kernel
 * wrote and "[in => out]" lengths. Returns RVAL_DECODED when everything is printed.
 */
static int decode_sockname(struct tcb *tcp)
{
	int ulen, rlen;
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		if (fetch_socklen(tcp, ARG(1), ARG(2), &ulen)) {
			tcp->priv[0] = (uint32_t)ulen;
			return 0;
		}
		print_addr(tcp, ARG(1));
		tprint_sep(tcp);
		print_addr(tcp, ARG(2));
		return RVAL_DECODED;
	}
	ulen = (int)(uint32_t)tcp->priv[0];
	if (syserror(tcp) || fetch_obj(tcp, ARG(2), &rlen) < 0) {
		print_addr(tcp, ARG(1));
		tprint_sep(tcp);
		print_socklen_change(tcp, ulen, ulen);	/* "[ulen]": the call left it */
	} else {
		decode_sockaddr(tcp, ARG(1), ulen > rlen ? rlen : ulen);
		tprint_sep(tcp);
		print_socklen_change(tcp, ulen, rlen);
	}
	return RVAL_DECODED;
}

SYS_FUNC(accept)
{
	return decode_sockname(tcp) | RVAL_FD;
}

SYS_FUNC(accept4)
{
	int rc = decode_sockname(tcp);
	if (rc & RVAL_DECODED) {
		tprint_sep(tcp);
		print_flags(tcp, &sock_type_flags, (uint32_t)ARG(3), "SOCK_???");
	}
	return rc | RVAL_FD;
}

/* getsockname and getpeername. */
SYS_FUNC(getsockname)
{
	return decode_sockname(tcp);
}

SYS_FUNC(sendto)
{
	int addrlen = (int)ARG(5);
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	if (!decode_netlink_sockbuf(tcp, (int)ARG(0), ARG(1), ARG(2)))
		print_strn(tcp, ARG(1), ARG(2), 0);
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_msg_flags(tcp, ARG(3));
	tprint_sep(tcp);
	print_sockaddr_arg(tcp, ARG(4), addrlen);
	tprint_sep(tcp);
	print_dec(tcp, addrlen);
	return RVAL_DECODED;
}

SYS_FUNC(recvfrom)
{
	int ulen, rlen;
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		tcp->priv[0] = fetch_socklen(tcp, ARG(4), ARG(5), &ulen) ? (uint32_t)ulen : 0;
		return 0;
	}
	if (syserror(tcp)) {
		print_addr(tcp, ARG(1));
	} else {
		uint64_t got = (uint64_t)RETVAL;
		uint64_t len = got < ARG(2) ? got : ARG(2);
		if (!decode_netlink_sockbuf(tcp, (int)ARG(0), ARG(1), len))
			print_strn(tcp, ARG(1), len, 0);
	}
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_msg_flags(tcp, ARG(3));
	tprint_sep(tcp);
	ulen = (int)(uint32_t)tcp->priv[0];
	if (!fetch_socklen(tcp, ARG(4), ARG(5), &rlen)) {
		print_addr(tcp, ARG(4));
		tprint_sep(tcp);
		print_addr(tcp, ARG(5));
	} else if (syserror(tcp)) {
		print_addr(tcp, ARG(4));
		tprint_sep(tcp);
		print_socklen_change(tcp, ulen, ulen);	/* "[ulen]": the call left it */
	} else {
		decode_sockaddr(tcp, ARG(4), ulen > rlen ? rlen : ulen);
		tprint_sep(tcp);
		print_socklen_change(tcp, ulen, rlen);
	}
	return 0;
}
