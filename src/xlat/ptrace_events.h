/* Generated from ptrace_events.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
static const struct xlat_entry ptrace_events_entries[] = {
	{ (uint64_t)(1), "PTRACE_EVENT_FORK" },
	{ (uint64_t)(2), "PTRACE_EVENT_VFORK" },
	{ (uint64_t)(3), "PTRACE_EVENT_CLONE" },
	{ (uint64_t)(4), "PTRACE_EVENT_EXEC" },
	{ (uint64_t)(5), "PTRACE_EVENT_VFORK_DONE" },
	{ (uint64_t)(6), "PTRACE_EVENT_EXIT" },
	{ (uint64_t)(7), "PTRACE_EVENT_SECCOMP" },
	{ (uint64_t)(128), "PTRACE_EVENT_STOP" },
};
static const struct xlat ptrace_events = { ptrace_events_entries, sizeof(ptrace_events_entries) / sizeof(ptrace_events_entries[0]) };
