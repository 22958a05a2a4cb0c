/* Generated from sigchld_codes.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
#include <signal.h>
static const struct xlat_entry sigchld_codes_entries[] = {
	{ (uint64_t)(CLD_EXITED), "CLD_EXITED" },
	{ (uint64_t)(CLD_KILLED), "CLD_KILLED" },
	{ (uint64_t)(CLD_DUMPED), "CLD_DUMPED" },
	{ (uint64_t)(CLD_TRAPPED), "CLD_TRAPPED" },
	{ (uint64_t)(CLD_STOPPED), "CLD_STOPPED" },
	{ (uint64_t)(CLD_CONTINUED), "CLD_CONTINUED" },
};
static const struct xlat sigchld_codes = { sigchld_codes_entries, sizeof(sigchld_codes_entries) / sizeof(sigchld_codes_entries[0]) };
