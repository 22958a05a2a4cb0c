/* Generated from siginfo_codes.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
#include <signal.h>
static const struct xlat_entry siginfo_codes_entries[] = {
	{ (uint64_t)(SI_USER), "SI_USER" },
	{ (uint64_t)(SI_KERNEL), "SI_KERNEL" },
	{ (uint64_t)(SI_QUEUE), "SI_QUEUE" },
	{ (uint64_t)(SI_TIMER), "SI_TIMER" },
	{ (uint64_t)(SI_MESGQ), "SI_MESGQ" },
	{ (uint64_t)(SI_ASYNCIO), "SI_ASYNCIO" },
	{ (uint64_t)(SI_SIGIO), "SI_SIGIO" },
	{ (uint64_t)(SI_TKILL), "SI_TKILL" },
	{ (uint64_t)(-7), "SI_DETHREAD" },
	{ (uint64_t)(SI_ASYNCNL), "SI_ASYNCNL" },
};
static const struct xlat siginfo_codes = { siginfo_codes_entries, sizeof(siginfo_codes_entries) / sizeof(siginfo_codes_entries[0]) };
