/* Generated from wait4_options.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry wait4_options_entries[] = {
	{ (uint64_t)(0x00000001), "WNOHANG" },
	{ (uint64_t)(0x00000002), "WUNTRACED" },
	{ (uint64_t)(0x00000004), "WEXITED" },
	{ (uint64_t)(0x00000008), "WCONTINUED" },
	{ (uint64_t)(0x01000000), "WNOWAIT" },
	{ (uint64_t)(0x20000000), "__WNOTHREAD" },
	{ (uint64_t)(0x40000000), "__WALL" },
	{ (uint64_t)(0x80000000), "__WCLONE" },
};
static const struct xlat wait4_options = { wait4_options_entries, sizeof(wait4_options_entries) / sizeof(wait4_options_entries[0]) };
