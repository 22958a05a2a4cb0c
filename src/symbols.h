/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * systrace's own symboliser for stack traces: which mapped file an address of a
 * traced process belongs to, and the nearest function symbol before it.
 *
 * Two caches. Per process: its executable mappings, read from /proc/PID/maps and
 * kept until symbols_invalidate() (the address space changed). Per mapped object,
 * shared by every process: its function symbols (.symtab when present, else
 * .dynsym, read with libelf) sorted for binary search, and its PT_LOAD segments
 * (for the load bias of PIE executables and libraries), keyed by the file's
 * (path, device, inode, mtime).
 */
#ifndef SYSTRACE_SYMBOLS_H
#define SYSTRACE_SYMBOLS_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

/* What is known of one address. */
struct symbol_frame {
	const char *path;	/* the mapped file ("[vdso]" and the like too) */
	const char *name;	/* the function, or NULL */
	uint64_t offset;	/* address - function start */
	uint64_t file_offset;	/* address - mapping start + mapping file offset */
};

/* Describe ip in process tgid. is_return: ip is a return address, so the function is
 * the one holding ip - 1 (offset is still from ip). Returns 0, or -ENOENT when ip is
 * in no executable mapping. The strings live until the next symbols_* call. */
int symbols_lookup(pid_t tgid, uint64_t ip, bool is_return, struct symbol_frame *f);
/* Start of a new stack: a lookup that misses may re-read the maps once per stack. */
void symbols_new_stack(pid_t tgid);
/* The address space of tgid changed: re-read its maps before the next lookup. */
void symbols_invalidate(pid_t tgid);
/* tgid is gone: drop its maps. */
void symbols_forget(pid_t tgid);

#endif
