/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The seccomp filters systrace installs in a program it starts, built with libseccomp. */
#ifndef SYSTRACE_SECCOMP_FILTER_H
#define SYSTRACE_SECCOMP_FILTER_H

#include <stdbool.h>
#include <stdint.h>

struct sock_fprog;

/* In the child, before exec: install a filter that returns `action` (a libseccomp
 * SCMP_ACT_* value) for every syscall selected with -e trace= and allows the rest,
 * except the syscalls in `never` (a -1-terminated list, may be NULL).
 * Returns 0, or a negative errno; with want_fd, returns the listener fd. */
int seccomp_filter_install(uint32_t action, const int *never, bool want_fd);

/* One syscall that must run without `action` when its first three arguments are
 * exactly these values (and gets `action` otherwise, if it is selected). */
struct seccomp_exemption {
	int nr;
	uint64_t args[3];
};

/*
 * Build, without installing it, a filter that returns `action` for every syscall
 * selected with -e trace= and for those in `always`, except those in `never` and the
 * exact call described by `exempt` (may be NULL); everything else, including the
 * syscalls of other architectures (i386, x32), is allowed. The program is laid out
 * for speed: allowed syscalls are constant for the kernel's filter cache, and the
 * others are found by a binary search.
 * Returns 0 and a malloc'd program in *prog (free prog->filter), or a negative errno.
 */
int seccomp_filter_export(uint32_t action, const int *always, const int *never,
			  const struct seccomp_exemption *exempt, struct sock_fprog *prog);

#endif
