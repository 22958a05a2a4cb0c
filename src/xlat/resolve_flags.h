/* Generated from resolve_flags.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry resolve_flags_entries[] = {
	{ (uint64_t)(0x01), "RESOLVE_NO_XDEV" },
	{ (uint64_t)(0x02), "RESOLVE_NO_MAGICLINKS" },
	{ (uint64_t)(0x04), "RESOLVE_NO_SYMLINKS" },
	{ (uint64_t)(0x08), "RESOLVE_BENEATH" },
	{ (uint64_t)(0x10), "RESOLVE_IN_ROOT" },
	{ (uint64_t)(0x20), "RESOLVE_CACHED" },
};
static const struct xlat resolve_flags = { resolve_flags_entries, sizeof(resolve_flags_entries) / sizeof(resolve_flags_entries[0]) };
