/* Generated from sigbus_codes.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
#include <signal.h>
static const struct xlat_entry sigbus_codes_entries[] = {
	{ (uint64_t)(BUS_ADRALN), "BUS_ADRALN" },
	{ (uint64_t)(BUS_ADRERR), "BUS_ADRERR" },
	{ (uint64_t)(BUS_OBJERR), "BUS_OBJERR" },
	{ (uint64_t)(4), "BUS_MCEERR_AR" },
	{ (uint64_t)(5), "BUS_MCEERR_AO" },
};
static const struct xlat sigbus_codes = { sigbus_codes_entries, sizeof(sigbus_codes_entries) / sizeof(sigbus_codes_entries[0]) };
