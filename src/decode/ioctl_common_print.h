/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Small printers several ioctl families share (ioctl_common_print.c): a
 * fixed-size char array as a C string, reserved words that are not zero, one
 * number the argument points to, the "{...} => {...}" of a structure the
 * kernel wrote back over the one printed at entry, and the start of an exit.
 */
#ifndef SYSTRACE_DECODE_IOCTL_COMMON_PRINT_H
#define SYSTRACE_DECODE_IOCTL_COMMON_PRINT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "value.h"

struct tcb;

/* The field name (none when NULL) and a char array of size bytes as strace
 * prints a C string in one: up to its NUL, or all but its last byte and "...". */
void ioctl_field_cstr(struct tcb *tcp, const char *name, const void *s, size_t size);

/* A reserved or padding array of n words, shown (all of them, in hex, whatever
 * -s, as strace's PRINT_FIELD_X_ARRAY) only when one is not zero. */
void ioctl_field_reserved(struct tcb *tcp, const char *name, const uint32_t *v, size_t n);

/* "[N]": the one number the argument points to. */
void ioctl_print_one_uint(struct tcb *tcp, uint64_t v, enum value_base base);

/* At exit, after the fields printed at entry of a struct left open: closes it
 * and opens the one the kernel wrote, "{...} => {"; ioctl_changed_end() closes
 * that one. */
void ioctl_changed_begin(struct tcb *tcp);
void ioctl_changed_end(struct tcb *tcp);

/* At exit: for a request the kernel only writes (out_only), the separator and,
 * if the call failed, the address (ioctl_out_arg_begin); for one whose struct
 * was left open at entry, its end if the call failed. Returns
 * IOCTL_ARG_PRINTED when that is all, else -1. */
int ioctl_exit_begin(struct tcb *tcp, uint64_t arg, bool out_only);

#endif
