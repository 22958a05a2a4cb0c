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

SYS_FUNC(add_key)
{
	print_cstr(tcp, ARG(0));
	tprint_sep(tcp);
	print_cstr(tcp, ARG(1));
	tprint_sep(tcp);
	print_buf(tcp, ARG(2), ARG(3));
	tprint_sep(tcp);
	print_udec(tcp, ARG(3));
	tprint_sep(tcp);
	print_key_serial(tcp, ARG(4));
	return RVAL_DECODED;
}

SYS_FUNC(request_key)
{
	print_cstr(tcp, ARG(0));
	tprint_sep(tcp);
	print_cstr(tcp, ARG(1));
	tprint_sep(tcp);
	print_cstr(tcp, ARG(2));
	tprint_sep(tcp);
	print_key_serial(tcp, ARG(3));
	return RVAL_DECODED;
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
	case KEYCTL_GET_KEYRING_ID:
		print_key_serial(tcp, ARG(1));
		tprint_sep(tcp);
		print_dec(tcp, (int)ARG(2));
		break;
	case KEYCTL_JOIN_SESSION_KEYRING:
		print_cstr(tcp, ARG(1));
		break;
	case KEYCTL_UPDATE:
		print_key_serial(tcp, ARG(1));
		tprint_sep(tcp);
		print_buf(tcp, ARG(2), ARG(3));
		tprint_sep(tcp);
		print_udec(tcp, ARG(3));
		break;
	case KEYCTL_REVOKE:
	case KEYCTL_CLEAR:
	case KEYCTL_INVALIDATE:
	case KEYCTL_ASSUME_AUTHORITY:
		print_key_serial(tcp, ARG(1));
		break;
	case KEYCTL_LINK:
	case KEYCTL_UNLINK:
		print_key_serial(tcp, ARG(1));
		tprint_sep(tcp);
		print_key_serial(tcp, ARG(2));
		break;
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
	case KEYCTL_SEARCH:
		print_key_serial(tcp, ARG(1));
		tprint_sep(tcp);
		print_cstr(tcp, ARG(2));
		tprint_sep(tcp);
		print_cstr(tcp, ARG(3));
		tprint_sep(tcp);
		print_key_serial(tcp, ARG(4));
		break;
	case KEYCTL_CHOWN:
		print_key_serial(tcp, ARG(1));
		tprint_sep(tcp);
		print_key_uid(tcp, ARG(2));
		tprint_sep(tcp);
		print_key_uid(tcp, ARG(3));
		break;
	case KEYCTL_SETPERM:
		print_key_serial(tcp, ARG(1));
		tprint_sep(tcp);
		print_flags(tcp, &key_perms, (uint32_t)ARG(2), "KEY_???");
		break;
	case KEYCTL_INSTANTIATE:
		print_key_serial(tcp, ARG(1));
		tprint_sep(tcp);
		print_buf(tcp, ARG(2), ARG(3));
		tprint_sep(tcp);
		print_udec(tcp, ARG(3));
		tprint_sep(tcp);
		print_key_serial(tcp, ARG(4));
		break;
	case KEYCTL_NEGATE:
		print_key_serial(tcp, ARG(1));
		tprint_sep(tcp);
		print_udec(tcp, (uint32_t)ARG(2));
		tprint_sep(tcp);
		print_key_serial(tcp, ARG(3));
		break;
	case KEYCTL_SET_REQKEY_KEYRING:
		print_xval_d(tcp, &key_reqkeys, (int)ARG(1), "KEY_REQKEY_DEFL_???");
		break;
	case KEYCTL_SET_TIMEOUT:
		print_key_serial(tcp, ARG(1));
		tprint_sep(tcp);
		print_udec(tcp, (uint32_t)ARG(2));
		break;
	case KEYCTL_SESSION_TO_PARENT:
		break;
	case KEYCTL_REJECT: {
		print_key_serial(tcp, ARG(1));
		tprint_sep(tcp);
		print_udec(tcp, (uint32_t)ARG(2));
		tprint_sep(tcp);
		/* An error number: its name when it has one. */
		const char *name = errno_name((int)(uint32_t)ARG(3));
		if (name)
			value_const(tcp, name, (uint32_t)ARG(3), VB_DEC, NULL);
		else
			print_udec(tcp, (uint32_t)ARG(3));
		tprint_sep(tcp);
		print_key_serial(tcp, ARG(4));
		break;
	}
	case KEYCTL_INSTANTIATE_IOV:
		print_key_serial(tcp, ARG(1));
		tprint_sep(tcp);
		print_iov_upto(tcp, ARG(2), ARG(3), UINT64_MAX);
		tprint_sep(tcp);
		print_udec(tcp, ARG(3));
		tprint_sep(tcp);
		print_key_serial(tcp, ARG(4));
		break;
	case KEYCTL_GET_PERSISTENT:
		print_key_uid(tcp, ARG(1));
		tprint_sep(tcp);
		print_key_serial(tcp, ARG(2));
		break;
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
	case KEYCTL_RESTRICT_KEYRING:
		print_key_serial(tcp, ARG(1));
		tprint_sep(tcp);
		print_cstr(tcp, ARG(2));
		tprint_sep(tcp);
		print_cstr(tcp, ARG(3));
		break;
	case KEYCTL_MOVE:
		print_key_serial(tcp, ARG(1));
		tprint_sep(tcp);
		print_key_serial(tcp, ARG(2));
		tprint_sep(tcp);
		print_key_serial(tcp, ARG(3));
		tprint_sep(tcp);
		print_flags(tcp, &keyctl_move_flags, (uint32_t)ARG(4), "KEYCTL_MOVE_???");
		break;
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
	default:
		print_hex(tcp, ARG(1));
		tprint_sep(tcp);
		print_hex(tcp, ARG(2));
		tprint_sep(tcp);
		print_hex(tcp, ARG(3));
		tprint_sep(tcp);
		print_hex(tcp, ARG(4));
		break;
	}
	return RVAL_DECODED;
}
