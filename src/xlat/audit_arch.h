/* Generated from audit_arch.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
#include <linux/audit.h>
static const struct xlat_entry audit_arch_entries[] = {
	{ (uint64_t)(AUDIT_ARCH_X86_64), "AUDIT_ARCH_X86_64" },
	{ (uint64_t)(AUDIT_ARCH_I386), "AUDIT_ARCH_I386" },
};
static const struct xlat audit_arch = { audit_arch_entries, sizeof(audit_arch_entries) / sizeof(audit_arch_entries[0]) };
