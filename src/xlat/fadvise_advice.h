/* Generated from fadvise_advice.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry fadvise_advice_entries[] = {
	{ (uint64_t)(0), "POSIX_FADV_NORMAL" },
	{ (uint64_t)(1), "POSIX_FADV_RANDOM" },
	{ (uint64_t)(2), "POSIX_FADV_SEQUENTIAL" },
	{ (uint64_t)(3), "POSIX_FADV_WILLNEED" },
	{ (uint64_t)(4), "POSIX_FADV_DONTNEED" },
	{ (uint64_t)(5), "POSIX_FADV_NOREUSE" },
};
static const struct xlat fadvise_advice = { fadvise_advice_entries, sizeof(fadvise_advice_entries) / sizeof(fadvise_advice_entries[0]) };
