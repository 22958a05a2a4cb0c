/* SPDX-License-Identifier: GPL-2.0-or-later */
/* errno names and messages, including the kernel-internal ERESTART* codes. */
#ifndef SYSTRACE_ERRNOENT_H
#define SYSTRACE_ERRNOENT_H

/* "ENOENT" for 2; NULL for a number with no name. */
const char *errno_name(int err);
/* The message strace shows in parentheses: strerror() text, or the kernel meaning of ERESTART*. */
const char *errno_message(int err);

#endif
