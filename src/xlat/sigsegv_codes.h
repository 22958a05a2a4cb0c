/* Generated from sigsegv_codes.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
#include <signal.h>
static const struct xlat_entry sigsegv_codes_entries[] = {
	{ (uint64_t)(SEGV_MAPERR), "SEGV_MAPERR" },
	{ (uint64_t)(SEGV_ACCERR), "SEGV_ACCERR" },
	{ (uint64_t)(3), "SEGV_BNDERR" },
	{ (uint64_t)(4), "SEGV_PKUERR" },
	{ (uint64_t)(5), "SEGV_ACCADI" },
	{ (uint64_t)(6), "SEGV_ADIDERR" },
	{ (uint64_t)(7), "SEGV_ADIPERR" },
	{ (uint64_t)(8), "SEGV_MTEAERR" },
	{ (uint64_t)(9), "SEGV_MTESERR" },
	{ (uint64_t)(10), "SEGV_CPERR" },
};
static const struct xlat sigsegv_codes = { sigsegv_codes_entries, sizeof(sigsegv_codes_entries) / sizeof(sigsegv_codes_entries[0]) };
