/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Printing helpers beyond print.h (see print_ext.h). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode.h"
#include "print_ext.h"

void print_int_at(struct tcb *tcp, uint64_t addr)
{
	int32_t v;
	if (UMOVE_OR_ADDR(tcp, addr, &v)) {
		value_array_begin(tcp);
		value_elem(tcp);
		value_int(tcp, v);
		value_array_end(tcp);
	}
}

/* The integer of 1, 2, 4 or 8 bytes at elem, sign-extended and printed as an
 * int when is_signed, else printed in base; false for another size. */
static bool print_sized_int(struct tcb *tcp, const void *elem, size_t size, bool is_signed,
			    enum value_base base)
{
	uint64_t v;
	switch (size) {
	case 1: { uint8_t x; memcpy(&x, elem, 1); v = is_signed ? (uint64_t)(int8_t)x : x; break; }
	case 2: { uint16_t x; memcpy(&x, elem, 2); v = is_signed ? (uint64_t)(int16_t)x : x; break; }
	case 4: { uint32_t x; memcpy(&x, elem, 4); v = is_signed ? (uint64_t)(int32_t)x : x; break; }
	case 8: memcpy(&v, elem, 8); break;
	default: return false;
	}
	if (is_signed)
		value_int(tcp, (int64_t)v);
	else
		value_uint(tcp, v, base);
	return true;
}

bool print_uint_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)data;
	return print_sized_int(tcp, elem, size, false, VB_DEC);
}

bool print_xint_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)data;
	return print_sized_int(tcp, elem, size, false, VB_HEX);
}

bool print_int_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)data;
	return print_sized_int(tcp, elem, size, true, VB_DEC);
}

void print_cstr_n(struct tcb *tcp, uint64_t addr, uint64_t len)
{
	if (!addr) {
		print_addr(tcp, 0);
		return;
	}
	/* One byte past the -s limit tells a string of exactly -s bytes from a longer one. */
	uint64_t size = (uint64_t)opts.max_strlen + 1;
	if (size > len)
		size = len;
	uint64_t shown = size < opts.max_strlen ? size : opts.max_strlen;
	char stackbuf[512];
	char *buf = size <= sizeof(stackbuf) ? stackbuf : xmalloc(size);
	int n = size ? fetch_str(tcp, addr, buf, size) : 0;
	if (n < 0)
		print_addr(tcp, addr);
	else if ((uint64_t)n < size && (uint64_t)n <= shown)
		print_quoted(tcp, buf, n, 0);
	else
		print_quoted(tcp, buf, shown, len ? QUOTE_ELLIPSIS : 0);
	if (buf != stackbuf)
		free(buf);
}

const char *sprint_flags(char *buf, size_t size, const struct xlat *x, uint64_t flags,
			 bool auxstr_mode)
{
	size_t pos = 0;
	bool found = false;

	buf[0] = '\0';
	if (!flags) {
		const char *zero = xlat_lookup(x, 0);
		if (!zero)
			return NULL;
		snprintf(buf, size, "%s", zero);
		return buf;
	}
	for (size_t i = 0; i < x->count && flags; i++) {
		uint64_t v = x->entries[i].val;
		if (!v || (flags & v) != v)
			continue;
		pos += snprintf(buf + pos, pos < size ? size - pos : 0, "%s%s",
				found ? "|" : "", x->entries[i].str);
		found = true;
		flags &= ~v;
	}
	if (flags && (found || !auxstr_mode))
		pos += snprintf(buf + pos, pos < size ? size - pos : 0, "%s%#llx",
				found ? "|" : "", (unsigned long long)flags);
	return pos ? buf : NULL;
}

const char *sprint_flags_styled(char *buf, size_t size, const struct xlat *x, uint64_t flags)
{
	if (opts.const_style == CONST_ABBREV)
		return sprint_flags(buf, size, x, flags, false);
	char names[256];
	const char *n = sprint_flags(names, sizeof(names), x, flags, true);
	if (opts.const_style == CONST_VERBOSE && n)
		snprintf(buf, size, "%#llx /* %s */", (unsigned long long)flags, n);
	else
		snprintf(buf, size, "%#llx", (unsigned long long)flags);
	return buf;
}

/* Where "..." replaces the rest of an array of nmemb elements: -s elements unless -v. */
static uint64_t abbrev_count(uint64_t nmemb)
{
	return (!opts.verbose && opts.max_strlen < nmemb) ? opts.max_strlen : nmemb;
}

bool print_array(struct tcb *tcp, uint64_t addr, uint64_t nmemb, void *elem_buf,
			size_t elem_size, unsigned int flags, print_elem_fn fn, void *data)
{
	if (!addr) {
		print_addr(tcp, addr);
		return false;
	}
	if (!nmemb) {
		value_array_begin(tcp);
		value_array_end(tcp);
		return false;
	}
	uint64_t size = nmemb * elem_size;
	if (size / elem_size != nmemb || addr + size <= addr) {
		print_addr(tcp, addr);
		return false;
	}
	bool no_read = exiting(tcp) && syserror(tcp) && !(flags & PA_IGNORE_SYSERROR);
	uint64_t shown = abbrev_count(nmemb);
	uint64_t i;
	for (i = 0; i < nmemb; i++) {
		uint64_t cur = addr + i * elem_size;
		if (no_read || fetch_mem(tcp, cur, elem_buf, elem_size) < 0) {
			if (!i) {
				print_addr(tcp, cur);
				return false;
			}
			/* The rest cannot be read: "..." with where it stopped. */
			value_array_more(tcp);
			value_commentf(tcp, "%#llx", (unsigned long long)cur);
			break;
		}
		if (!i)
			value_array_begin(tcp);
		if (i >= shown) {
			value_array_more(tcp);
			i = nmemb;
			break;
		}
		value_elem(tcp);
		if (!fn(tcp, elem_buf, elem_size, data)) {
			i = nmemb;
			break;
		}
	}
	value_array_end(tcp);
	return i >= nmemb;
}

void print_local_array(struct tcb *tcp, const void *base, size_t nmemb, size_t elem_size,
		       print_elem_fn fn, void *data)
{
	uint64_t shown = abbrev_count(nmemb);
	value_array_begin(tcp);
	for (size_t i = 0; i < nmemb; i++) {
		if (i >= shown) {
			value_array_more(tcp);
			break;
		}
		value_elem(tcp);
		if (!fn(tcp, (const char *)base + i * elem_size, elem_size, data))
			break;
	}
	value_array_end(tcp);
}

void print_uuid(struct tcb *tcp, const uint8_t *b)
{
	char buf[40];
	snprintf(buf, sizeof(buf), "%02x%02x%02x%02x-%02x%02x-%02x%02x-"
		 "%02x%02x-%02x%02x%02x%02x%02x%02x", b[0], b[1], b[2], b[3],
		 b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13],
		 b[14], b[15]);
	value_str(tcp, buf, strlen(buf), VS_BARE);
}
