/* Generated from term_iflags.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry term_iflags_entries[] = {
	{ (uint64_t)(0x001), "IGNBRK" },
	{ (uint64_t)(0x002), "BRKINT" },
	{ (uint64_t)(0x004), "IGNPAR" },
	{ (uint64_t)(0x008), "PARMRK" },
	{ (uint64_t)(0x010), "INPCK" },
	{ (uint64_t)(0x020), "ISTRIP" },
	{ (uint64_t)(0x040), "INLCR" },
	{ (uint64_t)(0x080), "IGNCR" },
	{ (uint64_t)(0x100), "ICRNL" },
	{ (uint64_t)(0x0200), "IUCLC" },
	{ (uint64_t)(0x0400), "IXON" },
	{ (uint64_t)(0x800), "IXANY" },
	{ (uint64_t)(0x1000), "IXOFF" },
	{ (uint64_t)(0x2000), "IMAXBEL" },
	{ (uint64_t)(0x4000), "IUTF8" },
};
static const struct xlat term_iflags = { term_iflags_entries, sizeof(term_iflags_entries) / sizeof(term_iflags_entries[0]) };
