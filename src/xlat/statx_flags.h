/* Generated from statx_flags.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry statx_flags_entries[] = {
	{ (uint64_t)(0x100), "AT_SYMLINK_NOFOLLOW" },
	{ (uint64_t)(0x800), "AT_NO_AUTOMOUNT" },
	{ (uint64_t)(0x1000), "AT_EMPTY_PATH" },
};
static const struct xlat statx_flags = { statx_flags_entries, sizeof(statx_flags_entries) / sizeof(statx_flags_entries[0]) };
