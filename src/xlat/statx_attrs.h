/* Generated from statx_attrs.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry statx_attrs_entries[] = {
	{ (uint64_t)(0x00000004), "STATX_ATTR_COMPRESSED" },
	{ (uint64_t)(0x00000010), "STATX_ATTR_IMMUTABLE" },
	{ (uint64_t)(0x00000020), "STATX_ATTR_APPEND" },
	{ (uint64_t)(0x00000040), "STATX_ATTR_NODUMP" },
	{ (uint64_t)(0x00000800), "STATX_ATTR_ENCRYPTED" },
	{ (uint64_t)(0x00001000), "STATX_ATTR_AUTOMOUNT" },
	{ (uint64_t)(0x00002000), "STATX_ATTR_MOUNT_ROOT" },
	{ (uint64_t)(0x00100000), "STATX_ATTR_VERITY" },
	{ (uint64_t)(0x00200000), "STATX_ATTR_DAX" },
};
static const struct xlat statx_attrs = { statx_attrs_entries, sizeof(statx_attrs_entries) / sizeof(statx_attrs_entries[0]) };
