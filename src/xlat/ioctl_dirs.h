/* Generated from ioctl_dirs.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry ioctl_dirs_entries[] = {
	{ (uint64_t)(0), "_IOC_NONE" },
	{ (uint64_t)(2), "_IOC_READ" },
	{ (uint64_t)(1), "_IOC_WRITE" },
};
static const struct xlat ioctl_dirs = { ioctl_dirs_entries, sizeof(ioctl_dirs_entries) / sizeof(ioctl_dirs_entries[0]) };
