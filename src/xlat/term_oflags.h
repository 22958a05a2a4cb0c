/* Generated from term_oflags.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry term_oflags_entries[] = {
	{ (uint64_t)(0x01), "OPOST" },
	{ (uint64_t)(0x02), "OLCUC" },
	{ (uint64_t)(0x04), "ONLCR" },
	{ (uint64_t)(0x08), "OCRNL" },
	{ (uint64_t)(0x10), "ONOCR" },
	{ (uint64_t)(0x20), "ONLRET" },
	{ (uint64_t)(0x40), "OFILL" },
	{ (uint64_t)(0x80), "OFDEL" },
};
static const struct xlat term_oflags = { term_oflags_entries, sizeof(term_oflags_entries) / sizeof(term_oflags_entries[0]) };
