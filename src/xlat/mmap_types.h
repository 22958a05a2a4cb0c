/* Generated from mmap_types.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry mmap_types_entries[] = {
	{ (uint64_t)(0), "MAP_FILE" },
	{ (uint64_t)(0x1), "MAP_SHARED" },
	{ (uint64_t)(0x2), "MAP_PRIVATE" },
	{ (uint64_t)(0x3), "MAP_SHARED_VALIDATE" },
};
static const struct xlat mmap_types = { mmap_types_entries, sizeof(mmap_types_entries) / sizeof(mmap_types_entries[0]) };
