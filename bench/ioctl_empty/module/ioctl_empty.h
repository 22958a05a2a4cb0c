/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The one thing the ioctl_empty module and the benchmark program must agree on:
 * where the entry is and which ioctl command it answers. Included by both, so it
 * uses nothing but <linux/ioctl.h>.
 */
#ifndef IOCTL_EMPTY_H
#define IOCTL_EMPTY_H

#include <linux/ioctl.h>

#define IOCTL_EMPTY_NAME "ioctl_empty"
#define IOCTL_EMPTY_PATH "/proc/" IOCTL_EMPTY_NAME

/*
 * No argument, no data: the handler returns 0 at once. The magic is not one the
 * VFS handles itself (FIONBIO, FIOCLEX, FIFREEZE, ...), so on any other file,
 * /dev/null included, the command reaches the driver and fails with ENOTTY.
 */
#define IOCTL_EMPTY_MAGIC 0xee
#define IOCTL_EMPTY_CMD _IO(IOCTL_EMPTY_MAGIC, 0)

#endif /* IOCTL_EMPTY_H */
