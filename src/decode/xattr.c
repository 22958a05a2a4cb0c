/* SPDX-License-Identifier: GPL-2.0-or-later */
/* getxattr, lgetxattr, fgetxattr, setxattr family, listxattr family, removexattr family. */
#include "config.h"

#include "decode.h"
#include "xlat/xattr_flags.h"

#define XATTR_SIZE_MAX_ 65536

/* An attribute value: a string whose trailing NUL, if any, is not shown. */
static void print_xattr_value(struct tcb *tcp, uint64_t addr, uint64_t size)
{
	if (size > XATTR_SIZE_MAX_) {
		print_addr(tcp, addr);
		return;
	}
	if (size && size <= opts.max_strlen) {
		char last;
		if (fetch_mem(tcp, addr + size - 1, &last, 1) == 0 && last == '\0')
			size--;
	}
	print_buf(tcp, addr, size);
}

/* Where the path (or fd) is already printed: name, value, size, flags. */
static int decode_set(struct tcb *tcp)
{
	tprint_sep(tcp);
	print_cstr(tcp, ARG(1));
	tprint_sep(tcp);
	print_xattr_value(tcp, ARG(2), ARG(3));
	tprint_sep(tcp);
	print_udec(tcp, ARG(3));
	tprint_sep(tcp);
	print_flags(tcp, &xattr_flags, (uint32_t)ARG(4), "XATTR_???");
	return RVAL_DECODED;
}

SYS_FUNC(setxattr)
{
	print_path(tcp, ARG(0));
	return decode_set(tcp);
}

SYS_FUNC(fsetxattr)
{
	print_fd(tcp, (int)ARG(0));
	return decode_set(tcp);
}

/* name at entry; the value (what the kernel wrote) and size at exit. */
static int decode_get(struct tcb *tcp)
{
	if (entering(tcp)) {
		tprint_sep(tcp);
		print_cstr(tcp, ARG(1));
		if (ARG(3))
			return 0;
		tprint_sep(tcp);
		print_addr(tcp, ARG(2));
		tprint_sep(tcp);
		print_udec(tcp, ARG(3));
		return RVAL_DECODED;
	}
	tprint_sep(tcp);
	if (syserror(tcp))
		print_addr(tcp, ARG(2));
	else
		print_xattr_value(tcp, ARG(2), (uint64_t)RETVAL);
	tprint_sep(tcp);
	print_udec(tcp, ARG(3));
	return 0;
}

SYS_FUNC(getxattr)
{
	if (entering(tcp))
		print_path(tcp, ARG(0));
	return decode_get(tcp);
}

SYS_FUNC(fgetxattr)
{
	if (entering(tcp))
		print_fd(tcp, (int)ARG(0));
	return decode_get(tcp);
}

/* The list is NUL-separated names, shown as one buffer. */
static int decode_list(struct tcb *tcp)
{
	if (entering(tcp))
		return 0;
	tprint_sep(tcp);
	if (!ARG(2) || syserror(tcp))
		print_addr(tcp, ARG(1));
	else
		print_buf(tcp, ARG(1), (uint64_t)RETVAL);
	tprint_sep(tcp);
	print_udec(tcp, ARG(2));
	return 0;
}

SYS_FUNC(listxattr)
{
	if (entering(tcp))
		print_path(tcp, ARG(0));
	return decode_list(tcp);
}

SYS_FUNC(flistxattr)
{
	if (entering(tcp))
		print_fd(tcp, (int)ARG(0));
	return decode_list(tcp);
}

SYS_FUNC(removexattr)
{
	print_path(tcp, ARG(0));
	tprint_sep(tcp);
	print_cstr(tcp, ARG(1));
	return RVAL_DECODED;
}

SYS_FUNC(fremovexattr)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_cstr(tcp, ARG(1));
	return RVAL_DECODED;
}
