/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Tables that turn numbers into names (O_RDONLY, PROT_READ, ...).
 * Each table is a file src/xlat/NAME.in, turned into src/xlat/NAME.h by
 * src/xlat/gen-xlat.sh at build time; a decoder includes "xlat/NAME.h".
 */
#ifndef SYSTRACE_XLAT_H
#define SYSTRACE_XLAT_H

#include <stddef.h>
#include <stdint.h>

struct xlat_entry {
	uint64_t val;
	const char *str;
};

struct xlat {
	const struct xlat_entry *entries;
	size_t count;
};

/* The name of val in x, or NULL. */
static inline const char *xlat_lookup(const struct xlat *x, uint64_t val)
{
	for (size_t i = 0; i < x->count; i++)
		if (x->entries[i].val == val)
			return x->entries[i].str;
	return NULL;
}

#endif
