/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Loop device structures: LOOP_[GS]ET_STATUS (struct loop_info),
 * LOOP_[GS]ET_STATUS64 (struct loop_info64) and LOOP_CONFIGURE (struct
 * loop_config). The requests with a number or no argument are in ioctl_args.c.
 */
#include "config.h"

#include <string.h>
#include <linux/loop.h>

#include "decode.h"
#include "ioctl.h"
#include "xlat/loop_crypt_types.h"
#include "xlat/loop_flags.h"

/* A char array of size bytes as strace prints a C string in one: at most
 * size - 1 characters, "..." when there is no NUL. */
static void print_cstr_array(struct tcb *tcp, const void *p, size_t size)
{
	const char *s = p;
	size_t n = strnlen(s, size);
	if (n == size)
		value_str(tcp, s, size - 1, VS_TRUNCATED);
	else
		value_str(tcp, s, n, 0);
}

/* The encryption type and key size: strace leaves them out when there is none. */
static void print_crypt(struct tcb *tcp, uint32_t type, uint32_t key_size)
{
	if (type == LO_CRYPT_NONE)
		return;
	value_field(tcp, "lo_encrypt_type");
	print_xval(tcp, &loop_crypt_types, type, "LO_CRYPT_???");
	value_field(tcp, "lo_encrypt_key_size");
	value_int(tcp, (int32_t)key_size);
}

static void print_loop_flags(struct tcb *tcp, uint32_t flags)
{
	value_field(tcp, "lo_flags");
	print_flags(tcp, &loop_flags, flags, "LO_FLAGS_???");
}

/* The key: its first lo_encrypt_key_size bytes. */
static void print_key(struct tcb *tcp, const unsigned char *key, uint32_t key_size)
{
	value_field(tcp, "lo_encrypt_key");
	value_str(tcp, (const char *)key, key_size < LO_KEY_SIZE ? key_size : LO_KEY_SIZE, 0);
}

static void print_info(struct tcb *tcp, const struct loop_info *i)
{
	value_struct_begin(tcp);
	value_field(tcp, "lo_number");
	value_int(tcp, i->lo_number);
	value_field(tcp, "lo_offset");
	value_uint(tcp, (uint32_t)i->lo_offset, VB_HEX);
	print_crypt(tcp, (uint32_t)i->lo_encrypt_type, (uint32_t)i->lo_encrypt_key_size);
	print_loop_flags(tcp, (uint32_t)i->lo_flags);
	value_field(tcp, "lo_name");
	print_cstr_array(tcp, i->lo_name, sizeof(i->lo_name));
	if (i->lo_encrypt_type != LO_CRYPT_NONE)
		print_key(tcp, i->lo_encrypt_key, (uint32_t)i->lo_encrypt_key_size);
	value_struct_more(tcp);
	value_struct_end(tcp);
}

static void print_info64(struct tcb *tcp, const struct loop_info64 *i)
{
	value_struct_begin(tcp);
	value_field(tcp, "lo_offset");
	value_uint(tcp, i->lo_offset, VB_HEX);
	value_field(tcp, "lo_number");
	value_uint(tcp, i->lo_number, VB_DEC);
	print_crypt(tcp, i->lo_encrypt_type, i->lo_encrypt_key_size);
	print_loop_flags(tcp, i->lo_flags);
	value_field(tcp, "lo_file_name");
	print_cstr_array(tcp, i->lo_file_name, sizeof(i->lo_file_name));
	if (i->lo_encrypt_type != LO_CRYPT_NONE) {
		value_field(tcp, "lo_crypt_name");
		print_cstr_array(tcp, i->lo_crypt_name, sizeof(i->lo_crypt_name));
		print_key(tcp, i->lo_encrypt_key, i->lo_encrypt_key_size);
	}
	value_struct_more(tcp);
	value_struct_end(tcp);
}

static void print_config(struct tcb *tcp, const struct loop_config *c)
{
	value_struct_begin(tcp);
	value_field(tcp, "fd");
	print_fd(tcp, (int)c->fd);
	value_field(tcp, "block_size");
	value_uint(tcp, c->block_size, VB_DEC);
	value_field(tcp, "info");
	print_info64(tcp, &c->info);
	bool zero = true;
	for (size_t k = 0; k < ARRAY_SIZE(c->__reserved); k++)
		zero = zero && !c->__reserved[k];
	if (!zero) {
		value_field(tcp, "__reserved");
		value_array_begin(tcp);
		for (size_t k = 0; k < ARRAY_SIZE(c->__reserved); k++) {
			value_elem(tcp);
			value_uint(tcp, c->__reserved[k], VB_HEX);
		}
		value_array_end(tcp);
	}
	value_struct_end(tcp);
}

/* The loop structures; -1 for other requests. See ioctl.h. */
int ioctl_loop_arg(struct tcb *tcp, unsigned int code, uint64_t arg)
{
	union {
		struct loop_info i;
		struct loop_info64 i64;
		struct loop_config c;
	} u;
	bool out;

	switch (code) {
	case LOOP_GET_STATUS:
	case LOOP_GET_STATUS64:
		out = true;
		break;
	case LOOP_SET_STATUS:
	case LOOP_SET_STATUS64:
	case LOOP_CONFIGURE:
		out = false;
		break;
	default:
		return -1;
	}
	if (out && entering(tcp))
		return 0;
	tprint_sep(tcp);
	if (out && syserror(tcp)) {
		print_addr(tcp, arg);
		return IOCTL_ARG_PRINTED;
	}
	switch (code) {
	case LOOP_GET_STATUS:
	case LOOP_SET_STATUS:
		if (FETCH_OR_ADDR(tcp, arg, &u.i))
			print_info(tcp, &u.i);
		break;
	case LOOP_GET_STATUS64:
	case LOOP_SET_STATUS64:
		if (FETCH_OR_ADDR(tcp, arg, &u.i64))
			print_info64(tcp, &u.i64);
		break;
	case LOOP_CONFIGURE:
		if (FETCH_OR_ADDR(tcp, arg, &u.c))
			print_config(tcp, &u.c);
		break;
	}
	return IOCTL_ARG_PRINTED;
}

