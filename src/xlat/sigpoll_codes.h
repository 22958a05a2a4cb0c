/* Generated from sigpoll_codes.in by gen-xlat.sh: edit the .in file. */
#include "xlat.h"
#include <signal.h>
static const struct xlat_entry sigpoll_codes_entries[] = {
	{ (uint64_t)(POLL_IN), "POLL_IN" },
	{ (uint64_t)(POLL_OUT), "POLL_OUT" },
	{ (uint64_t)(POLL_MSG), "POLL_MSG" },
	{ (uint64_t)(POLL_ERR), "POLL_ERR" },
	{ (uint64_t)(POLL_PRI), "POLL_PRI" },
	{ (uint64_t)(POLL_HUP), "POLL_HUP" },
};
static const struct xlat sigpoll_codes = { sigpoll_codes_entries, sizeof(sigpoll_codes_entries) / sizeof(sigpoll_codes_entries[0]) };
