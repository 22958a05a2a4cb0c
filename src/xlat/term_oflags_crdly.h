/* Generated from term_oflags_crdly.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry term_oflags_crdly_entries[] = {
	{ (uint64_t)(0x00000), "CR0" },
	{ (uint64_t)(0x00200), "CR1" },
	{ (uint64_t)(0x00400), "CR2" },
	{ (uint64_t)(0x00600), "CR3" },
};
static const struct xlat term_oflags_crdly = { term_oflags_crdly_entries, sizeof(term_oflags_crdly_entries) / sizeof(term_oflags_crdly_entries[0]) };
