/* Generated from notify_flags.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry notify_flags_entries[] = {
	{ (uint64_t)(0x00000001), "DN_ACCESS" },
	{ (uint64_t)(0x00000002), "DN_MODIFY" },
	{ (uint64_t)(0x00000004), "DN_CREATE" },
	{ (uint64_t)(0x00000008), "DN_DELETE" },
	{ (uint64_t)(0x00000010), "DN_RENAME" },
	{ (uint64_t)(0x00000020), "DN_ATTRIB" },
	{ (uint64_t)(0x80000000), "DN_MULTISHOT" },
};
static const struct xlat notify_flags = { notify_flags_entries, sizeof(notify_flags_entries) / sizeof(notify_flags_entries[0]) };
