/* SPDX-License-Identifier: GPL-2.0-or-later */
/* mremap, remap_file_pages, msync, mincore: calls on existing mappings. */
#include "config.h"

#include "decode.h"
#include "mem.h"
#include "print_ext.h"
#include "xlat/mmap_flags.h"
#include "xlat/mmap_types.h"
#include "xlat/mremap_flags.h"
#include "xlat/msync_flags.h"

#define MREMAP_MAYMOVE_ 1
#define MREMAP_FIXED_ 2
#define PAGE_SIZE_ 4096

SYS_FUNC(mremap)
{
	print_addr(tcp, ARG(0));
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_flags(tcp, &mremap_flags, ARG(3), "MREMAP_???");
	/* The new address means something only with both flags (strace 6.1 shows
	 * it only then). */
	if ((ARG(3) & (MREMAP_MAYMOVE_ | MREMAP_FIXED_)) == (MREMAP_MAYMOVE_ | MREMAP_FIXED_)) {
		tprint_sep(tcp);
		print_addr(tcp, ARG(4));
	}
	return RVAL_DECODED | RVAL_HEX;
}

SYS_FUNC(remap_file_pages)
{
	print_addr(tcp, ARG(0));
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	tprint_sep(tcp);
	print_mmap_prot(tcp, ARG(2));
	tprint_sep(tcp);
	print_udec(tcp, ARG(3));
	tprint_sep(tcp);
	/* mmap's flags: the mapping type, then the other bits. */
	value_flags_typed(tcp, &mmap_types, ARG(4) & 3, "MAP_???", &mmap_flags,
			  ARG(4) & ~(uint64_t)3, NULL);
	return RVAL_DECODED;
}

SYS_FUNC(msync)
{
	print_addr(tcp, ARG(0));
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	tprint_sep(tcp);
	print_flags(tcp, &msync_flags, (uint32_t)ARG(2), "MS_???");
	return RVAL_DECODED;
}

/* One byte of the residency vector: its low bit only, as strace shows it. */
static bool print_mincore_elem(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	value_uint(tcp, *(const uint8_t *)elem & 1, VB_DEC);
	return true;
}

SYS_FUNC(mincore)
{
	if (entering(tcp)) {
		print_addr(tcp, ARG(0));
		tprint_sep(tcp);
		print_udec(tcp, ARG(1));
		tprint_sep(tcp);
		return 0;
	}
	uint64_t len = ARG(1);
	uint64_t nmemb = len / PAGE_SIZE_ + (len % PAGE_SIZE_ ? 1 : 0);
	uint8_t byte;
	print_array(tcp, ARG(2), nmemb, &byte, 1, 0, print_mincore_elem, NULL);
	return 0;
}
