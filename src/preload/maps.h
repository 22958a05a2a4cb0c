/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The protections of one mapping of the program, read without taking a
 * descriptor number in its table (maps.c). */
#ifndef SX_MAPS_H
#define SX_MAPS_H

#include <sys/syscall.h>

#include "sx.h"

/* PROT_* bits of the mapping holding addr, or -1 if none holds it or the
 * maps cannot be read; *shared for a MAP_SHARED mapping. The caller holds the
 * rewrite lock (one helper stack). */
int sx_maps_prot(uint64_t addr, bool *shared);

/* Counts the program's calls that may change its mappings: what maps.c keeps
 * of them is good while it does not move. */
extern uint64_t sx_maps_generation;

/* Calls that may add, remove or change executable mappings. */
static inline bool sx_maps_nr(long nr)
{
	switch (nr) {
	case __NR_mmap: case __NR_mprotect: case __NR_munmap: case __NR_mremap:
	case __NR_shmat: case __NR_shmdt: case __NR_remap_file_pages:
	case __NR_pkey_mprotect:
		return true;
	}
	return false;
}

/* Before and after such a call. */
static inline void sx_maps_changed(void)
{
	__atomic_add_fetch(&sx_maps_generation, 1, __ATOMIC_SEQ_CST);
}

/* stubs.c, in the exempt range: clone for the helper thread. */
long sx_maps_clone(unsigned long flags, void *child_sp);

#endif
