/* SPDX-License-Identifier: GPL-2.0-or-later */
/* landlock_create_ruleset, landlock_add_rule, landlock_restrict_self. */
#include "config.h"

#include <string.h>

#include "decode.h"
#include "print_ext.h"
#include "xlat/landlock_create_ruleset_flags.h"
#include "xlat/landlock_rule_types.h"
#include "xlat/landlock_ruleset_access_fs.h"

#define LANDLOCK_CREATE_RULESET_VERSION_ 1
#define LANDLOCK_RULE_PATH_BENEATH_ 1

/* struct landlock_ruleset_attr as strace 6.1 knows it: handled_access_fs, then
 * "..." for whatever a larger size holds. */
static void print_ruleset_attr(struct tcb *tcp, uint64_t addr, uint64_t size)
{
	uint64_t handled;
	if (size < sizeof(handled)) {
		print_addr(tcp, addr);
		return;
	}
	if (!umove_or_addr(tcp, addr, &handled, sizeof(handled)))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "handled_access_fs");
	print_flags(tcp, &landlock_ruleset_access_fs, handled, "LANDLOCK_ACCESS_FS_???");
	if (size > sizeof(handled))
		value_struct_more(tcp);
	value_struct_end(tcp);
}

SYS_FUNC(landlock_create_ruleset)
{
	uint32_t flags = (uint32_t)ARG(2);
	print_ruleset_attr(tcp, ARG(0), ARG(1));
	tprint_sep(tcp);
	print_udec(tcp, ARG(1));
	tprint_sep(tcp);
	print_flags(tcp, &landlock_create_ruleset_flags, flags, "LANDLOCK_CREATE_RULESET_???");
	/* With LANDLOCK_CREATE_RULESET_VERSION the result is a version, not a descriptor. */
	return RVAL_DECODED | (flags & LANDLOCK_CREATE_RULESET_VERSION_ ? 0 : RVAL_FD);
}

SYS_FUNC(landlock_add_rule)
{
	uint32_t type = (uint32_t)ARG(1);
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_xval(tcp, &landlock_rule_types, type, "LANDLOCK_RULE_???");
	tprint_sep(tcp);
	if (type == LANDLOCK_RULE_PATH_BENEATH_) {
		/* struct landlock_path_beneath_attr is packed: a u64, then an s32. */
		unsigned char attr[12];
		if (umove_or_addr(tcp, ARG(2), attr, sizeof(attr))) {
			uint64_t allowed;
			int32_t parent;
			memcpy(&allowed, attr, sizeof(allowed));
			memcpy(&parent, attr + 8, sizeof(parent));
			value_struct_begin(tcp);
			value_field(tcp, "allowed_access");
			print_flags(tcp, &landlock_ruleset_access_fs, allowed,
				    "LANDLOCK_ACCESS_FS_???");
			value_field(tcp, "parent_fd");
			print_fd(tcp, parent);
			value_struct_end(tcp);
		}
	} else {
		print_addr(tcp, ARG(2));
	}
	tprint_sep(tcp);
	print_hex(tcp, (uint32_t)ARG(3));
	return RVAL_DECODED;
}

SYS_FUNC(landlock_restrict_self)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_hex(tcp, (uint32_t)ARG(1));
	return RVAL_DECODED;
}
