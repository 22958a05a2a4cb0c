/* Generated from open_access_modes.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry open_access_modes_entries[] = {
	{ (uint64_t)(0), "O_RDONLY" },
	{ (uint64_t)(1), "O_WRONLY" },
	{ (uint64_t)(2), "O_RDWR" },
	{ (uint64_t)(3), "O_ACCMODE" },
};
static const struct xlat open_access_modes = { open_access_modes_entries, sizeof(open_access_modes_entries) / sizeof(open_access_modes_entries[0]) };
