/* Generated from faccessat_flags.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry faccessat_flags_entries[] = {
	{ (uint64_t)(0x100), "AT_SYMLINK_NOFOLLOW" },
	{ (uint64_t)(0x200), "AT_EACCESS" },
	{ (uint64_t)(0x1000), "AT_EMPTY_PATH" },
};
static const struct xlat faccessat_flags = { faccessat_flags_entries, sizeof(faccessat_flags_entries) / sizeof(faccessat_flags_entries[0]) };
