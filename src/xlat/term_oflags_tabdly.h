/* Generated from term_oflags_tabdly.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry term_oflags_tabdly_entries[] = {
	{ (uint64_t)(0x01800), "XTABS" },
	{ (uint64_t)(0x00000), "TAB0" },
	{ (uint64_t)(0x00800), "TAB1" },
	{ (uint64_t)(0x01000), "TAB2" },
	{ (uint64_t)(0x01800), "TAB3" },
};
static const struct xlat term_oflags_tabdly = { term_oflags_tabdly_entries, sizeof(term_oflags_tabdly_entries) / sizeof(term_oflags_tabdly_entries[0]) };
