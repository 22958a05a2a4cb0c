/* SPDX-License-Identifier: GPL-2.0-or-later */
/* -m rewrite: the buffered backend, with the capture library told to rewrite
 * syscall sites (src/preload/rewrite.c). */
#ifndef SYSTRACE_REWRITE_MODE_H
#define SYSTRACE_REWRITE_MODE_H

/* Environment variable the capture library reads (src/preload/rewrite.h). */
#define REWRITE_ENV "SYSTRACE_REWRITE"

/* With -m rewrite: refuse (one line, exit status 1) when vm.mmap_min_addr
 * forbids mapping page 0, and name the mode to the library through the
 * environment the program inherits. Otherwise make sure the program does not
 * inherit it. */
void rewrite_mode_setup(void);

#endif
