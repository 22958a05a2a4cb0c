/* Generated from tcflsh_options.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry tcflsh_options_entries[] = {
	{ (uint64_t)(0), "TCIFLUSH" },
	{ (uint64_t)(1), "TCOFLUSH" },
	{ (uint64_t)(2), "TCIOFLUSH" },
};
static const struct xlat tcflsh_options = { tcflsh_options_entries, sizeof(tcflsh_options_entries) / sizeof(tcflsh_options_entries[0]) };
