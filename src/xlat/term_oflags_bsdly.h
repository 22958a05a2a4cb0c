/* Generated from term_oflags_bsdly.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry term_oflags_bsdly_entries[] = {
	{ (uint64_t)(0x02000), "BS1" },
	{ (uint64_t)(0x00000), "BS0" },
};
static const struct xlat term_oflags_bsdly = { term_oflags_bsdly_entries, sizeof(term_oflags_bsdly_entries) / sizeof(term_oflags_bsdly_entries[0]) };
