/* SPDX-License-Identifier: GPL-2.0-or-later */
/* mount, umount2, swapon, and the mount API: fsopen, fsconfig, fsmount, fspick,
 * open_tree, move_mount, mount_setattr (swapoff prints as chdir does). */
#include "config.h"

#include <limits.h>
#include <stdio.h>

#include "decode.h"
#include "print_ext.h"
#include "xlat/fsconfig_cmds.h"
#include "xlat/fsmount_attr_flags.h"
#include "xlat/fsmount_flags.h"
#include "xlat/fsopen_flags.h"
#include "xlat/fspick_flags.h"
#include "xlat/mount_attr_attr.h"
#include "xlat/mount_attr_propagation.h"
#include "xlat/mount_flags.h"
#include "xlat/mount_setattr_flags.h"
#include "xlat/move_mount_flags.h"
#include "xlat/open_tree_flags.h"
#include "xlat/swap_flags.h"
#include "xlat/umount_flags.h"

#define MS_MGC_VAL_ 0xc0ed0000u
#define MS_MGC_MSK_ 0xffff0000u
#define MS_REMOUNT_ 0x20
#define MS_BIND_ 0x1000
#define MS_MOVE_ 0x2000
#define MS_PROPAGATION_ (0x20000 | 0x40000 | 0x80000 | 0x100000)
#define SWAP_FLAG_PRIO_MASK_ 0x7fffu
#define MOUNT_ATTR_IDMAP_ 0x100000
#define MOUNT_ATTR_SIZE_VER0_ 32

SYS_FUNC(mount)
{
	uint64_t flags = ARG(3);
	bool old_magic = (flags & MS_MGC_MSK_) == MS_MGC_VAL_;
	bool ignore_type = false, ignore_data = false;
	if (old_magic)
		flags &= ~(uint64_t)MS_MGC_MSK_;
	/* What the kernel ignores is shown as an address. */
	if (flags & MS_REMOUNT_)
		ignore_type = true;
	else if (flags & (MS_BIND_ | MS_MOVE_ | MS_PROPAGATION_))
		ignore_type = ignore_data = true;

	print_path(tcp, ARG(0));
	tprint_sep(tcp);
	print_path(tcp, ARG(1));
	tprint_sep(tcp);
	if (ignore_type)
		print_addr(tcp, ARG(2));
	else
		print_cstr(tcp, ARG(2));
	tprint_sep(tcp);
	if (old_magic) {
		value_flags_begin(tcp);
		value_flag(tcp, "MS_MGC_VAL");
		uint64_t left = value_flags_names(tcp, &mount_flags, flags);
		if (left)
			value_flags_rest(tcp, left, VB_HEX);
		value_flags_end(tcp, NULL);
	} else {
		print_flags(tcp, &mount_flags, flags, "MS_???");
	}
	tprint_sep(tcp);
	if (ignore_data)
		print_addr(tcp, ARG(4));
	else
		print_cstr(tcp, ARG(4));
	return RVAL_DECODED;
}

SYS_FUNC(umount2)
{
	print_path(tcp, ARG(0));
	tprint_sep(tcp);
	print_flags(tcp, &umount_flags, (uint32_t)ARG(1), "MNT_???");
	return RVAL_DECODED;
}

SYS_FUNC(swapon)
{
	uint32_t flags = (uint32_t)ARG(1);
	uint32_t prio = flags & SWAP_FLAG_PRIO_MASK_;
	flags &= ~SWAP_FLAG_PRIO_MASK_;
	print_path(tcp, ARG(0));
	tprint_sep(tcp);
	if (!flags) {
		print_udec(tcp, prio);
		return RVAL_DECODED;
	}
	/* "SWAP_FLAG_PREFER|10": the flags, then the priority, in one set. */
	value_flags_begin(tcp);
	uint64_t left = value_flags_names(tcp, &swap_flags, flags);
	if (left) {
		char buf[24];
		snprintf(buf, sizeof(buf), "%#llx", (unsigned long long)left);
		value_flag(tcp, buf);
	}
	/* The priority as a decimal item of the set (a decimal rest does not survive
	 * tests/json2text.py, which reads a rest without a base as hex). */
	char num[16];
	snprintf(num, sizeof(num), "%u", prio);
	value_flag(tcp, num);
	value_flags_end(tcp, NULL);
	return RVAL_DECODED;
}

SYS_FUNC(fsopen)
{
	print_cstr(tcp, ARG(0));
	tprint_sep(tcp);
	print_flags(tcp, &fsopen_flags, (uint32_t)ARG(1), "FSOPEN_???");
	return RVAL_DECODED | RVAL_FD;
}

enum {
	FSC_SET_FLAG,
	FSC_SET_STRING,
	FSC_SET_BINARY,
	FSC_SET_PATH,
	FSC_SET_PATH_EMPTY,
	FSC_SET_FD,
	FSC_CMD_CREATE,
	FSC_CMD_RECONFIGURE,
};

SYS_FUNC(fsconfig)
{
	uint32_t cmd = (uint32_t)ARG(1);
	int aux = (int)ARG(4);
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_xval(tcp, &fsconfig_cmds, cmd, "FSCONFIG_???");
	tprint_sep(tcp);
	/* key */
	if (cmd <= FSC_SET_FD)
		print_cstr_n(tcp, ARG(2), 256);
	else
		print_addr(tcp, ARG(2));
	tprint_sep(tcp);
	/* value */
	if (cmd == FSC_SET_STRING)
		print_cstr_n(tcp, ARG(3), 256);
	else if (cmd == FSC_SET_PATH || cmd == FSC_SET_PATH_EMPTY)
		print_path(tcp, ARG(3));
	else if (cmd == FSC_SET_BINARY && aux >= 0 && aux <= 1024 * 1024)
		print_buf_style(tcp, ARG(3), (uint64_t)aux, QUOTE_FORCE_HEX);
	else
		print_addr(tcp, ARG(3));
	tprint_sep(tcp);
	/* aux */
	if (cmd == FSC_SET_PATH || cmd == FSC_SET_PATH_EMPTY)
		print_dirfd(tcp, aux);
	else if (cmd == FSC_SET_FD)
		print_fd(tcp, aux);
	else
		print_dec(tcp, aux);
	return RVAL_DECODED;
}

SYS_FUNC(fsmount)
{
	print_fd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_flags(tcp, &fsmount_flags, (uint32_t)ARG(1), "FSMOUNT_???");
	tprint_sep(tcp);
	print_flags(tcp, &fsmount_attr_flags, (uint32_t)ARG(2), "MOUNT_ATTR_???");
	return RVAL_DECODED | RVAL_FD;
}

SYS_FUNC(fspick)
{
	print_dirfd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_path(tcp, ARG(1));
	tprint_sep(tcp);
	print_flags(tcp, &fspick_flags, (uint32_t)ARG(2), "FSPICK_???");
	return RVAL_DECODED | RVAL_FD;
}

SYS_FUNC(open_tree)
{
	print_dirfd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_path(tcp, ARG(1));
	tprint_sep(tcp);
	print_flags(tcp, &open_tree_flags, (uint32_t)ARG(2), "OPEN_TREE_???");
	return RVAL_DECODED | RVAL_FD;
}

SYS_FUNC(move_mount)
{
	print_dirfd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_path(tcp, ARG(1));
	tprint_sep(tcp);
	print_dirfd(tcp, (int)ARG(2));
	tprint_sep(tcp);
	print_path(tcp, ARG(3));
	tprint_sep(tcp);
	print_flags(tcp, &move_mount_flags, (uint32_t)ARG(4), "MOVE_MOUNT_???");
	return RVAL_DECODED;
}

/* struct mount_attr of size bytes (at least the first version's 32). */
static void print_mount_attr(struct tcb *tcp, uint64_t addr, uint64_t size)
{
	uint64_t attr[4];	/* attr_set, attr_clr, propagation, userns_fd */
	if (size < MOUNT_ATTR_SIZE_VER0_) {
		print_addr(tcp, addr);
		return;
	}
	if (!umove_or_addr(tcp, addr, attr, sizeof(attr)))
		return;
	value_struct_begin(tcp);
	value_field(tcp, "attr_set");
	print_flags(tcp, &mount_attr_attr, attr[0], "MOUNT_ATTR_???");
	value_field(tcp, "attr_clr");
	print_flags(tcp, &mount_attr_attr, attr[1], "MOUNT_ATTR_???");
	value_field(tcp, "propagation");
	print_xval(tcp, &mount_attr_propagation, attr[2], "MS_???");
	value_field(tcp, "userns_fd");
	if (attr[3] > INT_MAX || !((attr[0] | attr[1]) & MOUNT_ATTR_IDMAP_))
		value_uint(tcp, attr[3], VB_DEC);
	else
		print_fd(tcp, (int)attr[3]);
	value_struct_end(tcp);
}

SYS_FUNC(mount_setattr)
{
	print_dirfd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_path(tcp, ARG(1));
	tprint_sep(tcp);
	print_flags(tcp, &mount_setattr_flags, (uint32_t)ARG(2), "AT_???");
	tprint_sep(tcp);
	print_mount_attr(tcp, ARG(3), ARG(4));
	tprint_sep(tcp);
	print_udec(tcp, ARG(4));
	return RVAL_DECODED | RVAL_FD;
}
