/* Generated from sigtrap_codes.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
#include <signal.h>
static const struct xlat_entry sigtrap_codes_entries[] = {
	{ (uint64_t)(TRAP_BRKPT), "TRAP_BRKPT" },
	{ (uint64_t)(TRAP_TRACE), "TRAP_TRACE" },
	{ (uint64_t)(3), "TRAP_BRANCH" },
	{ (uint64_t)(4), "TRAP_HWBKPT" },
	{ (uint64_t)(5), "TRAP_UNK" },
	{ (uint64_t)(6), "TRAP_PERF" },
};
static const struct xlat sigtrap_codes = { sigtrap_codes_entries, sizeof(sigtrap_codes_entries) / sizeof(sigtrap_codes_entries[0]) };
