/* Generated from statfs_flags.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry statfs_flags_entries[] = {
	{ (uint64_t)(0x0020), "ST_VALID" },
	{ (uint64_t)(0x0001), "ST_RDONLY" },
	{ (uint64_t)(0x0002), "ST_NOSUID" },
	{ (uint64_t)(0x0004), "ST_NODEV" },
	{ (uint64_t)(0x0008), "ST_NOEXEC" },
	{ (uint64_t)(0x0010), "ST_SYNCHRONOUS" },
	{ (uint64_t)(0x0040), "ST_MANDLOCK" },
	{ (uint64_t)(0x0400), "ST_NOATIME" },
	{ (uint64_t)(0x0800), "ST_NODIRATIME" },
	{ (uint64_t)(0x1000), "ST_RELATIME" },
	{ (uint64_t)(0x2000), "ST_NOSYMFOLLOW" },
};
static const struct xlat statfs_flags = { statfs_flags_entries, sizeof(statfs_flags_entries) / sizeof(statfs_flags_entries[0]) };
