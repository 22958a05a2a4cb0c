/* Generated from sigfpe_codes.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
#include <signal.h>
static const struct xlat_entry sigfpe_codes_entries[] = {
	{ (uint64_t)(FPE_INTDIV), "FPE_INTDIV" },
	{ (uint64_t)(FPE_INTOVF), "FPE_INTOVF" },
	{ (uint64_t)(FPE_FLTDIV), "FPE_FLTDIV" },
	{ (uint64_t)(FPE_FLTOVF), "FPE_FLTOVF" },
	{ (uint64_t)(FPE_FLTUND), "FPE_FLTUND" },
	{ (uint64_t)(FPE_FLTRES), "FPE_FLTRES" },
	{ (uint64_t)(FPE_FLTINV), "FPE_FLTINV" },
	{ (uint64_t)(FPE_FLTSUB), "FPE_FLTSUB" },
	{ (uint64_t)(14), "FPE_FLTUNK" },
	{ (uint64_t)(15), "FPE_CONDTRAP" },
};
static const struct xlat sigfpe_codes = { sigfpe_codes_entries, sizeof(sigfpe_codes_entries) / sizeof(sigfpe_codes_entries[0]) };
