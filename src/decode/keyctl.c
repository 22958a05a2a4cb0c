/* SPDX-License-Identifier: GPL-2.0-or-later */
/* add_key, request_key, keyctl: the kernel key management facility. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <linux/keyctl.h>

#include "decode.h"
#include "errnoent.h"
#include "netutil.h"
#include "print_ext.h"
#include "xlat/key_perms.h"
#include "xlat/key_reqkeys.h"
#include "xlat/key_spec.h"
#include "xlat/keyctl_caps0.h"
#include "xlat/keyctl_caps1.h"
#include "xlat/keyctl_commands.h"
#include "xlat/keyctl_move_flags.h"
#include "xlat/keyctl_pkey_ops.h"

/* A key serial number: KEY_SPEC_SESSION_KEYRING, or the number. */
static void print_key_serial(struct tcb *tcp, uint64_t id)
{
	print_xval_d(tcp, &key_spec, (int32_t)id, NULL);
}

/* A user or group id: -1, or the number. */
static void print_key_uid(struct tcb *tcp, uint64_t id)
{
	if ((uint32_t)id == UINT32_MAX)
		value_int(tcp, -1);
	else
		value_uint(tcp, (uint32_t)id, VB_DEC);
}

/* The kinds of argument the calls of this file take, printed at entry. */
enum key_arg {
	KA_END,		/* no more arguments */
	KA_SERIAL,	/* a key serial number */
	KA_CSTR,	/* a string */
	KA_BUF,		/* a buffer of the next argument's length */
	KA_IOV,		/* an iovec array of the next argument's count */
	KA_ULONG,	/* an unsigned long */
	KA_UINT,	/* an unsigned int */
	KA_INT,		/* an int */
	KA_UID,		/* a user or group id */
	KA_PERM,	/* key permissions */
	KA_REQKEY,	/* the default request-key keyring */
	KA_ERRNO,	/* an error number */
	KA_MOVE_FLAGS,	/* KEYCTL_MOVE's flags */
	KA_HEX,		/* an unknown command's argument */
};

/* Arguments a call of this file prints that way at most. */
#define KA_MAX 5

/* The printers of the kinds of one argument (all but KA_BUF and KA_IOV). */
typedef void (*key_arg_fn)(struct tcb *tcp, uint64_t v);

static void print_key_uint(struct tcb *tcp, uint64_t v)
{
	print_udec(tcp, (uint32_t)v);
}

static void print_key_int(struct tcb *tcp, uint64_t v)
{
	print_dec(tcp, (int)v);
}

/* An error number: its name when it has one. */
static void print_key_errno(struct tcb *tcp, uint64_t v)
{
	const char *name = errno_name((int)(uint32_t)v);
	if (name)
		value_const(tcp, name, (uint32_t)v, VB_DEC, NULL);
	else
		print_udec(tcp, (uint32_t)v);
}

static void print_key_perm(struct tcb *tcp, uint64_t v)
{
	print_flags(tcp, &key_perms, (uint32_t)v, "KEY_???");
}

static void print_key_reqkey(struct tcb *tcp, uint64_t v)
{
	print_xval_d(tcp, &key_reqkeys, (int)v, "KEY_REQKEY_DEFL_???");
}

static void print_key_move_flags(struct tcb *tcp, uint64_t v)
{
	print_flags(tcp, &keyctl_move_flags, (uint32_t)v, "KEYCTL_MOVE_???");
}

static const key_arg_fn key_arg_printers[] = {
	[KA_SERIAL] = print_key_serial,
	[KA_CSTR] = print_cstr,
	[KA_ULONG] = print_udec,
	[KA_UINT] = print_key_uint,
	[KA_INT] = print_key_int,
	[KA_UID] = print_key_uid,
	[KA_PERM] = print_key_perm,
	[KA_REQKEY] = print_key_reqkey,
	[KA_ERRNO] = print_key_errno,
	[KA_MOVE_FLAGS] = print_key_move_flags,
	[KA_HEX] = print_hex,
};

/* The arguments from the first one on, of the kinds given (up to KA_END),
 * separated by ", ". */
static void print_key_args(struct tcb *tcp, const uint8_t *kinds, unsigned int first)
{
	for (unsigned int k = 0; k < KA_MAX && kinds[k] != KA_END; k++) {
		uint64_t v = ARG(first + k);
		if (k)
			tprint_sep(tcp);
		if (kinds[k] == KA_BUF)
			print_buf(tcp, v, ARG(first + k + 1));
		else if (kinds[k] == KA_IOV)
			print_iov_upto(tcp, v, ARG(first + k + 1), UINT64_MAX);
		else
			key_arg_printers[kinds[k]](tcp, v);
	}
}

SYS_FUNC(add_key)
{
	static const uint8_t kinds[KA_MAX] = { KA_CSTR, KA_CSTR, KA_BUF, KA_ULONG, KA_SERIAL };
	print_key_args(tcp, kinds, 0);
	return RVAL_DECODED;
}

SYS_FUNC(request_key)
{
	static const uint8_t kinds[KA_MAX] = { KA_CSTR, KA_CSTR, KA_CSTR, KA_SERIAL };
	print_key_args(tcp, kinds, 0);
	return RVAL_DECODED;
}

/* The keyctl commands whose arguments are all printed at entry: their kinds. */
static const struct {
	int cmd;
	uint8_t kinds[KA_MAX];
} keyctl_args[] = {
	{ KEYCTL_GET_KEYRING_ID, { KA_SERIAL, KA_INT } },
	{ KEYCTL_JOIN_SESSION_KEYRING, { KA_CSTR } },
	{ KEYCTL_UPDATE, { KA_SERIAL, KA_BUF, KA_ULONG } },
	{ KEYCTL_REVOKE, { KA_SERIAL } },
	{ KEYCTL_CLEAR, { KA_SERIAL } },
	{ KEYCTL_INVALIDATE, { KA_SERIAL } },
	{ KEYCTL_ASSUME_AUTHORITY, { KA_SERIAL } },
	{ KEYCTL_LINK, { KA_SERIAL, KA_SERIAL } },
	{ KEYCTL_UNLINK, { KA_SERIAL, KA_SERIAL } },
	{ KEYCTL_SEARCH, { KA_SERIAL, KA_CSTR, KA_CSTR, KA_SERIAL } },
	{ KEYCTL_CHOWN, { KA_SERIAL, KA_UID, KA_UID } },
	{ KEYCTL_SETPERM, { KA_SERIAL, KA_PERM } },
	{ KEYCTL_INSTANTIATE, { KA_SERIAL, KA_BUF, KA_ULONG, KA_SERIAL } },
	{ KEYCTL_NEGATE, { KA_SERIAL, KA_UINT, KA_SERIAL } },
	{ KEYCTL_SET_REQKEY_KEYRING, { KA_REQKEY } },
	{ KEYCTL_SET_TIMEOUT, { KA_SERIAL, KA_UINT } },
	{ KEYCTL_SESSION_TO_PARENT, { KA_END } },
	{ KEYCTL_REJECT, { KA_SERIAL, KA_UINT, KA_ERRNO, KA_SERIAL } },
	{ KEYCTL_INSTANTIATE_IOV, { KA_SERIAL, KA_IOV, KA_ULONG, KA_SERIAL } },
	{ KEYCTL_GET_PERSISTENT, { KA_UID, KA_SERIAL } },
	{ KEYCTL_RESTRICT_KEYRING, { KA_SERIAL, KA_CSTR, KA_CSTR } },
	{ KEYCTL_MOVE, { KA_SERIAL, KA_SERIAL, KA_SERIAL, KA_MOVE_FLAGS } },
};

/* The kinds of cmd's arguments: four in hex for a command not known. */
static const uint8_t *keyctl_arg_kinds(int cmd)
{
	static const uint8_t unknown[KA_MAX] = { KA_HEX, KA_HEX, KA_HEX, KA_HEX };
	for (size_t i = 0; i < ARRAY_SIZE(keyctl_args); i++)
		if (keyctl_args[i].cmd == cmd)
			return keyctl_args[i].kinds;
	return unknown;
}

/* What KEYCTL_DESCRIBE, _READ and _GET_SECURITY return: the result's worth of
 * bytes (at most len); the strings' terminating NUL is left out. */
static void print_key_result(struct tcb *tcp, uint64_t addr, uint64_t len, bool has_nul)
{
	if (syserror(tcp)) {
		print_addr(tcp, addr);
		return;
	}
	uint64_t n = (uint64_t)RETVAL > len ? len : (uint64_t)RETVAL;
	uint64_t max = opts.max_strlen;
	uint64_t size = n > max ? max : n;
	char *buf = xmalloc(size ? size : 1);
	if (!addr || (size && fetch_mem(tcp, addr, buf, size) < 0)) {
		print_addr(tcp, addr);
	} else {
		if (has_nul && size == n && size && !buf[size - 1])
			size--;
		print_quoted(tcp, buf, size, n > max ? QUOTE_ELLIPSIS : 0);
	}
	free(buf);
}

/* KEYCTL_CAPABILITIES: a byte of KEYCTL_CAPS0_*, one of KEYCTL_CAPS1_*, then hex. */
static bool print_caps_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	uint64_t *pos = data;
	uint8_t v = *(const uint8_t *)elem;
	if (*pos == 0)
		print_flags(tcp, &keyctl_caps0, v, "KEYCTL_CAPS0_???");
	else if (*pos == 1)
		print_flags(tcp, &keyctl_caps1, v, "KEYCTL_CAPS1_???");
	else
		print_hex(tcp, v);
	(*pos)++;
	return true;
}

/* A non-zero __spare array of 32-bit words, in hex. */
static void print_spare(struct tcb *tcp, const uint32_t *spare, size_t n)
{
	size_t i;
	for (i = 0; i < n && !spare[i]; i++)
		;
	if (i == n)
		return;
	value_field(tcp, "__spare");
	value_array_begin(tcp);
	for (i = 0; i < n; i++) {
		value_elem(tcp);
		print_hex(tcp, spare[i]);
	}
	value_array_end(tcp);
}

static void print_pkey_query(struct tcb *tcp, uint64_t addr)
{
	struct keyctl_pkey_query q;
	if (!umove_or_addr(tcp, addr, &q, sizeof(q)))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "supported_ops");
	print_flags(tcp, &keyctl_pkey_ops, q.supported_ops, "KEYCTL_SUPPORTS_???");
	value_field(tcp, "key_size");
	value_uint(tcp, q.key_size, VB_DEC);
	value_field(tcp, "max_data_size");
	value_uint(tcp, q.max_data_size, VB_DEC);
	value_field(tcp, "max_sig_size");
	value_uint(tcp, q.max_sig_size, VB_DEC);
	value_field(tcp, "max_enc_size");
	value_uint(tcp, q.max_enc_size, VB_DEC);
	value_field(tcp, "max_dec_size");
	value_uint(tcp, q.max_dec_size, VB_DEC);
	print_spare(tcp, q.__spare, sizeof(q.__spare) / sizeof(q.__spare[0]));
	value_struct_end(tcp);
}

/* struct keyctl_pkey_params: out_len for the operations that write, in2_len for
 * KEYCTL_PKEY_VERIFY. Returns false (the address printed) when unreadable. */
static bool print_pkey_params(struct tcb *tcp, uint64_t addr, struct keyctl_pkey_params *p,
			      bool out)
{
	if (!umove_or_addr(tcp, addr, p, sizeof(*p)))
		return false;
	value_struct_begin(tcp);
	value_field(tcp, "key_id");
	print_key_serial(tcp, (uint32_t)p->key_id);
	value_field(tcp, "in_len");
	value_uint(tcp, p->in_len, VB_DEC);
	value_field(tcp, out ? "out_len" : "in2_len");
	value_uint(tcp, out ? p->out_len : p->in2_len, VB_DEC);
	print_spare(tcp, p->__spare, sizeof(p->__spare) / sizeof(p->__spare[0]));
	value_struct_end(tcp);
	return true;
}

static void print_dh_params(struct tcb *tcp, uint64_t addr)
{
	struct keyctl_dh_params p;
	if (!umove_or_addr(tcp, addr, &p, sizeof(p)))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "private");
	print_key_serial(tcp, (uint32_t)p.private);
	value_field(tcp, "prime");
	print_key_serial(tcp, (uint32_t)p.prime);
	value_field(tcp, "base");
	print_key_serial(tcp, (uint32_t)p.base);
	value_struct_end(tcp);
}

static void print_kdf_params(struct tcb *tcp, uint64_t addr)
{
	struct keyctl_kdf_params k;
	/* An input the kernel read: shown even when the call failed. */
	if (!addr || fetch_mem(tcp, addr, &k, sizeof(k)) < 0) {
		print_addr(tcp, addr);
		return;
	}
	value_struct_begin(tcp);
	value_field(tcp, "hashname");
	print_cstr(tcp, (uint64_t)(uintptr_t)k.hashname);
	value_field(tcp, "otherinfo");
	/* The kernel does not read otherinfo when its length is zero. */
	if (k.otherinfolen)
		print_buf(tcp, (uint64_t)(uintptr_t)k.otherinfo, k.otherinfolen);
	else
		print_addr(tcp, (uint64_t)(uintptr_t)k.otherinfo);
	value_field(tcp, "otherinfolen");
	value_uint(tcp, k.otherinfolen, VB_DEC);
	print_spare(tcp, k.__spare, sizeof(k.__spare) / sizeof(k.__spare[0]));
	value_struct_end(tcp);
}

/* The public key operations: params, info, then the input, and the output at exit
 * for the ones that write (the length saved in tcp->priv at entry). */
static int keyctl_pkey_op(struct tcb *tcp, bool out)
{
	if (entering(tcp)) {
		struct keyctl_pkey_params p;
		bool ok = print_pkey_params(tcp, ARG(1), &p, out);
		tprint_sep(tcp);
		print_cstr(tcp, ARG(2));
		tprint_sep(tcp);
		if (ok)
			print_buf(tcp, ARG(3), p.in_len);
		else
			print_addr(tcp, ARG(3));
		tprint_sep(tcp);
		if (ok && out) {
			tcp->priv[0] = p.out_len;
			return 0;
		}
		if (ok)
			print_buf(tcp, ARG(4), p.in2_len);
		else
			print_addr(tcp, ARG(4));
		return RVAL_DECODED;
	}
	if (syserror(tcp))
		print_addr(tcp, ARG(4));
	else
		print_buf(tcp, ARG(4), tcp->priv[0]);
	return 0;
}

SYS_FUNC(keyctl)
{
	int cmd = (int)ARG(0);
	if (entering(tcp)) {
		print_xval(tcp, &keyctl_commands, (uint32_t)cmd, "KEYCTL_???");
		if (cmd != KEYCTL_SESSION_TO_PARENT)
			tprint_sep(tcp);
	}
	switch (cmd) {
	case KEYCTL_DESCRIBE:
	case KEYCTL_READ:
	case KEYCTL_GET_SECURITY:
		if (entering(tcp)) {
			print_key_serial(tcp, ARG(1));
			tprint_sep(tcp);
			return 0;
		}
		print_key_result(tcp, ARG(2), ARG(3), cmd != KEYCTL_READ);
		tprint_sep(tcp);
		print_udec(tcp, ARG(3));
		return 0;
	case KEYCTL_DH_COMPUTE:
		if (entering(tcp)) {
			print_dh_params(tcp, ARG(1));
			tprint_sep(tcp);
			return 0;
		}
		if (syserror(tcp))
			print_addr(tcp, ARG(2));
		else
			print_buf(tcp, ARG(2), (uint64_t)RETVAL > ARG(3) ? ARG(3) : (uint64_t)RETVAL);
		tprint_sep(tcp);
		print_udec(tcp, ARG(3));
		tprint_sep(tcp);
		print_kdf_params(tcp, ARG(4));
		return 0;
	case KEYCTL_PKEY_QUERY:
		if (entering(tcp)) {
			print_key_serial(tcp, ARG(1));
			tprint_sep(tcp);
			print_hex(tcp, ARG(2));
			tprint_sep(tcp);
			print_cstr(tcp, ARG(3));
			tprint_sep(tcp);
			return 0;
		}
		print_pkey_query(tcp, ARG(4));
		return 0;
	case KEYCTL_PKEY_ENCRYPT:
	case KEYCTL_PKEY_DECRYPT:
	case KEYCTL_PKEY_SIGN:
		return keyctl_pkey_op(tcp, true);
	case KEYCTL_PKEY_VERIFY:
		return keyctl_pkey_op(tcp, false);
	case KEYCTL_CAPABILITIES: {
		if (entering(tcp))
			return 0;
		if (syserror(tcp)) {
			print_addr(tcp, ARG(1));
		} else {
			uint64_t pos = 0;
			uint8_t elem;
			uint64_t n = (uint64_t)RETVAL < ARG(2) ? (uint64_t)RETVAL : ARG(2);
			print_array(tcp, ARG(1), n, &elem, 1, 0, print_caps_elem, &pos);
		}
		tprint_sep(tcp);
		print_udec(tcp, ARG(2));
		return 0;
	}
	}
	print_key_args(tcp, keyctl_arg_kinds(cmd), 1);
	return RVAL_DECODED;
}
