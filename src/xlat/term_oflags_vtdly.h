/* Generated from term_oflags_vtdly.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry term_oflags_vtdly_entries[] = {
	{ (uint64_t)(0x00000), "VT0" },
	{ (uint64_t)(0x04000), "VT1" },
};
static const struct xlat term_oflags_vtdly = { term_oflags_vtdly_entries, sizeof(term_oflags_vtdly_entries) / sizeof(term_oflags_vtdly_entries[0]) };
