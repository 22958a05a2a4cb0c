/* Generated from term_cflags.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry term_cflags_entries[] = {
	{ (uint64_t)(0x00000040), "CSTOPB" },
	{ (uint64_t)(0x00000080), "CREAD" },
	{ (uint64_t)(0x00000100), "PARENB" },
	{ (uint64_t)(0x00000200), "PARODD" },
	{ (uint64_t)(0x00000400), "HUPCL" },
	{ (uint64_t)(0x00000800), "CLOCAL" },
	{ (uint64_t)(0x40000000), "CMSPAR" },
	{ (uint64_t)(0x80000000), "CRTSCTS" },
};
static const struct xlat term_cflags = { term_cflags_entries, sizeof(term_cflags_entries) / sizeof(term_cflags_entries[0]) };
