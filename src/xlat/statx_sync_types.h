/* Generated from statx_sync_types.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry statx_sync_types_entries[] = {
	{ (uint64_t)(0x0000), "AT_STATX_SYNC_AS_STAT" },
	{ (uint64_t)(0x2000), "AT_STATX_FORCE_SYNC" },
	{ (uint64_t)(0x4000), "AT_STATX_DONT_SYNC" },
	{ (uint64_t)(0x6000), "AT_STATX_SYNC_TYPE" },
};
static const struct xlat statx_sync_types = { statx_sync_types_entries, sizeof(statx_sync_types_entries) / sizeof(statx_sync_types_entries[0]) };
