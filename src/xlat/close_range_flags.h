/* Generated from close_range_flags.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry close_range_flags_entries[] = {
	{ (uint64_t)(2), "CLOSE_RANGE_UNSHARE" },
	{ (uint64_t)(4), "CLOSE_RANGE_CLOEXEC" },
};
static const struct xlat close_range_flags = { close_range_flags_entries, sizeof(close_range_flags_entries) / sizeof(close_range_flags_entries[0]) };
