/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Kernel modules: init_module, finit_module, delete_module. */
#include "config.h"

#include "decode.h"
#include "xlat/delete_module_flags.h"
#include "xlat/module_init_flags.h"

SYS_FUNC(init_module)
{
	print_addr(tcp, ARG(0));
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	tprint_sep(tcp);
	print_cstr(tcp, ARG(2));
	return RVAL_DECODED;
}

SYS_FUNC(finit_module)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_cstr(tcp, ARG(1));
	tprint_sep(tcp);
	print_flags(tcp, &module_init_flags, (uint32_t)ARG(2), "MODULE_INIT_???");
	return RVAL_DECODED;
}

SYS_FUNC(delete_module)
{
	print_cstr(tcp, ARG(0));
	tprint_sep(tcp);
	print_flags(tcp, &delete_module_flags, (uint32_t)ARG(1), "O_???");
	return RVAL_DECODED;
}
