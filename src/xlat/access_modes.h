/* Generated from access_modes.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry access_modes_entries[] = {
	{ (uint64_t)(0), "F_OK" },
	{ (uint64_t)(4), "R_OK" },
	{ (uint64_t)(2), "W_OK" },
	{ (uint64_t)(1), "X_OK" },
};
static const struct xlat access_modes = { access_modes_entries, sizeof(access_modes_entries) / sizeof(access_modes_entries[0]) };
