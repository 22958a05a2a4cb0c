/* Generated from term_oflags_ffdly.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry term_oflags_ffdly_entries[] = {
	{ (uint64_t)(0x00000), "FF0" },
	{ (uint64_t)(0x08000), "FF1" },
};
static const struct xlat term_oflags_ffdly = { term_oflags_ffdly_entries, sizeof(term_oflags_ffdly_entries) / sizeof(term_oflags_ffdly_entries[0]) };
