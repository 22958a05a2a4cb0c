/* Generated from modem_flags.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry modem_flags_entries[] = {
	{ (uint64_t)(0x001), "TIOCM_LE" },
	{ (uint64_t)(0x002), "TIOCM_DTR" },
	{ (uint64_t)(0x004), "TIOCM_RTS" },
	{ (uint64_t)(0x008), "TIOCM_ST" },
	{ (uint64_t)(0x010), "TIOCM_SR" },
	{ (uint64_t)(0x020), "TIOCM_CTS" },
	{ (uint64_t)(0x040), "TIOCM_CAR" },
	{ (uint64_t)(0x080), "TIOCM_RNG" },
	{ (uint64_t)(0x100), "TIOCM_DSR" },
	{ (uint64_t)(0x2000), "TIOCM_OUT1" },
	{ (uint64_t)(0x4000), "TIOCM_OUT2" },
	{ (uint64_t)(0x8000), "TIOCM_LOOP" },
};
static const struct xlat modem_flags = { modem_flags_entries, sizeof(modem_flags_entries) / sizeof(modem_flags_entries[0]) };
