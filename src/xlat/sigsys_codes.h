/* Generated from sigsys_codes.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
#include <signal.h>
static const struct xlat_entry sigsys_codes_entries[] = {
	{ (uint64_t)(1), "SYS_SECCOMP" },
	{ (uint64_t)(2), "SYS_USER_DISPATCH" },
};
static const struct xlat sigsys_codes = { sigsys_codes_entries, sizeof(sigsys_codes_entries) / sizeof(sigsys_codes_entries[0]) };
