/* Generated from sigill_codes.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
#include <signal.h>
static const struct xlat_entry sigill_codes_entries[] = {
	{ (uint64_t)(ILL_ILLOPC), "ILL_ILLOPC" },
	{ (uint64_t)(ILL_ILLOPN), "ILL_ILLOPN" },
	{ (uint64_t)(ILL_ILLADR), "ILL_ILLADR" },
	{ (uint64_t)(ILL_ILLTRP), "ILL_ILLTRP" },
	{ (uint64_t)(ILL_PRVOPC), "ILL_PRVOPC" },
	{ (uint64_t)(ILL_PRVREG), "ILL_PRVREG" },
	{ (uint64_t)(ILL_COPROC), "ILL_COPROC" },
	{ (uint64_t)(ILL_BADSTK), "ILL_BADSTK" },
	{ (uint64_t)(9), "ILL_BADIADDR" },
};
static const struct xlat sigill_codes = { sigill_codes_entries, sizeof(sigill_codes_entries) / sizeof(sigill_codes_entries[0]) };
