/* Generated from rename_flags.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry rename_flags_entries[] = {
	{ (uint64_t)(1), "RENAME_NOREPLACE" },
	{ (uint64_t)(2), "RENAME_EXCHANGE" },
	{ (uint64_t)(4), "RENAME_WHITEOUT" },
};
static const struct xlat rename_flags = { rename_flags_entries, sizeof(rename_flags_entries) / sizeof(rename_flags_entries[0]) };
