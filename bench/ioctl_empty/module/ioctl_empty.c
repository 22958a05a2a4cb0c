// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ioctl_empty: /proc/ioctl_empty, a file whose ioctl handler does no work.
 *
 * The syscall path of IOCTL_EMPTY_CMD on this file is the shortest a driver
 * can offer (fd lookup, procfs's use count, this function), so timing it
 * measures the cost of a system call and of whatever traces it, nothing else.
 * Used by bench/ioctl_empty (systrace-ioctl-bench).
 */
#include <linux/errno.h>
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/proc_fs.h>
#include <linux/version.h>

#include "ioctl_empty.h"

/* Returns 0 for IOCTL_EMPTY_CMD, -ENOTTY (unknown command) for anything else. */
static long ioctl_empty_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	if (cmd != IOCTL_EMPTY_CMD)
		return -ENOTTY;
	return 0;
}

static const struct proc_ops ioctl_empty_ops = {
	.proc_open = nonseekable_open,
	.proc_ioctl = ioctl_empty_ioctl,
#if LINUX_VERSION_CODE < KERNEL_VERSION(6, 12, 0)
	/* Since 6.12 a NULL proc_lseek on a nonseekable file means the same. */
	.proc_lseek = no_llseek,
#endif
};

/* Creates /proc/ioctl_empty, readable (hence openable) by everyone. */
static int __init ioctl_empty_init(void)
{
	if (!proc_create(IOCTL_EMPTY_NAME, 0444, NULL, &ioctl_empty_ops))
		return -ENOMEM;
	return 0;
}

/* Removes the entry; procfs waits for ioctls in progress to return first. */
static void __exit ioctl_empty_exit(void)
{
	remove_proc_entry(IOCTL_EMPTY_NAME, NULL);
}

module_init(ioctl_empty_init);
module_exit(ioctl_empty_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("/proc/ioctl_empty: an ioctl that returns 0 at once, for measuring tracers");
