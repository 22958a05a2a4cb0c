/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "config.h"
#include "seccomp_filter.h"

#include <errno.h>
#include <seccomp.h>
#include <unistd.h>

#include "qualify.h"
#include "syscall_table.h"

static bool listed(const int *never, int nr)
{
	for (; never && *never >= 0; never++)
		if (*never == nr)
			return true;
	return false;
}

int seccomp_filter_install(uint32_t action, const int *never, bool want_fd)
{
	int rc;
	scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
	if (!ctx)
		return -ENOMEM;
	/* root may install a filter without no_new_privs, so setuid programs keep working. */
	if (geteuid() == 0)
		seccomp_attr_set(ctx, SCMP_FLTATR_CTL_NNP, 0);
	const struct sysent *s;
	for (unsigned int i = 0; (s = sysent_row(i)); i++) {
		if (s->nr < 0 || !syscall_traced(s->nr) || listed(never, s->nr))
			continue;
		rc = seccomp_rule_add(ctx, action, s->nr, 0);
		if (rc < 0 && rc != -EDOM)	/* -EDOM: not filterable on this arch */
			goto out;
	}
	rc = seccomp_load(ctx);
	if (rc == 0 && want_fd)
		rc = seccomp_notify_fd(ctx);
out:
	seccomp_release(ctx);
	return rc;
}
