/* SPDX-License-Identifier: GPL-2.0-or-later */
/* SEEK_* names are printed by fcntl's struct flock too. */
#ifndef SYSTRACE_DECODE_LSEEK_H
#define SYSTRACE_DECODE_LSEEK_H

#include <stdint.h>

struct tcb;

/* "SEEK_SET", or hex with a SEEK_??? comment (the value is cut to 32 bits). */
void print_whence(struct tcb *tcp, uint64_t whence);

#endif
