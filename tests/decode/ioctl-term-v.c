/* systrace: -v -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Terminal ioctls with -v: line discipline, control characters, speeds (see ioctl-term.c). */
#define VERBOSE 1
#include "ioctl-term.c"
