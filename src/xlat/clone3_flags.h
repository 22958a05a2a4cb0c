/* Generated from clone3_flags.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry clone3_flags_entries[] = {
	{ (uint64_t)(0x100000000), "CLONE_CLEAR_SIGHAND" },
	{ (uint64_t)(0x200000000), "CLONE_INTO_CGROUP" },
	{ (uint64_t)(0x00000080), "CLONE_NEWTIME" },
};
static const struct xlat clone3_flags = { clone3_flags_entries, sizeof(clone3_flags_entries) / sizeof(clone3_flags_entries[0]) };
