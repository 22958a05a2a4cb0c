/* systrace: -v -e trace=getdents,getdents64 */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* getdents, getdents64 with -v: every entry (see getdents.c). */
#define VERBOSE 1
#include "getdents.c"
