/* Generated from whence_codes.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry whence_codes_entries[] = {
	{ (uint64_t)(0), "SEEK_SET" },
	{ (uint64_t)(1), "SEEK_CUR" },
	{ (uint64_t)(2), "SEEK_END" },
	{ (uint64_t)(3), "SEEK_DATA" },
	{ (uint64_t)(4), "SEEK_HOLE" },
};
static const struct xlat whence_codes = { whence_codes_entries, sizeof(whence_codes_entries) / sizeof(whence_codes_entries[0]) };
