/* Generated from term_lflags.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry term_lflags_entries[] = {
	{ (uint64_t)(0x00001), "ISIG" },
	{ (uint64_t)(0x00002), "ICANON" },
	{ (uint64_t)(0x00004), "XCASE" },
	{ (uint64_t)(0x00008), "ECHO" },
	{ (uint64_t)(0x00010), "ECHOE" },
	{ (uint64_t)(0x00020), "ECHOK" },
	{ (uint64_t)(0x00040), "ECHONL" },
	{ (uint64_t)(0x00080), "NOFLSH" },
	{ (uint64_t)(0x08000), "IEXTEN" },
	{ (uint64_t)(0x00200), "ECHOCTL" },
	{ (uint64_t)(0x00400), "ECHOPRT" },
	{ (uint64_t)(0x00800), "ECHOKE" },
	{ (uint64_t)(0x01000), "FLUSHO" },
	{ (uint64_t)(0x04000), "PENDIN" },
	{ (uint64_t)(0x00100), "TOSTOP" },
	{ (uint64_t)(0x10000), "EXTPROC" },
};
static const struct xlat term_lflags = { term_lflags_entries, sizeof(term_lflags_entries) / sizeof(term_lflags_entries[0]) };
