/* Generated from mmap_prot.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry mmap_prot_entries[] = {
	{ (uint64_t)(0), "PROT_NONE" },
	{ (uint64_t)(0x1), "PROT_READ" },
	{ (uint64_t)(0x2), "PROT_WRITE" },
	{ (uint64_t)(0x4), "PROT_EXEC" },
	{ (uint64_t)(0x8), "PROT_SEM" },
	{ (uint64_t)(0x01000000), "PROT_GROWSDOWN" },
	{ (uint64_t)(0x02000000), "PROT_GROWSUP" },
};
static const struct xlat mmap_prot = { mmap_prot_entries, sizeof(mmap_prot_entries) / sizeof(mmap_prot_entries[0]) };
