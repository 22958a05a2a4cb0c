/* Generated from sigprof_codes.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry sigprof_codes_entries[] = {
	{ (uint64_t)(1), "PROF_SIG" },
};
static const struct xlat sigprof_codes = { sigprof_codes_entries, sizeof(sigprof_codes_entries) / sizeof(sigprof_codes_entries[0]) };
