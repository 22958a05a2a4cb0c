/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The seccomp filter systrace installs in a program it starts, built with libseccomp. */
#ifndef SYSTRACE_SECCOMP_FILTER_H
#define SYSTRACE_SECCOMP_FILTER_H

#include <stdbool.h>
#include <stdint.h>

/* In the child, before exec: install a filter that returns `action` (a libseccomp
 * SCMP_ACT_* value) for every syscall selected with -e trace= and allows the rest,
 * except the syscalls in `never` (a -1-terminated list, may be NULL).
 * Returns 0, or a negative errno; with want_fd, returns the listener fd. */
int seccomp_filter_install(uint32_t action, const int *never, bool want_fd);

#endif
