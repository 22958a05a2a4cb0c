/* Generated from f_owner_types.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry f_owner_types_entries[] = {
	{ (uint64_t)(0), "F_OWNER_TID" },
	{ (uint64_t)(1), "F_OWNER_PID" },
	{ (uint64_t)(2), "F_OWNER_PGRP" },
};
static const struct xlat f_owner_types = { f_owner_types_entries, sizeof(f_owner_types_entries) / sizeof(f_owner_types_entries[0]) };
