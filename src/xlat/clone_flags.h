/* Generated from clone_flags.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry clone_flags_entries[] = {
	{ (uint64_t)(0x00000100), "CLONE_VM" },
	{ (uint64_t)(0x00000200), "CLONE_FS" },
	{ (uint64_t)(0x00000400), "CLONE_FILES" },
	{ (uint64_t)(0x00000800), "CLONE_SIGHAND" },
	{ (uint64_t)(0x00001000), "CLONE_PIDFD" },
	{ (uint64_t)(0x00002000), "CLONE_PTRACE" },
	{ (uint64_t)(0x00004000), "CLONE_VFORK" },
	{ (uint64_t)(0x00008000), "CLONE_PARENT" },
	{ (uint64_t)(0x00010000), "CLONE_THREAD" },
	{ (uint64_t)(0x00020000), "CLONE_NEWNS" },
	{ (uint64_t)(0x00040000), "CLONE_SYSVSEM" },
	{ (uint64_t)(0x00080000), "CLONE_SETTLS" },
	{ (uint64_t)(0x00100000), "CLONE_PARENT_SETTID" },
	{ (uint64_t)(0x00200000), "CLONE_CHILD_CLEARTID" },
	{ (uint64_t)(0x00400000), "CLONE_DETACHED" },
	{ (uint64_t)(0x00800000), "CLONE_UNTRACED" },
	{ (uint64_t)(0x01000000), "CLONE_CHILD_SETTID" },
	{ (uint64_t)(0x02000000), "CLONE_NEWCGROUP" },
	{ (uint64_t)(0x04000000), "CLONE_NEWUTS" },
	{ (uint64_t)(0x08000000), "CLONE_NEWIPC" },
	{ (uint64_t)(0x10000000), "CLONE_NEWUSER" },
	{ (uint64_t)(0x20000000), "CLONE_NEWPID" },
	{ (uint64_t)(0x40000000), "CLONE_NEWNET" },
	{ (uint64_t)(0x80000000), "CLONE_IO" },
};
static const struct xlat clone_flags = { clone_flags_entries, sizeof(clone_flags_entries) / sizeof(clone_flags_entries[0]) };
