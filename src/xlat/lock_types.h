/* Generated from lock_types.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry lock_types_entries[] = {
	{ (uint64_t)(0), "F_RDLCK" },
	{ (uint64_t)(1), "F_WRLCK" },
	{ (uint64_t)(2), "F_UNLCK" },
	{ (uint64_t)(4), "F_EXLCK" },
	{ (uint64_t)(8), "F_SHLCK" },
};
static const struct xlat lock_types = { lock_types_entries, sizeof(lock_types_entries) / sizeof(lock_types_entries[0]) };
