/* Generated from dirent_types.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
#include <dirent.h>
static const struct xlat_entry dirent_types_entries[] = {
	{ (uint64_t)(DT_UNKNOWN), "DT_UNKNOWN" },
	{ (uint64_t)(DT_FIFO), "DT_FIFO" },
	{ (uint64_t)(DT_CHR), "DT_CHR" },
	{ (uint64_t)(DT_DIR), "DT_DIR" },
	{ (uint64_t)(DT_BLK), "DT_BLK" },
	{ (uint64_t)(DT_REG), "DT_REG" },
	{ (uint64_t)(DT_LNK), "DT_LNK" },
	{ (uint64_t)(DT_SOCK), "DT_SOCK" },
	{ (uint64_t)(DT_WHT), "DT_WHT" },
};
static const struct xlat dirent_types = { dirent_types_entries, sizeof(dirent_types_entries) / sizeof(dirent_types_entries[0]) };
