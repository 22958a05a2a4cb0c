/* Generated from term_oflags_nldly.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry term_oflags_nldly_entries[] = {
	{ (uint64_t)(0x00000), "NL0" },
	{ (uint64_t)(0x00100), "NL1" },
};
static const struct xlat term_oflags_nldly = { term_oflags_nldly_entries, sizeof(term_oflags_nldly_entries) / sizeof(term_oflags_nldly_entries[0]) };
