/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Loop device structures: LOOP_[GS]ET_STATUS (struct loop_info),
 * LOOP_[GS]ET_STATUS64 (struct loop_info64) and LOOP_CONFIGURE (struct
 * loop_config). The requests with a number or no argument are in ioctl_args.c.
 * With -v (strace's -e abbrev=none) every field shows, as strace shows it.
 */
#include "config.h"

#include <string.h>
#include <linux/loop.h>

#include "decode.h"
#include "ioctl.h"
#include "options.h"
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

/* Are the encryption fields shown? Without -v, strace leaves them out when
 * there is no encryption. */
static bool show_crypt(uint32_t type)
{
	return opts.verbose || type != LO_CRYPT_NONE;
}

/* The encryption type and key size, if show_crypt(). */
static void print_crypt(struct tcb *tcp, uint32_t type, uint32_t key_size)
{
	if (!show_crypt(type))
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

/* n unsigned integers of size bytes in hex, "[0x1, 0]". */
static void print_xarray(struct tcb *tcp, const void *base, size_t n, size_t size)
{
	value_array_begin(tcp);
	for (size_t k = 0; k < n; k++) {
		uint64_t v = 0;
		if (size == 1)
			v = ((const unsigned char *)base)[k];
		else
			memcpy(&v, (const char *)base + k * size, size);
		value_elem(tcp);
		value_uint(tcp, v, VB_HEX);
	}
	value_array_end(tcp);
}

/* -v: the device and inode fields the kernel fills in (ignored when set). */
static void print_devs(struct tcb *tcp, uint64_t device, uint64_t inode, uint64_t rdevice)
{
	value_field(tcp, "lo_device");
	print_dev(tcp, device);
	value_field(tcp, "lo_inode");
	value_uint(tcp, inode, VB_DEC);
	value_field(tcp, "lo_rdevice");
	print_dev(tcp, rdevice);
}

static void print_info(struct tcb *tcp, const struct loop_info *i)
{
	value_struct_begin(tcp);
	value_field(tcp, "lo_number");
	value_int(tcp, i->lo_number);
	if (opts.verbose)
		print_devs(tcp, i->lo_device, i->lo_inode, i->lo_rdevice);
	value_field(tcp, "lo_offset");
	value_uint(tcp, (uint32_t)i->lo_offset, VB_HEX);
	print_crypt(tcp, (uint32_t)i->lo_encrypt_type, (uint32_t)i->lo_encrypt_key_size);
	print_loop_flags(tcp, (uint32_t)i->lo_flags);
	value_field(tcp, "lo_name");
	print_cstr_array(tcp, i->lo_name, sizeof(i->lo_name));
	if (show_crypt((uint32_t)i->lo_encrypt_type))
		print_key(tcp, i->lo_encrypt_key, (uint32_t)i->lo_encrypt_key_size);
	if (opts.verbose) {
		value_field(tcp, "lo_init");
		print_xarray(tcp, i->lo_init, ARRAY_SIZE(i->lo_init), sizeof(i->lo_init[0]));
		value_field(tcp, "reserved");
		print_xarray(tcp, i->reserved, ARRAY_SIZE(i->reserved), 1);
	} else {
		value_struct_more(tcp);
	}
	value_struct_end(tcp);
}

static void print_info64(struct tcb *tcp, const struct loop_info64 *i)
{
	value_struct_begin(tcp);
	if (opts.verbose)
		print_devs(tcp, i->lo_device, i->lo_inode, i->lo_rdevice);
	value_field(tcp, "lo_offset");
	value_uint(tcp, i->lo_offset, VB_HEX);
	if (opts.verbose) {
		value_field(tcp, "lo_sizelimit");
		value_uint(tcp, i->lo_sizelimit, VB_DEC);
	}
	value_field(tcp, "lo_number");
	value_uint(tcp, i->lo_number, VB_DEC);
	print_crypt(tcp, i->lo_encrypt_type, i->lo_encrypt_key_size);
	print_loop_flags(tcp, i->lo_flags);
	value_field(tcp, "lo_file_name");
	print_cstr_array(tcp, i->lo_file_name, sizeof(i->lo_file_name));
	if (show_crypt(i->lo_encrypt_type)) {
		value_field(tcp, "lo_crypt_name");
		print_cstr_array(tcp, i->lo_crypt_name, sizeof(i->lo_crypt_name));
		print_key(tcp, i->lo_encrypt_key, i->lo_encrypt_key_size);
	}
	if (opts.verbose) {
		value_field(tcp, "lo_init");
		print_xarray(tcp, i->lo_init, ARRAY_SIZE(i->lo_init), sizeof(i->lo_init[0]));
	} else {
		value_struct_more(tcp);
	}
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
		print_xarray(tcp, c->__reserved, ARRAY_SIZE(c->__reserved), sizeof(c->__reserved[0]));
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

