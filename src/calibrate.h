/* SPDX-License-Identifier: GPL-2.0-or-later */
/* What systrace-calibrate does, shared with the code that runs it. */
#ifndef SYSTRACE_CALIBRATE_H
#define SYSTRACE_CALIBRATE_H

#include <sys/ioctl.h>

/* An ioctl no driver knows: /dev/null answers ENOTTY at once. */
#define CALIBRATE_IOCTL_CMD _IO('x', 0x5a)
/* Calls per calibration run: long enough for a stable mean, short enough to be
 * unnoticed (about 0.1 s under ptrace). */
#define CALIBRATE_CALLS 5000

#endif
