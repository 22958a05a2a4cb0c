/* Generated from fd_flags.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry fd_flags_entries[] = {
	{ (uint64_t)(1), "FD_CLOEXEC" },
};
static const struct xlat fd_flags = { fd_flags_entries, sizeof(fd_flags_entries) / sizeof(fd_flags_entries[0]) };
