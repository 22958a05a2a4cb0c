/* Generated from flock_ops.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry flock_ops_entries[] = {
	{ (uint64_t)(1), "LOCK_SH" },
	{ (uint64_t)(2), "LOCK_EX" },
	{ (uint64_t)(4), "LOCK_NB" },
	{ (uint64_t)(8), "LOCK_UN" },
	{ (uint64_t)(32), "LOCK_MAND" },
	{ (uint64_t)(192), "LOCK_RW" },
	{ (uint64_t)(64), "LOCK_READ" },
	{ (uint64_t)(128), "LOCK_WRITE" },
};
static const struct xlat flock_ops = { flock_ops_entries, sizeof(flock_ops_entries) / sizeof(flock_ops_entries[0]) };
