/* Generated from seal_flags.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry seal_flags_entries[] = {
	{ (uint64_t)(0x0001), "F_SEAL_SEAL" },
	{ (uint64_t)(0x0002), "F_SEAL_SHRINK" },
	{ (uint64_t)(0x0004), "F_SEAL_GROW" },
	{ (uint64_t)(0x0008), "F_SEAL_WRITE" },
	{ (uint64_t)(0x0010), "F_SEAL_FUTURE_WRITE" },
};
static const struct xlat seal_flags = { seal_flags_entries, sizeof(seal_flags_entries) / sizeof(seal_flags_entries[0]) };
