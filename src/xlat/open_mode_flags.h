/* Generated from open_mode_flags.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry open_mode_flags_entries[] = {
	{ (uint64_t)(0100), "O_CREAT" },
	{ (uint64_t)(0200), "O_EXCL" },
	{ (uint64_t)(0400), "O_NOCTTY" },
	{ (uint64_t)(01000), "O_TRUNC" },
	{ (uint64_t)(02000), "O_APPEND" },
	{ (uint64_t)(04000), "O_NONBLOCK" },
	{ (uint64_t)(04010000), "O_SYNC" },
	{ (uint64_t)(04000000), "__O_SYNC" },
	{ (uint64_t)(010000), "O_DSYNC" },
	{ (uint64_t)(040000), "O_DIRECT" },
	{ (uint64_t)(0100000), "O_LARGEFILE" },
	{ (uint64_t)(0400000), "O_NOFOLLOW" },
	{ (uint64_t)(01000000), "O_NOATIME" },
	{ (uint64_t)(02000000), "O_CLOEXEC" },
	{ (uint64_t)(010000000), "O_PATH" },
	{ (uint64_t)(020200000), "O_TMPFILE" },
	{ (uint64_t)(020000000), "__O_TMPFILE" },
	{ (uint64_t)(0200000), "O_DIRECTORY" },
	{ (uint64_t)(020000), "FASYNC" },
};
static const struct xlat open_mode_flags = { open_mode_flags_entries, sizeof(open_mode_flags_entries) / sizeof(open_mode_flags_entries[0]) };
