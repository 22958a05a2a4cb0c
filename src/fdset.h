/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A set of file descriptors as -e read=, -e write= and -e trace-fds= take it:
 * "3,5", "all", "none", "!1" (every descriptor but 1). */
#ifndef SYSTRACE_FDSET_H
#define SYSTRACE_FDSET_H

#include <stdbool.h>

struct fdset {
	bool used;		/* the option was given */
	bool negated;		/* the listed descriptors are the ones NOT in the set */
	unsigned char *bits;	/* one bit per listed descriptor */
	unsigned int nbits;
};

/* Parse a set; a bad descriptor exits with status 2 ("invalid descriptor 'x'").
 * A later option replaces an earlier one, as strace does. */
void fdset_parse(struct fdset *set, const char *text);
/* True if fd (>= 0) is in the set. */
bool fdset_has(const struct fdset *set, int fd);
/* True if the set is given and may select something. */
static inline bool fdset_any(const struct fdset *set)
{
	return set->used && (set->negated || set->nbits);
}

#endif
