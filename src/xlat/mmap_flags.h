/* Generated from mmap_flags.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry mmap_flags_entries[] = {
	{ (uint64_t)(0x8), "MAP_DROPPABLE" },
	{ (uint64_t)(0x10), "MAP_FIXED" },
	{ (uint64_t)(0x20), "MAP_ANONYMOUS" },
	{ (uint64_t)(0x40), "MAP_32BIT" },
	{ (uint64_t)(0x80), "MAP_ABOVE4G" },
	{ (uint64_t)(0x4000), "MAP_NORESERVE" },
	{ (uint64_t)(0x8000), "MAP_POPULATE" },
	{ (uint64_t)(0x10000), "MAP_NONBLOCK" },
	{ (uint64_t)(0x100), "MAP_GROWSDOWN" },
	{ (uint64_t)(0x800), "MAP_DENYWRITE" },
	{ (uint64_t)(0x1000), "MAP_EXECUTABLE" },
	{ (uint64_t)(0x2000), "MAP_LOCKED" },
	{ (uint64_t)(0x20000), "MAP_STACK" },
	{ (uint64_t)(0x40000), "MAP_HUGETLB" },
	{ (uint64_t)(0x80000), "MAP_SYNC" },
	{ (uint64_t)(0x4000000), "MAP_UNINITIALIZED" },
	{ (uint64_t)(0x100000), "MAP_FIXED_NOREPLACE" },
};
static const struct xlat mmap_flags = { mmap_flags_entries, sizeof(mmap_flags_entries) / sizeof(mmap_flags_entries[0]) };
