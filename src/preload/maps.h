/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The protections of one mapping of the program, read without taking a
 * descriptor number in its table (maps.c). */
#ifndef SX_MAPS_H
#define SX_MAPS_H

#include "sx.h"

/* PROT_* bits of the mapping holding addr, or -1 if none holds it or the
 * maps cannot be read; *shared for a MAP_SHARED mapping. The caller holds the
 * rewrite lock (one helper stack). */
int sx_maps_prot(uint64_t addr, bool *shared);

/* stubs.c, in the exempt range: clone for the helper thread. */
long sx_maps_clone(unsigned long flags, void *child_sp);

#endif
