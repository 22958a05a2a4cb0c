/* Generated from tcxonc_options.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry tcxonc_options_entries[] = {
	{ (uint64_t)(0), "TCOOFF" },
	{ (uint64_t)(1), "TCOON" },
	{ (uint64_t)(2), "TCIOFF" },
	{ (uint64_t)(3), "TCION" },
};
static const struct xlat tcxonc_options = { tcxonc_options_entries, sizeof(tcxonc_options_entries) / sizeof(tcxonc_options_entries[0]) };
