/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "fdset.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

static void fdset_add(struct fdset *set, unsigned int fd)
{
	if (fd >= set->nbits) {
		unsigned int n = (fd / 64 + 1) * 64;
		set->bits = xrealloc(set->bits, n / 8);
		memset(set->bits + set->nbits / 8, 0, (n - set->nbits) / 8);
		set->nbits = n;
	}
	set->bits[fd / 8] |= 1u << (fd % 8);
}

void fdset_parse(struct fdset *set, const char *text)
{
	free(set->bits);
	*set = (struct fdset){ .used = true };
	if (*text == '!') {
		set->negated = true;
		text++;
	}
	char *copy = xstrdup(text), *save = NULL;
	for (char *tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		long long fd;
		if (strcmp(tok, "all") == 0) {
			set->negated = !set->negated;
			free(set->bits);
			set->bits = NULL;
			set->nbits = 0;
			continue;
		}
		if (strcmp(tok, "none") == 0)
			continue;
		if (parse_int(tok, 0, INT_MAX, &fd) < 0)
			die_usage("invalid descriptor '%s'", tok);
		fdset_add(set, (unsigned int)fd);
	}
	free(copy);
}

bool fdset_has(const struct fdset *set, int fd)
{
	if (!set->used || fd < 0)
		return false;
	bool listed = (unsigned int)fd < set->nbits &&
		      (set->bits[fd / 8] & (1u << (fd % 8)));
	return listed != set->negated;
}
