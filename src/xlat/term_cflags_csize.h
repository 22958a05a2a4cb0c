/* Generated from term_cflags_csize.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry term_cflags_csize_entries[] = {
	{ (uint64_t)(0x00000000), "CS5" },
	{ (uint64_t)(0x00000010), "CS6" },
	{ (uint64_t)(0x00000020), "CS7" },
	{ (uint64_t)(0x00000030), "CS8" },
};
static const struct xlat term_cflags_csize = { term_cflags_csize_entries, sizeof(term_cflags_csize_entries) / sizeof(term_cflags_csize_entries[0]) };
