/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * getdents, getdents64. Without -v the buffer prints as its address and a
 * count of entries; with -v as the array of entries.
 */
#include "config.h"

#include <stddef.h>

#include "decode.h"
#include "i386.h"
#include "pathn.h"
#include "xlat/dirent_types.h"

/* The kernel's records (struct linux_dirent and linux_dirent64 on x86_64). */
struct kernel_dirent {
	uint64_t d_ino;
	uint64_t d_off;
	uint16_t d_reclen;
	char d_name[];
};

struct kernel_dirent64 {
	uint64_t d_ino;
	uint64_t d_off;
	uint16_t d_reclen;
	uint8_t d_type;
	char d_name[];
};

/* i386's struct linux_dirent: 32-bit d_ino and d_off. */
struct kernel_dirent32 {
	uint32_t d_ino;
	uint32_t d_off;
	uint16_t d_reclen;
	char d_name[];
};

/* Names are cut at this length, as strace does. */
#define D_NAME_LEN_MAX 256

/* The fixed part of either record, as fetched. */
union dirent_head {
	struct kernel_dirent ent;
	struct kernel_dirent64 ent64;
	struct kernel_dirent32 ent32;
};

/*
 * The rest of a record after its head: tail is its address, tail_len its size
 * (d_reclen less the head). Returns -1 if the name could not be read.
 */
static int print_dirent_tail(struct tcb *tcp, const union dirent_head *d, bool is64,
			     uint64_t tail, unsigned int tail_len)
{
	int rc = 0;
	if (is64) {
		value_field(tcp, "d_type");
		print_xval(tcp, &dirent_types, d->ent64.d_type, "DT_???");
		if (tail_len) {
			unsigned int name_len = tail_len > D_NAME_LEN_MAX ? D_NAME_LEN_MAX : tail_len;
			value_field(tcp, "d_name");
			rc = print_pathn(tcp, tail, name_len - 1);
		}
	} else if (tail_len) {
		/* The name, its NUL, padding, and d_type in the record's last byte. */
		unsigned int name_len = tail_len - 1;
		if (name_len) {
			if (name_len > D_NAME_LEN_MAX)
				name_len = D_NAME_LEN_MAX;
			value_field(tcp, "d_name");
			rc = print_pathn(tcp, tail, name_len - 1);
		}
		value_field(tcp, "d_type");
		uint8_t type;
		if (fetch_obj(tcp, tail + tail_len - 1, &type) < 0) {
			print_addr(tcp, tail + tail_len - 1);
			rc = -1;
		} else {
			print_xval(tcp, &dirent_types, type, "DT_???");
		}
	}
	value_struct_end(tcp);
	return rc;
}

/* len bytes of records at addr, as the kernel returned them; is32: i386's
 * struct linux_dirent (not with is64). */
static void print_dents(struct tcb *tcp, uint64_t addr, uint64_t len, bool is64, bool is32)
{
	const unsigned int head_size = is64 ? offsetof(struct kernel_dirent64, d_name)
				       : is32 ? offsetof(struct kernel_dirent32, d_name)
					      : offsetof(struct kernel_dirent, d_name);
	const bool abbrev = !opts.verbose;
	unsigned int count = 0;
	bool array = false;	/* with -v, the array of entries is open */
	union dirent_head d;

	if (abbrev)
		print_addr(tcp, addr);
	for (;;) {
		if (len < head_size) {
			if (!abbrev) {
				if (!len) {
					value_array_begin(tcp);
					array = true;
				} else {
					if (array)
						value_elem(tcp);
					print_buf_style(tcp, addr, len, QUOTE_FORCE_HEX);
				}
			}
			break;
		}
		if (fetch_mem(tcp, addr, &d, head_size) < 0) {
			if (!abbrev) {
				if (array) {
					value_array_more(tcp);
					value_commentf(tcp, "%#llx", (unsigned long long)addr);
				} else {
					print_addr(tcp, addr);
				}
			}
			break;
		}
		if (!abbrev && !array) {
			value_array_begin(tcp);
			array = true;
		}
		count++;

		/* d_reclen sits at the same place in both 64-bit layouts. */
		unsigned int reclen = is32 ? d.ent32.d_reclen : d.ent.d_reclen;
		if (!abbrev) {
			value_elem(tcp);
			value_struct_begin(tcp);
			value_field(tcp, "d_ino");
			value_uint(tcp, is32 ? d.ent32.d_ino : d.ent.d_ino, VB_DEC);
			value_field(tcp, "d_off");
			value_uint(tcp, is32 ? d.ent32.d_off : d.ent.d_off, VB_DEC);
			value_field(tcp, "d_reclen");
			value_uint(tcp, (uint64_t)(reclen), VB_DEC);
		}

		uint64_t next_addr = 0, next_len = 0;
		if (reclen > len) {
			value_commentf(tcp, "%s%u bytes overflow", abbrev ? "d_reclen " : "",
				       (unsigned int)(reclen - len));
			reclen = (unsigned int)len;
		} else if (reclen < head_size) {
			value_commentf(tcp, "%s%u bytes underflow", abbrev ? "d_reclen " : "",
				       head_size - reclen);
			reclen = head_size;
			next_len = len - head_size;
		} else {
			next_len = len - reclen;
			if (next_len)
				next_addr = addr + reclen;
		}
		len = next_len;

		if (!abbrev) {
			int rc = print_dirent_tail(tcp, &d, is64, addr + head_size,
						   reclen - head_size);
			if (next_addr && rc < 0) {
				value_array_more(tcp);
				break;
			}
		}
		if (!next_addr)
			break;
		addr = next_addr;
	}
	if (!abbrev) {
		if (array)
			value_array_end(tcp);
	} else {
		value_commentf(tcp, "%u%s entries", count, len ? "+" : "");
	}
}

static int decode_getdents_common(struct tcb *tcp, bool is64, bool is32)
{
	if (entering(tcp)) {
		print_fd(tcp, (int)ARG(0));
		tprint_sep(tcp);
		return 0;
	}
	unsigned int count = (uint32_t)ARG(2);
	if (syserror(tcp) || (uint64_t)RETVAL > count)
		print_addr(tcp, ARG(1));
	else
		print_dents(tcp, ARG(1), (uint64_t)RETVAL, is64, is32);
	tprint_sep(tcp);
	print_udec(tcp, count);
	return 0;
}

SYS_FUNC(getdents)
{
	return decode_getdents_common(tcp, false, false);
}

/* (declared in i386.h) */
SYS_FUNC(i386_getdents)
{
	return decode_getdents_common(tcp, false, true);
}

SYS_FUNC(getdents64)
{
	return decode_getdents_common(tcp, true, false);
}
