/* Generated from at_flags.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry at_flags_entries[] = {
	{ (uint64_t)(0x100), "AT_SYMLINK_NOFOLLOW" },
	{ (uint64_t)(0x200), "AT_REMOVEDIR" },
	{ (uint64_t)(0x400), "AT_SYMLINK_FOLLOW" },
	{ (uint64_t)(0x800), "AT_NO_AUTOMOUNT" },
	{ (uint64_t)(0x1000), "AT_EMPTY_PATH" },
	{ (uint64_t)(0x8000), "AT_RECURSIVE" },
};
static const struct xlat at_flags = { at_flags_entries, sizeof(at_flags_entries) / sizeof(at_flags_entries[0]) };
