/* Generated from termios_cc.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry termios_cc_entries[] = {
	{ (uint64_t)(0), "VINTR" },
	{ (uint64_t)(1), "VQUIT" },
	{ (uint64_t)(2), "VERASE" },
	{ (uint64_t)(3), "VKILL" },
	{ (uint64_t)(16), "VEOL2" },
	{ (uint64_t)(7), "VSWTC" },
	{ (uint64_t)(8), "VSTART" },
	{ (uint64_t)(9), "VSTOP" },
	{ (uint64_t)(10), "VSUSP" },
	{ (uint64_t)(12), "VREPRINT" },
	{ (uint64_t)(13), "VDISCARD" },
	{ (uint64_t)(14), "VWERASE" },
	{ (uint64_t)(15), "VLNEXT" },
	{ (uint64_t)(6), "VMIN" },
	{ (uint64_t)(5), "VTIME" },
	{ (uint64_t)(4), "VEOF" },
	{ (uint64_t)(11), "VEOL" },
};
static const struct xlat termios_cc = { termios_cc_entries, sizeof(termios_cc_entries) / sizeof(termios_cc_entries[0]) };
