/* Generated from falloc_flags.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry falloc_flags_entries[] = {
	{ (uint64_t)(0x01), "FALLOC_FL_KEEP_SIZE" },
	{ (uint64_t)(0x02), "FALLOC_FL_PUNCH_HOLE" },
	{ (uint64_t)(0x04), "FALLOC_FL_NO_HIDE_STALE" },
	{ (uint64_t)(0x08), "FALLOC_FL_COLLAPSE_RANGE" },
	{ (uint64_t)(0x10), "FALLOC_FL_ZERO_RANGE" },
	{ (uint64_t)(0x20), "FALLOC_FL_INSERT_RANGE" },
	{ (uint64_t)(0x40), "FALLOC_FL_UNSHARE_RANGE" },
};
static const struct xlat falloc_flags = { falloc_flags_entries, sizeof(falloc_flags_entries) / sizeof(falloc_flags_entries[0]) };
