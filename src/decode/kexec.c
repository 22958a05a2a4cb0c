/* SPDX-License-Identifier: GPL-2.0-or-later */
/* kexec_load, kexec_file_load: loading a kernel to boot into. */
#include "config.h"

#include <linux/kexec.h>

#include "decode.h"
#include "netutil.h"
#include "print_ext.h"
#include "xlat/kexec_arch_values.h"
#include "xlat/kexec_file_load_flags.h"
#include "xlat/kexec_load_flags.h"

#define KEXEC_ARCH_BITS 0xffff0000ULL

static bool print_segment(struct tcb *tcp, const void *elem, size_t size, void *data)
{
	(void)size;
	(void)data;
	uint64_t seg[4];
	memcpy(seg, elem, sizeof(seg));
	value_struct_begin(tcp);
	value_field(tcp, "buf");
	print_addr(tcp, seg[0]);
	value_field(tcp, "bufsz");
	value_uint(tcp, seg[1], VB_DEC);
	value_field(tcp, "mem");
	print_addr(tcp, seg[2]);
	value_field(tcp, "memsz");
	value_uint(tcp, seg[3], VB_DEC);
	value_struct_end(tcp);
	return true;
}

SYS_FUNC(kexec_load)
{
	uint64_t nr = ARG(1), flags = ARG(3);
	print_addr(tcp, ARG(0));
	tprint_sep(tcp);
	print_udec(tcp, nr);
	tprint_sep(tcp);
	/* More segments than the kernel takes: the address only. */
	if (nr > KEXEC_SEGMENT_MAX) {
		print_addr(tcp, ARG(2));
	} else {
		uint64_t seg[4];
		print_array(tcp, ARG(2), nr, seg, sizeof(seg), PA_IGNORE_SYSERROR, print_segment,
			    NULL);
	}
	tprint_sep(tcp);
	value_flags_typed(tcp, &kexec_arch_values, flags & KEXEC_ARCH_BITS, "KEXEC_ARCH_???",
			  &kexec_load_flags, flags & ~KEXEC_ARCH_BITS, "KEXEC_???");
	return RVAL_DECODED;
}

SYS_FUNC(kexec_file_load)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_fd(tcp, (int)ARG(1));
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	tprint_sep(tcp);
	print_strn(tcp, ARG(3), ARG(2), 0);
	tprint_sep(tcp);
	print_flags(tcp, &kexec_file_load_flags, ARG(4), "KEXEC_FILE_???");
	return RVAL_DECODED;
}
