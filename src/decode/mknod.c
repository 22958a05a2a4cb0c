/* SPDX-License-Identifier: GPL-2.0-or-later */
/* mknod, mknodat. */
#include "config.h"

#include <sys/stat.h>

#include "decode.h"

/* The path, the mode, and the device for character and block devices only. */
static void print_mknod(struct tcb *tcp, int first)
{
	unsigned int mode = (uint16_t)ARG(first + 1);
	print_path(tcp, ARG(first));
	tprint_sep(tcp);
	switch (mode & S_IFMT) {
	case 0: case S_IFSOCK: case S_IFLNK: case S_IFREG:
	case S_IFBLK: case S_IFDIR: case S_IFCHR: case S_IFIFO:
		print_symbolic_mode(tcp, mode);
		break;
	default:
		/* No such file type: the whole mode in octal, as strace shows it. */
		print_mode(tcp, mode);
	}
	if ((mode & S_IFMT) == S_IFCHR || (mode & S_IFMT) == S_IFBLK) {
		tprint_sep(tcp);
		print_dev(tcp, (uint32_t)ARG(first + 2));
	}
}

SYS_FUNC(mknod)
{
	print_mknod(tcp, 0);
	return RVAL_DECODED;
}

SYS_FUNC(mknodat)
{
	print_dirfd(tcp, (int)ARG(0));
	tprint_sep(tcp);
	print_mknod(tcp, 1);
	return RVAL_DECODED;
}
