/* Generated from statx_masks.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry statx_masks_entries[] = {
	{ (uint64_t)(0x00000fff), "STATX_ALL" },
	{ (uint64_t)(0x000007ff), "STATX_BASIC_STATS" },
	{ (uint64_t)(0x00000001), "STATX_TYPE" },
	{ (uint64_t)(0x00000002), "STATX_MODE" },
	{ (uint64_t)(0x00000004), "STATX_NLINK" },
	{ (uint64_t)(0x00000008), "STATX_UID" },
	{ (uint64_t)(0x00000010), "STATX_GID" },
	{ (uint64_t)(0x00000020), "STATX_ATIME" },
	{ (uint64_t)(0x00000040), "STATX_MTIME" },
	{ (uint64_t)(0x00000080), "STATX_CTIME" },
	{ (uint64_t)(0x00000100), "STATX_INO" },
	{ (uint64_t)(0x00000200), "STATX_SIZE" },
	{ (uint64_t)(0x00000400), "STATX_BLOCKS" },
	{ (uint64_t)(0x00000800), "STATX_BTIME" },
	{ (uint64_t)(0x00001000), "STATX_MNT_ID" },
	{ (uint64_t)(0x00002000), "STATX_DIOALIGN" },
};
static const struct xlat statx_masks = { statx_masks_entries, sizeof(statx_masks_entries) / sizeof(statx_masks_entries[0]) };
